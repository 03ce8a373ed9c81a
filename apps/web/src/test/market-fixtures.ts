import { sessionReply, type FakeRoutes } from './fake-api';

/** A share on Nasdaq Stockholm as the API describes it: instrument 1008, order book 11:108. */
export const HALLANDS = {
  instrument_id: 1008,
  isin: 'SE0090309255',
  name: 'Hallands Livs',
  symbol: 'HALV',
  instrument_group_type: 'EQ',
  instrument_type: 'ESH',
  currency: 'SEK',
  market: { market_id: 11, name: 'Nasdaq Stockholm', country: 'SE' },
  sector: 'Consumer Staples',
  mifid2_category: 0,
  risk: 'MEDIUM',
  sfdr_article: null,
  tradables: [{ market_id: 11, identifier: '108', lot_size: 1, display_order: 0 }],
  last_price: 152.7,
} as const;

export const BOOK = { m: 11, i: '108' } as const;

export const PRICE = {
  ...BOOK,
  bid: 152.5,
  ask: 152.95,
  bid_volume: 5,
  ask_volume: 11,
  last: 152.95,
  last_volume: 1,
  open: 152.45,
  high: 152.95,
  low: 152.4,
  close: 152.7,
  vwap: 152.705,
  turnover: 53599.45,
  turnover_volume: 351,
  tick_timestamp: Date.UTC(2025, 0, 15, 12, 5, 9),
};

export const DEPTH = {
  ...BOOK,
  bid1: 152.5,
  bid_volume1: 5,
  ask1: 152.95,
  ask_volume1: 11,
  bid2: 152.45,
  bid_volume2: 9,
  ask2: 153,
  ask_volume2: 4,
};

export const TRADING_STATUS = {
  ...BOOK,
  status: 'CONTINUOUS_TRADING',
  orderbook_status: 'CONTINUOUS_TRADING',
  halted: false,
} as const;

export const NEWS_PREVIEW = {
  news_id: 27,
  source_id: 6,
  source: 'Börsbrev',
  headline: 'Hallands Livs raises its forecast',
  preamble: 'Hallands Livs now expects higher growth.',
  type: 'FLASH',
  lang: 'en',
  region: 'SE',
  datetime: Date.UTC(2025, 0, 14, 9, 0),
  instrument_ids: [1008],
} as const;

export const NEWS_SOURCES = [
  { source_id: 5, name: 'Nordic Wire', lang: 'en', region: 'WORLD' },
  { source_id: 6, name: 'Börsbrev', lang: 'se', region: 'SE' },
];

/** Stockholm open until 17:30, Oslo closed until 09:00 the next morning (2025-01-15, CET). */
export const MARKET_HOURS = [
  {
    market_id: 11,
    mic: 'XSTO',
    name: 'Nasdaq Stockholm',
    country: 'SE',
    time_zone: 'Europe/Stockholm',
    indicator_market: 'SSE',
    status: 'CONTINUOUS_TRADING',
    orderbook_status: 'CONTINUOUS_TRADING',
    day: '2025-01-15',
    open_at: Date.UTC(2025, 0, 15, 8, 0),
    close_at: Date.UTC(2025, 0, 15, 16, 30),
    is_half_day: false,
    next_open_at: Date.UTC(2025, 0, 16, 8, 0),
  },
  {
    market_id: 15,
    mic: 'XOSL',
    name: 'Oslo Børs',
    country: 'NO',
    time_zone: 'Europe/Oslo',
    indicator_market: 'OSE',
    status: 'CLOSED',
    orderbook_status: 'CLOSED',
    day: '2025-01-15',
    open_at: null,
    close_at: null,
    is_half_day: false,
    next_open_at: Date.UTC(2025, 0, 16, 8, 0),
  },
];

const ok = (body: unknown) => ({ status: 200, body });

/** A logged-in English-speaking Swedish customer and the market data of instrument 1008. */
export const marketRoutes: FakeRoutes = {
  'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
  'POST /nnxapi/authorization/v1/tokens': ok({ jwt: 'token' }),
  'DELETE /nnxapi/authentication/v2/sessions': ok({ loggedIn: false }),
  'GET /api/2/accounts': ok([]),
  'GET /api/2/markets/hours': ok(MARKET_HOURS),
  'GET /api/2/instruments/1008': ok(HALLANDS),
  'GET /api/2/instruments/999999': {
    status: 404,
    body: { code: 'UNKNOWN_INSTRUMENT', message: 'Instrument 999999 was not found' },
  },
  'GET /api/2/tradables/price/11%3A108': ok(PRICE),
  'GET /api/2/tradables/depth/11%3A108': ok(DEPTH),
  'GET /api/2/tradables/trading_status/11%3A108': ok(TRADING_STATUS),
  'GET /api/2/news': ok([NEWS_PREVIEW]),
  'GET /api/2/news_sources': ok(NEWS_SOURCES),
  'GET /api/2/news/27': ok({
    ...NEWS_PREVIEW,
    body: 'Hallands Livs now expects higher growth.\n\nMore text.',
  }),
};
