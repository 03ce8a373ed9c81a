import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderBook, type Fill, type IncomingOrder, type Side, type TimeInForce } from './order-book';

/**
 * The plainest possible book: one list of resting orders in arrival order, searched and sorted
 * anew for every order. The engine must answer exactly what it answers.
 */
class ReferenceBook {
  private orders: {
    id: string;
    side: Side;
    price: number;
    volume: number;
    hidden: number;
    peak: number | undefined;
    seq: number;
  }[] = [];
  private seq = 0;

  add(o: IncomingOrder): { fills: Fill[]; rested: number; killed: number } {
    const crosses = (p: number) => (o.side === 'BUY' ? p <= o.price : p >= o.price);
    const makers = () =>
      this.orders
        .filter((m) => m.side !== o.side && crosses(m.price) && m.volume > 0)
        .sort((a, b) =>
          a.price !== b.price ? (o.side === 'BUY' ? a.price - b.price : b.price - a.price) : a.seq - b.seq,
        );
    const available = makers().reduce((s, m) => s + m.volume + m.hidden, 0);
    if (o.timeInForce === 'FOK' && available < o.volume) return { fills: [], rested: 0, killed: o.volume };
    const fills: Fill[] = [];
    let left = o.volume;
    // One fill at a time against the best shown order: an iceberg that shows its next part goes to
    // the back of its price's queue, and is found there again.
    for (let m = makers()[0]; left > 0 && m; m = makers()[0]) {
      const v = Math.min(left, m.volume);
      fills.push({ makerId: m.id, takerId: o.id, price: m.price, volume: v });
      m.volume -= v;
      left -= v;
      if (m.volume === 0 && m.hidden > 0) {
        m.volume = Math.min(m.peak ?? m.hidden, m.hidden);
        m.hidden -= m.volume;
        m.seq = this.seq++;
      }
    }
    this.orders = this.orders.filter((m) => m.volume > 0);
    if (left > 0 && o.timeInForce === 'REST') {
      const shown = o.peak !== undefined && o.peak < left ? o.peak : left;
      this.orders.push({
        id: o.id,
        side: o.side,
        price: o.price,
        volume: shown,
        hidden: left - shown,
        peak: o.peak,
        seq: this.seq++,
      });
      return { fills, rested: left, killed: 0 };
    }
    return { fills, rested: 0, killed: o.timeInForce === 'REST' ? 0 : left };
  }

  cancel(id: string): number {
    const o = this.orders.find((m) => m.id === id);
    this.orders = this.orders.filter((m) => m.id !== id);
    return o ? o.volume + o.hidden : 0;
  }

  reduce(id: string, volume: number): boolean {
    const o = this.orders.find((m) => m.id === id);
    if (!o || volume >= o.volume + o.hidden) return false;
    const shown = Math.min(o.volume, volume);
    o.hidden = volume - shown;
    o.volume = shown;
    return true;
  }

  best(side: Side): number | undefined {
    const prices = this.orders.filter((m) => m.side === side).map((m) => m.price);
    if (prices.length === 0) return undefined;
    return side === 'BUY' ? Math.max(...prices) : Math.min(...prices);
  }

  /** Shown volume per price of a side, best first. */
  shown(side: Side): { price: number; volume: number }[] {
    const byPrice = new Map<number, number>();
    for (const m of this.orders.filter((x) => x.side === side))
      byPrice.set(m.price, (byPrice.get(m.price) ?? 0) + m.volume);
    return [...byPrice.entries()]
      .sort((a, b) => (side === 'BUY' ? b[0] - a[0] : a[0] - b[0]))
      .map(([price, volume]) => ({ price, volume }));
  }
}

type Op =
  | { kind: 'add'; side: Side; price: number; volume: number; tif: TimeInForce; peak?: number | undefined }
  | { kind: 'cancel'; pick: number }
  | { kind: 'reduce'; pick: number; volume: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      side: fc.constantFrom<Side>('BUY', 'SELL'),
      // A narrow band of prices, so orders cross and levels fill up.
      price: fc.integer({ min: 95, max: 105 }),
      volume: fc.integer({ min: 1, max: 50 }),
      tif: fc.constantFrom<TimeInForce>('REST', 'REST', 'REST', 'FAK', 'FOK'),
      // Now and then an iceberg, showing a part of its volume.
      peak: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined, freq: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reduce' as const),
      pick: fc.nat(),
      volume: fc.integer({ min: 1, max: 50 }),
    }),
  },
);

describe('OrderBook', () => {
  it('answers exactly what the plain reference book answers, for any sequence of orders', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 120 }), (ops) => {
        const book = new OrderBook();
        const reference = new ReferenceBook();
        const ids: string[] = [];
        ops.forEach((o, n) => {
          if (o.kind === 'add') {
            const order = {
              id: `o${n}`,
              side: o.side,
              price: o.price,
              volume: o.volume,
              timeInForce: o.tif,
              peak: o.peak,
            };
            ids.push(order.id);
            expect(book.add(order)).toEqual(reference.add(order));
          } else if (o.kind === 'cancel') {
            const id = ids[o.pick % Math.max(1, ids.length)] ?? 'none';
            expect(book.cancel(id)).toBe(reference.cancel(id));
          } else {
            const id = ids[o.pick % Math.max(1, ids.length)] ?? 'none';
            expect(book.reduce(id, o.volume)).toBe(reference.reduce(id, o.volume));
          }
          expect(book.bestBid()).toBe(reference.best('BUY'));
          expect(book.bestAsk()).toBe(reference.best('SELL'));
          // The depth shows what is shown, never an iceberg's reserve.
          for (const side of ['BUY', 'SELL'] as const)
            expect(book.depth(side, 100).map(({ price, volume }) => ({ price, volume }))).toEqual(
              reference.shown(side),
            );
        });
      }),
      { numRuns: 300 },
    );
  });

  it('is never left crossed, and conserves every order’s volume', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 150 }), (ops) => {
        const book = new OrderBook();
        const ids: string[] = [];
        const given = new Map<string, number>();
        const accounted = new Map<string, number>();
        const count = (id: string, v: number) => accounted.set(id, (accounted.get(id) ?? 0) + v);
        ops.forEach((o, n) => {
          if (o.kind === 'add') {
            const id = `o${n}`;
            ids.push(id);
            given.set(id, o.volume);
            const r = book.add({
              id,
              side: o.side,
              price: o.price,
              volume: o.volume,
              timeInForce: o.tif,
              peak: o.peak,
            });
            for (const f of r.fills) {
              count(f.makerId, f.volume);
              count(f.takerId, f.volume);
              // A fill is at the maker's price, never past the taker's limit.
              expect(o.side === 'BUY' ? f.price <= o.price : f.price >= o.price).toBe(true);
            }
            count(id, r.killed);
          } else if (o.kind === 'cancel') {
            const id = ids[o.pick % Math.max(1, ids.length)] ?? 'none';
            count(id, book.cancel(id));
          } else {
            const id = ids[o.pick % Math.max(1, ids.length)] ?? 'none';
            const before = book.restingVolume(id);
            if (book.reduce(id, o.volume)) count(id, before - o.volume);
          }
          const bid = book.bestBid();
          const ask = book.bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        });
        // Everything given is filled, cancelled, reduced away, killed, or still resting.
        for (const [id, volume] of given) {
          expect((accounted.get(id) ?? 0) + book.restingVolume(id), id).toBe(volume);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('fills by price, then by time, at the resting order’s price', () => {
    const book = new OrderBook();
    book.add({ id: 'a1', side: 'SELL', price: 101, volume: 10, timeInForce: 'REST' });
    book.add({ id: 'a2', side: 'SELL', price: 100, volume: 5, timeInForce: 'REST' });
    book.add({ id: 'a3', side: 'SELL', price: 100, volume: 5, timeInForce: 'REST' });
    const r = book.add({ id: 'b', side: 'BUY', price: 101, volume: 13, timeInForce: 'REST' });
    expect(r.fills).toEqual([
      { makerId: 'a2', takerId: 'b', price: 100, volume: 5 },
      { makerId: 'a3', takerId: 'b', price: 100, volume: 5 },
      { makerId: 'a1', takerId: 'b', price: 101, volume: 3 },
    ]);
    expect(book.depth('SELL', 5)).toEqual([{ price: 101, volume: 7, orders: 1 }]);
    expect(book.bestBid()).toBeUndefined();
  });

  it('keeps a reduced order’s place, and kills what FAK, FOK and market orders cannot fill', () => {
    const book = new OrderBook();
    book.add({ id: 'b1', side: 'BUY', price: 100, volume: 10, timeInForce: 'REST' });
    book.add({ id: 'b2', side: 'BUY', price: 100, volume: 10, timeInForce: 'REST' });
    expect(book.reduce('b1', 4)).toBe(true);
    expect(book.reduce('b1', 4)).toBe(false);
    expect(book.add({ id: 's1', side: 'SELL', price: 100, volume: 5, timeInForce: 'FAK' })).toEqual({
      fills: [
        { makerId: 'b1', takerId: 's1', price: 100, volume: 4 },
        { makerId: 'b2', takerId: 's1', price: 100, volume: 1 },
      ],
      rested: 0,
      killed: 0,
    });
    expect(book.add({ id: 's2', side: 'SELL', price: 100, volume: 10, timeInForce: 'FOK' })).toEqual({
      fills: [],
      rested: 0,
      killed: 10,
    });
    book.add({ id: 'b3', side: 'BUY', price: 99, volume: 10, timeInForce: 'REST' });
    // A market order takes the best level only: 9 at 100, the 99 level is not touched.
    expect(book.addMarket('m', 'SELL', 12)).toEqual({
      fills: [{ makerId: 'b2', takerId: 'm', price: 100, volume: 9 }],
      rested: 0,
      killed: 3,
    });
    expect(book.addMarket('m2', 'BUY', 5)).toEqual({ fills: [], rested: 0, killed: 5 });
    expect(book.depth('BUY', 5)).toEqual([{ price: 99, volume: 10, orders: 1 }]);
  });

  it('shows an iceberg’s peak only, and shows its next part behind the orders that came after', () => {
    const book = new OrderBook();
    book.add({ id: 'ice', side: 'SELL', price: 100, volume: 100, timeInForce: 'REST', peak: 20 });
    book.add({ id: 'plain', side: 'SELL', price: 100, volume: 10, timeInForce: 'REST' });
    expect(book.depth('SELL', 1)).toEqual([{ price: 100, volume: 30, orders: 2 }]);
    expect(book.restingVolume('ice')).toBe(100);
    // 25 takes the shown 20, then the plain order (first in the queue now), not the next peak.
    const r = book.add({ id: 'b1', side: 'BUY', price: 100, volume: 25, timeInForce: 'FAK' });
    expect(r.fills.map((f) => [f.makerId, f.volume])).toEqual([
      ['ice', 20],
      ['plain', 5],
    ]);
    expect(book.depth('SELL', 1)).toEqual([{ price: 100, volume: 25, orders: 2 }]);
    // A fill-or-kill counts the reserve: 85 is there in all.
    const fok = book.add({ id: 'b2', side: 'BUY', price: 100, volume: 85, timeInForce: 'FOK' });
    expect(fok.killed).toBe(0);
    expect(fok.fills.reduce((sum, f) => sum + f.volume, 0)).toBe(85);
    expect(book.bestAsk()).toBeUndefined();
  });

  it('refuses prices and volumes that are not whole and positive, and a duplicate id', () => {
    const book = new OrderBook();
    for (const [price, volume] of [
      [100.5, 1],
      [0, 1],
      [100, 0],
      [100, -3],
      [100, 1.5],
      [Number.NaN, 1],
    ] as const) {
      expect(() => book.add({ id: 'x', side: 'BUY', price, volume, timeInForce: 'REST' })).toThrow(
        RangeError,
      );
    }
    book.add({ id: 'x', side: 'BUY', price: 100, volume: 1, timeInForce: 'REST' });
    expect(() => book.add({ id: 'x', side: 'BUY', price: 100, volume: 1, timeInForce: 'REST' })).toThrow();
  });
});
