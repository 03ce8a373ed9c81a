import {
  dismissTask,
  getOnboardingAnswers,
  getPersonalization,
  listTasks,
  putOnboardingAnswers,
  undismissTask,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { listNotes } from '../notes/service';
import { segmentAndTier } from '../tiers/routes';
import {
  dismissTaskOf,
  listTasksOf,
  readOnboardingAnswers,
  saveOnboardingAnswers,
  undismissTaskOf,
} from './service';

export const personalizationRoutes = [
  defineRoute(getOnboardingAnswers, async ({ deps, access }) => ({
    answers: await readOnboardingAnswers(deps.db, access.customerId),
  })),
  defineRoute(putOnboardingAnswers, async ({ deps, access, body }) => ({
    answers: await saveOnboardingAnswers(deps, access.customerId, body),
  })),
  defineRoute(listTasks, ({ deps, access }) => listTasksOf(deps.db, access.customerId)),
  defineRoute(dismissTask, ({ deps, access, params }) =>
    dismissTaskOf(deps, access.customerId, params.taskType),
  ),
  defineRoute(undismissTask, ({ deps, access, params }) =>
    undismissTaskOf(deps, access.customerId, params.taskType),
  ),
  // The start page's one round trip: each part from the service that answers its own call.
  defineRoute(getPersonalization, async ({ deps, access }) => {
    const [{ segment, tier }, tasks, onboardingAnswers, notes] = await Promise.all([
      segmentAndTier(deps.db, access.customerId),
      listTasksOf(deps.db, access.customerId),
      readOnboardingAnswers(deps.db, access.customerId),
      listNotes(deps, access.customerId),
    ]);
    return { segment, tier, tasks, onboardingAnswers, noteCount: notes.length };
  }),
];
