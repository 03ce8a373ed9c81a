import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getAllocation,
  getBalanceOverview,
  getCompanyEvents,
  getDividendSummary,
  getHoldingPosition,
  getHoldingPositions,
  getOwnCapitalGraph,
  getReturnsByPeriod,
  getReturnsByYear,
  getTopMovers,
  type CallReply,
} from '@broker/contract';

export type PeriodReturn = CallReply<typeof getReturnsByPeriod>[number];
export type OwnCapitalGraph = CallReply<typeof getOwnCapitalGraph>;

/** Everything the returns page reads starts with 'holdings'; undefined accids: every account. */
const KEY = ['holdings'] as const;
const accidsOf = (accid: number | undefined) => (accid === undefined ? undefined : String(accid));

export const ownCapitalGraphQuery = (client: ApiClient, accid: number | undefined, period: string) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'graph', period],
    queryFn: () => client.call(getOwnCapitalGraph, { query: { accids: accidsOf(accid), period } }),
    // The last period's graph stays (dimmed) while the next one loads, rather than an empty box;
    // the tables have no such placeholder: another account's figures must never show as this one's.
    placeholderData: keepPreviousData,
  });

export const returnsByPeriodQuery = (client: ApiClient, accid: number | undefined) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'periods'],
    queryFn: () => client.call(getReturnsByPeriod, { query: { accids: accidsOf(accid) } }),
  });

export const returnsByYearQuery = (client: ApiClient, accid: number | undefined) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'years'],
    queryFn: () => client.call(getReturnsByYear, { query: { accids: accidsOf(accid) } }),
  });

export type TopMovers = CallReply<typeof getTopMovers>;

export const topMoversQuery = (
  client: ApiClient,
  accid: number | undefined,
  kind: 'EXCHANGE_TRADED' | 'FUNDS',
  sort: 'PERCENT' | 'CONTRIBUTION',
) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'movers', kind, sort],
    queryFn: () => client.call(getTopMovers, { query: { accids: accidsOf(accid), kind, sort, limit: 5 } }),
  });

export type DividendSummary = CallReply<typeof getDividendSummary>;

export const dividendSummaryQuery = (client: ApiClient, accid: number | undefined) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'dividends'],
    queryFn: () => client.call(getDividendSummary, { query: { accids: accidsOf(accid) } }),
  });

export type Allocation = CallReply<typeof getAllocation>;

export const allocationQuery = (client: ApiClient, accid: number | undefined) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'allocation'],
    queryFn: () => client.call(getAllocation, { query: { accids: accidsOf(accid) } }),
  });

export const balanceOverviewQuery = (client: ApiClient, accid: number | undefined) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'balances'],
    queryFn: () => client.call(getBalanceOverview, { query: { accids: accidsOf(accid) } }),
  });

export type HoldingPosition = CallReply<typeof getHoldingPositions>[number];
export type PositionDetail = CallReply<typeof getHoldingPosition>;
export type CompanyEvent = CallReply<typeof getCompanyEvents>[number];

export const positionsQuery = (client: ApiClient, accid: number | undefined) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'positions'],
    queryFn: () => client.call(getHoldingPositions, { query: { accids: accidsOf(accid) } }),
  });

export const positionKey = (positionId: string) => [...KEY, 'position', positionId] as const;

export const positionQuery = (client: ApiClient, positionId: string) =>
  queryOptions({
    queryKey: positionKey(positionId),
    queryFn: () => client.call(getHoldingPosition, { params: { position_id: positionId } }),
  });

export const companyEventsQuery = (client: ApiClient, accid: number | undefined) =>
  queryOptions({
    queryKey: [...KEY, accid ?? 'all', 'company-events'],
    queryFn: () => client.call(getCompanyEvents, { query: { accids: accidsOf(accid) } }),
  });
