import {
  createInstantDeposit,
  createExternalBankAccount,
  getDeposit,
  listDeposits,
  deleteExternalBankAccount,
  getExternalBankAccount,
  getExternalBankAccountByNumber,
  listExternalBankAccounts,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import {
  addBankAccount,
  bankAccountById,
  bankAccountByNumber,
  listBankAccounts,
  removeBankAccount,
} from './external-accounts';
import { depositById, listDepositsOf, startInstantDeposit } from './deposits';

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
    startInstantDeposit(deps, access.customerId, body, `${request.protocol}://${request.host}`),
  ),
  defineRoute(listDeposits, ({ deps, access }) => listDepositsOf(deps.db, access.customerId)),
  defineRoute(getDeposit, ({ deps, access, params }) => depositById(deps.db, access.customerId, params.id)),
];
