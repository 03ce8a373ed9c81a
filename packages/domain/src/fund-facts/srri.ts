import { addDays, dayNumber } from '../calendar/dates';
import type { RiskLabel } from './terms';

/**
 * The synthetic risk and reward indicator (SRRI, 1–7) of a UCITS fund, from the volatility of its
 * weekly returns over five years, annualised (CESR/10-673, the KIID methodology). The bands are
 * the guideline's, in percent, each including its lower bound.
 */
export const SRRI_BANDS: readonly { srri: number; from: number; below: number }[] = [
  { srri: 1, from: 0, below: 0.5 },
  { srri: 2, from: 0.5, below: 2 },
  { srri: 3, from: 2, below: 5 },
  { srri: 4, from: 5, below: 10 },
  { srri: 5, from: 10, below: 15 },
  { srri: 6, from: 15, below: 25 },
  { srri: 7, from: 25, below: Infinity },
];

export const SRRI_YEARS = 5;
/** Fewer weekly returns than a year's say little about a fund's risk: no SRRI then. */
export const SRRI_MIN_WEEKS = 52;

/** The SRRI class of an annualised volatility given in percent. */
export function srriOfVolatility(volatilityPercent: number): number {
  if (!Number.isFinite(volatilityPercent) || volatilityPercent < 0) throw new RangeError('volatility');
  return SRRI_BANDS.find((b) => volatilityPercent < b.below)!.srri;
}

/** Our three-step label of an SRRI class: 1–2 low, 3–4 medium, 5–7 high. */
export function riskLabelOfSrri(srri: number): RiskLabel {
  if (!Number.isInteger(srri) || srri < 1 || srri > 7) throw new RangeError('SRRI is 1 to 7');
  return srri <= 2 ? 'LOW' : srri <= 4 ? 'MEDIUM' : 'HIGH';
}

export interface Nav {
  /** yyyy-MM-dd. */
  day: string;
  /** Exact decimal text, as stored. */
  nav: string;
}

/** The last NAV on or before `day` in NAVs sorted by day, or undefined when there is none. */
export function navOnOrBefore(navs: readonly Nav[], day: string): Nav | undefined {
  let lo = 0;
  let hi = navs.length - 1;
  let found: Nav | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const n = navs[mid]!;
    if (n.day <= day) {
      found = n;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * Annualised volatility in percent of the weekly returns over the five years up to the latest NAV:
 * the NAV on or before each seventh day counted back from the latest NAV's day, simple returns
 * between them, their sample standard deviation times √52. Null with fewer than a year of weeks.
 */
export function weeklyVolatility(navs: readonly Nav[]): number | null {
  const last = navs[navs.length - 1];
  if (!last) return null;
  const first = navs[0]!;
  const points: number[] = [];
  const weeks = SRRI_YEARS * 52;
  for (let k = 0; k <= weeks; k++) {
    const day = addDays(last.day, -7 * k);
    if (dayNumber(day) < dayNumber(first.day)) break;
    points.push(Number(navOnOrBefore(navs, day)!.nav));
  }
  points.reverse();
  const returns: number[] = [];
  for (let i = 1; i < points.length; i++) returns.push(points[i]! / points[i - 1]! - 1);
  if (returns.length < SRRI_MIN_WEEKS) return null;
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance) * Math.sqrt(52) * 100;
}

/** A fund's SRRI and risk label from its NAVs, or null when its history is too short. */
export function fundRisk(
  navs: readonly Nav[],
): { volatility: number; srri: number; label: RiskLabel } | null {
  const volatility = weeklyVolatility(navs);
  if (volatility === null) return null;
  const srri = srriOfVolatility(volatility);
  return { volatility, srri, label: riskLabelOfSrri(srri) };
}
