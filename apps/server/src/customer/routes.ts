import {
  createAuthorization as createCall,
  getMarketingConsent,
  updateMarketingConsent,
  getAuthorizedAccountInfo,
  getAuthorizedAccountPositions,
  listAuthorizations as listCall,
  listAuthorizedAccounts as listAuthorizedCall,
  renameAccount as renameCall,
  revokeAuthorization as revokeCall,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import {
  createAuthorization,
  listAuthorizations,
  listAuthorizedAccounts,
  renameAccount,
  revokeAuthorization,
  viewableAccount,
} from './service';
import { marketingConsent, recordMarketingConsent } from './marketing-consent';

export const customerRoutes = [
  defineRoute(renameCall, ({ deps, access, params, body }) =>
    renameAccount(deps, access.customerId, params.accid, body.alias),
  ),
  defineRoute(listCall, async ({ deps, access }) => ({
    authorizations: await listAuthorizations(deps, access.customerId),
  })),
  defineRoute(createCall, ({ deps, access, body }) => createAuthorization(deps, access.customerId, body)),
  defineRoute(revokeCall, ({ deps, access, params }) =>
    revokeAuthorization(deps, access.customerId, params.authorizationId),
  ),
  defineRoute(listAuthorizedCall, async ({ deps, access, query }) => ({
    accounts: await listAuthorizedAccounts(deps, access.customerId, query.permission),
  })),
  // Read-only views through this area's own calls: the owner's other areas keep answering 404.
  defineRoute(getAuthorizedAccountInfo, async ({ deps, access, params }) =>
    deps.accountReads.info(await viewableAccount(deps, access.customerId, params.accid)),
  ),
  defineRoute(getAuthorizedAccountPositions, async ({ deps, access, params }) =>
    deps.accountReads.positions(await viewableAccount(deps, access.customerId, params.accid)),
  ),
  defineRoute(getMarketingConsent, ({ deps, access }) => marketingConsent(deps.db, access.customerId)),
  defineRoute(updateMarketingConsent, ({ deps, access, body }) =>
    recordMarketingConsent(deps.db, access.customerId, body, 'SETTINGS', deps.time.now()),
  ),
];
