import {
  INTRADAY_RESOLUTION_MS,
  computeIndicator,
  dayStamp,
  isIntraday,
  type IndicatorEntry,
  type Resolution,
} from '@broker/domain';
import type { IndicatorPoint, LiveTick, PricePoint } from './types';

export interface LiveBar {
  point: PricePoint;
  /** True when the tick starts a new bar after the last one; false when it updates the last. */
  appended: boolean;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `at` in `timeZone`, as yyyy-MM-dd. */
export function localDay(at: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

function merged(bar: PricePoint, last: number): PricePoint {
  return {
    ...bar,
    last,
    high: Math.max(bar.high ?? bar.last, last),
    low: Math.min(bar.low ?? bar.last, last),
  };
}

function fresh(timeStamp: number, last: number): PricePoint {
  return { timeStamp, last, open: last, high: last, low: last, volume: 0 };
}

/**
 * Where a live tick goes. Intraday: into the last bar while it is inside that bar's bucket, else a
 * new bar in the bucket that holds it (counted from the last bar, so buckets stay on the server's
 * grid whatever their alignment). Daily: into the last bar, or a new bar on a new trading day in
 * the chart's time zone; week, month and quarter bars only ever update, as their bucket grid is the
 * server's. A tick older than the last bar is stale: undefined.
 */
export function applyLiveTick(
  points: readonly PricePoint[],
  tick: LiveTick,
  resolution: Resolution,
  timeZone: string,
): LiveBar | undefined {
  const lastBar = points[points.length - 1];
  if (!lastBar || !Number.isFinite(tick.last) || tick.at < lastBar.timeStamp) return undefined;
  if (isIntraday(resolution)) {
    const bucket = INTRADAY_RESOLUTION_MS[resolution];
    const steps = Math.floor((tick.at - lastBar.timeStamp) / bucket);
    if (steps === 0) return { point: merged(lastBar, tick.last), appended: false };
    return { point: fresh(lastBar.timeStamp + steps * bucket, tick.last), appended: true };
  }
  if (resolution === 'DAY') {
    const day = dayStamp(localDay(tick.at, timeZone));
    if (day > lastBar.timeStamp) return { point: fresh(day, tick.last), appended: true };
  }
  return { point: merged(lastBar, tick.last), appended: false };
}

/**
 * The indicator's value at the last bar after a live tick, recomputed over the loaded bars. The
 * server computed the earlier points from a long warm-up the client does not have, so an
 * exponential indicator recomputed here from the first loaded bar starts from another seed. The
 * gap between the two is measured at the bar before the last (the server's value there against
 * this computation's) and carried onto the last bar: a day's value then stays what the server
 * would send, whatever period is loaded (exact for the window kinds, whose gap is 0, and within a
 * fraction 2 / (period + 1) of the gap for the exponential ones). Undefined when the loaded bars
 * are too few for the indicator or a value is not finite.
 */
export function lastIndicatorPoint(
  entry: IndicatorEntry,
  points: readonly PricePoint[],
  serverPoints: readonly IndicatorPoint[] = [],
): IndicatorPoint | undefined {
  const last = points[points.length - 1];
  if (!last) return undefined;
  const close = points.map((p) => p.last);
  const high = points.map((p) => p.high ?? p.last);
  const low = points.map((p) => p.low ?? p.last);
  let values;
  try {
    values = computeIndicator(entry, { close, high, low });
  } catch {
    return undefined;
  }
  const at = points.length - 1;
  const before = points[at - 1]?.timeStamp;
  const server = serverPoints.find((p) => p.timeStamp === before) as Record<string, number> | undefined;
  const point: IndicatorPoint = { timeStamp: last.timeStamp };
  const { kind: _kind, ...fields } = values;
  for (const [field, series] of Object.entries(fields) as [keyof IndicatorPoint, Float64Array][]) {
    const value = series[at];
    if (value === undefined || !Number.isFinite(value)) return undefined;
    const gap = (server?.[field] ?? Number.NaN) - series[at - 1]!;
    (point as unknown as Record<string, number>)[field] = Number.isFinite(gap) ? value + gap : value;
  }
  return point;
}
