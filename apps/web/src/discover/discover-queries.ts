import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getCuratedList, getCuratedListSections, getCuratedListTopics } from '@broker/contract';
import type { Lang } from '@broker/domain';

// The names come in the page's language: each query asks in it and keys on it, so switching the
// language asks again (a visitor's browser may prefer another).

export const curatedTopicsQuery = (client: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: ['curated-lists', 'topics', lang],
    queryFn: () => client.call(getCuratedListTopics, { query: { lang } }),
    staleTime: 5 * 60_000,
  });

/** Sections for the chosen topics (none chosen: every topic); `mobileScreen` gives 2 logos a card. */
export const curatedSectionsQuery = (
  client: ApiClient,
  topics: readonly string[],
  mobileScreen: boolean,
  lang: Lang,
) => {
  const sorted = [...topics].sort();
  return queryOptions({
    queryKey: ['curated-lists', 'sections', sorted.join(','), mobileScreen, lang],
    queryFn: () =>
      client.call(getCuratedListSections, {
        query: {
          ...(sorted.length > 0 ? { topics: sorted.join(',') } : {}),
          mobileScreen: mobileScreen ? 'true' : 'false',
          lang,
        },
      }),
    // Changing the filter keeps the previous sections on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};

export const curatedListQuery = (client: ApiClient, idOrSlug: string, lang: Lang) =>
  queryOptions({
    queryKey: ['curated-lists', 'list', idOrSlug, lang],
    queryFn: () => client.call(getCuratedList, { params: { idOrSlug }, query: { lang } }),
  });
