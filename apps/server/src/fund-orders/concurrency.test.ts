import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import { fundOrders } from '../db/schema';
import { fundId } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/** Thursday 19 Nov 2026, 10:00 in Stockholm: before the day's 13:00 cut-off. */
const THURSDAY_10 = Date.parse('2026-11-19T09:00:00Z');
const ACCID = 10001;
const FUND = fundId('Sveaholm Sverige Aktiefond');
const KEYS = 24;
const RETRIES_PER_SESSION = 2;

/**
 * Issue 11: money under load. One customer in two sessions (two browsers) retries every order in
 * parallel with the same Idempotency-Key while cancelling some of them as soon as they exist. Each
 * key makes exactly one order, every retry answers that order, and the cash, the reservations and
 * the orders agree afterwards.
 */
describe.each(DB_KINDS)('fund orders under parallel retries and cancels on %s', (kind) => {
  let t: TestApp;
  const sessions: Record<string, string>[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    t.app.deps.time = { now: () => THURSDAY_10 };
    for (let n = 0; n < 2; n++) sessions.push((await loginForApi(t.app, 'demo-se')).headers);
  });
  afterAll(async () => t?.close());

  const info = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/2/accounts/${ACCID}/info`, headers: sessions[0] })
    ).json() as {
      account_sum: { value: number };
      trading_power: { value: number };
      reserved: { fund_orders: { value: number } };
    };

  it('makes one order per key, answers every retry with it, and keeps cash = trading power + reservations', async () => {
    const before = await info();
    const keys = Array.from({ length: KEYS }, (_, i) => `concurrency-${kind}-${i}`);
    const amountOf = (i: number) => 200 + i;
    const cancels: Promise<{ statusCode: number }>[] = [];
    const cancelsPerKey = new Map<string, number>();

    const attempts = keys.flatMap((key, i) =>
      sessions.flatMap((headers, s) =>
        Array.from({ length: RETRIES_PER_SESSION }, async () => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/2/fund_orders',
            headers: { ...headers, 'idempotency-key': key },
            payload: {
              instrument_id: FUND,
              accid: ACCID,
              orderside: 'BUY',
              amount: { value: amountOf(i), currency: 'SEK' },
            },
          });
          // Every other order is cancelled from the other session while its retries are still out:
          // the first answer of its key always sends a cancel, a second one a duplicate cancel.
          const sent = cancelsPerKey.get(key) ?? 0;
          if (i % 2 === 0 && res.statusCode === 201 && sent < 2) {
            cancelsPerKey.set(key, sent + 1);
            const id = (res.json() as { fund_order: { order_id: number } }).fund_order.order_id;
            cancels.push(
              t.app.inject({ method: 'DELETE', url: `/api/2/fund_orders/${id}`, headers: sessions[1 - s] }),
            );
          }
          return { key, i, res };
        }),
      ),
    );
    const results = await Promise.all(attempts);
    const cancelled = await Promise.all(cancels);

    // Every retry of a key answers the same order; none failed.
    const idsByKey = new Map<string, Set<number>>();
    for (const { key, res } of results) {
      expect(res.statusCode, res.body).toBe(201);
      const id = (res.json() as { fund_order: { order_id: number } }).fund_order.order_id;
      (idsByKey.get(key) ?? idsByKey.set(key, new Set()).get(key)!).add(id);
    }
    for (const ids of idsByKey.values()) expect(ids.size).toBe(1);
    // Each cancel either cancelled the order or found it cancelled already (two cancels of one order).
    for (const c of cancelled) expect([200, 409]).toContain(c.statusCode);

    const rows = await t.database.db
      .select({ key: fundOrders.idempotencyKey, state: fundOrders.state, id: fundOrders.id })
      .from(fundOrders)
      .where(and(eq(fundOrders.accid, ACCID), inArray(fundOrders.idempotencyKey, keys)));
    expect(rows).toHaveLength(KEYS);
    expect(new Set(rows.map((r) => r.key)).size).toBe(KEYS);
    for (const row of rows) {
      const i = keys.indexOf(row.key);
      expect(row.state, row.key).toBe(i % 2 === 0 ? 'CANCELLED' : 'PLACED');
    }

    // Placing and cancelling move no cash; the waiting orders' amounts are reserved, to the öre.
    const after = await info();
    const waiting = keys.reduce((sum, _k, i) => (i % 2 === 0 ? sum : sum.plus(amountOf(i))), new Decimal(0));
    expect(after.account_sum.value).toBe(before.account_sum.value);
    expect(
      new Decimal(after.reserved.fund_orders.value).minus(before.reserved.fund_orders.value).toNumber(),
    ).toBe(waiting.toNumber());
    expect(new Decimal(after.trading_power.value).plus(after.reserved.fund_orders.value).toNumber()).toBe(
      after.account_sum.value,
    );
    expect(new Decimal(before.trading_power.value).minus(after.trading_power.value).toNumber()).toBe(
      waiting.toNumber(),
    );
  });
});
