import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatMoney } from '../ui/format';
import { norwegianReportQuery } from './tax-queries';
import { ReportTable, ReportTotals, type ReportTotal } from './ReportParts';
import { SaleCells, saleColumns } from './SaleCells';
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
  const totals: ReportTotal[] = [
    { label: t('tax.gains'), value: data.totals.gains, id: 'gains' },
    { label: t('tax.losses'), value: data.totals.losses, id: 'losses' },
    { label: t('tax.no.shieldUsed'), value: data.totals.shield_used, id: 'shield' },
    { label: t('tax.no.dividends'), value: data.totals.dividends, id: 'dividends' },
    { label: t('tax.no.taxableIncome'), value: data.totals.taxable_income, id: 'taxable' },
    { label: t('tax.no.interest'), value: data.totals.interest_fund_result, id: 'interest' },
    { label: t('tax.no.tax'), value: data.totals.tax, id: 'tax' },
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
      <ReportTotals items={totals} testIdPrefix="tax-no" money={money} />
      {data.sales.length > 0 && (
        <ReportTable
          testId="tax-no-sales"
          caption={{ id: 'tax-no-sales', text: t('tax.no.sales') }}
          columns={[
            ...saleColumns(t),
            { label: t('tax.col.result'), numeric: true },
            { label: t('tax.no.shieldUsed'), numeric: true },
            { label: t('tax.no.taxable'), numeric: true },
          ]}
        >
          {data.sales.map((s) => (
            <tr
              key={s.transaction_id}
              data-testid="tax-no-sale"
              data-kind={s.kind}
              className={s.excluded ? 'tax-not-reported' : undefined}
            >
              <SaleCells sale={s} money={money} />
              <td className="num">{money(s.gain)}</td>
              <td className="num">{money(s.shield_used)}</td>
              <td className="num" data-testid="tax-no-sale-taxable">
                {money(s.taxable)}
              </td>
            </tr>
          ))}
        </ReportTable>
      )}
      {data.dividends.length > 0 && (
        <ReportTable
          testId="tax-no-dividends"
          caption={{ id: 'tax-no-dividends', text: t('tax.no.dividends') }}
          columns={[
            { label: t('tax.col.instrument') },
            { label: t('tax.col.account') },
            { label: t('tax.no.dividends'), numeric: true },
            { label: t('tax.no.shieldUsed'), numeric: true },
            { label: t('tax.no.taxable'), numeric: true },
          ]}
        >
          {data.dividends.map((d) => (
            <tr key={`${d.accid}-${d.isin}-${d.instrument_name}`}>
              <th scope="row">{d.instrument_name}</th>
              <td>{d.account_number}</td>
              <td className="num">{money(d.amount)}</td>
              <td className="num">{money(d.shield_used)}</td>
              <td className="num">{money(d.taxable)}</td>
            </tr>
          ))}
        </ReportTable>
      )}
      {data.ask_accounts.length > 0 && (
        <ReportTable
          testId="tax-no-ask"
          caption={{ id: 'tax-no-ask', text: t('tax.no.ask') }}
          columns={[
            { label: t('tax.col.account') },
            { label: t('tax.no.deposits'), numeric: true },
            { label: t('tax.no.withdrawals'), numeric: true },
            { label: t('tax.no.taxable'), numeric: true },
            { label: t('tax.no.depositsLeft'), numeric: true },
          ]}
        >
          {data.ask_accounts.map((a) => (
            <tr key={a.accid}>
              <th scope="row">{a.account_number}</th>
              <td className="num">{money(a.deposits)}</td>
              <td className="num">{money(a.withdrawals)}</td>
              <td className="num">{money(a.taxable_withdrawals)}</td>
              <td className="num">{money(a.deposits_at_end)}</td>
            </tr>
          ))}
        </ReportTable>
      )}
    </section>
  );
}
