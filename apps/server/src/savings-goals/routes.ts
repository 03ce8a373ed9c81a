import {
  createSavingsGoal,
  deleteSavingsGoal,
  getSavingsGoal,
  getSavingsGoalAccounts,
  listSavingsGoals,
  updateSavingsGoal,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { allowedAccounts, createGoal, deleteGoal, goalById, listGoals, updateGoal } from './goals';

export const savingsGoalRoutes = [
  defineRoute(listSavingsGoals, ({ deps, access }) => listGoals(deps.db, access.customerId, deps.time.now())),
  defineRoute(getSavingsGoalAccounts, ({ deps, access }) => allowedAccounts(deps.db, access.customerId)),
  defineRoute(createSavingsGoal, ({ deps, access, body }) =>
    createGoal(deps.db, access.customerId, body, deps.time.now()),
  ),
  defineRoute(getSavingsGoal, ({ deps, access, params }) =>
    goalById(deps.db, access.customerId, params.id, deps.time.now()),
  ),
  defineRoute(updateSavingsGoal, ({ deps, access, params, body }) =>
    updateGoal(deps.db, access.customerId, params.id, body, deps.time.now()),
  ),
  defineRoute(deleteSavingsGoal, ({ deps, access, params }) =>
    deleteGoal(deps.db, access.customerId, params.id, deps.time.now()),
  ),
];
