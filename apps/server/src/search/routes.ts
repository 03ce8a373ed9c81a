import { discoverySearch } from '@broker/contract';
import { isLang } from '@broker/domain';
import { viewerLang } from '../curated-lists/queries';
import { defineRoute } from '../http/define-route';
import { SEARCH_SOURCES } from './sources';

export const searchRoutes = [
  defineRoute(discoverySearch, async ({ deps, viewer, query, request }) => {
    const detected = await viewerLang(deps.db, viewer, request);
    const lang = query.lang ?? (isLang(detected) ? detected : 'en');
    const sources = query.category
      ? SEARCH_SOURCES.filter((s) => s.category === query.category)
      : SEARCH_SOURCES;
    const search = { query: query.query, lang, limit: query.limit, now: deps.time.now() };
    const groups = await Promise.all(
      sources.map(async (source) => ({
        category: source.category,
        ...(await source.search(deps.db, search)),
      })),
    );
    return { query: query.query, lang, groups };
  }),
];
