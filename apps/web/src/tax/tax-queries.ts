import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  get9AFilters,
  get9AReport,
  getDanishTaxReport,
  getIskStatement,
  getK4Available,
  getK4Report,
  getNorwegianTaxReport,
  getRealisationEvents,
  getRealisationTotals,
  taxReportCsvPath,
  taxReportPdfPath,
  type CallReply,
  type TaxReportForm,
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

/** Norway's and Denmark's reports: each answers 403 to a customer taxed elsewhere, no error here. */
export const norwegianReportQuery = (client: ApiClient, year: number) =>
  queryOptions({
    queryKey: [...TAX_KEY, 'no', year],
    queryFn: () => client.call(getNorwegianTaxReport, { query: { year } }),
    retry: false,
    placeholderData: keepPreviousData,
  });

export const danishReportQuery = (client: ApiClient, year: number) =>
  queryOptions({
    queryKey: [...TAX_KEY, 'dk', year],
    queryFn: () => client.call(getDanishTaxReport, { query: { year } }),
    retry: false,
    placeholderData: keepPreviousData,
  });

/** A report's download link: the report's own query, the reader's language, and the CSV's variant. */
export function taxDownloadHref(
  form: TaxReportForm,
  format: 'pdf' | 'csv' | 'spreadsheet',
  query: Record<string, string | number | undefined>,
  lang: string,
): string {
  const search = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  if (format === 'pdf') return `${taxReportPdfPath(form)}?${search.toString()}`;
  search.set('variant', format === 'csv' ? 'STANDARD' : 'SPREADSHEET');
  return `${taxReportCsvPath(form)}?${search.toString()}`;
}

/** Sweden's ISK and KF statement: 403 outside Sweden, 400 TAX_YEAR_NOT_KNOWN before the rate is set. */
export const iskStatementQuery = (client: ApiClient, year: number) =>
  queryOptions({
    queryKey: [...TAX_KEY, 'isk', year],
    queryFn: () => client.call(getIskStatement, { query: { year } }),
    retry: false,
    placeholderData: keepPreviousData,
  });
