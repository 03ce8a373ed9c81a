import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getCustomerSuitability,
  getFundOrders,
  getInstrumentSuitability,
  getRequestActions,
  getTradingInfo,
} from '@broker/contract';

/** Query keys and fetchers of the fund order flow. The client throttles these reads (spec 000 §9). */

export const FUND_ORDERS_KEY = ['fundOrders'] as const;

export const fundOrdersQuery = (client: ApiClient) =>
  queryOptions({ queryKey: FUND_ORDERS_KEY, queryFn: () => client.call(getFundOrders) });

/** Orders per page of the orders list; older pages are asked with the last order id as `before`. */
export const FUND_ORDERS_PAGE = 100;

/** The orders list page by page (under FUND_ORDERS_KEY, so a forced refresh reloads every page). */
export const fundOrderPagesQuery = (client: ApiClient) =>
  infiniteQueryOptions({
    queryKey: [...FUND_ORDERS_KEY, 'pages'],
    queryFn: ({ pageParam }: { pageParam: number | undefined }) =>
      client.call(getFundOrders, {
        query:
          pageParam === undefined
            ? { limit: FUND_ORDERS_PAGE }
            : { limit: FUND_ORDERS_PAGE, before: pageParam },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) =>
      last.length === FUND_ORDERS_PAGE ? last[last.length - 1]?.order_id : undefined,
  });

export const tradingInfoQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['instruments', instrumentId, 'tradingInfo'],
    queryFn: () => client.call(getTradingInfo, { params: { instrument_id: instrumentId } }),
  });

export const instrumentSuitabilityQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['instruments', instrumentId, 'suitability'],
    queryFn: () => client.call(getInstrumentSuitability, { params: { instrument_id: instrumentId } }),
    staleTime: 0,
  });

/**
 * Per-account request actions (spec 000 §6, §7 v1): may this account buy and sell the fund today.
 * Never cached for long: an order on the other side changes the answer the same day.
 */
export const requestActionsQuery = (client: ApiClient, accountNumber: string, instrumentId: number) =>
  queryOptions({
    queryKey: ['requestActions', accountNumber, instrumentId],
    queryFn: () =>
      client.call(getRequestActions, {
        query: { accountNumber, onPremInstrumentId: instrumentId, orderType: 'FUND' },
      }),
    staleTime: 0,
  });

/** Spec 000 §4: an empty reply (204) is a failure like any other. */
export class EmptySuitabilityError extends Error {
  override readonly name = 'EmptySuitabilityError';
}

export const customerSuitabilityQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['customer', 'suitability'],
    queryFn: async () => {
      const reply = await client.call(getCustomerSuitability);
      if (reply === undefined || reply === null) throw new EmptySuitabilityError('Empty suitability reply');
      return reply;
    },
    staleTime: 0,
  });

/**
 * Spec 000 §4 step 6: the fund order list is refreshed at once after an order, bypassing the
 * client's 7 s throttle. The client has no per-call "force" yet, so its shared reads are dropped
 * (clearCache) before the list is fetched again.
 */
export async function forceRefreshFundOrders(client: ApiClient, queryClient: QueryClient): Promise<void> {
  client.clearCache();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: FUND_ORDERS_KEY, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: ['requestActions'] }),
  ]);
}
