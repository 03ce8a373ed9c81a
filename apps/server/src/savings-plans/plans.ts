import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  Decimal,
  PERCENTILE_MIN_CUSTOMERS,
  checkPlan,
  money,
  nextRun,
  percentileOf,
  planTotal,
  runAt,
  type CountryCode,
} from '@broker/domain';
import type { CallBodyOut, CallReply, createSavingsPlan, getSavingsPlanPercentile } from '@broker/contract';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { customers, savingsPlanRuns, savingsPlans } from '../db/schema';
import { HttpError, renameErrorFields } from '../http/api-error';
import { txBatches } from '../db/statement-batch';
import { checkOrder, lockAndReadFacts } from '../fund-orders/service';
import { requireFundFlow } from '../fund-orders/segment';
import { cancelJobs } from '../platform/schedule';
import { SAVINGS_PLAN_JOB, scheduleNext } from './schedule';
import { checkShareLine, planMarkets, planShares } from './share-lines';
import { noPlan, planReplies, planReply, type PlanItem, type SavingsPlanReply } from './replies';

/**
 * Monthly savings plans of funds and shares (issue 15): create, change, delete, pause, resume, skip a month, and the
 * percentile of an amount. Every change locks the plan and, in the same transaction, moves its job
 * on the schedule (schedule.ts); the buying itself is run-job.ts.
 */

type PlanBody = CallBodyOut<typeof createSavingsPlan>;

/** More than any account holds: a fund's checks at creation are the order book's, short of the cash. */
const ANY_CASH = new Decimal('1e15');

/** As the fund order book answers them: the caller's own mistakes are 400, rules that refuse a plan 422. */
const CALLER_MISTAKES = new Set([
  'INPUT_ERROR',
  'MANDATORY_FIELD_MISSING',
  'ORDER_ACCOUNT_CURRENCY_MISMATCH',
]);

const stateError = (message: string) =>
  new HttpError(409, 'SAVINGS_PLAN_STATE', message, [{ code: 'SAVINGS_PLAN_STATE' }]);

/**
 * Checks a plan line by line as the day's buy would be checked, leaving out what only the day
 * decides. A fund as the fund order book would check its buy (the account is the customer's and may
 * buy funds, each is a fund open for buying, the amount reaches its minimum, the knowledge test
 * where the fund needs one), short of the cash, today's index-fund total and the same-day rule; a
 * share as share order entry checks the customer and the account (share-lines.ts), short of the
 * price, the volume and the cash. Then the plan's own rules. Throws the first refusal, its field
 * named within the plan; answers the account's currency and the customer's country.
 */
async function checkPlanBody(tx: Tx, customerId: number, body: PlanBody, now: number) {
  let currency: string | undefined;
  let country: CountryCode | undefined;
  const shares = await planShares(
    tx,
    body.items.map((i) => i.instrument_id),
  );
  for (const [n, item] of body.items.entries()) {
    const order = { instrument_id: item.instrument_id, orderside: 'BUY' as const, amount: item.amount };
    try {
      const share = shares.get(item.instrument_id);
      let account: { currency: string; country: CountryCode };
      let checkFund: (() => void) | undefined;
      if (share) {
        account = await checkShareLine(tx, customerId, body.accid, share, now);
      } else {
        const facts = await lockAndReadFacts(txBatches(tx), customerId, body.accid, order, now);
        account = { currency: facts.locked.account.currency.trim(), country: facts.locked.customer.country };
        checkFund = () =>
          checkOrder(
            {
              ...facts,
              cash: ANY_CASH,
              reserved: new Decimal(0),
              indexFundBoughtToday: new Decimal(0),
              tradedToday: new Set(),
            },
            order,
            now,
          );
      }
      if (currency === undefined) {
        currency = account.currency;
        country = account.country;
        const plan = checkPlan(
          {
            dayOfMonth: body.day_of_month,
            items: body.items.map((i) => ({ instrumentId: i.instrument_id, amount: i.amount })),
          },
          currency,
        );
        if (!plan.ok)
          throw new HttpError(
            CALLER_MISTAKES.has(plan.code) ? 400 : 422,
            plan.code as never,
            `The plan was refused: ${plan.code}`,
            [{ code: plan.code, field: plan.field }],
          );
      }
      checkFund?.();
    } catch (error) {
      throw renameErrorFields(error, {
        'body.instrument_id': `body.items.${n}.instrument_id`,
        'body.identifier': `body.items.${n}.instrument_id`,
        'body.amount': `body.items.${n}.amount`,
        'body.amount.value': `body.items.${n}.amount.value`,
        'body.amount.currency': `body.items.${n}.amount.currency`,
      });
    }
  }
  return { currency: currency!, country: country! };
}

const storedItems = (body: PlanBody): PlanItem[] =>
  body.items.map((i) => ({ instrumentId: i.instrument_id, amount: new Decimal(i.amount.value).toFixed(2) }));

export async function createPlan(deps: Deps, customerId: number, body: PlanBody): Promise<SavingsPlanReply> {
  // A private-banking customer's buys are placed by the bank from their requests.
  await requireFundFlow(deps, customerId, 'ORDER');
  const now = deps.time.now();
  const id = await deps.db.transaction(async (tx) => {
    const { currency, country } = await checkPlanBody(tx, customerId, body, now);
    const items = storedItems(body);
    const [row] = await tx
      .insert(savingsPlans)
      .values({
        customerId,
        accid: body.accid,
        dayOfMonth: body.day_of_month,
        status: 'ACTIVE',
        currency,
        items,
        monthlyAmount: planTotal(items.map((i) => ({ amount: { value: i.amount } }))).toFixed(2),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning({ id: savingsPlans.id, dayOfMonth: savingsPlans.dayOfMonth, items: savingsPlans.items });
    await scheduleNext(tx, row!, country, now);
    return row!.id;
  });
  return planReply(deps.db, customerId, id, now);
}

/** Locks one of the customer's live plans; another customer's answers as a missing one. */
async function lockPlan(tx: Tx, customerId: number, id: number) {
  const [plan] = await tx
    .select()
    .from(savingsPlans)
    .where(
      and(eq(savingsPlans.id, id), eq(savingsPlans.customerId, customerId), isNull(savingsPlans.deletedAt)),
    )
    .for('update');
  if (!plan) throw noPlan(id);
  const [customer] = await tx
    .select({ country: customers.country })
    .from(customers)
    .where(eq(customers.id, customerId));
  return { plan, country: (customer?.country.trim() ?? 'SE') as CountryCode };
}

/** Runs `change` on the locked plan in one transaction and answers the plan as it then is. */
async function changePlan(
  deps: Pick<Deps, 'db' | 'time'>,
  customerId: number,
  id: number,
  change: (tx: Tx, locked: Awaited<ReturnType<typeof lockPlan>>, now: number) => Promise<void>,
): Promise<SavingsPlanReply> {
  const now = deps.time.now();
  await deps.db.transaction(async (tx) => change(tx, await lockPlan(tx, customerId, id), now));
  return planReply(deps.db, customerId, id, now);
}

export async function updatePlan(
  deps: Deps,
  customerId: number,
  id: number,
  body: PlanBody,
): Promise<SavingsPlanReply> {
  await requireFundFlow(deps, customerId, 'ORDER');
  return changePlan(deps, customerId, id, async (tx, { plan }, now) => {
    const { currency, country } = await checkPlanBody(tx, customerId, body, now);
    const items = storedItems(body);
    await tx
      .update(savingsPlans)
      .set({
        accid: body.accid,
        dayOfMonth: body.day_of_month,
        currency,
        items,
        monthlyAmount: planTotal(items.map((i) => ({ amount: { value: i.amount } }))).toFixed(2),
        updatedAt: new Date(now),
      })
      .where(eq(savingsPlans.id, plan.id));
    if (plan.status === 'ACTIVE')
      await scheduleNext(tx, { id: plan.id, dayOfMonth: body.day_of_month, items }, country, now);
  });
}

export async function deletePlan(
  deps: Pick<Deps, 'db' | 'time'>,
  customerId: number,
  id: number,
): Promise<SavingsPlanReply[]> {
  const now = deps.time.now();
  await deps.db.transaction(async (tx) => {
    const { plan } = await lockPlan(tx, customerId, id);
    await tx
      .update(savingsPlans)
      .set({ deletedAt: new Date(now) })
      .where(eq(savingsPlans.id, plan.id));
    await cancelJobs(tx, SAVINGS_PLAN_JOB, plan.id);
  });
  return planReplies(deps.db, customerId, now);
}

/** Pauses: no job until resumed; a retry waiting for cash is dropped with it (the month counts as skipped by the customer). */
export function pausePlan(deps: Pick<Deps, 'db' | 'time'>, customerId: number, id: number) {
  return changePlan(deps, customerId, id, async (tx, { plan }, now) => {
    if (plan.status !== 'ACTIVE') throw stateError('The plan is already paused');
    await tx
      .update(savingsPlans)
      .set({ status: 'PAUSED', updatedAt: new Date(now) })
      .where(eq(savingsPlans.id, plan.id));
    await tx
      .update(savingsPlanRuns)
      .set({ status: 'SKIPPED_BY_CUSTOMER', retryDay: null, updatedAt: new Date(now) })
      .where(and(eq(savingsPlanRuns.planId, plan.id), eq(savingsPlanRuns.status, 'RETRY_PENDING')));
    await cancelJobs(tx, SAVINGS_PLAN_JOB, plan.id);
  });
}

/** Resumes from the plan's next day still ahead (months passed while paused are not bought). */
export function resumePlan(deps: Pick<Deps, 'db' | 'time'>, customerId: number, id: number) {
  return changePlan(deps, customerId, id, async (tx, { plan, country }, now) => {
    if (plan.status !== 'PAUSED') throw stateError('The plan is not paused');
    await tx
      .update(savingsPlans)
      .set({ status: 'ACTIVE', updatedAt: new Date(now) })
      .where(eq(savingsPlans.id, plan.id));
    await scheduleNext(tx, plan, country, now);
  });
}

/** The month skipped, if its run is still ahead. */
async function pendingSkip(
  tx: Tx,
  plan: { id: number; skipMonth: string | null; items: unknown },
  country: CountryCode,
  now: number,
) {
  if (!plan.skipMonth) return undefined;
  const markets = await planMarkets(tx, plan.items as PlanItem[]);
  const [run] = await tx
    .select()
    .from(savingsPlanRuns)
    .where(and(eq(savingsPlanRuns.planId, plan.id), eq(savingsPlanRuns.month, plan.skipMonth)));
  return run && run.status === 'SKIPPED_BY_CUSTOMER' && runAt(country, run.firstDay, markets) > now
    ? run
    : undefined;
}

/**
 * Skips the next month the plan would buy in: its run is written at once as SKIPPED_BY_CUSTOMER
 * (so the job passes over it, and the history shows it), and the next job moves a month on.
 */
export function skipNextMonth(deps: Pick<Deps, 'db' | 'time'>, customerId: number, id: number) {
  return changePlan(deps, customerId, id, async (tx, { plan, country }, now) => {
    if (plan.status !== 'ACTIVE') throw stateError('A paused plan buys nothing to skip');
    if (await pendingSkip(tx, plan, country, now)) throw stateError('A month is already skipped');
    const [latest] = await tx
      .select({ month: sql<string>`max(${savingsPlanRuns.month})` })
      .from(savingsPlanRuns)
      .where(eq(savingsPlanRuns.planId, plan.id));
    const next = nextRun(country, plan.dayOfMonth, now, {
      doneThrough: latest?.month ?? null,
      markets: await planMarkets(tx, plan.items as PlanItem[]),
    });
    await tx.insert(savingsPlanRuns).values({
      planId: plan.id,
      month: next.month,
      status: 'SKIPPED_BY_CUSTOMER',
      firstDay: next.day,
      lastDay: next.day,
      attempts: 0,
      orders: [],
      createdAt: new Date(now),
      updatedAt: new Date(now),
    });
    await tx
      .update(savingsPlans)
      .set({ skipMonth: next.month, updatedAt: new Date(now) })
      .where(eq(savingsPlans.id, plan.id));
    await scheduleNext(tx, plan, country, now);
  });
}

/** Undoes a skip while the skipped month's buy is still ahead. */
export function unskipMonth(deps: Pick<Deps, 'db' | 'time'>, customerId: number, id: number) {
  return changePlan(deps, customerId, id, async (tx, { plan, country }, now) => {
    const run = await pendingSkip(tx, plan, country, now);
    if (!run) throw stateError('No month ahead is skipped');
    await tx.delete(savingsPlanRuns).where(eq(savingsPlanRuns.id, run.id));
    await tx
      .update(savingsPlans)
      .set({ skipMonth: null, updatedAt: new Date(now) })
      .where(eq(savingsPlans.id, plan.id));
    if (plan.status === 'ACTIVE') await scheduleNext(tx, plan, country, now);
  });
}

type PercentileReply = CallReply<typeof getSavingsPlanPercentile>;

/**
 * Where a monthly amount stands among every customer's active plans in the currency: each
 * customer's plans added up, then the share of customers below the amount (domain percentileOf,
 * which gives no figure under PERCENTILE_MIN_CUSTOMERS customers). Nothing of anyone is answered
 * but that one figure.
 */
export async function amountPercentile(
  deps: Pick<Deps, 'db'>,
  amount: string,
  currency: string,
): Promise<PercentileReply> {
  const totals = await deps.db
    .select({ total: sql<string>`sum(${savingsPlans.monthlyAmount})::text` })
    .from(savingsPlans)
    .where(
      and(
        isNull(savingsPlans.deletedAt),
        eq(savingsPlans.status, 'ACTIVE'),
        eq(savingsPlans.currency, currency),
      ),
    )
    .groupBy(savingsPlans.customerId);
  return {
    amount: money(amount, currency),
    percentile: percentileOf(
      amount,
      totals.map((t) => t.total),
    ),
    min_customers: PERCENTILE_MIN_CUSTOMERS,
  };
}
