import { describe, expect, it } from 'vitest';
import { percentBase, percentChange, toPercentSeries } from './percent-change';

describe('percent change', () => {
  it('measures every point from the first one', () => {
    expect(toPercentSeries([100, 110, 90, 100])).toEqual([0, 10.000000000000009, -9.999999999999998, 0]);
  });

  it('skips a leading zero or non-finite value as the base', () => {
    expect(percentBase([0, Number.NaN, 50, 60])).toBe(50);
    expect(toPercentSeries([0, 50, 75])[2]).toBeCloseTo(50);
  });

  it('gives NaN without a usable base', () => {
    expect(percentChange(10, undefined)).toBeNaN();
    expect(toPercentSeries([0, 0])).toEqual([Number.NaN, Number.NaN]);
  });
});
