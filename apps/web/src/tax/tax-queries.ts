import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  get9AFilters,
  get9AReport,
  getK4Available,
  getK4Report,
  getRealisationEvents,
  getRealisationTotals,
  type CallReply,
} from '@broker/contract';

export type RealisationEvents = CallReply<typeof getRealisationEvents>;
export type RealisationEvent = RealisationEvents['events'][number];

/** Everything the tax page reads starts with 'tax', so a change invalidates it all at once. */
export const TAX_KEY = ['tax'] as const;

export const realisationTotalsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...TAX_KEY, 'totals'],
    queryFn: () => client.call(getRealisationTotals),
  });

export const realisationEventsQuery = (client: ApiClient, year: number | undefined) =>
  queryOptions({
    queryKey: [...TAX_KEY, 'events', year ?? 'all'],
    queryFn: () => client.call(getRealisationEvents, { query: { year } }),
  });

/** Sweden's K4: the call answers 403 to a customer taxed elsewhere, which is no error here. */
export const k4AvailableQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...TAX_KEY, 'k4', 'available'],
    queryFn: () => client.call(getK4Available),
    retry: false,
  });

export const k4ReportQuery = (client: ApiClient, year: number) =>
  queryOptions({
    queryKey: [...TAX_KEY, 'k4', year],
    queryFn: () => client.call(getK4Report, { query: { year } }),
  });

/** Finland's 9A: like K4, the call answers 403 to a customer taxed elsewhere. */
export const finnish9AFiltersQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...TAX_KEY, '9a', 'filters'],
    queryFn: () => client.call(get9AFilters),
    retry: false,
  });

export const finnish9AQuery = (client: ApiClient, year: number) =>
  queryOptions({
    queryKey: [...TAX_KEY, '9a', year],
    queryFn: () => client.call(get9AReport, { query: { year } }),
  });
