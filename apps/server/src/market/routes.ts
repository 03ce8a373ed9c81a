import { eq, inArray } from 'drizzle-orm';
import {
  getMarketHours,
  getNewsArticle,
  getTradableDepth,
  getTradablePrice,
  getTradableTradingStatus,
  listNews,
  listNewsSources,
  parseTradableKey,
  type CallReply,
  type LiveType,
} from '@broker/contract';
import { isCountryCode } from '@broker/domain';
import type { Deps } from '../deps';
import { HttpError, notFound } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { instruments, markets } from '../db/schema';
import { MarketClock } from './clock';
import { INDICATOR_MARKET } from './indicator-markets';
import { NEWS_SOURCES, newsSource } from './news';
import { getNewsItem, listNewsItems, type StoredNews } from './news-store';

/** REST snapshots of the live data: the same state a subscription's first frame carries. */

/** The state of a known order book; the reply serializer writes the declared fields only. */
async function snapshot<R>(
  deps: Deps,
  t: Extract<LiveType, 'price' | 'depth' | 'trading_status'>,
  key: string,
): Promise<R> {
  const book = parseTradableKey(key);
  if (!book) {
    throw new HttpError(400, 'INPUT_ERROR', 'Invalid value for params.tradable', [
      { code: 'INPUT_ERROR', field: 'params.tradable' },
    ]);
  }
  const { known, state } = await deps.snapshots.resolve({ t, m: book.m, i: book.i });
  if (!known) throw notFound('UNKNOWN_INSTRUMENT', `No order book ${key}`);
  if (t === 'trading_status' && !state) throw new Error(`no trading status for ${key}`);
  return { ...state, m: book.m, i: book.i } as R;
}

function preview(n: StoredNews) {
  return {
    news_id: n.id,
    source_id: n.sourceId,
    source: newsSource(n.sourceId)?.name ?? String(n.sourceId),
    headline: n.headline,
    preamble: n.preamble,
    type: n.type,
    lang: n.lang,
    region: n.region,
    datetime: n.publishedAt,
    instrument_ids: n.instrumentIds,
  };
}

export const marketRoutes = [
  defineRoute(getTradablePrice, ({ deps, params }) =>
    snapshot<CallReply<typeof getTradablePrice>>(deps, 'price', params.tradable),
  ),

  defineRoute(getTradableDepth, ({ deps, params }) =>
    snapshot<CallReply<typeof getTradableDepth>>(deps, 'depth', params.tradable),
  ),

  defineRoute(getTradableTradingStatus, ({ deps, params }) =>
    snapshot<CallReply<typeof getTradableTradingStatus>>(deps, 'trading_status', params.tradable),
  ),

  defineRoute(getMarketHours, async ({ deps }) => {
    const rows = await deps.db
      .selectDistinct({
        marketId: markets.marketId,
        mic: markets.mic,
        name: markets.name,
        country: markets.country,
        timeZone: markets.timeZone,
      })
      .from(markets)
      .innerJoin(instruments, eq(instruments.marketId, markets.marketId))
      // Exchanges only: the fund "market" has no hours.
      .where(inArray(instruments.groupType, ['EQ', 'IDX']))
      .orderBy(markets.marketId);
    const clock = new MarketClock(deps.config.simulator.clock);
    const now = deps.time.now();
    return rows.flatMap((m) => {
      const country = m.country.trim();
      if (!isCountryCode(country)) return [];
      const hours = clock.hours(country, now);
      return [
        {
          market_id: m.marketId,
          mic: m.mic,
          name: m.name,
          country,
          time_zone: m.timeZone,
          indicator_market: INDICATOR_MARKET[country],
          status: hours.status,
          orderbook_status: hours.phase,
          day: hours.day,
          open_at: hours.openAt,
          close_at: hours.closeAt,
          is_half_day: hours.isHalfDay,
          next_open_at: hours.nextOpenAt,
        },
      ];
    });
  }),

  defineRoute(listNews, async ({ deps, query }) => {
    const items = await listNewsItems(deps.db, {
      instrumentId: query.instrument_id,
      sourceId: query.source_id,
      limit: query.limit,
    });
    return items.map(preview);
  }),

  defineRoute(getNewsArticle, async ({ deps, params }) => {
    const item = await getNewsItem(deps.db, params.news_id);
    if (!item) throw notFound('NEWS_NOT_FOUND', `News item ${params.news_id} was not found`);
    return { ...preview(item), body: item.body };
  }),

  defineRoute(listNewsSources, async () =>
    NEWS_SOURCES.map((s) => ({ source_id: s.sourceId, name: s.name, lang: s.lang, region: s.region })),
  ),
];
