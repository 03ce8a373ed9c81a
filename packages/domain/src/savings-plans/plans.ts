import { COUNTRY_FACTS, type CountryCode } from '../countries';
import { Decimal } from '../money';
import { ymd } from '../calendar/dates';
import { nextTradingDay, tradingDayOnOrAfter } from '../calendar/trading-days';
import { localTimeToUtc } from '../calendar/timezone';
import { EXCHANGE_HOURS } from '../calendar/exchange-hours';
import { localDayAt } from '../fund-orders/schedule';
import { MAX_ORDER_AMOUNT } from '../fund-orders/limits';

/**
 * Monthly savings plans (issue 15; spec 001 §7.14 "periodic plans"): up to four funds or shares
 * with an amount each, bought on a day of the month from one account. Facts (shared FACTS.md, "Money
 * movement"): Nordnet DK buys on the 5th, up to 4 securities, no courtage; when cash is short it
 * tries again the next banking day and then skips the month. The rules here are pure: which day a
 * month's buy happens, when it is tried again, what a valid plan is.
 */

export const SAVINGS_PLAN_MAX_ITEMS = 4;
/** Days 29–31 are missing in some months; like the brokers, a plan picks a day every month has. */
export const SAVINGS_PLAN_FIRST_DAY = 1;
export const SAVINGS_PLAN_LAST_DAY = 28;

/**
 * The local time a plan of funds buys on its day: before every Nordic fund cut-off (Norway's is
 * the earliest, 08:30), so the order trades at that day's NAV; also the time of the retry. A plan
 * holding a share buys at its exchange's opening instead (runAt).
 */
export const SAVINGS_PLAN_RUN_TIME = '07:00';

/** The smallest monthly amount per fund or share, in the account's currency (a fund's own minimum also applies). */
export const SAVINGS_PLAN_MIN_AMOUNT: Readonly<Record<string, number>> = {
  SEK: 100,
  NOK: 100,
  DKK: 100,
  EUR: 10,
};

export const SAVINGS_PLAN_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type SavingsPlanStatus = (typeof SAVINGS_PLAN_STATUSES)[number];

/**
 * A month's run of a plan, one per plan and month:
 * - RETRY_PENDING: the cash was short on the day; tried again on the next banking day;
 * - BOUGHT: every line's order was placed (PARTLY_BOUGHT: some were refused or, a share whose
 *   amount buys no whole share, left out, with their codes);
 * - SKIPPED_NO_CASH: still short on the retry, so the month is skipped (the customer is told);
 * - SKIPPED_BY_CUSTOMER: the customer skipped the month;
 * - FAILED: every order was refused for another reason than cash (a fund closed for buying), or
 *   left out.
 */
export const SAVINGS_PLAN_RUN_STATUSES = [
  'RETRY_PENDING',
  'BOUGHT',
  'PARTLY_BOUGHT',
  'SKIPPED_NO_CASH',
  'SKIPPED_BY_CUSTOMER',
  'FAILED',
] as const;
export type SavingsPlanRunStatus = (typeof SAVINGS_PLAN_RUN_STATUSES)[number];

/** 'yyyy-MM' of a 'yyyy-MM-dd'. */
export const monthOf = (day: string) => day.slice(0, 7);

export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return ymd(Math.floor(index / 12), (index % 12) + 1, 1).slice(0, 7);
}

/** The day of the month a plan names, in a month. */
export function plannedDay(month: string, dayOfMonth: number): string {
  return `${month}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** The day a month's buy happens: the plan's day, or the next banking day when that is not one. */
export function runDay(country: CountryCode, month: string, dayOfMonth: number): string {
  return tradingDayOnOrAfter(country, plannedDay(month, dayOfMonth));
}

/** The banking day a buy short of cash is tried again. */
export function retryDay(country: CountryCode, day: string): string {
  return nextTradingDay(country, day);
}

/**
 * The instant of a run on a day: SAVINGS_PLAN_RUN_TIME in the customer's country; for a plan
 * holding shares, the opening of their exchanges (`markets`, the latest of them) when that is later,
 * because a share is bought at the price of an open market, as Nordic brokers buy monthly share
 * savings at the opening. The whole plan runs then, its funds too: one run per month keeps the
 * cash rule (all of the month or, short of cash, none) and a re-run's guard as they are. The
 * Nordic exchanges open at the same instant (09:00 CET, Helsinki 10:00 EET), after every fund
 * cut-off but Norway's (08:30): a Norwegian fund in a plan with a share trades at the next NAV.
 */
export function runAt(country: CountryCode, day: string, markets: readonly CountryCode[] = []): number {
  let at = localTimeToUtc(day, SAVINGS_PLAN_RUN_TIME, COUNTRY_FACTS[country].timeZone);
  for (const market of markets) {
    const hours = EXCHANGE_HOURS[market];
    at = Math.max(at, localTimeToUtc(day, hours.open, hours.timeZone));
  }
  return at;
}

/** Today in the country. */
export function localToday(country: CountryCode, now: number): string {
  return localDayAt(COUNTRY_FACTS[country].timeZone, now);
}

export interface NextRun {
  month: string;
  day: string;
  at: number;
}

/**
 * The plan's next buy after `now`: the first month whose run is still ahead, after `doneThrough`
 * (the last month already run or being retried) and other than `skipMonth` (skipped by the customer).
 */
export function nextRun(
  country: CountryCode,
  dayOfMonth: number,
  now: number,
  opts: {
    doneThrough?: string | null;
    skipMonth?: string | null;
    /** The exchanges of the plan's shares (runAt). */
    markets?: readonly CountryCode[];
  } = {},
): NextRun {
  let month = monthOf(localToday(country, now));
  for (let n = 0; n < 4; n++, month = shiftMonth(month, 1)) {
    if (opts.doneThrough && month <= opts.doneThrough) continue;
    if (opts.skipMonth === month) continue;
    const day = runDay(country, month, dayOfMonth);
    const at = runAt(country, day, opts.markets);
    if (at > now) return { month, day, at };
  }
  throw new Error(`no run of day ${dayOfMonth} in ${country} within four months of ${now}`);
}

export type PlanCheck = { ok: true } | { ok: false; code: string; field: string };

export interface PlanInput {
  dayOfMonth: number;
  items: readonly { instrumentId: number; amount: { value: Decimal.Value; currency: string } }[];
}

/**
 * The shape rules of a plan, before the order books' own checks of each line (which the server
 * applies as a buy would be checked, short of the cash): a day 1–28, one to four funds or shares,
 * each once, an amount in the account's currency with at most two decimals and at least the plan
 * minimum.
 */
export function checkPlan(input: PlanInput, accountCurrency: string): PlanCheck {
  const fail = (code: string, field: string): PlanCheck => ({ ok: false, code, field });
  if (
    !Number.isInteger(input.dayOfMonth) ||
    input.dayOfMonth < SAVINGS_PLAN_FIRST_DAY ||
    input.dayOfMonth > SAVINGS_PLAN_LAST_DAY
  )
    return fail('SAVINGS_PLAN_DAY_INVALID', 'body.day_of_month');
  if (input.items.length === 0) return fail('MANDATORY_FIELD_MISSING', 'body.items');
  if (input.items.length > SAVINGS_PLAN_MAX_ITEMS) return fail('SAVINGS_PLAN_TOO_MANY_ITEMS', 'body.items');
  const seen = new Set<number>();
  const currency = accountCurrency.trim();
  const min = new Decimal(SAVINGS_PLAN_MIN_AMOUNT[currency] ?? 0);
  for (const [n, item] of input.items.entries()) {
    if (seen.has(item.instrumentId))
      return fail('SAVINGS_PLAN_DUPLICATE_INSTRUMENT', `body.items.${n}.instrument_id`);
    seen.add(item.instrumentId);
    let amount: Decimal;
    try {
      amount = new Decimal(item.amount.value);
    } catch {
      return fail('INPUT_ERROR', `body.items.${n}.amount.value`);
    }
    if (!amount.isFinite() || amount.lte(0) || amount.decimalPlaces() > 2 || amount.gt(MAX_ORDER_AMOUNT))
      return fail('INPUT_ERROR', `body.items.${n}.amount.value`);
    if (item.amount.currency.trim() !== currency)
      return fail('ORDER_ACCOUNT_CURRENCY_MISMATCH', `body.items.${n}.amount.currency`);
    if (amount.lt(min)) return fail('SAVINGS_PLAN_AMOUNT_TOO_SMALL', `body.items.${n}.amount.value`);
  }
  return { ok: true };
}

/** The plan's monthly total. */
export function planTotal(items: readonly { amount: { value: Decimal.Value } }[]): Decimal {
  return items.reduce((sum, i) => sum.plus(i.amount.value), new Decimal(0));
}
