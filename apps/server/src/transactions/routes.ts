import { getTransactionFilters, getTransactions } from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { transactionFilters, transactionsPage } from './queries';

export const transactionRoutes = [
  defineRoute(getTransactions, ({ deps, access, query }) =>
    transactionsPage(deps.db, access.customerId, query),
  ),
  defineRoute(getTransactionFilters, ({ deps, access }) => transactionFilters(deps.db, access.customerId)),
];
