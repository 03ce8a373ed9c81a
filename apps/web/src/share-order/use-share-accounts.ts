import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { availableAccounts } from '@broker/domain';
import type { CallReply, getAccounts } from '@broker/contract';
import { useApiClient } from '../services/services-context';
import { accountsQuery } from '../session/accounts-query';

export type ShareAccount = CallReply<typeof getAccounts>[number];

/**
 * The accounts a customer may trade shares on: the order flow's accounts that are not blocked (the
 * fund flow's availability rules, spec 000 §4). Unlike the fund screen it needs no positions: what
 * an account may sell comes from the valid-operations call.
 */
export function useShareAccounts(): { pending: boolean; available: ShareAccount[] } {
  const client = useApiClient();
  const accounts = useQuery(accountsQuery(client));
  const available = useMemo(
    () => availableAccounts(accounts.data ?? [], 'BUY', new Set<number>()),
    [accounts.data],
  );
  return { pending: accounts.isPending, available };
}
