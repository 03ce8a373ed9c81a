import { z } from 'zod';
import {
  CUSTOMER_SEGMENTS,
  CUSTOMER_TIERS,
  ONBOARDING_EXPERIENCE,
  ONBOARDING_GOALS,
  ONBOARDING_INTERESTS,
  TASK_STATUSES,
  TASK_TYPES,
} from '@broker/domain';
import { defineCall } from './call';

/**
 * Personalization (spec 001 §7.9 tasks, onboarding answers, aggregate): the getting-started
 * checklist, the "what do you want to do" answers that order it, and one call with what the start
 * page needs.
 *
 * The tasks are derived from the customer's state on every read (domain personalization/tasks.ts);
 * only a dismissal is stored. Errors: answers that do not fit the questionnaire are a 422
 * ONBOARDING_ANSWERS_INVALID whose fields carry the domain's problem code (UNKNOWN_OPTION,
 * DUPLICATE_OPTION, NOTHING_CHOSEN) with the question as field; an unknown task type a 404
 * TASK_NOT_FOUND.
 */

export const OnboardingAnswersSchema = z
  .object({
    goals: z.array(z.enum(ONBOARDING_GOALS)),
    experience: z.enum(ONBOARDING_EXPERIENCE).nullable(),
    interests: z.array(z.enum(ONBOARDING_INTERESTS)),
    /** Epoch ms of the latest answering. */
    answeredAt: z.number().int(),
  })
  .meta({ id: 'OnboardingAnswers' });

/**
 * Plain strings, not the enums: an option the questionnaire does not know is the domain's 422 with
 * the field named, like the rest of its rules, rather than a schema 400.
 */
const Option = z.string().max(40);

export const getOnboardingAnswers = defineCall({
  id: 'getOnboardingAnswers',
  method: 'GET',
  path: '/nnxapi/personalization/v1/onboarding-answers',
  auth: 'token',
  summary: "The customer's onboarding answers, or null when not (yet) given",
  tags: ['personalization'],
  reply: z.object({ answers: OnboardingAnswersSchema.nullable() }),
});

export const putOnboardingAnswers = defineCall({
  id: 'putOnboardingAnswers',
  method: 'PUT',
  path: '/nnxapi/personalization/v1/onboarding-answers',
  auth: 'token',
  summary: `Answers (again) what the customer wants to do: goals (${ONBOARDING_GOALS.join(', ')}), experience (${ONBOARDING_EXPERIENCE.join(', ')}) and interests (${ONBOARDING_INTERESTS.join(', ')}); 422 ONBOARDING_ANSWERS_INVALID`,
  tags: ['personalization'],
  body: z.object({
    goals: z.array(Option).max(10),
    experience: Option.nullable(),
    interests: z.array(Option).max(10),
  }),
  reply: z.object({ answers: OnboardingAnswersSchema }),
});

export const TaskSchema = z
  .object({
    type: z.enum(TASK_TYPES),
    status: z.enum(TASK_STATUSES),
    /** The customer put it aside; it stays in the list, with its real status. */
    dismissed: z.boolean(),
    /** The web app's page where the task is done. */
    link: z.string(),
  })
  .meta({ id: 'Task' });

export const TaskListSchema = z
  .object({
    /** In the order the onboarding answers give. */
    tasks: z.array(TaskSchema),
    done: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'TaskList' });

export const listTasks = defineCall({
  id: 'listTasks',
  method: 'GET',
  path: '/nnxapi/personalization/v1/tasks',
  auth: 'token',
  summary: "The getting-started tasks, each TODO or DONE from the customer's state, in the answers' order",
  tags: ['personalization'],
  reply: TaskListSchema,
});

/** The task type as a plain string so an unknown one answers 404 TASK_NOT_FOUND. */
const TaskTypeParam = z.object({ taskType: z.string().max(40) });

export const dismissTask = defineCall({
  id: 'dismissTask',
  method: 'POST',
  path: '/nnxapi/personalization/v1/tasks/{taskType}/dismiss',
  auth: 'token',
  summary: 'Puts a task aside (again: no change); answers the tasks',
  tags: ['personalization'],
  params: TaskTypeParam,
  reply: TaskListSchema,
});

export const undismissTask = defineCall({
  id: 'undismissTask',
  method: 'POST',
  path: '/nnxapi/personalization/v1/tasks/{taskType}/undismiss',
  auth: 'token',
  summary: 'Brings a dismissed task back (not dismissed: no change); answers the tasks',
  tags: ['personalization'],
  params: TaskTypeParam,
  reply: TaskListSchema,
});

export const getPersonalization = defineCall({
  id: 'getPersonalization',
  method: 'GET',
  path: '/nnxapi/personalization/v1/aggregate',
  auth: 'token',
  summary:
    'What the start page needs in one round trip: segment, tier, tasks, onboarding answers, number of notes',
  tags: ['personalization'],
  reply: z.object({
    segment: z.enum(CUSTOMER_SEGMENTS),
    tier: z.enum(CUSTOMER_TIERS).nullable(),
    tasks: TaskListSchema,
    onboardingAnswers: OnboardingAnswersSchema.nullable(),
    noteCount: z.number().int(),
  }),
});
