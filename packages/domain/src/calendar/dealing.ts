import type { CountryCode } from '../countries';
import { addTradingDays, isBankingDay } from './trading-days';
import { dayNumber, weekday } from './dates';

/**
 * The days a fund deals (accepts orders at that day's NAV) by its trading frequency: daily funds
 * every banking day, weekly funds on the last banking day of the week, monthly funds on the last
 * banking day of the month, so a holiday on a Friday moves the weekly dealing day to Thursday.
 */

export type TradingFrequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** Monday of the ISO week of a day, as a day number. */
function weekStart(day: string): number {
  return dayNumber(day) - ((weekday(day) + 6) % 7);
}

export function isDealingDay(country: CountryCode, frequency: TradingFrequency, day: string): boolean {
  if (!isBankingDay(country, day)) return false;
  if (frequency === 'DAILY') return true;
  const next = addTradingDays(country, day, 1);
  if (frequency === 'WEEKLY') return weekStart(next) !== weekStart(day);
  return next.slice(0, 7) !== day.slice(0, 7);
}

/** The first dealing day on or after `day`. */
export function nextDealingDay(country: CountryCode, frequency: TradingFrequency, day: string): string {
  let candidate = day;
  while (!isDealingDay(country, frequency, candidate)) candidate = addTradingDays(country, candidate, 1);
  return candidate;
}
