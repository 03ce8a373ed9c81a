import { describe, expect, it } from 'vitest';
import { sparkGeometry } from './spark-path';

describe('sparkGeometry', () => {
  it('is nothing with fewer than 2 finite values', () => {
    expect(sparkGeometry([], 100, 20)).toBeNull();
    expect(sparkGeometry([5], 100, 20)).toBeNull();
    expect(sparkGeometry([5, Number.NaN, Infinity], 100, 20)).toBeNull();
  });

  it('scales the finite values to the box, the lowest at the bottom', () => {
    const geometry = sparkGeometry([1, Number.NaN, 3, 2], 100, 20, 0);
    expect(geometry?.line).toBe('M0 20L50 0L100 10');
    expect(geometry?.area).toBe('M0 20L50 0L100 10L100 20L0 20Z');
    expect(geometry?.direction).toBe('up');
  });

  it('tells the direction from the last value against the first', () => {
    expect(sparkGeometry([3, 1], 10, 10)?.direction).toBe('down');
    expect(sparkGeometry([2, 2], 10, 10)).toMatchObject({ direction: 'flat', line: 'M0 5L10 5' });
  });
});
