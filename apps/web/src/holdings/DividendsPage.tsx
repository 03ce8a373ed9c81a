import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { accountsQuery } from '../session/accounts-query';
import { ErrorState } from '../ui/ErrorState';
import { formatDay, formatMoney, formatPrice, formatQuantity } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { AccountPicker } from './AccountPicker';
import { dividendSummaryQuery, type DividendSummary } from './holdings-queries';
import './holdings.css';

type Month = DividendSummary['received'][number];

/** Withheld tax is money out: shown negative, but a nothing withheld is no "−0". */
const out = (value: number) => (value === 0 ? 0 : -value);

/**
 * `/dividends` (issue 14; spec 001 §7.10 "dividend summary"): the dividends received, year by year
 * and month by month, before and after the foreign tax withheld, as a picture and a table; and the
 * calendar of the ones still to be paid on the holdings.
 */
export function DividendsPage() {
  const t = useT();
  useDocumentTitle(t('holdings.dividends.title'));
  const [accid, setAccid] = useState<number | undefined>(undefined);
  const summary = useQuery(dividendSummaryQuery(useApiClient(), accid));

  return (
    <div className="page returns-page dividends-page" data-testid="dividends-page">
      <h1>{t('holdings.dividends.title')}</h1>
      <p className="muted">{t('holdings.dividends.intro')}</p>
      <AccountPicker accid={accid} onChange={setAccid} testId="dividends-account" />
      {summary.isError ? (
        <ErrorState message={t('holdings.dividends.error')} onRetry={() => void summary.refetch()} />
      ) : summary.isPending ? (
        <p className="muted" aria-busy="true">
          {t('holdings.loading')}
        </p>
      ) : (
        <>
          <Received summary={summary.data} />
          <Coming summary={summary.data} accid={accid} />
        </>
      )}
    </div>
  );
}

function Received({ summary }: { summary: DividendSummary }) {
  const t = useT();
  const { meta } = useSession();
  const years = useMemo(
    () => [...new Set(summary.received.map((m) => m.year))].sort((a, b) => b - a),
    [summary],
  );
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const year = chosen !== undefined && years.includes(chosen) ? chosen : years[0];
  const money = (value: number) => formatMoney({ value, currency: summary.currency }, meta.locale);
  const months: Month[] = Array.from(
    { length: 12 },
    (_, i) =>
      summary.received.find((m) => m.year === year && m.month === i + 1) ?? {
        year: year ?? 0,
        month: i + 1,
        gross: 0,
        withholding: 0,
        net: 0,
      },
  );
  const total = months.reduce(
    (s, m) => ({ gross: s.gross + m.gross, withholding: s.withholding + m.withholding, net: s.net + m.net }),
    { gross: 0, withholding: 0, net: 0 },
  );
  const monthName = (month: number, width: 'long' | 'short' = 'long') =>
    new Intl.DateTimeFormat(meta.locale, { month: width, timeZone: 'UTC' }).format(
      Date.UTC(2000, month - 1, 1),
    );
  const highest = Math.max(...months.map((m) => m.gross), 0);
  return (
    // Not a named section: the scrolling region inside is named by the heading (one landmark).
    <section className="card dividends-received">
      <h2 id="dividends-received">{t('holdings.dividends.received')}</h2>
      {year === undefined ? (
        <p className="muted" data-testid="dividends-received-none">
          {t('holdings.dividends.noneReceived')}
        </p>
      ) : (
        <>
          <div className="returns-periods" role="group" aria-label={t('holdings.dividends.year')}>
            {years.map((y) => (
              <button
                key={y}
                type="button"
                className="chart-period"
                aria-pressed={y === year}
                onClick={() => setChosen(y)}
              >
                {y}
              </button>
            ))}
          </div>
          {/* The picture repeats the table below it, which is what a screen reader reads. */}
          <div className="dividend-bars" aria-hidden="true">
            {months.map((m) => (
              <div key={m.month} className="dividend-bar">
                <span
                  className="dividend-bar-fill"
                  style={{ height: highest > 0 ? `${Math.max(0, m.gross / highest) * 100}%` : '0' }}
                >
                  <span
                    className="dividend-bar-tax"
                    style={{
                      height:
                        m.gross > 0 ? `${Math.min(1, Math.max(0, m.withholding / m.gross)) * 100}%` : '0',
                    }}
                  />
                </span>
                <span className="dividend-bar-label">{monthName(m.month, 'short')}</span>
              </div>
            ))}
          </div>
          <p className="muted returns-legend">
            <span className="dividend-key-net" /> {t('holdings.dividends.col.net')}{' '}
            <span className="dividend-key-tax" /> {t('holdings.dividends.col.withholding')}
          </p>
          <div
            className="table-scroll returns-table"
            role="region"
            aria-labelledby="dividends-received"
            tabIndex={0}
          >
            <table data-testid="dividends-months" data-year={year}>
              <thead>
                <tr>
                  <th scope="col">{t('holdings.dividends.col.month')}</th>
                  <th scope="col" className="num">
                    {t('holdings.dividends.col.gross')}
                  </th>
                  <th scope="col" className="num">
                    {t('holdings.dividends.col.withholding')}
                  </th>
                  <th scope="col" className="num">
                    {t('holdings.dividends.col.net')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {months
                  .filter((m) => m.gross !== 0 || m.withholding !== 0)
                  .map((m) => (
                    <tr key={m.month} data-month={m.month}>
                      <th scope="row">{monthName(m.month)}</th>
                      <td className="num">{money(m.gross)}</td>
                      <td className="num">{money(out(m.withholding))}</td>
                      <td className="num">{money(m.net)}</td>
                    </tr>
                  ))}
              </tbody>
              <tfoot>
                <tr data-testid="dividends-year-total">
                  <th scope="row">{t('holdings.dividends.total', { year })}</th>
                  <td className="num">{money(total.gross)}</td>
                  <td className="num">{money(out(total.withholding))}</td>
                  <td className="num">{money(total.net)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** The calendar's first rows; the rest of the year ahead on request. */
const FIRST_COMING = 12;

function Coming({ summary, accid }: { summary: DividendSummary; accid: number | undefined }) {
  const t = useT();
  const { meta } = useSession();
  const accounts = useQuery(accountsQuery(useApiClient()));
  const [all, setAll] = useState(false);
  const rows = all ? summary.upcoming : summary.upcoming.slice(0, FIRST_COMING);
  const accountName = (id: number) => {
    const a = accounts.data?.find((x) => x.accid === id);
    return a ? `${a.alias} ${a.accno}` : String(id);
  };
  return (
    <section className="card dividends-coming returns-table">
      <h2 id="dividends-coming">{t('holdings.dividends.coming')}</h2>
      <p className="muted">{t('holdings.dividends.comingIntro')}</p>
      {summary.upcoming.length === 0 ? (
        <p className="muted" data-testid="dividends-coming-none">
          {t('holdings.dividends.noneComing')}
        </p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="dividends-coming" tabIndex={0}>
          <table data-testid="dividends-coming">
            <thead>
              <tr>
                <th scope="col">{t('holdings.dividends.col.instrument')}</th>
                {accid === undefined && <th scope="col">{t('holdings.account')}</th>}
                <th scope="col">{t('holdings.dividends.col.exDay')}</th>
                <th scope="col">{t('holdings.dividends.col.payDay')}</th>
                <th scope="col" className="num">
                  {t('holdings.dividends.col.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('holdings.dividends.col.perShare')}
                </th>
                <th scope="col" className="num">
                  {t('holdings.dividends.col.gross')}
                </th>
                <th scope="col" className="num">
                  {t('holdings.dividends.col.withholding')}
                </th>
                <th scope="col" className="num">
                  {t('holdings.dividends.col.net')}
                </th>
                <th scope="col">{t('holdings.dividends.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
                <tr
                  key={`${u.accid}-${u.instrument_id}-${u.ex_day}-${u.event}`}
                  data-instrument={u.instrument_id}
                  data-accid={u.accid}
                  data-pay-day={u.pay_day}
                  data-status={u.status}
                >
                  <th scope="row">
                    <Link to={`/instrument/${u.instrument_id}`}>{u.name}</Link>
                  </th>
                  {accid === undefined && <td>{accountName(u.accid)}</td>}
                  <td>{formatDay(u.ex_day, meta.locale)}</td>
                  <td>{formatDay(u.pay_day, meta.locale)}</td>
                  <td className="num">{formatQuantity(u.quantity, meta.locale)}</td>
                  <td className="num">{formatPrice(u.per_share, meta.locale, u.dividend_currency)}</td>
                  <td className="num">
                    {formatMoney({ value: u.gross, currency: u.currency }, meta.locale)}
                  </td>
                  <td className="num">
                    {formatMoney({ value: out(u.withholding), currency: u.currency }, meta.locale)}
                  </td>
                  <td className="num">{formatMoney({ value: u.net, currency: u.currency }, meta.locale)}</td>
                  <td>{t(`holdings.dividends.status.${u.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!all && summary.upcoming.length > FIRST_COMING && (
        <button
          type="button"
          className="button button-quiet"
          data-testid="dividends-coming-all"
          onClick={() => setAll(true)}
        >
          {t('holdings.dividends.showAll', { count: summary.upcoming.length })}
        </button>
      )}
    </section>
  );
}
