import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { discoverySearch, type DiscoveryCategory } from '@broker/contract';
import type { Lang } from '@broker/domain';

/** Hits a group shows at first: a few per group on "All", more on a category's own tab. */
export const ALL_LIMIT = 5;
export const CATEGORY_LIMIT = 20;
/** What "Show more" adds, up to the server's maximum. */
export const MORE_STEP = 20;

export const discoverySearchQuery = (
  client: ApiClient,
  query: string,
  lang: Lang,
  category: DiscoveryCategory | undefined,
  limit: number,
) =>
  queryOptions({
    queryKey: ['discovery-search', query, lang, category ?? 'ALL', limit],
    queryFn: () =>
      client.call(discoverySearch, { query: { query, lang, limit, ...(category ? { category } : {}) } }),
    enabled: query.length > 0,
    staleTime: 60_000,
    // "Show more" keeps the hits on screen while the longer list comes.
    placeholderData: keepPreviousData,
  });

/** The address of the search page for a query (and a category). */
export function searchPageHref(query: string, category?: DiscoveryCategory): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (category) params.set('category', category);
  return `/search?${params.toString()}`;
}
