import { asc, eq, inArray } from 'drizzle-orm';
import { computeKeyFigures, DIVIDEND_EVENTS, type KeyFigureValues, type QuarterReport } from '@broker/domain';
import type { Db } from '../db/database';
import { companyProfiles, corporateEvents, financialReports, instruments } from '../db/schema';
import { notFound } from '../http/api-error';
import { TtlCache } from '../platform/ttl-cache';
import { cachedSplits } from '../market/splits';
import { latestPrices } from './prices';

/**
 * A listed company's stored data read for its page and the screener: its reports, its dividends
 * and its share count today. Reports arrive once a quarter, so a company's data is kept for a
 * minute; the key figures are then a computation on the latest price.
 */

export interface CompanyData {
  instrumentId: number;
  currency: string;
  reports: QuarterReport[];
  dividends: { exDay: string; payDay: string | null; type: string; amount: string; currency: string }[];
  /** Shares outstanding today: the latest report's count with the splits since its quarter's end. */
  sharesNow: number;
}

const PAYING = DIVIDEND_EVENTS.filter((e) => e !== 'DIVIDEND_AND_SPLIT_ANNOUNCEMENT');

function toReport(r: typeof financialReports.$inferSelect): QuarterReport {
  return {
    fiscalYear: r.fiscalYear,
    quarter: r.quarter as 1 | 2 | 3 | 4,
    periodEnd: r.periodEnd,
    reportDay: r.reportDay,
    currency: r.currency.trim(),
    revenue: Number(r.revenue),
    grossProfit: Number(r.grossProfit),
    operatingIncome: Number(r.operatingIncome),
    netIncome: Number(r.netIncome),
    totalAssets: Number(r.totalAssets),
    totalEquity: Number(r.totalEquity),
    cash: Number(r.cash),
    interestBearingDebt: Number(r.interestBearingDebt),
    operatingCashFlow: Number(r.operatingCashFlow),
    capex: Number(r.capex),
    sharesOutstanding: r.sharesOutstanding,
  };
}

/** Every listed company's data at once (the screener's universe), by instrument id. */
async function loadAll(db: Db, today: string): Promise<Map<number, CompanyData>> {
  const [reportRows, eventRows, splits] = await Promise.all([
    db
      .select()
      .from(financialReports)
      .orderBy(
        asc(financialReports.instrumentId),
        asc(financialReports.fiscalYear),
        asc(financialReports.quarter),
      ),
    db
      .select()
      .from(corporateEvents)
      .where(inArray(corporateEvents.event, PAYING))
      .orderBy(asc(corporateEvents.instrumentId), asc(corporateEvents.day)),
    cachedSplits(db),
  ]);
  const out = new Map<number, CompanyData>();
  for (const row of reportRows) {
    // Only what was published by today: a report's figures are not known before its day.
    if (row.reportDay > today) continue;
    let data = out.get(row.instrumentId);
    if (!data) {
      data = {
        instrumentId: row.instrumentId,
        currency: row.currency.trim(),
        reports: [],
        dividends: [],
        sharesNow: 0,
      };
      out.set(row.instrumentId, data);
    }
    data.reports.push(toReport(row));
  }
  for (const e of eventRows) {
    const data = out.get(e.instrumentId);
    if (!data || e.dividendAmount === null) continue;
    data.dividends.push({
      exDay: e.day,
      payDay: e.payDay,
      type: e.event,
      amount: e.dividendAmount,
      currency: (e.dividendCurrency ?? data.currency).trim(),
    });
  }
  for (const data of out.values()) {
    const last = data.reports[data.reports.length - 1];
    const factor = (splits.get(data.instrumentId) ?? [])
      .filter((s) => last && s.day > last.periodEnd && s.day <= today)
      .reduce((f, s) => f * s.factor, 1);
    data.sharesNow = Math.round((last?.sharesOutstanding ?? 0) * factor);
  }
  return out;
}

const TTL_MS = 60_000;
const caches = new WeakMap<Db, TtlCache<string, Map<number, CompanyData>>>();

export function allCompanyData(db: Db, today: string): Promise<Map<number, CompanyData>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache(TTL_MS)));
  return cache.getOrLoad(today, () => loadAll(db, today));
}

/** Forgets the stored data read so far, so a report just published counts at once. */
export function forgetCompanyData(db: Db): void {
  caches.delete(db);
}

/** The company's data, or 404: UNKNOWN_INSTRUMENT when there is no such instrument, else NO_COMPANY_DATA. */
export async function companyData(db: Db, instrumentId: number, today: string): Promise<CompanyData> {
  const data = (await allCompanyData(db, today)).get(instrumentId);
  if (data) return data;
  const [row] = await db
    .select({ id: instruments.instrumentId })
    .from(instruments)
    .where(eq(instruments.instrumentId, instrumentId));
  if (!row) throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${instrumentId} was not found`);
  throw notFound('NO_COMPANY_DATA', `Instrument ${instrumentId} has no company data`);
}

/** Dividends per share with an ex-day in the twelve months up to `today`, and in the twelve before. */
export function trailingDividends(data: CompanyData, today: string): { last: number; previous: number } {
  const yearAgo = shiftYears(today, -1);
  const twoYearsAgo = shiftYears(today, -2);
  let last = 0;
  let previous = 0;
  for (const d of data.dividends) {
    if (d.exDay > today) continue;
    if (d.exDay > yearAgo) last += Number(d.amount);
    else if (d.exDay > twoYearsAgo) previous += Number(d.amount);
  }
  return { last: Math.round(last * 1e4) / 1e4, previous: Math.round(previous * 1e4) / 1e4 };
}

function shiftYears(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
}

export function keyFiguresOf(data: CompanyData, price: number | undefined, today: string): KeyFigureValues {
  const dividends = trailingDividends(data, today);
  return computeKeyFigures({
    price,
    reports: data.reports,
    sharesNow: data.sharesNow,
    dividendsLast12m: dividends.last,
    dividendsPrev12m: dividends.previous,
  });
}

/** The latest price of each instrument as a number, with its day. */
export async function priceOf(db: Db, instrumentIds: readonly number[]) {
  const prices = await latestPrices(db, instrumentIds);
  return new Map([...prices].map(([id, p]) => [id, { price: p.last.toNumber(), day: p.day }]));
}

export async function companyProfile(db: Db, instrumentId: number) {
  const [row] = await db
    .select()
    .from(companyProfiles)
    .innerJoin(instruments, eq(instruments.instrumentId, companyProfiles.instrumentId))
    .where(eq(companyProfiles.instrumentId, instrumentId));
  return row;
}
