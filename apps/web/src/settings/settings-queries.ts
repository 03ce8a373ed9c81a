import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getCustomerSuitability, getFeeConditions } from '@broker/contract';

/**
 * The customer's knowledge-test approvals: expiry (epoch ms) by MiFID II category. Unlike the order
 * screen, which must refuse a buy on an empty reply (spec 000 §4), this page reads a 204 as what it
 * says: no approvals. The key sits under ['customer', 'suitability'] so that passing a test
 * (invalidateSuitability) refreshes it too.
 */
export const approvalsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['customer', 'suitability', 'approvals'],
    queryFn: async (): Promise<Record<string, number>> => {
      const reply = await client.call(getCustomerSuitability);
      return reply?.expiration_timestamps ?? {};
    },
    staleTime: 0,
  });

export const FEE_CONDITIONS_KEY = ['customer', 'feeConditions'] as const;

/** The customer's courtage class and the rule of every class (spec 001 §7.9 fee conditions). */
export const feeConditionsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: FEE_CONDITIONS_KEY, queryFn: () => client.call(getFeeConditions) });
