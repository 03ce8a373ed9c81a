import { describe, expect, it } from 'vitest';
import type { Phase } from '../market/sessions';
import { newShareState, record, type Level, type ShareState } from '../market/tick-model';
import type { Print, VenueHost } from '../market/venue';
import { ExchangeEngine, type BookOrder, type Outcome } from './engine';

/**
 * The exchange engine with a hand-made share in place of the simulator: customers' orders against
 * the quotes, the flow, stops, and the day's end.
 */

const U = 10_000;
const SHARE = 1001;

function setup(phase: Phase = 'CONTINUOUS_TRADING') {
  const state: ShareState = newShareState(
    {
      instrumentId: SHARE,
      marketId: 11,
      identifier: '1001',
      dailyVol: 0.02,
      avgDailyVolume: 100_000,
      tickIntervalMs: 1000,
      spread: 0.001,
      meanTradeSize: 100,
    },
    { day: '2026-11-25', prevClose: 100, last: 100 },
    0,
  );
  const booked: Outcome[] = [];
  const prints: Print[] = [];
  const host: VenueHost & { phase: Phase; halted: boolean } = {
    phase,
    halted: false,
    actOnShare(instrumentId: number, act: (s: ShareState, p: Phase, h: boolean) => Print[]) {
      if (instrumentId !== SHARE) return false;
      const out = act(state, host.phase, host.halted);
      for (const p of out) record(state, p.price, p.volume, 0);
      prints.push(...out);
      return true;
    },
    shareStatus: (id: number) =>
      id === SHARE ? { phase: host.phase, halted: host.halted, day: state.day } : undefined,
  };
  const engine = new ExchangeEngine({ book: (_id, outcomes) => booked.push(...outcomes) });
  engine.attach(host);
  const quote = (bids: [number, number][], asks: [number, number][]) => {
    const level = ([price, volume]: [number, number]): Level => ({ price, volume, orders: 1 });
    state.bids = bids.map(level);
    state.asks = asks.map(level);
  };
  let nextId = 1;
  const order = (o: Partial<BookOrder> & Pick<BookOrder, 'side'>): BookOrder => ({
    id: nextId++,
    version: 1,
    instrumentId: SHARE,
    marketId: 11,
    orderType: 'LIMIT',
    limit: undefined,
    remaining: 100,
    validUntil: '2026-11-25',
    ...o,
  });
  const fills = (orderId: number) =>
    booked.filter((b): b is Extract<Outcome, { kind: 'fill' }> => b.kind === 'fill' && b.orderId === orderId);
  return { state, host, engine, booked, prints, quote, order, fills };
}

describe('exchange engine', () => {
  it('fills a buy at the ask at the quote prices, and rests what is left at its limit', () => {
    const s = setup();
    s.quote(
      [[99.9, 500]],
      [
        [100, 60],
        [100.05, 500],
      ],
    );
    const buy = s.order({ side: 'BUY', limit: 100 * U, remaining: 100 });
    s.engine.apply(buy, true, 0);
    expect(s.fills(buy.id).map((f) => [f.price / U, f.volume])).toEqual([[100, 60]]);
    expect(s.booked.find((b) => b.kind === 'placed')).toMatchObject({ orderId: buy.id, waiting: false });
    // The rest is the best bid now, in the depth everyone sees.
    expect(s.state.bids[0]).toEqual({ price: 100, volume: 40, orders: 1 });
    expect(s.state.asks[0]!.price).toBe(100.05);
    expect(s.prints).toEqual([{ price: 100, volume: 60 }]);
    expect(s.state.last).toBe(100);
  });

  it('shows only an iceberg’s open volume in the depth, and fills its reserve as the flow takes it', () => {
    const s = setup();
    s.quote([[99.9, 500]], [[100.1, 500]]);
    const iceberg = s.order({ side: 'BUY', limit: 100 * U, remaining: 100, peak: 10 });
    s.engine.apply(iceberg, true, 0);
    expect(s.state.bids[0]).toEqual({ price: 100, volume: 10, orders: 1 });
    // Sellers take 25: the shown 10, then the next two parts, one after the other.
    s.engine.flow(s.state, 'SELL', 25, 1);
    expect(s.fills(iceberg.id).reduce((sum, f) => sum + f.volume, 0)).toBe(25);
    expect(s.state.bids[0]).toEqual({ price: 100, volume: 5, orders: 1 });
  });

  it("fills a resting order when new quotes cross it, at the order's own limit", () => {
    const s = setup();
    s.quote([[99.9, 500]], [[100, 500]]);
    const buy = s.order({ side: 'BUY', limit: 99.95 * U, remaining: 100 });
    s.engine.apply(buy, true, 0);
    expect(s.fills(buy.id)).toEqual([]);
    // The market falls through the bid: the new ask is below it.
    s.quote(
      [[99.8, 500]],
      [
        [99.85, 30],
        [99.9, 500],
      ],
    );
    const prints = s.engine.requote(s.state, 1);
    expect(prints).toEqual([{ price: 99.95, volume: 100 }]);
    // Both quote levels below the limit trade with it at the resting order's price: one execution.
    expect(s.fills(buy.id).map((f) => [f.price / U, f.volume])).toEqual([[99.95, 100]]);
    // Never crossed afterwards.
    expect(s.state.bids[0]!.price).toBeLessThan(s.state.asks[0]!.price);
  });

  it('lets the flow hit a customer order first at its price (the quotes are always newer)', () => {
    const s = setup();
    s.quote([[99.9, 500]], [[100, 500]]);
    const bid = s.order({ side: 'BUY', limit: 99.9 * U, remaining: 50 });
    s.engine.apply(bid, true, 0);
    s.engine.requote(s.state, 1);
    const prints = s.engine.flow(s.state, 'SELL', 70, 2);
    expect(prints).toEqual([{ price: 99.9, volume: 70 }]);
    expect(s.fills(bid.id).map((f) => f.volume)).toEqual([50]);
  });

  it('kills what an immediate order cannot fill, and a fill-or-kill entirely', () => {
    const s = setup();
    s.quote(
      [[99.9, 500]],
      [
        [100, 60],
        [100.05, 500],
      ],
    );
    const fak = s.order({ side: 'BUY', orderType: 'FAK', limit: 100 * U, remaining: 100 });
    s.engine.apply(fak, true, 0);
    expect(s.fills(fak.id).map((f) => f.volume)).toEqual([60]);
    expect(s.booked.find((b) => b.kind === 'ended' && b.orderId === fak.id)).toMatchObject({
      reason: 'UNFILLED_VOLUME_KILLED',
    });
    const fok = s.order({ side: 'BUY', orderType: 'FOK', limit: 100.05 * U, remaining: 10_000 });
    s.engine.apply(fok, true, 0);
    expect(s.fills(fok.id)).toEqual([]);
    // A market order takes the best level only.
    const market = s.order({ side: 'BUY', orderType: 'MARKET', remaining: 1000 });
    s.engine.apply(market, true, 0);
    expect(s.fills(market.id).map((f) => [f.price / U, f.volume])).toEqual([[100.05, 500]]);
  });

  it('waits outside continuous trading and enters at the opening; refuses immediate orders then', () => {
    const s = setup('PRE_TRADING');
    s.quote([[99.9, 500]], [[100, 500]]);
    const buy = s.order({ side: 'BUY', limit: 100 * U, remaining: 100 });
    s.engine.apply(buy, true, 0);
    const fak = s.order({ side: 'BUY', orderType: 'FAK', limit: 100 * U });
    s.engine.apply(fak, true, 0);
    expect(s.fills(buy.id)).toEqual([]);
    expect(s.booked).toEqual([{ kind: 'ended', orderId: fak.id, version: 1, reason: 'ORDER_BOOK_CLOSED' }]);
    s.host.phase = 'CONTINUOUS_TRADING';
    s.engine.phaseChanged(11, 'CONTINUOUS_TRADING', '2026-11-25', 5);
    expect(s.fills(buy.id).map((f) => f.volume)).toEqual([100]);
  });

  it('uncrosses waiting limit orders in the opening call at one price with the market', () => {
    const s = setup('OPENING_AUCTION');
    s.quote([[99.9, 500]], [[100, 500]]);
    const buy = s.order({ side: 'BUY', limit: 101 * U, remaining: 50 });
    const sell = s.order({ side: 'SELL', limit: 99 * U, remaining: 20 });
    const below = s.order({ side: 'BUY', limit: 98 * U, remaining: 10 });
    for (const o of [buy, sell, below]) s.engine.apply(o, true, 0);
    expect(s.booked.filter((b) => b.kind === 'fill')).toEqual([]);
    // The simulator's opening uncross: 100.50 for 1,000 shares.
    record(s.state, 100.5, 1000, 5);
    s.host.phase = 'CONTINUOUS_TRADING';
    s.engine.phaseChanged(11, 'CONTINUOUS_TRADING', '2026-11-25', 5);
    // The buy meets the customer's sell first (it came during the call), then the market.
    expect(s.fills(buy.id).map((f) => [f.price / U, f.volume])).toEqual([
      [100.5, 20],
      [100.5, 30],
    ]);
    expect(s.fills(sell.id).map((f) => [f.price / U, f.volume])).toEqual([[100.5, 20]]);
    // A buy below the opening price waits in the book.
    expect(s.fills(below.id)).toEqual([]);
    expect(s.engine.holds(below.id)).toBeDefined();
  });

  it('trades orders entered during the closing call at the closing price; the rest of the day orders expire', () => {
    const s = setup('CLOSING_AUCTION');
    s.quote([[99.9, 500]], [[100, 500]]);
    const buy = s.order({ side: 'BUY', limit: 101 * U, remaining: 40 });
    const below = s.order({ side: 'BUY', limit: 98 * U, remaining: 10 });
    const longer = s.order({ side: 'BUY', limit: 98 * U, remaining: 10, validUntil: '2026-12-01' });
    for (const o of [buy, below, longer]) s.engine.apply(o, true, 0);
    expect(s.booked.filter((b) => b.kind === 'fill')).toEqual([]);
    // The simulator's closing uncross: 100.20 for 2,000 shares; then the market is in post-trading.
    record(s.state, 100.2, 2000, 10);
    s.host.phase = 'POST_TRADING';
    s.engine.phaseChanged(11, 'POST_TRADING', '2026-11-25', 10);
    expect(s.fills(buy.id).map((f) => [f.price / U, f.volume])).toEqual([[100.2, 40]]);
    // Below the closing price: no trade; the day order ends, the longer one waits for the opening.
    expect(s.fills(below.id)).toEqual([]);
    expect(s.booked.filter((b) => b.kind === 'ended')).toEqual([
      { kind: 'ended', orderId: below.id, version: 1, reason: 'VALIDITY_ENDED' },
    ]);
    expect(s.fills(longer.id)).toEqual([]);
  });

  it('takes the orders resting from continuous trading into the closing call, where they trade at its price', () => {
    const s = setup();
    s.quote([[99.9, 500]], [[100.1, 500]]);
    // Resting inside the spread and under it, before the call.
    const resting = s.order({ side: 'BUY', limit: 100 * U, remaining: 30 });
    const under = s.order({ side: 'BUY', limit: 99 * U, remaining: 10 });
    const longer = s.order({ side: 'SELL', limit: 101 * U, remaining: 20, validUntil: '2026-12-01' });
    for (const o of [resting, under, longer]) s.engine.apply(o, true, 0);
    expect(s.booked.filter((b) => b.kind === 'fill')).toEqual([]);
    s.host.phase = 'CLOSING_AUCTION';
    s.engine.phaseChanged(11, 'CLOSING_AUCTION', '2026-11-25', 5);
    // Entered during the call, at the same limit: later in time than the resting buy.
    const late = s.order({ side: 'BUY', limit: 100 * U, remaining: 20 });
    s.engine.apply(late, true, 6);
    // The simulator's closing uncross at 99.95, 2,000 shares.
    record(s.state, 99.95, 2000, 10);
    s.host.phase = 'POST_TRADING';
    s.engine.phaseChanged(11, 'POST_TRADING', '2026-11-25', 10);
    expect(s.fills(resting.id).map((f) => [f.price / U, f.volume])).toEqual([[99.95, 30]]);
    expect(s.fills(late.id).map((f) => [f.price / U, f.volume])).toEqual([[99.95, 20]]);
    expect(s.fills(under.id)).toEqual([]);
    expect(s.booked.filter((b) => b.kind === 'ended')).toEqual([
      { kind: 'ended', orderId: under.id, version: 1, reason: 'VALIDITY_ENDED' },
    ]);
    // The sell valid for longer waits for the next opening call, out of the continuous book.
    expect(s.engine.holds(longer.id)).toBeDefined();
    expect(s.fills(longer.id)).toEqual([]);
  });

  it('gives a resting order that meets the closing price only what the market offers there, earliest first', () => {
    const s = setup();
    s.quote([[99.9, 500]], [[100.1, 500]]);
    const first = s.order({ side: 'BUY', limit: 100 * U, remaining: 300 });
    s.engine.apply(first, true, 0);
    s.host.phase = 'CLOSING_AUCTION';
    s.engine.phaseChanged(11, 'CLOSING_AUCTION', '2026-11-25', 5);
    const second = s.order({ side: 'BUY', limit: 100 * U, remaining: 300 });
    s.engine.apply(second, true, 6);
    // The market sells 400 at the closing price 100: the earlier order fills, the later one in part.
    record(s.state, 100, 400, 10);
    s.host.phase = 'POST_TRADING';
    s.engine.phaseChanged(11, 'POST_TRADING', '2026-11-25', 10);
    const traded = (id: number) => s.fills(id).reduce((sum, f) => sum + f.volume, 0);
    expect(traded(first.id)).toBe(300);
    expect(traded(first.id) + traded(second.id)).toBeLessThanOrEqual(400);
  });

  it.each(['POST_TRADING', 'CLOSED'] as const)(
    'ends a day order that reaches it after its day closed (%s), and keeps one for the next day',
    (phase) => {
      const s = setup(phase);
      const late = s.order({ side: 'BUY', limit: 99 * U });
      const tomorrow = s.order({ side: 'BUY', limit: 99 * U, validUntil: '2026-11-26' });
      s.engine.apply(late, true, 0);
      s.engine.apply(tomorrow, true, 0);
      expect(s.booked).toEqual([{ kind: 'ended', orderId: late.id, version: 1, reason: 'VALIDITY_ENDED' }]);
      expect(s.engine.holds(tomorrow.id)).toBeDefined();
    },
  );

  it('holds no closing call for a halted share: the day orders of its call expire untraded', () => {
    const s = setup('CLOSING_AUCTION');
    s.quote([[99.9, 500]], [[100, 500]]);
    const buy = s.order({ side: 'BUY', limit: 101 * U, remaining: 40 });
    s.engine.apply(buy, true, 0);
    // The last trade before the halt: the price and volume the call would wrongly uncross with.
    record(s.state, 100.2, 2000, 5);
    s.host.halted = true;
    s.host.phase = 'POST_TRADING';
    s.engine.phaseChanged(11, 'POST_TRADING', '2026-11-25', 10);
    expect(s.fills(buy.id)).toEqual([]);
    expect(s.booked).toEqual([{ kind: 'ended', orderId: buy.id, version: 1, reason: 'VALIDITY_ENDED' }]);
  });

  it('expires day orders at the close and keeps orders valid longer', () => {
    const s = setup();
    s.quote([[99.9, 500]], [[100, 500]]);
    const today = s.order({ side: 'BUY', limit: 99 * U });
    const later = s.order({ side: 'BUY', limit: 99 * U, validUntil: '2026-12-01' });
    s.engine.apply(today, true, 0);
    s.engine.apply(later, true, 0);
    s.engine.phaseChanged(11, 'POST_TRADING', '2026-11-25', 10);
    expect(s.booked.filter((b) => b.kind === 'ended')).toEqual([
      { kind: 'ended', orderId: today.id, version: 1, reason: 'VALIDITY_ENDED' },
    ]);
    expect(s.engine.holds(later.id)).toBeDefined();
    expect(s.engine.holds(today.id)).toBeUndefined();
  });

  it('takes a cancelled order out and keeps the queue place when only the volume goes down', () => {
    const s = setup();
    s.quote([[99.9, 500]], [[100, 500]]);
    const first = s.order({ side: 'BUY', limit: 99.95 * U, remaining: 100 });
    const second = s.order({ side: 'BUY', limit: 99.95 * U, remaining: 100 });
    s.engine.apply(first, true, 0);
    s.engine.apply(second, true, 0);
    s.engine.apply({ ...first, version: 2, remaining: 40 }, true, 1);
    s.engine.flow(s.state, 'SELL', 40, 2);
    expect(s.fills(first.id).map((f) => [f.volume, f.version])).toEqual([[40, 2]]);
    s.engine.apply({ ...second, version: 2 }, false, 3);
    expect(s.engine.holds(second.id)).toBeUndefined();
    expect(s.state.bids[0]!.price).toBe(99.9);
  });

  it('triggers a stop-loss on the last price and a trailing stop from the peak', () => {
    const s = setup();
    s.quote([[99.9, 5000]], [[100, 5000]]);
    const stop = s.order({
      side: 'SELL',
      orderType: 'STOP_LIMIT',
      limit: 99 * U,
      trigger: { kind: 'STOP', price: 99.5 * U },
    });
    const trail = s.order({
      side: 'SELL',
      orderType: 'STOP_TRAILING',
      remaining: 10,
      trigger: { kind: 'TRAIL', percent: 1, extreme: 0 },
    });
    s.engine.apply(stop, true, 0);
    s.engine.apply(trail, true, 0);
    expect(
      s.booked.filter((b) => b.kind === 'placed').map((b) => (b as { waiting: boolean }).waiting),
    ).toEqual([true, true]);
    // The price rises to 101: the trailing stop follows to 99.98 (1 % under the peak, down to the grid).
    s.quote([[100.95, 5000]], [[101, 5000]]);
    s.engine.requote(s.state, 1);
    s.engine.flow(s.state, 'BUY', 10, 1);
    expect(s.fills(trail.id)).toEqual([]);
    // It falls to 99.95: the trailing stop fires and sells at the bid (its limit is 1 % further,
    // 98.98); the stop-loss at 99.5 waits.
    s.quote([[99.95, 5000]], [[100, 5000]]);
    s.engine.requote(s.state, 2);
    s.engine.flow(s.state, 'SELL', 10, 2);
    expect(s.fills(trail.id).map((f) => [f.price / U, f.volume])).toEqual([[99.95, 10]]);
    expect(s.booked.find((b) => b.kind === 'placed' && b.orderId === trail.id && !b.waiting)).toMatchObject({
      limit: 98.98 * U,
    });
    expect(s.fills(stop.id)).toEqual([]);
    s.quote([[99.4, 5000]], [[99.45, 5000]]);
    s.engine.requote(s.state, 3);
    s.engine.flow(s.state, 'SELL', 10, 3);
    expect(s.fills(stop.id).map((f) => [f.price / U, f.volume])).toEqual([[99.4, 100]]);
  });

  describe('algo orders', () => {
    const traded = (s: ReturnType<typeof setup>, id: number) =>
      s.fills(id).reduce((sum, f) => sum + f.volume, 0);

    it('AGGRESSIVE takes the ask in slices of 30 % of the market volume, never past its limit', () => {
      const s = setup();
      s.quote([[99.9, 5000]], [[100, 5000]]);
      const algo = s.order({
        side: 'BUY',
        orderType: 'ALGO',
        aggression: 'AGGRESSIVE',
        limit: 100 * U,
        remaining: 1000,
      });
      s.engine.apply(algo, true, 0);
      // A first share at once, then 30 % of what the market trades.
      expect(traded(s, algo.id)).toBe(1);
      s.engine.flow(s.state, 'SELL', 100, 1);
      expect(traded(s, algo.id)).toBe(30);
      expect(s.fills(algo.id).every((f) => f.price === 100 * U)).toBe(true);
      // The ask moves above the limit: it waits at its limit instead of paying more.
      s.quote([[100, 5000]], [[100.05, 5000]]);
      s.engine.requote(s.state, 2);
      s.engine.flow(s.state, 'SELL', 300, 3);
      expect(s.fills(algo.id).every((f) => f.price <= 100 * U)).toBe(true);
    });

    it('PASSIVE rests at the best bid and fills when sellers come, never crossing', () => {
      const s = setup();
      s.quote([[99.9, 500]], [[100, 500]]);
      const algo = s.order({
        side: 'BUY',
        orderType: 'ALGO',
        aggression: 'PASSIVE',
        limit: 100 * U,
        remaining: 1000,
      });
      s.engine.apply(algo, true, 0);
      expect(traded(s, algo.id)).toBe(0);
      s.engine.flow(s.state, 'BUY', 1000, 1);
      // Buyers lifting the offer do not trade with a resting bid.
      expect(traded(s, algo.id)).toBe(0);
      // The quotes are entered anew behind it: sellers hitting the bid meet the algo first.
      s.engine.requote(s.state, 2);
      s.engine.flow(s.state, 'SELL', 10, 2);
      expect(traded(s, algo.id)).toBeGreaterThan(0);
      expect(s.fills(algo.id).every((f) => f.price === 99.9 * U)).toBe(true);
    });

    it('MODERATE waits at the midpoint, then crosses once a slice has waited 20 s', () => {
      const s = setup();
      s.quote([[99.9, 500]], [[100, 500]]);
      const algo = s.order({
        side: 'BUY',
        orderType: 'ALGO',
        aggression: 'MODERATE',
        limit: 100 * U,
        remaining: 10,
      });
      s.engine.apply(algo, true, 0);
      // The midpoint 99.95 down to the 0.02 grid.
      expect(s.state.bids[0]).toMatchObject({ price: 99.94, volume: 1 });
      s.engine.requote(s.state, 10_000);
      expect(traded(s, algo.id)).toBe(0);
      s.engine.requote(s.state, 20_000);
      expect(s.fills(algo.id).map((f) => [f.price / U, f.volume])).toEqual([[100, 1]]);
    });
  });
});
