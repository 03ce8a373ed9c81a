import { addDays, cutoffAt, isBankingDay, type CountryCode } from '@broker/domain';
import { streamFor } from '../db/seed/random';
import { localDay, timeZoneOf } from './sessions';

/**
 * Fund NAVs: one per banking day of the fund's country, fixed at that country's cut-off. The day's
 * return is drawn from a stream keyed by (seed, fund, day), so whichever process writes a NAV, and
 * however often it restarts, a day's NAV is the same.
 */

/** How far back a start fills in missing NAVs; older gaps stay gaps. */
export const NAV_BACKFILL_DAYS = 31;

// The cut-offs and the fund's country live in domain, shared with the fund order book.
export { cutoffAt, fundCountry, nextCutoffAfter } from '@broker/domain';

/** Banking days after `lastNavDay` whose cut-off has passed at `t`, at most the last NAV_BACKFILL_DAYS. */
export function navDaysDue(country: CountryCode, lastNavDay: string, t: number): string[] {
  const today = localDay(timeZoneOf(country), t);
  const from = [addDays(lastNavDay, 1), addDays(today, -NAV_BACKFILL_DAYS)].sort()[1] as string;
  const out: string[] = [];
  for (let day = from; day <= today; day = addDays(day, 1)) {
    if (isBankingDay(country, day) && cutoffAt(country, day) <= t) out.push(day);
  }
  return out;
}

export interface FundModel {
  instrumentId: number;
  /** Standard deviation of the daily log-return. */
  dailyVol: number;
  decimals: number;
}

/** The NAV of `day` following `prevNav`: a lognormal daily step with a modest yearly drift. */
export function navFor(seed: string, fund: FundModel, day: string, prevNav: number): number {
  const z = streamFor(seed, 'nav', fund.instrumentId, day).normal();
  const drift = 0.05 / 252 - (fund.dailyVol * fund.dailyVol) / 2;
  const nav = prevNav * Math.exp(drift + fund.dailyVol * z);
  const f = 10 ** fund.decimals;
  return Math.max(1 / f, Math.round(nav * f) / f);
}
