import { addDays } from '@broker/domain';
import type { Db } from '../db/database';
import {
  aggregate,
  barsUpTo,
  emptyBars,
  lastBars,
  loadMinuteBars,
  loadMinuteBarsBefore,
  minutesForBuckets,
  type Bars,
} from './bars';
import { dailyHistory, daysBefore, daysBetween } from './daily-history';
import type { ChartInstrument } from './instrument';
import type { ChartWindow } from './window';

/** The points of a window at its resolution. */
export async function loadSeries(db: Db, instrument: ChartInstrument, w: ChartWindow): Promise<Bars> {
  const id = instrument.instrumentId;
  let bars: Bars;
  if (w.intraday) {
    bars = aggregate(await loadMinuteBars(db, id, w.fromMs, w.toMs), w.resolution, instrument.timeZone);
  } else if (w.resolution === 'DAY') {
    bars = barsUpTo(daysBetween(await dailyHistory(db, id), w.fromDay, w.toDay), w.toMs);
  } else {
    // A day's stamp is 00:00 UTC: the last day at or before toMs is toMs's own UTC day.
    const lastDay = new Date(w.toMs).toISOString().slice(0, 10);
    const toDay = lastDay < w.toDay ? lastDay : w.toDay;
    bars = aggregate(
      daysBetween(await dailyHistory(db, id), w.fromDay, toDay),
      w.resolution,
      instrument.timeZone,
    );
  }
  // A fund has no volume; the loader decides from the rows, an empty result has nothing to drop.
  return instrument.isFund ? { ...bars, volume: null } : bars;
}

/** Calendar days that hold at least one bucket of a daily resolution, with room for holidays. */
const BUCKET_DAYS = { DAY: 1, WEEK: 7, MONTH: 31, QUARTER: 92 } as const;

/**
 * Up to `count` bars of the window's resolution just before it, for indicator warm-up. They are
 * aggregated on their own, so the window's first bucket is the same as without a warm-up.
 */
export async function loadWarmup(
  db: Db,
  instrument: ChartInstrument,
  w: ChartWindow,
  count: number,
): Promise<Bars> {
  if (count <= 0) return emptyBars(!instrument.isFund);
  const id = instrument.instrumentId;
  if (w.intraday) {
    // A bucket holds at most its length in minutes, so this many minute bars span `count` buckets
    // (plus the partial one at the far end, dropped by lastBars).
    const raw = await loadMinuteBarsBefore(db, id, w.fromMs, minutesForBuckets(w.resolution, count + 1));
    return lastBars(aggregate(raw, w.resolution, instrument.timeZone), count);
  }
  const history = await dailyHistory(db, id);
  if (w.resolution === 'DAY') return daysBefore(history, w.fromDay, count);
  const span = BUCKET_DAYS[w.resolution as keyof typeof BUCKET_DAYS] * (count + 2);
  const raw = daysBetween(history, addDays(w.fromDay, -span), addDays(w.fromDay, -1));
  return lastBars(aggregate(raw, w.resolution, instrument.timeZone), count);
}
