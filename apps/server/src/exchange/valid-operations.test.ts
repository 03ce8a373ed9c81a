import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import { positions, tradables } from '../db/schema';
import { fundId, instrumentById, shareId } from '../db/seed/catalog';
import type { Market } from '../market/start';
import { startExchangeMarket } from '../testing/exchange-market';
import { loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/**
 * Valid order-book operations (spec 001 §7.22) on the running market, Monday 23 Nov 2026 10:00 in
 * Stockholm: demo-se's four accounts (an ISK holding the share, an AF that does not, an account
 * type outside the order flow, a blocked ISK) and private-banking demo-pb. A read without locks:
 * one database is enough.
 */

const MON_10 = Date.parse('2026-11-23T09:00:00Z');
const NORV = instrumentById(shareId('NORV B'));
const FUND = instrumentById(fundId('Lagerlund Global Hållbar'));

interface Reply {
  tradingOrderBookId: number;
  orderbookStatus: string;
  accounts: {
    accid: number;
    accountNumber: string;
    placement: string;
    operations: { side: string; isAllowed: boolean; code: string | null }[];
    orderTypes: string[];
    availableVolume: number;
  }[];
}

describe('valid order-book operations', () => {
  let t: TestApp;
  let market: Market;
  const users: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await startTestApp('pglite', { READ_CACHE_MS: '0' });
    ({ market } = await startExchangeMarket(t, () => MON_10, 'valid-operations-test'));
    for (const u of ['demo-se', 'demo-pb']) users[u] = (await loginForApi(t.app, u)).headers;
  });
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  const ask = (who: string, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/2/trading/valid-order-book-operations?${query}`,
      headers: users[who],
    });
  const ops = (r: Reply['accounts'][number]) => r.operations.map((o) => `${o.side}:${o.code ?? 'ok'}`);
  const held = async (accid: number) => {
    const [p] = await t.database.db
      .select()
      .from(positions)
      .where(and(eq(positions.accid, accid), eq(positions.instrumentId, NORV.instrumentId)));
    return new Decimal(p?.qty ?? 0).toNumber();
  };

  it('answers per account what order entry would take now, with its codes', async () => {
    const res = await ask('demo-se', `tradingOrderBookId=${NORV.identifier}&accids=10001,10002,10003,10004`);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as Reply;
    expect(reply.orderbookStatus).toBe('CONTINUOUS_TRADING');
    const [isk, af, other, blocked] = reply.accounts;
    expect(isk).toMatchObject({ accid: 10001, placement: 'ORDER', availableVolume: await held(10001) });
    expect(isk!.availableVolume).toBeGreaterThan(0);
    expect(ops(isk!)).toEqual(['BUY:ok', 'SELL:ok']);
    expect(isk!.orderTypes).toContain('MARKET');
    expect(af!.availableVolume).toBe(await held(10002));
    expect(ops(af!)).toEqual(['BUY:ok', af!.availableVolume > 0 ? 'SELL:ok' : 'SELL:NOT_ENOUGH_POSITIONS']);
    expect(ops(other!)).toEqual(['BUY:INVALID_ACCOUNT_TYPE', 'SELL:INVALID_ACCOUNT_TYPE']);
    expect(ops(blocked!)).toEqual(['BUY:ACCOUNT_IS_BLOCKED', 'SELL:ACCOUNT_IS_BLOCKED']);
    expect(blocked!.orderTypes).toEqual([]);
  });

  it('refuses a sell from an account without the share', async () => {
    const heldBy10002 = new Set(
      (await t.database.db.select().from(positions).where(eq(positions.accid, 10002))).map(
        (p) => p.instrumentId,
      ),
    );
    const share = ['NORV B', 'SVHB A', 'ALVM', 'NHAV', 'VATS', 'GOTM B', 'HALV', 'KRTL']
      .map((symbol) => instrumentById(shareId(symbol)))
      .find((s) => !heldBy10002.has(s.instrumentId));
    expect(share).toBeDefined();
    const reply = (await (
      await ask('demo-se', `tradingOrderBookId=${share!.identifier}&accids=10002`)
    ).json()) as Reply;
    expect(reply.accounts[0]).toMatchObject({ availableVolume: 0 });
    expect(ops(reply.accounts[0]!)).toEqual(['BUY:ok', 'SELL:NOT_ENOUGH_POSITIONS']);
  });

  it('counts shares an active sell offers as not available', async () => {
    const before = (
      (await (await ask('demo-se', `tradingOrderBookId=${NORV.identifier}&accountIds=10001`)).json()) as Reply
    ).accounts[0]!.availableVolume;
    const status = (await market.snapshots.resolve({ t: 'price', m: NORV.marketId, i: NORV.identifier }))
      .state as { last: number };
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/2/accounts/10001/orders',
      headers: { ...users['demo-se'], 'idempotency-key': 'valid-ops-sell' },
      payload: {
        market_id: NORV.marketId,
        identifier: NORV.identifier,
        side: 'SELL',
        // Near the top of the collar: it rests.
        price: Math.floor(status.last * 1.08),
        volume: 3,
        currency: NORV.currency,
        order_type: 'LIMIT',
      },
    });
    expect(placed.statusCode).toBe(201);
    const after = (
      (await (await ask('demo-se', `tradingOrderBookId=${NORV.identifier}&accountIds=10001`)).json()) as Reply
    ).accounts[0]!.availableVolume;
    expect(after).toBe(before - 3);
  });

  it('sends private banking by request, limit orders only', async () => {
    const reply = (await (
      await ask('demo-pb', `tradingOrderBookId=${NORV.identifier}&accids=10061`)
    ).json()) as Reply;
    expect(reply.accounts[0]).toMatchObject({ placement: 'REQUEST', orderTypes: ['LIMIT'] });
    expect(ops(reply.accounts[0]!)[0]).toBe('BUY:ok');
  });

  it('refuses another customer’s account, a missing list, a fund and an unknown book', async () => {
    const codeOf = async (who: string, query: string) => {
      const res = await ask(who, query);
      const body = res.json() as { code?: string; fields?: { code: string }[] };
      return `${res.statusCode} ${body.fields?.[0]?.code ?? body.code}`;
    };
    expect(await codeOf('demo-se', `tradingOrderBookId=${NORV.identifier}&accids=10001,10061`)).toBe(
      '404 ACCOUNT_NOT_FOUND',
    );
    expect(await codeOf('demo-se', `tradingOrderBookId=${NORV.identifier}`)).toBe(
      '400 MANDATORY_FIELD_MISSING',
    );
    expect(await codeOf('demo-se', `tradingOrderBookId=${FUND.identifier}&accids=10001`)).toBe(
      '422 NOT_VALID_TRADABLE',
    );
    expect(await codeOf('demo-se', `tradingOrderBookId=999999&accids=10001`)).toBe('404 UNKNOWN_INSTRUMENT');
  });

  it('answers an id that names books of two shares (a database seeded before ids were unique) as unknown', async () => {
    // Another share gets the same id on its own market, as the old seed numbered every exchange alike.
    const other = instrumentById(shareId('NHAV'));
    await t.database.db
      .insert(tradables)
      .values({ instrumentId: other.instrumentId, marketId: other.marketId, identifier: '999998' });
    await t.database.db
      .insert(tradables)
      .values({ instrumentId: NORV.instrumentId, marketId: NORV.marketId, identifier: '999998' });
    const res = await ask('demo-se', 'tradingOrderBookId=999998&accids=10001');
    expect(res.statusCode).toBe(404);
  });
});
