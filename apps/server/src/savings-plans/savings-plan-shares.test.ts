import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { PriceData } from '@broker/contract';
import { Decimal, courtage, sharesForAmount } from '@broker/domain';
import type { BusMessage } from '../feed/bus';
import { cashLedger, exchangeOrders, exchangeTrades, fundOrders, savingsPlanRuns } from '../db/schema';
import { fundId, instrumentById, shareId } from '../db/seed/catalog';
import { jobHandlers } from '../job-handlers';
import type { Market } from '../market/start';
import type { ExchangeRuntime } from '../exchange/runtime';
import { runDueJobs } from '../platform/schedule';
import { startExchangeMarket } from '../testing/exchange-market';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { runPlan } from './run-job';
import { SAVINGS_PLAN_JOB } from './schedule';

/**
 * Savings plans holding shares on both databases, against the simulated exchange: a hand-driven
 * clock on Monday 23 Nov 2026 in Stockholm, from a minute before the opening (09:00, 08:00 UTC).
 * The plan's buy waits for the opening, places a day limit order at the ask for whole shares
 * through order entry, and the exchange fills it and books it with its courtage.
 */

const NORV = instrumentById(shareId('NORV B'));
const HALLBAR = fundId('Lagerlund Global Hållbar');
const ACCID = 10001;
const BEFORE_OPEN = Date.parse('2026-11-23T07:59:00Z');
const OPENING = Date.parse('2026-11-23T08:00:00Z');
const sek = (value: number) => ({ value, currency: 'SEK' });

interface Plan {
  id: number;
  items: { instrument_id: number; kind: string }[];
  next_run: { month: string; day: string; at: number } | null;
  history: {
    month: string;
    status: string;
    retry_day: string | null;
    orders: {
      instrument_id: number;
      kind: string;
      order_id: number | null;
      reject_code: string | null;
      volume: number | null;
    }[];
  }[];
}

describe.each(DB_KINDS)('savings plans with shares on %s', (kind) => {
  let t: TestApp;
  let market: Market;
  let runtime: ExchangeRuntime;
  let now = BEFORE_OPEN;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;
  const events: BusMessage[] = [];
  const plans: Record<'mixed' | 'small' | 'short', Plan> = {} as never;

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    ({ market, runtime } = await startExchangeMarket(t, () => now, 'plan-shares-test'));
    t.app.deps.bus.subscribe((m) => events.push(m));
    headers = (await loginForApi(t.app, 'demo-se')).headers;
    otherHeaders = (await loginForApi(t.app, 'demo-no')).headers;
  });
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = async (items: object[]) => {
    const res = await call('POST', '/api/2/periodic-plans', { accid: ACCID, day_of_month: 23, items });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Plan;
  };
  const get = async (id: number) => (await call('GET', `/api/2/periodic-plans/${id}`)).json() as Plan;
  const shareOrdersOf = (planId: number) =>
    t.database.db
      .select()
      .from(exchangeOrders)
      .where(
        and(eq(exchangeOrders.accid, ACCID), like(exchangeOrders.idempotencyKey, `savings-plan:${planId}:%`)),
      );
  const notification = (planId: number) =>
    events
      .filter((e) => e.kind === 'private' && e.type === 'notification' && e.data.plan_id === planId)
      .at(-1)?.data;
  const price = async () =>
    (await market.snapshots.resolve({ t: 'price', m: NORV.marketId, i: NORV.identifier }))
      .state as unknown as PriceData;
  /** Steps the market a second at a time until `done`, for at most a simulated hour. */
  async function stepUntil(done: () => Promise<boolean>): Promise<void> {
    for (let n = 0; n < 3600; n++) {
      await runtime.flush();
      if (await done()) return;
      now += 1000;
      market.step(now);
    }
    throw new Error('the market never got there');
  }

  it('takes shares beside funds, and waits for the exchange’s opening to buy', async () => {
    plans.mixed = await create([
      { instrument_id: NORV.instrumentId, amount: sek(3000) },
      { instrument_id: HALLBAR, amount: sek(500) },
    ]);
    expect(plans.mixed.items.map((i) => i.kind)).toEqual(['SHARE', 'FUND']);
    // 07:00 has passed, but a plan with a share buys at 09:00 in Stockholm: still today.
    expect(plans.mixed.next_run).toEqual({ month: '2026-11', day: '2026-11-23', at: OPENING });
    plans.small = await create([{ instrument_id: NORV.instrumentId, amount: sek(100) }]);
    plans.short = await create([{ instrument_id: NORV.instrumentId, amount: sek(900_000_000) }]);

    // A share held twice is refused like a fund held twice, and nothing is stored.
    const twice = await call('POST', '/api/2/periodic-plans', {
      accid: ACCID,
      day_of_month: 23,
      items: [NORV, NORV].map((s) => ({ instrument_id: s.instrumentId, amount: sek(500) })),
    });
    expect(twice.statusCode).toBe(422);
    expect((twice.json() as { code: string }).code).toBe('SAVINGS_PLAN_DUPLICATE_INSTRUMENT');
    // A share on another customer's account is refused as order entry refuses it.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/2/periodic-plans',
      headers: otherHeaders,
      payload: {
        accid: ACCID,
        day_of_month: 23,
        items: [{ instrument_id: NORV.instrumentId, amount: { value: 500, currency: 'NOK' } }],
      },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', fields: [{ field: 'body.accid' }] });
    const list = (await call('GET', '/api/2/periodic-plans')).json() as Plan[];
    expect(list.map((p) => p.id)).toEqual([plans.mixed.id, plans.small.id, plans.short.id]);
  });

  it('buys whole shares at the ask on its day, books them with the courtage, and once only', async () => {
    await stepUntil(async () => now >= OPENING - 1000);
    expect((await runDueJobs(t.database.db, jobHandlers(t.app.deps), now)).done).toBe(0);
    now = OPENING;
    market.step(now);
    await runtime.flush();
    const ask = (await price()).ask!;
    const volume = sharesForAmount({
      amount: 3000,
      price: new Decimal(ask),
      lotSize: 1,
      shareCurrency: 'SEK',
      accountCurrency: 'SEK',
      rate: 1,
      courtageClass: 'MINI',
    });
    expect(volume).toBeGreaterThan(0);
    const result = await runDueJobs(t.database.db, jobHandlers(t.app.deps), now);
    expect(result.failed).toEqual([]);

    const [order, ...more] = await shareOrdersOf(plans.mixed.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ side: 'BUY', orderType: 'LIMIT', volume, validUntil: '2026-11-23' });
    expect(Number(order!.price)).toBe(ask);
    // The shares and their courtage at the ask are within the line's amount; one more share is not.
    const total = (n: number) =>
      new Decimal(ask).times(n).plus(courtage('MINI', new Decimal(ask).times(n), 'SEK'));
    expect(total(volume).lte(3000)).toBe(true);
    expect(total(volume + 1).gt(3000)).toBe(true);
    // The fund line went to the fund order book, as before.
    const funds = await t.database.db
      .select()
      .from(fundOrders)
      .where(eq(fundOrders.orderReferrer, `savings-plan:${plans.mixed.id}`));
    expect(funds.map((f) => [f.instrumentId, f.amount])).toEqual([[HALLBAR, '500.00']]);

    const plan = await get(plans.mixed.id);
    expect(plan.history[0]).toMatchObject({ month: '2026-11', status: 'BOUGHT' });
    expect(plan.history[0]!.orders).toEqual([
      expect.objectContaining({ kind: 'SHARE', order_id: order!.id, volume, reject_code: null }),
      expect.objectContaining({ kind: 'FUND', order_id: funds[0]!.id, volume: null }),
    ]);
    expect(plan.next_run?.day).toBe('2026-12-23');

    // The exchange fills it and books the trade with its courtage in the ledger.
    await stepUntil(async () => {
      const [row] = await t.database.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, order!.id));
      return row!.state === 'DONE';
    });
    const trades = await t.database.db
      .select()
      .from(exchangeTrades)
      .where(eq(exchangeTrades.orderId, order!.id));
    expect(trades.reduce((n, tr) => n + tr.volume, 0)).toBe(volume);
    const paid = (
      await Promise.all(
        trades.map((tr) =>
          t.database.db.select().from(cashLedger).where(eq(cashLedger.transactionId, tr.transactionId)),
        ),
      )
    )
      .flat()
      .reduce((sum, row) => sum.plus(row.amount), new Decimal(0));
    const [done] = await t.database.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, order!.id));
    const tradedValue = new Decimal(done!.tradedValue);
    const charged = courtage('MINI', tradedValue, 'SEK');
    expect(new Decimal(done!.fees).toNumber()).toBe(charged.toNumber());
    expect(paid.toNumber()).toBe(tradedValue.plus(charged).negated().toNumber());

    // Run again, and the handler again as after a crash before the job's own mark: nothing more.
    expect((await runDueJobs(t.database.db, jobHandlers(t.app.deps), now)).done).toBe(0);
    await t.database.db.transaction((tx) =>
      runPlan(
        t.app.deps,
        tx,
        {
          id: 0,
          kind: SAVINGS_PLAN_JOB,
          ref: String(plans.mixed.id),
          dueAt: new Date(OPENING),
          payload: { month: '2026-11' },
          attempts: 0,
        },
        now,
        () => undefined,
      ),
    );
    expect(await shareOrdersOf(plans.mixed.id)).toHaveLength(1);
    const runs = await t.database.db
      .select()
      .from(savingsPlanRuns)
      .where(eq(savingsPlanRuns.planId, plans.mixed.id));
    expect(runs).toHaveLength(1);
  });

  it('leaves out a line too small for one share, and tells the customer', async () => {
    // NORV B trades at some 245 kronor: 100 kronor buy no share.
    expect((await price()).ask!).toBeGreaterThan(100);
    expect(await shareOrdersOf(plans.small.id)).toEqual([]);
    const plan = await get(plans.small.id);
    expect(plan.history[0]).toMatchObject({ month: '2026-11', status: 'FAILED' });
    expect(plan.history[0]!.orders[0]).toMatchObject({
      instrument_id: NORV.instrumentId,
      order_id: null,
      reject_code: 'SAVINGS_PLAN_BELOW_ONE_SHARE',
      volume: null,
    });
    expect(notification(plans.small.id)).toMatchObject({
      kind: 'SAVINGS_PLAN',
      status: 'FAILED',
      month: '2026-11',
      below_one_share: [{ instrument_id: NORV.instrumentId, amount: sek(100) }],
    });
    // Next month is tried again.
    expect(plan.next_run?.day).toBe('2026-12-23');
  });

  it('short of cash, waits for the next banking day’s opening, as a plan of funds does', async () => {
    expect(await shareOrdersOf(plans.short.id)).toEqual([]);
    const plan = await get(plans.short.id);
    expect(plan.history[0]).toMatchObject({ status: 'RETRY_PENDING', retry_day: '2026-11-24' });
    expect(plan.history[0]!.orders[0]).toMatchObject({ reject_code: 'NOT_ENOUGH_TRADING_POWER' });
    expect(plan.next_run).toEqual({
      month: '2026-11',
      day: '2026-11-24',
      at: Date.parse('2026-11-24T08:00:00Z'),
    });
    expect(notification(plans.short.id)).toMatchObject({ status: 'RETRY_PENDING', below_one_share: [] });
  });
});
