import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getFundFacts, getFundRating, getFundReturns } from '@broker/contract';

/**
 * A fund's fact sheet, returns and rating. The facts change once a month and the NAV once a
 * banking day, so a reply stays fresh for five minutes: moving between the tabs asks nothing again.
 */
const FUND_DATA_STALE_MS = 5 * 60_000;

export const fundFactsQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['fund-facts', instrumentId, 'facts'],
    queryFn: () => client.call(getFundFacts, { params: { instrument_id: instrumentId } }),
    staleTime: FUND_DATA_STALE_MS,
  });

export const fundReturnsQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['fund-facts', instrumentId, 'returns'],
    queryFn: () => client.call(getFundReturns, { params: { instrument_id: instrumentId } }),
    staleTime: FUND_DATA_STALE_MS,
  });

export const fundRatingQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['fund-facts', instrumentId, 'rating'],
    queryFn: () => client.call(getFundRating, { params: { instrument_id: instrumentId } }),
    staleTime: FUND_DATA_STALE_MS,
  });
