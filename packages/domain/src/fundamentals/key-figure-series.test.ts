import { describe, expect, it } from 'vitest';
import { keyFigureSeries, splitFactorBetween, type KeyFigureSeriesInput } from './key-figure-series';
import type { QuarterReport } from './statements';

/** Eight quarters of a steady company, 1,000,000 shares, each published on the 20th after its end. */
function reports(): QuarterReport[] {
  const out: QuarterReport[] = [];
  for (const year of [2024, 2025]) {
    for (const quarter of [1, 2, 3, 4] as const) {
      const endMonth = quarter * 3;
      const reportYear = quarter === 4 ? year + 1 : year;
      const reportMonth = quarter === 4 ? 1 : endMonth + 1;
      out.push({
        fiscalYear: year,
        quarter,
        periodEnd: `${year}-${String(endMonth).padStart(2, '0')}-28`,
        reportDay: `${reportYear}-${String(reportMonth).padStart(2, '0')}-20`,
        currency: 'SEK',
        revenue: year === 2024 ? 100 : 110,
        grossProfit: 40,
        operatingIncome: 15,
        netIncome: 10,
        totalAssets: 1000,
        totalEquity: 400,
        cash: 50,
        interestBearingDebt: 250,
        operatingCashFlow: 12,
        capex: -4,
        sharesOutstanding: 1_000_000,
      });
    }
  }
  return out;
}

/** One close a day (weekends included, it does not matter here) over 2024–2026 at `price`. */
function closes(price: (day: string) => number): { day: string; close: number }[] {
  const out: { day: string; close: number }[] = [];
  for (let t = Date.UTC(2024, 0, 1); t <= Date.UTC(2026, 5, 30); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push({ day, close: price(day) });
  }
  return out;
}

const base = (over: Partial<KeyFigureSeriesInput>): KeyFigureSeriesInput => ({
  figure: 'PE',
  reports: reports(),
  dividends: [],
  splits: [],
  closes: closes(() => 400),
  from: '2024-01-01',
  to: '2026-06-30',
  ...over,
});

describe('key figure series', () => {
  it('has no DAY value before the first report, and P/E once four quarters are out', () => {
    const series = keyFigureSeries(base({}));
    expect(series[0]?.day).toBe('2024-04-20');
    // One quarter is no trailing year: no P/E until the fourth report (2025-01-20).
    expect(series.find((p) => p.day === '2024-12-31')?.value).toBeNull();
    const pe = series.find((p) => p.day === '2025-01-20');
    // 40 M earnings over 1 M shares is 40 a share; 400 / 40 = 10.
    expect(pe?.value).toBeCloseTo(10, 9);
    expect(series.every((p) => p.fiscalYear === null)).toBe(true);
  });

  it('uses no report before its day (no look-ahead)', () => {
    const series = keyFigureSeries(base({ figure: 'PS' }));
    // Q1 2025 (revenue 110) is published 2025-04-20: the day before still has the 400 M year.
    expect(series.find((p) => p.day === '2025-04-19')?.value).toBeCloseTo(400 / 400, 9);
    expect(series.find((p) => p.day === '2025-04-20')?.value).toBeCloseTo(400 / 410, 9);
  });

  it('keeps P/E and the dividend yield continuous across a split', () => {
    const split = '2025-09-01';
    const input = base({
      figure: 'PE',
      splits: [{ day: split, factor: 2 }],
      // The price halves on the split's day: the same company, twice the shares.
      closes: closes((day) => (day >= split ? 200 : 400)),
      dividends: [{ exDay: '2025-05-02', amount: 8 }],
    });
    const pe = keyFigureSeries(input);
    const before = pe.find((p) => p.day === '2025-08-31')?.value;
    const after = pe.find((p) => p.day === split)?.value;
    expect(before).toBeCloseTo(10, 9);
    expect(after).toBeCloseTo(before as number, 9);
    const dy = keyFigureSeries({ ...input, figure: 'DIVIDEND_YIELD' });
    expect(dy.find((p) => p.day === '2025-08-31')?.value).toBeCloseTo(2, 9);
    expect(dy.find((p) => p.day === split)?.value).toBeCloseTo(2, 9);
    const cap = keyFigureSeries({ ...input, figure: 'MARKET_CAP' });
    expect(cap.find((p) => p.day === split)?.value).toBeCloseTo(400, 9);
  });

  it('gives QUARTER figures per report and YEAR figures per fiscal year', () => {
    const margin = keyFigureSeries(base({ figure: 'NET_MARGIN' }));
    expect(margin.map((p) => `${p.fiscalYear}Q${p.quarter}`)).toEqual([
      '2024Q1',
      '2024Q2',
      '2024Q3',
      '2024Q4',
      '2025Q1',
      '2025Q2',
      '2025Q3',
      '2025Q4',
    ]);
    // Trailing twelve months: nothing until four quarters, then 40 / 400.
    expect(margin.slice(0, 3).every((p) => p.value === null)).toBe(true);
    expect(margin[3]?.value).toBeCloseTo(10, 9);
    const growth = keyFigureSeries(base({ figure: 'REVENUE_GROWTH' }));
    expect(growth.map((p) => [p.fiscalYear, p.quarter, p.day])).toEqual([
      [2024, null, '2025-01-20'],
      [2025, null, '2026-01-20'],
    ]);
    expect(growth[1]?.value).toBeCloseTo(10, 9);
  });

  it('restates per-share report figures to the series end, so EPS has no step at a split', () => {
    const split = '2025-09-01';
    // Reports of quarters ending after the split count the new shares.
    const after = reports().map((r) => (r.periodEnd > split ? { ...r, sharesOutstanding: 2_000_000 } : r));
    const eps = keyFigureSeries(base({ figure: 'EPS', reports: after, splits: [{ day: split, factor: 2 }] }));
    expect(eps.filter((p) => p.value !== null).map((p) => p.value)).toEqual([20, 20, 20, 20, 20]);
  });

  it('answers only the range asked for', () => {
    const series = keyFigureSeries(base({ from: '2025-03-01', to: '2025-03-31' }));
    expect(series).toHaveLength(31);
    expect(keyFigureSeries(base({ figure: 'ROE', from: '2025-02-01', to: '2025-12-31' }))).toHaveLength(3);
  });

  it('multiplies the splits in a span', () => {
    const splits = [
      { day: '2025-01-01', factor: 2 },
      { day: '2025-06-01', factor: 3 },
    ];
    expect(splitFactorBetween(splits, '2024-12-31', '2025-06-01')).toBe(6);
    expect(splitFactorBetween(splits, '2025-01-01', '2025-05-31')).toBe(1);
  });
});
