import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatMoney } from '../ui/format';
import { danishReportQuery } from './tax-queries';
import { ReportTable, ReportTotals, type ReportTotal } from './ReportParts';
import { SaleCells, saleColumns } from './SaleCells';
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
  const totals: ReportTotal[] = [
    { label: t('tax.gains'), value: income.gains, id: 'gains' },
    { label: t('tax.losses'), value: income.losses, id: 'losses' },
    { label: t('tax.dk.dividends'), value: income.dividends, id: 'dividends' },
    { label: t('tax.dk.income'), value: income.income, id: 'income' },
    { label: t('tax.dk.lossUsed'), value: income.loss_used, id: 'lossUsed' },
    { label: t('tax.dk.limit'), value: income.limit, id: 'limit' },
    { label: t('tax.dk.tax'), value: income.tax, id: 'tax' },
    { label: t('tax.dk.lossCarried'), value: income.loss_carried_forward, id: 'loss' },
    { label: t('tax.dk.capitalIncome'), value: data.capital_income, id: 'capital' },
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
      <ReportTotals items={totals} testIdPrefix="tax-dk" money={money} />
      {data.sales.length > 0 && (
        <ReportTable
          testId="tax-dk-sales"
          caption={{ id: 'tax-dk-sales', text: t('tax.dk.sales') }}
          columns={[...saleColumns(t), { label: t('tax.col.result'), numeric: true }]}
        >
          {data.sales.map((s) => (
            <tr
              key={s.transaction_id}
              data-testid="tax-dk-sale"
              data-kind={s.kind}
              className={s.excluded ? 'tax-not-reported' : undefined}
            >
              <SaleCells sale={s} money={money} />
              <td className="num" data-testid="tax-dk-sale-result">
                {money(s.result)}
              </td>
            </tr>
          ))}
        </ReportTable>
      )}
      {data.aktiesparekonto.length > 0 && (
        <ReportTable
          testId="tax-dk-ask"
          caption={{ id: 'tax-dk-ask', text: t('tax.dk.ask') }}
          columns={[
            { label: t('tax.col.account') },
            { label: t('tax.dk.startValue'), numeric: true },
            { label: t('tax.dk.endValue'), numeric: true },
            { label: t('tax.no.deposits'), numeric: true },
            { label: t('tax.no.withdrawals'), numeric: true },
            { label: t('tax.dk.return'), numeric: true },
            { label: t('tax.dk.lossUsed'), numeric: true },
            { label: t('tax.dk.askTax'), numeric: true },
          ]}
        >
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
        </ReportTable>
      )}
    </section>
  );
}
