import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getNewsArticle, listNews, listNewsSources } from '@broker/contract';

export const INSTRUMENT_NEWS_LIMIT = 20;

export const instrumentNewsQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['news', 'instrument', instrumentId],
    queryFn: () =>
      client.call(listNews, { query: { instrument_id: instrumentId, limit: INSTRUMENT_NEWS_LIMIT } }),
  });

/** The agencies hardly ever change; the client keeps the reply for the session. */
export const newsSourcesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['news', 'sources'],
    queryFn: () => client.call(listNewsSources),
    staleTime: Infinity,
  });

/** A published article does not change. */
export const newsArticleQuery = (client: ApiClient, newsId: number) =>
  queryOptions({
    queryKey: ['news', 'article', newsId],
    queryFn: () => client.call(getNewsArticle, { params: { news_id: newsId } }),
    staleTime: Infinity,
  });
