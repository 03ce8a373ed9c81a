import type { FakeRoutes } from './fake-api';
import { marketRoutes } from './market-fixtures';

/** Test data of the discover area, shaped as the curated-lists and watchlists calls answer. */

export const ok = (body: unknown) => ({ status: 200, body });

export const card = (id: number, slug: string, displayName: string, topics: string[], over = {}) => ({
  id,
  slug,
  displayName,
  image: { url: `/images/curated-lists/${slug}.svg?v=1` },
  views: 1234,
  badges: [],
  instrumentPreviews: [
    { instrument_id: 1008, logoUrl: '/images/logos/1008.svg' },
    { instrument_id: 1009, logoUrl: '/images/logos/1009.svg' },
  ],
  instrumentCount: 5,
  webTrackerId: `curated-${slug}`,
  topics,
  ...over,
});

export const listInstrument = (instrument_id: number, name: string, over = {}) => ({
  instrument_id,
  name,
  symbol: name.slice(0, 4).toUpperCase(),
  instrument_group_type: 'EQ',
  currency: 'SEK',
  logoUrl: `/images/logos/${instrument_id}.svg`,
  market_data_order_book_id: null,
  last_price: 100,
  day_change: 1.5,
  day_change_percent: 1.52,
  ...over,
});

export const HALLANDS_ITEM = listInstrument(1008, 'Hallands Livs', {
  symbol: 'HALV',
  market_data_order_book_id: '11:108',
  last_price: 152.7,
  day_change: 0,
  day_change_percent: 0,
});
export const NORDIC_ITEM = listInstrument(1009, 'Nordic Bank');

export const DIVIDEND_LIST = {
  ...card(7, 'nordic-dividend-shares', 'Nordic dividend shares', ['dividends']),
  publishedAt: Date.UTC(2025, 0, 1),
  instruments: [HALLANDS_ITEM, NORDIC_ITEM],
  instrumentCount: 2,
};

export const TOPICS = [
  { id: 'index-funds', displayName: 'Index funds', listCount: 3 },
  { id: 'dividends', displayName: 'Dividends', listCount: 4 },
];

export const SECTIONS_ALL = {
  sections: [
    {
      id: 'index-funds',
      displayName: 'Index funds',
      lists: [
        card(1, 'lowest-fee-index-funds', 'Lowest fee index funds', ['index-funds'], { badges: ['NEW'] }),
      ],
    },
    {
      id: 'dividends',
      displayName: 'Dividends',
      lists: [card(7, 'nordic-dividend-shares', 'Nordic dividend shares', ['dividends'])],
    },
  ],
};

export const SECTIONS_DIVIDENDS = { sections: [SECTIONS_ALL.sections[1]] };

export const sparkRoute: FakeRoutes = {
  'GET /api/2/market-data/spark-lines': ok([
    {
      instrument_id: 1008,
      points: [
        { timeStamp: 1, value: 150 },
        { timeStamp: 2, value: 152 },
      ],
    },
    {
      instrument_id: 1009,
      points: [
        { timeStamp: 1, value: 99 },
        { timeStamp: 2, value: 98 },
      ],
    },
  ]),
};

export const baseRoutes = (over: FakeRoutes = {}): FakeRoutes => ({
  ...marketRoutes,
  ...sparkRoute,
  ...over,
});
