import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatMoney, formatQuantity } from '../ui/format';
import { finnish9AFiltersQuery, finnish9AQuery } from './tax-queries';
import { ReportTable } from './ReportParts';
import { TaxDownloads } from './TaxDownloads';

/**
 * Finland's form 9A for the chosen year (spec 001 §7.21): each disposal with its actual and its
 * deemed acquisition cost, the one deducted marked, and the year's totals. Shown only to a
 * customer taxed in Finland (the calls answer 403 to the others).
 */
export function Finnish9A({ year }: { year: number | undefined }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const filters = useQuery(finnish9AFiltersQuery(client));
  const formYear = year ?? filters.data?.years[0];
  const report = useQuery({
    ...finnish9AQuery(client, formYear ?? 0),
    enabled: filters.isSuccess && formYear !== undefined,
  });
  if (!filters.isSuccess) return null;
  const data = report.data;
  const money = (value: number) => formatMoney({ value, currency: data?.currency ?? 'EUR' }, meta.locale);

  return (
    <section
      className="card tax-k4"
      aria-labelledby="tax-9a-title"
      data-testid="tax-9a"
      aria-busy={report.isFetching}
    >
      <h2 id="tax-9a-title">{t('tax.9a.title', { year: formYear ?? '' })}</h2>
      <p className="muted">{t('tax.9a.intro')}</p>
      {formYear !== undefined && (
        <TaxDownloads form="9a" title={t('tax.9a.title', { year: formYear })} query={{ year: formYear }} />
      )}
      {data && data.disposals.length === 0 && <p data-testid="tax-9a-empty">{t('tax.9a.empty')}</p>}
      {data && data.small_disposals_tax_free && (
        <p className="tax-note" data-testid="tax-9a-small">
          {t('tax.9a.small')}
        </p>
      )}
      {data && data.disposals.length > 0 && (
        <ReportTable
          testId="tax-9a-table"
          labelledBy="tax-9a-title"
          columns={[
            { label: t('tax.col.instrument') },
            { label: t('tax.9a.acquired') },
            { label: t('tax.9a.sold') },
            { label: t('tax.col.quantity'), numeric: true },
            { label: t('tax.col.sale'), numeric: true },
            { label: t('tax.9a.actualCost'), numeric: true },
            { label: t('tax.9a.deemedCost'), numeric: true },
            { label: t('tax.col.result'), numeric: true },
          ]}
          footer={
            <tr>
              <th scope="row">{t('tax.k4.total')}</th>
              <td />
              <td />
              <td />
              <td className="num">{money(data.totals.sale_prices)}</td>
              <td />
              <td />
              <td className="num" data-testid="tax-9a-net">
                {money(data.totals.net)}
              </td>
            </tr>
          }
        >
          {data.disposals.map((d) => (
            <tr
              key={`${d.transaction_id}-${d.acquired}`}
              data-testid="tax-9a-row"
              data-deemed={d.uses_deemed_cost}
            >
              <th scope="row">{d.instrument_name}</th>
              <td>{d.acquired}</td>
              <td>{d.sold}</td>
              <td className="num">{formatQuantity(d.quantity, meta.locale)}</td>
              <td className="num">{money(d.sale_price)}</td>
              <td className="num">
                {money(d.actual_cost)}
                {!d.uses_deemed_cost && <span className="tax-used"> {t('tax.9a.used')}</span>}
              </td>
              <td className="num">
                {money(d.deemed_cost)}
                {d.uses_deemed_cost && <span className="tax-used"> {t('tax.9a.used')}</span>}
              </td>
              <td className="num" data-testid="tax-9a-result">
                {money(d.result)}
              </td>
            </tr>
          ))}
        </ReportTable>
      )}
    </section>
  );
}
