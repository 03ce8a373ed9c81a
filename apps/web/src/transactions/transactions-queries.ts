import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getTransactionFilters, getTransactions, type CallReply } from '@broker/contract';

export type TransactionsPage = CallReply<typeof getTransactions>;
export type Transaction = TransactionsPage['transactions'][number];

/** The page's filters as the call takes them: undefined is "all" (the client drops it from the query). */
export interface TransactionsFilter {
  accid?: number | undefined;
  type?: string | undefined;
  instrumentId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: 'ASC' | 'DESC';
  offset: number;
}

export const transactionFiltersQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['transactions', 'filters'],
    queryFn: () => client.call(getTransactionFilters),
  });

export const transactionsQuery = (client: ApiClient, f: TransactionsFilter) =>
  queryOptions({
    queryKey: ['transactions', 'page', f],
    queryFn: () =>
      client.call(getTransactions, {
        query: {
          accids: f.accid === undefined ? undefined : String(f.accid),
          types: f.type,
          instrument_ids: f.instrumentId === undefined ? undefined : String(f.instrumentId),
          from: f.from,
          to: f.to,
          sort: f.sort,
          offset: f.offset,
        },
      }),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
