import { describe, expect, it } from 'vitest';
import { dayStamp, ema, sma } from '@broker/domain';
import { applyLiveTick, lastIndicatorPoint, localDay } from './live-update';
import type { PricePoint } from './types';

const MIN = 60_000;
const T0 = Date.parse('2025-03-10T08:00:00Z');
const bars: PricePoint[] = [
  { timeStamp: T0, last: 100, open: 99, high: 101, low: 98, volume: 10 },
  { timeStamp: T0 + 5 * MIN, last: 102, open: 100, high: 103, low: 100, volume: 5 },
];

describe('applyLiveTick', () => {
  it('updates the last intraday bar inside its bucket, widening high and low', () => {
    const bar = applyLiveTick(bars, { last: 104, at: T0 + 9 * MIN }, 'MIN_5', 'Europe/Stockholm');
    expect(bar).toEqual({
      point: { timeStamp: T0 + 5 * MIN, last: 104, open: 100, high: 104, low: 100, volume: 5 },
      appended: false,
    });
  });

  it('starts a new bucket past the last one, on the same grid', () => {
    const bar = applyLiveTick(bars, { last: 99, at: T0 + 17 * MIN }, 'MIN_5', 'Europe/Stockholm');
    expect(bar).toEqual({
      point: { timeStamp: T0 + 15 * MIN, last: 99, open: 99, high: 99, low: 99, volume: 0 },
      appended: true,
    });
  });

  it('ignores stale ticks and empty series', () => {
    expect(applyLiveTick(bars, { last: 1, at: T0 }, 'MIN_5', 'Europe/Stockholm')).toBeUndefined();
    expect(applyLiveTick([], { last: 1, at: T0 }, 'MIN_5', 'Europe/Stockholm')).toBeUndefined();
  });

  it('starts a new daily bar on a new local day and updates it otherwise', () => {
    const daily: PricePoint[] = [{ timeStamp: dayStamp('2025-03-10'), last: 50 }];
    const sameDay = applyLiveTick(
      daily,
      { last: 51, at: Date.parse('2025-03-10T15:00:00Z') },
      'DAY',
      'Europe/Oslo',
    );
    expect(sameDay?.appended).toBe(false);
    expect(sameDay?.point).toMatchObject({ last: 51, high: 51, low: 50 });
    // 23:30 UTC is already the next day in Oslo.
    const nextDay = applyLiveTick(
      daily,
      { last: 52, at: Date.parse('2025-03-10T23:30:00Z') },
      'DAY',
      'Europe/Oslo',
    );
    expect(nextDay).toMatchObject({ appended: true, point: { timeStamp: dayStamp('2025-03-11') } });
    const weekly = applyLiveTick(
      daily,
      { last: 52, at: Date.parse('2025-03-12T10:00:00Z') },
      'WEEK',
      'Europe/Oslo',
    );
    expect(weekly?.appended).toBe(false);
  });

  it('knows the local day', () => {
    expect(localDay(Date.parse('2025-03-10T23:30:00Z'), 'Europe/Helsinki')).toBe('2025-03-11');
  });
});

describe('lastIndicatorPoint', () => {
  const closes = [10, 11, 12, 13, 14, 15];
  const points: PricePoint[] = closes.map((last, i) => ({ timeStamp: i, last }));

  it('recomputes the last value over the loaded bars', () => {
    expect(lastIndicatorPoint({ kind: 'sma', params: { period: 3 } }, points)).toEqual({
      timeStamp: 5,
      value: sma(closes, 3)[5],
    });
    const macd = lastIndicatorPoint({ kind: 'macd', params: { short: 2, long: 3, signal: 2 } }, points);
    expect(Object.keys(macd ?? {}).sort()).toEqual(['diff', 'macd', 'signal', 'timeStamp']);
  });

  it('carries the gap to the server’s warmed-up value at the bar before onto the last bar', () => {
    const entry = { kind: 'ema', params: { period: 4 } } as const;
    const history = [30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 11, 12, 13, 14, 15];
    // The server computed from the whole history; the client loaded only the last six bars.
    const full = ema(history, 4);
    const server = [{ timeStamp: 4, value: full[history.length - 2]! }];
    const live = lastIndicatorPoint(entry, points, server)!;
    const own = ema(closes, 4);
    const k = 2 / (4 + 1);
    // The exact value continues the server's previous one; the client's own is off by (1 − k) of
    // the gap, the carried one by k of it.
    const exact = full[history.length - 1]!;
    expect(Math.abs(live.value! - exact)).toBeCloseTo((Math.abs(own[5]! - exact) * k) / (1 - k), 12);
    expect(Math.abs(own[5]! - exact)).toBeGreaterThan(0.1);
    // Window kinds have no gap to carry.
    const sma3 = lastIndicatorPoint({ kind: 'sma', params: { period: 3 } }, points, [
      { timeStamp: 4, value: sma(closes, 3)[4]! },
    ]);
    expect(sma3?.value).toBeCloseTo(sma(closes, 3)[5]!, 12);
  });

  it('gives nothing when the bars are too few', () => {
    expect(lastIndicatorPoint({ kind: 'sma', params: { period: 14 } }, points)).toBeUndefined();
  });
});
