import { z } from 'zod';

/**
 * The live-data socket protocol (spec 001 §3-§5, §8-§9; message vocabulary of DESIGN.md).
 *
 * Client -> server commands:
 *   {"cmd":"login","args":{}}                                  (uses the session cookie of the upgrade)
 *   {"cmd":"subscribe","args":{"t":"price","m":11,"i":"101"}}  price, depth, trade, trading_status
 *   {"cmd":"subscribe","args":{"t":"indicator","m":"SSE","i":"OMXS30"}}
 *   {"cmd":"subscribe","args":{"t":"news","s":5}}
 *   {"cmd":"unsubscribe","args":{...same as subscribe}}
 * Server -> client frames:
 *   {"type":"ack","data":{"cmd":"login"}}  /  {"type":"ack","data":{"cmd":"subscribe","args":{...}}}
 *   {"type":"err","data":{"msg":"...","cmd":{...the command...}}}
 *   {"type":"heartbeat","data":{}}
 *   {"type":"price","data":{"m":11,"i":"101","bid":..,"ask":..,...}}  first frame full, then changes + keys
 */

export const LIVE_PUBLIC_PATH = '/ws/2/public';
export const LIVE_PRIVATE_PATH = '/ws/2/private';
export const LIVE_SUBPROTOCOL = 'NEXT';
/** The server sends a heartbeat after this long without any other frame. */
export const LIVE_HEARTBEAT_MS = 5000;

export const KEYED_BY_ID = ['price', 'depth', 'trade', 'trading_status'] as const;
export const LIVE_TYPES = [...KEYED_BY_ID, 'indicator', 'news'] as const;
export type LiveType = (typeof LIVE_TYPES)[number];

const ById = z.object({ t: z.enum(KEYED_BY_ID), m: z.number().int(), i: z.string().min(1) });
const Indicator = z.object({ t: z.literal('indicator'), m: z.string().min(1), i: z.string().min(1) });
const News = z.object({ t: z.literal('news'), s: z.number().int() });

export const SubscriptionArgsSchema = z.discriminatedUnion('t', [ById, Indicator, News]);
export type SubscriptionArgs = z.infer<typeof SubscriptionArgsSchema>;

export const ClientCommandSchema = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('login'), args: z.object({}).passthrough().optional() }),
  z.object({ cmd: z.literal('subscribe'), args: SubscriptionArgsSchema }),
  z.object({ cmd: z.literal('unsubscribe'), args: SubscriptionArgsSchema }),
]);
export type ClientCommand = z.infer<typeof ClientCommandSchema>;

/** The key fields a frame of each type carries, by which it is matched to its subscription. */
export const KEY_FIELDS: Record<LiveType, readonly string[]> = {
  price: ['m', 'i'],
  depth: ['m', 'i'],
  trade: ['m', 'i'],
  trading_status: ['m', 'i'],
  indicator: ['m', 'i'],
  news: ['source_id'],
};

/** One string per subscription; frames map to the same string through `frameKey`. */
export function subscriptionKey(args: SubscriptionArgs): string {
  return args.t === 'news' ? `news:${args.s}` : `${args.t}:${args.m}:${args.i}`;
}

/** The subscription key a data frame belongs to, or undefined when its key fields are missing. */
export function frameKey(type: LiveType, data: Record<string, unknown>): string | undefined {
  if (type === 'news') return data.source_id === undefined ? undefined : `news:${String(data.source_id)}`;
  if (data.m === undefined || data.i === undefined) return undefined;
  return `${type}:${String(data.m)}:${String(data.i)}`;
}

/** Price fields (DESIGN.md, "Facts from the Nordic market"). */
export const PRICE_FIELDS = [
  'bid',
  'ask',
  'bid_volume',
  'ask_volume',
  'last',
  'last_volume',
  'open',
  'high',
  'low',
  'close',
  'vwap',
  'turnover',
  'turnover_volume',
  'tick_timestamp',
  'trade_timestamp',
] as const;

export interface PriceData {
  m: number;
  i: string;
  bid?: number;
  ask?: number;
  bid_volume?: number;
  ask_volume?: number;
  last?: number;
  last_volume?: number;
  open?: number;
  high?: number;
  low?: number;
  /** Previous day's closing price. */
  close?: number;
  vwap?: number;
  turnover?: number;
  turnover_volume?: number;
  tick_timestamp?: number;
  trade_timestamp?: number;
}

/** Depth: bid1..bid5, bid_volume1.., bid_orders1.., and the same for ask. */
export type DepthData = { m: number; i: string; tick_timestamp?: number } & Record<
  string,
  number | string | undefined
>;

export interface TradeData {
  m: number;
  i: string;
  trade_id: string;
  price: number;
  volume: number;
  trade_timestamp: number;
  buyer?: string;
  seller?: string;
}

/** Order-book statuses of spec 001 §9. */
export const ORDERBOOK_STATUSES = [
  'CLOSED',
  'CLOSING_AUCTION',
  'CONTINUOUS_TRADING',
  'INTRADAY_AUCTION',
  'OPENING_AUCTION',
  'POST_TRADING',
  'PRE_TRADING',
  'SUSPENDED_OR_HALTED',
  'TRADING_AT_LAST',
  'UNKNOWN',
] as const;
export type OrderbookStatus = (typeof ORDERBOOK_STATUSES)[number];

/** Market-hours statuses of spec 001 §9. */
export const MARKET_HOURS_STATUSES = [
  'CLOSED',
  'PRE_MARKET_PRICES',
  'PRE_MARKET_TRADING',
  'CONTINUOUS_TRADING',
  'POST_TRADING',
  'SUSPENDED_OR_HALTED',
] as const;
export type MarketHoursStatus = (typeof MARKET_HOURS_STATUSES)[number];

export interface TradingStatusData {
  m: number;
  i: string;
  /** Market-hours status of the instrument's market. */
  status: MarketHoursStatus;
  orderbook_status: OrderbookStatus;
  halted: boolean;
  tick_timestamp?: number;
}

export interface IndicatorData {
  m: string;
  i: string;
  last?: number;
  high?: number;
  low?: number;
  close?: number;
  tick_timestamp?: number;
}

/** News types, regions and languages of spec 001 §9. */
export const NEWS_TYPES = ['ANALYSIS', 'FLASH', 'MARKET_COMMENTARY', 'NEWS', 'PRESS_RELEASE'] as const;
export const NEWS_LANGUAGES = ['se', 'no', 'da', 'fi', 'en'] as const;

export interface NewsData {
  source_id: number;
  news_id: number;
  headline: string;
  type: (typeof NEWS_TYPES)[number];
  lang: (typeof NEWS_LANGUAGES)[number];
  datetime: number;
  instrument_ids: number[];
}

export type LiveFrame =
  | { type: 'ack'; data: { cmd: string; args?: SubscriptionArgs } }
  | { type: 'err'; data: { msg: string; cmd?: unknown } }
  | { type: 'heartbeat'; data: Record<string, never> }
  | { type: 'price'; data: PriceData }
  | { type: 'depth'; data: DepthData }
  | { type: 'trade'; data: TradeData }
  | { type: 'trading_status'; data: TradingStatusData }
  | { type: 'indicator'; data: IndicatorData }
  | { type: 'news'; data: NewsData };

/** Close codes the server uses beyond the standard ones. */
export const LIVE_CLOSE = {
  /** The client could not keep up: its buffer stayed full. */
  SLOW_CONSUMER: 4008,
  /** The private feed needs a live session. */
  UNAUTHORIZED: 4001,
  /** The server is shutting down; reconnect later. */
  GOING_AWAY: 1001,
  /** The client sent frames faster than the server takes them (a flood, not a client of ours). */
  TOO_MANY_FRAMES: 4029,
} as const;
