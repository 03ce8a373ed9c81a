import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatMoney, formatQuantity } from '../ui/format';
import { danishReportQuery } from './tax-queries';
import { TaxDownloads } from './TaxDownloads';
import { TaxReportError, isOtherCountrysReport } from './TaxReportError';

/**
 * Denmark's year (issue 13): share income from ordinary accounts and its tax, the sales it is
 * made of, and each aktiesparekonto marked to market. Shown only to a customer taxed in Denmark
 * (the call answers 403 to the others).
 */
export function DanishReport({ year }: { year: number }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const report = useQuery(danishReportQuery(client, year));
  const data = report.data;
  if (report.isError && !isOtherCountrysReport(report.error)) {
    return <TaxReportError error={report.error} title={t('tax.dk.title', { year })} testId="tax-dk" />;
  }
  if (!data || report.isError) return null;
  const money = (value: number) => formatMoney({ value, currency: data.currency }, meta.locale);
  const title = t('tax.dk.title', { year: data.year });
  const income = data.share_income;
  const totals: [string, number, string][] = [
    [t('tax.gains'), income.gains, 'gains'],
    [t('tax.losses'), income.losses, 'losses'],
    [t('tax.dk.dividends'), income.dividends, 'dividends'],
    [t('tax.dk.income'), income.income, 'income'],
    [t('tax.dk.lossUsed'), income.loss_used, 'lossUsed'],
    [t('tax.dk.limit'), income.limit, 'limit'],
    [t('tax.dk.tax'), income.tax, 'tax'],
    [t('tax.dk.lossCarried'), income.loss_carried_forward, 'loss'],
    [t('tax.dk.capitalIncome'), data.capital_income, 'capital'],
  ];

  return (
    <section
      className="card tax-k4"
      aria-labelledby="tax-dk-title"
      data-testid="tax-dk"
      aria-busy={report.isFetching}
    >
      <h2 id="tax-dk-title">{title}</h2>
      <p className="muted">{t('tax.dk.intro')}</p>
      <TaxDownloads form="dk" title={title} query={{ year: data.year }} />
      <dl className="tax-total-group">
        {totals.map(([label, value, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`tax-dk-${id}`}>{money(value)}</dd>
          </div>
        ))}
      </dl>
      {data.sales.length > 0 && (
        <div className="tax-scroll" tabIndex={0} aria-labelledby="tax-dk-sales">
          <table className="tax-table" data-testid="tax-dk-sales">
            <caption id="tax-dk-sales">{t('tax.dk.sales')}</caption>
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
              </tr>
            </thead>
            <tbody>
              {data.sales.map((s) => (
                <tr
                  key={s.transaction_id}
                  data-testid="tax-dk-sale"
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
                  <td className="num" data-testid="tax-dk-sale-result">
                    {money(s.result)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.aktiesparekonto.length > 0 && (
        <div className="tax-scroll" tabIndex={0} aria-labelledby="tax-dk-ask">
          <table className="tax-table" data-testid="tax-dk-ask">
            <caption id="tax-dk-ask">{t('tax.dk.ask')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tax.col.account')}</th>
                <th scope="col" className="num">
                  {t('tax.dk.startValue')}
                </th>
                <th scope="col" className="num">
                  {t('tax.dk.endValue')}
                </th>
                <th scope="col" className="num">
                  {t('tax.no.deposits')}
                </th>
                <th scope="col" className="num">
                  {t('tax.no.withdrawals')}
                </th>
                <th scope="col" className="num">
                  {t('tax.dk.return')}
                </th>
                <th scope="col" className="num">
                  {t('tax.dk.lossUsed')}
                </th>
                <th scope="col" className="num">
                  {t('tax.dk.askTax')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.aktiesparekonto.map((a) => (
                <tr key={a.accid} data-testid="tax-dk-ask-row">
                  <th scope="row">{a.account_number}</th>
                  <td className="num">{money(a.start_value)}</td>
                  <td className="num">{money(a.end_value)}</td>
                  <td className="num">{money(a.deposits)}</td>
                  <td className="num">{money(a.withdrawals)}</td>
                  <td className="num">{money(a.return)}</td>
                  <td className="num">{money(a.loss_used)}</td>
                  <td className="num" data-testid="tax-dk-ask-tax">
                    {money(a.tax)}
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
