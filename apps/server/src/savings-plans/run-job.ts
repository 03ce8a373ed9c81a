import { and, eq } from 'drizzle-orm';
import {
  SAVINGS_PLAN_BELOW_ONE_SHARE,
  localToday,
  money,
  retryDay,
  type CountryCode,
  type SavingsPlanRunStatus,
} from '@broker/domain';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { customers, savingsPlanRuns, savingsPlans } from '../db/schema';
import { HttpError } from '../http/api-error';
import { IDEMPOTENCY_KEY_HEADER_MAX, requestHash } from '../http/idempotency';
import { placeInTransaction, publishOrder, type PlaceResult } from '../fund-orders/service';
import type { JobHandlers, ScheduledJob } from '../platform/schedule';
import { SAVINGS_PLAN_JOB, scheduleNext, type RunPayload } from './schedule';
import type { PlanItem, RunOrder } from './replies';
import { publishExchangeOrder } from '../exchange/booking';
import { notifySavingsPlanRun } from '../notifications/events';
import type { Placed as ExchangePlaced } from '../exchange/placement';
import {
  placeShareLine,
  planShares,
  shareRunContext,
  type PlanShare,
  type ShareRunContext,
} from './share-lines';

/**
 * A plan's buy on its day (the job SAVINGS_PLAN_JOB): each fund's buy placed through the fund order
 * book's own placement (fund-orders/service.ts placeInTransaction: the same locks, checks and
 * reservation as the customer's own order; funds pay no courtage), each share's through share order
 * entry (share-lines.ts: a day limit order at the ask for the most whole shares the amount pays for
 * with the courtage), in the job's transaction, with the month's run row (unique per plan and month)
 * and the plan's next job. So a run after a crash either finds everything done or nothing, and
 * never books twice: the run row says the month is done, and each order carries the plan's own
 * idempotency key for the month and line.
 *
 * Cash short (order entry's NOT_ENOUGH_TRADING_POWER for any line): nothing of the month is bought,
 * the run waits RETRY_PENDING for the next banking day; short again there, the month is
 * SKIPPED_NO_CASH. Either way the customer hears it on the private feed (`notification`) and sees it
 * in the plan's history. A line refused for another reason (a fund closed for buying, a knowledge
 * test expired), or a share whose amount buys no whole share at the day's price
 * (SAVINGS_PLAN_BELOW_ONE_SHARE, named in the notification's `below_one_share`), is left out with
 * its code and the others are bought (PARTLY_BOUGHT; FAILED when none is).
 */

class CashShort extends Error {}

/** The Idempotency-Key of a plan's order: longer than a client may send, so no customer key meets it. */
export function planOrderKey(planId: number, month: string, instrumentId: number): string {
  return `savings-plan:${planId}:${month}:${instrumentId}:`.padEnd(IDEMPOTENCY_KEY_HEADER_MAX + 1, '-');
}

interface Placed extends RunOrder {
  result?: PlaceResult;
  share?: ExchangePlaced;
}

/** The order of one line, fund or share, in its own savepoint: a refusal leaves the others' orders standing. */
async function placeLine(
  deps: Pick<Deps, 'snapshots'>,
  all: Tx,
  plan: typeof savingsPlans.$inferSelect,
  item: PlanItem,
  month: string,
  now: number,
  shares: ReadonlyMap<number, PlanShare>,
  context: () => Promise<ShareRunContext>,
): Promise<Placed> {
  const currency = plan.currency.trim();
  const key = planOrderKey(plan.id, month, item.instrumentId);
  const share = shares.get(item.instrumentId);
  if (share) {
    const line = { customerId: plan.customerId, accid: plan.accid, accountCurrency: currency };
    const ctx = await context();
    const outcome = await all.transaction((one) =>
      placeShareLine(deps, one, { ...line, amount: item.amount, share, key }, ctx, now),
    );
    return 'placed' in outcome
      ? {
          instrumentId: item.instrumentId,
          amount: item.amount,
          orderId: outcome.placed.row.id,
          rejectCode: null,
          volume: outcome.volume,
          share: outcome.placed,
        }
      : {
          instrumentId: item.instrumentId,
          amount: item.amount,
          orderId: null,
          rejectCode: outcome.rejectCode,
        };
  }
  const body = {
    instrument_id: item.instrumentId,
    accid: plan.accid,
    orderside: 'BUY' as const,
    amount: { value: Number(item.amount), currency },
    order_referrer: `savings-plan:${plan.id}`,
  };
  const result = await all.transaction((one) =>
    placeInTransaction({ time: { now: () => now } }, one, plan.customerId, key, requestHash(body), body),
  );
  return {
    instrumentId: item.instrumentId,
    amount: item.amount,
    orderId: result.reply.fund_order.order_id,
    rejectCode: null,
    result,
  };
}

/** Every line's buy in a savepoint: all of them, or (cash short) none. */
async function placeAll(
  deps: Pick<Deps, 'snapshots'>,
  tx: Tx,
  plan: typeof savingsPlans.$inferSelect,
  month: string,
  now: number,
): Promise<Placed[] | CashShort> {
  const items = plan.items as PlanItem[];
  const shares = await planShares(
    tx,
    items.map((i) => i.instrumentId),
  );
  let context: ShareRunContext | undefined;
  const shareContext = async () => (context ??= await shareRunContext(tx, plan.customerId));
  try {
    return await tx.transaction(async (all) => {
      const placed: Placed[] = [];
      for (const item of items) {
        try {
          placed.push(await placeLine(deps, all, plan, item, month, now, shares, shareContext));
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
  deps: Pick<Deps, 'bus' | 'accountReads' | 'snapshots'>,
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

  const outcome = await placeAll(deps, tx, plan, month, now);
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
    orders = outcome.map(({ instrumentId, amount, orderId, rejectCode, volume }) => ({
      instrumentId,
      amount,
      orderId,
      rejectCode,
      ...(volume === undefined ? {} : { volume }),
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
  await notifySavingsPlanRun(tx, plan, month, status, now);
  await scheduleNext(tx, plan, country, now);

  // The lines whose amount bought no whole share, to tell the customer.
  const belowOneShare = orders
    .filter((o) => o.rejectCode === SAVINGS_PLAN_BELOW_ONE_SHARE)
    .map((o) => ({ instrument_id: o.instrumentId, amount: money(o.amount, plan.currency.trim()) }));

  afterCommit(() => {
    deps.accountReads.invalidate(plan.accid);
    if (!(outcome instanceof CashShort))
      for (const p of outcome) {
        if (p.result?.order) publishOrder(deps, plan.customerId, p.result.order);
        // The customer's screens, and the exchange (which also finds a new order on its own poll).
        if (p.share?.names) publishExchangeOrder(deps.bus, plan.customerId, p.share.row, p.share.names);
        if (p.share) deps.bus.publish({ kind: 'exchange', type: 'order', data: { orderId: p.share.row.id } });
      }
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
        below_one_share: belowOneShare,
      },
    });
  });
}

/** The area's handlers on the schedule (job-handlers.ts). */
export function savingsPlanJobHandlers(deps: Pick<Deps, 'bus' | 'accountReads' | 'snapshots'>): JobHandlers {
  return {
    [SAVINGS_PLAN_JOB]: (tx, job, now, afterCommit) => runPlan(deps, tx, job, now, afterCommit),
  };
}
