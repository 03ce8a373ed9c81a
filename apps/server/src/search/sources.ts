import type { SearchSource } from './source';
import { instrumentSource } from './instrument-source';
import { listSource } from './list-source';
import { newsSource } from './news-source';

/**
 * CMS pages: the content area (apps/server/src/content/) is being built beside this one. Until it
 * is merged the category answers an empty group, so the reply and the web page already have it.
 * At the merge this becomes content-source.ts's source (see docs/decisions.md "Site search").
 */
export const contentSource: SearchSource = {
  category: 'CONTENT',
  search: () => Promise.resolve({ total: 0, hits: [] }),
};

/** Every category of the site search, in the order the reply lists its groups. */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  instrumentSource,
  listSource,
  newsSource,
  contentSource,
];
