import { describe, expect, it } from 'vitest';
import {
  extremes,
  mainPercentBase,
  percentScale,
  toBarData,
  toColumnData,
  toComparePercentData,
  toIndicatorData,
  toIndicatorHistogram,
  toLineData,
  toOwnersData,
  toTime,
  toVolumeData,
} from './to-series-data';
import type { PricePoint } from './types';

const points: PricePoint[] = [
  { timeStamp: 1_000, last: 100, open: 99, high: 101, low: 98, volume: 10 },
  { timeStamp: 2_000, last: 110, open: 112, high: 113, low: 109, volume: 20 },
  { timeStamp: 3_000, last: 105 },
];
const colors = { up: 'green', down: 'red' };

describe('to-series-data', () => {
  it('keeps time in UTC seconds', () => {
    expect(toTime(1_741_593_600_999)).toBe(1_741_593_600);
  });

  it('maps closes to line data, in percent from the first close when asked', () => {
    expect(toLineData(points).map((d) => d.value)).toEqual([100, 110, 105]);
    const percent = toLineData(points, percentScale(mainPercentBase(points)));
    expect(percent.map((d) => Math.round(d.value * 1000) / 1000)).toEqual([0, 10, 5]);
  });

  it('draws a point without open, high and low as a flat bar, and keeps high and low around open and close', () => {
    expect(toBarData(points)[2]).toEqual({ time: 3, open: 105, high: 105, low: 105, close: 105 });
    expect(toBarData([{ timeStamp: 0, last: 10, open: 12, high: 11, low: 10 }])[0]).toMatchObject({
      high: 12,
    });
  });

  it('colours columns and volume by direction only when colours are given', () => {
    expect(toColumnData(points, undefined, colors).map((d) => d.color)).toEqual(['green', 'green', 'red']);
    expect(toColumnData(points)[0]?.color).toBeUndefined();
    expect(toVolumeData(points, colors)).toEqual([
      { time: 1, value: 10, color: 'green' },
      { time: 2, value: 20, color: 'red' },
    ]);
  });

  it('puts compare series in percent from their own first point', () => {
    const data = toComparePercentData([
      { timeStamp: 1_000, value: 50 },
      { timeStamp: 2_000, value: 75 },
    ]);
    expect(data).toEqual([
      { time: 1, value: 0 },
      { time: 2, value: 50 },
    ]);
  });

  it('picks one field of indicator points and skips points without it', () => {
    const ta = [
      { timeStamp: 1_000, upper: 3, lower: 1 },
      { timeStamp: 2_000 },
      { timeStamp: 3_000, upper: 4 },
    ];
    expect(toIndicatorData(ta, 'upper')).toEqual([
      { time: 1, value: 3 },
      { time: 3, value: 4 },
    ]);
    expect(toIndicatorHistogram([{ timeStamp: 1_000, diff: -1 }], 'diff', colors)).toEqual([
      { time: 1, value: -1, color: 'red' },
    ]);
  });

  it('maps owners and finds the extremes', () => {
    expect(toOwnersData([{ timestamp: 5_000, value: 7 }])).toEqual([{ time: 5, value: 7 }]);
    expect(extremes(points)).toEqual({ high: 1, low: 0 });
    expect(extremes([])).toBeUndefined();
  });
});
