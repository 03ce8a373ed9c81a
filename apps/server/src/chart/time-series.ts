import {
  INDICATOR_KINDS,
  MAX_COMPARATORS,
  maxWarmupBars,
  parseTechnicalAnalysisQuery,
  roundTo,
  type IndicatorEntry,
} from '@broker/domain';
import type { CallReply, getPriceTimeSeries } from '@broker/contract';
import type { Db } from '../db/database';
import { localDay } from '../market/sessions';
import { notFound } from '../http/api-error';
import { barCount, bucketKeyFn, joinWarmup, type Bars } from './bars';
import { dailyHistory, daysBefore } from './daily-history';
import { enrichPoints } from './events';
import { technicalAnalysisPoints } from './indicators';
import { conversionRate, convertBars } from './currency';
import { chartInstrument, findInstruments, type ChartInstrument } from './instrument';
import { ownersPerDay } from './owners';
import { availablePeriods, cachedPeriodStats, performance, returnAmount } from './returns';
import { loadSeries, loadWarmup } from './series';
import { adjustDailyBars, splitsInEffect } from './split-adjusted';
import { inputError } from '../http/api-error';
import { resolveWindow, type ChartWindow, type SeriesRequest } from './window';

type TimeSeriesReply = CallReply<typeof getPriceTimeSeries>;

export interface TimeSeriesRequest extends SeriesRequest {
  compare?: string | undefined;
  enrichType?: 'HISTORICAL_EVENTS' | undefined;
  nordbrokerOwners?: boolean | undefined;
  technicalAnalysis?: string | undefined;
  currency?: string | undefined;
}

function pricePoints(bars: Bars): TimeSeriesReply['pricePoints'] {
  const out: TimeSeriesReply['pricePoints'] = [];
  const { t, open, high, low, close, volume } = bars;
  for (let i = 0; i < t.length; i++) {
    out.push(
      volume
        ? {
            timeStamp: t[i]!,
            last: close[i]!,
            open: open[i]!,
            high: high[i]!,
            low: low[i]!,
            volume: volume[i]!,
          }
        : { timeStamp: t[i]!, last: close[i]!, open: open[i]!, high: high[i]!, low: low[i]! },
    );
  }
  return out;
}

function extremes(bars: Bars): { high: number | null; low: number | null } {
  if (barCount(bars) === 0) return { high: null, low: null };
  let high = -Infinity;
  let low = Infinity;
  for (let i = 0; i < bars.t.length; i++) {
    if (bars.high[i]! > high) high = bars.high[i]!;
    if (bars.low[i]! < low) low = bars.low[i]!;
  }
  return { high, low };
}

/** The last close before `day` (the chart's previous close), on the basis of `today`. */
async function closeBefore(db: Db, instrumentId: number, day: string, today: string): Promise<number | null> {
  const before = daysBefore(await dailyHistory(db, instrumentId), day, 1);
  const adjusted = adjustDailyBars(before, await splitsInEffect(db, instrumentId, today));
  return barCount(adjusted) > 0 ? adjusted.close[0]! : null;
}

function firstDayOf(bars: Bars, w: ChartWindow, instrument: ChartInstrument): string {
  if (barCount(bars) === 0) return w.fromDay;
  const t = bars.t[0]!;
  return w.intraday ? localDay(instrument.timeZone, t) : new Date(t).toISOString().slice(0, 10);
}

function parseCompare(text: string | undefined, self: number): number[] {
  if (text === undefined || text === '') return [];
  const ids = [...new Set(text.split(',').map(Number))].filter((id) => id !== self);
  if (ids.length > MAX_COMPARATORS) {
    throw inputError(
      'query.compare',
      `At most ${MAX_COMPARATORS} instruments can be compared, got ${ids.length}`,
    );
  }
  return ids;
}

function parseIndicators(text: string | undefined): IndicatorEntry[] {
  if (text === undefined) return [];
  const parsed = parseTechnicalAnalysisQuery(text);
  if (!parsed.ok) throw inputError('query.technicalAnalysis', parsed.error);
  return parsed.entries;
}

/**
 * The price time series call: the instrument's points at the resolution, and on request the
 * compare series, the indicators (with warm-up bars before the window), corporate events and the
 * number of owners. Inputs are checked before any bars are read.
 */
export async function priceTimeSeries(
  db: Db,
  instrumentId: number,
  req: TimeSeriesRequest,
  now: number,
): Promise<TimeSeriesReply> {
  const instrument = await chartInstrument(db, instrumentId);
  const compareIds = parseCompare(req.compare, instrumentId);
  const entries = parseIndicators(req.technicalAnalysis);
  const w = await resolveWindow(db, instrument, req, now);

  const comparators = await findInstruments(db, compareIds);
  if (comparators.length !== compareIds.length) {
    const missing = compareIds.find((id) => !comparators.some((c) => c.instrumentId === id));
    throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${missing} was not found`);
  }
  const byId = new Map(comparators.map((c) => [c.instrumentId, c]));

  const warmupCount = maxWarmupBars(entries);
  const [rate, ownPoints, ownWarmup, stats, compareSeries] = await Promise.all([
    conversionRate(db, instrument.currency, req.currency),
    loadSeries(db, instrument, w),
    loadWarmup(db, instrument, w, warmupCount),
    cachedPeriodStats(db, instrument, w.today, now),
    Promise.all(compareIds.map((id) => loadSeries(db, byId.get(id)!, w))),
  ]);
  const points = convertBars(ownPoints, rate);
  const warmup = convertBars(ownWarmup, rate);
  const currency = req.currency ?? instrument.currency;
  const firstDay = firstDayOf(points, w, instrument);
  const [previousClose, enrich, owners] = await Promise.all([
    w.resolution === 'DAY' && barCount(warmup) > 0
      ? warmup.close[barCount(warmup) - 1]!
      : closeBefore(db, instrumentId, firstDay, w.today).then((close) =>
          close === null ? null : close * rate,
        ),
    req.enrichType === 'HISTORICAL_EVENTS' ? enrichPoints(db, instrumentId, w, points) : [],
    req.nordbrokerOwners === true && barCount(points) > 0
      ? ownersPerDay(db, instrumentId, firstDay, w.toDay)
      : [],
  ]);

  // The indicators see the warm-up and the window as one series, the window's first bucket whole.
  const all = joinWarmup(warmup, points, bucketKeyFn(w.resolution, instrument.timeZone));
  return {
    timeSeriesIdentifier: String(instrumentId),
    availablePeriods: availablePeriods(stats, instrument),
    validResolutionsForPeriod: [...w.validResolutions],
    returnedPeriod: w.period,
    returnedResolution: w.resolution,
    currency,
    pricePoints: pricePoints(points),
    comparePricePoints: compareIds.map((id, k) => {
      const s = compareSeries[k]!;
      return {
        timeSeriesIdentifier: String(id),
        pricePoints: Array.from(s.t, (t, i) => ({ timeStamp: t, value: s.close[i]! })),
      };
    }),
    enrichPoints: enrich,
    owners,
    previousClose,
    ...extremes(points),
    returns: stats.periods
      .filter((s) => availablePeriods(stats, instrument).includes(s.period))
      .map((s) => {
        const amount = returnAmount(s);
        return {
          period: s.period,
          performance: performance(s),
          returnAmount: amount === null ? null : { value: roundTo(amount * rate, 4).toNumber(), currency },
        };
      }),
    technicalAnalysisPoints: technicalAnalysisPoints(entries, all, barCount(all) - barCount(points)),
    supportedTechnicalAnalysisPointsTypes: [...INDICATOR_KINDS],
  };
}
