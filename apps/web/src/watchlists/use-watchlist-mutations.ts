import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addWatchlistItem,
  createWatchlist,
  deleteWatchlist,
  removeWatchlistItem,
  renameWatchlist,
  type CallReply,
  type mainSearch,
} from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { MY_WATCHLISTS_KEY, watchlistErrorText, type Watchlist } from './watchlist-queries';

export type SearchResult = CallReply<typeof mainSearch>[number];
type Item = Watchlist['items'][number];

/** Replaces one list by id. */
const replaceList = (lists: readonly Watchlist[], next: Watchlist, id = next.id) =>
  lists.map((list) => (list.id === id ? next : list));

/** A search hit as a watchlist item until the server answers with the real one. */
function optimisticItem(hit: SearchResult, position: number): Item {
  return {
    instrument_id: hit.instrument_id,
    name: hit.display_name,
    symbol: hit.display_symbol,
    instrument_group_type: hit.instrument_group_type,
    currency: '',
    logoUrl: `/images/logos/${hit.instrument_id}.svg`,
    market_data_order_book_id: hit.market_data_order_book_id || null,
    last_price: null,
    day_change: null,
    day_change_percent: null,
    position,
    addedAt: Date.now(),
  };
}

let temporaryId = 0;

/**
 * The five changes of the customer's watchlists, each optimistic: the cached lists change at once,
 * the server's reply settles them, and a failure puts the previous lists back and says why.
 */
export function useWatchlistMutations() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();

  function optimistic<V, R>(
    call: (vars: V) => Promise<R>,
    apply: (lists: readonly Watchlist[], vars: V) => Watchlist[],
    settle: (lists: readonly Watchlist[], reply: R, vars: V, context: { tempId: number }) => Watchlist[],
  ) {
    return {
      mutationFn: call,
      onMutate: async (vars: V) => {
        setError(undefined);
        await queryClient.cancelQueries({ queryKey: MY_WATCHLISTS_KEY });
        const previous = queryClient.getQueryData<Watchlist[]>(MY_WATCHLISTS_KEY);
        temporaryId -= 1;
        const tempId = temporaryId;
        queryClient.setQueryData<Watchlist[]>(MY_WATCHLISTS_KEY, (lists) =>
          apply(lists ?? [], vars).map((l) => (l.id === 0 ? { ...l, id: tempId } : l)),
        );
        return { previous, tempId };
      },
      onError: (err: unknown, _vars: V, context: { previous?: Watchlist[]; tempId: number } | undefined) => {
        queryClient.setQueryData(MY_WATCHLISTS_KEY, context?.previous);
        // The server's view may differ from the snapshot (another tab, a change in flight): ask again.
        void queryClient.invalidateQueries({ queryKey: MY_WATCHLISTS_KEY });
        setError(t('watchlists.error.action', { message: watchlistErrorText(err, t) }));
      },
      onSuccess: (reply: R, vars: V, context: { previous?: Watchlist[]; tempId: number }) => {
        queryClient.setQueryData<Watchlist[]>(MY_WATCHLISTS_KEY, (lists) =>
          settle(lists ?? [], reply, vars, context),
        );
      },
    };
  }

  const create = useMutation(
    optimistic(
      (name: string) => client.call(createWatchlist, { body: { name } }),
      (lists, name) => [
        ...lists,
        // id 0 is replaced by a negative temporary id in onMutate.
        { id: 0, name, copiedFrom: null, createdAt: Date.now(), updatedAt: Date.now(), items: [] },
      ],
      (lists, reply, _name, { tempId }) => replaceList(lists, reply, tempId),
    ),
  );

  const rename = useMutation(
    optimistic(
      ({ id, name }: { id: number; name: string }) =>
        client.call(renameWatchlist, { params: { id }, body: { name } }),
      (lists, { id, name }) => lists.map((l) => (l.id === id ? { ...l, name } : l)),
      (lists, reply) => replaceList(lists, reply),
    ),
  );

  const remove = useMutation(
    optimistic(
      (id: number) => client.call(deleteWatchlist, { params: { id } }),
      (lists, id) => lists.filter((l) => l.id !== id),
      (_lists, reply) => reply,
    ),
  );

  const addItem = useMutation(
    optimistic(
      ({ id, hit }: { id: number; hit: SearchResult }) =>
        client.call(addWatchlistItem, { params: { id }, body: { instrument_id: hit.instrument_id } }),
      (lists, { id, hit }) =>
        lists.map((l) =>
          l.id === id ? { ...l, items: [...l.items, optimisticItem(hit, l.items.length)] } : l,
        ),
      (lists, reply) => replaceList(lists, reply),
    ),
  );

  const removeItem = useMutation(
    optimistic(
      ({ id, instrumentId }: { id: number; instrumentId: number }) =>
        client.call(removeWatchlistItem, { params: { id, instrument_id: instrumentId } }),
      (lists, { id, instrumentId }) =>
        lists.map((l) =>
          l.id === id ? { ...l, items: l.items.filter((i) => i.instrument_id !== instrumentId) } : l,
        ),
      (lists, reply) => replaceList(lists, reply),
    ),
  );

  return { create, rename, remove, addItem, removeItem, error, clearError: () => setError(undefined) };
}
