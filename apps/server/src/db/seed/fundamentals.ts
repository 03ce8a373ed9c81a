import {
  addDays,
  COUNTRY_FACTS,
  localTimeToUtc,
  mustDisclose,
  roundMillions,
  tradingDayOnOrAfter,
  type RatingType,
} from '@broker/domain';
import type { Catalog, ShareDef } from './catalog';
import { REPORT_MONTHS } from './events';
import { streamFor, type Rng } from './random';
import type {
  AnalystRatingRow,
  CompanyProfileRow,
  FinancialReportRow,
  ScheduledReportRow,
  ShortPositionRow,
} from './rows';

/**
 * The demo companies' fundamentals: five years of quarterly reports, analysts' ratings, public short
 * positions and company facts. Pure and seeded. The reports are made to agree with the catalogue:
 * the share count is the market cap over the price on the seed day, and the trailing year's
 * earnings give a P/E typical of the sector (capped so the dividend stays payable from earnings),
 * so the key figures computed from them and the live price look like the real market's.
 */

interface SectorProfile {
  pe: number;
  pb: number;
  netMargin: number;
  grossMargin: number;
  growth: number;
  equityRatio: number;
  /** Interest-bearing debt as a share of the liabilities. */
  debtShare: number;
  capexShare: number;
}

// Typical of Nordic listed companies in each sector (rounded medians, good enough for a demo).
const SECTORS: Record<string, SectorProfile> = {
  Financials: {
    pe: 11,
    pb: 1.2,
    netMargin: 0.3,
    grossMargin: 1,
    growth: 0.04,
    equityRatio: 0.08,
    // A bank's liabilities are mostly deposits, which are not debt in the enterprise value's sense;
    // its issued bonds are.
    debtShare: 0.1,
    capexShare: 0.01,
  },
  Utilities: {
    pe: 16,
    pb: 1.8,
    netMargin: 0.14,
    grossMargin: 0.45,
    growth: 0.03,
    equityRatio: 0.35,
    debtShare: 0.6,
    capexShare: 0.12,
  },
  'Consumer Staples': {
    pe: 19,
    pb: 3,
    netMargin: 0.07,
    grossMargin: 0.38,
    growth: 0.04,
    equityRatio: 0.4,
    debtShare: 0.45,
    capexShare: 0.04,
  },
  'Health Care': {
    pe: 25,
    pb: 4.5,
    netMargin: 0.15,
    grossMargin: 0.65,
    growth: 0.08,
    equityRatio: 0.55,
    debtShare: 0.4,
    capexShare: 0.05,
  },
  'Communication Services': {
    pe: 15,
    pb: 2.2,
    netMargin: 0.12,
    grossMargin: 0.55,
    growth: 0.03,
    equityRatio: 0.38,
    debtShare: 0.55,
    capexShare: 0.1,
  },
  'Real Estate': {
    pe: 14,
    pb: 0.8,
    netMargin: 0.35,
    grossMargin: 0.7,
    growth: 0.03,
    equityRatio: 0.42,
    debtShare: 0.8,
    capexShare: 0.03,
  },
  Energy: {
    pe: 9,
    pb: 1.6,
    netMargin: 0.16,
    grossMargin: 0.4,
    growth: 0.02,
    equityRatio: 0.45,
    debtShare: 0.5,
    capexShare: 0.12,
  },
  Industrials: {
    pe: 18,
    pb: 3.2,
    netMargin: 0.09,
    grossMargin: 0.32,
    growth: 0.06,
    equityRatio: 0.42,
    debtShare: 0.45,
    capexShare: 0.04,
  },
  Materials: {
    pe: 12,
    pb: 1.5,
    netMargin: 0.1,
    grossMargin: 0.25,
    growth: 0.03,
    equityRatio: 0.48,
    debtShare: 0.5,
    capexShare: 0.08,
  },
  'Consumer Discretionary': {
    pe: 17,
    pb: 3.5,
    netMargin: 0.08,
    grossMargin: 0.5,
    growth: 0.06,
    equityRatio: 0.45,
    debtShare: 0.4,
    capexShare: 0.04,
  },
  'Information Technology': {
    pe: 28,
    pb: 6,
    netMargin: 0.14,
    grossMargin: 0.6,
    growth: 0.12,
    equityRatio: 0.55,
    debtShare: 0.35,
    capexShare: 0.03,
  },
};

/** Quarters of history: five years, so the financials show five fiscal years. */
const QUARTERS = 20;

/** Fourth-quarter sales are higher in retail and lower in building; a mild pattern for all. */
const SEASON = [0.96, 1.0, 0.97, 1.07] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');
const m1 = (v: number) => roundMillions(v).toFixed(1);

/** Which quarter a report month publishes: February the fourth of the year before, and so on. */
function reportedQuarter(year: number, monthIndex: number): { fiscalYear: number; quarter: 1 | 2 | 3 | 4 } {
  return monthIndex === 0
    ? { fiscalYear: year - 1, quarter: 4 }
    : { fiscalYear: year, quarter: monthIndex as 1 | 2 | 3 };
}

function periodEnd(fiscalYear: number, quarter: number): string {
  return `${fiscalYear}-${['03-31', '06-30', '09-30', '12-31'][quarter - 1]}`;
}

/** Every quarter's report day from six years before `asOf` to a year after, oldest first (seed/events.ts's). */
function reportQuarters(share: ShareDef, shareIndex: number, asOf: string) {
  const out: { fiscalYear: number; quarter: 1 | 2 | 3 | 4; reportDay: string }[] = [];
  const lastYear = Number(asOf.slice(0, 4));
  for (let year = lastYear - 6; year <= lastYear + 1; year++) {
    REPORT_MONTHS.forEach((month, i) => {
      const reportDay = tradingDayOnOrAfter(
        share.calendar,
        `${year}-${pad2(month)}-${pad2(18 + (shareIndex % 10))}`,
      );
      out.push({ ...reportedQuarter(year, i), reportDay });
    });
  }
  return out.sort((a, b) => a.fiscalYear - b.fiscalYear || a.quarter - b.quarter);
}

/** The published quarters up to `asOf`, oldest first, with their report days. */
function publishedQuarters(share: ShareDef, shareIndex: number, asOf: string) {
  return reportQuarters(share, shareIndex, asOf)
    .filter((q) => q.reportDay <= asOf)
    .slice(-QUARTERS);
}

/**
 * The local time a report is published on its day: before the market opens, as Nordic listed
 * companies publish their interim reports (07:00–08:00), so the day's trading starts on the news.
 */
export const REPORT_PUBLISH_TIME = '07:30';

/** The first quarter reported after `asOf`: its day (on the news calendar) and instant. */
export function nextScheduledReport(share: ShareDef, shareIndex: number, asOf: string): ScheduledReportRow {
  const next = reportQuarters(share, shareIndex, asOf).find((q) => q.reportDay > asOf);
  if (!next) throw new Error(`no report day after ${asOf}`);
  return {
    instrumentId: share.instrumentId,
    fiscalYear: next.fiscalYear,
    quarter: next.quarter,
    reportDay: next.reportDay,
    publishAt: new Date(
      localTimeToUtc(next.reportDay, REPORT_PUBLISH_TIME, COUNTRY_FACTS[share.calendar].timeZone),
    ),
    publishedAt: null,
    newsId: null,
  };
}

/** Loss-makers: no dividend and the volatility of a young growth company. */
function makesLosses(share: ShareDef): boolean {
  return share.dividendYield === 0 && share.model.vol > 0.38;
}

function reportsFor(share: ShareDef, shareIndex: number, seed: string, asOf: string): FinancialReportRow[] {
  const rng = streamFor(seed, 'fundamentals', share.instrumentId);
  const p = SECTORS[share.sector] ?? (SECTORS.Industrials as SectorProfile);
  const cap = share.capMillions;
  const shares = Math.round((cap * 1e6) / share.model.anchor / 1000) * 1000;
  const losing = makesLosses(share);
  let pe = p.pe * Math.exp(rng.normal(0, 0.2));
  if (share.dividendYield > 0) pe = Math.min(pe, 0.9 / share.dividendYield);
  pe = Math.max(pe, 5);
  const netMargin = losing ? -rng.uniform(0.1, 0.3) : p.netMargin * Math.exp(rng.normal(0, 0.2));
  const revenueTtm = losing ? cap * rng.uniform(0.15, 0.4) : cap / pe / netMargin;
  const growth = (losing ? 0.25 : p.growth) + rng.normal(0, 0.03);
  const grossMargin = Math.min(1, Math.max(0.08, p.grossMargin * (1 + rng.normal(0, 0.08))));
  const pb = p.pb * Math.exp(rng.normal(0, 0.2));
  const equityNow = cap / pb;
  const equityRatio = Math.min(0.8, Math.max(0.05, p.equityRatio * (1 + rng.normal(0, 0.1))));

  const quarters = publishedQuarters(share, shareIndex, asOf);
  const n = quarters.length;
  // Unscaled revenue path, then scaled so the last four quarters sum to the trailing year's.
  const raw = quarters.map(
    (q, i) =>
      Math.pow(1 + growth, (i - n + 1) / 4) * (SEASON[q.quarter - 1] ?? 1) * (1 + rng.normal(0, 0.03)),
  );
  const lastFour = raw.slice(-4).reduce((a, b) => a + b, 0);
  const revenue = raw.map((r) => (r / lastFour) * revenueTtm);
  const margins = quarters.map(() => netMargin * (1 + rng.normal(0, 0.15)));
  return quarters.map((q, i) => {
    const rev = revenue[i] as number;
    const net = rev * (margins[i] as number);
    // Taxed at about a fifth, with some interest: operating income above a profit, below a loss.
    const operating = net >= 0 ? net / 0.75 : net * 1.05;
    const equity = equityNow * Math.pow(1 + growth, (i - n + 1) / 4);
    const assets = equity / equityRatio;
    return {
      instrumentId: share.instrumentId,
      fiscalYear: q.fiscalYear,
      quarter: q.quarter,
      periodEnd: periodEnd(q.fiscalYear, q.quarter),
      reportDay: q.reportDay,
      currency: share.currency,
      revenue: m1(rev),
      grossProfit: m1(rev * grossMargin),
      operatingIncome: m1(operating),
      netIncome: m1(net),
      totalAssets: m1(assets),
      totalEquity: m1(equity),
      cash: m1(assets * (0.04 + ((share.instrumentId * 7) % 9) / 100)),
      interestBearingDebt: m1((assets - equity) * p.debtShare),
      operatingCashFlow: m1(net * 1.15 + rev * 0.04),
      capex: m1(-rev * p.capexShare),
      sharesOutstanding: shares,
    };
  });
}

const FIRMS = [
  'Nordhavn Securities',
  'Skandik Markets',
  'Fjord Equity Research',
  'Baltic Bridge Capital',
  'Arktis Fondkommission',
  'Kvarnholm & Co',
  'Pohjola Research',
  'Øresund Capital Markets',
  'Hanseatic Nordic',
  'Sundsvall Analys',
  'Bergen Kapital',
  'Lakeside Equities',
] as const;

function ratingRows(share: ShareDef, seed: string, asOf: string): Omit<AnalystRatingRow, 'id'>[] {
  const rng = streamFor(seed, 'ratings', share.instrumentId);
  const firms = Math.max(1, Math.min(FIRMS.length, Math.round((Math.log10(share.capMillions) - 3) * 3)));
  const bias = rng.normal(0.3, 0.5);
  const start = (share.instrumentId * 5) % FIRMS.length;
  const rows: Omit<AnalystRatingRow, 'id'>[] = [];
  for (let f = 0; f < firms; f++) {
    const firm = FIRMS[(start + f) % FIRMS.length] as string;
    const updates = rng.int(1, 4);
    for (let u = 0; u < updates; u++) {
      const score = bias + rng.normal(0, 0.6);
      const rating: RatingType = score > 0.35 ? 'BUY' : score < -0.35 ? 'SELL' : 'HOLD';
      const upside =
        rating === 'BUY'
          ? rng.uniform(0.08, 0.3)
          : rating === 'SELL'
            ? -rng.uniform(0.05, 0.2)
            : rng.uniform(-0.05, 0.1);
      // Oldest first: the last update of a firm is its current view.
      const day = addDays(asOf, -Math.round(((updates - u) / updates) * 700 * rng.uniform(0.6, 1)));
      rows.push({
        instrumentId: share.instrumentId,
        firm,
        rating,
        targetPrice: (share.model.anchor * (1 + upside)).toFixed(share.model.decimals),
        day,
      });
    }
  }
  return rows;
}

const SHORT_HOLDERS = [
  'Lodestar Capital LLP',
  'Graniteview Partners',
  'Nordkap Opportunities',
  'Aurora Fjell Capital',
  'Kestrel Bay Management',
  'Meridian Arc Partners',
] as const;

/**
 * Weekly net short positions of the holders of a volatile share over the last year, of which only
 * the disclosures the regulation asks for are kept (domain mustDisclose).
 */
function shortRows(share: ShareDef, seed: string, asOf: string): Omit<ShortPositionRow, 'id'>[] {
  const rng = streamFor(seed, 'shorts', share.instrumentId);
  if (share.model.vol < 0.25 || !rng.chance(0.6)) return [];
  const rows: Omit<ShortPositionRow, 'id'>[] = [];
  const holders = rng.int(1, 4);
  for (let h = 0; h < holders; h++) {
    const holder = SHORT_HOLDERS[(share.instrumentId + h) % SHORT_HOLDERS.length] as string;
    let position = rng.uniform(0.3, 1.2);
    let published: number | undefined;
    for (let week = 52; week >= 0; week--) {
      position = Math.max(0, position + rng.normal(0.005, 0.08));
      const percent = Math.round(position * 100) / 100;
      if (!mustDisclose(published, percent)) continue;
      published = percent;
      rows.push({
        instrumentId: share.instrumentId,
        holder,
        percent: percent.toFixed(2),
        day: addDays(asOf, -week * 7),
      });
    }
  }
  return rows;
}

const CITIES: Record<string, readonly string[]> = {
  SE: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Linköping'],
  NO: ['Oslo', 'Bergen', 'Stavanger', 'Trondheim', 'Tromsø'],
  DK: ['København', 'Aarhus', 'Odense', 'Aalborg', 'Vejle'],
  FI: ['Helsinki', 'Espoo', 'Tampere', 'Turku', 'Oulu'],
};
const GIVEN = [
  'Anna',
  'Erik',
  'Maria',
  'Lars',
  'Karin',
  'Johan',
  'Ingrid',
  'Mikael',
  'Sofia',
  'Henrik',
  'Liisa',
  'Mette',
];
const FAMILY = [
  'Lindqvist',
  'Berg',
  'Hansen',
  'Virtanen',
  'Dahl',
  'Nyström',
  'Holm',
  'Korhonen',
  'Aas',
  'Madsen',
  'Ek',
  'Laine',
];

function personName(rng: Rng): string {
  return `${GIVEN[rng.int(0, GIVEN.length - 1)]} ${FAMILY[rng.int(0, FAMILY.length - 1)]}`;
}

function profileRow(share: ShareDef, seed: string, revenueTtmMillions: number): CompanyProfileRow {
  const rng = streamFor(seed, 'profile', share.instrumentId);
  const cities = CITIES[share.calendar] ?? (CITIES.SE as readonly string[]);
  // Revenue per employee of about 2.5 million SEK, in the share's currency.
  const perEmployee = share.currency === 'EUR' ? 0.22 : share.currency === 'DKK' ? 1.6 : 2.5;
  const ascii = share.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '')
    .replace(/(asa|oyj|as)$/, '');
  return {
    instrumentId: share.instrumentId,
    founded: 1860 + rng.int(0, 150),
    headquarters: cities[rng.int(0, cities.length - 1)] as string,
    employees: Math.max(20, Math.round(revenueTtmMillions / perEmployee / 10) * 10),
    ceo: personName(rng),
    chair: personName(rng),
    // The reserved .example domain: the companies are invented, their sites must not resolve.
    website: `https://www.${ascii}.example`,
  };
}

export interface FundamentalsData {
  financialReports: FinancialReportRow[];
  analystRatings: AnalystRatingRow[];
  shortPositions: ShortPositionRow[];
  companyProfiles: CompanyProfileRow[];
  scheduledReports: ScheduledReportRow[];
}

export function fundamentalsRows(catalog: Catalog, seed: string, asOf: string): FundamentalsData {
  const financialReports: FinancialReportRow[] = [];
  const ratings: Omit<AnalystRatingRow, 'id'>[] = [];
  const shorts: Omit<ShortPositionRow, 'id'>[] = [];
  const companyProfiles: CompanyProfileRow[] = [];
  const scheduledReports: ScheduledReportRow[] = [];
  catalog.shares.forEach((share, i) => {
    scheduledReports.push(nextScheduledReport(share, i, asOf));
    const reports = reportsFor(share, i, seed, asOf);
    financialReports.push(...reports);
    const ttm = reports.slice(-4).reduce((acc, r) => acc + Number(r.revenue), 0);
    companyProfiles.push(profileRow(share, seed, ttm));
    ratings.push(...ratingRows(share, seed, asOf));
    shorts.push(...shortRows(share, seed, asOf));
  });
  return {
    financialReports,
    analystRatings: ratings.map((r, i) => ({ ...r, id: i + 1 })),
    shortPositions: shorts.map((r, i) => ({ ...r, id: i + 1 })),
    companyProfiles,
    scheduledReports,
  };
}

/**
 * The figures of the quarter after `previous` (the share's stored reports, oldest first, at least
 * four), published on `reportDay`: the seed's model carried one quarter on, so a report written on
 * its day reads like the five years before it. Revenue is the same quarter a year before grown by
 * the trailing year's growth; the margins, the balance sheet's shape and the capital spending are
 * the latest quarters'; the equity grows with the revenue. Deterministic from the seed, the share
 * and the quarter, so publishing again writes the same figures. `splitFactor` is the splits since
 * the last report's quarter ended, which the share count follows.
 */
export function nextQuarterReport(
  previous: readonly FinancialReportRow[],
  seed: string,
  next: { fiscalYear: number; quarter: 1 | 2 | 3 | 4; reportDay: string },
  splitFactor = 1,
): FinancialReportRow {
  const last = previous[previous.length - 1];
  const yearAgo = previous[previous.length - 4];
  if (!last || !yearAgo || previous.length < 8)
    throw new Error('nextQuarterReport: needs two years of reports');
  const rng = streamFor(seed, 'report', last.instrumentId, next.fiscalYear, next.quarter);
  const n = (v: string) => Number(v);
  const sum = (rows: readonly FinancialReportRow[], k: 'revenue' | 'netIncome') =>
    rows.reduce((a, r) => a + n(r[k]), 0);
  const ttm = previous.slice(-4);
  const before = previous.slice(-8, -4);
  const growth = Math.min(0.5, Math.max(-0.2, sum(ttm, 'revenue') / sum(before, 'revenue') - 1));
  const rev = n(yearAgo.revenue) * (1 + growth) * (1 + rng.normal(0, 0.03));
  const netMargin = (sum(ttm, 'netIncome') / sum(ttm, 'revenue')) * (1 + rng.normal(0, 0.15));
  const net = rev * netMargin;
  const operating = net >= 0 ? net / 0.75 : net * 1.05;
  const equity = n(last.totalEquity) * Math.pow(1 + growth, 1 / 4);
  const assets = equity / (n(last.totalEquity) / n(last.totalAssets));
  const liabilities = n(last.totalAssets) - n(last.totalEquity);
  const debtShare = liabilities > 0 ? n(last.interestBearingDebt) / liabilities : 0;
  return {
    instrumentId: last.instrumentId,
    fiscalYear: next.fiscalYear,
    quarter: next.quarter,
    periodEnd: periodEnd(next.fiscalYear, next.quarter),
    reportDay: next.reportDay,
    currency: last.currency,
    revenue: m1(rev),
    grossProfit: m1(rev * (n(last.grossProfit) / n(last.revenue))),
    operatingIncome: m1(operating),
    netIncome: m1(net),
    totalAssets: m1(assets),
    totalEquity: m1(equity),
    cash: m1(assets * (n(last.cash) / n(last.totalAssets))),
    interestBearingDebt: m1((assets - equity) * debtShare),
    operatingCashFlow: m1(net * 1.15 + rev * 0.04),
    capex: m1(rev * (n(last.capex) / n(last.revenue))),
    sharesOutstanding: Math.round(last.sharesOutstanding * splitFactor),
  };
}

/** The quarter after a quarter, and its fiscal year. */
export function quarterAfter(
  fiscalYear: number,
  quarter: number,
): { fiscalYear: number; quarter: 1 | 2 | 3 | 4 } {
  return quarter === 4
    ? { fiscalYear: fiscalYear + 1, quarter: 1 }
    : { fiscalYear, quarter: (quarter + 1) as 2 | 3 | 4 };
}
