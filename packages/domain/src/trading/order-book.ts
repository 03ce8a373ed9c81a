/**
 * The matching engine of one order book: continuous trading in price-time priority, as Nasdaq
 * Nordic matches (spec 001 §7.8, issue 12). Pure and synchronous: the server feeds it orders one at
 * a time and books what it answers.
 *
 * Prices are whole numbers of the instrument's smallest price unit (the caller scales by the tick
 * table's decimals), volumes whole numbers of shares, so no arithmetic here is ever inexact.
 *
 * - A buy matches the lowest asks first, a sell the highest bids, each level in arrival order; a
 *   fill is at the resting order's price, never past the incoming order's limit.
 * - Time in force: REST (what is left joins the book), FAK (fill and kill: the rest is cancelled),
 *   FOK (fill or kill: all at once, or nothing). A market order is FAK at the best opposite level.
 * - Lowering a resting order's volume keeps its place; any other change is a cancel and a new order.
 * - An iceberg (a `peak`) shows only that much of its volume in the depth and to matching; when the
 *   shown part has traded, the next part is shown from the reserve at the back of its level's queue
 *   (a new time priority), and an incoming order may go on to take it there. A fill-or-kill counts
 *   the reserve as available.
 */

export type Side = 'BUY' | 'SELL';
export type TimeInForce = 'REST' | 'FAK' | 'FOK';

export interface IncomingOrder {
  id: string;
  side: Side;
  /** Limit, in price units. */
  price: number;
  volume: number;
  timeInForce: TimeInForce;
  /** An iceberg's shown volume (resting orders only); the rest waits in reserve. */
  peak?: number | undefined;
}

export interface Fill {
  /** The resting order. */
  makerId: string;
  /** The incoming order. */
  takerId: string;
  price: number;
  volume: number;
}

export interface AddResult {
  fills: Fill[];
  /** Volume that joined the book. */
  rested: number;
  /** Volume cancelled at once (FAK remainder, an unfilled FOK, a market order without a level). */
  killed: number;
}

export interface DepthLevel {
  price: number;
  volume: number;
  orders: number;
}

interface Resting {
  id: string;
  side: Side;
  price: number;
  /** The shown volume. */
  volume: number;
  /** An iceberg's reserve and its peak; 0 and undefined for an ordinary order. */
  hidden: number;
  peak: number | undefined;
  level: Level;
}

interface Level {
  price: number;
  /** Orders in arrival order from `head` on; cancelled ones stay as volume 0 until passed. */
  orders: Resting[];
  head: number;
  /** Shown volume. */
  volume: number;
  /** The icebergs' reserves at this price. */
  hidden: number;
  count: number;
}

/** Levels of one side, best first: asks ascending, bids descending. */
class BookSide {
  readonly levels: Level[] = [];

  constructor(private readonly better: (a: number, b: number) => boolean) {}

  best(): Level | undefined {
    return this.levels[0];
  }

  /** The level of `price`, created in its place when missing. */
  levelAt(price: number): Level {
    const levels = this.levels;
    let lo = 0;
    let hi = levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.better(levels[mid]!.price, price)) lo = mid + 1;
      else hi = mid;
    }
    const found = levels[lo];
    if (found && found.price === price) return found;
    const level: Level = { price, orders: [], head: 0, volume: 0, hidden: 0, count: 0 };
    levels.splice(lo, 0, level);
    return level;
  }

  remove(level: Level): void {
    const i = this.levels.indexOf(level);
    if (i >= 0) this.levels.splice(i, 1);
  }
}

function assertWhole(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
}

export class OrderBook {
  private readonly bids = new BookSide((a, b) => a > b);
  private readonly asks = new BookSide((a, b) => a < b);
  private readonly byId = new Map<string, Resting>();

  /** Matches an order against the book; what is left rests or is killed by its time in force. */
  add(order: IncomingOrder): AddResult {
    assertWhole('price', order.price, 1);
    assertWhole('volume', order.volume, 1);
    if (order.peak !== undefined) assertWhole('peak', order.peak, 1);
    if (this.byId.has(order.id)) throw new Error(`order ${order.id} is already in the book`);
    const opposite = order.side === 'BUY' ? this.asks : this.bids;
    const crosses = (price: number) => (order.side === 'BUY' ? price <= order.price : price >= order.price);

    if (order.timeInForce === 'FOK' && this.available(opposite, crosses, order.volume) < order.volume) {
      return { fills: [], rested: 0, killed: order.volume };
    }
    const fills: Fill[] = [];
    let left = order.volume;
    while (left > 0) {
      const level = opposite.best();
      if (!level || !crosses(level.price)) break;
      left = this.takeFrom(level, order.id, left, fills);
      if (level.volume === 0) opposite.remove(level);
    }
    if (left === 0) return { fills, rested: 0, killed: 0 };
    if (order.timeInForce !== 'REST') return { fills, rested: 0, killed: left };
    const own = order.side === 'BUY' ? this.bids : this.asks;
    const level = own.levelAt(order.price);
    const peak = order.peak !== undefined && order.peak < left ? order.peak : undefined;
    const shown = peak ?? left;
    const resting: Resting = {
      id: order.id,
      side: order.side,
      price: order.price,
      volume: shown,
      hidden: left - shown,
      peak,
      level,
    };
    level.orders.push(resting);
    level.volume += shown;
    level.hidden += left - shown;
    level.count++;
    this.byId.set(order.id, resting);
    return { fills, rested: left, killed: 0 };
  }

  /** A market order: fill and kill at the best opposite level's price (none there: all killed). */
  addMarket(id: string, side: Side, volume: number): AddResult {
    const level = (side === 'BUY' ? this.asks : this.bids).best();
    if (!level) {
      assertWhole('volume', volume, 1);
      return { fills: [], rested: 0, killed: volume };
    }
    return this.add({ id, side, price: level.price, volume, timeInForce: 'FAK' });
  }

  /** Removes a resting order; answers the volume it still had (0 when it is not in the book). */
  cancel(id: string): number {
    const resting = this.byId.get(id);
    if (!resting) return 0;
    const { level, volume, hidden } = resting;
    resting.volume = 0;
    resting.hidden = 0;
    level.volume -= volume;
    level.hidden -= hidden;
    level.count--;
    this.byId.delete(id);
    if (level.volume === 0) (resting.side === 'BUY' ? this.bids : this.asks).remove(level);
    return volume + hidden;
  }

  /**
   * Lowers a resting order's volume (shown and reserve together), keeping its place in the queue:
   * an iceberg gives up its reserve first. Answers whether it did.
   */
  reduce(id: string, volume: number): boolean {
    assertWhole('volume', volume, 1);
    const resting = this.byId.get(id);
    if (!resting || volume >= resting.volume + resting.hidden) return false;
    const shown = Math.min(resting.volume, volume);
    resting.level.volume -= resting.volume - shown;
    resting.level.hidden -= resting.hidden - (volume - shown);
    resting.volume = shown;
    resting.hidden = volume - shown;
    return true;
  }

  /** The volume a resting order still has, shown and in reserve, or 0. */
  restingVolume(id: string): number {
    const resting = this.byId.get(id);
    return resting ? resting.volume + resting.hidden : 0;
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  /** The first `levels` price levels of a side, best first. */
  depth(side: Side, levels: number): DepthLevel[] {
    return (side === 'BUY' ? this.bids : this.asks).levels
      .slice(0, levels)
      .map((l) => ({ price: l.price, volume: l.volume, orders: l.count }));
  }

  /** The resting orders of a side, best level first and in queue order within a level. */
  resting(side: Side): { id: string; price: number; volume: number }[] {
    const out: { id: string; price: number; volume: number }[] = [];
    for (const level of (side === 'BUY' ? this.bids : this.asks).levels) {
      for (let i = level.head; i < level.orders.length; i++) {
        const o = level.orders[i]!;
        if (o.volume > 0) out.push({ id: o.id, price: o.price, volume: o.volume });
      }
    }
    return out;
  }

  private takeFrom(level: Level, takerId: string, wanted: number, fills: Fill[]): number {
    let left = wanted;
    const orders = level.orders;
    while (left > 0 && level.head < orders.length) {
      const maker = orders[level.head]!;
      if (maker.volume === 0) {
        level.head++;
        continue;
      }
      const volume = Math.min(left, maker.volume);
      fills.push({ makerId: maker.id, takerId, price: level.price, volume });
      maker.volume -= volume;
      level.volume -= volume;
      left -= volume;
      if (maker.volume === 0) {
        level.head++;
        if (maker.hidden > 0) {
          // The iceberg shows its next part at the back of the queue, with a new time priority.
          const shown = Math.min(maker.peak ?? maker.hidden, maker.hidden);
          const refilled: Resting = { ...maker, volume: shown, hidden: maker.hidden - shown };
          level.orders.push(refilled);
          level.volume += shown;
          level.hidden -= shown;
          this.byId.set(maker.id, refilled);
        } else {
          level.count--;
          this.byId.delete(maker.id);
        }
      }
    }
    // Passed orders are dropped now and then, so a busy level does not keep them all.
    if (level.head > 64 && level.head * 2 > orders.length) {
      level.orders = orders.slice(level.head);
      level.head = 0;
    }
    return left;
  }

  private available(side: BookSide, crosses: (price: number) => boolean, enough: number): number {
    let sum = 0;
    for (const level of side.levels) {
      if (!crosses(level.price) || sum >= enough) break;
      sum += level.volume + level.hidden;
    }
    return sum;
  }
}
