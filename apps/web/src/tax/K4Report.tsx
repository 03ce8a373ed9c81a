import { useQuery } from '@tanstack/react-query';
import { K4_SRU_FILES, k4SruPath } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatMoney, formatQuantity } from '../ui/format';
import { k4AvailableQuery, k4ReportQuery } from './tax-queries';
import { ReportTable } from './ReportParts';
import { TaxDownloads } from './TaxDownloads';

/**
 * Sweden's K4 for the chosen year (spec 001 §7.21): the reported sales on the form's sections,
 * one row per security with the öre kept, and each section's totals. Shown only to a customer who
 * files in Sweden (the calls answer 403 to the others).
 */
export function K4Report({ year }: { year: number | undefined }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const available = useQuery(k4AvailableQuery(client));
  const k4Year = year ?? available.data?.years[0];
  const report = useQuery({
    ...k4ReportQuery(client, k4Year ?? 0),
    enabled: available.isSuccess && k4Year !== undefined,
  });
  if (!available.isSuccess) return null;
  const money = (value: number) => formatMoney({ value, currency: 'SEK' }, meta.locale);
  const sections = report.data?.sections ?? [];

  return (
    <section
      className="card tax-k4"
      aria-labelledby="tax-k4-title"
      data-testid="tax-k4"
      aria-busy={report.isFetching}
    >
      <h2 id="tax-k4-title">{t('tax.k4.title', { year: k4Year ?? '' })}</h2>
      <p className="muted">{t('tax.k4.intro')}</p>
      {k4Year !== undefined && (
        <>
          <TaxDownloads form="k4" title={t('tax.k4.title', { year: k4Year })} query={{ year: k4Year }}>
            {available.data.sru_available &&
              K4_SRU_FILES.map((file) => (
                <a
                  key={file}
                  className="button button-quiet"
                  data-testid={`tax-k4-sru-${file}`}
                  href={`${k4SruPath(file)}?year=${k4Year}`}
                  download={file}
                >
                  {file}
                  <span className="visually-hidden"> – {t('tax.k4.title', { year: k4Year })}</span>
                </a>
              ))}
          </TaxDownloads>
          <p className="tax-note" data-testid="tax-k4-sru-note">
            {t(available.data.sru_available ? 'tax.k4.sru' : 'tax.k4.sruMissing')}
          </p>
        </>
      )}
      {report.data && sections.length === 0 && <p data-testid="tax-k4-empty">{t('tax.k4.empty')}</p>}
      {sections.map((s) => (
        <ReportTable
          key={s.section}
          testId="tax-k4-section"
          caption={{ id: `tax-k4-${s.section}`, text: t(`tax.k4.section.${s.section}` as MessageKey) }}
          columns={[
            { label: t('tax.col.instrument') },
            { label: t('tax.col.quantity'), numeric: true },
            { label: t('tax.k4.salePrice'), numeric: true },
            { label: t('tax.col.cost'), numeric: true },
            { label: t('tax.gains'), numeric: true },
            { label: t('tax.losses'), numeric: true },
          ]}
          footer={
            <tr>
              <th scope="row">{t('tax.k4.total')}</th>
              <td />
              <td className="num">{money(s.totals.sale_price)}</td>
              <td className="num">{money(s.totals.cost)}</td>
              <td className="num">{money(s.totals.gain)}</td>
              <td className="num">{money(s.totals.loss)}</td>
            </tr>
          }
        >
          {s.rows.map((r) => (
            <tr key={r.isin} data-testid="tax-k4-row">
              <th scope="row">{r.name}</th>
              <td className="num">{formatQuantity(r.quantity, meta.locale)}</td>
              <td className="num">{money(r.sale_price)}</td>
              <td className="num">{money(r.cost)}</td>
              <td className="num" data-testid="tax-k4-gain">
                {money(r.gain)}
              </td>
              <td className="num" data-testid="tax-k4-loss">
                {money(r.loss)}
              </td>
            </tr>
          ))}
        </ReportTable>
      ))}
    </section>
  );
}
