import { z } from 'zod';
import {
  KEY_FIGURE_CATEGORIES,
  KEY_FIGURE_IDS,
  KEY_FIGURE_RESOLUTIONS,
  KEY_FIGURE_UNITS,
  RATING_TYPES,
  SLUG_PATTERN,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam } from './common';

/**
 * What a customer reads about a listed company before buying (spec 001 §7.12): key figures by
 * category with their units and resolutions (§9), the reported financials, dividends, analysts'
 * ratings, public short positions, company facts and the instrument's address by slug. Public, as
 * the instrument page is; the key-figure favourites are the customer's own. Instruments without
 * company data (funds, indices) answer 404 NO_COMPANY_DATA.
 */

export const KeyFigureIdSchema = z.enum(KEY_FIGURE_IDS as unknown as [string, ...string[]]);

export const KeyFigureSchema = z
  .object({
    id: KeyFigureIdSchema,
    unit: z.enum(KEY_FIGURE_UNITS),
    resolution: z.enum(KEY_FIGURE_RESOLUTIONS),
    /** Null where the figure means nothing (P/E of a loss) or is not known. */
    value: z.number().nullable(),
    decimals: z.number().int(),
    /** CURRENCY amounts in millions of the currency. */
    millions: z.boolean(),
  })
  .meta({ id: 'KeyFigure' });

export const KeyFiguresSchema = z
  .object({
    instrument_id: z.number().int(),
    currency: z.string(),
    /** The price the DAY figures use, and its day. */
    price: z.number().nullable(),
    price_day: z.string().nullable(),
    /** The latest report the QUARTER and YEAR figures come from. */
    report: z
      .object({ fiscal_year: z.number().int(), quarter: z.number().int(), report_day: z.string() })
      .nullable(),
    categories: z.array(
      z.object({ category: z.enum(KEY_FIGURE_CATEGORIES), figures: z.array(KeyFigureSchema) }),
    ),
  })
  .meta({ id: 'KeyFigures' });

export const getKeyFigures = defineCall({
  id: 'getKeyFigures',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/key-figures',
  auth: 'public',
  summary: "A share's key figures by category (404 UNKNOWN_INSTRUMENT, NO_COMPANY_DATA)",
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  reply: KeyFiguresSchema,
});

export const KEY_FIGURE_FAVOURITES_MAX = 8;

export const KeyFigureFavouritesSchema = z
  .object({ figures: z.array(KeyFigureIdSchema) })
  .meta({ id: 'KeyFigureFavourites' });

export const getKeyFigureFavourites = defineCall({
  id: 'getKeyFigureFavourites',
  method: 'GET',
  path: '/api/2/key-figures/favourites',
  auth: 'token',
  summary: 'The key figures the customer pinned, in their order',
  tags: ['instrument data'],
  reply: KeyFigureFavouritesSchema,
});

export const putKeyFigureFavourites = defineCall({
  id: 'putKeyFigureFavourites',
  method: 'PUT',
  path: '/api/2/key-figures/favourites',
  auth: 'token',
  summary: `Pins key figures in this order, at most ${KEY_FIGURE_FAVOURITES_MAX}, each once (400 DUPLICATE_FIGURE)`,
  tags: ['instrument data'],
  body: z.object({ figures: z.array(KeyFigureIdSchema).max(KEY_FIGURE_FAVOURITES_MAX) }),
  reply: KeyFigureFavouritesSchema,
});

export const FINANCIAL_RESOLUTIONS = ['QUARTER', 'YEAR'] as const;

export const FinancialPeriodSchema = z
  .object({
    fiscal_year: z.number().int(),
    /** Null for a whole year. */
    quarter: z.number().int().nullable(),
    period_end: z.string(),
    revenue: z.number(),
    gross_profit: z.number(),
    operating_income: z.number(),
    net_income: z.number(),
    /** Earnings per share of the period, in the currency (not millions), as reported. */
    eps: z.number(),
    total_assets: z.number(),
    total_equity: z.number(),
    cash: z.number(),
    interest_bearing_debt: z.number(),
    operating_cash_flow: z.number(),
    capex: z.number(),
    free_cash_flow: z.number(),
    shares_outstanding: z.number().int(),
  })
  .meta({ id: 'FinancialPeriod' });

export const getFinancials = defineCall({
  id: 'getFinancials',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/financials',
  auth: 'public',
  summary: 'Income statement, balance sheet and cash flow per quarter or year, oldest first, in millions',
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  query: z.object({ resolution: z.enum(FINANCIAL_RESOLUTIONS).default('YEAR') }),
  reply: z
    .object({
      currency: z.string(),
      resolution: z.enum(FINANCIAL_RESOLUTIONS),
      periods: z.array(FinancialPeriodSchema),
    })
    .meta({ id: 'Financials' }),
});

export const InstrumentDividendSchema = z
  .object({
    /** The ex-day: holders at the close of the trading day before are paid. */
    ex_day: z.string(),
    pay_day: z.string().nullable(),
    type: z.string(),
    /** Per share, in `currency`, exact decimal text. */
    amount: z.string(),
    currency: z.string(),
  })
  .meta({ id: 'InstrumentDividend' });

export const getInstrumentDividends = defineCall({
  id: 'getInstrumentDividends',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/dividends',
  auth: 'public',
  summary: "A share's announced and paid dividends, and each year's total per share",
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  reply: z
    .object({
      upcoming: z.array(InstrumentDividendSchema),
      history: z.array(InstrumentDividendSchema),
      /** Per calendar year of the ex-day, newest first, exact decimal text. */
      yearly: z.array(z.object({ year: z.number().int(), amount: z.string(), currency: z.string() })),
    })
    .meta({ id: 'InstrumentDividends' }),
});

export const AnalystRatingSchema = z
  .object({ firm: z.string(), rating: z.enum(RATING_TYPES), target_price: z.number(), day: z.string() })
  .meta({ id: 'AnalystRating' });

export const getAnalystRatings = defineCall({
  id: 'getAnalystRatings',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/ratings',
  auth: 'public',
  summary: "Analysts' current recommendations (BUY, HOLD, SELL) and target prices, and their history",
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  reply: z
    .object({
      currency: z.string(),
      price: z.number().nullable(),
      counts: z.object({ BUY: z.number().int(), HOLD: z.number().int(), SELL: z.number().int() }),
      consensus: z.enum(RATING_TYPES).nullable(),
      mean_target: z.number().nullable(),
      /** Mean target against the price, percent. */
      upside: z.number().nullable(),
      /** Each firm's latest, newest first. */
      current: z.array(AnalystRatingSchema),
      /** Every change, newest first. */
      history: z.array(AnalystRatingSchema),
    })
    .meta({ id: 'AnalystRatings' }),
});

export const ShortDisclosureSchema = z
  .object({ holder: z.string(), percent: z.number(), day: z.string() })
  .meta({ id: 'ShortDisclosure' });

export const getShortPositions = defineCall({
  id: 'getShortPositions',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/shortsales',
  auth: 'public',
  summary: 'Public net short positions of 0.5 % or more per holder, and the disclosures behind them',
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  reply: z
    .object({
      threshold: z.number(),
      total_percent: z.number(),
      current: z.array(ShortDisclosureSchema),
      /** Every disclosure, newest first. */
      history: z.array(ShortDisclosureSchema),
    })
    .meta({ id: 'ShortPositions' }),
});

export const getCompanyProfile = defineCall({
  id: 'getCompanyProfile',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/company',
  auth: 'public',
  summary: 'Facts about the listed company',
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  reply: z
    .object({
      instrument_id: z.number().int(),
      name: z.string(),
      isin: z.string(),
      sector: z.string().nullable(),
      country: z.string(),
      founded: z.number().int(),
      headquarters: z.string(),
      employees: z.number().int(),
      ceo: z.string(),
      chair: z.string(),
      website: z.string(),
    })
    .meta({ id: 'CompanyProfile' }),
});

export const getInstrumentBySlug = defineCall({
  id: 'getInstrumentBySlug',
  method: 'GET',
  path: '/api/2/instruments/slug/{slug}',
  auth: 'public',
  summary: 'The instrument an address in words names, e.g. norrvik-industrier-b (404 UNKNOWN_INSTRUMENT)',
  tags: ['instrument data'],
  params: z.object({ slug: z.string().max(120).regex(SLUG_PATTERN, { message: 'expected a slug' }) }),
  reply: z.object({ instrument_id: z.number().int(), slug: z.string() }).meta({ id: 'InstrumentSlug' }),
  cached: true,
});
