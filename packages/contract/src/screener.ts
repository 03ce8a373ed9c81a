import { z } from 'zod';
import { COUNTRIES, FUND_REGIONS, KEY_FIGURE_IDS } from '@broker/domain';
import { defineCall } from './call';
import { IdParam, Text, wholeNumber } from './common';

/**
 * The screener (spec 001 §7.12 "screening by type"): shares by any key figure, market and sector;
 * funds by return over the fund periods (§9), fees, risk, SFDR article (§3) and category. Public,
 * as the instrument pages are; saved screens are the customer's own.
 */

export const SCREEN_TYPES = ['SHARES', 'FUNDS'] as const;
export const ScreenTypeSchema = z.enum(SCREEN_TYPES);

/** Fund fields: returns over the fund periods of spec 001 §9 (percent), fees (percent), minimum. */
export const FUND_SCREEN_FIELDS = [
  'RETURN_MONTH_1',
  'RETURN_MONTH_3',
  'RETURN_YTD',
  'RETURN_YEAR_1',
  'RETURN_YEAR_3',
  'RETURN_YEAR_5',
  'BUY_FEE',
  'SELL_FEE',
  'MIN_INVESTMENT',
  /** Our 1–5 rating (fund-facts.ts getFundRating); none for a fund younger than three years. */
  'RATING',
] as const;

export const SCREEN_FIELDS = [...KEY_FIGURE_IDS, ...FUND_SCREEN_FIELDS] as const;
export const ScreenFieldSchema = z.enum(SCREEN_FIELDS as unknown as [string, ...string[]]);

export const SCREEN_FILTERS_MAX = 12;
export const SCREEN_PAGE_MAX = 100;

export const ScreenCriteriaSchema = z
  .object({
    filters: z
      .array(
        z.object({
          field: ScreenFieldSchema,
          min: z.number().finite().optional(),
          max: z.number().finite().optional(),
        }),
      )
      .max(SCREEN_FILTERS_MAX)
      .default([]),
    countries: z.array(z.enum(COUNTRIES)).max(COUNTRIES.length).optional(),
    /** Shares: sectors by their English name, as instruments carry them. */
    sectors: z.array(Text.max(60)).max(20).optional(),
    /** Funds: categories (regions and asset classes), risk label (§3), SFDR article (§3). */
    categories: z.array(Text.max(60)).max(40).optional(),
    risks: z
      .array(z.enum(['LOW', 'MEDIUM', 'HIGH']))
      .max(3)
      .optional(),
    sfdr: z
      .array(z.union([z.literal(6), z.literal(8), z.literal(9)]))
      .max(3)
      .optional(),
    /** Funds: where they invest (the fund's region of its fact sheet). */
    regions: z.array(z.enum(FUND_REGIONS)).max(FUND_REGIONS.length).optional(),
    sort: z
      .object({ field: z.union([ScreenFieldSchema, z.literal('NAME')]), order: z.enum(['ASC', 'DESC']) })
      .default({ field: 'NAME', order: 'ASC' }),
  })
  .meta({ id: 'ScreenCriteria' });

export const ScreenRowSchema = z
  .object({
    instrument_id: z.number().int(),
    name: z.string(),
    symbol: z.string(),
    country: z.string(),
    currency: z.string(),
    /** Shares: the sector; funds: the category. */
    group: z.string().nullable(),
    risk: z.enum(['LOW', 'MEDIUM', 'HIGH']),
    sfdr_article: z.number().int().nullable(),
    /** The order book for the live price (market id and identifier), null for none. */
    tradable: z.object({ m: z.number().int(), i: z.string() }).nullable(),
    last_price: z.number().nullable(),
    /** The type's fields (key figures of a share, returns and fees of a fund); null where none. */
    values: z.object(
      Object.fromEntries(SCREEN_FIELDS.map((f) => [f, z.number().nullable().optional()])) as Record<
        (typeof SCREEN_FIELDS)[number],
        z.ZodOptional<z.ZodNullable<z.ZodNumber>>
      >,
    ),
  })
  .meta({ id: 'ScreenRow' });

export const screenInstruments = defineCall({
  id: 'screenInstruments',
  method: 'POST',
  path: '/api/2/screener/{type}',
  auth: 'public',
  summary: 'Instruments of a type that pass the filters, sorted, a page at a time (400 FIELD_NOT_FOR_TYPE)',
  tags: ['instrument data'],
  params: z.object({ type: ScreenTypeSchema }),
  body: ScreenCriteriaSchema.extend({
    offset: wholeNumber(0, 100_000).default(0),
    limit: wholeNumber(1, SCREEN_PAGE_MAX).default(25),
  }),
  reply: z
    .object({
      total: z.number().int(),
      offset: z.number().int(),
      rows: z.array(ScreenRowSchema),
      /** What the type's rows can be filtered by: its sectors or categories, with counts. */
      groups: z.array(z.object({ name: z.string(), count: z.number().int() })),
    })
    .meta({ id: 'ScreenResult' }),
});

export const SAVED_SCREENS_MAX = 20;

export const SavedScreenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: ScreenTypeSchema,
    criteria: ScreenCriteriaSchema,
    /** Epoch ms. */
    created_at: z.number().int(),
  })
  .meta({ id: 'SavedScreen' });

export const listSavedScreens = defineCall({
  id: 'listSavedScreens',
  method: 'GET',
  path: '/api/2/screener/saved',
  auth: 'token',
  summary: "The customer's saved screens, newest first",
  tags: ['instrument data'],
  reply: z.object({ screens: z.array(SavedScreenSchema) }),
});

export const saveScreen = defineCall({
  id: 'saveScreen',
  method: 'POST',
  path: '/api/2/screener/saved',
  auth: 'token',
  summary: `Saves a screen under a name (422 SCREEN_LIMIT_REACHED after ${SAVED_SCREENS_MAX})`,
  tags: ['instrument data'],
  body: z.object({
    name: Text.trim().min(1).max(60),
    type: ScreenTypeSchema,
    criteria: ScreenCriteriaSchema,
  }),
  status: 201,
  reply: SavedScreenSchema,
});

export const deleteSavedScreen = defineCall({
  id: 'deleteSavedScreen',
  method: 'DELETE',
  path: '/api/2/screener/saved/{screen_id}',
  auth: 'token',
  summary: 'Deletes a saved screen (404 SCREEN_NOT_FOUND, also for another customer’s)',
  tags: ['instrument data'],
  params: z.object({ screen_id: IdParam }),
  reply: z.object({ id: z.number().int() }),
});
