/**
 * The chart benchmark's data, the same for both pages: 10,000 seeded random-walk daily bars,
 * 8 compare series and 8 indicators (computed with the domain's engine, as the server does).
 */
import {
  DEFAULT_CHART_SETTINGS,
  computeIndicator,
  formatTechnicalAnalysis,
  type ChartIndicator,
  type ChartSettings,
  type Comparator,
} from '@broker/domain';
import type { TimeSeriesResponse } from '../../apps/web/src/chart/canvas/types';
import { seededRandom as random } from '../seeded-random';

export const BARS = Number(new URLSearchParams(location.search).get('bars') ?? 10_000);
const DAY = 86_400_000;
const START = Date.UTC(1990, 0, 1);

function walk(seed: number, n: number): number[] {
  const next = random(seed);
  const out: number[] = [];
  let last = 100;
  for (let i = 0; i < n; i++) {
    last = Math.max(1, last * (1 + (next() - 0.5) * 0.03));
    out.push(last);
  }
  return out;
}

export const INDICATORS: ChartIndicator[] = [
  { id: 'i1', kind: 'sma', params: { period: 20 }, colorIndex: 0 },
  { id: 'i2', kind: 'sma', params: { period: 50 }, colorIndex: 1 },
  { id: 'i3', kind: 'ema', params: { period: 9 }, colorIndex: 2 },
  { id: 'i4', kind: 'ema', params: { period: 50 }, colorIndex: 3 },
  { id: 'i5', kind: 'bollinger', params: { period: 20, stdDev: 2 }, colorIndex: 4 },
  { id: 'i6', kind: 'rsi', params: { period: 14, high: 70, low: 30 }, colorIndex: 5 },
  { id: 'i7', kind: 'stochastic', params: { period: 14, signal: 3, high: 80, low: 20 }, colorIndex: 6 },
  { id: 'i8', kind: 'macd', params: { short: 12, long: 26, signal: 9 }, colorIndex: 7 },
];

export const COMPARATORS: Comparator[] = Array.from({ length: 8 }, (_, i) => ({
  orderBookId: `ob-${i + 1}`,
  instrumentId: i + 1,
  name: `Comparator ${i + 1}`,
  symbol: `CMP${i + 1}`,
  country: 'SE',
  entityType: 'STOCK',
  groupType: 'STOCK',
  colorIndex: i,
}));

export function makeSeries(): TimeSeriesResponse {
  const next = random(7);
  const close = walk(1, BARS);
  const open = close.map((c, i) => (i === 0 ? c : close[i - 1]!));
  const high = close.map((c, i) => Math.max(c, open[i]!) * (1 + next() * 0.01));
  const low = close.map((c, i) => Math.min(c, open[i]!) * (1 - next() * 0.01));
  const times = close.map((_, i) => START + i * DAY);
  const pricePoints = close.map((last, i) => ({
    timeStamp: times[i]!,
    last,
    open: open[i]!,
    high: high[i]!,
    low: low[i]!,
    volume: Math.round(next() * 100_000),
  }));
  const technicalAnalysisPoints = INDICATORS.map((entry) => {
    const values = computeIndicator(entry, { close, high, low });
    const { kind: _kind, ...fields } = values;
    const points = times.flatMap((timeStamp, i) => {
      const point: Record<string, number> = { timeStamp };
      for (const [field, series] of Object.entries(fields)) {
        const v = (series as Float64Array)[i]!;
        if (Number.isFinite(v)) point[field] = v;
      }
      return Object.keys(point).length > 1 ? [point as { timeStamp: number }] : [];
    });
    return { taTypeWithParams: formatTechnicalAnalysis(entry), taType: entry.kind, points };
  });
  return {
    timeSeriesIdentifier: '1000',
    availablePeriods: ['ALL'],
    validResolutionsForPeriod: ['DAY'],
    returnedPeriod: 'ALL',
    returnedResolution: 'DAY',
    currency: 'SEK',
    pricePoints,
    comparePricePoints: COMPARATORS.map((c, k) => ({
      timeSeriesIdentifier: String(c.instrumentId),
      pricePoints: walk(100 + k, BARS).map((value, i) => ({ timeStamp: times[i]!, value })),
    })),
    enrichPoints: [],
    owners: [],
    previousClose: null,
    high: null,
    low: null,
    returns: [],
    technicalAnalysisPoints,
    supportedTechnicalAnalysisPointsTypes: ['sma', 'ema', 'bollinger', 'rsi', 'macd', 'stochastic'],
  };
}

export const SETTINGS: ChartSettings = {
  ...DEFAULT_CHART_SETTINGS,
  period: 'ALL',
  comparators: COMPARATORS,
  technicalAnalyses: INDICATORS,
};

export interface BenchResult {
  firstPaint: number;
}

declare global {
  interface Window {
    __bench?: BenchResult;
  }
}

/** Resolves after the chart's canvas exists and two frames have been painted since. */
export async function afterFirstPaint(container: HTMLElement): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  while (!container.querySelector('canvas')) await frame();
  await frame();
  await frame();
}
