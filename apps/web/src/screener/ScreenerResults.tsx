import { SortHeader } from '../ui/SortHeader';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CallReply, screenInstruments } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { formatFigureNumber, formatMillionsCompact } from '../market/key-figure-format';
import { LivePriceCells } from '../market/LivePriceCells';
import { InstrumentIcon } from '../market/InstrumentIcon';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { Pager } from '../ui/Pager';
import { BASE_COLUMNS, fieldDef, sortsLowFirst, type ScreenType, type Sort } from './screener-fields';
import { SCREEN_PAGE_SIZE } from './screener-queries';
import type { FilterState } from './ScreenerFilters';

type Result = CallReply<typeof screenInstruments>;
type Row = Result['rows'][number];

export function ScreenerResults({
  type,
  query,
  filters,
  sort,
  offset,
  onSort,
  onOffset,
}: {
  type: ScreenType;
  query: UseQueryResult<Result>;
  filters: FilterState;
  sort: Sort;
  offset: number;
  onSort(next: Sort): void;
  onOffset(offset: number): void;
}) {
  const t = useT();
  const { meta } = useSession();
  const locale = meta.locale;
  const columns = [...new Set([...BASE_COLUMNS[type], ...filters.ranges.map((r) => r.field)])];
  const data = query.data;

  const figure = (row: Row, id: string) => {
    const def = fieldDef(type, id);
    const value = (row.values as Record<string, number | null | undefined>)[id];
    if (!def || value === null || value === undefined) {
      return <span aria-label={t('keyFigure.none')}>–</span>;
    }
    // Amounts in millions (market cap, sales) in the compact notation, so the column stays narrow.
    if (def.unit === 'CURRENCY' && def.millions)
      return `${formatMillionsCompact(value, locale)} ${row.currency}`;
    const number = formatFigureNumber(value, def.unit, def.decimals, locale);
    return def.unit === 'CURRENCY' ? `${number} ${row.currency}` : number;
  };

  const header = (id: string, label: string) => (
    <SortHeader
      key={id}
      field={id}
      label={label}
      sort={sort}
      onSort={onSort}
      testId={`sort-${id}`}
      lowFirst={sortsLowFirst(id)}
    />
  );

  return (
    <section
      className="card screener-results"
      aria-labelledby="screener-results-heading"
      aria-busy={query.isFetching}
    >
      <div className="screener-results-head">
        <h2 id="screener-results-heading">{t('screener.results')}</h2>
        <p aria-live="polite" data-testid="screener-count">
          {data
            ? data.total === 0
              ? t('screener.countNone')
              : t('screener.count', { total: data.total })
            : ''}
        </p>
      </div>
      {query.isError ? (
        <ErrorState
          message={t('screener.error')}
          onRetry={() => void query.refetch()}
          testId="screener-error"
        />
      ) : !data ? (
        <p className="muted">{t('screener.loading')}</p>
      ) : data.total === 0 ? (
        <p className="muted" data-testid="screener-none">
          {t('screener.none')}
        </p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="positions-table sortable-table screener-table" data-testid="screener-table">
              <caption className="visually-hidden">{t('screener.table.caption')}</caption>
              <thead>
                <tr>
                  {header('NAME', t('screener.table.name'))}
                  <th scope="col" className="num">
                    {t('screener.table.lastPrice')}
                  </th>
                  <th scope="col" className="num">
                    {t('screener.table.today')}
                  </th>
                  {columns.map((id) => header(id, t(`keyFigure.${id}` as MessageKey)))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.instrument_id} data-testid={`screener-row-${row.instrument_id}`}>
                    <th scope="row" className="instrument-cell">
                      <Link className="instrument-name" to={`/instrument/${row.instrument_id}`}>
                        <InstrumentIcon instrumentId={row.instrument_id} size={20} />
                        {row.name}
                      </Link>
                      <span className="muted screener-meta">
                        {row.symbol === row.name ? '' : `${row.symbol} · `}
                        {t(`screener.market.${row.country}` as MessageKey)}
                        {row.group
                          ? ` · ${t(`${type === 'SHARES' ? 'sector' : 'fundCategory'}.${row.group}` as MessageKey)}`
                          : ''}
                      </span>
                    </th>
                    <LivePriceCells
                      tradable={row.tradable ?? undefined}
                      snapshot={{ last: row.last_price, change: null, changePercent: null }}
                      currency={row.currency}
                      locale={locale}
                      testId={`screener-row-${row.instrument_id}`}
                    />
                    {columns.map((id) => (
                      <td
                        key={id}
                        className="num"
                        data-label={t(`keyFigure.${id}` as MessageKey)}
                        data-testid={`screener-row-${row.instrument_id}-${id}`}
                      >
                        {figure(row, id)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={offset}
            shown={data.rows.length}
            total={data.total}
            pageSize={SCREEN_PAGE_SIZE}
            onOffset={onOffset}
            testIdPrefix="screener-pager"
          />
        </>
      )}
    </section>
  );
}
