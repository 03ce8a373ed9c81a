import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatMoney } from '../ui/format';
import { iskStatementQuery } from './tax-queries';
import { ReportTable, ReportTotals, type ReportTotal } from './ReportParts';
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
  const totals: ReportTotal[] = [
    { label: t('tax.isk.capitalBase'), value: data.totals.capital_base, id: 'capital' },
    { label: t('tax.isk.taxFree'), value: data.totals.tax_free, id: 'taxFree' },
    { label: t('tax.isk.standardIncome'), value: data.totals.standard_income, id: 'income' },
    { label: t('tax.isk.tax'), value: data.totals.tax, id: 'tax' },
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
      <ReportTotals items={totals} testIdPrefix="tax-isk" money={money} />
      {data.accounts.length > 0 && (
        <ReportTable
          testId="tax-isk-table"
          labelledBy="tax-isk-title"
          columns={[
            { label: t('tax.col.account') },
            { label: t('tax.isk.startValue'), numeric: true },
            { label: t('tax.no.deposits'), numeric: true },
            { label: t('tax.isk.capitalBase'), numeric: true },
            { label: t('tax.isk.taxFree'), numeric: true },
            { label: t('tax.isk.standardIncome'), numeric: true },
            { label: t('tax.isk.tax'), numeric: true },
          ]}
        >
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
        </ReportTable>
      )}
    </section>
  );
}
