import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getAuthorizedAccountInfo,
  getAuthorizedAccountPositions,
  listAuthorizations,
  listAuthorizedAccounts,
  type CallReply,
} from '@broker/contract';

export type Authorization = CallReply<typeof listAuthorizations>['authorizations'][number];
export type AuthorizedAccount = CallReply<typeof listAuthorizedAccounts>['accounts'][number];

export const AUTHORIZATIONS_KEY = ['authorizations'] as const;

export const givenAuthorizationsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...AUTHORIZATIONS_KEY, 'given'],
    queryFn: async () => (await client.call(listAuthorizations)).authorizations,
  });

export const authorizedAccountsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...AUTHORIZATIONS_KEY, 'received'],
    queryFn: async () =>
      (await client.call(listAuthorizedAccounts, { query: { permission: 'VIEW' } })).accounts,
  });

export const authorizedInfoQuery = (client: ApiClient, accid: number) =>
  queryOptions({
    queryKey: [...AUTHORIZATIONS_KEY, 'received', accid, 'info'],
    queryFn: () => client.call(getAuthorizedAccountInfo, { params: { accid } }),
    retry: false,
  });

export const authorizedPositionsQuery = (client: ApiClient, accid: number) =>
  queryOptions({
    queryKey: [...AUTHORIZATIONS_KEY, 'received', accid, 'positions'],
    queryFn: () => client.call(getAuthorizedAccountPositions, { params: { accid } }),
    retry: false,
  });

/**
 * After a rename: every list of the customer's accounts shows the new name. The accounts read is
 * kept by the API client for the session (`cached`), so that copy goes first, then React Query's.
 */
export async function refreshAccountLists(client: ApiClient, queryClient: QueryClient): Promise<void> {
  client.clearCache();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['accounts'] }),
    queryClient.invalidateQueries({ queryKey: AUTHORIZATIONS_KEY }),
  ]);
}
