import { describe, expect, it } from 'vitest';
import { depthLevels, largestVolume } from './depth-levels';

describe('depthLevels', () => {
  it('turns the flat fields into five rows, best first', () => {
    const levels = depthLevels({
      m: 11,
      i: '101',
      bid1: 99.5,
      bid_volume1: 10,
      ask1: 100,
      ask_volume1: 4,
      bid2: 99.4,
    });
    expect(levels).toHaveLength(5);
    expect(levels[0]).toEqual({ level: 1, bid: 99.5, bidVolume: 10, ask: 100, askVolume: 4 });
    expect(levels[1]).toEqual({
      level: 2,
      bid: 99.4,
      bidVolume: undefined,
      ask: undefined,
      askVolume: undefined,
    });
    expect(largestVolume(levels)).toBe(10);
  });

  it('is five empty rows without depth (a fund, or nothing yet)', () => {
    expect(depthLevels(undefined).every((l) => l.bid === undefined && l.ask === undefined)).toBe(true);
    expect(largestVolume(depthLevels(undefined))).toBe(0);
  });
});
