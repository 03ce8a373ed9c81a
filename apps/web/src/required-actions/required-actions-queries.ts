import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getKycQuestionnaire, listConsents, listRequiredActionsV2, type CallReply } from '@broker/contract';

export type RequiredAction = CallReply<typeof listRequiredActionsV2>[number];
export type Questionnaire = CallReply<typeof getKycQuestionnaire>;

/** Everything about required actions starts with this key; answering makes it all stale. */
export const REQUIRED_ACTIONS_KEY = ['requiredActions'] as const;

/** The web path where the actions are done (the server's action `link`). */
export const REQUIRED_ACTIONS_PATH = '/required-actions';

export const requiredActionsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...REQUIRED_ACTIONS_KEY, 'actions'],
    queryFn: () => client.call(listRequiredActionsV2, {}),
  });

export const questionnaireQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...REQUIRED_ACTIONS_KEY, 'questionnaire'],
    queryFn: () => client.call(getKycQuestionnaire, {}),
    staleTime: Infinity,
  });

export const consentsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...REQUIRED_ACTIONS_KEY, 'consents'],
    queryFn: () => client.call(listConsents, {}),
  });
