import { isBankingDay, type CountryCode } from '@broker/domain';
import type { TradingStatusData } from '@broker/contract';
import type { MarketClock } from './clock';
import { localDay, marketHoursStatus, timeZoneOf, type Phase } from './sessions';

/** The trading_status frame of an order book from its market's phase and its own halt. */
export function tradingStatusData(
  m: number,
  i: string,
  phase: Phase,
  halted: boolean,
  t: number,
): TradingStatusData {
  return {
    m,
    i,
    status: marketHoursStatus(phase, halted),
    orderbook_status: halted ? 'SUSPENDED_OR_HALTED' : phase,
    halted,
    tick_timestamp: t,
  };
}

/**
 * Funds have no exchange session: they take orders on their country's banking days, which is what
 * their status shows (always open under the always-open clock).
 */
export function fundPhase(clock: MarketClock, country: CountryCode, t: number): Phase {
  if (clock.mode === 'always-open') return 'CONTINUOUS_TRADING';
  return isBankingDay(country, localDay(timeZoneOf(country), t)) ? 'CONTINUOUS_TRADING' : 'CLOSED';
}
