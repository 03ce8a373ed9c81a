import { asc, desc, eq } from 'drizzle-orm';
import {
  currentShortPositions,
  instrumentSlug,
  KEY_FIGURE_CATEGORIES,
  KEY_FIGURES,
  keyFigureDef,
  latestPerFirm,
  quarterly,
  SHORT_DISCLOSURE_THRESHOLD,
  summarizeRatings,
  yearly,
  type KeyFigureId,
  type PeriodFigures,
  type RatingType,
} from '@broker/domain';
import {
  getAnalystRatings,
  getCompanyProfile,
  getFinancials,
  getInstrumentBySlug,
  getInstrumentDividends,
  getKeyFigureFavourites,
  getKeyFigures,
  getKeyFigureSeries,
  getShortPositions,
  putKeyFigureFavourites,
} from '@broker/contract';
import type { Db } from '../db/database';
import { analystRatings, instruments, keyFigureFavourites, shortPositions } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { HttpError, notFound } from '../http/api-error';
import { localDay } from '../market/sessions';
import { TtlCache } from '../platform/ttl-cache';
import { companyData, companyProfile, keyFiguresOf, priceOf } from './company-data';
import { loadKeyFigureSeries, seriesRange } from './company-data-series';

/** Company data is dated in Stockholm's day, as the rest of the instrument pages are. */
const today = (now: number) => localDay('Europe/Stockholm', now);

function periodReply(p: PeriodFigures) {
  return {
    fiscal_year: p.fiscalYear,
    quarter: p.quarter,
    period_end: p.periodEnd,
    revenue: p.revenue,
    gross_profit: p.grossProfit,
    operating_income: p.operatingIncome,
    net_income: p.netIncome,
    eps: Math.round(p.eps * 100) / 100,
    total_assets: p.totalAssets,
    total_equity: p.totalEquity,
    cash: p.cash,
    interest_bearing_debt: p.interestBearingDebt,
    operating_cash_flow: p.operatingCashFlow,
    capex: p.capex,
    free_cash_flow: p.freeCashFlow,
    shares_outstanding: p.sharesOutstanding,
  };
}

const SLUG_TTL_MS = 60_000;
const slugCaches = new WeakMap<Db, TtlCache<'slugs', Map<string, number>>>();

/** Every instrument's slug; on a clash (two names alike) the lower id keeps the plain slug. */
function slugs(db: Db): Promise<Map<string, number>> {
  let cache = slugCaches.get(db);
  if (!cache) slugCaches.set(db, (cache = new TtlCache(SLUG_TTL_MS)));
  return cache.getOrLoad('slugs', async () => {
    const rows = await db
      .select({ id: instruments.instrumentId, name: instruments.name })
      .from(instruments)
      .orderBy(asc(instruments.instrumentId));
    const out = new Map<string, number>();
    for (const r of rows) {
      const slug = instrumentSlug(r.name);
      if (!out.has(slug)) out.set(slug, r.id);
    }
    return out;
  });
}

export const companyDataRoutes = [
  defineRoute(getKeyFigures, async ({ deps, params }) => {
    const day = today(deps.time.now());
    const data = await companyData(deps.db, params.instrument_id, day);
    const price = (await priceOf(deps.db, [data.instrumentId])).get(data.instrumentId);
    const values = keyFiguresOf(data, price?.price, day);
    const last = data.reports[data.reports.length - 1];
    return {
      instrument_id: data.instrumentId,
      currency: data.currency,
      price: price?.price ?? null,
      price_day: price?.day ?? null,
      report: last
        ? { fiscal_year: last.fiscalYear, quarter: last.quarter, report_day: last.reportDay }
        : null,
      categories: KEY_FIGURE_CATEGORIES.map((category) => ({
        category,
        figures: KEY_FIGURES.filter((f) => f.category === category).map((f) => ({
          id: f.id,
          unit: f.unit,
          resolution: f.resolution,
          value: values[f.id],
          decimals: f.decimals,
          millions: 'millions' in f && f.millions === true,
        })),
      })),
    };
  }),

  defineRoute(getKeyFigureSeries, async ({ deps, params, query }) => {
    const day = today(deps.time.now());
    const range = seriesRange(query, day);
    const data = await companyData(deps.db, params.instrument_id, day);
    const figure = keyFigureDef(params.figure as KeyFigureId);
    const points = await loadKeyFigureSeries(deps.db, data, figure.id as KeyFigureId, range);
    // Values as the key figures tab shows them: rounded a little past their decimals, no binary noise.
    const round = (v: number | null) => (v === null ? null : Number(v.toFixed(figure.decimals + 2)));
    return {
      instrument_id: data.instrumentId,
      figure: figure.id,
      currency: data.currency,
      unit: figure.unit,
      resolution: figure.resolution,
      decimals: figure.decimals,
      millions: figure.millions === true,
      ...range,
      points: points.map((p) => ({
        day: p.day,
        fiscal_year: p.fiscalYear,
        quarter: p.quarter,
        value: round(p.value),
      })),
    };
  }),

  defineRoute(getKeyFigureFavourites, async ({ deps, access }) => {
    const rows = await deps.db
      .select({ figure: keyFigureFavourites.figure })
      .from(keyFigureFavourites)
      .where(eq(keyFigureFavourites.customerId, access.customerId))
      .orderBy(asc(keyFigureFavourites.position));
    return { figures: rows.map((r) => r.figure) };
  }),

  defineRoute(putKeyFigureFavourites, async ({ deps, access, body }) => {
    if (new Set(body.figures).size !== body.figures.length) {
      throw new HttpError(400, 'DUPLICATE_FIGURE', 'Each key figure can be pinned once', [
        { code: 'DUPLICATE_FIGURE', field: 'figures' },
      ]);
    }
    // The whole list is replaced in one transaction, so a reader never sees half of it.
    await deps.db.transaction(async (tx) => {
      await tx.delete(keyFigureFavourites).where(eq(keyFigureFavourites.customerId, access.customerId));
      if (body.figures.length > 0) {
        await tx
          .insert(keyFigureFavourites)
          .values(
            body.figures.map((figure, position) => ({ customerId: access.customerId, figure, position })),
          );
      }
    });
    return { figures: body.figures };
  }),

  defineRoute(getFinancials, async ({ deps, params, query }) => {
    const data = await companyData(deps.db, params.instrument_id, today(deps.time.now()));
    const periods = query.resolution === 'YEAR' ? yearly(data.reports) : quarterly(data.reports);
    return { currency: data.currency, resolution: query.resolution, periods: periods.map(periodReply) };
  }),

  defineRoute(getInstrumentDividends, async ({ deps, params }) => {
    const day = today(deps.time.now());
    const data = await companyData(deps.db, params.instrument_id, day);
    const rows = data.dividends.map((d) => ({
      ex_day: d.exDay,
      pay_day: d.payDay,
      type: d.type,
      amount: d.amount,
      currency: d.currency,
    }));
    const years = new Map<number, { cents: number; currency: string }>();
    for (const d of data.dividends) {
      if (d.exDay > day) continue;
      const year = Number(d.exDay.slice(0, 4));
      const seen = years.get(year) ?? { cents: 0, currency: d.currency };
      // Amounts have two decimals: summing whole hundredths keeps the total exact.
      seen.cents += Math.round(Number(d.amount) * 100);
      years.set(year, seen);
    }
    return {
      upcoming: rows.filter((d) => d.ex_day > day),
      history: rows.filter((d) => d.ex_day <= day).reverse(),
      yearly: [...years]
        .sort((a, b) => b[0] - a[0])
        .map(([year, v]) => ({ year, amount: (v.cents / 100).toFixed(2), currency: v.currency })),
    };
  }),

  defineRoute(getAnalystRatings, async ({ deps, params }) => {
    const data = await companyData(deps.db, params.instrument_id, today(deps.time.now()));
    const price = (await priceOf(deps.db, [data.instrumentId])).get(data.instrumentId)?.price;
    const rows = await deps.db
      .select()
      .from(analystRatings)
      .where(eq(analystRatings.instrumentId, data.instrumentId))
      .orderBy(desc(analystRatings.day), asc(analystRatings.firm));
    const ratings = rows.map((r) => ({
      firm: r.firm,
      rating: r.rating as RatingType,
      targetPrice: Number(r.targetPrice),
      day: r.day,
    }));
    const summary = summarizeRatings(ratings, price);
    const reply = (r: (typeof ratings)[number]) => ({
      firm: r.firm,
      rating: r.rating,
      target_price: r.targetPrice,
      day: r.day,
    });
    return {
      currency: data.currency,
      price: price ?? null,
      counts: summary.counts,
      consensus: summary.consensus,
      mean_target: summary.meanTarget === null ? null : Math.round(summary.meanTarget * 100) / 100,
      upside: summary.upside === null ? null : Math.round(summary.upside * 10) / 10,
      current: latestPerFirm(ratings).map(reply),
      history: ratings.map(reply),
    };
  }),

  defineRoute(getShortPositions, async ({ deps, params }) => {
    const data = await companyData(deps.db, params.instrument_id, today(deps.time.now()));
    const rows = await deps.db
      .select()
      .from(shortPositions)
      .where(eq(shortPositions.instrumentId, data.instrumentId))
      .orderBy(desc(shortPositions.day), asc(shortPositions.holder));
    const disclosures = rows.map((r) => ({ holder: r.holder, percent: Number(r.percent), day: r.day }));
    const summary = currentShortPositions(disclosures);
    return {
      threshold: SHORT_DISCLOSURE_THRESHOLD,
      total_percent: summary.total,
      current: summary.current,
      history: disclosures,
    };
  }),

  defineRoute(getCompanyProfile, async ({ deps, params }) => {
    const data = await companyData(deps.db, params.instrument_id, today(deps.time.now()));
    const row = await companyProfile(deps.db, data.instrumentId);
    if (!row) throw notFound('NO_COMPANY_DATA', `Instrument ${data.instrumentId} has no company data`);
    const p = row.company_profiles;
    return {
      instrument_id: p.instrumentId,
      name: row.instruments.name,
      isin: row.instruments.isin,
      sector: row.instruments.sector,
      country: row.instruments.isin.slice(0, 2),
      founded: p.founded,
      headquarters: p.headquarters,
      employees: p.employees,
      ceo: p.ceo,
      chair: p.chair,
      website: p.website,
    };
  }),

  defineRoute(getInstrumentBySlug, async ({ deps, params }) => {
    const id = (await slugs(deps.db)).get(params.slug);
    if (id === undefined) throw notFound('UNKNOWN_INSTRUMENT', `No instrument is named ${params.slug}`);
    return { instrument_id: id, slug: params.slug };
  }),
];
