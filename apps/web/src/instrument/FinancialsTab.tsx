import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallReply, getFinancials } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatDecimal, periodLabel } from './instrument-data-format';
import { BarChart, CompanyDataState, ScrollBox } from './instrument-data-parts';
import { financialsQuery, type FinancialResolution } from './instrument-data-queries';

type Financials = CallReply<typeof getFinancials>;
type Period = Financials['periods'][number];
type Line = { key: keyof Period; label: MessageKey; perShare?: boolean };

/** Two years of quarters fit a screen; five years of years do. */
const QUARTERS_SHOWN = 8;

const STATEMENTS: readonly { id: string; title: MessageKey; lines: readonly Line[] }[] = [
  {
    id: 'income',
    title: 'instrumentData.financials.income',
    lines: [
      { key: 'revenue', label: 'instrumentData.financials.revenue' },
      { key: 'gross_profit', label: 'instrumentData.financials.grossProfit' },
      { key: 'operating_income', label: 'instrumentData.financials.operatingIncome' },
      { key: 'net_income', label: 'instrumentData.financials.netIncome' },
      { key: 'eps', label: 'instrumentData.financials.eps', perShare: true },
    ],
  },
  {
    id: 'balance',
    title: 'instrumentData.financials.balance',
    lines: [
      { key: 'total_assets', label: 'instrumentData.financials.totalAssets' },
      { key: 'total_equity', label: 'instrumentData.financials.totalEquity' },
      { key: 'cash', label: 'instrumentData.financials.cash' },
      { key: 'interest_bearing_debt', label: 'instrumentData.financials.debt' },
    ],
  },
  {
    id: 'cash-flow',
    title: 'instrumentData.financials.cashFlow',
    lines: [
      { key: 'operating_cash_flow', label: 'instrumentData.financials.operatingCashFlow' },
      { key: 'capex', label: 'instrumentData.financials.capex' },
      { key: 'free_cash_flow', label: 'instrumentData.financials.freeCashFlow' },
    ],
  },
];

/**
 * The financials tab: income statement, balance sheet and cash flow per year or per quarter, the
 * periods as columns from the oldest on the left to the newest on the right, as the bar chart above
 * them reads. Amounts are in millions; the table scrolls to its newest column on a narrow screen.
 */
export function FinancialsTab({ instrumentId }: { instrumentId: number }) {
  const t = useT();
  const client = useApiClient();
  const [resolution, setResolution] = useState<FinancialResolution>('YEAR');
  const query = useQuery({
    ...financialsQuery(client, instrumentId, resolution),
    placeholderData: keepPreviousData,
  });
  const name = useId();
  return (
    <div className="instrument-data" data-testid="financials">
      <fieldset className="segmented" data-testid="financials-resolution">
        <legend className="visually-hidden">{t('instrumentData.financials.resolution')}</legend>
        {(['YEAR', 'QUARTER'] as const).map((r) => (
          <label key={r} className="segmented-option">
            <input
              type="radio"
              name={name}
              value={r}
              checked={resolution === r}
              onChange={() => setResolution(r)}
              data-testid={`financials-${r.toLowerCase()}`}
            />
            <span>{t(`instrumentData.financials.${r === 'YEAR' ? 'years' : 'quarters'}`)}</span>
          </label>
        ))}
      </fieldset>
      <CompanyDataState query={query} testId="financials">
        {(data) => <FinancialsView data={data} />}
      </CompanyDataState>
    </div>
  );
}

function FinancialsView({ data }: { data: Financials }) {
  const t = useT();
  const { meta } = useSession();
  const periods = data.resolution === 'QUARTER' ? data.periods.slice(-QUARTERS_SHOWN) : data.periods;
  const unit = t('instrumentData.unit.millions', { currency: data.currency });
  const labels = periods.map((p) => periodLabel(p.fiscal_year, p.quarter, t));
  const amount = (v: number) => formatDecimal(v, meta.locale, 0);
  if (periods.length === 0) {
    return <p className="card section-empty muted">{t('instrumentData.financials.none')}</p>;
  }
  return (
    <>
      <section className="card instrument-section" aria-labelledby="financials-chart-title">
        <h2 id="financials-chart-title" className="section-title">
          {t('instrumentData.financials.chartTitle', { unit })}
        </h2>
        <BarChart
          testId="financials-chart"
          label={t('instrumentData.financials.chartLabel')}
          series={[
            { name: t('instrumentData.financials.revenue'), className: 'bar-revenue' },
            { name: t('instrumentData.financials.netIncome'), className: 'bar-income' },
          ]}
          groups={periods.map((p, i) => ({
            label: labels[i] ?? '',
            values: [p.revenue, p.net_income],
            titles: [amount(p.revenue), amount(p.net_income)],
          }))}
        />
      </section>
      {STATEMENTS.map((statement) => (
        <section
          key={statement.id}
          className="card instrument-section"
          aria-labelledby={`financials-${statement.id}-title`}
        >
          <h2 id={`financials-${statement.id}-title`} className="section-title">
            {t(statement.title)} <span className="caption-unit">({unit})</span>
          </h2>
          <ScrollBox label={t(statement.title)} toEnd>
            <table className="company-table financials-table" data-testid={`financials-${statement.id}`}>
              {/* The heading above says it to the eye; the caption names the table to a screen reader. */}
              <caption className="visually-hidden">
                {t(statement.title)} ({unit})
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('instrumentData.financials.item')}</span>
                  </th>
                  {labels.map((label) => (
                    <th key={label} scope="col" className="num">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {statement.lines.map((line) => (
                  <tr key={line.key}>
                    <th scope="row">
                      {line.perShare ? `${t(line.label)} (${data.currency})` : t(line.label)}
                    </th>
                    {periods.map((p, i) => (
                      <td key={labels[i]} className="num">
                        {line.perShare
                          ? formatDecimal(p[line.key] as number, meta.locale, 2)
                          : amount(p[line.key] as number)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        </section>
      ))}
    </>
  );
}
