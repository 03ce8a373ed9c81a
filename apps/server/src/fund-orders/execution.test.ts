import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { BusMessage } from '../feed/bus';
import { cashLedger, dailyBars, fundOrders, positions, scheduledJobs, transactions } from '../db/schema';
import { fundId } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { runDueJobs } from '../platform/schedule';
import { jobHandlers } from '../job-handlers';
import { FUND_ORDER_EXECUTE_JOB, FUND_ORDER_SETTLE_JOB, scheduleOpenOrderJobs } from './order-jobs';
import { executeOrderJob, navWaitMs } from './execution';

const KRONFJALL = fundId('Kronfjäll Tillväxtmarknader'); // buy and sell fee 0.1 %
const HALLBAR = fundId('Lagerlund Global Hållbar'); // no fees
const ACCID = 10001;

/** Thursday 19 Nov 2026: the Swedish cut-off is 13:00 local, 12:00 UTC; settlement Monday 23 Nov. */
const THURSDAY_10 = Date.parse('2026-11-19T09:00:00Z');
const CUTOFF = Date.parse('2026-11-19T12:00:00Z');
const SETTLEMENT_DAY_START = Date.parse('2026-11-22T23:00:00Z'); // 23 Nov 00:00 in Stockholm

describe.each(DB_KINDS)('fund order execution on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let now = THURSDAY_10;
  const events: BusMessage[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    t.app.deps.time = { now: () => now };
    t.app.deps.bus.subscribe((m) => events.push(m));
    headers = (await loginForApi(t.app, 'demo-se')).headers;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  /** The schedule's run at `now`, as the leading server runs it: how many jobs were done. */
  const run = async () => {
    const r = await runDueJobs(db(), jobHandlers(t.app.deps), now);
    expect(r.failed).toEqual([]);
    return r.done;
  };
  const jobsOf = async (kind: string, orderId: number) =>
    db()
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, kind), eq(scheduledJobs.ref, String(orderId))))
      .orderBy(scheduledJobs.id);
  /** A job done taken again, as after a crash between its work and the record of it. */
  const runAgain = async (kind: string, orderId: number) => {
    const jobs = await jobsOf(kind, orderId);
    const last = jobs[jobs.length - 1]!;
    expect(last.status).toBe('DONE');
    await db().update(scheduledJobs).set({ status: 'PENDING' }).where(eq(scheduledJobs.id, last.id));
    expect(await run()).toBe(1);
  };
  const ledgerRows = async () =>
    (await db().select().from(cashLedger).where(eq(cashLedger.accid, ACCID))).length;
  let keyNo = 0;
  const place = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/2/fund_orders',
      headers: { ...headers, 'idempotency-key': `exec-${++keyNo}` },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().fund_order as { order_id: number; volume: number };
  };
  const cash = async () =>
    new Decimal(
      (
        await db().select({ s: cashLedger.amount }).from(cashLedger).where(eq(cashLedger.accid, ACCID))
      ).reduce((acc, r) => acc.plus(r.s), new Decimal(0)),
    );
  const qty = async (instrumentId: number) => {
    const [p] = await db()
      .select({ qty: positions.qty })
      .from(positions)
      .where(and(eq(positions.accid, ACCID), eq(positions.instrumentId, instrumentId)));
    return new Decimal(p?.qty ?? 0);
  };
  const nav = async (instrumentId: number, day: string) => {
    const [bar] = await db()
      .select({ close: dailyBars.close })
      .from(dailyBars)
      .where(and(eq(dailyBars.instrumentId, instrumentId), eq(dailyBars.day, day)));
    return new Decimal(bar!.close);
  };
  const order = async (id: number) => (await db().select().from(fundOrders).where(eq(fundOrders.id, id)))[0]!;
  const info = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/2/accounts/${ACCID}/info`, headers })).json() as {
      account_sum: { value: number };
      trading_power: { value: number };
      reserved: { fund_orders: { value: number } };
    };

  it('executes at the cut-off at the NAV of the trade day and settles two banking days later, exactly', async () => {
    const cash0 = await cash();
    const kron0 = await qty(KRONFJALL);
    const hall0 = await qty(HALLBAR);
    const buy = await place({
      instrument_id: KRONFJALL,
      accid: ACCID,
      orderside: 'BUY',
      amount: { value: 10_000, currency: 'SEK' },
    });
    const sellA = await place({ instrument_id: HALLBAR, accid: ACCID, orderside: 'SELL', percent: 50 });
    const sellB = await place({ instrument_id: HALLBAR, accid: ACCID, orderside: 'SELL', percent: 50 });

    // Each order's execution was scheduled with it, due at the cut-off.
    for (const o of [buy, sellA, sellB])
      expect(await jobsOf(FUND_ORDER_EXECUTE_JOB, o.order_id)).toMatchObject([
        { status: 'PENDING', dueAt: new Date(CUTOFF) },
      ]);

    now = CUTOFF - 1;
    expect(await run()).toBe(0);

    now = CUTOFF;
    expect(await run()).toBe(3);
    expect(await run()).toBe(0);
    const executedRows = await Promise.all([buy, sellA, sellB].map((o) => order(o.order_id)));
    expect(executedRows.map((r) => r.state)).toEqual(['EXECUTED', 'EXECUTED', 'EXECUTED']);
    // Run again after a crash, an execution job changes nothing and schedules no second settlement.
    await runAgain(FUND_ORDER_EXECUTE_JOB, sellB.order_id);
    expect(await order(sellB.order_id)).toEqual(executedRows[2]);
    expect(await jobsOf(FUND_ORDER_SETTLE_JOB, sellB.order_id)).toMatchObject([
      { status: 'PENDING', dueAt: new Date(SETTLEMENT_DAY_START) },
    ]);

    // Buy: fee 0.1 % inside the amount, units rounded down to 6 decimals.
    const kronNav = await nav(KRONFJALL, '2026-11-19');
    const b = await order(buy.order_id);
    expect(b.state).toBe('EXECUTED');
    expect(b.fee).toBe('10.00');
    expect(new Decimal(b.nav!).eq(kronNav)).toBe(true);
    const boughtUnits = new Decimal(10_000 - 10).dividedBy(kronNav).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    expect(new Decimal(b.units!).eq(boughtUnits)).toBe(true);

    // Sells: half of the holding, then half of what the first left; as reserved at placement.
    const hallNav = await nav(HALLBAR, '2026-11-19');
    const a = await order(sellA.order_id);
    const bb = await order(sellB.order_id);
    const unitsA = hall0.dividedBy(2).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    const unitsB = hall0.minus(unitsA).dividedBy(2).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    expect(new Decimal(a.units!).eq(unitsA)).toBe(true);
    expect(new Decimal(bb.units!).eq(unitsB)).toBe(true);
    expect(sellA.volume).toBe(unitsA.toNumber());
    expect(sellB.volume).toBe(unitsB.toNumber());
    const proceedsA = unitsA.times(hallNav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const proceedsB = unitsB.times(hallNav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(new Decimal(a.amount!).eq(proceedsA)).toBe(true);
    expect(a.fee).toBe('0.00');

    // Nothing has moved yet: cash and holdings change on the settlement day; the buy stays reserved.
    expect((await cash()).eq(cash0)).toBe(true);
    expect((await qty(HALLBAR)).eq(hall0)).toBe(true);
    const executedInfo = await info();
    expect(executedInfo.reserved.fund_orders.value).toBe(10_000);
    expect(executedInfo.account_sum.value).toBe(cash0.toNumber());

    now = SETTLEMENT_DAY_START - 1;
    expect(await run()).toBe(0);
    now = SETTLEMENT_DAY_START;
    expect(await run()).toBe(3);
    const booked = await ledgerRows();
    expect(await run()).toBe(0);
    // A settlement job run again books nothing twice.
    await runAgain(FUND_ORDER_SETTLE_JOB, buy.order_id);
    expect(await ledgerRows()).toBe(booked);

    expect((await cash()).eq(cash0.minus(10_000).plus(proceedsA).plus(proceedsB))).toBe(true);
    expect((await qty(KRONFJALL)).eq(kron0.plus(boughtUnits))).toBe(true);
    expect((await qty(HALLBAR)).eq(hall0.minus(unitsA).minus(unitsB))).toBe(true);
    const settledInfo = await info();
    expect(settledInfo.reserved.fund_orders.value).toBe(0);
    expect(settledInfo.trading_power.value).toBe(settledInfo.account_sum.value);

    const buyRow = await order(buy.order_id);
    expect(buyRow.state).toBe('SETTLED');
    const [txRow] = await db().select().from(transactions).where(eq(transactions.id, buyRow.transactionId!));
    expect(txRow).toMatchObject({
      type: 'BUY',
      instrumentId: KRONFJALL,
      tradeDate: '2026-11-19',
      settleDate: '2026-11-23',
      amount: '-10000.00',
      fee: '10.00',
    });
    expect(new Decimal(txRow!.quantity!).eq(boughtUnits)).toBe(true);

    const states = events
      .map((e) => (e.kind === 'private' ? (e.data.order as { order_id: number; state: string }) : undefined))
      .filter((o) => o?.order_id === buy.order_id)
      .map((o) => o!.state);
    expect(states).toEqual(['PLACED', 'EXECUTED', 'SETTLED']);
  });

  it('waits for the trade day NAV, then sells with the fee taken from the proceeds', async () => {
    now = Date.parse('2026-11-23T09:00:00Z');
    const held = await qty(KRONFJALL);
    const cash0 = await cash();
    const sell = await place({ instrument_id: KRONFJALL, accid: ACCID, orderside: 'SELL', percent: 100 });
    now = Date.parse('2026-11-23T12:01:00Z');
    // The seed ends on 20 Nov: no NAV for Monday until the simulator fixes it. The order looks
    // again in a few seconds, on a job of its own, not after the back-off of a failure.
    expect(await run()).toBe(1);
    expect((await order(sell.order_id)).state).toBe('PLACED');
    expect(await jobsOf(FUND_ORDER_EXECUTE_JOB, sell.order_id)).toMatchObject([
      { status: 'DONE', attempts: 1, lastError: null },
      { status: 'PENDING', dueAt: new Date(now + navWaitMs(0)), payload: { navWaits: 1 } },
    ]);
    now += navWaitMs(0);
    expect(await run()).toBe(1);
    expect((await order(sell.order_id)).state).toBe('PLACED');
    await db().insert(dailyBars).values({
      instrumentId: KRONFJALL,
      day: '2026-11-23',
      open: '190.1234',
      high: '190.1234',
      low: '190.1234',
      close: '190.1234',
      volume: null,
    });
    expect(await run()).toBe(0); // the next look is not due yet
    now += navWaitMs(1);
    expect(await run()).toBe(1);
    const row = await order(sell.order_id);
    expect(row.state).toBe('EXECUTED');
    const gross = held.times('190.1234').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const fee = gross.times('0.1').dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(new Decimal(row.units!).eq(held)).toBe(true);
    expect(new Decimal(row.fee!).eq(fee)).toBe(true);
    expect(new Decimal(row.amount!).eq(gross.minus(fee))).toBe(true);
    expect(row.settleDay).toBe('2026-11-25');
    now = Date.parse('2026-11-24T23:00:00Z');
    expect(await run()).toBe(1);
    expect((await qty(KRONFJALL)).isZero()).toBe(true);
    expect((await cash()).eq(cash0.plus(gross).minus(fee))).toBe(true);
  });

  it('cannot cancel an executed order', async () => {
    now = Date.parse('2026-11-24T08:00:00Z');
    const o = await place({
      instrument_id: HALLBAR,
      accid: ACCID,
      orderside: 'BUY',
      amount: { value: 500, currency: 'SEK' },
    });
    now = Date.parse('2026-11-24T12:00:00Z');
    await db().insert(dailyBars).values({
      instrumentId: HALLBAR,
      day: '2026-11-24',
      open: '330.5',
      high: '330.5',
      low: '330.5',
      close: '330.5',
      volume: null,
    });
    expect(await run()).toBe(1);
    expect((await order(o.order_id)).state).toBe('EXECUTED');
    now = Date.parse('2026-11-24T11:00:00Z'); // even with a clock before the stop time
    const res = await t.app.inject({ method: 'DELETE', url: `/api/2/fund_orders/${o.order_id}`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_NOT_CANCELLABLE');
  });

  it('does nothing for a cancelled order: its job is cancelled with it', async () => {
    now = Date.parse('2026-11-25T08:00:00Z');
    const o = await place({
      instrument_id: HALLBAR,
      accid: ACCID,
      orderside: 'BUY',
      amount: { value: 700, currency: 'SEK' },
    });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/2/fund_orders/${o.order_id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await jobsOf(FUND_ORDER_EXECUTE_JOB, o.order_id)).toMatchObject([{ status: 'CANCELLED' }]);
    now = Date.parse('2026-11-25T12:00:00Z');
    await db().insert(dailyBars).values({
      instrumentId: HALLBAR,
      day: '2026-11-25',
      open: '331',
      high: '331',
      low: '331',
      close: '331',
    });
    expect(await run()).toBe(0);
    // Even a job that slipped through the cancel leaves the order as it is.
    await db()
      .update(scheduledJobs)
      .set({ status: 'PENDING' })
      .where(and(eq(scheduledJobs.kind, FUND_ORDER_EXECUTE_JOB), eq(scheduledJobs.ref, String(o.order_id))));
    expect(await run()).toBe(1);
    expect(await order(o.order_id)).toMatchObject({ state: 'CANCELLED', nav: null, executedAt: null });
    expect(await jobsOf(FUND_ORDER_SETTLE_JOB, o.order_id)).toEqual([]);
  });

  it('schedules the jobs of open orders from before the schedule on start, once', async () => {
    now = Date.parse('2026-11-26T08:00:00Z');
    await run(); // the earlier orders' settlements
    const waiting = await place({
      instrument_id: HALLBAR,
      accid: ACCID,
      orderside: 'BUY',
      amount: { value: 800, currency: 'SEK' },
    });
    const executed = await place({
      instrument_id: KRONFJALL,
      accid: ACCID,
      orderside: 'BUY',
      amount: { value: 900, currency: 'SEK' },
    });
    now = Date.parse('2026-11-26T12:00:00Z');
    for (const id of [HALLBAR, KRONFJALL])
      await db()
        .insert(dailyBars)
        .values({ instrumentId: id, day: '2026-11-26', open: '200', high: '200', low: '200', close: '200' });
    await db().transaction((tx) =>
      executeOrderJob(
        tx,
        {
          id: 0,
          kind: FUND_ORDER_EXECUTE_JOB,
          ref: String(executed.order_id),
          dueAt: new Date(now),
          payload: null,
          attempts: 0,
        },
        now,
      ),
    );
    // An old data directory: orders, one waiting and one executed, without any job.
    await db()
      .delete(scheduledJobs)
      .where(inArray(scheduledJobs.ref, [String(waiting.order_id), String(executed.order_id)]));
    expect(await scheduleOpenOrderJobs(db(), now)).toBe(2);
    expect(await scheduleOpenOrderJobs(db(), now)).toBe(0);
    expect(await jobsOf(FUND_ORDER_EXECUTE_JOB, waiting.order_id)).toMatchObject([
      { status: 'PENDING', dueAt: new Date(now) },
    ]);
    expect(await jobsOf(FUND_ORDER_SETTLE_JOB, executed.order_id)).toMatchObject([
      { status: 'PENDING', dueAt: new Date('2026-11-29T23:00:00Z') }, // Monday 30 Nov in Stockholm
    ]);
    expect(await run()).toBe(1);
    expect((await order(waiting.order_id)).state).toBe('EXECUTED');
    // A start after that finds every open order with its job.
    expect(await scheduleOpenOrderJobs(db(), now)).toBe(0);
    now = Date.parse('2026-11-29T23:00:00Z');
    expect(await run()).toBe(2);
    expect((await order(waiting.order_id)).state).toBe('SETTLED');
    expect((await order(executed.order_id)).state).toBe('SETTLED');
  });

  it('executes an account’s earlier sells of a fund first, whichever sell’s job comes first', async () => {
    now = Date.parse('2026-11-30T08:00:00Z');
    const held = await qty(HALLBAR);
    const first = await place({ instrument_id: HALLBAR, accid: ACCID, orderside: 'SELL', percent: 50 });
    const second = await place({ instrument_id: HALLBAR, accid: ACCID, orderside: 'SELL', percent: 100 });
    now = Date.parse('2026-11-30T12:00:00Z');
    await db().insert(dailyBars).values({
      instrumentId: HALLBAR,
      day: '2026-11-30',
      open: '210',
      high: '210',
      low: '210',
      close: '210',
    });
    const [job] = await jobsOf(FUND_ORDER_EXECUTE_JOB, second.order_id);
    const changes = await db().transaction((tx) => executeOrderJob(tx, job!, now));
    expect(changes.map((c) => c.row.id)).toEqual([first.order_id, second.order_id]);
    const half = held.dividedBy(2).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    expect(new Decimal((await order(first.order_id)).units!).eq(half)).toBe(true);
    expect(new Decimal((await order(second.order_id)).units!).eq(held.minus(half))).toBe(true);
    // Both executions were booked once: the first sell's own job then does nothing.
    expect(await run()).toBe(2);
    expect(new Decimal((await order(first.order_id)).units!).eq(half)).toBe(true);
  });
});
