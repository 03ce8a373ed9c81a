import { COUNTRY_FACTS, type CountryCode, type Currency } from '../countries';
import { addDays, fromDayNumber } from '../calendar/dates';
import { isBankingDay, addTradingDays } from '../calendar/trading-days';
import { localTimeToUtc, utcOffsetMinutes } from '../calendar/timezone';
import { nextDealingDay, type TradingFrequency } from '../calendar/dealing';

/**
 * When fund orders deal and settle. Every fund follows the banking calendar of its country and
 * fixes the day's NAV at that country's cut-off; an order placed before a dealing day's cut-off
 * (its stop time) trades on that day at the NAV fixed then, and settles SETTLEMENT_LAG_DAYS banking
 * days later. The market simulator fixes NAVs at the same instants.
 */

export const TRADING_FREQUENCIES: readonly TradingFrequency[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

/** Cut-off for the day's NAV, local time (DESIGN.md: 13:00 in Sweden, 08:30 in Norway; Danish and Finnish fund companies commonly use noon). */
export const FUND_CUTOFF: Record<CountryCode, string> = {
  SE: '13:00',
  NO: '08:30',
  DK: '12:00',
  FI: '12:00',
};

/**
 * Banking days from trade day to settlement day. DESIGN.md gives 0–2 for Nordic funds; we take
 * the longest so the customer never sees a holding before the fund company would deliver it.
 */
export const SETTLEMENT_LAG_DAYS = 2;

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

export function fundTimeZone(country: CountryCode): string {
  return COUNTRY_FACTS[country].timeZone;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The calendar date at an instant in a time zone. */
export function localDayAt(timeZone: string, t: number): string {
  return fromDayNumber(Math.floor((t + utcOffsetMinutes(timeZone, t) * MINUTE) / DAY));
}

/** The cut-off instant of a day in a country (whether or not the day is a banking day). */
export function cutoffAt(country: CountryCode, day: string): number {
  return localTimeToUtc(day, FUND_CUTOFF[country], fundTimeZone(country));
}

/** The next banking day's cut-off strictly after `t`. */
export function nextCutoffAfter(country: CountryCode, t: number): { day: string; at: number } {
  let day = localDayAt(fundTimeZone(country), t);
  for (let n = 0; n < 30; n++, day = addDays(day, 1)) {
    if (isBankingDay(country, day) && cutoffAt(country, day) > t) return { day, at: cutoffAt(country, day) };
  }
  throw new Error(`no banking day for ${country} within 30 days`);
}

/**
 * The next dealing day of a fund with this trading frequency whose cut-off is strictly after `t`,
 * and that cut-off: an order placed at `t` trades on `day` and can be cancelled until `at`
 * (nextBuyAt / nextSellAt of the trading info).
 */
export function nextDealingCutoff(
  country: CountryCode,
  frequency: TradingFrequency,
  t: number,
): { day: string; at: number } {
  let from = localDayAt(fundTimeZone(country), t);
  // A monthly fund's next dealing day is at most two months away.
  for (let n = 0; n < 3; n++) {
    const day = nextDealingDay(country, frequency, from);
    const at = cutoffAt(country, day);
    if (at > t) return { day, at };
    from = addDays(day, 1);
  }
  throw new Error(`no ${frequency} dealing day for ${country} after ${t}`);
}

/** The settlement day of a trade: SETTLEMENT_LAG_DAYS banking days after the trade day. */
export function settlementDay(country: CountryCode, tradeDay: string, lag = SETTLEMENT_LAG_DAYS): string {
  return addTradingDays(country, tradeDay, lag);
}

/**
 * Instant from which a settlement is due: the start of the settlement day in the fund's country
 * (cash and units are available on that banking day, before its cut-off).
 */
export function settlementDueAt(country: CountryCode, settleDay: string): number {
  return localTimeToUtc(settleDay, '00:00', fundTimeZone(country));
}
