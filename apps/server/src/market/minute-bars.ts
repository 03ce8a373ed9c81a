/**
 * Rolls trades into one-minute OHLCV bars, one open bar per instrument. A bar is finished when a
 * trade of a later minute arrives or when its minute has ended; only finished bars are stored, so
 * the stored intraday history is exactly the trades the feed showed.
 */

export const MINUTE_MS = 60_000;

export interface MinuteBar {
  instrumentId: number;
  /** Start of the minute, epoch ms. */
  at: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export function minuteOf(t: number): number {
  return Math.floor(t / MINUTE_MS) * MINUTE_MS;
}

export class MinuteBars {
  private readonly open = new Map<number, MinuteBar>();

  /** Adds a trade; returns the instrument's previous bar when this trade starts a new minute. */
  add(instrumentId: number, price: number, volume: number, t: number): MinuteBar | undefined {
    const at = minuteOf(t);
    const bar = this.open.get(instrumentId);
    if (bar && bar.at === at) {
      bar.high = Math.max(bar.high, price);
      bar.low = Math.min(bar.low, price);
      bar.close = price;
      bar.volume += volume;
      return undefined;
    }
    this.open.set(instrumentId, {
      instrumentId,
      at,
      open: price,
      high: price,
      low: price,
      close: price,
      volume,
    });
    return bar;
  }

  /** Carries on with a bar stored by an earlier run, so a restart within its minute does not overwrite it. */
  restore(bar: MinuteBar): void {
    this.open.set(bar.instrumentId, { ...bar });
  }

  /** Finishes every open bar: the simulator stops and the bars of the current minute are stored as they are. */
  finishAll(): MinuteBar[] {
    const done = [...this.open.values()];
    this.open.clear();
    return done;
  }

  /** Finishes the bars whose minute ended at or before `t`. */
  finishEnded(t: number): MinuteBar[] {
    const done: MinuteBar[] = [];
    for (const [id, bar] of this.open) {
      if (bar.at + MINUTE_MS <= t) {
        done.push(bar);
        this.open.delete(id);
      }
    }
    return done;
  }

  /** Finishes the bars of these instruments now: their market has closed and no trade can follow. */
  finish(instrumentIds: Iterable<number>): MinuteBar[] {
    const done: MinuteBar[] = [];
    for (const id of instrumentIds) {
      const bar = this.open.get(id);
      if (bar) {
        done.push(bar);
        this.open.delete(id);
      }
    }
    return done;
  }

  current(instrumentId: number): MinuteBar | undefined {
    return this.open.get(instrumentId);
  }
}
