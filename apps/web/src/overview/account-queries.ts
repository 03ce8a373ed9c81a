import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getAccountInfo, getAccountPositions } from '@broker/contract';

/** Query keys and fetchers of the overview; the summary and the cards share them, so one request each. */

export const accountInfoQuery = (client: ApiClient, accid: number) =>
  queryOptions({
    queryKey: ['accounts', accid, 'info'],
    queryFn: () => client.call(getAccountInfo, { params: { accid } }),
  });

export const accountPositionsQuery = (client: ApiClient, accid: number) =>
  queryOptions({
    queryKey: ['accounts', accid, 'positions'],
    queryFn: () => client.call(getAccountPositions, { params: { accid } }),
  });
