import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FIXED_PERIODS, type FixedPeriod } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { accountsQuery } from '../session/accounts-query';
import { ErrorState } from '../ui/ErrorState';
import { formatMoney, formatSignedMoney, formatSignedPercent, formatVolume } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { OwnCapitalChart } from './OwnCapitalChart';
import {
  ownCapitalGraphQuery,
  returnsByPeriodQuery,
  returnsByYearQuery,
  type PeriodReturn,
} from './holdings-queries';
import './holdings.css';

/** The graph's periods: a single day is no graph. */
const GRAPH_PERIODS = FIXED_PERIODS.filter((p) => p !== 'DAY_1');

/**
 * `/returns` (issue 14; spec 001 §7.10 "own-capital graph, returns by year, today, by period"):
 * own capital over a period on a time axis, deposits and withdrawals marked, and the return of
 * every period and calendar year by both methods, each explained in a sentence. All accounts
 * together, or one.
 */
export function ReturnsPage() {
  const t = useT();
  const client = useApiClient();
  useDocumentTitle(t('holdings.title'));
  const accounts = useQuery(accountsQuery(client));
  const [accid, setAccid] = useState<number | undefined>(undefined);
  const [period, setPeriod] = useState<FixedPeriod>('YEAR_1');

  return (
    <div className="page returns-page" data-testid="returns-page">
      <h1>{t('holdings.title')}</h1>
      <p className="muted">{t('holdings.intro')}</p>
      <label className="returns-account">
        <span>{t('holdings.account')}</span>
        <select
          data-testid="returns-account"
          value={accid ?? ''}
          onChange={(e) => setAccid(e.target.value === '' ? undefined : Number(e.target.value))}
        >
          <option value="">{t('holdings.allAccounts')}</option>
          {(accounts.data ?? []).map((a) => (
            <option key={a.accid} value={a.accid}>
              {a.alias} {a.accno}
            </option>
          ))}
        </select>
      </label>
      <GraphCard accid={accid} period={period} onPeriod={setPeriod} />
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
  const g = graph.data;
  const first = g?.points[0];
  const last = g?.points.at(-1);
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
            aria-label={t(`chart.period.${p}`)}
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
        <>
          <OwnCapitalChart
            graph={g}
            formatValue={scaleLabel}
            label={t('holdings.graph.label', {
              from: first.day,
              to: last.day,
              start: money(first.value),
              end: money(last.value),
            })}
          />
          <p className="returns-legend muted" data-testid="returns-graph-summary">
            {t('holdings.graph.label', {
              from: first.day,
              to: last.day,
              start: money(first.value),
              end: money(last.value),
            })}{' '}
            <span className="returns-legend-in">▲ {t('holdings.legend.deposit')}</span>{' '}
            <span className="returns-legend-out">▼ {t('holdings.legend.withdrawal')}</span>
          </p>
        </>
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
      : r.to.endsWith('-12-31')
        ? r.period
        : t('holdings.year.soFar', { year: r.period });
  const percent = (value: number | null) => (value === null ? '–' : formatSignedPercent(value, meta.locale));
  return (
    <section className="card returns-table" aria-labelledby={id}>
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
