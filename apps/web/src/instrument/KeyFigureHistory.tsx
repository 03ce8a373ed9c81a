import { useId } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import { getKeyFigureSeries, type CallReply } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatDay } from '../ui/format';
import { formatKeyFigure, periodLabel } from './instrument-data-format';
import { BarChart, NoValue } from './instrument-data-parts';
import { linePath, quarterEnds, summarize, type HistoryPoint } from './key-figure-history';
import './key-figure-history.css';

type Series = CallReply<typeof getKeyFigureSeries>;

/** A history changes at most once a day; five minutes, as the rest of the company data. */
const SERIES_STALE_MS = 5 * 60_000;

export const keyFigureSeriesQuery = (client: ApiClient, instrumentId: number, figure: string) =>
  queryOptions({
    queryKey: ['instrument-data', instrumentId, 'key-figure-series', figure],
    queryFn: () => client.call(getKeyFigureSeries, { params: { instrument_id: instrumentId, figure } }),
    staleTime: SERIES_STALE_MS,
  });

/**
 * One key figure's history (spec 001 §7.12 "fundamentals and time series"): a line of the daily
 * values for a figure that moves with the price, bars per report for one that moves with the
 * reports. The chart is one image to assistive technology; its text alternative is the summary
 * (first, latest, lowest, highest) and the table of values below it, which is also what a reader
 * of exact numbers wants.
 */
export function KeyFigureHistory({
  instrumentId,
  figure,
  name,
}: {
  instrumentId: number;
  figure: string;
  name: string;
}) {
  const t = useT();
  const client = useApiClient();
  const query = useQuery(keyFigureSeriesQuery(client, instrumentId, figure));
  if (query.isPending) {
    return (
      <p role="status" className="muted" data-testid="key-figure-history-loading">
        {t('app.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={t('keyFigureSeries.error')}
        onRetry={() => void query.refetch()}
        testId="key-figure-history-error"
      />
    );
  }
  return <HistoryView series={query.data} name={name} />;
}

function HistoryView({ series, name }: { series: Series; name: string }) {
  const t = useT();
  const { meta } = useSession();
  const titleId = useId();
  const day = (d: string) => formatDay(d, meta.locale);
  const text = (value: number | null) =>
    formatKeyFigure({ ...series, value }, series.currency, meta.locale, t);
  // A figure over four quarters (ROE, growth) has no value for the first reports: the chart and
  // the table start at its first value rather than with empty bars.
  const first = series.points.findIndex((p) => p.value !== null);
  const points = first > 0 ? series.points.slice(first) : series.points;
  const summary = summarize(points);
  const daily = series.resolution === 'DAY';
  const from = points[0]?.day ?? series.from;
  const to = points.at(-1)?.day ?? series.to;
  const rows = daily ? quarterEnds(points) : points;
  const label = (p: HistoryPoint) =>
    p.fiscal_year === null ? day(p.day) : periodLabel(p.fiscal_year, p.quarter, t);
  return (
    <div className="key-figure-history" data-testid={`key-figure-history-${series.figure}`}>
      <h3 id={titleId} className="key-figure-history-title">
        {t('keyFigureSeries.title', { name })}
      </h3>
      {!summary ? (
        <p className="muted" data-testid="key-figure-history-empty">
          {t('keyFigureSeries.empty')}
        </p>
      ) : (
        <>
          {daily ? (
            <LineChart
              points={points}
              label={t('keyFigureSeries.lineLabel', { name, from: day(from), to: day(to) })}
            />
          ) : (
            <BarChart
              testId="key-figure-history-chart"
              label={t('keyFigureSeries.barLabel', { name, from: day(from), to: day(to) })}
              series={[{ name, className: 'bar-income' }]}
              groups={points.map((p) => ({
                label: label(p),
                values: [p.value ?? 0],
                titles: [text(p.value) ?? '–'],
              }))}
            />
          )}
          <p className="key-figure-history-summary" data-testid="key-figure-history-summary">
            {t('keyFigureSeries.summary', {
              from: day(summary.first.day),
              to: day(summary.last.day),
              first: text(summary.first.value) ?? '',
              last: text(summary.last.value) ?? '',
              low: text(summary.low.value) ?? '',
              lowDay: label(summary.low),
              high: text(summary.high.value) ?? '',
              highDay: label(summary.high),
            })}
          </p>
          <div
            className="key-figure-history-table"
            role="region"
            aria-labelledby={titleId}
            // A scrolling region must be reachable by keyboard to be scrolled.
            tabIndex={0}
          >
            <table className="company-table" data-testid="key-figure-history-table">
              <caption className="visually-hidden">
                {t(daily ? 'keyFigureSeries.tableQuarterEnds' : 'keyFigureSeries.tableReports', { name })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t(daily ? 'keyFigureSeries.col.day' : 'keyFigureSeries.col.period')}</th>
                  <th scope="col" className="num">
                    {t('keyFigureSeries.col.value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...rows].reverse().map((p) => (
                  <tr key={p.day}>
                    <th scope="row">{label(p)}</th>
                    <td className="num">{text(p.value) ?? <NoValue />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

/** The daily values as one line; days without a figure (a loss year's P/E) leave a gap. */
function LineChart({ points, label }: { points: readonly HistoryPoint[]; label: string }) {
  const width = 600;
  const height = 160;
  return (
    <svg
      className="key-figure-line"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid="key-figure-history-chart"
    >
      <line className="key-figure-line-axis" x1={0} x2={width} y1={height - 1} y2={height - 1} />
      <path d={linePath(points, width, height - 8)} transform="translate(0,4)" />
    </svg>
  );
}
