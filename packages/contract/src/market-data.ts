import { z } from 'zod';
import { defineCall } from './call';
import { IdParam, wholeNumber } from './common';
import { MARKET_HOURS_STATUSES, NEWS_LANGUAGES, NEWS_TYPES, ORDERBOOK_STATUSES } from './live';

/**
 * REST snapshots of the live market data (spec 001 §7.15, §7.17): the same state the socket's first
 * frame of a subscription carries, for callers that only need it once.
 */

/**
 * An order book as `{market_id}:{identifier}`, e.g. `11:101`, the way the broker's API names
 * tradables. The identifier is a word of letters, digits, dot, dash or underscore.
 */
export const TRADABLE_KEY_RE = /^(\d{1,9}):([A-Za-z0-9._-]{1,40})$/;
export const TradableKeyParam = z
  .string()
  .regex(TRADABLE_KEY_RE, { message: 'expected {market_id}:{identifier}, e.g. 11:101' });

export function parseTradableKey(key: string): { m: number; i: string } | undefined {
  const match = TRADABLE_KEY_RE.exec(key);
  if (!match) return undefined;
  return { m: Number(match[1]), i: match[2] as string };
}

const TradableParams = z.object({ tradable: TradableKeyParam });
const num = () => z.number().optional();

export const PriceSnapshotSchema = z
  .object({
    m: z.number().int(),
    i: z.string(),
    bid: num(),
    ask: num(),
    bid_volume: num(),
    ask_volume: num(),
    last: num(),
    last_volume: num(),
    open: num(),
    high: num(),
    low: num(),
    /** The previous trading day's closing price (previous NAV for funds). */
    close: num(),
    vwap: num(),
    turnover: num(),
    turnover_volume: num(),
    tick_timestamp: num(),
    trade_timestamp: num(),
  })
  .meta({ id: 'PriceSnapshot' });

export const DEPTH_LEVELS = [1, 2, 3, 4, 5] as const;
type Level = (typeof DEPTH_LEVELS)[number];
export type DepthField = `${'bid' | 'ask'}${'' | '_volume' | '_orders'}${Level}`;
export const DEPTH_FIELDS: readonly DepthField[] = DEPTH_LEVELS.flatMap((n) =>
  (['bid', 'ask'] as const).flatMap(
    (side) => [`${side}${n}`, `${side}_volume${n}`, `${side}_orders${n}`] as DepthField[],
  ),
);

export const DepthSnapshotSchema = z
  .object({
    m: z.number().int(),
    i: z.string(),
    tick_timestamp: num(),
    ...(Object.fromEntries(DEPTH_FIELDS.map((f) => [f, num()])) as Record<
      DepthField,
      z.ZodOptional<z.ZodNumber>
    >),
  })
  .meta({ id: 'DepthSnapshot' });

export const OrderbookStatusSchema = z.enum(ORDERBOOK_STATUSES);
export const MarketHoursStatusSchema = z.enum(MARKET_HOURS_STATUSES);

export const TradingStatusSnapshotSchema = z
  .object({
    m: z.number().int(),
    i: z.string(),
    status: MarketHoursStatusSchema,
    orderbook_status: OrderbookStatusSchema,
    halted: z.boolean(),
    tick_timestamp: num(),
  })
  .meta({ id: 'TradingStatusSnapshot' });

export const getTradablePrice = defineCall({
  id: 'getTradablePrice',
  method: 'GET',
  path: '/api/2/tradables/price/{tradable}',
  auth: 'public',
  summary: 'Current price of an order book ({market_id}:{identifier})',
  tags: ['market data'],
  params: TradableParams,
  reply: PriceSnapshotSchema,
});

export const getTradableDepth = defineCall({
  id: 'getTradableDepth',
  method: 'GET',
  path: '/api/2/tradables/depth/{tradable}',
  auth: 'public',
  summary: 'Five-level order-book depth of an order book; funds have none',
  tags: ['market data'],
  params: TradableParams,
  reply: DepthSnapshotSchema,
});

export const getTradableTradingStatus = defineCall({
  id: 'getTradableTradingStatus',
  method: 'GET',
  path: '/api/2/tradables/trading_status/{tradable}',
  auth: 'public',
  summary: 'Trading status of an order book: market hours, order-book phase, halt',
  tags: ['market data'],
  params: TradableParams,
  reply: TradingStatusSnapshotSchema,
});

export const MarketHoursSchema = z
  .object({
    market_id: z.number().int(),
    mic: z.string(),
    name: z.string(),
    country: z.string(),
    time_zone: z.string(),
    /** The market string of its indices on the live feed, e.g. SSE. */
    indicator_market: z.string(),
    status: MarketHoursStatusSchema,
    orderbook_status: OrderbookStatusSchema,
    /** Today's date in the market's time zone. */
    day: z.string(),
    /** Today's continuous trading, epoch ms; null when the market does not trade today. */
    open_at: z.number().nullable(),
    close_at: z.number().nullable(),
    is_half_day: z.boolean(),
    /** The next opening after now, epoch ms. */
    next_open_at: z.number(),
  })
  .meta({ id: 'MarketHours' });

export const getMarketHours = defineCall({
  id: 'getMarketHours',
  method: 'GET',
  path: '/api/2/markets/hours',
  auth: 'public',
  summary: 'Status and opening hours of each exchange now',
  tags: ['market data'],
  reply: z.array(MarketHoursSchema),
  throttleMs: 7000,
});

export const NewsTypeSchema = z.enum(NEWS_TYPES);
export const NewsLangSchema = z.enum(NEWS_LANGUAGES);
export const NEWS_REGIONS = ['SE', 'NO', 'DK', 'FI', 'WORLD'] as const;
export const NewsRegionSchema = z.enum(NEWS_REGIONS);

export const NewsPreviewSchema = z
  .object({
    news_id: z.number().int(),
    source_id: z.number().int(),
    /** The agency's name. */
    source: z.string(),
    headline: z.string(),
    preamble: z.string(),
    type: NewsTypeSchema,
    lang: NewsLangSchema,
    region: NewsRegionSchema,
    /** Publication time, epoch ms. */
    datetime: z.number(),
    instrument_ids: z.array(z.number().int()),
  })
  .meta({ id: 'NewsPreview' });

export const NewsArticleSchema = NewsPreviewSchema.extend({ body: z.string() }).meta({ id: 'NewsArticle' });

export const NEWS_PAGE_MAX = 50;

export const listNews = defineCall({
  id: 'listNews',
  method: 'GET',
  path: '/api/2/news',
  auth: 'public',
  summary: 'News previews, newest first; optionally about one instrument or from one source',
  tags: ['news'],
  query: z.object({
    instrument_id: IdParam.optional(),
    source_id: IdParam.optional(),
    limit: wholeNumber(1, NEWS_PAGE_MAX).default(20),
  }),
  reply: z.array(NewsPreviewSchema),
});

export const getNewsArticle = defineCall({
  id: 'getNewsArticle',
  method: 'GET',
  path: '/api/2/news/{news_id}',
  auth: 'public',
  summary: 'One news article in full',
  tags: ['news'],
  params: z.object({ news_id: IdParam }),
  reply: NewsArticleSchema,
});

export const NewsSourceSchema = z
  .object({
    source_id: z.number().int(),
    name: z.string(),
    lang: NewsLangSchema,
    region: NewsRegionSchema,
  })
  .meta({ id: 'NewsSource' });

export const listNewsSources = defineCall({
  id: 'listNewsSources',
  method: 'GET',
  path: '/api/2/news_sources',
  auth: 'public',
  summary: 'The news agencies; subscribe to one on the socket with {"t":"news","s":source_id}',
  tags: ['news'],
  reply: z.array(NewsSourceSchema),
  cached: true,
});
