import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMMUNITY_MIN_CUSTOMERS } from '@broker/contract';
import { queryRows } from '../chart/db-rows';
import { CATALOG } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/** The seed day at 13:00 Stockholm: the seeded trades end today. */
const NOW = Date.parse('2026-11-20T12:00:00Z');

interface Entry {
  instrument: { instrument_id: number; name: string; instrument_group_type: string; logoUrl: string };
  owners: number;
  trades: number;
  traders: number;
  buyPercent: number | null;
}
interface Popular {
  asOf: number;
  windowFrom: string;
  windowTo: string;
  mostOwned: Entry[];
  mostTraded: Entry[];
}

describe.each(DB_KINDS)('community feed on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { minuteDays: 0 });
    t.app.deps.time = { now: () => NOW };
    headers = (await loginForApi(t.app, 'demo-se')).headers;
  }, 120_000);
  afterAll(async () => t?.close());

  const popular = async (q = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/2/community/popular${q}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Popular;
  };

  /** Customers holding each instrument, counted straight from the positions. */
  const holders = async () =>
    new Map(
      (
        await queryRows<{ instrument_id: number; n: number }>(
          t.database.db,
          sql`select instrument_id, count(*)::int as n from (
                select p.instrument_id, a.customer_id from positions p join accounts a on a.accid = p.accid
                group by p.instrument_id, a.customer_id having sum(p.qty) > 0) h
              group by instrument_id`,
        )
      ).map((r) => [Number(r.instrument_id), Number(r.n)]),
    );

  it('needs an access token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/2/community/popular' });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a limit outside 1–50', async () => {
    for (const limit of ['0', '51', 'x']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/2/community/popular?limit=${limit}`,
        headers,
      });
      expect(res.statusCode, limit).toBe(400);
    }
  });

  it('lists the most held instruments with the number of customers holding each, most first', async () => {
    const reply = await popular();
    expect(reply.asOf).toBe(NOW);
    expect(reply).toMatchObject({ windowFrom: '2026-10-22', windowTo: '2026-11-20' });
    expect(reply.mostOwned.length).toBeGreaterThan(0);
    expect(reply.mostOwned.length).toBeLessThanOrEqual(10);
    const counted = await holders();
    for (const e of reply.mostOwned) {
      expect(e.owners).toBe(counted.get(e.instrument.instrument_id));
      expect(e.owners).toBeGreaterThanOrEqual(COMMUNITY_MIN_CUSTOMERS);
      expect(CATALOG.byId.get(e.instrument.instrument_id)?.name).toBe(e.instrument.name);
      expect(e.instrument.logoUrl).toMatch(/^\/images\//);
    }
    const owners = reply.mostOwned.map((e) => e.owners);
    expect(owners).toEqual([...owners].sort((a, b) => b - a));
    // Nothing held by more customers was left out.
    const cutoff = owners[owners.length - 1]!;
    const shown = new Set(reply.mostOwned.map((e) => e.instrument.instrument_id));
    for (const [id, n] of counted) if (n > cutoff) expect(shown.has(id), String(id)).toBe(true);
    expect((await popular('?limit=3')).mostOwned).toEqual(reply.mostOwned.slice(0, 3));
  });

  it('counts the trades of the last 30 days, and a new buy by two customers moves an instrument up', async () => {
    const before = await popular('?limit=50');
    // The seeded month has instruments that several customers traded.
    expect(before.mostTraded.length).toBeGreaterThan(0);
    for (const e of before.mostTraded) {
      expect(e.trades).toBeGreaterThan(0);
      expect(e.traders).toBeGreaterThanOrEqual(COMMUNITY_MIN_CUSTOMERS);
      expect(e.buyPercent).not.toBeNull();
    }
    const trades = before.mostTraded.map((e) => e.trades);
    expect(trades).toEqual([...trades].sort((a, b) => b - a));

    // Two customers buy a fund nobody traded in the window, ten times each.
    const traded = new Set(
      (
        await queryRows<{ instrument_id: number }>(
          t.database.db,
          sql`select distinct instrument_id from transactions where trade_date >= ${before.windowFrom}::date and instrument_id is not null`,
        )
      ).map((r) => Number(r.instrument_id)),
    );
    const fund = CATALOG.funds.find((f) => !traded.has(f.instrumentId))!;
    const accounts = await queryRows<{ accid: number; customer_id: number }>(
      t.database.db,
      sql`select distinct on (customer_id) accid, customer_id from accounts where customer_id in (1, 2) order by customer_id, accid`,
    );
    expect(accounts).toHaveLength(2);
    for (const a of accounts) {
      for (let n = 0; n < 10; n++) {
        await t.database.db.execute(
          sql`insert into transactions (accid, type, instrument_id, trade_date, settle_date, quantity, price, amount, fee, currency, created_at)
              values (${a.accid}, 'BUY', ${fund.instrumentId}, '2026-11-19', '2026-11-21', 1, 100, -100, 0, 'SEK', ${new Date(NOW)})`,
        );
      }
    }
    const after = await popular('?limit=50');
    const entry = after.mostTraded.find((e) => e.instrument.instrument_id === fund.instrumentId);
    expect(entry).toMatchObject({ trades: 20, traders: 2, buyPercent: 100 });
  });

  it('shows no figure that only one customer stands behind, and names no customer', async () => {
    // One customer alone holds and trades a share nobody else holds or trades: it must not appear.
    const reply = await popular('?limit=50');
    const listed = new Set([...reply.mostOwned, ...reply.mostTraded].map((e) => e.instrument.instrument_id));
    const counted = await holders();
    const tradedInWindow = new Set(
      (
        await queryRows<{ instrument_id: number }>(
          t.database.db,
          sql`select distinct instrument_id from transactions where trade_date >= ${reply.windowFrom}::date and instrument_id is not null`,
        )
      ).map((r) => Number(r.instrument_id)),
    );
    const lonely = CATALOG.shares.find(
      (s) =>
        !listed.has(s.instrumentId) && !counted.has(s.instrumentId) && !tradedInWindow.has(s.instrumentId),
    )!;
    const [account] = await queryRows<{ accid: number }>(
      t.database.db,
      sql`select accid from accounts where customer_id = 1 order by accid limit 1`,
    );
    await t.database.db.execute(
      sql`insert into transactions (accid, type, instrument_id, trade_date, settle_date, quantity, price, amount, fee, currency, created_at)
          values (${account!.accid}, 'BUY', ${lonely.instrumentId}, '2026-11-20', '2026-11-24', 5, 100, -500, 0, 'SEK', ${new Date(NOW)})`,
    );
    await t.database.db.execute(
      sql`insert into positions (accid, instrument_id, qty, acq_price, acq_value_acc) values (${account!.accid}, ${lonely.instrumentId}, 5, 100, 500)`,
    );
    const after = await popular('?limit=50');
    expect(
      [...after.mostOwned, ...after.mostTraded].some(
        (e) => e.instrument.instrument_id === lonely.instrumentId,
      ),
    ).toBe(false);

    const customers = await queryRows<{ first_name: string; last_name: string; customer_no: string }>(
      t.database.db,
      sql`select first_name, last_name, customer_no from customers`,
    );
    const accnos = await queryRows<{ accno: string }>(t.database.db, sql`select accno from accounts`);
    const body = JSON.stringify(after);
    for (const c of customers) {
      expect(body).not.toContain(c.customer_no);
      expect(body).not.toContain(`${c.first_name} ${c.last_name}`);
    }
    for (const a of accnos) expect(body).not.toContain(a.accno);
    expect(body).not.toMatch(/customer|accid|accno/i);
  });
});
