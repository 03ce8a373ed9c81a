import { z } from 'zod';
import {
  FUND_ALLOCATION_REGIONS,
  FUND_ASSET_CLASSES,
  FUND_DIVIDEND_STRATEGIES,
  FUND_PERIODS,
  FUND_REGIONS,
  FUND_SECTORS,
  RISK_LABELS,
  type FixedPeriod,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam } from './common';

/**
 * What a customer reads about a fund before buying (spec 001 §3, §7.12 "funds", §9 fund periods):
 * its fact sheet with the SRRI and risk label computed from its NAVs, its returns over every fund
 * period, and our 1–5 rating within its category. Public, as the instrument page is. A share or an
 * index answers 404 NOT_A_FUND; an unknown id 404 UNKNOWN_INSTRUMENT.
 */

const Percent = z.string().meta({ description: 'Percent, exact decimal text' });

const AllocationSchema = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.array(z.object({ key: z.enum(keys), weight: Percent }));

export const FundFactsSchema = z
  .object({
    instrument_id: z.number().int(),
    name: z.string(),
    isin: z.string(),
    currency: z.string(),
    /** The fund's category (as the screener's groups). */
    category: z.string().nullable(),
    fund_type: z.string().nullable(),
    is_index_fund: z.boolean(),
    company: z.string(),
    launch_date: z.string(),
    managers: z.array(z.object({ name: z.string(), since: z.string() })),
    /** Percent a year. */
    ongoing_charge: Percent,
    buy_fee: Percent.nullable(),
    sell_fee: Percent.nullable(),
    sfdr_article: z.number().int().nullable(),
    /** SRRI 1–7 from five years of weekly NAVs (CESR/10-673); null with less than a year of them. */
    srri: z.number().int().min(1).max(7).nullable(),
    risk_label: z.enum(RISK_LABELS).nullable(),
    /** Annualised weekly volatility behind the SRRI, percent. */
    volatility: z.number().nullable(),
    dividend_strategy: z.enum(FUND_DIVIDEND_STRATEGIES),
    region: z.enum(FUND_REGIONS),
    benchmark: z.string().nullable(),
    /** Assets under management, exact decimal text in `aum_currency`, as reported on `aum_day`. */
    aum: z.string(),
    aum_currency: z.string(),
    aum_day: z.string(),
    /** The ten largest holdings, largest first; `instrument_id` when it is a share we list. */
    holdings: z.array(
      z.object({ name: z.string(), weight: Percent, instrument_id: z.number().int().nullable() }),
    ),
    /** Each sums to 100; region and sector describe the invested part (cash is an asset class). */
    asset_allocation: AllocationSchema(FUND_ASSET_CLASSES),
    region_allocation: AllocationSchema(FUND_ALLOCATION_REGIONS),
    sector_allocation: AllocationSchema(FUND_SECTORS),
  })
  .meta({ id: 'FundFacts' });

export const getFundFacts = defineCall({
  id: 'getFundFacts',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/fund-facts',
  auth: 'public',
  summary: "A fund's fact sheet, holdings, allocations and risk (404 UNKNOWN_INSTRUMENT, NOT_A_FUND)",
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  reply: FundFactsSchema,
});

export const FundPeriodSchema = z.enum(FUND_PERIODS as unknown as [FixedPeriod, ...FixedPeriod[]]);

export const getFundReturns = defineCall({
  id: 'getFundReturns',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/fund-returns',
  auth: 'public',
  summary: "A fund's return over every fund period from its NAVs (404 UNKNOWN_INSTRUMENT, NOT_A_FUND)",
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  reply: z
    .object({
      instrument_id: z.number().int(),
      currency: z.string(),
      /** The latest NAV every period ends at, and its day; null for a fund without NAVs. */
      nav: z.string().nullable(),
      nav_day: z.string().nullable(),
      /** In the order of the fund periods, DAY_1 to ALL. */
      periods: z.array(
        z.object({
          period: FundPeriodSchema,
          /** The start NAV's day; null when the fund has no NAV that old. */
          from: z.string().nullable(),
          value: Percent.nullable(),
        }),
      ),
    })
    .meta({ id: 'FundReturns' }),
});

export const getFundRating = defineCall({
  id: 'getFundRating',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/fund-rating',
  auth: 'public',
  summary:
    'Our 1–5 rating of a fund: its 3-year risk-adjusted return ranked in its category (404 NOT_A_FUND)',
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  reply: z
    .object({
      instrument_id: z.number().int(),
      category: z.string().nullable(),
      /** Null for a fund with less than three years of NAVs. */
      stars: z.number().int().min(1).max(5).nullable(),
      /** Annualised mean over standard deviation of the 36 monthly returns. */
      risk_adjusted_return: z.number().nullable(),
      /** Its place among the category's rated funds, 1 the best. */
      rank: z.number().int().nullable(),
      peers: z.number().int(),
      /** The NAV day the rating is computed at. */
      as_of: z.string().nullable(),
    })
    .meta({ id: 'FundRating' }),
});
