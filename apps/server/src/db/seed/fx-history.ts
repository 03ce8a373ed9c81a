import { addDays, isBankingDay } from '@broker/domain';
import { streamFor } from './random';

/**
 * The exchange-rate history (issue 14): one fixing per Swedish banking day for every currency, as
 * the Riksbank publishes its reference rates, in SEK per unit. The seed walks back from today's
 * reference rates; the market's fixing job (market/fx-fixings.ts) walks forward from the newest
 * fixing with the same steps, so a day's fixing is the same whoever makes it.
 *
 * Daily volatilities are those of the last decade's SEK crosses, roughly (about 6 % a year for EUR
 * and NOK, 9 % for USD and CAD). DKK is pegged to EUR (ERM II), so it follows EUR at today's ratio
 * and has no steps of its own.
 */
export const FX_DAILY_VOLATILITY: Readonly<Record<string, number>> = {
  EUR: 0.0038,
  NOK: 0.0042,
  USD: 0.0058,
  CAD: 0.0055,
};

/** The currency a pegged currency follows. */
export const FX_PEGS: Readonly<Record<string, string>> = { DKK: 'EUR' };

/**
 * Going back in time, a rate is pulled a little toward today's each day (half-way in about a
 * year), so a ten-year history stays in a range the currency has really been in.
 */
const PULL_BACK = 0.0025;

/** The day's move of a free-floating currency, as a factor on the previous fixing. */
export function fixingStep(seed: string, currency: string, day: string): number {
  const sd = FX_DAILY_VOLATILITY[currency] ?? 0.005;
  return Math.exp(streamFor(seed, 'fx', currency, day).normal(0, sd));
}

/** The banking days of the fixings from `from` to `to`, inclusive. */
export function fixingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isBankingDay('SE', d)) days.push(d);
  return days;
}

/** Eight decimals, as the rates table keeps them. */
export const rateText = (value: number) => value.toFixed(8);

export interface Fixing {
  currency: string;
  day: string;
  sekPerUnit: string;
}

/**
 * Every banking day's fixing from `from` to `asOf` of each currency (SEK excluded), ending at
 * today's rates (`sekPerUnit`) on the newest banking day.
 */
export function fixingHistory(
  seed: string,
  sekPerUnit: Readonly<Record<string, string>>,
  from: string,
  asOf: string,
): Fixing[] {
  const days = fixingDays(from, asOf);
  const out: Fixing[] = [];
  const free = Object.keys(sekPerUnit).filter((c) => c !== 'SEK' && !FX_PEGS[c]);
  const paths = new Map<string, number[]>();
  for (const currency of free) {
    const today = Number(sekPerUnit[currency]);
    const path = new Array<number>(days.length);
    let logRate = Math.log(today);
    for (let i = days.length - 1; i >= 0; i--) {
      path[i] = Math.exp(logRate);
      // The day's fixing is the previous one times the day's step; undo it, and lean toward today.
      logRate -= Math.log(fixingStep(seed, currency, days[i]!));
      logRate -= PULL_BACK * (logRate - Math.log(today));
    }
    paths.set(currency, path);
  }
  for (const [currency, anchor] of Object.entries(FX_PEGS)) {
    const path = paths.get(anchor);
    if (!path || sekPerUnit[currency] === undefined) continue;
    const ratio = Number(sekPerUnit[currency]) / Number(sekPerUnit[anchor]);
    paths.set(
      currency,
      path.map((r) => r * ratio),
    );
  }
  for (const [currency, path] of paths) {
    // Today's own rate exactly, not as the product of steps computed in binary.
    days.forEach((day, i) =>
      out.push({
        currency,
        day,
        sekPerUnit: i === days.length - 1 ? sekPerUnit[currency]! : rateText(path[i]!),
      }),
    );
  }
  return out;
}

/**
 * SEK per unit of a currency on a day: the newest fixing on or before it (the oldest one before the
 * history begins, today's rate for a currency without fixings, 1 for SEK).
 */
export function fixingLookup(
  fixings: readonly Fixing[],
  sekPerUnit: Readonly<Record<string, string>>,
): (currency: string, day: string) => string {
  const byCurrency = new Map<string, Fixing[]>();
  for (const f of fixings) {
    const list = byCurrency.get(f.currency) ?? [];
    list.push(f);
    byCurrency.set(f.currency, list);
  }
  for (const list of byCurrency.values()) list.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return (currency, day) => {
    if (currency === 'SEK') return '1';
    const list = byCurrency.get(currency);
    if (!list || list.length === 0) {
      const rate = sekPerUnit[currency];
      if (rate === undefined) throw new Error(`no exchange rate for ${currency}`);
      return rate;
    }
    // The last index whose day is on or before `day`.
    let lo = 0;
    let hi = list.length - 1;
    if (list[0]!.day > day) return list[0]!.sekPerUnit;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (list[mid]!.day <= day) lo = mid;
      else hi = mid - 1;
    }
    return list[lo]!.sekPerUnit;
  };
}
