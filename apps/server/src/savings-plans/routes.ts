import {
  createSavingsPlan,
  deleteSavingsPlan,
  getSavingsPlan,
  getSavingsPlanPercentile,
  listSavingsPlans,
  pauseSavingsPlan,
  resumeSavingsPlan,
  skipSavingsPlanMonth,
  unskipSavingsPlanMonth,
  updateSavingsPlan,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import {
  amountPercentile,
  createPlan,
  deletePlan,
  pausePlan,
  resumePlan,
  skipNextMonth,
  unskipMonth,
  updatePlan,
} from './plans';
import { planReplies, planReply } from './replies';

export const savingsPlanRoutes = [
  defineRoute(listSavingsPlans, ({ deps, access }) =>
    planReplies(deps.db, access.customerId, deps.time.now()),
  ),
  defineRoute(createSavingsPlan, ({ deps, access, body }) => createPlan(deps, access.customerId, body)),
  defineRoute(getSavingsPlanPercentile, ({ deps, query }) =>
    amountPercentile(deps, query.amount, query.currency),
  ),
  defineRoute(getSavingsPlan, ({ deps, access, params }) =>
    planReply(deps.db, access.customerId, params.plan_id, deps.time.now()),
  ),
  defineRoute(updateSavingsPlan, ({ deps, access, params, body }) =>
    updatePlan(deps, access.customerId, params.plan_id, body),
  ),
  defineRoute(deleteSavingsPlan, ({ deps, access, params }) =>
    deletePlan(deps, access.customerId, params.plan_id),
  ),
  defineRoute(pauseSavingsPlan, ({ deps, access, params }) =>
    pausePlan(deps, access.customerId, params.plan_id),
  ),
  defineRoute(resumeSavingsPlan, ({ deps, access, params }) =>
    resumePlan(deps, access.customerId, params.plan_id),
  ),
  defineRoute(skipSavingsPlanMonth, ({ deps, access, params }) =>
    skipNextMonth(deps, access.customerId, params.plan_id),
  ),
  defineRoute(unskipSavingsPlanMonth, ({ deps, access, params }) =>
    unskipMonth(deps, access.customerId, params.plan_id),
  ),
];
