import type { IndicatorData, PriceData } from '@broker/contract';
import type { ShareState } from './tick-model';
import { compact } from './compact';

/**
 * An index computed from its members: chain-linked each day from the previous close with the
 * stored weights, `level = previous close × Σ wᵢ·(lastᵢ / previous closeᵢ) / Σ wᵢ`, so at the start
 * of a day it equals its own previous close and then moves with the weighted returns of its members.
 */

export interface IndexMember {
  share: Pick<ShareState, 'last' | 'prevClose'>;
  weight: number;
}

export interface IndexState {
  instrumentId: number;
  marketId: number;
  identifier: string;
  symbol: string;
  /** The market string of the live feed, e.g. SSE. */
  indicatorMarket: string;
  members: IndexMember[];
  day: string;
  prevClose: number;
  last: number;
  open: number | undefined;
  high: number | undefined;
  low: number | undefined;
  tickTimestamp: number | undefined;
}

export function indexLevel(prevClose: number, members: readonly IndexMember[]): number {
  let weighted = 0;
  let weights = 0;
  for (const { share, weight } of members) {
    if (share.prevClose <= 0) continue;
    weighted += weight * (share.last / share.prevClose);
    weights += weight;
  }
  if (weights === 0) return prevClose;
  return Math.round(prevClose * (weighted / weights) * 100) / 100;
}

/**
 * Recomputes the level; while the market trades it also sets the day's open, high and low. Returns
 * whether the level changed.
 */
export function updateIndex(ix: IndexState, t: number, trading: boolean): boolean {
  const level = indexLevel(ix.prevClose, ix.members);
  const changed = level !== ix.last;
  ix.last = level;
  if (trading) {
    ix.open ??= level;
    ix.high = Math.max(ix.high ?? level, level);
    ix.low = Math.min(ix.low ?? level, level);
  }
  if (changed || ix.tickTimestamp === undefined) ix.tickTimestamp = t;
  return changed;
}

export function rollIndexDay(ix: IndexState, day: string): void {
  if (ix.day === day) return;
  ix.day = day;
  ix.prevClose = ix.last;
  ix.open = undefined;
  ix.high = undefined;
  ix.low = undefined;
}

export function indicatorData(ix: IndexState): IndicatorData {
  return compact({
    m: ix.indicatorMarket,
    i: ix.symbol,
    last: ix.last,
    high: ix.high,
    low: ix.low,
    close: ix.prevClose,
    tick_timestamp: ix.tickTimestamp,
  });
}

/** The index's own order book (e.g. 11:90001) on the price subscription. */
export function indexPriceData(ix: IndexState): PriceData {
  return compact({
    m: ix.marketId,
    i: ix.identifier,
    last: ix.last,
    open: ix.open,
    high: ix.high,
    low: ix.low,
    close: ix.prevClose,
    tick_timestamp: ix.tickTimestamp,
  });
}
