import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { corporateEvents, keyFigureFavourites } from '../db/schema';
import { CATALOG, shareId } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 17, spec 001 §7.12: a share's key figures, financials, dividends, ratings, short positions,
 * company facts and slug, read from the seeded reports and the stored prices; favourites per customer.
 */
const SHARE = shareId('NORV B');
const FUND = CATALOG.funds[0]!.instrumentId;

interface Figure {
  id: string;
  unit: string;
  resolution: string;
  value: number | null;
}

describe.each(DB_KINDS)('company data on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
  });
  afterAll(async () => t?.close());

  it('computes key figures by category from the reports and the latest price', async () => {
    const res = await get(`/api/2/instruments/${SHARE}/key-figures`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      price: number;
      currency: string;
      report: { quarter: number } | null;
      categories: { category: string; figures: Figure[] }[];
    };
    expect(body.currency).toBe('SEK');
    expect(body.categories.map((c) => c.category)).toEqual([
      'VALUATION',
      'PROFITABILITY',
      'GROWTH',
      'BALANCE_SHEET',
      'PER_SHARE',
    ]);
    const figures = new Map(body.categories.flatMap((c) => c.figures).map((f) => [f.id, f]));
    const pe = figures.get('PE')!;
    expect(pe).toMatchObject({ unit: 'NUMBER', resolution: 'DAY' });
    // P/E is the price over the trailing earnings per share the same reply gives.
    expect(pe.value).toBeCloseTo(body.price / figures.get('EPS')!.value!, 6);
    expect(pe.value!).toBeGreaterThan(5);
    expect(pe.value!).toBeLessThan(60);
    // The market cap agrees with the catalogue's at the seed's price (prices have moved a little).
    const cap = figures.get('MARKET_CAP')!.value!;
    expect(cap / CATALOG.shares[0]!.capMillions).toBeGreaterThan(0.5);
    expect(cap / CATALOG.shares[0]!.capMillions).toBeLessThan(2);
    expect(figures.get('DIVIDEND_YIELD')).toMatchObject({ unit: 'PERCENT' });
    expect(figures.get('DIVIDEND_YIELD')!.value!).toBeGreaterThan(0);
  });

  it('gives quarterly and yearly financials that add up', async () => {
    const quarters = (await get(`/api/2/instruments/${SHARE}/financials?resolution=QUARTER`)).json() as {
      periods: { fiscal_year: number; quarter: number | null; revenue: number }[];
    };
    const years = (await get(`/api/2/instruments/${SHARE}/financials`)).json() as {
      resolution: string;
      periods: { fiscal_year: number; quarter: number | null; revenue: number }[];
    };
    expect(years.resolution).toBe('YEAR');
    expect(quarters.periods.length).toBe(20);
    const year = years.periods[years.periods.length - 1]!;
    expect(year.quarter).toBeNull();
    const sum = quarters.periods
      .filter((q) => q.fiscal_year === year.fiscal_year)
      .reduce((acc, q) => acc + Math.round(q.revenue * 10), 0);
    expect(Math.round(year.revenue * 10)).toBe(sum);
    const bad = await get(`/api/2/instruments/${SHARE}/financials?resolution=WEEK`);
    expect(bad.statusCode).toBe(400);
  });

  it('lists dividends paid and announced with yearly totals', async () => {
    const body = (await get(`/api/2/instruments/${SHARE}/dividends`)).json() as {
      upcoming: { ex_day: string; amount: string }[];
      history: { ex_day: string; amount: string }[];
      yearly: { year: number; amount: string }[];
    };
    const stored = await t.database.db
      .select()
      .from(corporateEvents)
      .where(and(eq(corporateEvents.instrumentId, SHARE), eq(corporateEvents.event, 'ANNUAL_DIVIDEND')));
    expect(body.upcoming.length + body.history.length).toBe(stored.length);
    expect(body.upcoming.length).toBeGreaterThan(0);
    const last = body.yearly[0]!;
    const ofYear = body.history.filter((d) => d.ex_day.startsWith(String(last.year)));
    expect(last.amount).toBe(ofYear.reduce((acc, d) => acc + Number(d.amount), 0).toFixed(2));
  });

  it('summarises analyst ratings and short positions', async () => {
    const ratings = (await get(`/api/2/instruments/${SHARE}/ratings`)).json() as {
      counts: Record<string, number>;
      current: { firm: string }[];
      consensus: string;
    };
    const n = ratings.counts.BUY! + ratings.counts.HOLD! + ratings.counts.SELL!;
    expect(n).toBe(ratings.current.length);
    expect(new Set(ratings.current.map((r) => r.firm)).size).toBe(n);
    expect(['BUY', 'HOLD', 'SELL']).toContain(ratings.consensus);
    const volatile = CATALOG.shares.filter((s) => s.model.vol >= 0.3).map((s) => s.instrumentId);
    let seen = 0;
    for (const id of volatile) {
      const shorts = (await get(`/api/2/instruments/${id}/shortsales`)).json() as {
        total_percent: number;
        current: { percent: number }[];
      };
      for (const c of shorts.current) expect(c.percent).toBeGreaterThanOrEqual(0.5);
      seen += shorts.current.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('answers company facts and slugs, and 404 for a fund or a missing instrument', async () => {
    const company = (await get(`/api/2/instruments/${SHARE}/company`)).json() as {
      name: string;
      employees: number;
    };
    expect(company.name).toBe('Norrvik Industrier B');
    expect(company.employees).toBeGreaterThan(0);
    const slug = (await get('/api/2/instruments/slug/alvsborg-medical')).statusCode;
    expect(slug).toBe(404);
    const found = (await get('/api/2/instruments/slug/aelvsborg-medical')).json() as {
      instrument_id: number;
    };
    expect(found.instrument_id).toBe(shareId('ALVM'));
    expect((await get('/api/2/instruments/slug/Not_A_Slug')).statusCode).toBe(400);
    const fund = await get(`/api/2/instruments/${FUND}/key-figures`);
    expect(fund.statusCode).toBe(404);
    expect(fund.json()).toMatchObject({ code: 'NO_COMPANY_DATA' });
    expect((await get('/api/2/instruments/999999/ratings')).json()).toMatchObject({
      code: 'UNKNOWN_INSTRUMENT',
    });
  });

  it('keeps key-figure favourites per customer, in order, refusing a figure twice', async () => {
    const se = (await loginForApi(t.app, 'demo-se')).headers;
    const no = (await loginForApi(t.app, 'demo-no')).headers;
    const put = (headers: Record<string, string>, figures: string[]) =>
      t.app.inject({ method: 'PUT', url: '/api/2/key-figures/favourites', headers, payload: { figures } });
    expect((await put(se, ['DIVIDEND_YIELD', 'PE'])).statusCode).toBe(200);
    const dup = await put(se, ['PE', 'PE']);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ code: 'DUPLICATE_FIGURE' });
    expect((await put(se, ['NOT_A_FIGURE'])).statusCode).toBe(400);
    expect((await get('/api/2/key-figures/favourites', se)).json()).toEqual({
      figures: ['DIVIDEND_YIELD', 'PE'],
    });
    expect((await get('/api/2/key-figures/favourites', no)).json()).toEqual({ figures: [] });
    expect((await get('/api/2/key-figures/favourites')).statusCode).toBe(401);
    const rows = await t.database.db.select().from(keyFigureFavourites);
    expect(rows).toHaveLength(2);
  });
});
