import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getOnboardingAnswers, getPersonalization, type CallReply } from '@broker/contract';
import { TASK_LINKS } from '@broker/domain';

export type Personalization = CallReply<typeof getPersonalization>;
export type GettingStartedTaskView = Personalization['tasks']['tasks'][number];

/** The questionnaire's page; the ANSWER_ONBOARDING task links here too (domain TASK_LINKS). */
export const GET_STARTED_PATH = TASK_LINKS.ANSWER_ONBOARDING;

export const PERSONALIZATION_KEY = ['personalization'] as const;
export const ONBOARDING_ANSWERS_KEY = ['personalization', 'onboarding-answers'] as const;

/** The start page's one round trip (spec 001 §7.9 aggregate). */
export const personalizationQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...PERSONALIZATION_KEY, 'aggregate'] as const,
    queryFn: () => client.call(getPersonalization),
  });

export const onboardingAnswersQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ONBOARDING_ANSWERS_KEY,
    queryFn: async () => (await client.call(getOnboardingAnswers)).answers,
  });
