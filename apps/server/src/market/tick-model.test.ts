import { describe, expect, it } from 'vitest';
import { Rng } from '../db/seed/random';
import { indexLevel, updateIndex, type IndexState } from './index-model';
import {
  SESSION_MS,
  continuousTick,
  depthData,
  diffuse,
  newShareState,
  priceData,
  rollDay,
  uncross,
  type ShareParams,
  type Trade,
} from './tick-model';
import { isOnTick, roundToTick, tickDown, tickSize, tickUp } from './tick-size';

const PARAMS: ShareParams = {
  instrumentId: 1001,
  marketId: 11,
  identifier: '101',
  dailyVol: 0.02,
  avgDailyVolume: 500_000,
  tickIntervalMs: 1000,
  spread: 0.001,
  meanTradeSize: 400,
};
const T0 = Date.parse('2026-11-20T08:00:00Z');

function runDay(seed: string, params = PARAMS, ticks = 3000) {
  const rng = new Rng(seed);
  const s = newShareState(params, { day: '2026-11-20', prevClose: 98.5, last: 98.5 }, T0);
  const trades: Trade[] = [uncross(s, rng, T0, 'opening')];
  const frames = [priceData(s)];
  const depths = [depthData(s)];
  for (let n = 1; n <= ticks; n++) {
    const trade = continuousTick(s, rng, T0 + n * 1000);
    if (trade) trades.push(trade);
    frames.push(priceData(s));
    depths.push(depthData(s));
  }
  return { s, trades, frames, depths, rng };
}

describe('tick size', () => {
  it('grows with the price and keeps prices on the grid across band bounds', () => {
    expect([
      tickSize(0.5),
      tickSize(5),
      tickSize(20),
      tickSize(99.99),
      tickSize(100),
      tickSize(742),
      tickSize(11_240),
    ]).toEqual([0.0005, 0.001, 0.01, 0.02, 0.05, 0.1, 1]);
    expect(roundToTick(245.63)).toBe(245.65);
    expect(tickUp(99.98)).toBe(100);
    expect(tickUp(100)).toBe(100.05);
    expect(tickDown(100)).toBe(99.98);
    expect(tickDown(1000)).toBe(999.9);
    for (let p = 0.6; p < 20_000; p *= 1.013) {
      expect(isOnTick(roundToTick(p)), String(p)).toBe(true);
      expect(tickUp(roundToTick(p))).toBeGreaterThan(roundToTick(p));
      expect(tickDown(tickUp(roundToTick(p)))).toBe(roundToTick(p));
    }
  });
});

describe('tick model', () => {
  it('keeps the book and the day figures consistent on every tick', () => {
    const { trades, frames, depths } = runDay('invariants', PARAMS, 1000);
    expect(trades.length).toBeGreaterThan(500);
    let turnover = 0;
    let volume = 0;
    let traded = 0;
    for (const [n, f] of frames.entries()) {
      for (; traded < trades.length && trades[traded]!.at <= f.tick_timestamp!; traded++) {
        turnover += trades[traded]!.price * trades[traded]!.volume;
        volume += trades[traded]!.volume;
      }
      expect(f.bid!).toBeLessThan(f.ask!);
      expect(isOnTick(f.bid!) && isOnTick(f.ask!) && isOnTick(f.last!)).toBe(true);
      expect(f.high!).toBeGreaterThanOrEqual(f.last!);
      expect(f.last!).toBeGreaterThanOrEqual(f.low!);
      expect(f.vwap!).toBeGreaterThanOrEqual(f.low!);
      expect(f.vwap!).toBeLessThanOrEqual(f.high!);
      expect(f.turnover!).toBeCloseTo(turnover, 3);
      expect(f.turnover_volume).toBe(volume);
      expect(f.open).toBe(trades[0]!.price);
      expect(f.close).toBe(98.5);
      const d = depths[n]!;
      expect(d.bid1).toBe(f.bid);
      expect(d.ask1).toBe(f.ask);
      expect(d.bid_volume1).toBe(f.bid_volume);
      for (let k = 1; k < 5; k++) {
        expect(d[`bid${k}`] as number).toBeGreaterThan(d[`bid${k + 1}`] as number);
        expect(d[`ask${k}`] as number).toBeLessThan(d[`ask${k + 1}`] as number);
      }
      for (let k = 1; k <= 5; k++) {
        for (const side of ['bid', 'ask']) {
          const orders = d[`${side}_orders${k}`] as number;
          expect(orders).toBeGreaterThanOrEqual(1);
          expect(orders).toBeLessThanOrEqual(d[`${side}_volume${k}`] as number);
        }
      }
    }
    // Trades hit the bid or lift the offer of the book they traded against.
    for (const [n, f] of frames.entries()) {
      if (f.trade_timestamp === f.tick_timestamp && n > 0) expect([f.bid, f.ask]).toContain(f.last);
    }
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(runDay('seed-a', PARAMS, 500).frames).toEqual(runDay('seed-a', PARAMS, 500).frames);
    expect(runDay('seed-a', PARAMS, 500).frames).not.toEqual(runDay('seed-b', PARAMS, 500).frames);
  });

  it('gives a session the daily volatility whatever the tick rate', () => {
    for (const steps of [20, 400]) {
      const rng = new Rng(`vol-${steps}`);
      const returns: number[] = [];
      for (let day = 0; day < 3000; day++) {
        const s = newShareState(PARAMS, { day: 'd', prevClose: 100, last: 100 }, 0);
        for (let n = 1; n <= steps; n++) diffuse(s, rng, (n * SESSION_MS) / steps);
        returns.push(Math.log(s.fair / 100));
      }
      const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
      const sd = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1));
      expect(sd / PARAMS.dailyVol, `${steps} steps`).toBeGreaterThan(0.93);
      expect(sd / PARAMS.dailyVol, `${steps} steps`).toBeLessThan(1.07);
    }
  });

  it('rolls the day: the last price becomes the close and the day figures start over', () => {
    const { s } = runDay('roll', PARAMS, 200);
    const last = s.last;
    rollDay(s, '2026-11-23');
    expect(priceData(s)).toMatchObject({ close: last, last, turnover: 0, turnover_volume: 0 });
    expect(priceData(s).open).toBeUndefined();
    expect(priceData(s).vwap).toBeUndefined();
    const closing = uncross(s, new Rng('close'), T0 + 86_400_000, 'closing');
    expect(closing.volume).toBeGreaterThanOrEqual(PARAMS.avgDailyVolume * 0.03);
    expect(priceData(s).open).toBe(closing.price);
  });
});

describe('index model', () => {
  it('equals the previous close scaled by the weighted returns of its members', () => {
    const members = [
      { share: { last: 110, prevClose: 100 }, weight: 0.5 },
      { share: { last: 45, prevClose: 50 }, weight: 0.3 },
      { share: { last: 20, prevClose: 20 }, weight: 0.2 },
    ];
    // 0.5 × 1.1 + 0.3 × 0.9 + 0.2 × 1 = 1.02
    expect(indexLevel(2000, members)).toBe(2040);
    const ix: IndexState = {
      instrumentId: 3001,
      marketId: 11,
      identifier: '90001',
      symbol: 'OMXS30',
      indicatorMarket: 'SSE',
      members,
      day: '2026-11-20',
      prevClose: 2000,
      last: 2000,
      open: undefined,
      high: undefined,
      low: undefined,
      tickTimestamp: undefined,
    };
    expect(updateIndex(ix, 1, false)).toBe(true);
    expect(ix.open).toBeUndefined();
    members[0]!.share.last = 90;
    updateIndex(ix, 2, true);
    // 0.45 + 0.27 + 0.2 = 0.92
    expect(ix).toMatchObject({ last: 1840, open: 1840, high: 1840, low: 1840, tickTimestamp: 2 });
    members[0]!.share.last = 120;
    updateIndex(ix, 3, true);
    // 0.6 + 0.27 + 0.2 = 1.07
    expect(ix).toMatchObject({ last: 2140, open: 1840, high: 2140, low: 1840 });
  });
});
