import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auctionPrice, uncross, type AuctionOrder } from './auction';

const o = (id: string, price: number, volume: number): AuctionOrder => ({ id, price, volume });

describe('auction price', () => {
  it('takes the price of the largest volume, and fills in price-time priority there', () => {
    const bids = [o('b2', 10, 100), o('b1', 11, 100)];
    const asks = [o('a1', 9, 50), o('a2', 10, 100)];
    expect(uncross(bids, asks, 10)).toEqual({
      price: 10,
      volume: 150,
      fills: [
        { buyId: 'b1', sellId: 'a1', volume: 50 },
        { buyId: 'b1', sellId: 'a2', volume: 50 },
        { buyId: 'b2', sellId: 'a2', volume: 50 },
      ],
    });
  });

  it('breaks a tie in volume by the smallest surplus', () => {
    // 100 trade at 10 and at 11; at 10 200 are left to buy, at 11 none.
    const bids = [o('b1', 11, 100), o('b2', 10, 200)];
    const asks = [o('a1', 10, 100), o('a2', 12, 50)];
    expect(auctionPrice(bids, asks, 10)).toEqual({ price: 11, volume: 100 });
  });

  it('follows market pressure: the highest price when buyers are left everywhere, the lowest for sellers', () => {
    // 200 trade at 11 and at 12, with 100 left to buy at both: the higher price.
    expect(auctionPrice([o('b', 12, 300)], [o('a1', 10, 100), o('a2', 11, 100)], 10)).toEqual({
      price: 12,
      volume: 200,
    });
    // 100 trade at 10 and at 12, with 100 left to sell at both: the lower price.
    expect(auctionPrice([o('b1', 12, 100)], [o('a1', 10, 150), o('a2', 10, 50)], 20)).toEqual({
      price: 10,
      volume: 100,
    });
  });

  it('takes the price nearest the reference when nothing else decides, the higher of two', () => {
    const bids = [o('b', 14, 100)];
    const asks = [o('a', 10, 100)];
    expect(auctionPrice(bids, asks, 13)?.price).toBe(14);
    expect(auctionPrice(bids, asks, 11)?.price).toBe(10);
    expect(auctionPrice(bids, asks, 12)?.price).toBe(14);
  });

  it('is undefined when the orders do not cross', () => {
    expect(auctionPrice([o('b', 9, 10)], [o('a', 10, 10)], 10)).toBeUndefined();
    expect(uncross([], [o('a', 10, 10)], 10)).toBeUndefined();
  });

  const side = fc.array(
    fc.record({ price: fc.integer({ min: 90, max: 110 }), volume: fc.integer({ min: 1, max: 500 }) }),
    { maxLength: 25 },
  );

  it('always trades the most volume any price could, within every limit and by price priority', () => {
    fc.assert(
      fc.property(side, side, fc.integer({ min: 85, max: 115 }), (b, a, reference) => {
        const bids = b.map((x, i) => o(`b${i}`, x.price, x.volume));
        const asks = a.map((x, i) => o(`a${i}`, x.price, x.volume));
        const result = uncross(bids, asks, reference);
        let most = 0;
        for (let p = 80; p <= 120; p++) {
          const buy = bids.filter((x) => x.price >= p).reduce((s, x) => s + x.volume, 0);
          const sell = asks.filter((x) => x.price <= p).reduce((s, x) => s + x.volume, 0);
          most = Math.max(most, Math.min(buy, sell));
        }
        if (!result) {
          expect(most).toBe(0);
          return;
        }
        expect(result.volume).toBe(most);
        expect(result.fills.reduce((s, f) => s + f.volume, 0)).toBe(result.volume);
        const got = new Map<string, number>();
        for (const f of result.fills) {
          got.set(f.buyId, (got.get(f.buyId) ?? 0) + f.volume);
          got.set(f.sellId, (got.get(f.sellId) ?? 0) + f.volume);
        }
        for (const x of [...bids, ...asks]) {
          const filled = got.get(x.id) ?? 0;
          expect(filled).toBeLessThanOrEqual(x.volume);
          if (filled > 0) {
            expect(x.id.startsWith('b') ? x.price >= result.price : x.price <= result.price).toBe(true);
          }
        }
        // A better-priced order left unfilled means no worse-priced one on its side got anything.
        for (const [orders, better] of [
          [bids, (x: number, y: number) => x > y],
          [asks, (x: number, y: number) => x < y],
        ] as const) {
          for (const x of orders) {
            if ((got.get(x.id) ?? 0) === x.volume) continue;
            for (const y of orders) {
              if (better(x.price, y.price)) expect(got.get(y.id) ?? 0).toBe(0);
            }
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
