import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { useDocumentTitle } from '../ui/use-document-title';
import { DEFAULT_FILTERS, type ScreenType, type Sort } from './screener-fields';
import { SCREEN_PAGE_SIZE, screenQuery, type ScreenBody } from './screener-queries';
import { ScreenerFilters, criteriaOf, emptyFilters, type FilterState } from './ScreenerFilters';
import { ScreenerResults } from './ScreenerResults';
import { SavedScreens } from './SavedScreens';
import './screener.css';

const DEFAULT_SORT: Record<ScreenType, Sort> = {
  SHARES: { field: 'DIVIDEND_YIELD', order: 'DESC' },
  FUNDS: { field: 'RETURN_YEAR_1', order: 'DESC' },
};

/**
 * `/screener`: shares and funds filtered by key figures, market, sector or category, risk and SFDR
 * (spec 001 §7.12 "screening by type"). Public; a logged-in customer also saves screens.
 */
export function ScreenerPage() {
  const t = useT();
  const client = useApiClient();
  const { status } = useSession();
  useDocumentTitle(t('screener.title'));
  const [type, setType] = useState<ScreenType>('SHARES');
  const [filters, setFilters] = useState<FilterState>(() => emptyFilters(DEFAULT_FILTERS.SHARES));
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT.SHARES);
  const [offset, setOffset] = useState(0);

  const criteria = useMemo(() => criteriaOf(type, filters), [type, filters]);
  const body: ScreenBody | undefined = criteria.valid
    ? { ...criteria.criteria, sort, offset, limit: SCREEN_PAGE_SIZE }
    : undefined;
  const result = useQuery({ ...screenQuery(client, type, body ?? {}), enabled: body !== undefined });

  const switchType = (next: ScreenType) => {
    setType(next);
    setFilters(emptyFilters(DEFAULT_FILTERS[next]));
    setSort(DEFAULT_SORT[next]);
    setOffset(0);
  };
  const changeFilters = (next: FilterState) => {
    setFilters(next);
    setOffset(0);
  };

  return (
    <div className="page screener-page" data-testid="screener-page">
      <h1>{t('screener.title')}</h1>
      <p className="muted">{t('screener.intro')}</p>
      <div className="screener-layout">
        <section className="card screener-filters" aria-labelledby="screener-filters-heading">
          <h2 id="screener-filters-heading">{t('screener.filters')}</h2>
          <fieldset className="screener-type">
            <legend>{t('screener.type')}</legend>
            {(['SHARES', 'FUNDS'] as const).map((option) => (
              <label key={option} className="radio-option">
                <input
                  type="radio"
                  name="screener-type"
                  value={option}
                  checked={type === option}
                  onChange={() => switchType(option)}
                  data-testid={`screener-type-${option}`}
                />
                {t(`screener.type.${option}`)}
              </label>
            ))}
          </fieldset>
          <ScreenerFilters
            type={type}
            state={filters}
            errors={criteria.errors}
            groups={result.data?.groups ?? []}
            onChange={changeFilters}
          />
          {status === 'loggedIn' ? (
            <SavedScreens
              type={type}
              criteria={criteria.valid ? criteria.criteria : undefined}
              sort={sort}
              onOpen={(saved) => {
                setType(saved.type);
                setFilters(saved.filters);
                setSort(saved.sort);
                setOffset(0);
              }}
            />
          ) : (
            <p className="muted screener-login-hint">{t('screener.saved.loginHint')}</p>
          )}
        </section>
        <ScreenerResults
          type={type}
          query={result}
          filters={filters}
          sort={sort}
          offset={offset}
          onSort={(next) => {
            setSort(next);
            setOffset(0);
          }}
          onOffset={setOffset}
        />
      </div>
    </div>
  );
}
