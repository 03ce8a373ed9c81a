import {
  EXCHANGE_HOURS,
  addDays,
  fromDayNumber,
  tradingSession,
  utcOffsetMinutes,
  type CountryCode,
} from '@broker/domain';
import type { MarketHoursStatus, OrderbookStatus } from '@broker/contract';

/**
 * The real exchange day of the Nordic markets, built on the domain calendar (trading days, holidays,
 * half days, hours in each exchange's own time zone). Nasdaq Nordic and Oslo Børs run pre-trading
 * (order entry, no matching), an opening call auction, continuous trading, a closing call auction
 * and post-trading; the windows here are round numbers in that shape.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
export const PRE_TRADING_MINUTES = 60;
export const OPENING_AUCTION_MINUTES = 10;
export const CLOSING_AUCTION_MINUTES = 5;
export const POST_TRADING_MINUTES = 30;
/** Longer than any run of Nordic closed days (Christmas to the weekend after is five). */
const MAX_CLOSED_RUN = 15;

/** The order-book phases a market moves through in a day; halts are per order book, not here. */
export type Phase = Extract<
  OrderbookStatus,
  'CLOSED' | 'PRE_TRADING' | 'OPENING_AUCTION' | 'CONTINUOUS_TRADING' | 'CLOSING_AUCTION' | 'POST_TRADING'
>;

export interface DayTimetable {
  day: string;
  isHalfDay: boolean;
  /** UTC epoch ms of each phase's start; `postTradingEndAt` is when the market closes for the day. */
  preTradingAt: number;
  openingAuctionAt: number;
  openAt: number;
  closingAuctionAt: number;
  closeAt: number;
  postTradingEndAt: number;
}

export function timeZoneOf(country: CountryCode): string {
  return EXCHANGE_HOURS[country].timeZone;
}

/** The calendar date at an instant in a time zone. */
export function localDay(timeZone: string, t: number): string {
  return fromDayNumber(Math.floor((t + utcOffsetMinutes(timeZone, t) * MINUTE) / DAY));
}

export function timetable(country: CountryCode, day: string): DayTimetable | null {
  const session = tradingSession(country, day);
  if (!session) return null;
  return {
    day,
    isHalfDay: session.isHalfDay,
    preTradingAt: session.openAt - PRE_TRADING_MINUTES * MINUTE,
    openingAuctionAt: session.openAt - OPENING_AUCTION_MINUTES * MINUTE,
    openAt: session.openAt,
    closingAuctionAt: session.closeAt - CLOSING_AUCTION_MINUTES * MINUTE,
    closeAt: session.closeAt,
    postTradingEndAt: session.closeAt + POST_TRADING_MINUTES * MINUTE,
  };
}

function boundaries(tt: DayTimetable): [number, Phase][] {
  return [
    [tt.preTradingAt, 'PRE_TRADING'],
    [tt.openingAuctionAt, 'OPENING_AUCTION'],
    [tt.openAt, 'CONTINUOUS_TRADING'],
    [tt.closingAuctionAt, 'CLOSING_AUCTION'],
    [tt.closeAt, 'POST_TRADING'],
    [tt.postTradingEndAt, 'CLOSED'],
  ];
}

export function phaseAt(country: CountryCode, t: number): Phase {
  const tt = timetable(country, localDay(timeZoneOf(country), t));
  if (!tt) return 'CLOSED';
  let phase: Phase = 'CLOSED';
  for (const [at, p] of boundaries(tt)) if (t >= at) phase = p;
  return phase;
}

/** The first instant after `t` at which the phase changes. */
export function nextPhaseChange(country: CountryCode, t: number): number {
  const today = localDay(timeZoneOf(country), t);
  for (let n = 0; n <= MAX_CLOSED_RUN; n++) {
    const tt = timetable(country, addDays(today, n));
    if (!tt) continue;
    const next = boundaries(tt).find(([at]) => at > t);
    if (next) return next[0];
  }
  throw new Error(`no trading day for ${country} within ${MAX_CLOSED_RUN} days of ${today}`);
}

/**
 * The trading day whose data an order book shows at `t`: from its pre-trading until the next
 * trading day's pre-trading, so after the close (and over a weekend) it is still the last session.
 */
export function sessionDayAt(country: CountryCode, t: number): string {
  const today = localDay(timeZoneOf(country), t);
  for (let n = 0; n <= MAX_CLOSED_RUN; n++) {
    const tt = timetable(country, addDays(today, -n));
    if (tt && tt.preTradingAt <= t) return tt.day;
  }
  throw new Error(`no trading day for ${country} within ${MAX_CLOSED_RUN} days before ${today}`);
}

/** The first opening of continuous trading after `t`. */
export function nextOpenAfter(country: CountryCode, t: number): number {
  const today = localDay(timeZoneOf(country), t);
  for (let n = 0; n <= MAX_CLOSED_RUN; n++) {
    const tt = timetable(country, addDays(today, n));
    if (tt && tt.openAt > t) return tt.openAt;
  }
  throw new Error(`no trading day for ${country} within ${MAX_CLOSED_RUN} days of ${today}`);
}

/**
 * The market-hours status of a phase. The list of spec 001 §9 reads in the order of the day:
 * indicative prices during pre-trading, then the opening call (pre-market trading), continuous
 * trading (the closing call still belongs to the trading day), post-trading, closed.
 */
export function marketHoursStatus(phase: Phase, halted = false): MarketHoursStatus {
  if (halted) return 'SUSPENDED_OR_HALTED';
  switch (phase) {
    case 'PRE_TRADING':
      return 'PRE_MARKET_PRICES';
    case 'OPENING_AUCTION':
      return 'PRE_MARKET_TRADING';
    case 'CONTINUOUS_TRADING':
    case 'CLOSING_AUCTION':
      return 'CONTINUOUS_TRADING';
    case 'POST_TRADING':
      return 'POST_TRADING';
    case 'CLOSED':
      return 'CLOSED';
  }
}
