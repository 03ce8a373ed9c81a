import { COUNTRY_FACTS, type CountryCode } from '../countries';
import { addDays, weekday, yearOf, ymd } from './dates';
import { easterSunday, isTradingDay } from './trading-days';
import { localTimeToUtc } from './timezone';

/**
 * Continuous-trading hours of the four Nordic exchanges in local time, and the half days that
 * close early. Helsinki keeps the same UTC hours as Stockholm, which reads 10:00-18:30 in EET.
 */

export interface ExchangeHours {
  timeZone: string;
  open: string;
  close: string;
  /** Closing time on half days; exchanges without half days have none. */
  earlyClose?: string;
}

export const EXCHANGE_HOURS: Record<CountryCode, ExchangeHours> = {
  SE: { timeZone: COUNTRY_FACTS.SE.timeZone, open: '09:00', close: '17:30', earlyClose: '13:00' },
  NO: { timeZone: COUNTRY_FACTS.NO.timeZone, open: '09:00', close: '16:20', earlyClose: '13:00' },
  DK: { timeZone: COUNTRY_FACTS.DK.timeZone, open: '09:00', close: '17:00' },
  FI: { timeZone: COUNTRY_FACTS.FI.timeZone, open: '10:00', close: '18:30' },
};

export interface TradingSession {
  day: string;
  /** Local wall-clock times. */
  open: string;
  close: string;
  /** UTC epoch milliseconds. */
  openAt: number;
  closeAt: number;
  isHalfDay: boolean;
}

/** Stockholm's half days (13:00): the eves of Epiphany, May Day, Ascension and All Saints', and Maundy Thursday. */
function isStockholmHalfDay(day: string): boolean {
  const year = yearOf(day);
  const easter = easterSunday(year);
  // All Saints' Day is the Saturday between 31 October and 6 November; its eve is the Friday before.
  const oct31 = ymd(year, 10, 31);
  const allSaintsEve = addDays(oct31, ((6 - weekday(oct31) + 7) % 7) - 1);
  return (
    day === ymd(year, 1, 5) ||
    day === ymd(year, 4, 30) ||
    day === addDays(easter, -3) ||
    day === addDays(easter, 38) ||
    day === allSaintsEve
  );
}

/** Oslo closes at 13:00 on the Wednesday before Easter (since 2011). */
function isOsloHalfDay(day: string): boolean {
  const year = yearOf(day);
  return year >= 2011 && day === addDays(easterSunday(year), -4);
}

export function isHalfDay(country: CountryCode, day: string): boolean {
  if (!isTradingDay(country, day)) return false;
  if (country === 'SE') return isStockholmHalfDay(day);
  if (country === 'NO') return isOsloHalfDay(day);
  return false;
}

/** The session of a trading day, or null when the exchange is closed. */
export function tradingSession(country: CountryCode, day: string): TradingSession | null {
  if (!isTradingDay(country, day)) return null;
  const hours = EXCHANGE_HOURS[country];
  const half = isHalfDay(country, day);
  const close = half && hours.earlyClose ? hours.earlyClose : hours.close;
  return {
    day,
    open: hours.open,
    close,
    openAt: localTimeToUtc(day, hours.open, hours.timeZone),
    closeAt: localTimeToUtc(day, close, hours.timeZone),
    isHalfDay: half,
  };
}
