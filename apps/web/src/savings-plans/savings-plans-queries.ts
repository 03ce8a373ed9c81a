import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getSavingsPlanPercentile, listSavingsPlans, type CallReply } from '@broker/contract';

export type SavingsPlan = CallReply<typeof listSavingsPlans>[number];

/** Everything about the customer's savings plans starts with this key (the private feed's notices mark it stale). */
export const SAVINGS_PLANS_KEY = ['savingsPlans'] as const;

export const savingsPlansQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...SAVINGS_PLANS_KEY, 'list'],
    queryFn: () => client.call(listSavingsPlans, {}),
  });

/** Where a monthly amount stands among all customers' plans (null: too few customers for a figure). */
export const percentileQuery = (client: ApiClient, amount: number, currency: string) =>
  queryOptions({
    queryKey: [...SAVINGS_PLANS_KEY, 'percentile', amount.toFixed(2), currency],
    queryFn: () =>
      client.call(getSavingsPlanPercentile, {
        query: { amount: amount.toFixed(2), currency: currency as 'SEK' },
      }),
    staleTime: 60_000,
  });
