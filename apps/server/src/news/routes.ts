import {
  getNewsCalendar,
  listNewsAgencies,
  listNewsPreviews,
  listNewsTags,
  listTradingNotices,
  splitList,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { NEWS_SOURCES, newsSource } from '../market/news';
import { newsCalendar } from './calendar';
import { listPreviews, tagCounts } from './previews';
import { listNotices } from './trading-notices';

/** The news page's calls (contract news.ts); the first news calls are market/routes.ts's. */
export const newsRoutes = [
  defineRoute(listNewsPreviews, async ({ deps, query }) => {
    const items = await listPreviews(deps.db, {
      types: splitList(query.types),
      regions: splitList(query.regions),
      langs: splitList(query.langs),
      tags: splitList(query.tags),
      instrumentId: query.instrument_id,
      sourceId: query.source_id,
      before: query.before,
      limit: query.limit,
    });
    return items.map((n) => ({
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
      tags: n.tags,
    }));
  }),

  defineRoute(listNewsTags, ({ deps }) => tagCounts(deps.db)),

  defineRoute(listNewsAgencies, async () =>
    NEWS_SOURCES.map((s) => ({
      source_id: s.sourceId,
      name: s.name,
      lang: s.lang,
      region: s.region,
      types: [...s.types],
    })),
  ),

  defineRoute(getNewsCalendar, ({ deps, query }) =>
    newsCalendar(deps, {
      from: query.from,
      to: query.to,
      countries: splitList(query.countries),
      kinds: splitList(query.types),
      instrumentId: query.instrument_id,
    }),
  ),

  defineRoute(listTradingNotices, ({ deps, query }) =>
    listNotices(deps.db, {
      marketId: query.market_id,
      countries: splitList(query.countries),
      limit: query.limit,
    }),
  ),
];
