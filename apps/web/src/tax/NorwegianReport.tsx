import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatMoney, formatQuantity } from '../ui/format';
import { norwegianReportQuery } from './tax-queries';
import { TaxDownloads } from './TaxDownloads';
import { TaxReportError, isOtherCountrysReport } from './TaxReportError';

/**
 * Norway's year (issue 13): the sales on ordinary accounts with the shield each used, the
 * dividends with theirs, each ASK's withdrawals beyond its deposits, and the estimated tax. Shown
 * only to a customer taxed in Norway (the call answers 403 to the others).
 */
export function NorwegianReport({ year }: { year: number }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const report = useQuery(norwegianReportQuery(client, year));
  const data = report.data;
  if (report.isError && !isOtherCountrysReport(report.error)) {
    return <TaxReportError error={report.error} title={t('tax.no.title', { year })} testId="tax-no" />;
  }
  if (!data || report.isError) return null;
  const money = (value: number) => formatMoney({ value, currency: data.currency }, meta.locale);
  const title = t('tax.no.title', { year: data.year });
  const totals: [string, number, string][] = [
    [t('tax.gains'), data.totals.gains, 'gains'],
    [t('tax.losses'), data.totals.losses, 'losses'],
    [t('tax.no.shieldUsed'), data.totals.shield_used, 'shield'],
    [t('tax.no.dividends'), data.totals.dividends, 'dividends'],
    [t('tax.no.taxableIncome'), data.totals.taxable_income, 'taxable'],
    [t('tax.no.interest'), data.totals.interest_fund_result, 'interest'],
    [t('tax.no.tax'), data.totals.tax, 'tax'],
  ];

  return (
    <section
      className="card tax-k4"
      aria-labelledby="tax-no-title"
      data-testid="tax-no"
      aria-busy={report.isFetching}
    >
      <h2 id="tax-no-title">{title}</h2>
      <p className="muted">{t('tax.no.intro')}</p>
      <p className="tax-note" data-testid="tax-no-rate">
        {data.shield_rate_percent === null
          ? t('tax.no.shieldUnknown')
          : t('tax.no.shieldRate', {
              rate: `${new Intl.NumberFormat(meta.locale).format(data.shield_rate_percent)} %`,
            })}
      </p>
      <TaxDownloads form="no" title={title} query={{ year: data.year }} />
      <dl className="tax-total-group">
        {totals.map(([label, value, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`tax-no-${id}`}>{money(value)}</dd>
          </div>
        ))}
      </dl>
      {data.sales.length > 0 && (
        <div className="tax-scroll" tabIndex={0} aria-labelledby="tax-no-sales">
          <table className="tax-table" data-testid="tax-no-sales">
            <caption id="tax-no-sales">{t('tax.no.sales')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tax.col.date')}</th>
                <th scope="col">{t('tax.col.instrument')}</th>
                <th scope="col" className="num">
                  {t('tax.col.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('tax.k4.salePrice')}
                </th>
                <th scope="col" className="num">
                  {t('tax.col.cost')}
                </th>
                <th scope="col" className="num">
                  {t('tax.col.result')}
                </th>
                <th scope="col" className="num">
                  {t('tax.no.shieldUsed')}
                </th>
                <th scope="col" className="num">
                  {t('tax.no.taxable')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.sales.map((s) => (
                <tr
                  key={s.transaction_id}
                  data-testid="tax-no-sale"
                  data-kind={s.kind}
                  className={s.excluded ? 'tax-not-reported' : undefined}
                >
                  <td>{s.trade_date}</td>
                  <th scope="row">
                    {s.instrument_name}
                    {s.kind === 'INTEREST_FUND' && (
                      <span className="tax-used"> ({t('tax.no.interestFund')})</span>
                    )}
                    {s.excluded && <span className="tax-used"> ({t('tax.status.excluded')})</span>}
                  </th>
                  <td className="num">{formatQuantity(s.quantity, meta.locale)}</td>
                  <td className="num">{money(s.proceeds)}</td>
                  <td className="num">{money(s.cost)}</td>
                  <td className="num">{money(s.gain)}</td>
                  <td className="num">{money(s.shield_used)}</td>
                  <td className="num" data-testid="tax-no-sale-taxable">
                    {money(s.taxable)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.dividends.length > 0 && (
        <div className="tax-scroll" tabIndex={0} aria-labelledby="tax-no-dividends">
          <table className="tax-table" data-testid="tax-no-dividends">
            <caption id="tax-no-dividends">{t('tax.no.dividends')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tax.col.instrument')}</th>
                <th scope="col">{t('tax.col.account')}</th>
                <th scope="col" className="num">
                  {t('tax.no.dividends')}
                </th>
                <th scope="col" className="num">
                  {t('tax.no.shieldUsed')}
                </th>
                <th scope="col" className="num">
                  {t('tax.no.taxable')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.dividends.map((d) => (
                <tr key={`${d.accid}-${d.isin}-${d.instrument_name}`}>
                  <th scope="row">{d.instrument_name}</th>
                  <td>{d.account_number}</td>
                  <td className="num">{money(d.amount)}</td>
                  <td className="num">{money(d.shield_used)}</td>
                  <td className="num">{money(d.taxable)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.ask_accounts.length > 0 && (
        <div className="tax-scroll" tabIndex={0} aria-labelledby="tax-no-ask">
          <table className="tax-table" data-testid="tax-no-ask">
            <caption id="tax-no-ask">{t('tax.no.ask')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tax.col.account')}</th>
                <th scope="col" className="num">
                  {t('tax.no.deposits')}
                </th>
                <th scope="col" className="num">
                  {t('tax.no.withdrawals')}
                </th>
                <th scope="col" className="num">
                  {t('tax.no.taxable')}
                </th>
                <th scope="col" className="num">
                  {t('tax.no.depositsLeft')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.ask_accounts.map((a) => (
                <tr key={a.accid}>
                  <th scope="row">{a.account_number}</th>
                  <td className="num">{money(a.deposits)}</td>
                  <td className="num">{money(a.withdrawals)}</td>
                  <td className="num">{money(a.taxable_withdrawals)}</td>
                  <td className="num">{money(a.deposits_at_end)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
