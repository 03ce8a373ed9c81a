import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '@broker/domain';
import { instrumentById, shareId } from '../db/seed/catalog';
import {
  ADMIN_URL,
  PG_UP,
  adminSql,
  freePort,
  loginToken,
  seedDatabase,
  startServer,
  type Child,
} from '../testing/server-process';

/**
 * Durability of share trading (issue 12): the real server matches a stream of orders on
 * PostgreSQL (the market running fast), is killed with SIGKILL in the middle of it, and starts
 * again. Every acknowledged order must be there, every fill booked exactly once with its
 * transaction and cash movement, and cash, holdings and reservations must agree with the books.
 */

const SHARE = instrumentById(shareId('NORV B'));
const ACCID = 10001;
const MARKET_ENV = { SIMULATOR_CLOCK: 'always-open', SIMULATOR_SPEED: '10', SIMULATOR_HALTS_PER_DAY: '0' };

interface Row {
  [key: string]: unknown;
}

describe.skipIf(!PG_UP)('share orders survive a crash (kill -9) on PostgreSQL', () => {
  const name = `broker_xcrash_${randomBytes(6).toString('hex')}`;
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${name}`;
  let child: Child | undefined;

  const query = async (sql: string, params: unknown[] = []): Promise<Row[]> => {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: dbUrl.toString() });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows as Row[];
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await adminSql(`create database ${name}`);
    await seedDatabase(dbUrl.toString());
  });
  afterAll(async () => {
    child?.proc.kill('SIGKILL');
    await child?.exited;
    await adminSql(`drop database if exists ${name} with (force)`);
  });

  it('keeps every acknowledged order, books every fill once, and reconciles cash and holdings', async () => {
    const port = await freePort();
    child = await startServer(dbUrl.toString(), port, MARKET_ENV);
    const headers = { ...(await loginToken(child.url)), 'content-type': 'application/json' };
    const url = child.url;
    const last = async () =>
      (
        (await (await fetch(`${url}/api/2/instruments/${SHARE.instrumentId}`)).json()) as {
          last_price: number;
        }
      ).last_price;
    const onGrid = (price: number) => Number(new Decimal(price).toDecimalPlaces(1, Decimal.ROUND_DOWN));
    const acknowledged: number[] = [];
    const refused: string[] = [];
    let sent = 0;
    const place = async (side: 'BUY' | 'SELL', price: number, volume: number) => {
      sent++;
      const res = await fetch(`${url}/api/2/accounts/${ACCID}/orders`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `crash-${sent}-${randomBytes(3).toString('hex')}` },
        body: JSON.stringify({
          market_id: SHARE.marketId,
          identifier: SHARE.identifier,
          side,
          price,
          volume,
          currency: SHARE.currency,
          order_type: 'LIMIT',
        }),
      }).catch(() => undefined);
      if (res?.status === 201) acknowledged.push(((await res.json()) as { order_id: number }).order_id);
      else if (res) refused.push(`${res.status} ${await res.text()}`);
    };

    const [before] = (
      await query(
        `select (select coalesce(sum(qty), 0) from positions where accid = $1 and instrument_id = $2)::text as qty,
                (select coalesce(sum(case when type = 'BUY' then quantity else -quantity end), 0)
                   from transactions where accid = $1 and instrument_id = $2)::text as booked`,
        [ACCID, SHARE.instrumentId],
      )
    ).map((r) => ({ qty: new Decimal(String(r.qty)), booked: new Decimal(String(r.booked)) }));
    // Heavy matching: marketable buys and sells, and orders resting around the price, four at a time.
    const p = await last();
    const work: Promise<void>[] = [];
    for (let i = 0; i < 24; i++) {
      const kind = i % 4;
      if (kind === 0) work.push(place('BUY', onGrid(p * 1.05), 3));
      else if (kind === 1) work.push(place('SELL', onGrid(p * 0.95), 1));
      else if (kind === 2) work.push(place('BUY', onGrid(p * 0.999), 2));
      else work.push(place('SELL', onGrid(p * 1.001), 1));
      if (work.length === 4) await Promise.all(work.splice(0));
    }
    // The kill lands while more orders are on their way.
    const inFlight = [place('BUY', onGrid(p * 1.05), 2), place('BUY', onGrid(p * 0.999), 2)];
    child.proc.kill('SIGKILL');
    await Promise.all(inFlight);
    expect(await child.exited).toBe('SIGKILL');
    expect(refused, child.output().slice(0, 3000)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(24);

    child = await startServer(dbUrl.toString(), port, MARKET_ENV);
    // The restarted exchange enters the active orders again and trades on for a moment.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    child.proc.kill('SIGKILL');
    await child.exited;

    const orders = await query('select * from exchange_orders where accid = $1', [ACCID]);
    const ids = new Set(orders.map((o) => Number(o.id)));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);

    const trades = await query('select * from exchange_trades where accid = $1', [ACCID]);
    expect(trades.length).toBeGreaterThan(0);
    // Each order's traded volume and value are exactly its fills.
    for (const o of orders) {
      const mine = trades.filter((t) => t.order_id === o.id);
      const volume = mine.reduce((sum, t) => sum + Number(t.volume), 0);
      const value = mine.reduce(
        (sum, t) => sum.plus(new Decimal(String(t.price)).times(Number(t.volume))),
        new Decimal(0),
      );
      expect([o.id, Number(o.traded_volume)]).toEqual([o.id, volume]);
      expect([o.id, new Decimal(String(o.traded_value)).toFixed(4)]).toEqual([o.id, value.toFixed(4)]);
      if (o.state === 'DONE') expect(Number(o.traded_volume)).toBe(Number(o.volume));
    }
    // Each fill has its own transaction and exactly one cash movement of the same amount.
    const cash = await query(
      `select t.id, t.amount, count(c.id)::int as rows, sum(c.amount)::text as booked
         from exchange_trades t join cash_ledger c on c.transaction_id = t.transaction_id
        where t.accid = $1 group by t.id, t.amount`,
      [ACCID],
    );
    expect(cash.length).toBe(trades.length);
    for (const c of cash) expect([c.id, c.rows, c.booked]).toEqual([c.id, 1, c.amount]);
    expect(new Set(trades.map((t) => t.transaction_id)).size).toBe(trades.length);

    // The holding moved by exactly the fills, and so did the transactions of the share.
    const [holding] = await query(
      `select (select coalesce(sum(qty), 0) from positions where accid = $1 and instrument_id = $2)::text as qty,
              (select coalesce(sum(case when type = 'BUY' then quantity else -quantity end), 0)
                 from transactions where accid = $1 and instrument_id = $2)::text as booked`,
      [ACCID, SHARE.instrumentId],
    );
    const filled = trades.reduce((sum, t) => sum + (t.side === 'BUY' ? 1 : -1) * Number(t.volume), 0);
    expect(new Decimal(String(holding!.qty)).minus(before!.qty).toNumber()).toBe(filled);
    expect(new Decimal(String(holding!.booked)).minus(before!.booked).toNumber()).toBe(filled);
    // Cash moved by exactly the fills' amounts (checked row by row above); what active orders
    // hold is covered by the cash, and ended orders hold nothing.
    const [money] = await query(
      `select (select sum(amount) from cash_ledger where accid = $1)::text as cash,
              (select sum(reserved_amount) from exchange_orders
                where accid = $1 and state in ('NEW', 'WAITING', 'ON_MARKET', 'PART_DONE'))::text as reserved,
              (select count(*) from exchange_orders
                where accid = $1 and state not in ('NEW', 'WAITING', 'ON_MARKET', 'PART_DONE')
                  and (reserved_amount <> 0 or reserved_volume <> 0))::int as leftover`,
      [ACCID],
    );
    expect(money!.leftover).toBe(0);
    expect(new Decimal(String(money!.cash)).gte(new Decimal(String(money!.reserved ?? 0)))).toBe(true);
  });
});
