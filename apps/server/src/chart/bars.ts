import { sql } from 'drizzle-orm';
import {
  INTRADAY_RESOLUTION_MS,
  dayStamp,
  isIntraday,
  utcOffsetMinutes,
  type IntradayResolution,
  type Resolution,
} from '@broker/domain';
import type { Db } from '../db/database';
import { queryRows } from './db-rows';

/**
 * Loading stored bars and aggregating them to a chart resolution.
 *
 * Bars travel as columns of Float64Arrays. Daily bars are read once per instrument into a short-lived
 * in-memory history (daily-history.ts) and sliced and merged here; minute bars are read per request,
 * as the latest session changes every minute. `aggregate` merges both, intraday buckets aligned in
 * the market's local time.
 */
export interface Bars {
  /** Epoch ms: the first minute of an intraday bucket, dayStamp of the first day of a daily one. */
  t: Float64Array;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** null when the instrument has no volume (funds). */
  volume: Float64Array | null;
}

export function emptyBars(withVolume = true): Bars {
  return allocate(0, withVolume);
}

function allocate(n: number, withVolume: boolean): Bars {
  return {
    t: new Float64Array(n),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: withVolume ? new Float64Array(n) : null,
  };
}

export function barCount(bars: Bars): number {
  return bars.t.length;
}

/** Bars `start` to `end` (exclusive), sharing the arrays. */
export function sliceBars(bars: Bars, start: number, end: number): Bars {
  return {
    t: bars.t.subarray(start, end),
    open: bars.open.subarray(start, end),
    high: bars.high.subarray(start, end),
    low: bars.low.subarray(start, end),
    close: bars.close.subarray(start, end),
    volume: bars.volume?.subarray(start, end) ?? null,
  };
}

/** The last `n` bars. */
export function lastBars(bars: Bars, n: number): Bars {
  const len = barCount(bars);
  return sliceBars(bars, Math.max(0, len - n), len);
}

/** Bars whose stamp is at most `maxT`. */
export function barsUpTo(bars: Bars, maxT: number): Bars {
  let end = barCount(bars);
  while (end > 0 && bars.t[end - 1]! > maxT) end--;
  return sliceBars(bars, 0, end);
}

export function concatBars(a: Bars, b: Bars): Bars {
  if (barCount(a) === 0) return b;
  if (barCount(b) === 0) return a;
  const n = barCount(a) + barCount(b);
  const out = allocate(n, a.volume !== null && b.volume !== null);
  for (const key of ['t', 'open', 'high', 'low', 'close', 'volume'] as const) {
    const target = out[key];
    if (!target) continue;
    target.set(a[key]!, 0);
    target.set(b[key]!, barCount(a));
  }
  return out;
}

/**
 * Warm-up bars and the window's bars as one series for the indicators. When the window starts
 * inside a bucket (a year that starts on a Wednesday, at WEEK), the warm-up's last bar holds the
 * start of that bucket: it is merged into the window's first bar, which keeps its stamp. A week's
 * indicator value is then computed from the whole week, whatever day the period starts on.
 */
export function joinWarmup(warmup: Bars, points: Bars, keyOf: (t: number) => number): Bars {
  const w = barCount(warmup);
  if (w === 0 || barCount(points) === 0 || keyOf(warmup.t[w - 1]!) !== keyOf(points.t[0]!)) {
    return concatBars(warmup, points);
  }
  // A fresh copy in any case: the merge must not write into the window's own bars.
  const out = allocate(w - 1 + barCount(points), points.volume !== null && warmup.volume !== null);
  for (const key of ['t', 'open', 'high', 'low', 'close', 'volume'] as const) {
    out[key]?.set(warmup[key]!.subarray(0, w - 1), 0);
    out[key]?.set(points[key]!, w - 1);
  }
  const first = w - 1;
  out.open[first] = warmup.open[w - 1]!;
  out.high[first] = Math.max(out.high[first]!, warmup.high[w - 1]!);
  out.low[first] = Math.min(out.low[first]!, warmup.low[w - 1]!);
  if (out.volume && warmup.volume) out.volume[first]! += warmup.volume[w - 1]!;
  return out;
}

interface BarRow {
  t: number | string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number | string | null;
}

function fromRows(rows: readonly BarRow[], reverse: boolean): Bars {
  const n = rows.length;
  const withVolume = n === 0 || rows[0]!.volume !== null;
  const out = allocate(n, withVolume);
  for (let k = 0; k < n; k++) {
    const r = rows[reverse ? n - 1 - k : k]!;
    out.t[k] = typeof r.t === 'string' ? dayStamp(r.t) : Number(r.t);
    out.open[k] = Number(r.open);
    out.high[k] = Number(r.high);
    out.low[k] = Number(r.low);
    out.close[k] = Number(r.close);
    if (out.volume) out.volume[k] = Number(r.volume ?? 0);
  }
  return out;
}

// Prices travel as numeric's text and are parsed here: PGlite (WASM) converts numeric to float8
// more slowly than it prints it, and Number() of the text is the same double.
const DAILY_COLUMNS = sql`day::text as t, open::text as open, high::text as high, low::text as low,
  close::text as close, volume`;
const MINUTE_COLUMNS = sql`(extract(epoch from at) * 1000)::float8 as t, open::text as open,
  high::text as high, low::text as low, close::text as close, volume`;

/** Daily bars of the days from `fromDay` to `toDay`, both inclusive. */
export async function loadDailyBars(
  db: Db,
  instrumentId: number,
  fromDay: string,
  toDay: string,
): Promise<Bars> {
  const rows = await queryRows<BarRow>(
    db,
    sql`select ${DAILY_COLUMNS} from daily_bars
        where instrument_id = ${instrumentId} and day >= ${fromDay}::date and day <= ${toDay}::date
        order by day`,
  );
  return fromRows(rows, false);
}

/** Minute bars from `fromMs` (inclusive) to `toMs` (inclusive). */
export async function loadMinuteBars(
  db: Db,
  instrumentId: number,
  fromMs: number,
  toMs: number,
): Promise<Bars> {
  const rows = await queryRows<BarRow>(
    db,
    sql`select ${MINUTE_COLUMNS} from minute_bars
        where instrument_id = ${instrumentId}
          and at >= ${new Date(fromMs).toISOString()}::timestamptz
          and at <= ${new Date(toMs).toISOString()}::timestamptz
        order by at`,
  );
  return fromRows(rows, false);
}

/** The last `count` minute bars before `beforeMs`. */
export async function loadMinuteBarsBefore(
  db: Db,
  instrumentId: number,
  beforeMs: number,
  count: number,
): Promise<Bars> {
  if (count <= 0) return emptyBars();
  const rows = await queryRows<BarRow>(
    db,
    sql`select ${MINUTE_COLUMNS} from minute_bars
        where instrument_id = ${instrumentId} and at < ${new Date(beforeMs).toISOString()}::timestamptz
        order by at desc limit ${count}`,
  );
  return fromRows(rows, true);
}

const DAY_MS = 86_400_000;

/**
 * The bucket a bar falls in. Daily stamps are 00:00 UTC of their day, so calendar arithmetic on
 * them is plain UTC arithmetic. ISO weeks start on Monday: day 0 (1970-01-01) was a Thursday.
 * Intraday buckets are aligned in the market's local time (a 4-hour bucket starts at local 00, 04,
 * 08…), so a MIN_30 bucket starts at 09:00 and 09:30 whether the offset is +1 or +2 hours.
 */
export function bucketKeyFn(resolution: Resolution, timeZone: string): (t: number) => number {
  switch (resolution) {
    case 'DAY':
      return (t) => Math.floor(t / DAY_MS);
    case 'WEEK':
      return (t) => Math.floor((Math.floor(t / DAY_MS) + 3) / 7);
    case 'MONTH':
      return (t) => {
        const d = new Date(t);
        return d.getUTCFullYear() * 12 + d.getUTCMonth();
      };
    case 'QUARTER':
      return (t) => {
        const d = new Date(t);
        return d.getUTCFullYear() * 4 + Math.floor(d.getUTCMonth() / 3);
      };
    default: {
      const size = INTRADAY_RESOLUTION_MS[resolution as IntradayResolution];
      // The offset changes twice a year, on Sunday nights without trading: cache it per UTC day.
      let cachedDay = Number.NaN;
      let cachedOffset = 0;
      return (t) => {
        const day = Math.floor(t / DAY_MS);
        if (day !== cachedDay) {
          cachedDay = day;
          cachedOffset = utcOffsetMinutes(timeZone, t) * 60_000;
        }
        return Math.floor((t + cachedOffset) / size);
      };
    }
  }
}

/**
 * Merges consecutive bars of one bucket: stamp and open of the first, highest high, lowest low,
 * close of the last, volumes summed. Bars must be in time order.
 */
export function aggregate(bars: Bars, resolution: Resolution, timeZone: string): Bars {
  const n = barCount(bars);
  if (resolution === 'DAY' || resolution === 'MIN_1' || n === 0) return bars;
  const keyOf = bucketKeyFn(resolution, timeZone);
  const out = allocate(n, bars.volume !== null);
  const { t, open, high, low, close, volume } = bars;
  let m = -1;
  let key = Number.NaN;
  for (let i = 0; i < n; i++) {
    const k = keyOf(t[i]!);
    if (k !== key) {
      key = k;
      m++;
      out.t[m] = t[i]!;
      out.open[m] = open[i]!;
      out.high[m] = high[i]!;
      out.low[m] = low[i]!;
      out.close[m] = close[i]!;
      if (out.volume) out.volume[m] = volume![i]!;
    } else {
      if (high[i]! > out.high[m]!) out.high[m] = high[i]!;
      if (low[i]! < out.low[m]!) out.low[m] = low[i]!;
      out.close[m] = close[i]!;
      if (out.volume) out.volume[m]! += volume![i]!;
    }
  }
  return sliceBars(out, 0, m + 1);
}

/** Minutes of stored bars that surely span `buckets` buckets of an intraday resolution. */
export function minutesForBuckets(resolution: Resolution, buckets: number): number {
  if (!isIntraday(resolution)) throw new Error(`${resolution} is not intraday`);
  return buckets * (INTRADAY_RESOLUTION_MS[resolution] / 60_000);
}
