import { useId, useState } from 'react';
import { useT } from '../i18n/use-t';
import { useInstrumentSearch } from '../market/use-instrument-search';
import type { SearchResult } from './use-watchlist-mutations';

/** A debounced instrument search (mainSearch) whose hits can be added to one watchlist. */
export function InstrumentSearch({
  listName,
  inList,
  onAdd,
  testId,
}: {
  listName: string;
  inList: (instrumentId: number) => boolean;
  onAdd: (hit: SearchResult) => void;
  testId: string;
}) {
  const t = useT();
  const inputId = useId();
  const [text, setText] = useState('');
  const { search, open } = useInstrumentSearch(text);

  return (
    <div className="watchlist-search" data-testid={testId}>
      <label htmlFor={inputId} className="watchlist-search-label">
        {t('watchlists.search.label', { name: listName })}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder={t('watchlists.search.placeholder')}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {open && (
        <div className="watchlist-search-results" aria-live="polite">
          {search.isError ? (
            <p className="field-error">{t('watchlists.search.error')}</p>
          ) : search.data?.length === 0 ? (
            <p className="muted">{t('watchlists.search.noResults')}</p>
          ) : (
            <ul>
              {search.data?.map((hit) => (
                <li key={hit.instrument_id}>
                  <span className="watchlist-search-hit">
                    {hit.display_name} <span className="muted">{hit.display_symbol}</span>
                  </span>
                  {inList(hit.instrument_id) ? (
                    <span className="muted">{t('watchlists.search.inList')}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={t('watchlists.search.add', { name: hit.display_name })}
                      data-testid={`search-add-${hit.instrument_id}`}
                      onClick={() => {
                        onAdd(hit);
                        setText('');
                      }}
                    >
                      +
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
