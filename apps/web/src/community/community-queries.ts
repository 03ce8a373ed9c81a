import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getCommunityPopular } from '@broker/contract';

/** How many instruments each list of the feed shows. */
export const COMMUNITY_LIST_LENGTH = 10;

export const communityPopularQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['community', 'popular', COMMUNITY_LIST_LENGTH],
    queryFn: () => client.call(getCommunityPopular, { query: { limit: COMMUNITY_LIST_LENGTH } }),
    // Aggregates over all customers move slowly; a minute keeps tab switches from refetching.
    staleTime: 60_000,
  });
