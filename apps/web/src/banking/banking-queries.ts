import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { listExternalBankAccounts, type CallReply } from '@broker/contract';

export type ExternalBankAccount = CallReply<typeof listExternalBankAccounts>[number];

/** Everything about the customer's bank accounts elsewhere starts with this key. */
export const BANKING_KEY = ['banking'] as const;

export const bankAccountsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...BANKING_KEY, 'accounts'],
    queryFn: () => client.call(listExternalBankAccounts, {}),
  });
