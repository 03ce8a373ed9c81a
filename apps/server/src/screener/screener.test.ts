import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SAVED_SCREENS_MAX } from '@broker/contract';
import { savedScreens } from '../db/schema';
import { CATALOG } from '../db/seed/catalog';
import { fundRegionOf } from '../db/seed/fund-facts';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/** Issue 17: screening shares by key figures and funds by returns and fees; saved screens. */
interface Result {
  total: number;
  rows: {
    instrument_id: number;
    name: string;
    country: string;
    group: string | null;
    values: Record<string, number | null>;
    tradable: { m: number; i: string } | null;
  }[];
  groups: { name: string; count: number }[];
}

describe.each(DB_KINDS)('the screener on %s', (kind) => {
  let t: TestApp;
  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
  });
  afterAll(async () => t?.close());

  it('screens Nordic shares by dividend yield and P/E, sorted, with the key figures of each', async () => {
    const all = (await post('/api/2/screener/SHARES', { limit: 100 })).json() as Result;
    expect(all.total).toBe(CATALOG.shares.length);
    const res = await post('/api/2/screener/SHARES', {
      filters: [
        { field: 'DIVIDEND_YIELD', min: 4 },
        { field: 'PE', max: 15 },
      ],
      sort: { field: 'DIVIDEND_YIELD', order: 'DESC' },
      limit: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Result;
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(CATALOG.shares.length);
    // Exactly the shares of the whole list that pass both filters.
    const expected = all.rows.filter(
      (r) => r.values.DIVIDEND_YIELD! >= 4 && r.values.PE != null && r.values.PE <= 15,
    );
    expect(body.rows.map((r) => r.instrument_id).sort()).toEqual(expected.map((r) => r.instrument_id).sort());
    const yields = body.rows.map((r) => r.values.DIVIDEND_YIELD!);
    expect(yields).toEqual([...yields].sort((a, b) => b - a));
    expect(body.rows[0]!.tradable).not.toBeNull();
    expect(body.groups.map((g) => g.name)).toContain('Financials');
  });

  it('filters by market and sector and pages', async () => {
    const body = (
      await post('/api/2/screener/SHARES', { countries: ['NO'], sectors: ['Energy'], limit: 1, offset: 1 })
    ).json() as Result;
    const norwegianEnergy = CATALOG.shares.filter((s) => s.exchange === 'XOSL' && s.sector === 'Energy');
    expect(body.total).toBe(norwegianEnergy.length);
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({ country: 'NO', group: 'Energy' });
  });

  it('screens funds by SFDR article, risk and three-month return', async () => {
    // Three months, not a year: this seed has one year of NAVs, and a one-year return needs a NAV
    // on or before the same date a year before the latest (fund-facts/returns.ts).
    const body = (
      await post('/api/2/screener/FUNDS', {
        sfdr: [9],
        filters: [{ field: 'RETURN_MONTH_3', min: -100 }],
        sort: { field: 'RETURN_MONTH_3', order: 'DESC' },
      })
    ).json() as Result;
    const article9 = CATALOG.funds.filter((f) => f.sfdrArticle === 9);
    expect(body.total).toBe(article9.length);
    expect(body.rows.every((r) => typeof r.values.RETURN_MONTH_3 === 'number')).toBe(true);
  });

  it('refuses a field of the other type and a range upside down, with a code', async () => {
    const wrong = await post('/api/2/screener/FUNDS', { filters: [{ field: 'PE', max: 10 }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'FIELD_NOT_FOR_TYPE' });
    const upside = await post('/api/2/screener/SHARES', { filters: [{ field: 'PE', min: 20, max: 10 }] });
    expect(upside.statusCode).toBe(400);
    expect((await post('/api/2/screener/BONDS', {})).statusCode).toBe(400);
    expect((await post('/api/2/screener/SHARES', { limit: 1000 })).statusCode).toBe(400);
  });

  it("saves, lists and deletes a customer's screens; another's is 404; the limit holds", async () => {
    const se = (await loginForApi(t.app, 'demo-se')).headers;
    const no = (await loginForApi(t.app, 'demo-no')).headers;
    const criteria = { filters: [{ field: 'DIVIDEND_YIELD', min: 4 }], sort: { field: 'PE', order: 'ASC' } };
    const made = await post('/api/2/screener/saved', { name: '  Utdelare  ', type: 'SHARES', criteria }, se);
    expect(made.statusCode, made.body).toBe(201);
    const screen = made.json() as { id: number; name: string };
    expect(screen.name).toBe('Utdelare');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/2/screener/saved', headers: se })
    ).json() as {
      screens: { id: number; criteria: unknown }[];
    };
    expect(list.screens[0]).toMatchObject({
      id: screen.id,
      criteria: { filters: [{ field: 'DIVIDEND_YIELD', min: 4 }] },
    });
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/2/screener/saved/${screen.id}`,
      headers: no,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'SCREEN_NOT_FOUND' });
    for (let n = 1; n < SAVED_SCREENS_MAX; n++) {
      expect(
        (await post('/api/2/screener/saved', { name: `S${n}`, type: 'FUNDS', criteria: {} }, se)).statusCode,
      ).toBe(201);
    }
    const over = await post(
      '/api/2/screener/saved',
      { name: 'One too many', type: 'FUNDS', criteria: {} },
      se,
    );
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'SCREEN_LIMIT_REACHED' });
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/api/2/screener/saved/${screen.id}`,
      headers: se,
    });
    expect(mine.statusCode).toBe(200);
    const rows = await t.database.db.select().from(savedScreens).where(eq(savedScreens.id, screen.id));
    expect(rows).toHaveLength(0);
  });
  it('screens funds by region, and knows the rating as a fund field', async () => {
    const body = (
      await post('/api/2/screener/FUNDS', { regions: ['SWEDEN', 'NORDIC'], limit: 100 })
    ).json() as Result;
    const expected = CATALOG.funds.filter((f) => ['SWEDEN', 'NORDIC'].includes(fundRegionOf(f)));
    expect(body.total).toBe(expected.length);
    expect(body.rows.map((r) => r.instrument_id).sort()).toEqual(expected.map((f) => f.instrumentId).sort());
    // One year of NAVs in this seed: no fund is old enough for a rating.
    expect(body.rows.every((r) => r.values.RATING === null)).toBe(true);
    const wrong = await post('/api/2/screener/FUNDS', { regions: ['ATLANTIS'] });
    expect(wrong.statusCode).toBe(400);
  });
});
