import { z } from 'zod';
import {
  COMPARE_RESULTS,
  EVENT_TYPES,
  FUND_DEVELOPMENT_CURRENCIES,
  FIXED_PERIODS,
  INDICATOR_KINDS,
  PERIODS,
  RESOLUTIONS,
} from '@broker/domain';
import { defineCall } from './call';
import { CountryCodeSchema, IdParam, MoneySchema, PlainDate, Text } from './common';
import { SearchResultSchema } from './instruments';

/**
 * The chart's calls (spec 002 §7). Spec 002 does not show their paths; ours follow the market-data
 * naming of the rest of the catalogue. Timestamps are epoch milliseconds; points of daily and longer
 * resolutions are stamped at 00:00 UTC of their day (domain `dayStamp`).
 */

export const PeriodSchema = z.enum(PERIODS);
export const FixedPeriodSchema = z.enum(FIXED_PERIODS as unknown as [string, ...string[]]);
export const ResolutionSchema = z.enum(RESOLUTIONS);

/**
 * A range bound: a plain date, or epoch milliseconds for the end of a fund's range request, which
 * adds the time-zone offset plus 2 hours to the end day (spec 000 §9, domain `fundRangeEndMs`).
 */
const RangeBound = z.union([PlainDate, z.string().regex(/^\d{1,15}$/, { message: 'expected yyyy-MM-dd' })]);

/** A boolean in a query string: `true` or `false`. */
const QueryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const PricePointSchema = z
  .object({
    timeStamp: z.number(),
    last: z.number(),
    open: z.number().optional(),
    high: z.number().optional(),
    low: z.number().optional(),
    volume: z.number().optional(),
  })
  .meta({ id: 'PricePoint' });

export const ValuePointSchema = z
  .object({ timeStamp: z.number(), value: z.number() })
  .meta({ id: 'ValuePoint' });

export const ComparePricePointsSchema = z
  .object({ timeSeriesIdentifier: z.string(), pricePoints: z.array(ValuePointSchema) })
  .meta({ id: 'ComparePricePoints' });

/** Spec 002 §3 "Enrich (historical event)". */
export const EnrichPointSchema = z
  .object({
    event: z.enum(EVENT_TYPES),
    /** When the event happened (its day at 00:00 UTC). */
    eventTimestamp: z.number(),
    /** The chart point the event belongs to. */
    timestamp: z.number(),
    /** The price change of the event day in percent; decides a report's icon. */
    change: z.number().nullable(),
    dividendAmount: z.number().nullable(),
    dividendCurrency: z.string().nullable(),
  })
  .meta({ id: 'EnrichPoint' });

/** Spec 002 §3 "Indicator point series": one point, with the fields of its kind. */
export const IndicatorPointSchema = z
  .object({
    timeStamp: z.number(),
    value: z.number().optional(),
    upper: z.number().optional(),
    middle: z.number().optional(),
    lower: z.number().optional(),
    k: z.number().optional(),
    d: z.number().optional(),
    macd: z.number().optional(),
    signal: z.number().optional(),
    diff: z.number().optional(),
  })
  .meta({ id: 'IndicatorPoint' });

export const TechnicalAnalysisPointsSchema = z
  .object({
    /** The kind with its parameters, e.g. `bollinger-20-2`, as requested. */
    taTypeWithParams: z.string(),
    taType: z.enum(INDICATOR_KINDS),
    /** Only points inside the returned period; warm-up history is used but not sent. */
    points: z.array(IndicatorPointSchema),
  })
  .meta({ id: 'TechnicalAnalysisPoints' });

/** Spec 002 §3 "Period with performance". */
export const PeriodPerformanceSchema = z
  .object({
    period: FixedPeriodSchema,
    performance: z.number().nullable(),
    returnAmount: MoneySchema.nullable(),
  })
  .meta({ id: 'PeriodPerformance' });

/** Spec 002 §3 "Time series response". */
export const TimeSeriesResponseSchema = z
  .object({
    timeSeriesIdentifier: z.string(),
    availablePeriods: z.array(FixedPeriodSchema),
    validResolutionsForPeriod: z.array(ResolutionSchema),
    returnedPeriod: PeriodSchema,
    returnedResolution: ResolutionSchema,
    /** The currency of the prices: the instrument's, or the one asked for with `currency`. */
    currency: z.string(),
    pricePoints: z.array(PricePointSchema),
    comparePricePoints: z.array(ComparePricePointsSchema),
    enrichPoints: z.array(EnrichPointSchema),
    /** Number of our customers holding the instrument, per day of the period. */
    owners: z.array(z.object({ timestamp: z.number(), value: z.number() })),
    /** The last price before the period (the previous close for DAY_1). */
    previousClose: z.number().nullable(),
    high: z.number().nullable(),
    low: z.number().nullable(),
    returns: z.array(PeriodPerformanceSchema),
    technicalAnalysisPoints: z.array(TechnicalAnalysisPointsSchema),
    supportedTechnicalAnalysisPointsTypes: z.array(z.enum(INDICATOR_KINDS)),
  })
  .meta({ id: 'TimeSeriesResponse' });

export const TimeSeriesQuerySchema = z.object({
  period: PeriodSchema.optional(),
  from: RangeBound.optional(),
  to: RangeBound.optional(),
  resolution: ResolutionSchema.optional(),
  /** Comma list of instrument ids, at most 8. */
  compare: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { message: 'expected instrument ids separated by commas' })
    .optional(),
  enrichType: z.enum(['HISTORICAL_EVENTS']).optional(),
  nordbrokerOwners: QueryFlag.optional(),
  /** e.g. `sma-14,bollinger-20-2,macd-12-26-9`; parsed by domain `parseTechnicalAnalysisQuery`. */
  technicalAnalysis: z.string().max(400).optional(),
  /**
   * A fund development option of spec 002 §9: the instrument's prices (and the indicators over
   * them) converted into this currency at the current reference rate; the reply's `currency` says
   * which currency the prices are in. Compare series stay in their own currencies: they are shown as
   * percent changes.
   */
  currency: z.enum(FUND_DEVELOPMENT_CURRENCIES).optional(),
});

export const getPriceTimeSeries = defineCall({
  id: 'getPriceTimeSeries',
  method: 'GET',
  path: '/api/2/market-data/price-time-series/{instrument_id}',
  auth: 'public',
  summary:
    'Price time series of an instrument for a period or a from/to range, with compare, events, owners and indicators',
  tags: ['chart'],
  params: z.object({ instrument_id: IdParam }),
  query: TimeSeriesQuerySchema,
  reply: TimeSeriesResponseSchema,
});

/**
 * The same series as CSV, for the historical table's download: a plain link with the session
 * cookie, so the browser saves the file itself. Query as getPriceTimeSeries (without compare and
 * indicators).
 */
export const PRICE_TIME_SERIES_CSV_PATH = '/api/2/market-data/price-time-series/{instrument_id}/csv';

/** Spec 002 §3 "Historical return". */
export const HistoricalReturnSchema = z
  .object({
    period: FixedPeriodSchema,
    performance: z.number().nullable(),
    high: z.number().nullable(),
    low: z.number().nullable(),
    /** Traded value in the instrument's currency; null for funds. */
    turnover: z.number().nullable(),
  })
  .meta({ id: 'HistoricalReturn' });

export const getHistoricalReturns = defineCall({
  id: 'getHistoricalReturns',
  method: 'GET',
  path: '/api/2/market-data/historical-returns/{instrument_id}',
  auth: 'public',
  summary: 'Return, high, low and turnover of an instrument for every period',
  tags: ['chart'],
  params: z.object({ instrument_id: IdParam }),
  reply: z.array(HistoricalReturnSchema),
  throttleMs: 7000,
});

export const getPopularComparators = defineCall({
  id: 'getPopularComparators',
  method: 'GET',
  path: '/api/2/market-data/popular-comparators',
  auth: 'public',
  summary:
    'Instruments customers of a country compare with most: its main index and most held shares and funds',
  tags: ['chart'],
  query: z.object({ country: CountryCodeSchema }),
  reply: z.array(SearchResultSchema),
  cached: true,
});

/** Instrument search for the compare tab: at most 5 results (spec 002 §9). */
export const searchComparators = defineCall({
  id: 'searchComparators',
  method: 'GET',
  path: '/api/2/market-data/compare-search',
  auth: 'public',
  summary: 'Instrument search for the chart compare tab, at most 5 results',
  tags: ['chart'],
  query: z.object({ query: Text.trim().min(1).max(100) }),
  reply: z.array(SearchResultSchema).max(COMPARE_RESULTS),
});

/** Spec 002 §3 "Buy/sell transaction from the server". */
export const BuySellTransactionSchema = z
  .object({
    accountNumber: z.string(),
    /** Amount of the trade in the account's currency, positive. */
    amount: z.number(),
    price: z.number(),
    /** The currency of the price. */
    priceUnit: z.string(),
    quantity: z.number(),
    timestampEpochMillis: z.number(),
    type: z.enum(['BUY', 'SELL']),
  })
  .meta({ id: 'BuySellTransaction' });

export const getBuySellDots = defineCall({
  id: 'getBuySellDots',
  method: 'GET',
  path: '/api/2/transactions/buy-sell-dots',
  auth: 'token',
  summary: "The logged-in customer's own buys and sells of an instrument, on the given accounts only",
  tags: ['chart'],
  query: z.object({
    /** Comma list of the customer's account ids; another customer's account is refused. */
    accids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10})*$/, { message: 'expected account ids separated by commas' }),
    fromDate: PlainDate,
    toDate: PlainDate,
    instrumentId: IdParam,
  }),
  reply: z.array(BuySellTransactionSchema),
});

/**
 * Closing prices of several instruments at once, for spark graphs (spec 002 §2) in the overview's
 * positions and in lists: one request for a whole table instead of one per row.
 */
export const getSparkLines = defineCall({
  id: 'getSparkLines',
  method: 'GET',
  path: '/api/2/market-data/spark-lines',
  auth: 'public',
  summary: 'Closing prices of up to 50 instruments over a period, for spark graphs',
  tags: ['chart'],
  query: z.object({
    instrument_ids: z.string().regex(/^\d{1,10}(,\d{1,10}){0,49}$/, {
      message: 'expected up to 50 instrument ids separated by commas',
    }),
    period: FixedPeriodSchema.default('MONTH_1'),
  }),
  reply: z.array(
    z
      .object({ instrument_id: z.number().int(), points: z.array(ValuePointSchema) })
      .meta({ id: 'SparkLine' }),
  ),
  throttleMs: 7000,
});
