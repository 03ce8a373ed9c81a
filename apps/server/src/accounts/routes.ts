import { getAccountInfo, getAccountPositions, getAccounts } from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { listAccounts } from './queries';

export const accountRoutes = [
  defineRoute(getAccounts, async ({ deps, access }) => {
    const rows = await listAccounts(deps.db, access.customerId);
    return rows.map((a) => ({
      accid: a.accid,
      accno: a.accno,
      alias: a.alias,
      type: a.type,
      symbol: a.currency.trim(),
      is_blocked: a.isBlocked,
      account_code: a.accountCode,
      atyid: a.atyid,
      default: a.isDefault,
    }));
  }),

  defineRoute(getAccountInfo, async ({ deps, access, params }) =>
    deps.accountReads.info(await deps.accountReads.ownedAccount(access.customerId, params.accid)),
  ),

  defineRoute(getAccountPositions, async ({ deps, access, params }) =>
    deps.accountReads.positions(await deps.accountReads.ownedAccount(access.customerId, params.accid)),
  ),
];
