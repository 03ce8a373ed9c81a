import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n/use-t';
import { useInstrumentSearch } from '../market/use-instrument-search';
import { searchPageHref } from '../search/search-queries';

/**
 * Instrument search in the header, for customers and visitors alike (mainSearch is public): each
 * hit links to the instrument's page. Escape clears it; the hits are a plain list of links, so Tab
 * reaches them in order. Enter in the field (or the last link, "See all results") opens the site
 * search page with the text: lists, news and pages are found there.
 */
export function HeaderSearch() {
  const t = useT();
  const inputId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const { search, open } = useInstrumentSearch(text);
  const navigate = useNavigate();
  const seeAll = searchPageHref(text);

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
          if (event.key === 'Enter' && text.trim()) {
            event.preventDefault();
            setText('');
            void navigate(seeAll);
          }
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
                    {hit.display_name}
                    {/* A fund's symbol is its name: not twice. */}
                    {hit.display_symbol !== hit.display_name && (
                      <span className="muted"> {hit.display_symbol}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="header-search-all">
            <Link to={seeAll} onClick={() => setText('')} data-testid="header-search-all">
              {t('search.header.seeAll', { query: text.trim() })}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
