import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getAnalystRatings,
  getCompanyProfile,
  getFinancials,
  getInstrumentBySlug,
  getInstrumentDividends,
  getKeyFigureFavourites,
  getKeyFigures,
  getShortPositions,
} from '@broker/contract';

/**
 * The company data behind the instrument page's tabs. Reports, ratings and disclosures change a
 * few times a quarter at most, so a reply stays fresh for five minutes: moving between tabs does
 * not ask again.
 */
const COMPANY_DATA_STALE_MS = 5 * 60_000;

export type FinancialResolution = 'YEAR' | 'QUARTER';

export const keyFiguresQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['instrument-data', instrumentId, 'key-figures'],
    queryFn: () => client.call(getKeyFigures, { params: { instrument_id: instrumentId } }),
    staleTime: COMPANY_DATA_STALE_MS,
  });

/** The customer's own pinned figures: the same for every share. */
export const keyFigureFavouritesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['instrument-data', 'key-figure-favourites'],
    queryFn: () => client.call(getKeyFigureFavourites),
    staleTime: COMPANY_DATA_STALE_MS,
  });

export const financialsQuery = (client: ApiClient, instrumentId: number, resolution: FinancialResolution) =>
  queryOptions({
    queryKey: ['instrument-data', instrumentId, 'financials', resolution],
    queryFn: () =>
      client.call(getFinancials, { params: { instrument_id: instrumentId }, query: { resolution } }),
    staleTime: COMPANY_DATA_STALE_MS,
  });

export const dividendsQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['instrument-data', instrumentId, 'dividends'],
    queryFn: () => client.call(getInstrumentDividends, { params: { instrument_id: instrumentId } }),
    staleTime: COMPANY_DATA_STALE_MS,
  });

export const ratingsQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['instrument-data', instrumentId, 'ratings'],
    queryFn: () => client.call(getAnalystRatings, { params: { instrument_id: instrumentId } }),
    staleTime: COMPANY_DATA_STALE_MS,
  });

export const shortPositionsQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['instrument-data', instrumentId, 'short-positions'],
    queryFn: () => client.call(getShortPositions, { params: { instrument_id: instrumentId } }),
    staleTime: COMPANY_DATA_STALE_MS,
  });

export const companyProfileQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['instrument-data', instrumentId, 'company'],
    queryFn: () => client.call(getCompanyProfile, { params: { instrument_id: instrumentId } }),
    staleTime: COMPANY_DATA_STALE_MS,
  });

/** An address in words names the same instrument for as long as the instrument keeps its name. */
export const instrumentSlugQuery = (client: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['instrument-data', 'slug', slug],
    queryFn: () => client.call(getInstrumentBySlug, { params: { slug } }),
    staleTime: Infinity,
  });
