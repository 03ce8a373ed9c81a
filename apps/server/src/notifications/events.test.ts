import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Decimal, PRICE_UNITS, addDays, localTimeToUtc, type NotificationParams } from '@broker/domain';
import { exchangeOrders, fundOrders, notifications, savingsPlanRuns, users, withdrawals } from '../db/schema';
import { fundId, instrumentById, shareId } from '../db/seed/catalog';
import { queryRows } from '../chart/db-rows';
import { jobHandlers } from '../job-handlers';
import type { Market } from '../market/start';
import type { ExchangeRuntime } from '../exchange/runtime';
import { ExchangeBooker } from '../exchange/booking';
import { runDueJobs, type JobHandlers } from '../platform/schedule';
import { FUND_ORDER_EXECUTE_JOB } from '../fund-orders/order-jobs';
import { CREDIT_JOB, receiveTransfer } from '../banking/incoming-transfers';
import { SEND_JOB } from '../banking/withdrawals';
import { SAVINGS_PLAN_JOB } from '../savings-plans/schedule';
import { runCorporateEventJob } from '../holdings/corporate-event-job';
import { publishFixings } from '../market/fx-fixings';
import { startExchangeMarket } from '../testing/exchange-market';
import { DB_KINDS, TEST_AS_OF, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

const NORV = instrumentById(shareId('NORV B'));
const HALLBAR = fundId('Lagerlund Global Hållbar'); // no fees
const ACCID = 10001;
const ZONE = 'Europe/Stockholm';
const at = (day: string, time: string) => localTimeToUtc(day, time, ZONE);
const TWO_MINUTES = 120_000;
const sek = (value: number) => ({ value, currency: 'SEK' });

/**
 * Each event worth telling writes its notification in its own transaction: the real cause on a
 * hand-driven clock (a fund order's execution at the cut-off, a transfer credited, a savings plan's
 * month, the exchange's fills, a withdrawal sent, dividends paid), and the same cause rolled back
 * (the schedule's savepoint when the job fails after its work, a booking refused) leaves none.
 */
describe.each(DB_KINDS)('notifications of events on %s', (kind) => {
  let t: TestApp;
  let market: Market | undefined;
  let runtime: ExchangeRuntime;
  let now = at('2026-11-19', '10:00'); // Thursday, before the Swedish fund cut-off
  let headers: Record<string, string>;
  let customerId: number;
  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, extra: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
  const notes = async (k: string) =>
    (
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.customerId, customerId), eq(notifications.kind, k)))
        .orderBy(notifications.id)
    ).map((n) => n.params as NotificationParams);
  const run = async (until: number) => {
    now = until;
    const r = await runDueJobs(db(), jobHandlers(t.app.deps), until);
    expect(r.failed).toEqual([]);
    return r;
  };
  /** The schedule's run where the kind's job fails after doing its work: the savepoint undoes it. */
  const runFailing = async (until: number, jobKind: string) => {
    now = until;
    const handlers = jobHandlers(t.app.deps);
    const failing: JobHandlers = {
      ...handlers,
      [jobKind]: async (tx, job, n, afterCommit) => {
        await handlers[jobKind]!(tx, job, n, afterCommit);
        throw new Error('failed after its work');
      },
    };
    const r = await runDueJobs(db(), failing, until);
    expect(r.failed.map((f) => f.kind)).toContain(jobKind);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0', SIMULATOR: 'off' });
    t.app.deps.time = { now: () => now };
    headers = (await loginForApi(t.app, 'demo-se')).headers;
    const [u] = await db().select({ id: users.customerId }).from(users).where(eq(users.username, 'demo-se'));
    customerId = u!.id;
  }, 120_000);
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  it('FUND_ORDER_EXECUTED: with the execution at the cut-off, none when it rolls back', async () => {
    const res = await call(
      'POST',
      '/api/2/fund_orders',
      { instrument_id: HALLBAR, accid: ACCID, orderside: 'BUY', amount: sek(1000) },
      { 'idempotency-key': 'notif-fund-1' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const orderId = (res.json() as { fund_order: { order_id: number } }).fund_order.order_id;
    const state = async () =>
      (await db().select().from(fundOrders).where(eq(fundOrders.id, orderId)))[0]!.state;

    await runFailing(at('2026-11-19', '13:00'), FUND_ORDER_EXECUTE_JOB);
    expect(await state()).toBe('PLACED');
    expect(await notes('FUND_ORDER_EXECUTED')).toEqual([]);

    await run(at('2026-11-19', '13:00') + TWO_MINUTES);
    expect(await state()).toBe('EXECUTED');
    const [note, ...more] = await notes('FUND_ORDER_EXECUTED');
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      order_id: orderId,
      accid: ACCID,
      instrument_id: HALLBAR,
      instrument_name: 'Lagerlund Global Hållbar',
      side: 'BUY',
      amount: sek(1000),
    });
    expect(note!.units).toBeGreaterThan(0);
  });

  it('DEPOSIT_ARRIVED: with a transfer’s credit, none when it rolls back', async () => {
    now = at('2026-11-19', '15:00');
    const details = (await call('GET', `/api/2/deposits/transfer-details?accid=${ACCID}`)).json() as {
      reference: string;
      account: string;
    };
    const received = await db().transaction((tx) =>
      receiveTransfer(
        tx,
        {
          notification_id: 'notif-transfer-1',
          type: 'TRANSFER_RECEIVED',
          transfer_id: 'notif-transfer-1',
          to_account: details.account,
          reference: details.reference,
          amount: '777.50',
          currency: 'SEK',
          payer: { country: 'SE', clearing: '8327-9', account_number: '1234567897' },
        },
        now,
      ),
    );
    expect(received.outcome).toBe('RECEIVED');
    // Received is not arrived: the money is credited the next banking day.
    expect(await notes('DEPOSIT_ARRIVED')).toEqual([]);

    await runFailing(at('2026-11-20', '09:00'), CREDIT_JOB);
    expect(await notes('DEPOSIT_ARRIVED')).toEqual([]);
    await run(at('2026-11-20', '09:00') + TWO_MINUTES);
    expect(await notes('DEPOSIT_ARRIVED')).toEqual([{ accid: ACCID, amount: sek(777.5) }]);
  });

  it('SAVINGS_PLAN_RUN and ORDER_FILLED: with the month’s run and the exchange’s fills, none when rolled back', async () => {
    now = Date.parse('2026-11-23T07:59:00Z');
    ({ market, runtime } = await startExchangeMarket(t, () => now, 'notifications-test'));
    const plan = await call('POST', '/api/2/periodic-plans', {
      accid: ACCID,
      day_of_month: 23,
      items: [
        { instrument_id: NORV.instrumentId, amount: sek(3000) },
        { instrument_id: HALLBAR, amount: sek(500) },
      ],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const planId = (plan.json() as { id: number }).id;
    const step = async (to: number) => {
      while (now < to) {
        now = Math.min(now + 1000, to);
        market!.step(now);
        await runtime.flush();
      }
    };
    const opening = Date.parse('2026-11-23T08:00:00Z');
    await step(opening);

    await runFailing(opening, SAVINGS_PLAN_JOB);
    expect(await db().select().from(savingsPlanRuns).where(eq(savingsPlanRuns.planId, planId))).toEqual([]);
    expect(await notes('SAVINGS_PLAN_RUN')).toEqual([]);

    await step(opening + TWO_MINUTES);
    await run(now);
    const [run1] = await db().select().from(savingsPlanRuns).where(eq(savingsPlanRuns.planId, planId));
    expect(await notes('SAVINGS_PLAN_RUN')).toEqual([
      { accid: ACCID, month: '2026-11', status: run1!.status, amount: sek(3500) },
    ]);

    // The plan's share order fills on the exchange: each fill is told, the last as complete.
    const [order] = await db()
      .select()
      .from(exchangeOrders)
      .where(sql`${exchangeOrders.idempotencyKey} like ${`savings-plan:${planId}:%`}`);
    for (let n = 0; n < 3600; n++) {
      const [row] = await db().select().from(exchangeOrders).where(eq(exchangeOrders.id, order!.id));
      if (row!.state === 'DONE') break;
      await step(now + 1000);
    }
    const fills = (await notes('ORDER_FILLED')).filter((f) => f.order_id === order!.id);
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.reduce((s, f) => s + f.volume!, 0)).toBe(order!.volume);
    expect(fills.at(-1)).toMatchObject({
      instrument_name: 'Norrvik Industrier B',
      instrument_id: NORV.instrumentId,
      side: 'BUY',
      accid: ACCID,
      complete: true,
    });
    expect(fills.at(-1)!.price!.currency).toBe('SEK');
    expect(fills.at(-1)!.amount!.value).toBeGreaterThan(0);

    // A booking refused part-way (its second fill names an order that is gone) rolls back the
    // first fill's trade and its notification with it.
    const before = (await notes('ORDER_FILLED')).length;
    const [resting] = await db().select().from(exchangeOrders).where(eq(exchangeOrders.id, order!.id));
    const placed = await call(
      'POST',
      `/api/2/accounts/${ACCID}/orders`,
      {
        market_id: NORV.marketId,
        identifier: NORV.identifier,
        side: 'BUY',
        price: Number(new Decimal(resting!.price!).times(0.95).toDecimalPlaces(1, Decimal.ROUND_DOWN)),
        volume: 1,
        currency: 'SEK',
        order_type: 'LIMIT',
      },
      { 'idempotency-key': 'notif-resting-1' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const restingId = (placed.json() as { order_id: number }).order_id;
    await runtime.flush();
    const [row] = await db().select().from(exchangeOrders).where(eq(exchangeOrders.id, restingId));
    const booker = new ExchangeBooker({
      db: db(),
      bus: t.app.deps.bus,
      log: { info() {}, warn() {}, error() {} } as never,
      onRefused() {},
    });
    const fill = {
      kind: 'fill' as const,
      price: Math.round(Number(row!.price) * PRICE_UNITS),
      volume: 1,
      at: now,
    };
    booker.book(NORV.instrumentId, [
      { ...fill, orderId: restingId, version: row!.version, matchId: 'notif-rollback-1' },
      { ...fill, orderId: 2_000_000_000, version: 1, matchId: 'notif-rollback-2' },
    ]);
    await booker.flush();
    const [after] = await db().select().from(exchangeOrders).where(eq(exchangeOrders.id, restingId));
    expect(after!.tradedVolume).toBe(0);
    expect((await notes('ORDER_FILLED')).length).toBe(before);
  });

  it('WITHDRAWAL_SENT: when it is sent (not when paid), none when the send rolls back', async () => {
    const verified = (await call('GET', '/api/2/external-bank-accounts/verified')).json() as { id: number }[];
    const res = await call('POST', '/api/2/withdrawals', {
      accid: ACCID,
      bank_account_id: verified[0]!.id,
      amount: 100,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    const status = async () =>
      (await db().select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!.status;
    expect(await notes('WITHDRAWAL_SENT')).toEqual([]);

    await runFailing(at('2026-11-23', '13:00'), SEND_JOB);
    expect(await status()).toBe('REQUESTED');
    expect(await notes('WITHDRAWAL_SENT')).toEqual([]);
    await run(at('2026-11-23', '13:00') + TWO_MINUTES);
    expect(await status()).toBe('SENT');
    await run(at('2026-11-23', '17:00'));
    expect(await status()).toBe('PAID');
    expect(await notes('WITHDRAWAL_SENT')).toEqual([{ accid: ACCID, amount: sek(100) }]);
  });

  it('DIVIDEND_PAID: one for each dividend booked, none for an account with nothing booked', async () => {
    await market?.stop();
    market = undefined;
    const until = addDays(TEST_AS_OF, 120);
    const noon = localTimeToUtc(until, '12:00', ZONE);
    now = noon;
    await publishFixings(db(), 'catch-up', noon);
    const result = await runCorporateEventJob(t.app.deps, noon);
    expect(result.payments).toBeGreaterThan(0);
    const booked = await queryRows<{
      customer_id: number;
      accid: number;
      instrument_id: number;
      amount: string;
    }>(
      db(),
      sql`select a.customer_id, t.accid, t.instrument_id, t.amount::text as amount
          from corporate_event_bookings b join transactions t on t.id = b.transaction_id
          join accounts a on a.accid = t.accid
          where b.booked_at = to_timestamp(${noon / 1000}) and t.type = 'DIVIDEND' order by t.id`,
    );
    const told = await db().select().from(notifications).where(eq(notifications.kind, 'DIVIDEND_PAID'));
    expect(told).toHaveLength(booked.length);
    expect(told.length).toBe(result.payments);
    const mine = booked.filter((b) => b.customer_id === customerId);
    expect(mine.length).toBeGreaterThan(0);
    expect((await notes('DIVIDEND_PAID')).map((n) => [n.accid, n.instrument_id, n.amount!.value])).toEqual(
      mine.map((b) => [b.accid, b.instrument_id, Number(b.amount)]),
    );
  });
});
