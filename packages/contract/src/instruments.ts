import { z } from 'zod';
import { defineCall } from './call';
import { IdParam, Text, wholeNumber } from './common';
import { InstrumentGroupTypeSchema } from './accounts';

/**
 * A fund's fact sheet (a PDF of its facts and costs), the address instruments give as
 * `prospectus_url`. Public like the fund's page; `?lang=` picks its language.
 */
export const FUND_FACT_SHEET_PATH = '/documents/prospectus/{isin}.pdf';

export const TradableSchema = z.object({
  market_id: z.number().int(),
  identifier: z.string(),
  lot_size: z.number(),
  display_order: z.number().int(),
});

export const TradingFrequencySchema = z.enum(['DAILY', 'WEEKLY', 'MONTHLY']);

export const InstrumentSchema = z
  .object({
    instrument_id: z.number().int(),
    isin: z.string(),
    name: z.string(),
    symbol: z.string(),
    instrument_group_type: InstrumentGroupTypeSchema,
    instrument_type: z.string(),
    currency: z.string(),
    market: z.object({ market_id: z.number().int(), name: z.string(), country: z.string() }),
    sector: z.string().nullable(),
    mifid2_category: z.number().int(),
    risk: z.enum(['LOW', 'MEDIUM', 'HIGH']),
    sfdr_article: z.number().int().nullable(),
    tradables: z.array(TradableSchema),
    last_price: z.number().nullable(),
    // Funds only.
    fund_type: z.string().optional(),
    buy_fee: z.number().optional(),
    sell_fee: z.number().optional(),
    prospectus_url: z.string().optional(),
    last_nav: z.number().optional(),
    buy_frequency: TradingFrequencySchema.optional(),
    sell_frequency: TradingFrequencySchema.optional(),
    min_investment: z.number().optional(),
  })
  .meta({ id: 'Instrument' });

export const getInstrument = defineCall({
  id: 'getInstrument',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}',
  auth: 'public',
  summary: 'One instrument with its tradables',
  tags: ['instruments'],
  params: z.object({ instrument_id: IdParam }),
  reply: InstrumentSchema,
  cached: true,
});

/** Spec 002 §3 "Search result". */
export const SearchResultSchema = z
  .object({
    display_name: z.string(),
    display_symbol: z.string(),
    instrument_id: z.number().int(),
    market_data_order_book_id: z.string(),
    instrument_group_type: InstrumentGroupTypeSchema,
    exchange_country: z.string(),
    entity_type: z.string(),
  })
  .meta({ id: 'SearchResult' });

export const mainSearch = defineCall({
  id: 'mainSearch',
  method: 'GET',
  path: '/api/2/main_search',
  auth: 'public',
  summary: 'Instrument search by name, symbol or ISIN',
  tags: ['instruments'],
  query: z.object({
    query: Text.trim().min(1).max(100),
    limit: wholeNumber(1, 50).default(10),
  }),
  reply: z.array(SearchResultSchema),
});
