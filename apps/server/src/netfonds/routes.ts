import {
  getNetfondsAccounts,
  getNetfondsAvailablePdfs,
  getNetfondsCostAndCharges,
  getNetfondsPositions,
  getNetfondsTransactions,
  netfondsNoteUrl,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { inputError } from '../http/api-error';
import { transactionsPage } from '../transactions/queries';
import { netfondsAccount, netfondsAccounts } from './accounts';
import { costAndCharges } from './cost-and-charges';
import { availablePdfs } from './documents';

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The Netfonds calls (spec 001 §7.22): each checks first that the account is the caller's Netfonds account. */
export const netfondsRoutes = [
  defineRoute(getNetfondsAccounts, ({ deps, access }) => netfondsAccounts(deps, access.customerId)),
  defineRoute(getNetfondsTransactions, async ({ deps, access, params, query }) => {
    const account = await netfondsAccount(deps.db, access.customerId, params.accid);
    return transactionsPage(
      deps.db,
      access.customerId,
      { ...query, accids: String(account.accid) },
      'NETFONDS',
      netfondsNoteUrl,
    );
  }),
  defineRoute(getNetfondsPositions, async ({ deps, access, params }) =>
    deps.accountReads.positions(await netfondsAccount(deps.db, access.customerId, params.accid)),
  ),
  defineRoute(getNetfondsAvailablePdfs, async ({ deps, access, params }) =>
    availablePdfs(
      deps.db,
      await netfondsAccount(deps.db, access.customerId, params.accid),
      today(deps.time.now()),
    ),
  ),
  defineRoute(getNetfondsCostAndCharges, async ({ deps, access, params, query }) => {
    const account = await netfondsAccount(deps.db, access.customerId, params.accid);
    const day = today(deps.time.now());
    if (query.year > Number(day.slice(0, 4))) throw inputError('query.year', 'The year has not begun');
    return costAndCharges(deps.db, account, query.year, day);
  }),
];
