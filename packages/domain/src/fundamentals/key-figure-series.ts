import { computeKeyFigures, keyFigureDef, type KeyFigureId } from './key-figures';
import { byPeriod, type Quarter, type QuarterReport } from './statements';

/**
 * One key figure's history at its resolution (spec 001 §7.12 "fundamentals and time series", §9):
 * QUARTER figures one point per published quarter, YEAR figures one per fiscal year (at its fourth
 * quarter's report), DAY figures one per trading day from that day's close. Each point is computed
 * only from what was public on its day: the reports published by then and the dividends gone ex by
 * then, so the history never shows a figure before the market could know it.
 */

export interface SeriesSplit {
  day: string;
  /** New shares per old share (2 for a 2-for-1 split). */
  factor: number;
}

export interface SeriesDividend {
  exDay: string;
  /** Per share, in the share's basis on its ex-day. */
  amount: number;
}

export interface KeyFigureSeriesInput {
  figure: KeyFigureId;
  /** Every report stored, any order; those not yet published on a point's day are left out. */
  reports: readonly QuarterReport[];
  dividends: readonly SeriesDividend[];
  splits: readonly SeriesSplit[];
  /** Daily closes as traded, oldest first (only DAY figures read them). */
  closes: readonly { day: string; close: number }[];
  /** The first and last day of the series, inclusive. */
  from: string;
  to: string;
}

export interface KeyFigurePoint {
  day: string;
  /** The report period a QUARTER or YEAR point belongs to (quarter null for a whole year); DAY points have none. */
  fiscalYear: number | null;
  quarter: Quarter | null;
  value: number | null;
}

/** The product of the splits taking effect after `after` and on or before `upTo` (1: none). */
export function splitFactorBetween(splits: readonly SeriesSplit[], after: string, upTo: string): number {
  return splits.filter((s) => s.day > after && s.day <= upTo).reduce((f, s) => f * s.factor, 1);
}

function shiftYears(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
}

/**
 * The figures known on `day`, with per-share amounts in the share basis of `basisDay`: a day's own
 * close for DAY points, so price and earnings per share are on one basis and a split leaves P/E as
 * it was; the series' last day for report points, so a split is no step in the EPS bars.
 */
function figuresOn(
  input: KeyFigureSeriesInput,
  published: readonly QuarterReport[],
  day: string,
  basisDay: string,
  price: number | undefined,
) {
  const last = published[published.length - 1];
  const shares = last
    ? Math.round(last.sharesOutstanding * splitFactorBetween(input.splits, last.periodEnd, basisDay))
    : 0;
  const yearAgo = shiftYears(day, -1);
  const twoYearsAgo = shiftYears(day, -2);
  let lastYear = 0;
  let yearBefore = 0;
  for (const d of input.dividends) {
    if (d.exDay > day || d.exDay <= twoYearsAgo) continue;
    const amount = d.amount / splitFactorBetween(input.splits, d.exDay, basisDay);
    if (d.exDay > yearAgo) lastYear += amount;
    else yearBefore += amount;
  }
  return computeKeyFigures({
    price,
    reports: published,
    sharesNow: shares,
    dividendsLast12m: Math.round(lastYear * 1e4) / 1e4,
    dividendsPrev12m: Math.round(yearBefore * 1e4) / 1e4,
  });
}

export function keyFigureSeries(input: KeyFigureSeriesInput): KeyFigurePoint[] {
  const def = keyFigureDef(input.figure);
  const reports = byPeriod(input.reports);
  // Reports in period order are also in publishing order, so what is known on a day is a prefix.
  const knownOn = (day: string) => reports.filter((r) => r.reportDay <= day);
  const out: KeyFigurePoint[] = [];
  if (def.resolution === 'DAY') {
    let published: QuarterReport[] = [];
    for (const { day, close } of input.closes) {
      if (day < input.from || day > input.to) continue;
      if (published.length < reports.length && (reports[published.length]?.reportDay ?? '') <= day) {
        published = knownOn(day);
      }
      // No report yet, no figure: the market cap alone would need a share count it did not know.
      if (published.length === 0) continue;
      const value = figuresOn(input, published, day, day, close)[input.figure];
      out.push({ day, fiscalYear: null, quarter: null, value });
    }
    return out;
  }
  reports.forEach((report, i) => {
    if (report.reportDay < input.from || report.reportDay > input.to) return;
    if (def.resolution === 'YEAR' && report.quarter !== 4) return;
    const value = figuresOn(input, reports.slice(0, i + 1), report.reportDay, input.to, undefined)[
      input.figure
    ];
    out.push({
      day: report.reportDay,
      fiscalYear: report.fiscalYear,
      quarter: def.resolution === 'YEAR' ? null : report.quarter,
      value,
    });
  });
  return out;
}
