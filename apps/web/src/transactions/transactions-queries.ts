import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  TRANSACTIONS_CSV_PATH,
  TRANSACTIONS_STATEMENT_PATH,
  getBalanceSummary,
  getTransactionFilters,
  getTransactionSummary,
  getTransactions,
  type CallReply,
} from '@broker/contract';
import type { Lang, TransactionsCsvVariant } from '@broker/domain';

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

/** The filters as the calls' query: comma lists of one, and nothing for "all". */
const filterQuery = (f: TransactionsFilter) => ({
  accids: f.accid === undefined ? undefined : String(f.accid),
  types: f.type,
  instrument_ids: f.instrumentId === undefined ? undefined : String(f.instrumentId),
  from: f.from,
  to: f.to,
});

export const transactionsQuery = (client: ApiClient, f: TransactionsFilter) =>
  queryOptions({
    queryKey: ['transactions', 'page', f],
    queryFn: () =>
      client.call(getTransactions, { query: { ...filterQuery(f), sort: f.sort, offset: f.offset } }),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Counts and sums per type of what the filters match (paging and order do not change them). */
export const transactionSummaryQuery = (client: ApiClient, f: TransactionsFilter) =>
  queryOptions({
    queryKey: ['transactions', 'summary', filterQuery(f)],
    queryFn: () => client.call(getTransactionSummary, { query: filterQuery(f) }),
    placeholderData: keepPreviousData,
  });

/** The balances of the chosen accounts around the chosen dates (types and instruments do not apply). */
export const balanceSummaryQuery = (client: ApiClient, f: TransactionsFilter) => {
  const { accids, from, to } = filterQuery(f);
  return queryOptions({
    queryKey: ['transactions', 'balances', { accids, from, to }],
    queryFn: () => client.call(getBalanceSummary, { query: { accids, from, to } }),
    placeholderData: keepPreviousData,
  });
};

function search(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, value);
  return params.toString();
}

/** The CSV download of what the filters match, in the page's order, the reader's language. */
export function transactionsCsvHref(
  f: TransactionsFilter,
  variant: TransactionsCsvVariant,
  lang: Lang,
): string {
  return `${TRANSACTIONS_CSV_PATH}?${search({ ...filterQuery(f), sort: f.sort, variant, lang })}`;
}

/** The account statement of the chosen accounts and dates. */
export function statementHref(f: TransactionsFilter, lang: Lang): string {
  const { accids, from, to } = filterQuery(f);
  return `${TRANSACTIONS_STATEMENT_PATH}?${search({ accids, from, to, lang })}`;
}

export type TransactionSummary = CallReply<typeof getTransactionSummary>;
export type BalanceSummary = CallReply<typeof getBalanceSummary>;
