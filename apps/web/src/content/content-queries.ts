import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getAcademyMenu,
  getContentRoute,
  getPlatformStatus,
  getUnsubscribe,
  listContentEvents,
  listFaq,
} from '@broker/contract';
import type { Lang } from '@broker/domain';

/** Content reads (contract content.ts); each key holds the language, so switching it reads again. */

export const contentKey = ['content'] as const;
/** Replies that hold the caller's own votes or seats: read again after a vote, a seat, a login. */
export const faqKey = [...contentKey, 'faq'] as const;
export const pageKey = [...contentKey, 'page'] as const;
export const eventsKey = [...contentKey, 'events'] as const;

export const STATUS_REFRESH_MS = 30_000;

export const academyMenuQuery = (client: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: [...contentKey, 'academy-menu', lang],
    queryFn: () => client.call(getAcademyMenu, { query: { lang } }),
    staleTime: 5 * 60_000,
  });

export const contentPageQuery = (client: ApiClient, path: string, lang: Lang) =>
  queryOptions({
    queryKey: [...pageKey, path, lang],
    queryFn: () => client.call(getContentRoute, { query: { fullUrl: path, lang } }),
    staleTime: 60_000,
  });

export const faqQuery = (client: ApiClient, lang: Lang) =>
  queryOptions({
    queryKey: [...faqKey, lang],
    queryFn: () => client.call(listFaq, { query: { lang } }),
  });

export const eventsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...eventsKey],
    queryFn: () => client.call(listContentEvents),
  });

export const unsubscribeQuery = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: [...contentKey, 'unsubscribe', token],
    queryFn: () => client.call(getUnsubscribe, { params: { token } }),
    retry: false,
  });

export const platformStatusQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...contentKey, 'status'],
    queryFn: () => client.call(getPlatformStatus),
    refetchInterval: STATUS_REFRESH_MS,
  });
