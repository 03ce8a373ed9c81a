import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getIndicatorByInstrument, getIndicatorList } from '@broker/contract';

/**
 * The indicators calls behind an index's Members tab and the indices strip. The rows' prices are
 * live from the feed; the reply gives the members, their weights and a level to show before the
 * feed speaks, so it is asked again every half minute rather than on every tick.
 */
const INDEX_REFRESH_MS = 30_000;

export const indexMembersQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['indices', 'instrument', instrumentId],
    queryFn: () =>
      client.call(getIndicatorByInstrument, {
        params: { instrument_id: instrumentId },
        query: { members: 'true' },
      }),
    staleTime: INDEX_REFRESH_MS,
    refetchInterval: INDEX_REFRESH_MS,
  });

/** A list's indices without their members: a strip of levels needs none. */
export const indexListQuery = (client: ApiClient, listId: string) =>
  queryOptions({
    queryKey: ['indices', 'list', listId],
    queryFn: () =>
      client.call(getIndicatorList, { params: { list_id: listId }, query: { members: 'false' } }),
    staleTime: INDEX_REFRESH_MS,
    refetchInterval: INDEX_REFRESH_MS,
  });
