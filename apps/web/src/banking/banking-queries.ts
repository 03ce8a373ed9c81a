import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getDeposit,
  getWithdrawableAmounts,
  getWithdrawalLimit,
  getWithdrawalTimes,
  listDeposits,
  listExternalBankAccounts,
  listVerifiedBankAccounts,
  listWithdrawals,
  type CallReply,
} from '@broker/contract';

export type ExternalBankAccount = CallReply<typeof listExternalBankAccounts>[number];

/** Everything about the customer's bank accounts elsewhere starts with this key. */
export const BANKING_KEY = ['banking'] as const;

export const bankAccountsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...BANKING_KEY, 'accounts'],
    queryFn: () => client.call(listExternalBankAccounts, {}),
  });

export type Deposit = CallReply<typeof listDeposits>[number];

export const depositsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...BANKING_KEY, 'deposits'],
    queryFn: () => client.call(listDeposits, {}),
  });

/**
 * How often the return page reads a deposit still waiting for the bank, a second apart, before it
 * stops and leaves it to the customer: the provider answers within seconds, or, when it is down,
 * hours later by its retries, which no open page should wait for.
 */
export const DEPOSIT_READS = 60;

/** One deposit, read again every second while the bank has not answered (the return page), DEPOSIT_READS times at most. */
export const depositQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: [...BANKING_KEY, 'deposits', id],
    queryFn: () => client.call(getDeposit, { params: { id } }),
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount < DEPOSIT_READS ? 1000 : false,
  });

export type Withdrawal = CallReply<typeof listWithdrawals>[number];

export const withdrawalsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...BANKING_KEY, 'withdrawals'],
    queryFn: () => client.call(listWithdrawals, {}),
  });

export const verifiedBankAccountsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...BANKING_KEY, 'accounts', 'verified'],
    queryFn: () => client.call(listVerifiedBankAccounts, {}),
  });

/** What each account can pay out; it changes with every booking, so it is read again on a feed event. */
export const withdrawableQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...BANKING_KEY, 'withdrawable'],
    queryFn: () => client.call(getWithdrawableAmounts, {}),
  });

export const withdrawalLimitQuery = (client: ApiClient) =>
  queryOptions({ queryKey: [...BANKING_KEY, 'limit'], queryFn: () => client.call(getWithdrawalLimit, {}) });

export const withdrawalTimesQuery = (client: ApiClient) =>
  queryOptions({ queryKey: [...BANKING_KEY, 'times'], queryFn: () => client.call(getWithdrawalTimes, {}) });
