/**
 * A company's reported figures (income statement, balance sheet, cash flow) per quarter, and the
 * sums the key figures and the financials tables are read from. Amounts are in millions of the
 * report currency, as Nordic companies publish them; the share count is a whole number.
 */

export type Quarter = 1 | 2 | 3 | 4;

export interface QuarterReport {
  fiscalYear: number;
  quarter: Quarter;
  /** The last day of the quarter. */
  periodEnd: string;
  /** The day the report was published (a QUARTERLY_REPORT event). */
  reportDay: string;
  currency: string;
  // Income statement, for the quarter.
  revenue: number;
  grossProfit: number;
  operatingIncome: number;
  netIncome: number;
  // Balance sheet, at the quarter's end.
  totalAssets: number;
  totalEquity: number;
  cash: number;
  interestBearingDebt: number;
  // Cash flow, for the quarter.
  operatingCashFlow: number;
  capex: number;
  /** Shares outstanding at the quarter's end. */
  sharesOutstanding: number;
}

/** The figures of a period of one or more quarters: flows summed, stocks at the period's end. */
export interface PeriodFigures extends Omit<QuarterReport, 'quarter' | 'reportDay'> {
  /** The quarter, or null for a whole year. */
  quarter: Quarter | null;
  freeCashFlow: number;
  /** Net income per share of the period, in the report currency (not millions). */
  eps: number;
}

/** Millions rounded to one decimal, as reports print them; sums must not show binary noise. */
export function roundMillions(value: number): number {
  return Math.round(value * 10) / 10;
}

const FLOWS = [
  'revenue',
  'grossProfit',
  'operatingIncome',
  'netIncome',
  'operatingCashFlow',
  'capex',
] as const;

/**
 * The figures of consecutive quarters taken together: the flows summed, the balance sheet and the
 * share count of the last one. `quarters` is in time order and not empty.
 */
export function combine(quarters: readonly QuarterReport[], quarter: Quarter | null): PeriodFigures {
  const last = quarters[quarters.length - 1];
  if (!last) throw new Error('combine: no quarters');
  const sums = Object.fromEntries(
    FLOWS.map((k) => [k, roundMillions(quarters.reduce((acc, q) => acc + q[k], 0))]),
  ) as Record<(typeof FLOWS)[number], number>;
  return {
    fiscalYear: last.fiscalYear,
    quarter,
    periodEnd: last.periodEnd,
    currency: last.currency,
    ...sums,
    totalAssets: last.totalAssets,
    totalEquity: last.totalEquity,
    cash: last.cash,
    interestBearingDebt: last.interestBearingDebt,
    freeCashFlow: roundMillions(sums.operatingCashFlow + sums.capex),
    sharesOutstanding: last.sharesOutstanding,
    eps: last.sharesOutstanding > 0 ? (sums.netIncome * 1e6) / last.sharesOutstanding : 0,
  };
}

/** Quarters oldest first, whatever order they came in. */
export function byPeriod(reports: readonly QuarterReport[]): QuarterReport[] {
  return [...reports].sort((a, b) => a.fiscalYear - b.fiscalYear || a.quarter - b.quarter);
}

/** Each quarter's own figures, oldest first. */
export function quarterly(reports: readonly QuarterReport[]): PeriodFigures[] {
  return byPeriod(reports).map((q) => combine([q], q.quarter));
}

/** Each complete fiscal year (all four quarters reported), oldest first. */
export function yearly(reports: readonly QuarterReport[]): PeriodFigures[] {
  const years = new Map<number, QuarterReport[]>();
  for (const q of byPeriod(reports)) {
    const list = years.get(q.fiscalYear) ?? [];
    list.push(q);
    years.set(q.fiscalYear, list);
  }
  return [...years.values()].filter((qs) => qs.length === 4).map((qs) => combine(qs, null));
}

/**
 * The trailing twelve months ending with the `offset`-th latest quarter (0 = the latest), or
 * undefined when fewer than four quarters are there. Reports must be consecutive.
 */
export function trailingTwelveMonths(
  reports: readonly QuarterReport[],
  offset = 0,
): PeriodFigures | undefined {
  const sorted = byPeriod(reports);
  const end = sorted.length - offset;
  if (end < 4) return undefined;
  const last = sorted[end - 1] as QuarterReport;
  return combine(sorted.slice(end - 4, end), last.quarter);
}
