import { and, eq } from 'drizzle-orm';
import { localToday, retryDay, type CountryCode, type SavingsPlanRunStatus } from '@broker/domain';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { customers, savingsPlanRuns, savingsPlans } from '../db/schema';
import { HttpError } from '../http/api-error';
import { IDEMPOTENCY_KEY_HEADER_MAX, requestHash } from '../http/idempotency';
import { placeInTransaction, publishOrder, type PlaceResult } from '../fund-orders/service';
import type { JobHandlers, ScheduledJob } from '../platform/schedule';
import { SAVINGS_PLAN_JOB, scheduleNext, type RunPayload } from './schedule';
import type { PlanItem, RunOrder } from './replies';

/**
 * A plan's buy on its day (the job SAVINGS_PLAN_JOB): each fund's buy placed through the fund order
 * book's own placement (fund-orders/service.ts placeInTransaction: the same locks, checks and
 * reservation as the customer's own order; funds pay no courtage), in the job's transaction, with
 * the month's run row (unique per plan and month) and the plan's next job. So a run after a crash
 * either finds everything done or nothing, and never books twice.
 *
 * Cash short (the order book's NOT_ENOUGH_TRADING_POWER for any fund): nothing of the month is
 * bought, the run waits RETRY_PENDING for the next banking day; short again there, the month is
 * SKIPPED_NO_CASH. Either way the customer hears it on the private feed (`notification`) and sees
 * it in the plan's history. A fund the order book refuses for another reason (closed for buying,
 * a knowledge test expired) is left out with its code and the others are bought (PARTLY_BOUGHT;
 * FAILED when none is).
 */

class CashShort extends Error {}

/** The Idempotency-Key of a plan's order: longer than a client may send, so no customer key meets it. */
export function planOrderKey(planId: number, month: string, instrumentId: number): string {
  return `savings-plan:${planId}:${month}:${instrumentId}:`.padEnd(IDEMPOTENCY_KEY_HEADER_MAX + 1, '-');
}

interface Placed extends RunOrder {
  result?: PlaceResult;
}

/** Every fund's buy in a savepoint: all of them, or (cash short) none. */
async function placeAll(
  tx: Tx,
  plan: typeof savingsPlans.$inferSelect,
  month: string,
  now: number,
): Promise<Placed[] | CashShort> {
  const currency = plan.currency.trim();
  try {
    return await tx.transaction(async (all) => {
      const placed: Placed[] = [];
      for (const item of plan.items as PlanItem[]) {
        const body = {
          instrument_id: item.instrumentId,
          accid: plan.accid,
          orderside: 'BUY' as const,
          amount: { value: Number(item.amount), currency },
          order_referrer: `savings-plan:${plan.id}`,
        };
        try {
          // A savepoint per fund: a refusal leaves the others' orders standing.
          const result = await all.transaction((one) =>
            placeInTransaction(
              { time: { now: () => now } },
              one,
              plan.customerId,
              planOrderKey(plan.id, month, item.instrumentId),
              requestHash(body),
              body,
            ),
          );
          placed.push({
            instrumentId: item.instrumentId,
            amount: item.amount,
            orderId: result.reply.fund_order.order_id,
            rejectCode: null,
            result,
          });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const code = error.fields?.[0]?.code ?? error.code;
          if (code === 'NOT_ENOUGH_TRADING_POWER') throw new CashShort();
          placed.push({
            instrumentId: item.instrumentId,
            amount: item.amount,
            orderId: null,
            rejectCode: code,
          });
        }
      }
      return placed;
    });
  } catch (error) {
    if (error instanceof CashShort) return error;
    throw error;
  }
}

const statusOf = (placed: readonly Placed[]): SavingsPlanRunStatus =>
  placed.every((p) => p.orderId !== null)
    ? 'BOUGHT'
    : placed.some((p) => p.orderId !== null)
      ? 'PARTLY_BOUGHT'
      : 'FAILED';

/** One run of one plan, in the job's transaction. */
export async function runPlan(
  deps: Pick<Deps, 'bus' | 'accountReads'>,
  tx: Tx,
  job: ScheduledJob,
  now: number,
  afterCommit: (effect: () => void) => void,
): Promise<void> {
  const planId = Number(job.ref);
  const { month } = job.payload as RunPayload;
  const [plan] = await tx.select().from(savingsPlans).where(eq(savingsPlans.id, planId)).for('update');
  // Paused or deleted plans have their jobs cancelled; one that slipped through buys nothing.
  if (!plan || plan.deletedAt || plan.status !== 'ACTIVE') return;
  const [customer] = await tx
    .select({ country: customers.country })
    .from(customers)
    .where(eq(customers.id, plan.customerId));
  const country = (customer?.country.trim() ?? 'SE') as CountryCode;
  const today = localToday(country, now);
  const [run] = await tx
    .select()
    .from(savingsPlanRuns)
    .where(and(eq(savingsPlanRuns.planId, planId), eq(savingsPlanRuns.month, month)))
    .for('update');
  // The month was run (or skipped) already: only the next job is due.
  if (run && run.status !== 'RETRY_PENDING') {
    await scheduleNext(tx, plan, country, now);
    return;
  }

  const outcome = await placeAll(tx, plan, month, now);
  let status: SavingsPlanRunStatus;
  let retry: string | null = null;
  let orders: RunOrder[];
  if (outcome instanceof CashShort) {
    status = run ? 'SKIPPED_NO_CASH' : 'RETRY_PENDING';
    if (!run) retry = retryDay(country, today);
    orders = (plan.items as PlanItem[]).map((i) => ({
      instrumentId: i.instrumentId,
      amount: i.amount,
      orderId: null,
      rejectCode: 'NOT_ENOUGH_TRADING_POWER',
    }));
  } else {
    status = statusOf(outcome);
    orders = outcome.map(({ instrumentId, amount, orderId, rejectCode }) => ({
      instrumentId,
      amount,
      orderId,
      rejectCode,
    }));
  }
  const at = new Date(now);
  if (run) {
    await tx
      .update(savingsPlanRuns)
      .set({ status, lastDay: today, retryDay: retry, attempts: run.attempts + 1, orders, updatedAt: at })
      .where(eq(savingsPlanRuns.id, run.id));
  } else {
    await tx.insert(savingsPlanRuns).values({
      planId,
      month,
      status,
      firstDay: today,
      lastDay: today,
      retryDay: retry,
      attempts: 1,
      orders,
      createdAt: at,
      updatedAt: at,
    });
  }
  await scheduleNext(tx, plan, country, now);

  afterCommit(() => {
    deps.accountReads.invalidate(plan.accid);
    if (!(outcome instanceof CashShort))
      for (const p of outcome) if (p.result?.order) publishOrder(deps, plan.customerId, p.result.order);
    deps.bus.publish({
      kind: 'private',
      customerId: plan.customerId,
      type: 'notification',
      data: {
        kind: 'SAVINGS_PLAN',
        plan_id: plan.id,
        accid: plan.accid,
        month,
        status,
        day: today,
        retry_day: retry,
      },
    });
  });
}

/** The area's handlers on the schedule (job-handlers.ts). */
export function savingsPlanJobHandlers(deps: Pick<Deps, 'bus' | 'accountReads'>): JobHandlers {
  return {
    [SAVINGS_PLAN_JOB]: (tx, job, now, afterCommit) => runPlan(deps, tx, job, now, afterCommit),
  };
}
