import {
  IMMEDIATE_TYPES,
  OrderBook,
  PRICE_UNITS,
  uncross,
  type AlgoAggression,
  type ExchangeOrderType,
  type Fill,
  type Side,
} from '@broker/domain';
import { wantedChild, type AlgoState } from './algo';
import type { Phase } from '../market/sessions';
import type { Level, ShareState } from '../market/tick-model';
import type { Print, Venue, VenueHost } from '../market/venue';
import { stopLimitFor, triggered, type Trigger } from './triggers';

/**
 * The exchange of customers' share orders, in the process that runs the market simulator. Each
 * share with customer orders has one order book (the domain's matching engine) that holds the
 * customers' orders and, beside them, the simulator's quotes as orders of its own: the quotes are
 * entered anew on every tick, so a customer's order at the same price is always earlier and goes
 * first. What happens in the book is answered to the booker as outcomes (fills, orders placed,
 * orders ended), which it writes to the database; this memory is only ever ahead of the database,
 * and `replace` rebuilds a share's customer orders from it when a booking was refused.
 */

/** What the engine knows of a customer's order. */
export interface BookOrder {
  id: number;
  version: number;
  instrumentId: number;
  marketId: number;
  side: Side;
  orderType: ExchangeOrderType;
  /** Limit in engine price units; undefined for market and untriggered trailing orders. */
  limit: number | undefined;
  /** Volume not yet traded. */
  remaining: number;
  validUntil: string;
  /** Untriggered stop orders. */
  trigger?: Trigger | undefined;
  /** Algo orders. */
  aggression?: AlgoAggression | undefined;
  /** An iceberg's shown volume (`open_volume`): the depth shows this much at a time. */
  peak?: number | undefined;
}

export type Outcome =
  | {
      kind: 'fill';
      orderId: number;
      version: number;
      matchId: string;
      price: number;
      volume: number;
      at: number;
    }
  /**
   * The order is in the book (after any fills), or waits for its trigger; `limit` (price units) is
   * set when a fired stop entered with it.
   */
  | { kind: 'placed'; orderId: number; version: number; waiting: boolean; limit?: number | undefined }
  /** What is left of the order ends: killed (immediate types) or its validity is over. */
  | { kind: 'ended'; orderId: number; version: number; reason: string };

export interface Booker {
  /** Queues one event's outcomes for one database transaction. */
  book(instrumentId: number, outcomes: Outcome[]): void;
}

interface ShareBook {
  instrumentId: number;
  marketId: number;
  ob: OrderBook;
  /** Ids of the simulator's quote orders now in the book. */
  synthetic: string[];
  /** Customer orders in the book, by engine id. */
  orders: Map<string, BookOrder>;
  /** Accepted while the book was not trading: enter at the next continuous trading. */
  waiting: BookOrder[];
  /** Stop orders waiting for their trigger. */
  stops: BookOrder[];
  /** Algo orders at work, by order id. */
  algos: Map<number, AlgoWork>;
}

/** An algo order at work: its child in the book (under `c{id}:{n}` in `orders`) and what it has seen. */
interface AlgoWork {
  order: BookOrder;
  /** What the parent had left when the algo started here. */
  startRemaining: number;
  marketVolume: number;
  child?: { id: string; price: number; volume: number; since: number } | undefined;
  children: number;
}

const toUnits = (price: number) => Math.round(price * PRICE_UNITS);
const fromUnits = (units: number) => units / PRICE_UNITS;
const engineId = (orderId: number) => `c${orderId}`;
/** The customer order behind an engine id: `c{id}`, or an algo's child `c{id}:{n}`. */
const orderIdOf = (id: string) => (id.startsWith('c') ? Number.parseInt(id.slice(1), 10) : undefined);
const DEPTH = 5;

export class ExchangeEngine implements Venue {
  private readonly books = new Map<number, ShareBook>();
  private host: VenueHost | undefined;
  private seq = 0;

  constructor(private readonly booker: Booker) {}

  /** The simulator the engine trades in; set once it runs. */
  attach(host: VenueHost | undefined): void {
    this.host = host;
  }

  /** Whether the engine holds the order (in a book, waiting to enter or for its trigger). */
  holds(orderId: number): BookOrder | undefined {
    for (const b of this.books.values()) {
      const order =
        b.algos.get(orderId)?.order ??
        b.orders.get(engineId(orderId)) ??
        b.waiting.find((o) => o.id === orderId) ??
        b.stops.find((o) => o.id === orderId);
      if (order) return order;
    }
    return undefined;
  }

  // ---- Venue: called by the simulator ----

  active(instrumentId: number): boolean {
    const b = this.books.get(instrumentId);
    return b !== undefined && (b.orders.size > 0 || b.stops.length > 0 || b.algos.size > 0);
  }

  requote(state: ShareState, t: number): Print[] {
    const b = this.bookOf(state.params.instrumentId, state.params.marketId);
    const outcomes: Outcome[] = [];
    const prints: Print[] = [];
    for (const id of b.synthetic) b.ob.cancel(id);
    b.synthetic = [];
    // Asks and bids alternate from the inside out, as the quotes would arrive.
    const bids = state.bids;
    const asks = state.asks;
    for (let k = 0; k < Math.max(bids.length, asks.length); k++) {
      if (bids[k]) this.addSynthetic(b, 'BUY', bids[k]!, outcomes, prints, t);
      if (asks[k]) this.addSynthetic(b, 'SELL', asks[k]!, outcomes, prints, t);
    }
    this.afterTrades(b, state, prints, outcomes, t);
    return prints;
  }

  flow(state: ShareState, side: Side, volume: number, t: number): Print[] {
    const b = this.bookOf(state.params.instrumentId, state.params.marketId);
    const outcomes: Outcome[] = [];
    const prints: Print[] = [];
    const result = b.ob.addMarket(`f${++this.seq}`, side, volume);
    this.collect(b, result.fills, outcomes, prints, t);
    this.afterTrades(b, state, prints, outcomes, t);
    return prints;
  }

  phaseChanged(marketId: number, phase: Phase, day: string, t: number): void {
    for (const b of this.books.values()) {
      if (b.marketId !== marketId) continue;
      // After the close (or at midnight under the always-open clock) orders valid up to the day that
      // ended are over.
      const closing = phase === 'POST_TRADING' || phase === 'CLOSED';
      if (phase === 'CLOSING_AUCTION') this.toClosingCall(b);
      // The closing call has just uncrossed (the simulator printed it before telling the venue):
      // limit orders entered during the call take part at its price, before the day orders end.
      if (phase === 'POST_TRADING' && b.waiting.length > 0) {
        this.host?.actOnShare(b.instrumentId, (state, _phase, halted) => {
          // A halted share had no closing call: its last price is from before the halt.
          if (halted) return [];
          const outcomes: Outcome[] = [];
          this.callAuction(b, state, outcomes, t);
          b.waiting = b.waiting.filter((o) => o.remaining > 0);
          if (outcomes.length > 0) this.booker.book(b.instrumentId, outcomes);
          return [];
        });
      }
      if (closing || phase === 'CONTINUOUS_TRADING') this.expire(b, closing ? day : previousDayOf(day));
      if (phase === 'CONTINUOUS_TRADING' && b.waiting.length > 0) {
        this.host?.actOnShare(b.instrumentId, (state) => {
          const outcomes: Outcome[] = [];
          const prints: Print[] = [];
          this.callAuction(b, state, outcomes, t);
          const waiting = b.waiting.filter((o) => o.remaining > 0);
          b.waiting = [];
          this.ensureQuotes(b, state);
          for (const order of waiting) this.enter(b, order, outcomes, prints, t);
          this.afterTrades(b, state, prints, outcomes, t);
          return prints;
        });
      }
    }
  }

  // ---- Orders from the order book's service ----

  /**
   * Brings the engine in line with an order as the database has it: a new order enters, a changed
   * one is changed, an order that is no longer active leaves. `t` is now.
   */
  apply(order: BookOrder, active: boolean, t: number): void {
    const host = this.host;
    if (!host) return;
    const b = this.bookOf(order.instrumentId, order.marketId);
    const held = this.holds(order.id);
    if (held && held.version === order.version && active) return;
    const status = host.shareStatus(order.instrumentId);
    const acted = host.actOnShare(order.instrumentId, (state, phase, halted) => {
      const outcomes: Outcome[] = [];
      const prints: Print[] = [];
      const kept = held ? this.remove(b, order.id, held, order) : false;
      // A trailing stop starts from the last price when it enters.
      if (order.trigger?.kind === 'TRAIL' && order.trigger.extreme === 0)
        order.trigger.extreme = toUnits(state.last);
      if (active && !kept) {
        this.ensureQuotes(b, state);
        if (phase === 'CONTINUOUS_TRADING' && !halted) this.enter(b, order, outcomes, prints, t);
        else if (IMMEDIATE_TYPES.includes(order.orderType)) {
          outcomes.push({
            kind: 'ended',
            orderId: order.id,
            version: order.version,
            reason: 'ORDER_BOOK_CLOSED',
          });
        } else if (
          status &&
          (order.validUntil < status.day ||
            // After the close the session day is still the day that closed, until the next pre-trading.
            (order.validUntil === status.day && (phase === 'POST_TRADING' || phase === 'CLOSED')))
        ) {
          // It reached the exchange after its last day closed (placed a moment before the close).
          outcomes.push({
            kind: 'ended',
            orderId: order.id,
            version: order.version,
            reason: 'VALIDITY_ENDED',
          });
        } else if (order.trigger) {
          b.stops.push(order);
          outcomes.push({ kind: 'placed', orderId: order.id, version: order.version, waiting: true });
        } else {
          b.waiting.push(order);
        }
      }
      this.afterTrades(b, state, prints, outcomes, t);
      return prints;
    });
    if (!acted && active && status === undefined) {
      this.booker.book(order.instrumentId, [
        { kind: 'ended', orderId: order.id, version: order.version, reason: 'NOT_VALID_TRADABLE' },
      ]);
    }
  }

  /** Forgets every customer order of a share, before `apply` enters them again from the database. */
  clearShare(instrumentId: number): void {
    const b = this.books.get(instrumentId);
    if (!b) return;
    for (const id of b.orders.keys()) b.ob.cancel(id);
    b.orders.clear();
    b.waiting = [];
    b.stops = [];
    b.algos.clear();
  }

  // ---- Inside ----

  private bookOf(instrumentId: number, marketId: number): ShareBook {
    let b = this.books.get(instrumentId);
    if (!b) {
      b = {
        instrumentId,
        marketId,
        ob: new OrderBook(),
        synthetic: [],
        orders: new Map(),
        waiting: [],
        stops: [],
        algos: new Map(),
      };
      this.books.set(instrumentId, b);
    }
    return b;
  }

  /** While a share had no customer orders its levels are the simulator's own: take them in. */
  private ensureQuotes(b: ShareBook, state: ShareState): void {
    if (b.synthetic.length > 0 || b.orders.size > 0) return;
    const ignored: Outcome[] = [];
    const prints: Print[] = [];
    for (const level of state.bids) this.addSynthetic(b, 'BUY', level, ignored, prints, 0);
    for (const level of state.asks) this.addSynthetic(b, 'SELL', level, ignored, prints, 0);
  }

  /** A quote level as orders of the simulator (its order count kept, so the depth shows it). */
  private addSynthetic(
    b: ShareBook,
    side: Side,
    level: Level,
    outcomes: Outcome[],
    prints: Print[],
    t: number,
  ): void {
    const count = Math.max(1, Math.min(level.orders, level.volume));
    const each = Math.floor(level.volume / count);
    for (let n = 0; n < count; n++) {
      const volume = n === 0 ? level.volume - each * (count - 1) : each;
      const id = `s${++this.seq}`;
      const result = b.ob.add({ id, side, price: toUnits(level.price), volume, timeInForce: 'REST' });
      if (result.rested > 0) b.synthetic.push(id);
      this.collect(b, result.fills, outcomes, prints, t);
    }
  }

  /**
   * A call auction (the opening, or the closing call): limit orders that waited for it uncross with
   * the market's interest, which the simulator has just printed (its price and volume stand for the
   * rest of the market, on both sides). One price for all by the domain's rules (auction.ts); after
   * the opening what is left enters continuous trading, after the close day orders expire. Customers
   * who arrived during the call come before the rest of the market at the same price.
   */
  private callAuction(b: ShareBook, state: ShareState, outcomes: Outcome[], t: number): void {
    const volume = state.lastVolume ?? 0;
    // Orders with a limit take part: limit orders and fired stops (an algo waits for continuous trading).
    const callers = b.waiting.filter((o) => o.orderType !== 'ALGO' && o.limit !== undefined && !o.trigger);
    if (callers.length === 0 || volume <= 0) return;
    const reference = toUnits(state.last);
    const side = (s: Side) => [
      ...callers
        .filter((o) => o.side === s)
        .map((o) => ({ id: engineId(o.id), price: o.limit!, volume: o.remaining })),
      { id: s === 'BUY' ? 'open-buy' : 'open-sell', price: reference, volume },
    ];
    const result = uncross(side('BUY'), side('SELL'), reference);
    if (!result) return;
    const byId = new Map(callers.map((o) => [engineId(o.id), o]));
    for (const fill of result.fills) {
      const matchId = `${t}-${++this.seq}`;
      for (const id of [fill.buyId, fill.sellId]) {
        const order = byId.get(id);
        if (!order) continue;
        order.remaining -= fill.volume;
        outcomes.push({
          kind: 'fill',
          orderId: order.id,
          version: order.version,
          matchId,
          price: result.price,
          volume: fill.volume,
          at: t,
        });
      }
    }
  }

  /**
   * The closing call takes the limit orders resting in the book (an algo's child stays with its
   * algo): they leave continuous trading and uncross at the closing price with the orders entered
   * during the call, ahead of them in time. What a longer validity leaves waits for the opening call.
   */
  private toClosingCall(b: ShareBook): void {
    const resting = [...b.orders].filter(([id, order]) => id === engineId(order.id));
    for (const [id] of resting) {
      b.ob.cancel(id);
      b.orders.delete(id);
    }
    b.waiting = [...resting.map(([, order]) => order), ...b.waiting];
  }

  /** A customer's order meets the book. */
  private enter(b: ShareBook, order: BookOrder, outcomes: Outcome[], prints: Print[], t: number): void {
    if (order.trigger) {
      b.stops.push(order);
      outcomes.push({ kind: 'placed', orderId: order.id, version: order.version, waiting: true });
      return;
    }
    if (order.orderType === 'ALGO' && order.aggression && order.limit !== undefined) {
      b.algos.set(order.id, { order, startRemaining: order.remaining, marketVolume: 0, children: 0 });
      outcomes.push({ kind: 'placed', orderId: order.id, version: order.version, waiting: false });
      this.workAlgos(b, outcomes, prints, t);
      return;
    }
    const id = engineId(order.id);
    const fired = order.orderType === 'STOP_LIMIT' || order.orderType === 'STOP_TRAILING';
    const result =
      order.orderType === 'MARKET' || order.limit === undefined
        ? b.ob.addMarket(id, order.side, order.remaining)
        : b.ob.add({
            id,
            side: order.side,
            price: order.limit,
            volume: order.remaining,
            timeInForce: order.orderType === 'FAK' ? 'FAK' : order.orderType === 'FOK' ? 'FOK' : 'REST',
            peak: order.peak,
          });
    // The taker's fills are counted before it rests, so `remaining` is what rests.
    this.collect(b, result.fills, outcomes, prints, t, order);
    if (result.rested > 0) {
      b.orders.set(id, order);
    }
    // A fired stop is on the market now even when it traded in full at once: its limit is recorded.
    if (result.rested > 0 || fired) {
      outcomes.push({
        kind: 'placed',
        orderId: order.id,
        version: order.version,
        waiting: false,
        ...(fired ? { limit: order.limit } : {}),
      });
    }
    if (result.killed > 0) {
      outcomes.push({
        kind: 'ended',
        orderId: order.id,
        version: order.version,
        reason: 'UNFILLED_VOLUME_KILLED',
      });
    }
  }

  /**
   * Takes an order out for a change or for good. A lower volume at the same price keeps its place
   * (answers true: nothing to enter again).
   */
  private remove(b: ShareBook, orderId: number, held: BookOrder, next: BookOrder): boolean {
    const algo = b.algos.get(orderId);
    if (algo) {
      this.dropChild(b, algo);
      b.algos.delete(orderId);
      return false;
    }
    const id = engineId(orderId);
    if (b.orders.has(id)) {
      const sameLimit = held.limit === next.limit && held.orderType === next.orderType;
      if (
        sameLimit &&
        next.remaining > 0 &&
        next.remaining < held.remaining &&
        b.ob.reduce(id, next.remaining)
      ) {
        b.orders.set(id, next);
        return true;
      }
      b.ob.cancel(id);
      b.orders.delete(id);
    }
    b.waiting = b.waiting.filter((o) => o.id !== orderId);
    b.stops = b.stops.filter((o) => o.id !== orderId);
    return false;
  }

  private collect(
    b: ShareBook,
    fills: readonly Fill[],
    outcomes: Outcome[],
    prints: Print[],
    t: number,
    taker?: BookOrder,
  ): void {
    for (const fill of fills) {
      const price = fromUnits(fill.price);
      const last = prints[prints.length - 1];
      // One print per price and event, as the tape shows one trade per level swept.
      if (last && last.price === price) last.volume += fill.volume;
      else prints.push({ price, volume: fill.volume });
      const matchId = `${t}-${++this.seq}`;
      for (const id of [fill.makerId, fill.takerId]) {
        const orderId = orderIdOf(id);
        if (orderId === undefined) continue;
        const order = taker && taker.id === orderId ? taker : b.orders.get(id);
        if (!order) continue;
        order.remaining -= fill.volume;
        if (order.remaining === 0) b.orders.delete(id);
        // Several quote orders taken at one price in one event are one execution for the customer
        // (one trade and one contract note), as an exchange reports a level swept.
        const previous = outcomes[outcomes.length - 1];
        if (previous?.kind === 'fill' && previous.orderId === orderId && previous.price === fill.price) {
          previous.volume += fill.volume;
          continue;
        }
        outcomes.push({
          kind: 'fill',
          orderId,
          version: order.version,
          matchId,
          price: fill.price,
          volume: fill.volume,
          at: t,
        });
      }
    }
  }

  /** After trades: stops the new prices trigger enter, the levels are the merged book's, outcomes go. */
  private afterTrades(
    b: ShareBook,
    state: ShareState,
    prints: Print[],
    outcomes: Outcome[],
    t: number,
  ): void {
    for (let round = 0; round < 3 && prints.length > 0 && b.stops.length > 0; round++) {
      const last = prints[prints.length - 1]!.price;
      const fired: BookOrder[] = [];
      b.stops = b.stops.filter((order) => {
        const trigger = order.trigger!;
        if (!triggered(trigger, order.side, last)) return true;
        fired.push(order);
        return false;
      });
      if (fired.length === 0) break;
      const before = prints.length;
      for (const order of fired) {
        const limit = stopLimitFor(order.trigger!, order.side, order.limit);
        this.enter(b, { ...order, limit, trigger: undefined }, outcomes, prints, t);
      }
      if (prints.length === before) break;
    }
    if (b.algos.size > 0) {
      const traded = prints.reduce((sum, p) => sum + p.volume, 0);
      for (const algo of b.algos.values()) algo.marketVolume += traded;
      this.workAlgos(b, outcomes, prints, t);
    }
    this.levels(b, state);
    // Without customer orders the share goes back to the simulator alone; its quotes are taken in
    // afresh when the next order comes.
    if (b.orders.size === 0 && b.stops.length === 0 && b.algos.size === 0) {
      for (const id of b.synthetic) b.ob.cancel(id);
      b.synthetic = [];
    }
    if (outcomes.length > 0) this.booker.book(b.instrumentId, outcomes);
  }

  /** The share's published levels become the merged book's. */
  private levels(b: ShareBook, state: ShareState): void {
    if (b.synthetic.length === 0) return;
    const toLevels = (side: Side): Level[] =>
      b.ob.depth(side, DEPTH).map((l) => ({ price: fromUnits(l.price), volume: l.volume, orders: l.orders }));
    state.bids = toLevels('BUY');
    state.asks = toLevels('SELL');
  }

  /**
   * Each algo's child follows what its aggression wants (algo.ts): a resting child at the wanted
   * price stays (keeping its queue place); otherwise it is replaced, and a taking child fills and
   * kills at once. The parent ends when nothing is left.
   */
  private workAlgos(b: ShareBook, outcomes: Outcome[], prints: Print[], t: number): void {
    for (const algo of [...b.algos.values()]) {
      const { order } = algo;
      if (algo.child && b.ob.restingVolume(algo.child.id) === 0) {
        b.orders.delete(algo.child.id);
        algo.child = undefined;
      }
      if (order.remaining === 0) {
        b.algos.delete(order.id);
        continue;
      }
      const resting = algo.child ? b.ob.restingVolume(algo.child.id) : 0;
      const state: AlgoState = {
        aggression: order.aggression!,
        side: order.side,
        limit: order.limit!,
        marketVolume: algo.marketVolume,
        traded: algo.startRemaining - order.remaining,
        remaining: order.remaining - resting,
        child: algo.child ? { ...algo.child, volume: resting } : undefined,
      };
      const want = wantedChild(state, this.bestsWithout(b, order.side, algo.child, resting), t);
      if (!want) continue;
      // Same price: the child keeps its queue place, until its allowance has more than doubled.
      if (
        algo.child &&
        want.timeInForce === 'REST' &&
        want.price === algo.child.price &&
        want.volume <= 2 * resting
      ) {
        continue;
      }
      const since = algo.child?.since ?? t;
      this.dropChild(b, algo);
      const id = `${engineId(order.id)}:${++algo.children}`;
      const volume = Math.min(want.volume, order.remaining);
      b.orders.set(id, order);
      const result = b.ob.add({
        id,
        side: order.side,
        price: want.price,
        volume,
        timeInForce: want.timeInForce,
      });
      this.collect(b, result.fills, outcomes, prints, t, order);
      if (result.rested > 0) algo.child = { id, price: want.price, volume: result.rested, since };
      else b.orders.delete(id);
      if (order.remaining === 0) b.algos.delete(order.id);
    }
  }

  private dropChild(b: ShareBook, algo: AlgoWork): void {
    if (!algo.child) return;
    b.ob.cancel(algo.child.id);
    b.orders.delete(algo.child.id);
    algo.child = undefined;
  }

  /** The best prices without an algo's own child (when it alone makes its level). */
  private bestsWithout(
    b: ShareBook,
    side: Side,
    child: AlgoWork['child'],
    resting: number,
  ): { bid: number | undefined; ask: number | undefined } {
    const best = (s: Side) => {
      const levels = b.ob.depth(s, 2);
      const alone = s === side && child && levels[0]?.price === child.price && levels[0]?.volume === resting;
      return (alone ? levels[1] : levels[0])?.price;
    };
    return { bid: best('BUY'), ask: best('SELL') };
  }

  /** Ends the orders of a book whose validity is over (valid up to and including `endedDay`). */
  private expire(b: ShareBook, endedDay: string): void {
    const outcomes: Outcome[] = [];
    const over = (o: BookOrder) => o.validUntil <= endedDay;
    for (const algo of [...b.algos.values()]) {
      if (!over(algo.order)) continue;
      this.dropChild(b, algo);
      b.algos.delete(algo.order.id);
      outcomes.push({
        kind: 'ended',
        orderId: algo.order.id,
        version: algo.order.version,
        reason: 'VALIDITY_ENDED',
      });
    }
    for (const [id, order] of b.orders) {
      if (!over(order)) continue;
      b.ob.cancel(id);
      b.orders.delete(id);
      outcomes.push({ kind: 'ended', orderId: order.id, version: order.version, reason: 'VALIDITY_ENDED' });
    }
    for (const order of [...b.waiting, ...b.stops].filter(over)) {
      outcomes.push({ kind: 'ended', orderId: order.id, version: order.version, reason: 'VALIDITY_ENDED' });
    }
    b.waiting = b.waiting.filter((o) => !over(o));
    b.stops = b.stops.filter((o) => !over(o));
    if (outcomes.length > 0) this.booker.book(b.instrumentId, outcomes);
  }
}

function previousDayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
