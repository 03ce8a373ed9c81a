import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, fromDayNumber, isWeekend } from '../calendar/dates';
import { FUND_PERIODS } from '../chart/periods';
import {
  fundPeriodReturns,
  fundRisk,
  navOnOrBefore,
  periodReturn,
  rateFunds,
  riskAdjustedReturn,
  riskLabelOfSrri,
  srriOfVolatility,
  starsOfPercentile,
  weeklyVolatility,
  type Nav,
} from './index';

/** Banking-day NAVs from `from` to `to` given by a function of the day's index. */
function navs(from: string, to: string, f: (i: number) => number): Nav[] {
  const out: Nav[] = [];
  let i = 0;
  for (let d = dayNumber(from); d <= dayNumber(to); d++) {
    const day = fromDayNumber(d);
    if (isWeekend(day)) continue;
    out.push({ day, nav: f(i++).toFixed(4) });
  }
  return out;
}

describe('SRRI (CESR/10-673)', () => {
  it('classes volatility by the guideline bands, lower bounds included', () => {
    expect(
      [0, 0.49, 0.5, 1.99, 2, 4.99, 5, 9.99, 10, 14.99, 15, 24.99, 25, 80].map(srriOfVolatility),
    ).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7]);
    expect(() => srriOfVolatility(-1)).toThrow(RangeError);
  });

  it('labels 1–2 low, 3–4 medium, 5–7 high', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(riskLabelOfSrri)).toEqual([
      'LOW',
      'LOW',
      'MEDIUM',
      'MEDIUM',
      'HIGH',
      'HIGH',
      'HIGH',
    ]);
    expect(() => riskLabelOfSrri(0)).toThrow(RangeError);
    expect(() => riskLabelOfSrri(8)).toThrow(RangeError);
  });

  it('annualises the weekly returns of five years', () => {
    // Alternating +2 % and −2 % weeks (Friday NAVs only): sd of the returns × √52, about 14.4 %.
    const weekly: Nav[] = [];
    let nav = 100;
    for (let k = 0; k <= 260; k++) {
      weekly.push({ day: addDays('2020-01-03', 7 * k), nav: nav.toFixed(6) });
      nav *= k % 2 === 0 ? 1.02 : 0.98;
    }
    const vol = weeklyVolatility(weekly)!;
    expect(vol).toBeGreaterThan(0.02 * Math.sqrt(52) * 100 * 0.99);
    expect(vol).toBeLessThan(0.02 * Math.sqrt(52) * 100 * 1.01);
    expect(fundRisk(weekly)).toMatchObject({ srri: 5, label: 'HIGH' });
  });

  it('has no SRRI with less than a year of weekly returns', () => {
    expect(weeklyVolatility(navs('2026-01-01', '2026-11-27', (i) => 100 + i))).toBeNull();
    expect(fundRisk([])).toBeNull();
  });
});

describe('returns by fund period', () => {
  const history = navs('2016-01-01', '2026-11-27', (i) => 100 + i * 0.01);

  it('measures every period from the latest NAV back to the NAV on or before its start', () => {
    const byPeriod = new Map(fundPeriodReturns(history).map((r) => [r.period, r]));
    expect([...byPeriod.keys()]).toEqual(FUND_PERIODS);
    const last = history[history.length - 1]!;
    expect(last.day).toBe('2026-11-27'); // a Friday
    // DAY_1: the NAV before the latest.
    expect(byPeriod.get('DAY_1')!.from).toBe('2026-11-26');
    // WEEK_1 from the Friday before; a start on a weekend falls back to the Friday.
    expect(byPeriod.get('WEEK_1')!.from).toBe('2026-11-20');
    expect(byPeriod.get('MONTH_1')!.from).toBe('2026-10-27');
    // YTD starts at the last NAV of the year before.
    expect(byPeriod.get('YTD')!.from).toBe('2025-12-31');
    // 2025-11-27 is a Thursday.
    expect(byPeriod.get('YEAR_1')!.from).toBe('2025-11-27');
    expect(byPeriod.get('ALL')!.from).toBe('2016-01-01');
    for (const r of byPeriod.values()) {
      const start = navOnOrBefore(history, r.from!)!;
      expect(r.value).toBe(periodReturn(start.nav, last.nav));
    }
  });

  it('is exact decimal text, rounded half-even to four decimals', () => {
    expect(periodReturn('100', '110')).toBe('10.0000');
    expect(periodReturn('3', '1')).toBe('-66.6667');
    expect(periodReturn('0.3', '0.1')).toBe('-66.6667');
    // 1/8 − 1 = −87.5 % exactly; 200.00002/200 − 1 = 0.00001 % rounds half-even to 0.0000.
    expect(periodReturn('8', '1')).toBe('-87.5000');
    expect(periodReturn('200', '200.00001')).toBe('0.0000');
    expect(periodReturn(null, '1')).toBeNull();
    expect(periodReturn('0', '1')).toBeNull();
  });

  it('gives a young fund no return over periods longer than its history', () => {
    const young = navs('2025-06-02', '2026-11-27', (i) => 10 + i / 100);
    const byPeriod = new Map(fundPeriodReturns(young).map((r) => [r.period, r.value]));
    expect(byPeriod.get('YEAR_1')).not.toBeNull();
    expect(byPeriod.get('YEAR_3')).toBeNull();
    expect(byPeriod.get('YEAR_10')).toBeNull();
    expect(byPeriod.get('ALL')).not.toBeNull();
    expect(fundPeriodReturns([]).every((r) => r.value === null)).toBe(true);
    expect(fundPeriodReturns([{ day: '2026-11-27', nav: '10' }]).every((r) => r.value === null)).toBe(true);
  });
});

describe('fund rating', () => {
  // Steady growth with a wobble: the wobble's size sets the risk.
  const fund = (id: number, category: string, wobble: number, from = '2020-01-01') => ({
    id,
    category,
    navs: navs(from, '2026-11-27', (i) => 100 * Math.exp(i * 0.0003) * (1 + wobble * Math.sin(i / 3))),
  });

  it('ranks by the risk-adjusted return within the category', () => {
    const funds = Array.from({ length: 10 }, (_, k) => fund(k + 1, 'Sweden Equity', 0.002 + k * 0.004));
    const ratings = rateFunds([...funds, fund(99, 'Fixed Income', 0.01)]);
    // Same growth, more wobble: fund 1 is best, fund 10 worst.
    expect(funds.map((f) => ratings.get(f.id)!.stars)).toEqual([5, 4, 4, 3, 3, 3, 3, 2, 2, 1]);
    expect(ratings.get(1)).toMatchObject({ rank: 1, peers: 10 });
    expect(ratings.get(10)).toMatchObject({ rank: 10, peers: 10 });
    // Alone in its category: the middle.
    expect(ratings.get(99)).toMatchObject({ stars: 3, rank: 1, peers: 1 });
  });

  it('gives no rating to a fund younger than three years', () => {
    const young = fund(7, 'Global Equity', 0.01, '2024-01-01');
    const old = fund(8, 'Global Equity', 0.01);
    const ratings = rateFunds([young, old]);
    expect(ratings.get(7)).toEqual({ stars: null, score: null, rank: null, peers: 1 });
    expect(ratings.get(8)!.stars).toBe(3);
    // A launch date inside the three years counts, whatever NAVs came before.
    expect(riskAdjustedReturn(old.navs, '2024-06-01')).toBeNull();
    expect(riskAdjustedReturn(old.navs, '2019-06-01')).not.toBeNull();
  });

  it('cuts the percentiles at 10, 32.5, 67.5 and 90 %', () => {
    expect([0, 0.0999, 0.1, 0.3249, 0.325, 0.6749, 0.675, 0.8999, 0.9, 1].map(starsOfPercentile)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });
});
