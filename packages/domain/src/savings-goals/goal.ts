import { Decimal, type DecimalLike } from '../money';
import { addMonths, dayNumber } from '../calendar/dates';

/**
 * Savings goals (issue 15; spec 001 §7.11): a name, a target amount and a target date over some of
 * the customer's accounts, whose value (cash and holdings at market value) is the progress. Pure
 * rules: what a goal may be, how far it has come, which milestones it has passed, and what has to be
 * saved each month to reach it by its date.
 */

/** The milestones a goal passes on its way, in percent of its target. */
export const SAVINGS_GOAL_MILESTONES = [25, 50, 75] as const;
export type SavingsGoalMilestone = (typeof SAVINGS_GOAL_MILESTONES)[number];

/** Name length after trimming: long enough for "Sommarhus i Skärgården 2030", short enough for a card. */
export const SAVINGS_GOAL_NAME_MAX = 60;
/** A goal further ahead than this is a typo (2205 for 2025), not a plan. */
export const SAVINGS_GOAL_MAX_YEARS = 50;
/** Above any retail customer's goal; keeps the amount inside numeric(20, 2) with room to spare. */
export const SAVINGS_GOAL_TARGET_MAX = new Decimal('1000000000000');
/** Goals per customer: a page of cards, not a database. */
export const SAVINGS_GOALS_PER_CUSTOMER = 20;

export type SavingsGoalStatus = 'IN_PROGRESS' | 'REACHED' | 'PAST_DUE';

export type SavingsGoalRefusal =
  | 'SAVINGS_GOAL_NAME_LENGTH'
  | 'SAVINGS_GOAL_TARGET_NOT_POSITIVE'
  | 'SAVINGS_GOAL_TARGET_FORMAT'
  | 'SAVINGS_GOAL_DATE_NOT_FUTURE'
  | 'SAVINGS_GOAL_DATE_TOO_FAR'
  | 'SAVINGS_GOAL_ACCOUNTS_REQUIRED';

export interface SavingsGoalFieldError {
  code: SavingsGoalRefusal;
  field: 'name' | 'target_amount' | 'target_date' | 'account_ids';
}

/** Whole months from `from` to `to`: how many monthly days after `from` fall on or before `to`. */
export function wholeMonthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  if (months > 0 && dayNumber(addMonths(from, months)) > dayNumber(to)) months--;
  return Math.max(0, months);
}

/**
 * What is refused about a goal as the customer wrote it, every broken rule with its field (none:
 * it may be kept). `today` is the customer's own calendar day; `dateChanged` false when an edit keeps
 * the date it had (a goal past its date may still be renamed).
 */
export function savingsGoalRefusals(input: {
  name: string;
  targetAmount: DecimalLike;
  targetDate: string;
  today: string;
  accountCount: number;
  dateChanged?: boolean;
}): SavingsGoalFieldError[] {
  const errors: SavingsGoalFieldError[] = [];
  const name = input.name.trim();
  if (name.length < 1 || [...name].length > SAVINGS_GOAL_NAME_MAX)
    errors.push({ code: 'SAVINGS_GOAL_NAME_LENGTH', field: 'name' });
  const target = new Decimal(input.targetAmount);
  if (!target.isFinite() || target.lte(0))
    errors.push({ code: 'SAVINGS_GOAL_TARGET_NOT_POSITIVE', field: 'target_amount' });
  else if (target.decimalPlaces() > 2 || target.gt(SAVINGS_GOAL_TARGET_MAX))
    errors.push({ code: 'SAVINGS_GOAL_TARGET_FORMAT', field: 'target_amount' });
  if (input.dateChanged !== false) {
    if (dayNumber(input.targetDate) <= dayNumber(input.today))
      errors.push({ code: 'SAVINGS_GOAL_DATE_NOT_FUTURE', field: 'target_date' });
    else if (input.targetDate > addMonths(input.today, SAVINGS_GOAL_MAX_YEARS * 12))
      errors.push({ code: 'SAVINGS_GOAL_DATE_TOO_FAR', field: 'target_date' });
  }
  if (input.accountCount < 1) errors.push({ code: 'SAVINGS_GOAL_ACCOUNTS_REQUIRED', field: 'account_ids' });
  return errors;
}

export interface SavingsGoalProgress {
  status: SavingsGoalStatus;
  /** Of the target, floored to hundredths: 100 only once it is there; above 100 past it, below 0 in debt. */
  percent: Decimal;
  /** Still missing, never below zero. */
  remaining: Decimal;
  /**
   * What to save each month, in whole currency units rounded up, to reach the target by its date
   * with the value as it is now; 0 once reached, null after the date. One saving a month, the first
   * a month from today and the last on or before the target date; at least one, so a date less than
   * a month away needs all that is missing (saved now).
   */
  monthlySaving: { amount: Decimal; months: number } | null;
  milestones: { percent: SavingsGoalMilestone; amount: Decimal; reached: boolean }[];
}

/**
 * How far a goal has come with `value` (the accounts' value now, in the goal's currency), on the
 * customer's day `today`.
 *
 * The monthly saving is rounded UP to whole units (kronor, euros): saved every month, it then
 * reaches the target (rounding down would leave it up to a unit a month short), whole units are
 * what a monthly transfer or savings plan is set up in, and the most it overshoots is one unit a
 * month. Percent is floored so a goal never shows 100 % (or a milestone's percent) before it has
 * reached it; a milestone is reached when the value is at least its exact share of the target.
 */
export function savingsGoalProgress(goal: {
  targetAmount: DecimalLike;
  targetDate: string;
  value: DecimalLike;
  today: string;
}): SavingsGoalProgress {
  const target = new Decimal(goal.targetAmount);
  const value = new Decimal(goal.value);
  const reached = value.gte(target);
  const remaining = reached ? new Decimal(0) : target.minus(value);
  const percent = value.dividedBy(target).times(100).toDecimalPlaces(2, Decimal.ROUND_FLOOR);
  const past = dayNumber(goal.targetDate) < dayNumber(goal.today);
  let monthlySaving: SavingsGoalProgress['monthlySaving'];
  if (reached) monthlySaving = { amount: new Decimal(0), months: 0 };
  else if (past) monthlySaving = null;
  else {
    const months = Math.max(1, wholeMonthsBetween(goal.today, goal.targetDate));
    monthlySaving = { amount: remaining.dividedBy(months).toDecimalPlaces(0, Decimal.ROUND_CEIL), months };
  }
  return {
    status: reached ? 'REACHED' : past ? 'PAST_DUE' : 'IN_PROGRESS',
    percent,
    remaining,
    monthlySaving,
    milestones: SAVINGS_GOAL_MILESTONES.map((p) => {
      const amount = target.times(p).dividedBy(100);
      return { percent: p, amount, reached: value.gte(amount) };
    }),
  };
}
