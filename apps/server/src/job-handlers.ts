import type { Deps } from './deps';
import type { JobHandlers } from './platform/schedule';
import { withdrawalJobs } from './banking/withdrawal-jobs';
import { transferJobs } from './banking/incoming-transfers';
import { savingsGoalJobHandlers } from './savings-goals/milestone-check';
import { savingsPlanJobHandlers } from './savings-plans/run-job';
import { fundOrderJobHandlers } from './fund-orders/execution';
import { requiredActionJobHandlers } from './required-actions/notice-job';
import { creditJobHandlers } from './credits/close-job';
import { retentionJobHandlers } from './platform/retention-job';
import { abandonedSignupJobHandlers } from './signup/abandoned-job';
import { reportJobHandlers } from './instruments/company-data-reports';

/**
 * Every area's work on the durable job schedule (platform/schedule.ts), by job kind. An area names
 * its kinds with its own prefix ("banking.", "savings-plans.") and exports a function of the deps
 * that answers its handlers; this is the one place they meet, as app.ts is for routes.
 */
export function jobHandlers(deps: Deps): JobHandlers {
  return {
    ...withdrawalJobs(deps),
    ...transferJobs(deps),
    ...savingsGoalJobHandlers(deps),
    ...savingsPlanJobHandlers(deps),
    ...fundOrderJobHandlers(deps),
    ...requiredActionJobHandlers(),
    ...creditJobHandlers(),
    ...retentionJobHandlers(),
    ...abandonedSignupJobHandlers(),
    ...reportJobHandlers(deps),
  };
}
