import { listRepresentedCompanies, lookupCompany, openCompanyAccount } from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { ownAddress } from '../platform/own-address';
import { actingPerson, lookUp, openCompany, representedCompanies } from './service';

export const companyRoutes = [
  defineRoute(lookupCompany, async ({ deps, access, query, request }) =>
    lookUp(deps, ownAddress(request.server), access.customerId, query.orgNumber, deps.time.now()),
  ),

  defineRoute(openCompanyAccount, async ({ deps, access, body, request }) =>
    openCompany(deps, ownAddress(request.server), access.customerId, body, deps.time.now()),
  ),

  defineRoute(listRepresentedCompanies, async ({ deps, access }) => ({
    companies: await representedCompanies(deps.db, access.customerId),
    actingPerson: await actingPerson(deps.db, access.sessionId),
  })),
];
