import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getBeneficiaries, listInsuranceDocuments } from '@broker/contract';

/** A KF account's designations and its documents; a new, signed or withdrawn designation makes both stale. */
export const insuranceKey = (accid: number) => ['insurance', accid] as const;

/** Where a KF account's beneficiaries and documents are (the signing service sends the customer back here). */
export const insurancePath = (accid: number) => `/insurance/${accid}`;

export const beneficiariesQuery = (client: ApiClient, accid: number) =>
  queryOptions({
    queryKey: [...insuranceKey(accid), 'beneficiaries'],
    queryFn: () => client.call(getBeneficiaries, { params: { accid } }),
  });

export const insuranceDocumentsQuery = (client: ApiClient, accid: number) =>
  queryOptions({
    queryKey: [...insuranceKey(accid), 'documents'],
    queryFn: () => client.call(listInsuranceDocuments, { params: { accid } }),
  });
