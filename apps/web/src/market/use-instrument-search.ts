import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mainSearch } from '@broker/contract';
import { useApiClient } from '../services/services-context';

/** How long typing must pause before the search is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The instrument search (mainSearch, public) behind the header's search and a watchlist's: the
 * text as typed, debounced, and the hits of the last settled text. `open` while there is a settled
 * text to show hits for.
 */
export function useInstrumentSearch(text: string, limit = 8) {
  const client = useApiClient();
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery({
    queryKey: ['main-search', query, limit],
    queryFn: () => client.call(mainSearch, { query: { query, limit } }),
    enabled: query.length > 0,
    staleTime: 60_000,
  });
  return { search, open: query.length > 0 && text.trim().length > 0 };
}
