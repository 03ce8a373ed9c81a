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
import { adjustDailyBars, adjustMinuteBars, splitsInEffect } from './split-adjusted';
import type { ChartInstrument } from './instrument';
import type { ChartWindow } from './window';

/** The instrument's daily history on the basis of the window's today (chart/split-adjusted.ts). */
async function history(db: Db, id: number, w: ChartWindow): Promise<Bars> {
  return adjustDailyBars(await dailyHistory(db, id), await splitsInEffect(db, id, w.today));
}

/** Minute bars on the basis of the window's today. */
async function minutes(db: Db, instrument: ChartInstrument, w: ChartWindow, raw: Bars): Promise<Bars> {
  const splits = await splitsInEffect(db, instrument.instrumentId, w.today);
  return adjustMinuteBars(raw, splits, instrument.timeZone);
}

/** The points of a window at its resolution. */
export async function loadSeries(db: Db, instrument: ChartInstrument, w: ChartWindow): Promise<Bars> {
  const id = instrument.instrumentId;
  let bars: Bars;
  if (w.intraday) {
    const raw = await loadMinuteBars(db, id, w.fromMs, w.toMs);
    bars = aggregate(await minutes(db, instrument, w, raw), w.resolution, instrument.timeZone);
  } else if (w.resolution === 'DAY') {
    bars = barsUpTo(daysBetween(await history(db, id, w), w.fromDay, w.toDay), w.toMs);
  } else {
    // A day's stamp is 00:00 UTC: the last day at or before toMs is toMs's own UTC day.
    const lastDay = new Date(w.toMs).toISOString().slice(0, 10);
    const toDay = lastDay < w.toDay ? lastDay : w.toDay;
    bars = aggregate(
      daysBetween(await history(db, id, w), w.fromDay, toDay),
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
 * The most minute bars read for an intraday warm-up: a long exponential indicator at hourly
 * buckets would otherwise ask for months of minutes. About 40 sessions; the simulator keeps fewer,
 * so in practice the warm-up starts at the first stored minute, which is the same for every period.
 */
const MAX_WARMUP_MINUTES = 20_000;

/**
 * Up to `count` bars of the window's resolution just before it, for indicator warm-up, aggregated
 * on their own: the window's first bucket is the same as without a warm-up. When the window starts
 * inside a bucket, the last warm-up bar holds that bucket's start (joinWarmup merges it for the
 * indicators), so one more is read to keep `count` whole ones.
 */
export async function loadWarmup(
  db: Db,
  instrument: ChartInstrument,
  w: ChartWindow,
  count: number,
): Promise<Bars> {
  if (count <= 0) return emptyBars(!instrument.isFund);
  const id = instrument.instrumentId;
  const buckets = count + 1;
  if (w.intraday) {
    // A bucket holds at most its length in minutes, so this many minute bars span the buckets
    // (plus the partial one at the far end, dropped by lastBars).
    const minuteCount = Math.min(MAX_WARMUP_MINUTES, minutesForBuckets(w.resolution, buckets + 1));
    const raw = await minutes(db, instrument, w, await loadMinuteBarsBefore(db, id, w.fromMs, minuteCount));
    return lastBars(aggregate(raw, w.resolution, instrument.timeZone), buckets);
  }
  const daily = await history(db, id, w);
  if (w.resolution === 'DAY') return daysBefore(daily, w.fromDay, count);
  const span = BUCKET_DAYS[w.resolution as keyof typeof BUCKET_DAYS] * (buckets + 2);
  const raw = daysBetween(daily, addDays(w.fromDay, -span), addDays(w.fromDay, -1));
  return lastBars(aggregate(raw, w.resolution, instrument.timeZone), buckets);
}
