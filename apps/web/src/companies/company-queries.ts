import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { actForCompany, listRepresentedCompanies, stopActingForCompany } from '@broker/contract';
import { startOver } from './start-over';

export const OPEN_COMPANY_PATH = '/companies/new';

/** The companies the customer represents, and who acts when the login is a company's. */
export const representedCompaniesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['customer', 'companies'],
    queryFn: () => client.call(listRepresentedCompanies),
  });

export async function switchToCompany(client: ApiClient, customerNo: string): Promise<void> {
  await client.call(actForCompany, { params: { customerNo } });
  startOver();
}

export async function switchBack(client: ApiClient): Promise<void> {
  await client.call(stopActingForCompany);
  startOver();
}
