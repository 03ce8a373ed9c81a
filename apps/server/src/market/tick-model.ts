import type { DepthData, PriceData, TradeData } from '@broker/contract';
import type { Rng } from '../db/seed/random';
import { compact } from './compact';
import { MIN_PRICE, floorToTick, roundToTick, tickDown, tickSize, tickUp } from './tick-size';

/**
 * The order book of one share, moved by a seeded stochastic model. No I/O and no clock: every
 * function takes the instant and the random stream, so the same seed and the same instants give the
 * same ticks.
 *
 * An unobserved "fair" price follows a driftless geometric Brownian motion whose variance grows with
 * the real time between ticks, scaled so a full session has the instrument's daily volatility; the
 * tick rate therefore never changes the volatility. Quotes sit on the tick grid around the fair
 * price, and a trade hits the bid or lifts the offer.
 */

/** The session length the daily volatility is spread over (Stockholm's 09:00-17:30). */
export const SESSION_MS = 8.5 * 3_600_000;
/** The share of ticks that carry a trade; the others only move the quotes. */
export const TRADE_PROBABILITY = 0.65;
const DEPTH = 5;
/** The overnight gap at the opening call, as a fraction of the daily volatility. */
const GAP_FRACTION = 0.3;

export interface ShareParams {
  instrumentId: number;
  marketId: number;
  identifier: string;
  /** Standard deviation of the daily log-return. */
  dailyVol: number;
  avgDailyVolume: number;
  /** Mean time between ticks at speed 1. */
  tickIntervalMs: number;
  /** Quoted spread as a fraction of the price (at least one tick). */
  spread: number;
  /** Mean shares per continuous trade. */
  meanTradeSize: number;
}

export interface Level {
  price: number;
  volume: number;
  orders: number;
}

export interface ShareState {
  readonly params: ShareParams;
  /** The trading day open, high, low and turnover belong to. */
  day: string;
  fair: number;
  /** When `fair` was last moved. */
  fairAt: number;
  /** The previous trading day's close: `close` on the feed. */
  prevClose: number;
  last: number;
  lastVolume: number | undefined;
  open: number | undefined;
  high: number | undefined;
  low: number | undefined;
  turnover: number;
  turnoverVolume: number;
  bids: Level[];
  asks: Level[];
  tickTimestamp: number | undefined;
  tradeTimestamp: number | undefined;
  tradeSeq: number;
}

export interface Trade {
  id: string;
  price: number;
  volume: number;
  at: number;
}

/** Where a share stands when the simulator starts: the stored history of its current trading day. */
export interface ShareResume {
  day: string;
  prevClose: number;
  last: number;
  open?: number;
  high?: number;
  low?: number;
  turnover?: number;
  turnoverVolume?: number;
  tradeTimestamp?: number;
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

export function newShareState(params: ShareParams, resume: ShareResume, at: number): ShareState {
  return {
    params,
    day: resume.day,
    fair: resume.last,
    fairAt: at,
    prevClose: resume.prevClose,
    last: resume.last,
    lastVolume: undefined,
    open: resume.open,
    high: resume.high,
    low: resume.low,
    turnover: round4(resume.turnover ?? 0),
    turnoverVolume: resume.turnoverVolume ?? 0,
    bids: [],
    asks: [],
    tickTimestamp: undefined,
    tradeTimestamp: resume.tradeTimestamp,
    tradeSeq: 0,
  };
}

/** Moves the fair price to instant `t`. */
export function diffuse(s: ShareState, rng: Rng, t: number): void {
  const dt = t - s.fairAt;
  if (dt <= 0) return;
  const sigma2 = (s.params.dailyVol * s.params.dailyVol * dt) / SESSION_MS;
  s.fair = Math.max(2 * MIN_PRICE, s.fair * Math.exp(Math.sqrt(sigma2) * rng.normal() - sigma2 / 2));
  s.fairAt = t;
}

/** Five levels a side around the fair price; deeper levels hold more and sometimes skip a tick. */
export function quote(s: ShareState, rng: Rng, t: number): void {
  const { spread, meanTradeSize } = s.params;
  const tick = tickSize(s.fair);
  const width = Math.max(1, Math.round(((s.fair * spread) / tick) * rng.uniform(0.7, 1.3)));
  const bid1 = floorToTick(Math.max(MIN_PRICE, s.fair - (width * tick) / 2));
  const ask1 = tickUp(bid1, width);
  const side = (first: number, step: (p: number, n: number) => number): Level[] => {
    const levels: Level[] = [];
    let price = first;
    for (let k = 1; k <= DEPTH; k++) {
      if (k > 1) price = step(price, rng.chance(0.25) ? 2 : 1);
      const volume = Math.max(1, Math.round(meanTradeSize * (1 + 0.6 * k) * Math.exp(0.5 * rng.normal())));
      const orders = Math.max(1, Math.min(volume, Math.round(k * 0.8 + 3 * rng.next())));
      levels.push({ price, volume, orders });
    }
    return levels;
  };
  s.bids = side(bid1, tickDown);
  s.asks = side(ask1, tickUp);
  s.tickTimestamp = t;
}

/** A trade at `price`: the day's figures and the last price follow it. */
export function record(s: ShareState, price: number, volume: number, t: number): Trade {
  s.last = price;
  s.lastVolume = volume;
  s.open ??= price;
  s.high = Math.max(s.high ?? price, price);
  s.low = Math.min(s.low ?? price, price);
  s.turnover = round4(s.turnover + price * volume);
  s.turnoverVolume += volume;
  s.tradeTimestamp = t;
  s.tickTimestamp = t;
  s.tradeSeq += 1;
  return { id: `${t}-${s.tradeSeq}`, price, volume, at: t };
}

/**
 * Whether this tick's flow trades, and how: a market order of the side that the fair price leans
 * to. Call after `quote` (it reads the quoted best prices).
 */
export function flowOrder(s: ShareState, rng: Rng): { side: 'BUY' | 'SELL'; volume: number } | undefined {
  if (!rng.chance(TRADE_PROBABILITY)) return undefined;
  const bid = s.bids[0]!.price;
  const ask = s.asks[0]!.price;
  // Buyers lift the offer more often when the fair price sits nearer to it.
  const buyProbability = Math.min(0.9, Math.max(0.1, 0.5 + (s.fair - (bid + ask) / 2) / (ask - bid)));
  const buy = rng.chance(buyProbability);
  const volume = Math.max(1, Math.round(s.params.meanTradeSize * Math.exp(0.9 * rng.normal() - 0.405)));
  return { side: buy ? 'BUY' : 'SELL', volume };
}

/** One tick of continuous trading: the fair price moves, the quotes follow, and maybe a trade. */
export function continuousTick(s: ShareState, rng: Rng, t: number): Trade | undefined {
  diffuse(s, rng, t);
  quote(s, rng, t);
  const order = flowOrder(s, rng);
  if (!order) return undefined;
  return record(s, order.side === 'BUY' ? s.asks[0]!.price : s.bids[0]!.price, order.volume, t);
}

/**
 * The uncrossing trade that ends a call auction. The opening call carries the overnight news (a gap
 * from the previous close); the closing call is the day's largest trade.
 */
export function uncross(s: ShareState, rng: Rng, t: number, auction: 'opening' | 'closing'): Trade {
  if (auction === 'opening') {
    s.fair = Math.max(2 * MIN_PRICE, s.fair * Math.exp(GAP_FRACTION * s.params.dailyVol * rng.normal()));
    s.fairAt = t;
  } else {
    diffuse(s, rng, t);
  }
  const share = auction === 'opening' ? rng.uniform(0.005, 0.02) : rng.uniform(0.03, 0.08);
  const volume = Math.max(1, Math.round(s.params.avgDailyVolume * share));
  const trade = record(s, roundToTick(s.fair), volume, t);
  quote(s, rng, t);
  return trade;
}

/** A new trading day: yesterday's last price becomes the close, the day's figures start over. */
export function rollDay(s: ShareState, day: string): void {
  if (s.day === day) return;
  s.day = day;
  s.prevClose = s.last;
  s.lastVolume = undefined;
  s.open = undefined;
  s.high = undefined;
  s.low = undefined;
  s.turnover = 0;
  s.turnoverVolume = 0;
}

export function vwapOf(
  s: Pick<ShareState, 'turnover' | 'turnoverVolume' | 'low' | 'high'>,
): number | undefined {
  if (s.turnoverVolume <= 0 || s.low === undefined || s.high === undefined) return undefined;
  // Resumed days carry an estimated turnover; the clamp keeps the average inside the day's range.
  return Math.min(s.high, Math.max(s.low, round4(s.turnover / s.turnoverVolume)));
}

export function priceData(s: ShareState): PriceData {
  const bid = s.bids[0];
  const ask = s.asks[0];
  return compact({
    m: s.params.marketId,
    i: s.params.identifier,
    bid: bid?.price,
    ask: ask?.price,
    bid_volume: bid?.volume,
    ask_volume: ask?.volume,
    last: s.last,
    last_volume: s.lastVolume,
    open: s.open,
    high: s.high,
    low: s.low,
    close: s.prevClose,
    vwap: vwapOf(s),
    turnover: s.turnover,
    turnover_volume: s.turnoverVolume,
    tick_timestamp: s.tickTimestamp,
    trade_timestamp: s.tradeTimestamp,
  });
}

export function depthData(s: Pick<ShareState, 'params' | 'bids' | 'asks' | 'tickTimestamp'>): DepthData {
  const data: DepthData = { m: s.params.marketId, i: s.params.identifier };
  if (s.tickTimestamp !== undefined) data.tick_timestamp = s.tickTimestamp;
  s.bids.forEach((l, n) => {
    data[`bid${n + 1}`] = l.price;
    data[`bid_volume${n + 1}`] = l.volume;
    data[`bid_orders${n + 1}`] = l.orders;
  });
  s.asks.forEach((l, n) => {
    data[`ask${n + 1}`] = l.price;
    data[`ask_volume${n + 1}`] = l.volume;
    data[`ask_orders${n + 1}`] = l.orders;
  });
  return data;
}

export function tradeData(s: ShareState, trade: Trade): TradeData {
  return {
    m: s.params.marketId,
    i: s.params.identifier,
    trade_id: trade.id,
    price: trade.price,
    volume: trade.volume,
    trade_timestamp: trade.at,
  };
}
