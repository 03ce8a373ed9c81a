import { addMonths, addYears } from '../calendar/dates';
import { navOnOrBefore, type Nav } from './srri';

/**
 * Our fund rating, 1 to 5 stars: a fund's risk-adjusted return over three years ranked among the
 * funds of its category (docs/decisions.md "Fund facts"). The risk-adjusted return is the mean of
 * the 36 monthly returns up to the latest NAV over their standard deviation, annualised (×√12) —
 * a Sharpe ratio without a risk-free rate, which would shift every fund of a category alike in
 * the ranking. The stars follow the share of the category's rated funds scoring below the fund,
 * counted at the middle of its place (ties share a place): the top 10 % get 5, the next 22.5 % 4,
 * the middle 35 % 3, the next 22.5 % 2, the bottom 10 % 1. A fund alone in its category sits in
 * the middle (3). A fund with less than three years of NAVs (or launched less than three years
 * before its latest NAV) has no rating.
 */

export const RATING_YEARS = 3;
const MONTHS = RATING_YEARS * 12;

/** Lower bounds of the middle-of-place percentile for 5, 4, 3 and 2 stars. */
export const RATING_CUTOFFS: readonly { stars: 2 | 3 | 4 | 5; from: number }[] = [
  { stars: 5, from: 0.9 },
  { stars: 4, from: 0.675 },
  { stars: 3, from: 0.325 },
  { stars: 2, from: 0.1 },
];

/** The annualised three-year risk-adjusted return of NAVs sorted by day, or null without three years. */
export function riskAdjustedReturn(navs: readonly Nav[], launchDate?: string | null): number | null {
  const last = navs[navs.length - 1];
  const first = navs[0];
  if (!last || !first) return null;
  const threeYearsBack = addYears(last.day, -RATING_YEARS);
  if (first.day > threeYearsBack) return null;
  if (launchDate && launchDate > threeYearsBack) return null;
  const points: number[] = [];
  for (let k = MONTHS; k >= 0; k--) points.push(Number(navOnOrBefore(navs, addMonths(last.day, -k))!.nav));
  const returns: number[] = [];
  for (let i = 1; i < points.length; i++) returns.push(points[i]! / points[i - 1]! - 1);
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  const sd = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1));
  if (!(sd > 0)) return null;
  return (mean / sd) * Math.sqrt(12);
}

export function starsOfPercentile(p: number): 1 | 2 | 3 | 4 | 5 {
  return RATING_CUTOFFS.find((c) => p >= c.from)?.stars ?? 1;
}

export interface RatedFund {
  id: number;
  category: string;
  navs: readonly Nav[];
  launchDate?: string | null;
}

export interface FundRating {
  /** Null when the fund is younger than three years. */
  stars: 1 | 2 | 3 | 4 | 5 | null;
  /** The annualised risk-adjusted return, null without a rating. */
  score: number | null;
  /** The fund's place in its category, 1 the best; null without a rating. */
  rank: number | null;
  /** How many funds of the category have a rating. */
  peers: number;
}

/** Every fund's rating, by id. */
export function rateFunds(funds: readonly RatedFund[]): Map<number, FundRating> {
  const scores = new Map<number, number | null>();
  const byCategory = new Map<string, number[]>();
  for (const f of funds) {
    const score = riskAdjustedReturn(f.navs, f.launchDate);
    scores.set(f.id, score);
    if (score === null) continue;
    const list = byCategory.get(f.category) ?? [];
    list.push(score);
    byCategory.set(f.category, list);
  }
  const out = new Map<number, FundRating>();
  for (const f of funds) {
    const score = scores.get(f.id) ?? null;
    const peers = byCategory.get(f.category) ?? [];
    if (score === null) {
      out.set(f.id, { stars: null, score: null, rank: null, peers: peers.length });
      continue;
    }
    const below = peers.filter((s) => s < score).length;
    const equal = peers.filter((s) => s === score).length;
    const percentile = (below + equal / 2) / peers.length;
    const above = peers.filter((s) => s > score).length;
    out.set(f.id, { stars: starsOfPercentile(percentile), score, rank: above + 1, peers: peers.length });
  }
  return out;
}
