import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { ESTATE_VALUATION_PDF_PATH, getEstateValuation } from '@broker/contract';
import type { Lang } from '@broker/domain';

/** The estate's page: its valuation on the day of death (docs/decisions.md "Estates"). */
export const ESTATE_PATH = '/estate';

/** The valuation: it does not change (the day of death is past), so it is read once. */
export const estateValuationQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['customer', 'estate', 'valuation'],
    queryFn: () => client.call(getEstateValuation),
    retry: false,
    staleTime: Infinity,
  });

/** The valuation as a PDF certificate in the reader's language (a plain link: the session cookie). */
export const estateValuationPdfHref = (lang: Lang) =>
  `${ESTATE_VALUATION_PDF_PATH}?${new URLSearchParams({ lang }).toString()}`;
