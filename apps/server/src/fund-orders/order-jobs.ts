import { asc, eq, inArray } from 'drizzle-orm';
import { fundCountry, settlementDueAt } from '@broker/domain';
import type { Db } from '../db/database';
import { fundOrders, instruments } from '../db/schema';
import { scheduleJob } from '../platform/schedule';

/**
 * The fund order book's jobs on the durable schedule (platform/schedule.ts), ref = the order's id:
 * its execution at the cut-off, scheduled with the order's insert, and its settlement on the
 * settlement day, scheduled when it executes (execution.ts has the handlers).
 */

export const FUND_ORDER_EXECUTE_JOB = 'fund-orders.execute';
export const FUND_ORDER_SETTLE_JOB = 'fund-orders.settle';

/** An order's execution: due at its stop time, the cut-off its trade day's NAV is fixed at. */
export const executionJob = (orderId: number, stopTime: Date) => ({
  kind: FUND_ORDER_EXECUTE_JOB,
  ref: orderId,
  dueAt: stopTime,
});

/** An order's settlement: due at the start of its settlement day in the fund's country. */
export const settlementJob = (orderId: number, fundCurrency: string, settleDay: string) => ({
  kind: FUND_ORDER_SETTLE_JOB,
  ref: orderId,
  dueAt: new Date(settlementDueAt(fundCountry(fundCurrency.trim()), settleDay)),
});

/**
 * Schedules the job of every open order: the execution of a waiting one, the settlement of an
 * executed one. Orders placed before the order book ran on the schedule (an old data directory)
 * have none; every other order has its job already, and scheduling it again is nothing (the
 * schedule's key is kind, ref and due time, a job done included). Run at every start, before the
 * schedule's first run; answers how many jobs were new.
 */
export async function scheduleOpenOrderJobs(db: Db, now: number): Promise<number> {
  const open = await db
    .select({
      id: fundOrders.id,
      state: fundOrders.state,
      stopTime: fundOrders.stopTime,
      settleDay: fundOrders.settleDay,
      currency: instruments.currency,
    })
    .from(fundOrders)
    .innerJoin(instruments, eq(instruments.instrumentId, fundOrders.instrumentId))
    .where(inArray(fundOrders.state, ['PLACED', 'EXECUTED']))
    // In id order: orders due at one time run in the order of their jobs, as they were placed.
    .orderBy(asc(fundOrders.id));
  let scheduled = 0;
  for (const o of open) {
    const job =
      o.state === 'PLACED' ? executionJob(o.id, o.stopTime) : settlementJob(o.id, o.currency, o.settleDay);
    if (await scheduleJob(db, job, now)) scheduled++;
  }
  return scheduled;
}
