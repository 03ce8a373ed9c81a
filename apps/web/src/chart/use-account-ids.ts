import { useQuery } from '@tanstack/react-query';
import { accountsQuery } from '../session/accounts-query';
import { useApiClient } from '../services/services-context';

const NONE: readonly number[] = [];

/**
 * The customer's account ids from the app's shared accounts query (spec 002 §7: the chart does not
 * fetch the account list itself; the client keeps that reply for the session, so the overview's
 * request is the one that counts).
 */
export function useAccountIds(loggedIn: boolean): readonly number[] {
  const client = useApiClient();
  const accounts = useQuery({ ...accountsQuery(client), enabled: loggedIn });
  return loggedIn ? (accounts.data?.map((a) => a.accid) ?? NONE) : NONE;
}
