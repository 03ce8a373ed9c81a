import { useCallback, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FIXED_PERIODS, addDays, type FixedPeriod } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatDay, formatMoney, formatSignedMoney, formatSignedPercent, formatVolume } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { AccountPicker } from './AccountPicker';
import { OwnCapitalChart } from './OwnCapitalChart';
import { TopMovers } from './TopMovers';
import {
  ownCapitalGraphQuery,
  returnsByPeriodQuery,
  returnsByYearQuery,
  type PeriodReturn,
} from './holdings-queries';
import './holdings.css';

/** The parts of a result, in the order the tables show them. */
const PARTS = ['price', 'dividends', 'currency', 'other'] as const;

/** The graph's periods: a single day is no graph. */
const GRAPH_PERIODS = FIXED_PERIODS.filter((p) => p !== 'DAY_1');

/**
 * `/returns` (issue 14; spec 001 §7.10 "own-capital graph, returns by year, today, by period"):
 * own capital over a period on a time axis, deposits and withdrawals marked, and the return of
 * every period and calendar year by both methods, each explained in a sentence, and today's movers
 * among the holdings. All accounts together, or one.
 */
export function ReturnsPage() {
  const t = useT();
  useDocumentTitle(t('holdings.title'));
  const [accid, setAccid] = useState<number | undefined>(undefined);
  const [period, setPeriod] = useState<FixedPeriod>('YEAR_1');

  return (
    <div className="page returns-page" data-testid="returns-page">
      <h1>{t('holdings.title')}</h1>
      <p className="muted">{t('holdings.intro')}</p>
      <AccountPicker accid={accid} onChange={setAccid} testId="returns-account" />
      <GraphCard accid={accid} period={period} onPeriod={setPeriod} />
      <TopMovers accid={accid} />
      <ReturnsTable accid={accid} kind="periods" />
      <ReturnsTable accid={accid} kind="years" />
      <section className="card returns-explained" aria-labelledby="returns-explained">
        <h2 id="returns-explained">{t('holdings.explained')}</h2>
        <p>
          <strong>{t('holdings.col.twr')}</strong> {t('holdings.explain.twr')}
        </p>
        <p>
          <strong>{t('holdings.col.mwr')}</strong> {t('holdings.explain.mwr')}
        </p>
        <p>
          <strong>{t('holdings.explain.parts.lead')}</strong> {t('holdings.explain.parts')}
        </p>
      </section>
    </div>
  );
}

function GraphCard({
  accid,
  period,
  onPeriod,
}: {
  accid: number | undefined;
  period: FixedPeriod;
  onPeriod(p: FixedPeriod): void;
}) {
  const t = useT();
  const { meta } = useSession();
  const graph = useQuery(ownCapitalGraphQuery(useApiClient(), accid, period));
  const summaryId = useId();
  const g = graph.data;
  // The graph starts at the close before its first day, the base the period's return is measured
  // from (the tables' figures), so the sentence and the tables speak of the same two values.
  const points = useMemo(
    () =>
      g && g.points.length > 0
        ? [{ day: addDays(g.points[0]!.day, -1), value: g.start_value, flow: 0 }, ...g.points]
        : [],
    [g],
  );
  const first = points[0];
  const last = points.at(-1);
  const currency = g?.currency ?? 'SEK';
  const money = (value: number) => formatMoney({ value, currency }, meta.locale);
  // Stable for a locale, so the chart is drawn again only when the data changes; whole units (the
  // currency is in the sentence under the graph).
  const scaleLabel = useCallback(
    (value: number) => formatVolume(Math.round(value), meta.locale),
    [meta.locale],
  );
  return (
    <section className="card returns-graph" aria-labelledby="returns-graph">
      <h2 id="returns-graph">{t('holdings.graph')}</h2>
      <div className="returns-periods" role="group" aria-label={t('holdings.periods')}>
        {GRAPH_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className="chart-period"
            // The visible short name first, so the spoken name contains it (WCAG 2.5.3).
            aria-label={`${t(`chart.period.short.${p}`)} (${t(`chart.period.${p}`)})`}
            aria-pressed={period === p}
            onClick={() => onPeriod(p)}
          >
            {t(`chart.period.short.${p}`)}
          </button>
        ))}
      </div>
      {graph.isError ? (
        <ErrorState message={t('holdings.error')} onRetry={() => void graph.refetch()} />
      ) : graph.isPending ? (
        <p className="muted" aria-busy="true">
          {t('holdings.loading')}
        </p>
      ) : !first || !last ? (
        <p className="muted" data-testid="returns-graph-empty">
          {t('holdings.none')}
        </p>
      ) : (
        // The last graph stays, dimmed and busy, until the next one is there (sentence included).
        <div
          className={graph.isPlaceholderData ? 'returns-stale' : undefined}
          aria-busy={graph.isPlaceholderData}
        >
          <OwnCapitalChart
            points={points}
            locale={meta.locale}
            formatValue={scaleLabel}
            label={t('holdings.graph.chart')}
            describedBy={summaryId}
          />
          <p
            id={summaryId}
            className="returns-legend muted"
            data-testid="returns-graph-summary"
            data-from={first.day}
          >
            {t('holdings.graph.label', {
              from: formatDay(first.day, meta.locale),
              to: formatDay(last.day, meta.locale),
              start: money(first.value),
              end: money(last.value),
            })}{' '}
            <span className="returns-legend-in">
              ▲ {t('holdings.legend.deposit')} ({points.filter((p) => p.flow > 0).length})
            </span>{' '}
            <span className="returns-legend-out">
              ▼ {t('holdings.legend.withdrawal')} ({points.filter((p) => p.flow < 0).length})
            </span>
          </p>
        </div>
      )}
    </section>
  );
}

function ReturnsTable({ accid, kind }: { accid: number | undefined; kind: 'periods' | 'years' }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const rows = useQuery(
    kind === 'periods' ? returnsByPeriodQuery(client, accid) : returnsByYearQuery(client, accid),
  );
  const heading = t(kind === 'periods' ? 'holdings.byPeriod' : 'holdings.byYear');
  const id = `returns-${kind}`;
  const name = (r: PeriodReturn) =>
    kind === 'periods'
      ? t(`chart.period.${r.period as FixedPeriod}`)
      : !r.from.endsWith('-01-01')
        ? t('holdings.year.since', { year: r.period, from: formatDay(r.from, meta.locale) })
        : r.to.endsWith('-12-31')
          ? r.period
          : t('holdings.year.soFar', { year: r.period });
  const percent = (value: number | null) => (value === null ? '–' : formatSignedPercent(value, meta.locale));
  return (
    // Not a named section: the scrolling region inside is named by the heading (one landmark).
    <section className="card returns-table">
      <h2 id={id}>{heading}</h2>
      {rows.isError ? (
        <ErrorState message={t('holdings.error')} onRetry={() => void rows.refetch()} />
      ) : rows.isPending ? (
        <p className="muted" aria-busy="true">
          {t('holdings.loading')}
        </p>
      ) : rows.data.length === 0 ? (
        <p className="muted">{t('holdings.none')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table data-testid={id}>
            <thead>
              <tr>
                <th scope="col">{t('holdings.col.period')}</th>
                <th scope="col" className="num">
                  {t('holdings.col.twr')}
                </th>
                <th scope="col" className="num">
                  {t('holdings.col.mwr')}
                </th>
                <th scope="col" className="num">
                  {t('holdings.col.result')}
                </th>
                {PARTS.map((part) => (
                  <th key={part} scope="col" className="num">
                    {t(`holdings.col.${part}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.data.map((r) => (
                <tr key={r.period} data-period={r.period}>
                  <th scope="row">{name(r)}</th>
                  <td className="num">{percent(r.performance)}</td>
                  <td className="num">{percent(r.money_weighted)}</td>
                  <td className="num">
                    {formatSignedMoney({ value: r.returnAmount, currency: r.currency }, meta.locale)}
                  </td>
                  {PARTS.map((part) => (
                    <td key={part} className="num" data-part={part}>
                      {formatSignedMoney({ value: r.parts[part], currency: r.currency }, meta.locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
