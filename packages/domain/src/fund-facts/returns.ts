import Decimal from 'decimal.js';
import { addDays } from '../calendar/dates';
import { FUND_PERIODS, periodFromDate, type FixedPeriod } from '../chart/periods';
import { navOnOrBefore, type Nav } from './srri';

/**
 * A fund's return over each fund period (spec 001 §9: DAY_1 … ALL), from its NAVs alone, so the
 * fund page and the screener agree to the digit. The rules:
 * - Every period ends at the latest NAV (a fund is priced once a banking day; a weekend or today
 *   before the NAV is set does not move the end).
 * - It starts at the last NAV on or before the period's first day counted back from that NAV's
 *   day (chart periodFromDate): DAY_1 is the NAV before the latest, YTD the last NAV of the year
 *   before (on or before 31 December), YEAR_1 the NAV of the same date a year earlier or the banking day before it.
 * - ALL starts at the first NAV.
 * - A fund with no NAV that old has no return for the period (null), rather than a shorter one
 *   under the period's name.
 * The return is (end / start − 1) × 100, computed in decimals and rounded half-even to 4 decimals.
 */

export const FUND_RETURN_DECIMALS = 4;

export interface PeriodStart {
  period: FixedPeriod;
  /** The day whose NAV (or the one before it) is the start; null for ALL (the first NAV). */
  onOrBefore: string | null;
}

/** Each period's start rule for a fund whose latest NAV is on `lastNavDay`. */
export function fundPeriodStarts(lastNavDay: string): PeriodStart[] {
  return FUND_PERIODS.map((period) => ({
    period,
    onOrBefore:
      period === 'ALL'
        ? null
        : // The year's return is measured from the close of the year before, even were 1 January priced.
          period === 'YTD'
          ? addDays(periodFromDate(period, lastNavDay), -1)
          : periodFromDate(period, lastNavDay),
  }));
}

/** (end / start − 1) × 100 as exact decimal text, or null without a usable start. */
export function periodReturn(start: string | null | undefined, end: string): string | null {
  if (start === null || start === undefined) return null;
  const base = new Decimal(start);
  if (base.lte(0)) return null;
  return new Decimal(end)
    .div(base)
    .minus(1)
    .times(100)
    .toDecimalPlaces(FUND_RETURN_DECIMALS, Decimal.ROUND_HALF_EVEN)
    .toFixed(FUND_RETURN_DECIMALS);
}

export interface FundPeriodReturn {
  period: FixedPeriod;
  /** The start NAV's day, null when there is none. */
  from: string | null;
  /** Percent, exact decimal text; null when the fund has no NAV that old. */
  value: string | null;
}

/** Every fund period's return from the fund's NAVs (sorted by day, oldest first). */
export function fundPeriodReturns(navs: readonly Nav[]): FundPeriodReturn[] {
  const last = navs[navs.length - 1];
  if (!last) return FUND_PERIODS.map((period) => ({ period, from: null, value: null }));
  return fundPeriodStarts(last.day).map(({ period, onOrBefore }) => {
    const start = onOrBefore === null ? navs[0] : navOnOrBefore(navs, onOrBefore);
    // ALL of a fund with one NAV, or a period whose start is the latest NAV itself, is no period.
    if (!start || start.day === last.day) return { period, from: null, value: null };
    return { period, from: start.day, value: periodReturn(start.nav, last.nav) };
  });
}
