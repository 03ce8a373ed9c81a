import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatMoney } from '../ui/format';
import { iskStatementQuery } from './tax-queries';
import { TaxDownloads } from './TaxDownloads';
import { TaxReportError, isOtherCountrysReport } from './TaxReportError';

/**
 * Sweden's yearly standard tax on ISK and KF accounts (issue 13): each account's capital base,
 * the tax-free level taken off, the standard income and its 30 % tax. Shown only to a customer
 * taxed in Sweden (the call answers 403 to the others); a year whose rate is not known yet says so.
 */
export function IskStatement({ year }: { year: number }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const report = useQuery(iskStatementQuery(client, year));
  const title = t('tax.isk.title', { year });
  if (report.isError && !isOtherCountrysReport(report.error)) {
    return <TaxReportError error={report.error} title={title} testId="tax-isk" />;
  }
  const data = report.data;
  if (!data || report.isError) return null;
  const money = (value: number) => formatMoney({ value, currency: data.currency }, meta.locale);
  const totals: [string, number, string][] = [
    [t('tax.isk.capitalBase'), data.totals.capital_base, 'capital'],
    [t('tax.isk.taxFree'), data.totals.tax_free, 'taxFree'],
    [t('tax.isk.standardIncome'), data.totals.standard_income, 'income'],
    [t('tax.isk.tax'), data.totals.tax, 'tax'],
  ];

  return (
    <section
      className="card tax-k4"
      aria-labelledby="tax-isk-title"
      data-testid="tax-isk"
      aria-busy={report.isFetching}
    >
      <h2 id="tax-isk-title">{t('tax.isk.title', { year: data.year })}</h2>
      <p className="muted">{t('tax.isk.intro')}</p>
      <p className="tax-note">
        {t('tax.isk.rate', {
          rate: `${new Intl.NumberFormat(meta.locale, { maximumFractionDigits: 4 }).format(data.rate_percent)} %`,
        })}
      </p>
      <TaxDownloads form="isk" title={t('tax.isk.title', { year: data.year })} query={{ year: data.year }} />
      <dl className="tax-total-group">
        {totals.map(([label, value, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`tax-isk-${id}`}>{money(value)}</dd>
          </div>
        ))}
      </dl>
      {data.accounts.length > 0 && (
        <div className="tax-scroll" tabIndex={0} aria-labelledby="tax-isk-title">
          <table className="tax-table" data-testid="tax-isk-table">
            <thead>
              <tr>
                <th scope="col">{t('tax.col.account')}</th>
                <th scope="col" className="num">
                  {t('tax.isk.startValue')}
                </th>
                <th scope="col" className="num">
                  {t('tax.no.deposits')}
                </th>
                <th scope="col" className="num">
                  {t('tax.isk.capitalBase')}
                </th>
                <th scope="col" className="num">
                  {t('tax.isk.taxFree')}
                </th>
                <th scope="col" className="num">
                  {t('tax.isk.standardIncome')}
                </th>
                <th scope="col" className="num">
                  {t('tax.isk.tax')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.accounts.map((a) => (
                <tr key={a.accid} data-testid="tax-isk-row">
                  <th scope="row">
                    {a.account_number} ({a.type})
                  </th>
                  <td className="num">{money(a.quarter_start_values[0] ?? 0)}</td>
                  <td className="num">{money(a.deposits)}</td>
                  <td className="num">{money(a.capital_base)}</td>
                  <td className="num">{money(a.tax_free)}</td>
                  <td className="num">{money(a.standard_income)}</td>
                  <td className="num">{money(a.tax)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
