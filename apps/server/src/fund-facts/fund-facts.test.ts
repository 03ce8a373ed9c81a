import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUND_PERIODS, fundPeriodReturns, fundRisk } from '@broker/domain';
import { CATALOG, fundId, shareId } from '../db/seed/catalog';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';
import { localDay } from '../market/sessions';
import { navsOf } from './fund-data';

/**
 * Issue 17, spec 001 §3, §7.12 "funds", §9: a fund's fact sheet, its returns over the fund periods
 * and our rating, read from the seeded facts and the stored NAVs; shares and indices are no funds.
 */
const INDEX_FUND = fundId('Nordbrook Sverige Index');
const BOND_FUND = fundId('Lagerlund Räntefond Kort');

interface Facts {
  srri: number | null;
  risk_label: string | null;
  volatility: number | null;
  region: string;
  holdings: { name: string; weight: string; instrument_id: number | null }[];
  asset_allocation: { key: string; weight: string }[];
  region_allocation: { key: string; weight: string }[];
  sector_allocation: { key: string; weight: string }[];
  aum: string;
  benchmark: string | null;
  managers: { name: string; since: string }[];
}

describe.each(DB_KINDS)('fund facts on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const today = () => localDay('Europe/Stockholm', t.app.deps.time.now());

  beforeAll(async () => {
    // Four years of NAVs: enough for the three-year rating and a full year of weekly returns.
    t = await startTestApp(kind, { SIMULATOR: 'off' }, { historyYears: 4 });
  });
  afterAll(async () => t?.close());

  it('reads a fund’s fact sheet with its SRRI from five years of weekly NAVs', async () => {
    const res = await get(`/api/2/instruments/${INDEX_FUND}/fund-facts`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Facts;
    expect(body).toMatchObject({ region: 'SWEDEN', benchmark: 'OMX Stockholm 30' });
    expect(body.managers.length).toBeGreaterThan(0);
    const sum = (xs: { weight: string }[]) =>
      xs.reduce((a, x) => a.plus(x.weight), new Decimal(0)).toFixed(2);
    expect(sum(body.asset_allocation)).toBe('100.00');
    expect(sum(body.region_allocation)).toBe('100.00');
    expect(sum(body.sector_allocation)).toBe('100.00');
    // Its holdings are the index's members, our shares, linked.
    const members = new Set(CATALOG.indices[0]!.constituents.map((c) => c.instrumentId));
    expect(body.holdings).toHaveLength(10);
    expect(body.holdings.every((h) => h.instrument_id !== null && members.has(h.instrument_id))).toBe(true);
    expect(new Decimal(body.aum).isPositive()).toBe(true);
    // The SRRI is the domain's over the same NAVs; a 17 % volatility model lands in class 6.
    const navs = await navsOf(t.app.deps.db, INDEX_FUND, today());
    const risk = fundRisk(navs)!;
    expect(body.srri).toBe(risk.srri);
    expect(body.risk_label).toBe(risk.label);
    expect(body.srri).toBeGreaterThanOrEqual(5);
  });

  it('has a short bond fund hold bonds at a low risk', async () => {
    const body = (await get(`/api/2/instruments/${BOND_FUND}/fund-facts`)).json() as Facts;
    expect(body.asset_allocation[0]!.key).toBe('BOND');
    expect(body.holdings.every((h) => h.instrument_id === null)).toBe(true);
    expect(body.srri).toBeLessThanOrEqual(3);
  });

  it('gives the returns by every fund period exactly as the domain computes them from the NAVs', async () => {
    const res = await get(`/api/2/instruments/${INDEX_FUND}/fund-returns`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      nav: string;
      nav_day: string;
      periods: { period: string; from: string | null; value: string | null }[];
    };
    expect(body.periods.map((p) => p.period)).toEqual(FUND_PERIODS);
    const navs = await navsOf(t.app.deps.db, INDEX_FUND, today());
    expect(body.nav_day).toBe(navs[navs.length - 1]!.day);
    expect(body.periods).toEqual(fundPeriodReturns(navs));
    // Four years of history: no 5- or 10-year return, every shorter period has one.
    const missing = body.periods.filter((p) => p.value === null).map((p) => p.period);
    expect(missing).toEqual(['YEAR_5', 'YEAR_10']);
  });

  it('rates funds 1–5 within their category', async () => {
    const ratings = await Promise.all(
      CATALOG.funds.map(async (f) => {
        const res = await get(`/api/2/instruments/${f.instrumentId}/fund-rating`);
        expect(res.statusCode, res.body).toBe(200);
        return { fund: f, body: res.json() as { stars: number | null; rank: number; peers: number } };
      }),
    );
    // Every seeded fund has four years of NAVs, so every one is rated.
    expect(ratings.every((r) => r.body.stars !== null && r.body.stars >= 1 && r.body.stars <= 5)).toBe(true);
    // In a category the best-ranked fund has at least the stars of any other.
    const fixedIncome = ratings.filter((r) => r.fund.category === 'Fixed Income');
    expect(fixedIncome[0]!.body.peers).toBe(fixedIncome.length);
    const best = fixedIncome.find((r) => r.body.rank === 1)!;
    expect(fixedIncome.every((r) => r.body.stars! <= best.body.stars!)).toBe(true);
  });

  it('answers 404 NOT_A_FUND for a share or an index, and UNKNOWN_INSTRUMENT for no instrument', async () => {
    for (const path of ['fund-facts', 'fund-returns', 'fund-rating']) {
      const share = await get(`/api/2/instruments/${shareId('NORV B')}/${path}`);
      expect(share.statusCode).toBe(404);
      expect(share.json()).toMatchObject({ code: 'NOT_A_FUND' });
      const index = await get(`/api/2/instruments/${CATALOG.indices[0]!.instrumentId}/${path}`);
      expect(index.json()).toMatchObject({ code: 'NOT_A_FUND' });
      const none = await get(`/api/2/instruments/999999/${path}`);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ code: 'UNKNOWN_INSTRUMENT' });
    }
  });
});
