import { dayStamp } from '@broker/domain';
import type { Db } from '../db/database';
import { TtlCache } from '../platform/ttl-cache';
import { barCount, loadDailyBars, sliceBars, type Bars } from './bars';

/**
 * The whole daily history of an instrument, kept in memory for a short while. Every chart request
 * reads daily bars (the series, its warm-up, the close before it), and on the embedded database
 * each row that leaves it costs tens of microseconds, while the history only changes once a day,
 * when the simulator writes a day's bar at the close (or a fund's NAV). Ten years of one instrument
 * are ~2,600 bars, ~125 kB as typed arrays; the cache holds at most MAX_INSTRUMENTS of them. A bar
 * written at the close shows within HISTORY_TTL_MS; until then today's minute bars already carry
 * the day.
 */
const HISTORY_TTL_MS = 30_000;
const MAX_INSTRUMENTS = 500;
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9999-12-31';

const caches = new WeakMap<Db, TtlCache<number, Bars>>();

export function dailyHistory(db: Db, instrumentId: number): Promise<Bars> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache(HISTORY_TTL_MS, MAX_INSTRUMENTS)));
  return cache.getOrLoad(instrumentId, () => loadDailyBars(db, instrumentId, FIRST_DAY, LAST_DAY));
}

/** Index of the first bar stamped at or after `t` (binary search; stamps ascend). */
function lowerBound(bars: Bars, t: number): number {
  let lo = 0;
  let hi = barCount(bars);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (bars.t[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The bars of the days from `fromDay` to `toDay`, both inclusive. */
export function daysBetween(bars: Bars, fromDay: string, toDay: string): Bars {
  return sliceBars(bars, lowerBound(bars, dayStamp(fromDay)), lowerBound(bars, dayStamp(toDay) + 1));
}

/** The last `count` bars before `beforeDay`. */
export function daysBefore(bars: Bars, beforeDay: string, count: number): Bars {
  const end = lowerBound(bars, dayStamp(beforeDay));
  return sliceBars(bars, Math.max(0, end - count), end);
}
