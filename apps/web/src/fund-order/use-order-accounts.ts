import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { availableAccounts, isOrderFlowAccount, type OrderSide } from '@broker/domain';
import type { CallReply, getAccounts, getAccountPositions } from '@broker/contract';
import { accountPositionsQuery } from '../overview/account-queries';
import { useApiClient } from '../services/services-context';
import { accountsQuery } from '../session/accounts-query';
import { holdsInstrument } from './holdings';

export type Account = CallReply<typeof getAccounts>[number];
export type Position = CallReply<typeof getAccountPositions>[number];

export interface OrderAccounts {
  pending: boolean;
  error: boolean;
  refetch(): void;
  /** The accounts the customer may choose (spec 000 §4). */
  available: Account[];
  holdingAccids: ReadonlySet<number>;
  positionsOf(accid: number): Position[] | undefined;
}

/**
 * The customer's accounts for the order screen with their positions: which may be chosen, and
 * which hold the fund (a sell offers only those).
 */
export function useOrderAccounts(instrumentId: number, side: OrderSide): OrderAccounts {
  const client = useApiClient();
  const accounts = useQuery(accountsQuery(client));
  const flowAccounts = useMemo(() => (accounts.data ?? []).filter(isOrderFlowAccount), [accounts.data]);
  const positions = useQueries({
    queries: flowAccounts.map((a) => accountPositionsQuery(client, a.accid)),
  });
  const positionsData = positions.map((p) => p.data);
  const holdingKey = flowAccounts
    .filter((a, i) => holdsInstrument(positionsData[i], instrumentId))
    .map((a) => a.accid)
    .join(',');
  const holdingAccids = useMemo(
    () => new Set(holdingKey === '' ? [] : holdingKey.split(',').map(Number)),
    [holdingKey],
  );
  const available = useMemo(
    () => availableAccounts(accounts.data ?? [], side, holdingAccids),
    [accounts.data, side, holdingAccids],
  );
  const positionsPending = positions.some((p) => p.isPending);
  const positionsError = positions.some((p) => p.isError);
  return {
    pending: accounts.isPending || positionsPending,
    error: accounts.isError || (side === 'SELL' && positionsError),
    refetch: () => {
      void accounts.refetch();
      for (const p of positions) if (p.isError) void p.refetch();
    },
    available,
    holdingAccids,
    positionsOf: (accid) => positionsData[flowAccounts.findIndex((a) => a.accid === accid)],
  };
}
