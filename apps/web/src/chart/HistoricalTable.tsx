import { useMemo } from 'react';
import { fillPath, PRICE_TIME_SERIES_CSV_PATH } from '@broker/contract';
import { toCsv } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { ErrorState } from '../ui/ErrorState';
import { formatPrice, formatSignedPercent, formatVolume } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import { useHistoricalReturns } from './use-historical-returns';

/**
 * Spec 002 §2 "Historical table view": replaces the chart, lists every period but DAY_1, and can be
 * downloaded as CSV (the table as shown) besides the server's CSV of the price series.
 */
export function HistoricalTable({
  instrumentId,
  instrumentName,
  currency,
  locale,
  seriesQuery,
  onClose,
}: {
  instrumentId: number;
  instrumentName: string;
  currency: string;
  locale: string;
  /** The price series CSV's query (`?period=…`), the chart's current period and resolution. */
  seriesQuery: string;
  onClose(): void;
}) {
  const t = useT();
  const returns = useHistoricalReturns(instrumentId, true);
  const rows = useMemo(() => returns.data ?? [], [returns.data]);
  const header = [
    t('chart.table.period'),
    t('chart.table.performance'),
    t('chart.table.high'),
    t('chart.table.low'),
    t('chart.table.turnover'),
  ];

  const download = () => {
    const csv = toCsv(
      header,
      rows.map((row) => [t(`chart.period.${row.period}`), row.performance, row.high, row.low, row.turnover]),
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${instrumentName} – ${t('chart.table.title')}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const seriesHref = `${fillPath(PRICE_TIME_SERIES_CSV_PATH, { instrument_id: instrumentId })}${seriesQuery}`;
  const value = (n: number | null, format: (v: number) => string) => (n === null ? '–' : format(n));

  return (
    <section className="chart-table" aria-labelledby="chart-table-title" data-testid="chart-historical-table">
      <div className="chart-table-head">
        <h3 id="chart-table-title">{t('chart.table.title')}</h3>
        <button type="button" className="icon-button" aria-label={t('chart.table.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      {returns.isPending ? (
        <div aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="1.5rem" className="chart-table-skeleton" />
          ))}
        </div>
      ) : returns.isError ? (
        <ErrorState message={t('chart.table.error')} onRetry={() => void returns.refetch()} />
      ) : rows.length === 0 ? (
        <p className="chart-message-title" role="status">
          {t('chart.noData')}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="chart-returns">
            <thead>
              <tr>
                {header.map((text) => (
                  <th key={text} scope="col">
                    {text}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.period}>
                  <th scope="row">{t(`chart.period.${row.period}`)}</th>
                  <td
                    className={
                      row.performance === null ? '' : row.performance >= 0 ? 'return-gain' : 'return-loss'
                    }
                  >
                    {value(row.performance, (v) => formatSignedPercent(v, locale))}
                  </td>
                  <td>{value(row.high, (v) => formatPrice(v, locale))}</td>
                  <td>{value(row.low, (v) => formatPrice(v, locale))}</td>
                  <td>{value(row.turnover, (v) => `${formatVolume(v, locale)} ${currency}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="chart-table-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={download}
          disabled={rows.length === 0}
        >
          {t('chart.table.downloadCsv')}
        </button>
        {/* A plain link: the session cookie authorises it and the browser saves the file itself. */}
        <a className="button button-quiet" href={seriesHref} download>
          {t('chart.table.downloadSeries')}
        </a>
      </div>
    </section>
  );
}
