import { describe, expect, it } from 'vitest';
import { bucketIndex, groupTransactions } from './group-transactions';
import type { BuySellTransaction } from './types';

const MIN = 60_000;
const points = [0, 5 * MIN, 10 * MIN, 15 * MIN];

function tx(type: 'BUY' | 'SELL', at: number, quantity: number, price: number): BuySellTransaction {
  return {
    accountNumber: '1234',
    amount: quantity * price,
    price,
    priceUnit: 'SEK',
    quantity,
    timestampEpochMillis: at,
    type,
  };
}

describe('bucketIndex', () => {
  it('finds the last point at or before the time', () => {
    expect(bucketIndex(points, 0)).toBe(0);
    expect(bucketIndex(points, 5 * MIN - 1)).toBe(0);
    expect(bucketIndex(points, 5 * MIN)).toBe(1);
    expect(bucketIndex(points, 99 * MIN)).toBe(3);
    expect(bucketIndex(points, -1)).toBe(-1);
    expect(bucketIndex([], 10)).toBe(-1);
  });
});

describe('groupTransactions', () => {
  it('merges the trades of one bar into one marker with totals and a weighted average price', () => {
    const groups = groupTransactions(
      [tx('BUY', 6 * MIN, 10, 100), tx('BUY', 9 * MIN, 30, 120)],
      points,
      'SEK',
    );
    expect(groups).toEqual([
      {
        time: 5 * MIN,
        type: 'buy',
        amount: 4600,
        buyAmount: 4600,
        sellAmount: 0,
        price: 115,
        buyPrice: 115,
        sellPrice: 0,
        quantity: 40,
        buyQuantity: 40,
        sellQuantity: 0,
        count: 2,
        timestampFrom: 6 * MIN,
        timestampTo: 9 * MIN,
        currency: 'SEK',
        priceUnit: 'SEK',
      },
    ]);
  });

  it('marks a bar with both buys and sells as mixed', () => {
    const [group] = groupTransactions(
      [tx('SELL', 11 * MIN, 5, 10), tx('BUY', 12 * MIN, 5, 12)],
      points,
      'SEK',
    );
    expect(group?.type).toBe('mixed');
    expect(group?.buyAmount).toBe(60);
    expect(group?.sellAmount).toBe(50);
    // Each side's own average; the group's price averages both and is not shown for a mixed bar.
    expect(group?.buyPrice).toBe(12);
    expect(group?.sellPrice).toBe(10);
    expect(group?.price).toBe(11);
    expect(group?.count).toBe(2);
  });

  it('keeps separate bars apart, in time order, and drops trades before the period', () => {
    const groups = groupTransactions(
      [tx('SELL', 20 * MIN, 1, 10), tx('BUY', MIN, 1, 10), tx('BUY', -MIN, 1, 10)],
      points,
      'SEK',
    );
    expect(groups.map((g) => [g.time, g.type])).toEqual([
      [0, 'buy'],
      [15 * MIN, 'sell'],
    ]);
  });
});
