import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getNewsCalendar,
  listNewsPreviews,
  listNewsTags,
  listTradingNotices,
  type CalendarKind,
} from '@broker/contract';
import type { CountryCode } from '@broker/domain';

/** The news page's reads (contract news.ts). An empty filter is left out of the query (spec 001 §5). */

export interface LatestFilter {
  type: string;
  region: string;
  lang: string;
  tag: string;
}

export const NEWS_PAGE_LIMIT = 30;

/**
 * The latest news in pages of NEWS_PAGE_LIMIT: each further page asks for the items older than the
 * last one of the page before (`before`); a short page is the last.
 */
export const latestNewsQuery = (client: ApiClient, f: LatestFilter) =>
  infiniteQueryOptions({
    queryKey: ['news', 'latest', f],
    queryFn: ({ pageParam }) =>
      client.call(listNewsPreviews, {
        query: {
          limit: NEWS_PAGE_LIMIT,
          ...(pageParam === undefined ? {} : { before: pageParam }),
          ...(f.type ? { types: f.type } : {}),
          ...(f.region ? { regions: f.region } : {}),
          ...(f.lang ? { langs: f.lang } : {}),
          ...(f.tag ? { tags: f.tag } : {}),
        },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length < NEWS_PAGE_LIMIT ? undefined : page.at(-1)?.news_id),
    placeholderData: keepPreviousData,
  });

export const newsTagsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['news', 'tags'],
    queryFn: () => client.call(listNewsTags),
    staleTime: 5 * 60_000,
  });

export const newsCalendarQuery = (
  client: ApiClient,
  from: string,
  to: string,
  kind: CalendarKind | '',
  country: CountryCode | '',
) =>
  queryOptions({
    queryKey: ['news', 'calendar', from, to, kind, country],
    queryFn: () =>
      client.call(getNewsCalendar, {
        query: { from, to, ...(kind ? { types: kind } : {}), ...(country ? { countries: country } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

export const tradingNoticesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['news', 'trading-notices'],
    queryFn: () => client.call(listTradingNotices, { query: { limit: 50 } }),
    // Halts come and go within minutes: a page left open keeps up.
    refetchInterval: 30_000,
  });
