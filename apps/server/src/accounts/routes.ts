import { getAccountInfo, getAccountPositions, getAccounts } from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { listAccounts } from './queries';
import { accountReply } from './replies';

export const accountRoutes = [
  defineRoute(getAccounts, async ({ deps, access }) => {
    const rows = await listAccounts(deps.db, access.customerId);
    return rows.map(accountReply);
  }),

  defineRoute(getAccountInfo, async ({ deps, access, params }) =>
    deps.accountReads.info(await deps.accountReads.ownedAccount(access.customerId, params.accid)),
  ),

  defineRoute(getAccountPositions, async ({ deps, access, params }) =>
    deps.accountReads.positions(await deps.accountReads.ownedAccount(access.customerId, params.accid)),
  ),
];
