import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  money,
  runAt,
  type CountryCode,
  type SavingsPlanRunStatus,
  type SavingsPlanStatus,
} from '@broker/domain';
import type { CallReply, getSavingsPlan } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { accounts, customers, instruments, savingsPlanRuns, savingsPlans } from '../db/schema';
import { notFound } from '../http/api-error';
import { nextJob } from './schedule';
import { planShares } from './share-lines';

/** A plan and its history as the calls answer them (contract savings-plans.ts). */

export type SavingsPlanReply = CallReply<typeof getSavingsPlan>;
export type PlanRow = typeof savingsPlans.$inferSelect;
export type RunRow = typeof savingsPlanRuns.$inferSelect;

/** A plan's fund or share and monthly amount, as stored (the amount as decimal text, account currency). */
export interface PlanItem {
  instrumentId: number;
  amount: string;
}

/**
 * One line's order of a run (a fund order's id, or a share order's), or the code why there is none
 * (the order book's refusal, or SAVINGS_PLAN_BELOW_ONE_SHARE).
 */
export interface RunOrder {
  instrumentId: number;
  amount: string;
  orderId: number | null;
  rejectCode: string | null;
  /** A share's: the whole shares ordered; absent for a fund. */
  volume?: number | null;
}

/** The history a reply carries: the latest months. */
const HISTORY_MONTHS = 12;

export const noPlan = (id: number | string) => notFound('SAVINGS_PLAN_NOT_FOUND', `No savings plan ${id}`);

/** The customer's live plans (one, with `id`), oldest first. */
async function planRows(db: Db | Tx, customerId: number, id?: number) {
  return db
    .select({ plan: savingsPlans, accno: accounts.accno, country: customers.country })
    .from(savingsPlans)
    .innerJoin(accounts, eq(accounts.accid, savingsPlans.accid))
    .innerJoin(customers, eq(customers.id, savingsPlans.customerId))
    .where(
      and(
        eq(savingsPlans.customerId, customerId),
        isNull(savingsPlans.deletedAt),
        ...(id === undefined ? [] : [eq(savingsPlans.id, id)]),
      ),
    )
    .orderBy(asc(savingsPlans.id));
}

export async function planReplies(
  db: Db | Tx,
  customerId: number,
  now: number,
  id?: number,
): Promise<SavingsPlanReply[]> {
  const rows = await planRows(db, customerId, id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.plan.id);
  const runs = await db
    .select()
    .from(savingsPlanRuns)
    .where(inArray(savingsPlanRuns.planId, ids))
    .orderBy(desc(savingsPlanRuns.month));
  const instrumentIds = new Set<number>();
  for (const r of rows) for (const i of r.plan.items as PlanItem[]) instrumentIds.add(i.instrumentId);
  for (const run of runs) for (const o of run.orders as RunOrder[]) instrumentIds.add(o.instrumentId);
  const names = new Map(
    instrumentIds.size === 0
      ? []
      : (
          await db
            .select({ id: instruments.instrumentId, name: instruments.name })
            .from(instruments)
            .where(inArray(instruments.instrumentId, [...instrumentIds]))
        ).map((n) => [n.id, n.name]),
  );
  const shares = await planShares(db, [...instrumentIds]);
  const kindOf = (id: number) => (shares.has(id) ? ('SHARE' as const) : ('FUND' as const));
  const replies: SavingsPlanReply[] = [];
  for (const { plan, accno, country } of rows) {
    const currency = plan.currency.trim();
    const items = plan.items as PlanItem[];
    const markets = [
      ...new Set(
        items.flatMap((i) => (shares.has(i.instrumentId) ? [shares.get(i.instrumentId)!.country] : [])),
      ),
    ];
    const next = plan.status === 'ACTIVE' ? await nextJob(db, plan.id) : undefined;
    const skipped =
      plan.skipMonth &&
      runs.some(
        (r) =>
          r.planId === plan.id &&
          r.month === plan.skipMonth &&
          r.status === 'SKIPPED_BY_CUSTOMER' &&
          runAt(country.trim() as CountryCode, r.firstDay, markets) > now,
      )
        ? plan.skipMonth
        : null;
    replies.push({
      id: plan.id,
      accid: plan.accid,
      account_number: accno,
      status: plan.status as SavingsPlanStatus,
      day_of_month: plan.dayOfMonth,
      items: items.map((i) => ({
        instrument_id: i.instrumentId,
        name: names.get(i.instrumentId) ?? '',
        kind: kindOf(i.instrumentId),
        amount: money(i.amount, currency),
      })),
      monthly_amount: money(plan.monthlyAmount, currency),
      next_run: next ?? null,
      skipped_month: skipped,
      created_at: plan.createdAt.getTime(),
      updated_at: plan.updatedAt.getTime(),
      history: runs
        .filter((r) => r.planId === plan.id)
        .slice(0, HISTORY_MONTHS)
        .map((r) => ({
          month: r.month,
          status: r.status as SavingsPlanRunStatus,
          first_day: r.firstDay,
          last_day: r.lastDay,
          retry_day: r.retryDay,
          attempts: r.attempts,
          orders: (r.orders as RunOrder[]).map((o) => ({
            instrument_id: o.instrumentId,
            name: names.get(o.instrumentId) ?? '',
            kind: kindOf(o.instrumentId),
            amount: money(o.amount, currency),
            order_id: o.orderId,
            reject_code: o.rejectCode,
            volume: o.volume ?? null,
          })),
          updated_at: r.updatedAt.getTime(),
        })),
    });
  }
  return replies;
}

export async function planReply(
  db: Db | Tx,
  customerId: number,
  id: number,
  now: number,
): Promise<SavingsPlanReply> {
  const [reply] = await planReplies(db, customerId, now, id);
  if (!reply) throw noPlan(id);
  return reply;
}
