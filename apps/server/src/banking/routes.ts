import {
  createExternalBankAccount,
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
];
