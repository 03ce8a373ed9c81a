import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  Decimal,
  SAVINGS_GOALS_PER_CUSTOMER,
  localDayAt,
  roundTo,
  savingsGoalProgress,
  savingsGoalRefusals,
  type ApiErrorCode,
  type SavingsGoalMilestone,
} from '@broker/domain';
import type { CallBody, CallReply, createSavingsGoal, getSavingsGoal } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { accounts, savingsGoalAccounts, savingsGoalMilestones, savingsGoals } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { ownedAccounts } from '../accounts/owned-accounts';
import { listAccounts, type AccountRow } from '../accounts/queries';
import { summarizeAccount } from '../accounts/valuation';
import { convert, referenceFx, type FxTable } from '../instruments/fx';
import { scheduleMilestoneCheck } from './milestone-schedule';
import { customerFacts } from '../accounts/customer-facts';

/**
 * Savings goals (issue 15; spec 001 §7.11): created, listed, changed and deleted by the customer,
 * each valued when read from its accounts' own valuation (accounts/valuation.ts: cash plus
 * holdings at their latest price), converted to the customer's currency at today's reference rate.
 * The rules on a goal and its progress are the domain's (savings-goals/goal.ts).
 */

type SavingsGoal = CallReply<typeof getSavingsGoal>;
type SavingsGoalAccount = SavingsGoal['accounts'][number];
export type SavingsGoalInput = CallBody<typeof createSavingsGoal>;
type GoalRow = typeof savingsGoals.$inferSelect;

const noGoal = (id: number) => notFound('SAVINGS_GOAL_NOT_FOUND', `No savings goal ${id}`);

/** The customer's currency (a goal's amounts are in it) and calendar day now. */
async function goalFacts(
  db: Db | Tx,
  customerId: number,
  now: number,
): Promise<{ currency: string; today: string }> {
  const { currency, timeZone } = await customerFacts(db, customerId);
  return { currency, today: localDayAt(timeZone, now) };
}

/** The accounts a goal may count: our accounts of the customer's that are not blocked. */
export const isAllowed = (a: Pick<AccountRow, 'isBlocked'>) => !a.isBlocked;

/**
 * Values accounts once per read, however many goals share them: own capital (cash plus holdings at
 * market value) in each account's currency, exactly as the account pages show it.
 */
export function accountValuer(db: Db | Tx) {
  const values = new Map<number, Promise<Decimal>>();
  let fx: Promise<FxTable> | undefined;
  return {
    value(account: Pick<AccountRow, 'accid' | 'currency'>): Promise<Decimal> {
      let v = values.get(account.accid);
      if (!v) {
        v = summarizeAccount(db as Db, account).then((s) => s.ownCapital);
        values.set(account.accid, v);
      }
      return v;
    },
    fx(): Promise<FxTable> {
      return (fx ??= referenceFx(db as Db));
    },
  };
}
type Valuer = ReturnType<typeof accountValuer>;

const accountReply = (a: AccountRow, value: Decimal): SavingsGoalAccount => ({
  accid: a.accid,
  accno: a.accno,
  alias: a.alias,
  type: a.type,
  currency: a.currency.trim(),
  value: roundTo(value, 2).toNumber(),
});

export async function allowedAccounts(db: Db, customerId: number): Promise<SavingsGoalAccount[]> {
  const valuer = accountValuer(db);
  const rows = (await listAccounts(db, customerId)).filter(isAllowed);
  return Promise.all(rows.map(async (a) => accountReply(a, await valuer.value(a))));
}

/** A goal's accounts, by goal. */
async function accountsOf(db: Db | Tx, goalIds: number[]): Promise<Map<number, AccountRow[]>> {
  const out = new Map<number, AccountRow[]>(goalIds.map((id) => [id, []]));
  if (goalIds.length === 0) return out;
  const rows = await db
    .select({ goalId: savingsGoalAccounts.goalId, account: accounts })
    .from(savingsGoalAccounts)
    .innerJoin(accounts, eq(accounts.accid, savingsGoalAccounts.accid))
    .where(inArray(savingsGoalAccounts.goalId, goalIds))
    .orderBy(asc(accounts.accid));
  for (const r of rows) out.get(r.goalId)?.push(r.account);
  return out;
}

async function milestonesOf(db: Db | Tx, goalIds: number[]): Promise<Map<number, Map<number, Date>>> {
  const out = new Map<number, Map<number, Date>>(goalIds.map((id) => [id, new Map()]));
  if (goalIds.length === 0) return out;
  const rows = await db
    .select()
    .from(savingsGoalMilestones)
    .where(inArray(savingsGoalMilestones.goalId, goalIds));
  for (const r of rows) out.get(r.goalId)?.set(r.percent, r.reachedAt);
  return out;
}

/** A goal's value now: its accounts' own capital, each converted to the goal's currency. */
export async function goalValue(
  valuer: Valuer,
  goal: Pick<GoalRow, 'currency'>,
  goalAccounts: AccountRow[],
): Promise<{ total: Decimal; each: Decimal[] }> {
  const fx = await valuer.fx();
  const each = await Promise.all(goalAccounts.map((a) => valuer.value(a)));
  const total = each.reduce(
    (sum, v, i) => sum.plus(convert(fx, v, goalAccounts[i]!.currency.trim(), goal.currency.trim())),
    new Decimal(0),
  );
  return { total, each };
}

async function replies(db: Db | Tx, rows: GoalRow[], today: string): Promise<SavingsGoal[]> {
  const ids = rows.map((r) => r.id);
  const [byGoal, reachedByGoal] = await Promise.all([accountsOf(db, ids), milestonesOf(db, ids)]);
  const valuer = accountValuer(db);
  return Promise.all(
    rows.map(async (r) => {
      const goalAccounts = byGoal.get(r.id) ?? [];
      const value = await goalValue(valuer, r, goalAccounts);
      const p = savingsGoalProgress({
        targetAmount: r.targetAmount,
        targetDate: r.targetDate,
        value: value.total,
        today,
      });
      const reached = reachedByGoal.get(r.id) ?? new Map<number, Date>();
      return {
        id: r.id,
        name: r.name,
        currency: r.currency.trim(),
        target_amount: new Decimal(r.targetAmount).toNumber(),
        target_date: r.targetDate,
        accounts: goalAccounts.map((a, i) => accountReply(a, value.each[i]!)),
        current_value: roundTo(value.total, 2).toNumber(),
        progress_percent: p.percent.toNumber(),
        remaining: roundTo(p.remaining, 2).toNumber(),
        status: p.status,
        monthly_saving: p.monthlySaving && {
          amount: p.monthlySaving.amount.toNumber(),
          months: p.monthlySaving.months,
        },
        milestones: p.milestones.map((m) => ({
          percent: m.percent,
          amount: roundTo(m.amount, 2).toNumber(),
          reached: m.reached,
          first_reached_at: reached.get(m.percent)?.getTime() ?? null,
        })),
        created_at: r.createdAt.getTime(),
        updated_at: r.updatedAt.getTime(),
      };
    }),
  );
}

export async function listGoals(db: Db, customerId: number, now: number): Promise<SavingsGoal[]> {
  const { today } = await goalFacts(db, customerId, now);
  const rows = await db
    .select()
    .from(savingsGoals)
    .where(eq(savingsGoals.customerId, customerId))
    .orderBy(asc(savingsGoals.createdAt), asc(savingsGoals.id));
  return replies(db, rows, today);
}

async function ownGoal(db: Db | Tx, customerId: number, id: number): Promise<GoalRow> {
  const [row] = await db
    .select()
    .from(savingsGoals)
    .where(and(eq(savingsGoals.id, id), eq(savingsGoals.customerId, customerId)));
  if (!row) throw noGoal(id);
  return row;
}

export async function goalById(db: Db, customerId: number, id: number, now: number): Promise<SavingsGoal> {
  const row = await ownGoal(db, customerId, id);
  const { today } = await goalFacts(db, customerId, now);
  return (await replies(db, [row], today))[0]!;
}

/**
 * The goal's accounts as named: every one the customer's and ours (404 ACCOUNT_NOT_FOUND otherwise,
 * before any rule is looked at, so a refusal tells nothing of another customer's), then the rules
 * (422 with every broken rule's code and field, the first as the reply's code).
 */
async function checkedInput(
  db: Db | Tx,
  customerId: number,
  input: SavingsGoalInput,
  today: string,
  kept?: GoalRow,
): Promise<{ name: string; target: Decimal; accids: number[] }> {
  const accids = [...new Set(input.account_ids)].sort((a, b) => a - b);
  const named = accids.length === 0 ? [] : await ownedAccounts(db as Db, customerId, accids);
  const target = new Decimal(input.target_amount);
  const errors: { code: ApiErrorCode; field: string }[] = savingsGoalRefusals({
    name: input.name,
    targetAmount: target,
    targetDate: input.target_date,
    today,
    accountCount: accids.length,
    dateChanged: kept === undefined || kept.targetDate !== input.target_date,
  });
  if (named.length > 0) {
    const rows = await db.select().from(accounts).where(inArray(accounts.accid, accids));
    if (rows.some((a) => !isAllowed(a)))
      errors.push({ code: 'SAVINGS_GOAL_ACCOUNT_NOT_ALLOWED', field: 'account_ids' });
  }
  if (errors.length > 0) {
    const first = errors[0]!;
    throw new HttpError(422, first.code, `The savings goal was refused: ${first.code}`, errors);
  }
  return { name: input.name.trim(), target, accids };
}

/**
 * Records the milestones the goal's value has reached that are not recorded yet, at `at`; answers
 * the ones it recorded.
 */
export async function recordMilestones(
  tx: Db | Tx,
  goal: GoalRow,
  goalAccounts: AccountRow[],
  valuer: Valuer,
  today: string,
  at: Date,
): Promise<SavingsGoalMilestone[]> {
  const value = await goalValue(valuer, goal, goalAccounts);
  const p = savingsGoalProgress({
    targetAmount: goal.targetAmount,
    targetDate: goal.targetDate,
    value: value.total,
    today,
  });
  const reached = p.milestones.filter((m) => m.reached).map((m) => m.percent);
  if (reached.length === 0) return [];
  const made = await tx
    .insert(savingsGoalMilestones)
    .values(reached.map((percent) => ({ goalId: goal.id, percent, reachedAt: at })))
    .onConflictDoNothing()
    .returning({ percent: savingsGoalMilestones.percent });
  return made.map((m) => m.percent as SavingsGoalMilestone);
}

export async function createGoal(
  db: Db,
  customerId: number,
  input: SavingsGoalInput,
  now: number,
): Promise<SavingsGoal> {
  const { currency, today } = await goalFacts(db, customerId, now);
  const checked = await checkedInput(db, customerId, input, today);
  const id = await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(savingsGoals)
      .where(eq(savingsGoals.customerId, customerId));
    if (n >= SAVINGS_GOALS_PER_CUSTOMER)
      throw new HttpError(
        422,
        'SAVINGS_GOAL_LIMIT_REACHED',
        `A customer may keep at most ${SAVINGS_GOALS_PER_CUSTOMER} savings goals`,
      );
    const at = new Date(now);
    const [row] = await tx
      .insert(savingsGoals)
      .values({
        customerId,
        name: checked.name,
        targetAmount: checked.target.toFixed(2),
        currency,
        targetDate: input.target_date,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx.insert(savingsGoalAccounts).values(checked.accids.map((accid) => ({ goalId: row!.id, accid })));
    // What the goal has already reached is reached as it is made; later ones the daily check finds.
    const goalAccounts = (await accountsOf(tx, [row!.id])).get(row!.id)!;
    await recordMilestones(tx, row!, goalAccounts, accountValuer(tx), today, at);
    await scheduleMilestoneCheck(tx, now);
    return row!.id;
  });
  return goalById(db, customerId, id, now);
}

export async function updateGoal(
  db: Db,
  customerId: number,
  id: number,
  input: SavingsGoalInput,
  now: number,
): Promise<SavingsGoal> {
  const kept = await ownGoal(db, customerId, id);
  const { today } = await goalFacts(db, customerId, now);
  const checked = await checkedInput(db, customerId, input, today, kept);
  await db.transaction(async (tx) => {
    const before = (await accountsOf(tx, [id])).get(id)!.map((a) => a.accid);
    const at = new Date(now);
    const [row] = await tx
      .update(savingsGoals)
      .set({
        name: checked.name,
        targetAmount: checked.target.toFixed(2),
        targetDate: input.target_date,
        updatedAt: at,
      })
      .where(and(eq(savingsGoals.id, id), eq(savingsGoals.customerId, customerId)))
      .returning();
    if (!row) throw noGoal(id);
    const sameAccounts = before.join(',') === checked.accids.join(',');
    const sameTarget = new Decimal(kept.targetAmount).eq(checked.target);
    if (sameAccounts && sameTarget) return;
    // Another target or other accounts: the milestones are other amounts of other money, measured anew.
    if (!sameAccounts) {
      await tx.delete(savingsGoalAccounts).where(eq(savingsGoalAccounts.goalId, id));
      await tx.insert(savingsGoalAccounts).values(checked.accids.map((accid) => ({ goalId: id, accid })));
    }
    await tx.delete(savingsGoalMilestones).where(eq(savingsGoalMilestones.goalId, id));
    const goalAccounts = (await accountsOf(tx, [id])).get(id)!;
    await recordMilestones(tx, row, goalAccounts, accountValuer(tx), today, at);
    await scheduleMilestoneCheck(tx, now);
  });
  return goalById(db, customerId, id, now);
}

export async function deleteGoal(
  db: Db,
  customerId: number,
  id: number,
  now: number,
): Promise<SavingsGoal[]> {
  const removed = await db
    .delete(savingsGoals)
    .where(and(eq(savingsGoals.id, id), eq(savingsGoals.customerId, customerId)))
    .returning({ id: savingsGoals.id });
  if (removed.length === 0) throw noGoal(id);
  return listGoals(db, customerId, now);
}
