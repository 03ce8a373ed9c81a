import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getSavingsGoalAccounts, listSavingsGoals, type CallReply } from '@broker/contract';

export type SavingsGoal = CallReply<typeof listSavingsGoals>[number];
export type SavingsGoalAccount = CallReply<typeof getSavingsGoalAccounts>[number];

/** Everything about the customer's savings goals starts with this key (the private feed's milestone events make it stale). */
export const SAVINGS_GOALS_KEY = ['savingsGoals'] as const;

export const savingsGoalsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...SAVINGS_GOALS_KEY, 'list'],
    queryFn: () => client.call(listSavingsGoals, {}),
  });

export const savingsGoalAccountsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...SAVINGS_GOALS_KEY, 'accounts'],
    queryFn: () => client.call(getSavingsGoalAccounts, {}),
  });
