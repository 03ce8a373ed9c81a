import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getPopularComparators, searchComparators } from '@broker/contract';
import {
  COMPARE_DEBOUNCE_MS,
  COMPARE_RESULTS,
  COMPARE_SKELETON_ROWS,
  MAX_COMPARATORS,
  type ChartSettings,
  type CountryCode,
} from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { Skeleton } from '../ui/Skeleton';
import { pickComparator, type SearchResult } from './chart-overlays';
import type { SettingsUpdate } from './use-chart-settings';
import { useDebouncedValue } from './use-debounced-value';

/** The Compare tab (index 1): search and the country's popular comparators; a click adds or removes. */
export function CompareTab({
  settings,
  update,
  countryCode,
  limit,
  excludeId,
}: {
  settings: ChartSettings;
  update(change: SettingsUpdate): void;
  countryCode: CountryCode;
  limit: number;
  /** The chart's own instrument: comparing it with itself only hides a line under the main one. */
  excludeId?: number;
}) {
  const t = useT();
  const id = useId();
  const client = useApiClient();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);
  const searchQuery = useDebouncedValue(text.trim(), COMPARE_DEBOUNCE_MS);
  const searching = searchQuery !== '';

  const search = useQuery({
    queryKey: ['chart', 'compareSearch', searchQuery],
    queryFn: () => client.call(searchComparators, { query: { query: searchQuery } }),
    enabled: searching,
    // The own instrument is left out before the cut, so a search still shows up to 5 others.
    select: (rows) => rows.filter((row) => row.instrument_id !== excludeId).slice(0, COMPARE_RESULTS),
  });
  const popular = useQuery({
    queryKey: ['chart', 'popularComparators', countryCode],
    queryFn: () => client.call(getPopularComparators, { query: { country: countryCode } }),
    staleTime: Infinity,
  });
  const list = searching ? search : popular;
  const rows = (list.data ?? []).filter((row) => row.instrument_id !== excludeId);

  const pick = (result: SearchResult) => {
    const { outcome, comparators } = pickComparator(settings.comparators, result, limit);
    setRefused(outcome === 'refused');
    if (outcome !== 'refused') update({ comparators });
  };
  const selected = new Set(settings.comparators.map((c) => c.instrumentId));

  return (
    <div className="chart-compare">
      <div className="field">
        <label htmlFor={`${id}-search`}>{t('chart.compare.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {refused && (
        <p className="alert alert-info" role="alert">
          {t('chart.compare.limit', { max: Math.min(limit, MAX_COMPARATORS) })}
        </p>
      )}
      <h4 className="chart-drawer-subtitle">
        {searching ? t('chart.compare.results') : t('chart.compare.popular')}
      </h4>
      {list.isPending ? (
        <ul className="chart-compare-list" aria-busy="true">
          {Array.from({ length: searching ? COMPARE_RESULTS : COMPARE_SKELETON_ROWS }, (_, i) => (
            <li key={i} className="chart-compare-skeleton" data-testid="compare-skeleton">
              <Skeleton height="1.25rem" />
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <p className="alert alert-error" role="alert">
          {t('chart.compare.error')}
        </p>
      ) : rows.length === 0 ? (
        <p className="muted" role="status">
          {searching ? t('chart.compare.noResults', { searchQuery }) : t('chart.noData')}
        </p>
      ) : (
        <ul className="chart-compare-list">
          {rows.map((result) => {
            const isSelected = selected.has(result.instrument_id);
            return (
              <li key={result.instrument_id}>
                <button
                  type="button"
                  className="chart-compare-row"
                  aria-pressed={isSelected}
                  onClick={() => pick(result)}
                >
                  <span className="chart-compare-name">{result.display_name}</span>
                  <span className="chart-compare-meta">
                    {result.display_symbol} · {result.exchange_country}
                  </span>
                  {isSelected && <span className="visually-hidden">{t('chart.compare.selected')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
