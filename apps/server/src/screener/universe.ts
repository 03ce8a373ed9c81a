import { asc, sql } from 'drizzle-orm';
import {
  buildUniverse,
  KEY_FIGURE_IDS,
  type FixedPeriod,
  type KeyFigureId,
  type ScreenRow,
  type Universe,
} from '@broker/domain';
import { FUND_SCREEN_FIELDS } from '@broker/contract';
import type { Db } from '../db/database';
import { fundFacts, instruments, markets, tradables } from '../db/schema';
import { fundPeriodReturnsOf, fundRatings } from '../fund-facts/fund-data';
import { allCompanyData, keyFiguresOf, priceOf } from '../instruments/company-data';
import { TtlCache } from '../platform/ttl-cache';

/**
 * The screener's two universes, built from the database: every listed share with its key figures
 * at the latest price, every fund with its returns over the fund periods and its fees. A universe
 * is rebuilt at most every 15 seconds (prices move; reports come once a quarter), so a query is a
 * pass over arrays in memory (domain screen()).
 */

export type FundField = (typeof FUND_SCREEN_FIELDS)[number];
export type Category = 'country' | 'group' | 'risk' | 'sfdr' | 'region';
const CATEGORIES: readonly Category[] = ['country', 'group', 'risk', 'sfdr', 'region'];

export interface RowInfo {
  instrumentId: number;
  name: string;
  symbol: string;
  country: string;
  currency: string;
  group: string | null;
  risk: 'LOW' | 'MEDIUM' | 'HIGH';
  sfdrArticle: number | null;
  tradable: { m: number; i: string } | null;
  lastPrice: number | null;
}

export interface Screenable<F extends string> {
  universe: Universe<F, Category>;
  /** Row facts by row number, as the universe numbers its rows. */
  info: RowInfo[];
  fields: readonly F[];
}

const RETURN_PERIODS: Record<Extract<FundField, `RETURN_${string}`>, FixedPeriod> = {
  RETURN_MONTH_1: 'MONTH_1',
  RETURN_MONTH_3: 'MONTH_3',
  RETURN_YTD: 'YTD',
  RETURN_YEAR_1: 'YEAR_1',
  RETURN_YEAR_3: 'YEAR_3',
  RETURN_YEAR_5: 'YEAR_5',
};

async function catalogue(db: Db, groupType: 'EQ' | 'FND') {
  const rows = await db
    .select({ i: instruments, country: markets.country })
    .from(instruments)
    .innerJoin(markets, sql`${markets.marketId} = ${instruments.marketId}`)
    .where(sql`${instruments.groupType} = ${groupType}`)
    .orderBy(asc(instruments.instrumentId));
  const books = await db
    .select({ id: tradables.instrumentId, m: tradables.marketId, i: tradables.identifier })
    .from(tradables)
    .orderBy(asc(tradables.displayOrder));
  const bookOf = new Map<number, { m: number; i: string }>();
  for (const b of books) if (!bookOf.has(b.id)) bookOf.set(b.id, { m: b.m, i: b.i });
  return rows.map((r) => ({ ...r, tradable: bookOf.get(r.i.instrumentId) ?? null }));
}

async function buildShares(db: Db, today: string): Promise<Screenable<KeyFigureId>> {
  const [rows, companies] = await Promise.all([catalogue(db, 'EQ'), allCompanyData(db, today)]);
  const prices = await priceOf(
    db,
    rows.map((r) => r.i.instrumentId),
  );
  const info: RowInfo[] = [];
  const screenRows: ScreenRow<KeyFigureId, Category>[] = [];
  for (const r of rows) {
    const data = companies.get(r.i.instrumentId);
    if (!data) continue;
    const price = prices.get(r.i.instrumentId)?.price;
    const values = keyFiguresOf(data, price, today);
    const country = r.country.trim();
    info.push({
      instrumentId: r.i.instrumentId,
      name: r.i.name,
      symbol: r.i.symbol,
      country,
      currency: r.i.currency.trim(),
      group: r.i.sector,
      risk: r.i.risk as RowInfo['risk'],
      sfdrArticle: r.i.sfdrArticle,
      tradable: r.tradable,
      lastPrice: price ?? null,
    });
    screenRows.push({
      id: r.i.instrumentId,
      name: r.i.name,
      values,
      categories: {
        country,
        group: r.i.sector ?? '',
        risk: r.i.risk,
        sfdr: String(r.i.sfdrArticle ?? ''),
        region: '',
      },
    });
  }
  return { universe: buildUniverse(KEY_FIGURE_IDS, CATEGORIES, screenRows), info, fields: KEY_FIGURE_IDS };
}

/**
 * Each fund's return over the screener's periods, by the fund page's rules and query
 * (fund-facts/fund-data.ts: from the latest NAV back to the NAV on or before each period's start).
 */
async function fundReturns(db: Db, ids: readonly number[], today: string) {
  const all = await fundPeriodReturnsOf(db, ids, today);
  const fields = Object.entries(RETURN_PERIODS) as [FundField, FixedPeriod][];
  const out = new Map<number, Partial<Record<FundField, number | null>>>();
  for (const [id, r] of all) {
    const byPeriod = new Map(r.periods.map((p) => [p.period, p.value]));
    const values: Partial<Record<FundField, number | null>> = {};
    for (const [field, period] of fields) {
      const v = byPeriod.get(period);
      values[field] = v === null || v === undefined ? null : Number(v);
    }
    out.set(id, values);
  }
  return out;
}

/** Each fund's region from its fact sheet, by id. */
async function fundRegions(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: fundFacts.instrumentId, region: fundFacts.region }).from(fundFacts);
  return new Map(rows.map((r) => [r.id, r.region]));
}

async function buildFunds(db: Db, today: string): Promise<Screenable<FundField>> {
  const rows = await catalogue(db, 'FND');
  const ids = rows.map((r) => r.i.instrumentId);
  const [returns, prices, regions, rated] = await Promise.all([
    fundReturns(db, ids, today),
    priceOf(db, ids),
    fundRegions(db),
    fundRatings(db, today),
  ]);
  const info: RowInfo[] = [];
  const screenRows: ScreenRow<FundField, Category>[] = [];
  for (const r of rows) {
    const i = r.i;
    // A fund's country is its currency's home market, as the fund list groups them.
    const country = { SEK: 'SE', NOK: 'NO', DKK: 'DK', EUR: 'FI' }[i.currency.trim()] ?? 'SE';
    info.push({
      instrumentId: i.instrumentId,
      name: i.name,
      symbol: i.symbol,
      country,
      currency: i.currency.trim(),
      // A fund's sector column holds its category (region or asset class).
      group: i.sector,
      risk: i.risk as RowInfo['risk'],
      sfdrArticle: i.sfdrArticle,
      tradable: r.tradable,
      lastPrice: prices.get(i.instrumentId)?.price ?? null,
    });
    screenRows.push({
      id: i.instrumentId,
      name: i.name,
      values: {
        ...returns.get(i.instrumentId),
        BUY_FEE: i.buyFee === null ? null : Number(i.buyFee),
        SELL_FEE: i.sellFee === null ? null : Number(i.sellFee),
        MIN_INVESTMENT: i.minInvestment === null ? null : Number(i.minInvestment),
        RATING: rated.ratings.get(i.instrumentId)?.stars ?? null,
      },
      categories: {
        country,
        group: i.sector ?? '',
        risk: i.risk,
        sfdr: String(i.sfdrArticle ?? ''),
        region: regions.get(i.instrumentId) ?? '',
      },
    });
  }
  return {
    universe: buildUniverse(FUND_SCREEN_FIELDS, CATEGORIES, screenRows),
    info,
    fields: FUND_SCREEN_FIELDS,
  };
}

const TTL_MS = 15_000;
const shareCaches = new WeakMap<Db, TtlCache<string, Screenable<KeyFigureId>>>();
const fundCaches = new WeakMap<Db, TtlCache<string, Screenable<FundField>>>();

export function shareUniverse(db: Db, today: string): Promise<Screenable<KeyFigureId>> {
  let cache = shareCaches.get(db);
  if (!cache) shareCaches.set(db, (cache = new TtlCache(TTL_MS)));
  return cache.getOrLoad(today, () => buildShares(db, today));
}

export function fundUniverse(db: Db, today: string): Promise<Screenable<FundField>> {
  let cache = fundCaches.get(db);
  if (!cache) fundCaches.set(db, (cache = new TtlCache(TTL_MS)));
  return cache.getOrLoad(today, () => buildFunds(db, today));
}
