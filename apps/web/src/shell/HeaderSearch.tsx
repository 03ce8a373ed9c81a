import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { mainSearch } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';

/** How long typing must pause before the search is asked (the watchlist search waits as long). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Instrument search in the header, for customers and visitors alike (mainSearch is public): each
 * hit links to the instrument's page. Escape clears it; the hits are a plain list of links, so Tab
 * reaches them in order.
 */
export function HeaderSearch() {
  const t = useT();
  const client = useApiClient();
  const inputId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery({
    queryKey: ['main-search', query],
    queryFn: () => client.call(mainSearch, { query: { query, limit: 8 } }),
    enabled: query.length > 0,
    staleTime: 60_000,
  });
  const open = query.length > 0 && text.trim().length > 0;

  return (
    <div role="search" className="header-search" data-testid="header-search">
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        aria-controls={open ? resultsId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setText('');
        }}
        data-testid="header-search-input"
      />
      {open && (
        <div id={resultsId} className="header-search-results" aria-live="polite">
          {search.isError ? (
            <p className="field-error">{t('header.search.error')}</p>
          ) : search.data?.length === 0 ? (
            <p className="muted">{t('header.search.noResults')}</p>
          ) : (
            <ul>
              {search.data?.map((hit) => (
                <li key={hit.instrument_id}>
                  <Link
                    to={`/instrument/${hit.instrument_id}`}
                    onClick={() => setText('')}
                    data-testid={`header-search-hit-${hit.instrument_id}`}
                  >
                    {hit.display_name} <span className="muted">{hit.display_symbol}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
