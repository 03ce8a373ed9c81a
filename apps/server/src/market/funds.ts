import { addDays, isBankingDay, localTimeToUtc, type CountryCode, type Currency } from '@broker/domain';
import { streamFor } from '../db/seed/random';
import { localDay, timeZoneOf } from './sessions';

/**
 * Fund NAVs: one per banking day of the fund's country, fixed at that country's cut-off. The day's
 * return is drawn from a stream keyed by (seed, fund, day), so whichever process writes a NAV, and
 * however often it restarts, a day's NAV is the same.
 */

/** Cut-off for the day's NAV (DESIGN.md: 13:00 in Sweden, 08:30 in Norway; Danish and Finnish fund companies commonly use noon). */
export const NAV_CUTOFF: Record<CountryCode, string> = { SE: '13:00', NO: '08:30', DK: '12:00', FI: '12:00' };

/** How far back a start fills in missing NAVs; older gaps stay gaps. */
export const NAV_BACKFILL_DAYS = 31;

const CURRENCY_COUNTRY: Record<Currency, CountryCode> = {
  SEK: 'SE',
  NOK: 'NO',
  DKK: 'DK',
  EUR: 'FI',
  USD: 'SE',
};

/** Whose banking days a fund follows: the country of its currency, as in the demo catalogue. */
export function fundCountry(currency: string): CountryCode {
  return CURRENCY_COUNTRY[currency.trim() as Currency] ?? 'SE';
}

export function cutoffAt(country: CountryCode, day: string): number {
  return localTimeToUtc(day, NAV_CUTOFF[country], timeZoneOf(country));
}

/** The next banking day's cut-off strictly after `t`. */
export function nextCutoffAfter(country: CountryCode, t: number): { day: string; at: number } {
  let day = localDay(timeZoneOf(country), t);
  for (let n = 0; n < 30; n++, day = addDays(day, 1)) {
    if (isBankingDay(country, day) && cutoffAt(country, day) > t) return { day, at: cutoffAt(country, day) };
  }
  throw new Error(`no banking day for ${country} within 30 days`);
}

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
