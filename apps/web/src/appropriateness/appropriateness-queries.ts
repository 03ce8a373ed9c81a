import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getQuestionnaires } from '@broker/contract';

/** The knowledge-test categories with the customer's approval expiry (spec 001 §7.12). */
export const questionnairesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['appropriateness', 'questionnaires'],
    queryFn: () => client.call(getQuestionnaires),
  });

/**
 * After a pass the customer's and the instruments' suitability change: every suitability read is
 * dropped so the order screen no longer shows 'Not qualified'. The client's throttled reads are
 * cleared first, else the refetch would answer the cached refusal.
 */
export async function invalidateSuitability(client: ApiClient, queryClient: QueryClient): Promise<void> {
  client.clearCache();
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey;
      return (
        (key[0] === 'customer' && key[1] === 'suitability') ||
        (key[0] === 'instruments' && key[2] === 'suitability') ||
        key[0] === 'appropriateness'
      );
    },
  });
}
