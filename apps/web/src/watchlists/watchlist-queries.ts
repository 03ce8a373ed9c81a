import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { ApiError } from '@broker/client';
import { getMyWatchlists, type CallReply } from '@broker/contract';
import type { Translate } from '../i18n/use-t';

export type Watchlist = CallReply<typeof getMyWatchlists>[number];

export const MY_WATCHLISTS_KEY = ['watchlists', 'mine'] as const;

export const myWatchlistsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: MY_WATCHLISTS_KEY,
    queryFn: () => client.call(getMyWatchlists),
  });

const KNOWN_CODES = [
  'WATCHLIST_LIMIT_REACHED',
  'WATCHLIST_FULL',
  'WATCHLIST_ITEM_EXISTS',
  'WATCHLIST_NOT_FOUND',
  'WATCHLIST_ITEM_NOT_FOUND',
  'CURATED_LIST_NOT_FOUND',
] as const;

/** A failed change in the customer's language: the known watchlist codes by name, anything else generically. */
export function watchlistErrorText(error: unknown, t: Translate): string {
  const code = error instanceof ApiError ? error.code : undefined;
  const known = KNOWN_CODES.find((c) => c === code);
  return known ? t(`watchlists.error.${known}`) : t('watchlists.error.generic');
}
