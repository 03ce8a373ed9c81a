import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getOwnCapitalGraph, getReturnsByPeriod, getReturnsByYear, type CallReply } from '@broker/contract';

export type PeriodReturn = CallReply<typeof getReturnsByPeriod>[number];
export type OwnCapitalGraph = CallReply<typeof getOwnCapitalGraph>;

/** Everything the returns page reads starts with 'holdings'; undefined accids: every account. */
const KEY = ['holdings'] as const;
const accidsOf = (accid: number | undefined) => (accid === undefined ? undefined : String(accid));

export const ownCapitalGraphQuery = (client: ApiClient, accid: number | undefined, period: string) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'graph', period],
    queryFn: () => client.call(getOwnCapitalGraph, { query: { accids: accidsOf(accid), period } }),
    placeholderData: keepPreviousData,
  });

export const returnsByPeriodQuery = (client: ApiClient, accid: number | undefined) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'periods'],
    queryFn: () => client.call(getReturnsByPeriod, { query: { accids: accidsOf(accid) } }),
    placeholderData: keepPreviousData,
  });

export const returnsByYearQuery = (client: ApiClient, accid: number | undefined) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'years'],
    queryFn: () => client.call(getReturnsByYear, { query: { accids: accidsOf(accid) } }),
    placeholderData: keepPreviousData,
  });
