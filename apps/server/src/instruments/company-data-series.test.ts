import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { dailyBars, financialReports } from '../db/schema';
import { CATALOG, shareId } from '../db/seed/catalog';
import { DB_KINDS, startTestApp, TEST_AS_OF, type TestApp } from '../testing/test-app';

/**
 * Issue 17, spec 001 §7.12 "fundamentals and time series": one key figure's history, read from
 * the seeded reports, dividends and daily closes, per day or per report with nothing known early.
 */
const SHARE = shareId('NORV B');
const FUND = CATALOG.funds[0]!.instrumentId;

interface Series {
  figure: string;
  resolution: string;
  unit: string;
  from: string;
  to: string;
  points: { day: string; fiscal_year: number | null; quarter: number | null; value: number | null }[];
}

describe.each(DB_KINDS)('key figure series on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    // The seed day's evening, so "today" and its reports are fixed.
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    const now = Date.parse(`${TEST_AS_OF}T18:00:00Z`);
    t.app.deps.time = { now: () => now };
  });
  afterAll(async () => t?.close());

  it('gives a DAY figure per stored close, from that day’s close and the reports out by then', async () => {
    const res = await get(`/api/2/instruments/${SHARE}/key-figures/PE/series`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Series;
    expect(body).toMatchObject({ figure: 'PE', resolution: 'DAY', unit: 'NUMBER', to: TEST_AS_OF });
    const bars = await t.database.db
      .select({ day: dailyBars.day, close: dailyBars.close })
      .from(dailyBars)
      .where(eq(dailyBars.instrumentId, SHARE))
      .orderBy(asc(dailyBars.day));
    expect(body.points.map((p) => p.day)).toEqual(bars.map((b) => b.day));
    expect(body.points.every((p) => p.value !== null && p.value > 0)).toBe(true);
    // The day's P/E over the same day's key figures: the latest point is today's figure.
    const now = (await get(`/api/2/instruments/${SHARE}/key-figures`)).json() as {
      price_day: string;
      categories: { figures: { id: string; value: number | null }[] }[];
    };
    const pe = now.categories.flatMap((c) => c.figures).find((f) => f.id === 'PE')!.value!;
    const last = body.points.at(-1)!;
    if (now.price_day === last.day) expect(last.value).toBeCloseTo(pe, 3);
    // Between two reports the earnings are fixed, so P/E moves with the close alone.
    const reports = await t.database.db
      .select({ day: financialReports.reportDay })
      .from(financialReports)
      .where(and(eq(financialReports.instrumentId, SHARE)))
      .orderBy(asc(financialReports.reportDay));
    const lastReport = reports.filter((r) => r.day <= TEST_AS_OF).at(-1)!.day;
    const after = body.points.filter((p) => p.day >= lastReport);
    const closes = new Map(bars.map((b) => [b.day, Number(b.close)]));
    const eps = closes.get(after[0]!.day)! / after[0]!.value!;
    for (const p of after) expect(closes.get(p.day)! / p.value!).toBeCloseTo(eps, 2);
  });

  it('gives QUARTER figures per published report and YEAR figures per fiscal year', async () => {
    const roe = (await get(`/api/2/instruments/${SHARE}/key-figures/ROE/series`)).json() as Series;
    expect(roe.resolution).toBe('QUARTER');
    const published = await t.database.db
      .select({ day: financialReports.reportDay })
      .from(financialReports)
      .where(eq(financialReports.instrumentId, SHARE));
    const inRange = published.filter((r) => r.day >= roe.from && r.day <= TEST_AS_OF);
    expect(roe.points).toHaveLength(inRange.length);
    expect(roe.points.every((p) => p.fiscal_year !== null && p.quarter !== null)).toBe(true);
    expect(roe.points.at(-1)!.value).not.toBeNull();
    const growth = (
      await get(`/api/2/instruments/${SHARE}/key-figures/REVENUE_GROWTH/series`)
    ).json() as Series;
    expect(growth.resolution).toBe('YEAR');
    expect(growth.points.length).toBeGreaterThanOrEqual(3);
    expect(growth.points.every((p) => p.quarter === null)).toBe(true);
    const narrow = (await get(
      `/api/2/instruments/${SHARE}/key-figures/ROE/series?from=${TEST_AS_OF.slice(0, 4)}-01-01&to=${TEST_AS_OF}`,
    ).then((r) => r.json())) as Series;
    expect(narrow.points.length).toBeGreaterThanOrEqual(3);
    expect(narrow.points.length).toBeLessThanOrEqual(4);
  });

  it('refuses an unknown figure and a bad range, and has no series for a fund', async () => {
    const unknown = await get(`/api/2/instruments/${SHARE}/key-figures/SHOE_SIZE/series`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'INPUT_ERROR' });
    const backwards = await get(
      `/api/2/instruments/${SHARE}/key-figures/PE/series?from=2026-05-01&to=2026-01-01`,
    );
    expect(backwards.statusCode).toBe(400);
    expect((await get(`/api/2/instruments/${SHARE}/key-figures/PE/series?from=2000-01-01`)).statusCode).toBe(
      400,
    );
    const fund = await get(`/api/2/instruments/${FUND}/key-figures/PE/series`);
    expect(fund.statusCode).toBe(404);
    expect(fund.json()).toMatchObject({ code: 'NO_COMPANY_DATA' });
    expect((await get('/api/2/instruments/999999/key-figures/PE/series')).json()).toMatchObject({
      code: 'UNKNOWN_INSTRUMENT',
    });
  });
});
