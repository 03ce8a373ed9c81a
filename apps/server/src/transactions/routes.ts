import {
  getBalanceSummary,
  getTransactionFilters,
  getTransactionSummary,
  getTransactions,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { transactionFilters, transactionsPage } from './queries';
import { balanceSummary, transactionSummary } from './summaries';

export const transactionRoutes = [
  defineRoute(getTransactions, ({ deps, access, query }) =>
    transactionsPage(deps.db, access.customerId, query),
  ),
  defineRoute(getTransactionFilters, ({ deps, access }) => transactionFilters(deps.db, access.customerId)),
  defineRoute(getTransactionSummary, ({ deps, access, query }) =>
    transactionSummary(deps.db, access.customerId, query),
  ),
  defineRoute(getBalanceSummary, ({ deps, access, query }) =>
    balanceSummary(deps.db, access.customerId, query),
  ),
];
