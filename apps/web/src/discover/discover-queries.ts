import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getCuratedList, getCuratedListSections, getCuratedListTopics } from '@broker/contract';

export const curatedTopicsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['curated-lists', 'topics'],
    queryFn: () => client.call(getCuratedListTopics),
    staleTime: 5 * 60_000,
  });

/** Sections for the chosen topics (none chosen: every topic); `mobileScreen` gives 2 logos a card. */
export const curatedSectionsQuery = (client: ApiClient, topics: readonly string[], mobileScreen: boolean) => {
  const sorted = [...topics].sort();
  return queryOptions({
    queryKey: ['curated-lists', 'sections', sorted.join(','), mobileScreen],
    queryFn: () =>
      client.call(getCuratedListSections, {
        query: {
          ...(sorted.length > 0 ? { topics: sorted.join(',') } : {}),
          mobileScreen: mobileScreen ? 'true' : 'false',
        },
      }),
    // Changing the filter keeps the previous sections on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const curatedListQuery = (client: ApiClient, idOrSlug: string) =>
  queryOptions({
    queryKey: ['curated-lists', 'list', idOrSlug],
    queryFn: () => client.call(getCuratedList, { params: { idOrSlug } }),
  });
