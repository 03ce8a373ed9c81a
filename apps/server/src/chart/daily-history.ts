import { sql } from 'drizzle-orm';
import { dayStamp } from '@broker/domain';
import type { Db } from '../db/database';
import { TtlCache } from '../platform/ttl-cache';
import { barCount, concatBars, loadDailyBars, sliceBars, type Bars } from './bars';
import { queryRows } from './db-rows';

/**
 * The whole daily history of an instrument, kept in memory. Every chart request reads daily bars
 * (the series, its warm-up, the close before it), and on the embedded database each row that
 * leaves it costs tens of microseconds: ten years are ~2,600 rows, ~125 kB as typed arrays. The
 * history only changes at its end: the close writes (or rewrites) the day's bar, a fund gets its
 * NAV, a start backfills the days it missed. So after HISTORY_TTL_MS a history is refreshed from its
 * latest day on (a row or two), and read whole again only every FULL_RELOAD_MS. The cache holds at
 * most MAX_INSTRUMENTS histories.
 */
const HISTORY_TTL_MS = 30_000;
const FULL_RELOAD_MS = 10 * 60_000;
const MAX_INSTRUMENTS = 500;
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9999-12-31';

export interface Loaded {
  bars: Bars;
  /** When the history was last read whole (epoch ms). */
  fullAt: number;
}

interface HistoryCache {
  fresh: TtlCache<number, Loaded>;
  /** The latest history of each instrument, fresh or not: what a refresh starts from. */
  latest: Map<number, Loaded>;
}

const caches = new WeakMap<Db, HistoryCache>();

/** A history read whole, or from the latest day of `previous` on. Exported for its test. */
export async function refresh(db: Db, instrumentId: number, previous: Loaded | undefined): Promise<Loaded> {
  const now = Date.now();
  const n = previous ? barCount(previous.bars) : 0;
  if (!previous || n === 0 || now - previous.fullAt >= FULL_RELOAD_MS) {
    return { bars: await loadDailyBars(db, instrumentId, FIRST_DAY, LAST_DAY), fullAt: now };
  }
  const lastDay = new Date(previous.bars.t[n - 1]!).toISOString().slice(0, 10);
  const tail = await loadDailyBars(db, instrumentId, lastDay, LAST_DAY);
  return { bars: concatBars(sliceBars(previous.bars, 0, n - 1), tail), fullAt: previous.fullAt };
}

export async function dailyHistory(db: Db, instrumentId: number): Promise<Bars> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { fresh: new TtlCache(HISTORY_TTL_MS, MAX_INSTRUMENTS), latest: new Map() };
    caches.set(db, cache);
  }
  const { fresh, latest } = cache;
  const loaded = await fresh.getOrLoad(instrumentId, async () => {
    const next = await refresh(db, instrumentId, latest.get(instrumentId));
    latest.delete(instrumentId);
    latest.set(instrumentId, next);
    if (latest.size > MAX_INSTRUMENTS) latest.delete(latest.keys().next().value!);
    return next;
  });
  return loaded.bars;
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

/**
 * Reads every instrument's history into the cache, one after another, right after a start: the
 * first customers then find them there instead of each waiting behind the others' reads on the
 * embedded database's single connection (up to ~8 s in the load benchmark's warm-up). One at a
 * time, so requests that arrive meanwhile wait for one read at most.
 */
export async function preloadDailyHistories(db: Db): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select instrument_id as id from instruments order by instrument_id limit ${MAX_INSTRUMENTS}`,
  );
  for (const row of rows) await dailyHistory(db, Number(row.id));
  return rows.length;
}
