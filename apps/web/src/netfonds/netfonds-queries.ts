import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getNetfondsAccounts,
  getNetfondsAvailablePdfs,
  getNetfondsCostAndCharges,
  getNetfondsPositions,
  getNetfondsTransactions,
  type CallReply,
} from '@broker/contract';

export type NetfondsAccount = CallReply<typeof getNetfondsAccounts>[number];
export type NetfondsCosts = CallReply<typeof getNetfondsCostAndCharges>;

/** Everything the Netfonds page reads starts with 'netfonds'. */
const KEY = ['netfonds'] as const;

export const netfondsAccountsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: [...KEY, 'accounts'], queryFn: () => client.call(getNetfondsAccounts) });

export const netfondsPositionsQuery = (client: ApiClient, accid: number) =>
  queryOptions({
    queryKey: [...KEY, accid, 'positions'],
    queryFn: () => client.call(getNetfondsPositions, { params: { accid } }),
  });

export const netfondsDocumentsQuery = (client: ApiClient, accid: number) =>
  queryOptions({
    queryKey: [...KEY, accid, 'documents'],
    queryFn: () => client.call(getNetfondsAvailablePdfs, { params: { accid } }),
  });

export const netfondsCostsQuery = (client: ApiClient, accid: number, year: number) =>
  queryOptions({
    queryKey: [...KEY, accid, 'costs', year],
    queryFn: () => client.call(getNetfondsCostAndCharges, { params: { accid }, query: { year } }),
    placeholderData: keepPreviousData,
  });

/** The transactions' filters and place: undefined is "all" (the client drops it from the query). */
export interface NetfondsPage {
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
}

export const netfondsTransactionsQuery = (client: ApiClient, accid: number, page: NetfondsPage) =>
  queryOptions({
    queryKey: [...KEY, accid, 'transactions', page],
    queryFn: () =>
      client.call(getNetfondsTransactions, {
        params: { accid },
        query: { types: page.type, from: page.from, to: page.to, offset: page.offset },
      }),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
