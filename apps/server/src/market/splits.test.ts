import { describe, expect, it } from 'vitest';
import { adjustedBars, applySplit, splitFactorOn } from './splits';
import { newShareState } from './tick-model';

const bar = (day: string, close: number) => ({
  day,
  open: close,
  high: close,
  low: close,
  close,
  volume: 100,
});

describe('splits in the market', () => {
  const splits = [{ day: '2026-12-07', factor: 2 }];

  it('puts the bars before a split in effect on its basis, and leaves the rest as traded', () => {
    const bars = [bar('2026-12-03', 200), bar('2026-12-04', 202), bar('2026-12-07', 101.5)];
    expect(adjustedBars(bars, splits, '2026-12-07').map((b) => [b.close, b.volume])).toEqual([
      [100, 200],
      [101, 200],
      [101.5, 100],
    ]);
    // A split still to come changes nothing yet.
    expect(adjustedBars(bars.slice(0, 2), splits, '2026-12-04')).toEqual(bars.slice(0, 2));
    expect(splitFactorOn(splits, '2026-12-07')).toBe(2);
    expect(splitFactorOn(splits, '2026-12-04')).toBe(1);
  });

  it('moves a running share to the new basis: half the reference prices, no old book', () => {
    const s = newShareState(
      {
        instrumentId: 1,
        marketId: 11,
        identifier: '1',
        dailyVol: 0.01,
        avgDailyVolume: 1000,
        tickIntervalMs: 1000,
        spread: 0.001,
        meanTradeSize: 10,
      },
      { day: '2026-12-07', prevClose: 202, last: 202 },
      0,
    );
    s.bids = [{ price: 201.9, volume: 10, orders: 1 }];
    applySplit(s, 2);
    expect([s.prevClose, s.last, s.fair, s.bids]).toEqual([101, 101, 101, []]);
  });
});
