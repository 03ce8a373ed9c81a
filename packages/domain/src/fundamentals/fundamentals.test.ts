import { describe, expect, it } from 'vitest';
import { combine, quarterly, trailingTwelveMonths, yearly, type QuarterReport } from './statements';
import { computeKeyFigures, keyFigureDef, KEY_FIGURES } from './key-figures';
import { summarizeRatings } from './ratings';
import { currentShortPositions, mustDisclose } from './short-positions';

/** Eight quarters of a company growing its revenue 10 % a year, 1,000,000 shares. */
function reports(): QuarterReport[] {
  const out: QuarterReport[] = [];
  for (const year of [2024, 2025]) {
    for (const quarter of [1, 2, 3, 4] as const) {
      const scale = year === 2024 ? 1 : 1.1;
      out.push({
        fiscalYear: year,
        quarter,
        periodEnd: `${year}-${String(quarter * 3).padStart(2, '0')}-28`,
        reportDay: `${year}-${String(quarter * 3 + 1).padStart(2, '0')}-20`,
        currency: 'SEK',
        revenue: 100 * scale,
        grossProfit: 40 * scale,
        operatingIncome: 15 * scale,
        netIncome: 10 * scale,
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
  // Given newest first: the order must not matter.
  return out.reverse();
}

describe('statements', () => {
  it('sums flows and takes the balance sheet of the last quarter', () => {
    const ttm = trailingTwelveMonths(reports());
    expect(ttm).toMatchObject({
      fiscalYear: 2025,
      quarter: 4,
      revenue: 440,
      netIncome: 44,
      totalEquity: 400,
    });
    expect(ttm?.freeCashFlow).toBe(32);
    expect(trailingTwelveMonths(reports(), 4)?.revenue).toBe(400);
    expect(trailingTwelveMonths(reports(), 5)).toBeUndefined();
  });

  it('gives quarters and complete years oldest first', () => {
    expect(quarterly(reports()).map((q) => `${q.fiscalYear}Q${q.quarter}`)[0]).toBe('2024Q1');
    expect(yearly(reports()).map((y) => [y.fiscalYear, y.revenue])).toEqual([
      [2024, 400],
      [2025, 440],
    ]);
    // Without 2025 Q4 (the first of the newest-first list) only 2024 is complete.
    expect(yearly(reports().slice(1)).map((y) => y.fiscalYear)).toEqual([2024]);
  });

  it('rounds sums to a tenth of a million', () => {
    const q = reports()[0] as QuarterReport;
    expect(
      combine(
        [
          { ...q, revenue: 0.1 },
          { ...q, revenue: 0.2 },
        ],
        null,
      ).revenue,
    ).toBe(0.3);
  });
});

/** The key figures of a price, a share count and two years' dividends, over the test's reports. */
const figures = (
  price: number | undefined,
  sharesNow: number,
  [dividendsLast12m, dividendsPrev12m]: [number, number],
  over: QuarterReport[] = reports(),
) => computeKeyFigures({ price, reports: over, sharesNow, dividendsLast12m, dividendsPrev12m });

describe('key figures', () => {
  it('computes valuation, profitability, growth and balance figures', () => {
    const k = figures(440, 1_000_000, [22, 20]);
    expect(k.MARKET_CAP).toBe(440);
    expect(k.EPS).toBeCloseTo(44);
    expect(k.PE).toBeCloseTo(10);
    expect(k.PB).toBeCloseTo(1.1);
    expect(k.PS).toBeCloseTo(1);
    expect(k.ENTERPRISE_VALUE).toBe(640);
    expect(k.EV_EBIT).toBeCloseTo(640 / 66);
    expect(k.DIVIDEND_YIELD).toBeCloseTo(5);
    expect(k.OPERATING_MARGIN).toBeCloseTo(15);
    expect(k.ROE).toBeCloseTo(11);
    expect(k.REVENUE_GROWTH).toBeCloseTo(10);
    expect(k.EPS_GROWTH).toBeCloseTo(10);
    expect(k.DIVIDEND_GROWTH).toBeCloseTo(10);
    expect(k.EQUITY_RATIO).toBeCloseTo(40);
    expect(k.NET_DEBT).toBe(200);
    expect(k.DEBT_TO_EQUITY).toBeCloseTo(0.625);
  });

  it('keeps P/E and yield unchanged by a 2-for-1 split', () => {
    const before = figures(440, 1e6, [22, 20]);
    const after = figures(220, 2e6, [11, 10]);
    expect(after.PE).toBeCloseTo(before.PE as number);
    expect(after.DIVIDEND_YIELD).toBeCloseTo(before.DIVIDEND_YIELD as number);
    expect(after.MARKET_CAP).toBe(before.MARKET_CAP);
  });

  it('gives no P/E for a loss and nothing price-based without a price', () => {
    const losing = reports().map((r) => ({ ...r, netIncome: -5 }));
    const k = figures(100, 1e6, [0, 0], losing);
    expect(k.PE).toBeNull();
    expect(k.NET_MARGIN).toBeCloseTo((-20 / 440) * 100);
    const none = figures(undefined, 1e6, [0, 0]);
    expect(none.PE).toBeNull();
    expect(none.MARKET_CAP).toBeNull();
    expect(none.ROE).not.toBeNull();
  });

  it('defines every figure once with a unit and a resolution of spec 001 §9', () => {
    expect(new Set(KEY_FIGURES.map((f) => f.id)).size).toBe(KEY_FIGURES.length);
    expect(keyFigureDef('DIVIDEND_YIELD')).toMatchObject({ unit: 'PERCENT', resolution: 'DAY' });
  });
});

describe('ratings', () => {
  it('counts each firm once, by its latest rating', () => {
    const s = summarizeRatings(
      [
        { firm: 'A', rating: 'SELL', targetPrice: 80, day: '2025-01-01' },
        { firm: 'A', rating: 'BUY', targetPrice: 120, day: '2025-06-01' },
        { firm: 'B', rating: 'BUY', targetPrice: 130, day: '2025-05-01' },
        { firm: 'C', rating: 'HOLD', targetPrice: 110, day: '2025-05-01' },
      ],
      100,
    );
    expect(s.counts).toEqual({ BUY: 2, HOLD: 1, SELL: 0 });
    expect(s.consensus).toBe('BUY');
    expect(s.meanTarget).toBe(120);
    expect(s.upside).toBeCloseTo(20);
    expect(summarizeRatings([], 100)).toMatchObject({ consensus: null, meanTarget: null });
  });
});

describe('short positions', () => {
  it('shows holders at or above 0.5 % and sums them exactly', () => {
    const s = currentShortPositions([
      { holder: 'X', percent: 0.61, day: '2025-01-01' },
      { holder: 'X', percent: 0.72, day: '2025-02-01' },
      { holder: 'Y', percent: 0.51, day: '2025-01-01' },
      { holder: 'Y', percent: 0.49, day: '2025-03-01' },
      { holder: 'Z', percent: 0.5, day: '2025-03-01' },
    ]);
    expect(s.current.map((d) => d.holder)).toEqual(['X', 'Z']);
    expect(s.total).toBe(1.22);
  });

  it('discloses at the threshold and each 0.1 point', () => {
    expect(mustDisclose(undefined, 0.5)).toBe(true);
    expect(mustDisclose(undefined, 0.49)).toBe(false);
    expect(mustDisclose(0.5, 0.59)).toBe(false);
    expect(mustDisclose(0.5, 0.6)).toBe(true);
    expect(mustDisclose(0.62, 0.48)).toBe(true);
  });
});
