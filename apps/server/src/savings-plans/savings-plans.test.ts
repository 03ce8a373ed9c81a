import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { BusMessage } from '../feed/bus';
import { fundOrders, savingsPlanRuns, savingsPlans, scheduledJobs } from '../db/schema';
import { CATALOG, fundId } from '../db/seed/catalog';
import { queryRows } from '../chart/db-rows';
import { jobHandlers } from '../job-handlers';
import { runDueJobs, scheduleJob } from '../platform/schedule';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { runPlan } from './run-job';
import { SAVINGS_PLAN_JOB } from './schedule';

/**
 * Monthly savings plans on both databases: the calls, and the runs on the durable schedule with
 * the server's clock set by hand (Friday 20 Nov 2026, Stockholm).
 */

const HALLBAR = fundId('Lagerlund Global Hållbar');
const KRONFJALL = fundId('Kronfjäll Tillväxtmarknader');
const INDEX = CATALOG.indices[0]!.instrumentId;
const ACCID = 10001;
const FRIDAY = Date.parse('2026-11-20T10:00:00Z');
/** 07:00 in Stockholm on a November day. */
const sevenOn = (day: string) => Date.parse(`${day}T06:00:00Z`);

interface Plan {
  id: number;
  status: string;
  day_of_month: number;
  items: { instrument_id: number; name: string; amount: { value: number; currency: string } }[];
  monthly_amount: { value: number; currency: string };
  next_run: { month: string; day: string; at: number } | null;
  skipped_month: string | null;
  history: {
    month: string;
    status: string;
    first_day: string;
    last_day: string;
    retry_day: string | null;
    attempts: number;
    orders: { instrument_id: number; order_id: number | null; reject_code: string | null }[];
  }[];
}

const sek = (value: number) => ({ value, currency: 'SEK' });

describe.each(DB_KINDS)('savings plans on %s', (kind) => {
  let t: TestApp;
  let now = FRIDAY;
  const headers: Record<string, Record<string, string>> = {};
  const events: BusMessage[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0', SIMULATOR: 'off' });
    t.app.deps.time = { now: () => now };
    t.app.deps.bus.subscribe((m) => events.push(m));
    for (const who of ['demo-se', 'demo-no', 'demo-pb'])
      headers[who] = (await loginForApi(t.app, who)).headers;
  });
  afterAll(async () => t?.close());

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const create = async (body: object) => {
    const res = await call('demo-se', 'POST', '/api/2/periodic-plans', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Plan;
  };
  const get = async (id: number) =>
    (await call('demo-se', 'GET', `/api/2/periodic-plans/${id}`)).json() as Plan;
  const run = async (at: number) => {
    now = at;
    return runDueJobs(t.database.db, jobHandlers(t.app.deps), at);
  };
  const ordersOf = (planId: number) =>
    t.database.db
      .select()
      .from(fundOrders)
      .where(eq(fundOrders.orderReferrer, `savings-plan:${planId}`))
      .orderBy(fundOrders.id);
  const planCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from savings_plans`))[0]!.n;
  const notifications = (planId: number) =>
    events.filter(
      (e) => e.kind === 'private' && e.type === 'notification' && e.data.plan_id === planId,
    ) as Extract<BusMessage, { kind: 'private' }>[];

  let bought: Plan;

  it('creates a plan of two funds and schedules its first buy on its day', async () => {
    bought = await create({
      accid: ACCID,
      day_of_month: 25,
      items: [
        { instrument_id: HALLBAR, amount: sek(500) },
        { instrument_id: KRONFJALL, amount: sek(250.5) },
      ],
    });
    expect(bought).toMatchObject({
      status: 'ACTIVE',
      day_of_month: 25,
      monthly_amount: sek(750.5),
      next_run: { month: '2026-11', day: '2026-11-25', at: sevenOn('2026-11-25') },
      skipped_month: null,
      history: [],
    });
    expect(bought.items.map((i) => i.instrument_id)).toEqual([HALLBAR, KRONFJALL]);
    expect(bought.items[0]!.name).toBe('Lagerlund Global Hållbar');
    const list = (await call('demo-se', 'GET', '/api/2/periodic-plans')).json() as Plan[];
    expect(list.map((p) => p.id)).toContain(bought.id);
  });

  it('buys on the next banking day when the plan’s day is not one', async () => {
    // Saturday 28 November 2026.
    const plan = await create({
      accid: ACCID,
      day_of_month: 28,
      items: [{ instrument_id: HALLBAR, amount: sek(100) }],
    });
    expect(plan.next_run).toMatchObject({ day: '2026-11-30' });
    expect((await call('demo-se', 'DELETE', `/api/2/periodic-plans/${plan.id}`)).statusCode).toBe(200);
  });

  it('refuses a plan that breaks a rule, with the rule’s code and field, and stores nothing', async () => {
    const before = await planCount();
    const refused = async (body: object, status: number, code: string, field?: string) => {
      const res = await call('demo-se', 'POST', '/api/2/periodic-plans', body);
      expect(res.statusCode, res.body).toBe(status);
      const error = res.json() as { code: string; fields?: { code: string; field?: string }[] };
      expect(error.fields?.[0]?.code ?? error.code).toBe(code);
      if (field) expect(error.fields?.[0]?.field).toBe(field);
    };
    const one = (amount: object, instrument_id = HALLBAR) => [{ instrument_id, amount }];
    await refused({ accid: ACCID, day_of_month: 29, items: one(sek(500)) }, 400, 'INPUT_ERROR');
    await refused(
      {
        accid: ACCID,
        day_of_month: 5,
        items: [1, 2, 3, 4, 5].map(() => ({ instrument_id: HALLBAR, amount: sek(100) })),
      },
      400,
      'INPUT_ERROR',
    );
    await refused(
      { accid: ACCID, day_of_month: 5, items: [...one(sek(100)), ...one(sek(200))] },
      422,
      'SAVINGS_PLAN_DUPLICATE_INSTRUMENT',
      'body.items.1.instrument_id',
    );
    await refused(
      { accid: ACCID, day_of_month: 5, items: one(sek(50)) },
      422,
      'SAVINGS_PLAN_AMOUNT_TOO_SMALL',
      'body.items.0.amount.value',
    );
    await refused(
      { accid: ACCID, day_of_month: 5, items: one({ value: 500, currency: 'EUR' }) },
      400,
      'ORDER_ACCOUNT_CURRENCY_MISMATCH',
      'body.items.0.amount.currency',
    );
    // The fund order book's own refusal: an index is neither a fund nor a share (shares are
    // savings-plan-shares.test.ts).
    await refused(
      { accid: ACCID, day_of_month: 5, items: one(sek(500), INDEX) },
      422,
      'NOT_A_FUND',
      'body.items.0.instrument_id',
    );
    // Another customer's account, and a private-banking customer (whose buys the bank places).
    const noAccount = await call('demo-no', 'POST', '/api/2/periodic-plans', {
      accid: ACCID,
      day_of_month: 5,
      items: one({ value: 500, currency: 'NOK' }),
    });
    expect(noAccount.statusCode).toBe(404);
    expect((noAccount.json() as { code: string }).code).toBe('ACCOUNT_NOT_FOUND');
    const pb = await call('demo-pb', 'POST', '/api/2/periodic-plans', {
      accid: 10061,
      day_of_month: 5,
      items: one(sek(500)),
    });
    expect(pb.statusCode).toBe(403);
    expect(await planCount()).toBe(before);
  });

  it('answers 404 to another customer’s plan and changes nothing', async () => {
    const id = bought.id;
    for (const [method, url] of [
      ['GET', `/api/2/periodic-plans/${id}`],
      ['DELETE', `/api/2/periodic-plans/${id}`],
      ['POST', `/api/2/periodic-plans/${id}/pause`],
      ['POST', `/api/2/periodic-plans/${id}/resume`],
      ['POST', `/api/2/periodic-plans/${id}/skip`],
      ['DELETE', `/api/2/periodic-plans/${id}/skip`],
    ] as const) {
      const res = await call('demo-no', method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((res.json() as { code: string }).code).toBe('SAVINGS_PLAN_NOT_FOUND');
    }
    const put = await call('demo-no', 'PUT', `/api/2/periodic-plans/${id}`, {
      accid: ACCID,
      day_of_month: 3,
      items: [{ instrument_id: HALLBAR, amount: sek(100) }],
    });
    expect(put.statusCode).toBe(404);
    expect(await get(id)).toEqual(bought);
  });

  it('buys through the fund order book on its day, once however often the job runs', async () => {
    expect((await run(sevenOn('2026-11-25') - 1000)).done).toBe(0);
    const result = await run(sevenOn('2026-11-25'));
    expect(result.failed).toEqual([]);
    const orders = await ordersOf(bought.id);
    expect(orders.map((o) => [o.instrumentId, o.amount, o.state, o.tradeDay, o.side])).toEqual([
      [HALLBAR, '500.00', 'PLACED', '2026-11-25', 'BUY'],
      [KRONFJALL, '250.50', 'PLACED', '2026-11-25', 'BUY'],
    ]);
    // The order book's own reservation: trading power is less by the amounts.
    expect(orders.map((o) => o.reservedAmount)).toEqual(['500.00', '250.50']);
    const plan = await get(bought.id);
    expect(plan.history).toHaveLength(1);
    expect(plan.history[0]).toMatchObject({
      month: '2026-11',
      status: 'BOUGHT',
      first_day: '2026-11-25',
      attempts: 1,
    });
    expect(plan.history[0]!.orders.map((o) => o.order_id)).toEqual(orders.map((o) => o.id));
    // 25 December is Christmas Day, then a weekend: the next buy is Monday the 28th.
    expect(plan.next_run).toEqual({ month: '2026-12', day: '2026-12-28', at: sevenOn('2026-12-28') });
    expect(notifications(bought.id).at(-1)?.data).toMatchObject({ status: 'BOUGHT', month: '2026-11' });
    expect(events.some((e) => e.kind === 'private' && e.type === 'order')).toBe(true);

    // Run again, schedule the same job again, and run the job's handler again as after a crash
    // between the booking and the job's own mark: nothing more is booked.
    expect((await run(sevenOn('2026-11-25') + 60_000)).done).toBe(0);
    expect(
      await scheduleJob(
        t.database.db,
        {
          kind: SAVINGS_PLAN_JOB,
          ref: bought.id,
          dueAt: new Date(sevenOn('2026-11-25')),
          payload: { month: '2026-11' },
        },
        now,
      ),
    ).toBe(false);
    await t.database.db.transaction((tx) =>
      runPlan(
        t.app.deps,
        tx,
        {
          id: 0,
          kind: SAVINGS_PLAN_JOB,
          ref: String(bought.id),
          dueAt: new Date(now),
          payload: { month: '2026-11' },
          attempts: 0,
        },
        now,
        () => undefined,
      ),
    );
    expect(await ordersOf(bought.id)).toHaveLength(2);
    const runs = await t.database.db
      .select()
      .from(savingsPlanRuns)
      .where(eq(savingsPlanRuns.planId, bought.id));
    expect(runs).toHaveLength(1);
    expect((await get(bought.id)).next_run?.day).toBe('2026-12-28');
  });

  it('short of cash, tries again the next banking day, then skips the month and tells the customer', async () => {
    now = FRIDAY;
    const plan = await create({
      accid: ACCID,
      day_of_month: 26,
      items: [{ instrument_id: KRONFJALL, amount: sek(900_000_000) }],
    });
    expect(plan.next_run?.day).toBe('2026-11-26');
    await run(sevenOn('2026-11-26'));
    let read = await get(plan.id);
    expect(read.history[0]).toMatchObject({
      month: '2026-11',
      status: 'RETRY_PENDING',
      first_day: '2026-11-26',
      retry_day: '2026-11-27',
      attempts: 1,
    });
    expect(read.history[0]!.orders[0]).toMatchObject({
      order_id: null,
      reject_code: 'NOT_ENOUGH_TRADING_POWER',
    });
    expect(read.next_run).toEqual({ month: '2026-11', day: '2026-11-27', at: sevenOn('2026-11-27') });
    expect(notifications(plan.id).at(-1)?.data).toMatchObject({
      status: 'RETRY_PENDING',
      retry_day: '2026-11-27',
    });
    expect(await ordersOf(plan.id)).toEqual([]);

    await run(sevenOn('2026-11-27'));
    read = await get(plan.id);
    expect(read.history[0]).toMatchObject({
      month: '2026-11',
      status: 'SKIPPED_NO_CASH',
      first_day: '2026-11-26',
      last_day: '2026-11-27',
      retry_day: null,
      attempts: 2,
    });
    expect(read.next_run?.day).toBe('2026-12-28');
    expect(notifications(plan.id).at(-1)?.data).toMatchObject({
      status: 'SKIPPED_NO_CASH',
      month: '2026-11',
    });
    expect(await ordersOf(plan.id)).toEqual([]);
    await call('demo-se', 'DELETE', `/api/2/periodic-plans/${plan.id}`);
  });

  it('buys on the retry when the plan was changed to what the cash covers', async () => {
    now = sevenOn('2026-11-30') - 3_600_000;
    const plan = await create({
      accid: ACCID,
      day_of_month: 30 - 2,
      items: [{ instrument_id: HALLBAR, amount: sek(900_000_000) }],
    });
    // Day 28 (a Saturday) runs Monday 30 November.
    await run(sevenOn('2026-11-30'));
    expect((await get(plan.id)).history[0]).toMatchObject({
      status: 'RETRY_PENDING',
      retry_day: '2026-12-01',
    });
    const changed = await call('demo-se', 'PUT', `/api/2/periodic-plans/${plan.id}`, {
      accid: ACCID,
      day_of_month: 28,
      items: [{ instrument_id: HALLBAR, amount: sek(300) }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as Plan).next_run?.day).toBe('2026-12-01');
    await run(sevenOn('2026-12-01'));
    const read = await get(plan.id);
    expect(read.history[0]).toMatchObject({
      month: '2026-11',
      status: 'BOUGHT',
      attempts: 2,
      last_day: '2026-12-01',
    });
    expect((await ordersOf(plan.id)).map((o) => o.amount)).toEqual(['300.00']);
    expect(read.next_run?.day).toBe('2026-12-28');
    await call('demo-se', 'DELETE', `/api/2/periodic-plans/${plan.id}`);
  });

  it('pauses, resumes, skips a month and undoes the skip; a skipped month buys nothing', async () => {
    now = FRIDAY + 20 * 86_400_000; // Thursday 10 December, 11:00
    const plan = await create({
      accid: ACCID,
      day_of_month: 15,
      items: [{ instrument_id: HALLBAR, amount: sek(200) }],
    });
    expect(plan.next_run?.day).toBe('2026-12-15');
    const act = async (method: 'POST' | 'DELETE', what: string, status = 200) => {
      const res = await call('demo-se', method, `/api/2/periodic-plans/${plan.id}/${what}`);
      expect(res.statusCode, res.body).toBe(status);
      return res.json() as Plan;
    };
    expect(await act('POST', 'pause')).toMatchObject({ status: 'PAUSED', next_run: null });
    const jobs = () =>
      t.database.db
        .select()
        .from(scheduledJobs)
        .where(
          and(
            eq(scheduledJobs.kind, SAVINGS_PLAN_JOB),
            eq(scheduledJobs.ref, String(plan.id)),
            eq(scheduledJobs.status, 'PENDING'),
          ),
        );
    expect(await jobs()).toEqual([]);
    expect((await act('POST', 'pause', 409)) as unknown).toMatchObject({ code: 'SAVINGS_PLAN_STATE' });
    expect(await act('POST', 'skip', 409)).toMatchObject({ code: 'SAVINGS_PLAN_STATE' });
    expect(await act('POST', 'resume')).toMatchObject({ status: 'ACTIVE', next_run: { day: '2026-12-15' } });
    expect(await act('POST', 'resume', 409)).toMatchObject({ code: 'SAVINGS_PLAN_STATE' });

    const skipped = await act('POST', 'skip');
    // 15 January 2027 is a Friday.
    expect(skipped).toMatchObject({
      skipped_month: '2026-12',
      next_run: { month: '2027-01', day: '2027-01-15' },
    });
    expect(skipped.history[0]).toMatchObject({ month: '2026-12', status: 'SKIPPED_BY_CUSTOMER' });
    expect(await act('POST', 'skip', 409)).toMatchObject({ code: 'SAVINGS_PLAN_STATE' });
    const unskipped = await act('DELETE', 'skip');
    expect(unskipped).toMatchObject({ skipped_month: null, next_run: { day: '2026-12-15' }, history: [] });
    await act('POST', 'skip');
    expect(await jobs()).toHaveLength(1);

    await run(sevenOn('2026-12-15'));
    expect(await ordersOf(plan.id)).toEqual([]);
    // Once its day has passed, the skip can no longer be undone.
    expect(await act('DELETE', 'skip', 409)).toMatchObject({ code: 'SAVINGS_PLAN_STATE' });

    // A server down from before the January run until mid-February catches up on start: the
    // missed run buys once, and the next is March's.
    await run(Date.parse('2027-02-16T09:00:00Z'));
    expect((await ordersOf(plan.id)).map((o) => o.amount)).toEqual(['200.00']);
    const after = await get(plan.id);
    expect(after.history.map((h) => [h.month, h.status])).toEqual([
      ['2027-01', 'BOUGHT'],
      ['2026-12', 'SKIPPED_BY_CUSTOMER'],
    ]);
    expect(after.next_run?.day).toBe('2027-03-15');

    const remaining = await call('demo-se', 'DELETE', `/api/2/periodic-plans/${plan.id}`);
    expect((remaining.json() as Plan[]).map((p) => p.id)).not.toContain(plan.id);
    expect(await jobs()).toEqual([]);
    expect((await call('demo-se', 'GET', `/api/2/periodic-plans/${plan.id}`)).statusCode).toBe(404);
  });

  it('tells where an amount stands only with five customers behind the figure', async () => {
    const percentile = async (amount: string, currency = 'SEK') =>
      (
        await call('demo-se', 'GET', `/api/2/periodic-plans/percentile?amount=${amount}&currency=${currency}`)
      ).json() as {
        percentile: number | null;
        min_customers: number;
      };
    // demo-se alone has active SEK plans so far.
    expect(await percentile('1000')).toEqual({ amount: sek(1000), percentile: null, min_customers: 5 });
    // The demo data has four Swedish customers in all: the figure reads the plans alone, so four
    // other customers' plans in kronor stand in (whatever their accounts' currency).
    const others = await queryRows<{ customer_id: number; accid: number }>(
      t.database.db,
      sql`select distinct on (a.customer_id) a.customer_id, a.accid from accounts a
          where a.customer_id <> (select customer_id from accounts where accid = ${ACCID})
          order by a.customer_id, a.accid limit 4`,
    );
    expect(others).toHaveLength(4);
    const at = new Date(now);
    for (const [n, o] of others.entries()) {
      const amount = String((n + 1) * 100); // 100, 200, 300, 400
      await t.database.db.insert(savingsPlans).values({
        customerId: o.customer_id,
        accid: o.accid,
        dayOfMonth: 5,
        status: n === 3 ? 'PAUSED' : 'ACTIVE',
        currency: 'SEK',
        items: [{ instrumentId: HALLBAR, amount }],
        monthlyAmount: amount,
        createdAt: at,
        updatedAt: at,
      });
    }
    // A paused plan does not count: still four customers.
    expect((await percentile('1000')).percentile).toBeNull();
    await t.database.db
      .update(savingsPlans)
      .set({ status: 'ACTIVE' })
      .where(eq(savingsPlans.monthlyAmount, '400.00'));
    // Five customers: 100, 200, 300, 400 and demo-se's 750.50 a month.
    expect((await percentile('250')).percentile).toBe(40);
    expect((await percentile('100')).percentile).toBe(0);
    expect((await percentile('5000')).percentile).toBe(100);
    expect((await percentile('500', 'NOK')).percentile).toBeNull();
    expect(
      (await call('demo-se', 'GET', '/api/2/periodic-plans/percentile?amount=-5&currency=SEK')).statusCode,
    ).toBe(400);
  });
});
