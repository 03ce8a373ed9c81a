import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getAccounts } from '@broker/contract';

/**
 * The logged-in customer's accounts: shared state of the session that the overview, the chart's
 * own-trade markers and the order screens read, so one request serves them all.
 */
export const accountsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: ['accounts'], queryFn: () => client.call(getAccounts) });
