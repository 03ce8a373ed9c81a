import type { CountryCode } from '../countries';
import { addDays, dayNumber, fromDayNumber, isWeekend, weekday, yearOf, ymd } from './dates';

/**
 * Banking and trading days of the four Nordic countries: weekends plus the days the exchange (and
 * the banks) close. One calendar per country serves both shares (exchange days) and funds
 * (banking days): in the Nordics the exchanges close on exactly the bank holidays, including the
 * de facto ones (Christmas Eve, New Year's Eve, Midsummer Eve). Half days are open days here;
 * their shorter hours live in sessions.ts.
 */

export interface Holiday {
  day: string;
  name: string;
}

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** Midsummer Eve in Sweden and Finland: the Friday between 19 and 25 June. */
export function midsummerEve(year: number): string {
  const june19 = ymd(year, 6, 19);
  return addDays(june19, (5 - weekday(june19) + 7) % 7);
}

function computeHolidays(country: CountryCode, year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number, name: string): Holiday => ({ day: ymd(year, month, day), name });
  const fromEaster = (offset: number, name: string): Holiday => ({ day: addDays(easter, offset), name });
  const all: Holiday[] = [
    fixed(1, 1, "New Year's Day"),
    fromEaster(-2, 'Good Friday'),
    fromEaster(1, 'Easter Monday'),
    fromEaster(39, 'Ascension Day'),
    fixed(12, 24, 'Christmas Eve'),
    fixed(12, 25, 'Christmas Day'),
    fixed(12, 26, 'Boxing Day'),
    fixed(12, 31, "New Year's Eve"),
  ];
  switch (country) {
    case 'SE':
      all.push(fixed(1, 6, 'Epiphany'), fixed(5, 1, 'May Day'), {
        day: midsummerEve(year),
        name: 'Midsummer Eve',
      });
      // National Day replaced Whit Monday as a public holiday in 2005.
      all.push(year >= 2005 ? fixed(6, 6, 'National Day') : fromEaster(50, 'Whit Monday'));
      break;
    case 'NO':
      all.push(
        fromEaster(-3, 'Maundy Thursday'),
        fixed(5, 1, 'May Day'),
        fixed(5, 17, 'Constitution Day'),
        fromEaster(50, 'Whit Monday'),
      );
      break;
    case 'DK':
      all.push(
        fromEaster(-3, 'Maundy Thursday'),
        fromEaster(50, 'Whit Monday'),
        fixed(6, 5, 'Constitution Day'),
      );
      // Great Prayer Day was abolished from 2024.
      if (year <= 2023) all.push(fromEaster(26, 'Great Prayer Day'));
      // The banks, and with them the exchange, have closed the Friday after Ascension since 2009.
      if (year >= 2009) all.push(fromEaster(40, 'Bank holiday after Ascension Day'));
      break;
    case 'FI':
      all.push(
        fixed(1, 6, 'Epiphany'),
        fixed(5, 1, 'May Day'),
        { day: midsummerEve(year), name: 'Midsummer Eve' },
        fixed(12, 6, 'Independence Day'),
      );
      break;
  }
  return all.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

const cache = new Map<string, { list: Holiday[]; days: Set<string> }>();

function holidayTable(country: CountryCode, year: number) {
  const key = `${country}${year}`;
  let entry = cache.get(key);
  if (!entry) {
    const list = computeHolidays(country, year);
    entry = { list, days: new Set(list.map((h) => h.day)) };
    cache.set(key, entry);
  }
  return entry;
}

/** The closing days of a year that are not weekends by themselves (some may fall on one). */
export function holidays(country: CountryCode, year: number): readonly Holiday[] {
  return holidayTable(country, year).list;
}

export function isHoliday(country: CountryCode, day: string): boolean {
  return holidayTable(country, yearOf(day)).days.has(day);
}

export function isTradingDay(country: CountryCode, day: string): boolean {
  return !isWeekend(day) && !isHoliday(country, day);
}

/** Banking days and trading days coincide in the Nordic calendars; the alias says which is meant. */
export const isBankingDay = isTradingDay;

/** Trading days from `from` to `to`, both inclusive, ascending. */
export function tradingDaysBetween(country: CountryCode, from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(from), end = dayNumber(to); n <= end; n++) {
    const day = fromDayNumber(n);
    if (isTradingDay(country, day)) out.push(day);
  }
  return out;
}

/**
 * The trading day `n` trading days after `day` (before it when `n` is negative), not counting
 * `day` itself, which need not be a trading day. `n = 0` answers `day` unchanged.
 */
export function addTradingDays(country: CountryCode, day: string, n: number): string {
  if (!Number.isInteger(n)) throw new Error(`addTradingDays needs a whole number, got ${n}`);
  const step = n < 0 ? -1 : 1;
  let current = dayNumber(day);
  for (let left = Math.abs(n); left > 0;) {
    current += step;
    if (isTradingDay(country, fromDayNumber(current))) left--;
  }
  return fromDayNumber(current);
}

export function nextTradingDay(country: CountryCode, day: string): string {
  return addTradingDays(country, day, 1);
}

export function previousTradingDay(country: CountryCode, day: string): string {
  return addTradingDays(country, day, -1);
}

/** `day` itself when it is a trading day, else the next one. */
export function tradingDayOnOrAfter(country: CountryCode, day: string): string {
  return isTradingDay(country, day) ? day : nextTradingDay(country, day);
}

/** `day` itself when it is a trading day, else the previous one. */
export function tradingDayOnOrBefore(country: CountryCode, day: string): string {
  return isTradingDay(country, day) ? day : previousTradingDay(country, day);
}
