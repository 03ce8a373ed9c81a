import type { BarData, HistogramData, LineData, UTCTimestamp } from 'lightweight-charts';
import { percentBase, percentChange } from './percent-change';
import type { IndicatorPoint, PricePoint } from './types';

/**
 * Maps the time series reply to lightweight-charts data. The library keeps time in UTC seconds;
 * time-zone display is the formatters' job (time-format.ts). Points whose value is not a finite
 * number are left out rather than drawn as gaps: the reply has no gaps by design.
 */

export function toTime(epochMs: number): UTCTimestamp {
  return Math.floor(epochMs / 1000) as UTCTimestamp;
}

export function fromTime(time: number): number {
  return time * 1000;
}

/** The value a scale shows: the price itself, or its percent change from `base` when comparing. */
export type Scale = (value: number) => number;

export const PRICE_SCALE: Scale = (value) => value;

export function percentScale(base: number | undefined): Scale {
  return (value) => percentChange(value, base);
}

/** The main series' base for percent mode: its first usable closing price. */
export function mainPercentBase(points: readonly PricePoint[]): number | undefined {
  return percentBase(points.map((p) => p.last));
}

export function toLineData(points: readonly PricePoint[], scale: Scale = PRICE_SCALE): LineData[] {
  const data: LineData[] = [];
  for (const p of points) {
    const value = scale(p.last);
    if (Number.isFinite(value)) data.push({ time: toTime(p.timeStamp), value });
  }
  return data;
}

/** One OHLC bar; a point without open, high or low (a fund's NAV) is a flat bar at its close. */
export function toBar(p: PricePoint, scale: Scale = PRICE_SCALE): BarData | undefined {
  const close = scale(p.last);
  if (!Number.isFinite(close)) return undefined;
  const open = scale(p.open ?? p.last);
  const high = scale(p.high ?? Math.max(p.open ?? p.last, p.last));
  const low = scale(p.low ?? Math.min(p.open ?? p.last, p.last));
  return {
    time: toTime(p.timeStamp),
    open,
    high: Math.max(high, open, close),
    low: Math.min(low, open, close),
    close,
  };
}

export function toBarData(points: readonly PricePoint[], scale: Scale = PRICE_SCALE): BarData[] {
  const data: BarData[] = [];
  for (const p of points) {
    const bar = toBar(p, scale);
    if (bar) data.push(bar);
  }
  return data;
}

export interface UpDownColors {
  up: string;
  down: string;
}

/**
 * Columns coloured by their change from the previous point. `colors` undefined leaves the colour
 * to the series (one colour for all): above the turbo threshold, per-point colours are skipped.
 */
export function toColumnData(
  points: readonly PricePoint[],
  scale: Scale = PRICE_SCALE,
  colors?: UpDownColors,
): HistogramData[] {
  const data: HistogramData[] = [];
  let previous: number | undefined;
  for (const p of points) {
    const value = scale(p.last);
    if (!Number.isFinite(value)) continue;
    const item: HistogramData = { time: toTime(p.timeStamp), value };
    if (colors) item.color = previous !== undefined && value < previous ? colors.down : colors.up;
    data.push(item);
    previous = value;
  }
  return data;
}

/** Volume bars, coloured by the direction of their price bar when `colors` is given. */
export function toVolumeData(points: readonly PricePoint[], colors?: UpDownColors): HistogramData[] {
  const data: HistogramData[] = [];
  for (const p of points) {
    if (p.volume === undefined || !Number.isFinite(p.volume)) continue;
    const item: HistogramData = { time: toTime(p.timeStamp), value: p.volume };
    if (colors) item.color = p.last < (p.open ?? p.last) ? colors.down : colors.up;
    data.push(item);
  }
  return data;
}

/** Compare series, always in percent from their own first point. */
export function toComparePercentData(points: readonly { timeStamp: number; value: number }[]): LineData[] {
  const base = percentBase(points.map((p) => p.value));
  const data: LineData[] = [];
  for (const p of points) {
    const value = percentChange(p.value, base);
    if (Number.isFinite(value)) data.push({ time: toTime(p.timeStamp), value });
  }
  return data;
}

export type IndicatorField = Exclude<keyof IndicatorPoint, 'timeStamp'>;

export function toIndicatorData(
  points: readonly IndicatorPoint[],
  field: IndicatorField,
  scale: Scale = PRICE_SCALE,
): LineData[] {
  const data: LineData[] = [];
  for (const p of points) {
    const raw = p[field];
    if (raw === undefined) continue;
    const value = scale(raw);
    if (Number.isFinite(value)) data.push({ time: toTime(p.timeStamp), value });
  }
  return data;
}

/** The MACD difference as columns, coloured by sign when `colors` is given. */
export function toIndicatorHistogram(
  points: readonly IndicatorPoint[],
  field: IndicatorField,
  colors?: UpDownColors,
): HistogramData[] {
  const data: HistogramData[] = [];
  for (const p of points) {
    const value = p[field];
    if (value === undefined || !Number.isFinite(value)) continue;
    const item: HistogramData = { time: toTime(p.timeStamp), value };
    if (colors) item.color = value < 0 ? colors.down : colors.up;
    data.push(item);
  }
  return data;
}

export function toOwnersData(owners: readonly { timestamp: number; value: number }[]): LineData[] {
  return owners
    .filter((o) => Number.isFinite(o.value))
    .map((o) => ({ time: toTime(o.timestamp), value: o.value }));
}

/** Index of the highest high and the lowest low of the period (the first of equals). */
export function extremes(points: readonly PricePoint[]): { high: number; low: number } | undefined {
  if (points.length === 0) return undefined;
  let high = 0;
  let low = 0;
  points.forEach((p, i) => {
    if ((p.high ?? p.last) > (points[high]!.high ?? points[high]!.last)) high = i;
    if ((p.low ?? p.last) < (points[low]!.low ?? points[low]!.last)) low = i;
  });
  return { high, low };
}
