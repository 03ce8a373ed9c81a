import {
  getTransferDetails,
  getExternalTransactions,
  cancelWithdrawal,
  cancelWithdrawalLimitRaise,
  getWithdrawableAmounts,
  getWithdrawalLimit,
  getWithdrawalTimes,
  listVerifiedBankAccounts,
  listWithdrawals,
  requestWithdrawal,
  setWithdrawalLimit,
  createInstantDeposit,
  createExternalBankAccount,
  getDeposit,
  listDeposits,
  deleteExternalBankAccount,
  getExternalBankAccount,
  getExternalBankAccountByNumber,
  listExternalBankAccounts,
  createExpressDeposit,
  listBankConnections,
  getAccountAccess,
  getWithdrawalDelay,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { ownAddress } from '../platform/own-address';
import {
  addBankAccount,
  bankAccountById,
  bankAccountByNumber,
  listBankAccounts,
  listVerifiedBankAccounts as verifiedBankAccounts,
  removeBankAccount,
} from './external-accounts';
import {
  cancelWithdrawalOf,
  listWithdrawalsOf,
  requestWithdrawalOf,
  withdrawableAmounts,
  withdrawalTimesFor,
} from './withdrawals';
import { externalTransactions } from './external-transactions';
import { cancelLimitRaise, setWithdrawalLimitTo, withdrawalLimit } from './withdrawal-limit';
import { depositById, listDepositsOf, startInstantDeposit, transferDetails } from './deposits';
import { accountAccess, bankConnections, withdrawalDelay } from './account-access';

export const bankingRoutes = [
  defineRoute(listExternalBankAccounts, ({ deps, access }) => listBankAccounts(deps.db, access.customerId)),
  defineRoute(createExternalBankAccount, ({ deps, access, body }) =>
    addBankAccount(deps.db, access.customerId, body, new Date(deps.time.now())),
  ),
  defineRoute(getExternalBankAccountByNumber, ({ deps, access, query }) =>
    bankAccountByNumber(deps.db, access.customerId, query),
  ),
  defineRoute(getExternalBankAccount, ({ deps, access, params }) =>
    bankAccountById(deps.db, access.customerId, params.id),
  ),
  defineRoute(deleteExternalBankAccount, ({ deps, access, params }) =>
    removeBankAccount(deps.db, access.customerId, params.id, new Date(deps.time.now())),
  ),
  defineRoute(createInstantDeposit, ({ deps, access, body, request }) =>
    startInstantDeposit(deps, access.customerId, body, ownAddress(request.server)),
  ),
  defineRoute(createExpressDeposit, ({ deps, access, body, request }) =>
    startInstantDeposit(deps, access.customerId, body, ownAddress(request.server)),
  ),
  defineRoute(listDeposits, ({ deps, access }) => listDepositsOf(deps.db, access.customerId)),
  defineRoute(listBankConnections, ({ deps, access }) => bankConnections(deps.db, access.customerId)),
  defineRoute(getAccountAccess, ({ deps, access }) =>
    accountAccess(deps.db, access.customerId, deps.time.now()),
  ),
  defineRoute(getWithdrawalDelay, ({ deps, access }) => withdrawalDelay(deps.db, access.customerId)),
  defineRoute(listVerifiedBankAccounts, ({ deps, access }) =>
    verifiedBankAccounts(deps.db, access.customerId),
  ),
  defineRoute(requestWithdrawal, ({ deps, access, body }) =>
    requestWithdrawalOf(deps, access.customerId, body),
  ),
  defineRoute(listWithdrawals, ({ deps, access }) =>
    listWithdrawalsOf(deps.db, access.customerId, deps.time.now()),
  ),
  defineRoute(cancelWithdrawal, ({ deps, access, params }) =>
    cancelWithdrawalOf(deps, access.customerId, params.id),
  ),
  defineRoute(getWithdrawableAmounts, ({ deps, access }) =>
    withdrawableAmounts(deps.db, access.customerId, deps.time.now()),
  ),
  defineRoute(getWithdrawalTimes, ({ deps, access }) =>
    withdrawalTimesFor(deps.db, access.customerId, deps.time.now()),
  ),
  defineRoute(getWithdrawalLimit, ({ deps, access }) =>
    withdrawalLimit(deps.db, access.customerId, deps.time.now()),
  ),
  defineRoute(setWithdrawalLimit, ({ deps, access, body }) =>
    setWithdrawalLimitTo(deps.db, access.customerId, body.daily_limit, deps.time.now()),
  ),
  defineRoute(cancelWithdrawalLimitRaise, ({ deps, access }) =>
    cancelLimitRaise(deps.db, access.customerId, deps.time.now()),
  ),
  defineRoute(getExternalTransactions, ({ deps, access, query }) =>
    externalTransactions(deps.db, access.customerId, query),
  ),
  defineRoute(getTransferDetails, ({ deps, access, query }) =>
    transferDetails(deps.db, access.customerId, query.accid, deps.time.now()),
  ),
  defineRoute(getDeposit, ({ deps, access, params }) => depositById(deps.db, access.customerId, params.id)),
];
