import { addTradingDays } from '../calendar';
import type { CountryCode } from '../countries';

/**
 * A dividend's payment day from its ex-day: with settlement two trading days after a trade, the
 * record day is the trading day after the ex-day (a share bought the day before the ex-day is
 * registered by then), and the central securities depository pays three banking days after the
 * record day, as Euroclear Sweden does (inference: Norway, Denmark and Finland pay within a few
 * days of it too; one rule keeps the calendar predictable).
 */
export const PAY_DAYS_AFTER_EX = 4;

export function dividendPayDay(calendar: CountryCode, exDay: string): string {
  return addTradingDays(calendar, exDay, PAY_DAYS_AFTER_EX);
}
