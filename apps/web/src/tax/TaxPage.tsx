import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { excludeRealisationEvent, restoreRealisationEvent } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatMoney, formatQuantity } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import {
  TAX_KEY,
  realisationEventsQuery,
  realisationTotalsQuery,
  type RealisationEvent,
} from './tax-queries';
import { K4Report } from './K4Report';
import { Finnish9A } from './Finnish9A';
import { NorwegianReport } from './NorwegianReport';
import { DanishReport } from './DanishReport';
import { IskStatement } from './IskStatement';
import './tax.css';

/**
 * `/tax` (issue 13; spec 001 §7.21): the customer's realised results by year, each sale with its
 * acquisition cost and result by their country's method, the year's gains, losses and net of what
 * is reported, and each sale excluded from or restored to the reports.
 */
export function TaxPage() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  useDocumentTitle(t('tax.title'));
  const totals = useQuery(realisationTotalsQuery(client));
  const years = [...new Set(totals.data?.years.map((y) => y.year) ?? [])];
  const [chosen, setChosen] = useState<number | 'ALL' | undefined>(undefined);
  // The latest year with sales until the customer picks one.
  const year = chosen === 'ALL' ? undefined : (chosen ?? years[0]);
  // A country report is of one year: the chosen one, else the latest with sales, else last year.
  const reportYear = year ?? years[0] ?? new Date().getFullYear() - 1;
  const events = useQuery({ ...realisationEventsQuery(client, year), enabled: totals.isSuccess });
  const toggle = useMutation({
    mutationFn: (e: RealisationEvent) =>
      client.call(e.excluded ? restoreRealisationEvent : excludeRealisationEvent, {
        params: { transaction_id: e.transaction_id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TAX_KEY }),
  });
  const money = (value: number, currency: string) => formatMoney({ value, currency }, meta.locale);
  const rows = events.data?.events ?? [];
  const method = rows[0]?.method;

  return (
    <div className="page tax-page" data-testid="tax-page">
      <h1>{t('tax.title')}</h1>
      <section className="card tax-intro" aria-labelledby="tax-realised-title">
        <h2 id="tax-realised-title">{t('tax.realised')}</h2>
        <p className="muted">{t('tax.realised.intro')}</p>
        {method && (
          <p className="muted" data-testid="tax-method">
            {t(method === 'AVERAGE' ? 'tax.method.AVERAGE' : 'tax.method.FIFO')}
          </p>
        )}
        <label className="tax-year">
          <span>{t('tax.year')}</span>
          <select
            data-testid="tax-year"
            value={chosen === 'ALL' ? 'ALL' : (year ?? '')}
            onChange={(e) => setChosen(e.target.value === 'ALL' ? 'ALL' : Number(e.target.value))}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
            <option value="ALL">{t('tax.allYears')}</option>
          </select>
        </label>
        {events.data && (
          <div className="tax-totals" data-testid="tax-totals">
            {events.data.totals.length === 0 ? (
              <p data-testid="tax-net">{t('tax.nothingReported')}</p>
            ) : (
              events.data.totals.map((total) => (
                <dl key={total.currency} className="tax-total-group">
                  <div>
                    <dt>{t('tax.gains')}</dt>
                    <dd data-testid="tax-gains">{money(total.gains, total.currency)}</dd>
                  </div>
                  <div>
                    <dt>{t('tax.losses')}</dt>
                    <dd data-testid="tax-losses">{money(total.losses, total.currency)}</dd>
                  </div>
                  <div>
                    <dt>{t('tax.net')}</dt>
                    <dd data-testid="tax-net">{money(total.net, total.currency)}</dd>
                  </div>
                  <div>
                    <dt>{t('tax.count')}</dt>
                    <dd>{total.count}</dd>
                  </div>
                </dl>
              ))
            )}
          </div>
        )}
      </section>
      <section className="card tax-events" aria-labelledby="tax-events-title" aria-busy={events.isFetching}>
        <h2 id="tax-events-title">{t('tax.events')}</h2>
        {totals.isError || events.isError ? (
          <ErrorState
            message={t('tax.error')}
            onRetry={() => void queryClient.invalidateQueries({ queryKey: TAX_KEY })}
          />
        ) : events.data && rows.length === 0 ? (
          <p className="muted" data-testid="tax-empty">
            {t('tax.empty')}
          </p>
        ) : (
          <div className="tax-scroll" tabIndex={0} aria-labelledby="tax-events-title">
            <table className="tax-table" data-testid="tax-table">
              <thead>
                <tr>
                  <th scope="col">{t('tax.col.date')}</th>
                  <th scope="col">{t('tax.col.account')}</th>
                  <th scope="col">{t('tax.col.instrument')}</th>
                  <th scope="col" className="num">
                    {t('tax.col.quantity')}
                  </th>
                  <th scope="col" className="num">
                    {t('tax.col.sale')}
                  </th>
                  <th scope="col" className="num">
                    {t('tax.col.fees')}
                  </th>
                  <th scope="col" className="num">
                    {t('tax.col.cost')}
                  </th>
                  <th scope="col" className="num">
                    {t('tax.col.result')}
                  </th>
                  <th scope="col">{t('tax.col.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('tax.col.action')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((e) => (
                  <tr
                    key={e.transaction_id}
                    data-testid="tax-event"
                    data-transaction-id={e.transaction_id}
                    data-excluded={e.excluded}
                    className={e.excluded || e.tax_wrapper ? 'tax-not-reported' : undefined}
                  >
                    <td>{e.trade_date}</td>
                    <td>{e.account_number}</td>
                    <td>{e.instrument_name}</td>
                    <td className="num">{formatQuantity(e.quantity, meta.locale)}</td>
                    <td className="num">{money(e.sale_amount, e.currency)}</td>
                    <td className="num">{money(e.fees, e.currency)}</td>
                    <td className="num">{money(e.acquisition_cost, e.currency)}</td>
                    <td className="num" data-testid="tax-event-result">
                      {money(e.result, e.currency)}
                    </td>
                    <td data-testid="tax-event-status">
                      {e.tax_wrapper
                        ? t('tax.status.wrapper', { type: e.account_type })
                        : e.excluded
                          ? t('tax.status.excluded')
                          : e.user_edited
                            ? t('tax.status.edited')
                            : t('tax.status.reported')}
                    </td>
                    <td>
                      {!e.tax_wrapper && (
                        <button
                          type="button"
                          className="button button-quiet"
                          data-testid="tax-event-toggle"
                          disabled={toggle.isPending}
                          aria-label={t(e.excluded ? 'tax.restore.label' : 'tax.exclude.label', {
                            instrument: e.instrument_name,
                            date: e.trade_date,
                          })}
                          onClick={() => toggle.mutate(e)}
                        >
                          {t(e.excluded ? 'tax.restore' : 'tax.exclude')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p role="alert" className="tax-error">
          {toggle.isError ? t('tax.toggleError') : ''}
        </p>
      </section>
      <K4Report year={year} />
      <Finnish9A year={year} />
      {totals.isSuccess && (
        <>
          <IskStatement year={reportYear} />
          <NorwegianReport year={reportYear} />
          <DanishReport year={reportYear} />
        </>
      )}
    </div>
  );
}
