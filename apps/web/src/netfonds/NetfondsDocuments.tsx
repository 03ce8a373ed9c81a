import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatMoney } from '../ui/format';
import { netfondsCostsQuery, netfondsDocumentsQuery, type NetfondsCosts } from './netfonds-queries';

/**
 * A Netfonds account's documents (spec 001 §7.22 "available-pdfs", "yearly-statement",
 * "cost-and-charges"): each finished year's statement and costs as PDFs, and the costs of a chosen
 * year (this year so far included) on the page.
 */
export function NetfondsDocuments({ accid }: { accid: number }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const documents = useQuery(netfondsDocumentsQuery(client, accid));
  const thisYear = new Date().getFullYear();
  const years = [...new Set(documents.data?.map((d) => d.year) ?? [])];
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  // Last year's costs until the customer picks a year.
  const year = chosen ?? years[0] ?? thisYear;
  const costs = useQuery(netfondsCostsQuery(client, accid, year));

  return (
    <section className="card netfonds-section" aria-labelledby="netfonds-documents-title">
      <h2 id="netfonds-documents-title">{t('netfonds.documents')}</h2>
      {documents.isError ? (
        <ErrorState message={t('netfonds.error')} onRetry={() => void documents.refetch()} />
      ) : documents.data && years.length === 0 ? (
        <p className="muted">{t('netfonds.documents.none')}</p>
      ) : (
        <ul className="netfonds-documents" data-testid="netfonds-documents">
          {years.map((y) => (
            <li key={y}>
              <strong>{y}</strong>
              {documents.data
                ?.filter((d) => d.year === y)
                .map((d) => (
                  <a
                    key={d.kind}
                    href={`${d.url}&lang=${meta.lang}`}
                    download
                    data-testid={`netfonds-document-${d.kind}-${y}`}
                  >
                    {t(`netfonds.document.${d.kind}`)} (PDF)
                    {/* The year is the list item's; a list of links read apart names it too. */}
                    <span className="visually-hidden"> – {y}</span>
                  </a>
                ))}
            </li>
          ))}
        </ul>
      )}
      <h3 id="netfonds-costs-title">{t('netfonds.costs')}</h3>
      <label className="netfonds-picker">
        <span>{t('netfonds.costs.year')}</span>
        <select
          data-testid="netfonds-costs-year"
          value={year}
          onChange={(e) => setChosen(Number(e.target.value))}
        >
          <option value={thisYear}>{t('netfonds.costs.soFar', { year: thisYear })}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      {costs.isError ? (
        <ErrorState message={t('netfonds.error')} onRetry={() => void costs.refetch()} />
      ) : (
        costs.data && <CostsTable costs={costs.data} busy={costs.isFetching} />
      )}
    </section>
  );
}

function CostsTable({ costs, busy }: { costs: NetfondsCosts; busy: boolean }) {
  const t = useT();
  const { meta } = useSession();
  const money = (value: number) => formatMoney({ value, currency: costs.currency }, meta.locale);
  const percent = (value: number | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(meta.locale, { style: 'percent', minimumFractionDigits: 2 }).format(
          value / 100,
        );
  const rows = [
    ['courtage', costs.service.courtage],
    ['currencyExchange', costs.service.currency_exchange],
    ['otherFees', costs.service.other_fees],
    ['fundEntryExit', costs.product.fund_entry_exit],
  ] as const;
  return (
    // The average and the explanation stay in view while a narrow screen scrolls the table sideways.
    <div aria-busy={busy}>
      <p className="muted" data-testid="netfonds-costs-average">
        {t('netfonds.costs.average', { value: money(costs.average_value) })}
      </p>
      <div className="transactions-scroll" role="region" tabIndex={0} aria-labelledby="netfonds-costs-title">
        <table
          className="transactions-table netfonds-costs"
          data-testid="netfonds-costs"
          data-year={costs.year}
        >
          <thead>
            <tr>
              <th scope="col">{t('netfonds.costs.kind')}</th>
              <th scope="col" className="num">
                {t('netfonds.costs.amount')}
              </th>
              <th scope="col" className="num">
                {t('netfonds.costs.percent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([kind, cost]) => (
              <tr key={kind} data-testid={`netfonds-cost-${kind}`}>
                <th scope="row">{t(`netfonds.costs.${kind}`)}</th>
                <td className="num">{money(cost.amount)}</td>
                <td className="num">{percent(cost.percent)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="netfonds-cost-total">
              <th scope="row">{t('netfonds.costs.total')}</th>
              <td className="num">{money(costs.total.amount)}</td>
              <td className="num">{percent(costs.total.percent)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="muted netfonds-note">{t('netfonds.costs.note')}</p>
    </div>
  );
}
