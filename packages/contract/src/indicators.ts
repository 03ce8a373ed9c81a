import { z } from 'zod';
import { INDEX_LIST_IDS } from '@broker/domain';
import { defineCall } from './call';
import { IdParam, wholeNumber } from './common';

/**
 * Indices with their members (spec 001 §7.12 "indicators (by symbol, order book id or list)"):
 * each index's level, today's change and its members with weight, price and contribution to the
 * move in index points. The level is the one the members' prices imply by the simulator's own
 * formula, so the contributions add up to the change shown; the live feed's `indicator`
 * subscription (`{"t":"indicator","m":"SSE","i":"OMXS30"}`) carries the same level as it moves.
 * Public market data, like the instrument page. Unknown symbols, ids and lists answer 404
 * INDEX_NOT_FOUND or INDEX_LIST_NOT_FOUND; so does a share's order-book id asked as an index.
 */

export const IndexMemberSchema = z
  .object({
    instrument_id: z.number().int(),
    name: z.string(),
    symbol: z.string(),
    currency: z.string(),
    /** The member's order book on the live feed (price subscription); null without one. */
    tradable: z.object({ m: z.number().int(), i: z.string() }).nullable(),
    /** Its weight in the index as stored, a fraction (exact decimal text); members' weights add up to 1. */
    weight: z.string(),
    last: z.number().nullable(),
    previous_close: z.number().nullable(),
    /** Percent, two decimals. */
    change_percent: z.number().nullable(),
    /** Its part of the index's change today, in index points (two decimals); the parts add up to `change`. */
    contribution: z.number().nullable(),
  })
  .meta({ id: 'IndexMember' });

export const IndexQuoteSchema = z
  .object({
    instrument_id: z.number().int(),
    symbol: z.string(),
    name: z.string(),
    currency: z.string(),
    country: z.string(),
    /** The key of the live feed's `indicator` subscription: market string `m` and symbol `i`. */
    indicator: z.object({ m: z.string(), i: z.string() }),
    /** The index's own order book (price subscription, order-book id). */
    tradable: z.object({ m: z.number().int(), i: z.string() }).nullable(),
    /** Null before the index has a first close. */
    last: z.number().nullable(),
    previous_close: z.number().nullable(),
    change: z.number().nullable(),
    change_percent: z.number().nullable(),
    /** Largest weight first; empty when `members=false`. */
    members: z.array(IndexMemberSchema),
  })
  .meta({ id: 'IndexQuote' });

const MembersQuery = z
  .enum(['true', 'false'])
  .default('true')
  .meta({ description: 'false leaves out the members (a strip of levels needs none)' });

export const getIndicatorsBySymbol = defineCall({
  id: 'getIndicatorsBySymbol',
  method: 'GET',
  path: '/api/2/indicators',
  auth: 'public',
  summary:
    'Indices by symbol, comma-joined, in the order asked (404 INDEX_NOT_FOUND names the first unknown)',
  tags: ['instrument data'],
  query: z.object({
    symbols: z.string().regex(/^[A-Z0-9]{1,12}(,[A-Z0-9]{1,12}){0,19}$/, {
      message: 'expected up to 20 index symbols separated by commas',
    }),
    members: MembersQuery,
  }),
  reply: z.array(IndexQuoteSchema),
});

export const getIndicatorByOrderBook = defineCall({
  id: 'getIndicatorByOrderBook',
  method: 'GET',
  path: '/api/2/indicators/orderbook/{order_book_id}',
  auth: 'public',
  summary: "One index by its order-book id, e.g. 90001 (404 INDEX_NOT_FOUND, also for a share's order book)",
  tags: ['instrument data'],
  params: z.object({ order_book_id: wholeNumber(1, 2_147_483_647) }),
  query: z.object({ members: MembersQuery }),
  reply: IndexQuoteSchema,
});

export const getIndicatorByInstrument = defineCall({
  id: 'getIndicatorByInstrument',
  method: 'GET',
  path: '/api/2/indicators/instrument/{instrument_id}',
  auth: 'public',
  summary: 'One index by its instrument id, as the instrument page names it (404 INDEX_NOT_FOUND)',
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  query: z.object({ members: MembersQuery }),
  reply: IndexQuoteSchema,
});

export const IndexListIdSchema = z.enum(INDEX_LIST_IDS as [string, ...string[]]);

export const listIndicatorLists = defineCall({
  id: 'listIndicatorLists',
  method: 'GET',
  path: '/api/2/indicators/lists',
  auth: 'public',
  summary: 'The lists of indices: NORDIC_MAIN and one per exchange (SSE, OSE, CSE, HEX), with their symbols',
  tags: ['instrument data'],
  reply: z.array(z.object({ list_id: z.string(), symbols: z.array(z.string()) }).meta({ id: 'IndexList' })),
});

export const getIndicatorList = defineCall({
  id: 'getIndicatorList',
  method: 'GET',
  path: '/api/2/indicators/lists/{list_id}',
  auth: 'public',
  summary: 'The indices of a list, e.g. NORDIC_MAIN (404 INDEX_LIST_NOT_FOUND)',
  tags: ['instrument data'],
  // Any text: an unknown list is a 404 with its code, not a 400.
  params: z.object({ list_id: z.string().max(40) }),
  query: z.object({ members: MembersQuery }),
  reply: z.array(IndexQuoteSchema),
});

/** `<img src>` of an instrument's icon; the browser sends no token, so the call is public. */
export const INSTRUMENT_ICON_PATH = '/api/2/instruments/{instrument_id}/icon';

export const getInstrumentIcon = defineCall({
  id: 'getInstrumentIcon',
  method: 'GET',
  path: INSTRUMENT_ICON_PATH,
  auth: 'public',
  summary:
    "An instrument's icon: SVG monogram of its name on its sector's or type's colour, with ETag (304 on If-None-Match; 404 UNKNOWN_INSTRUMENT)",
  tags: ['instrument data'],
  params: z.object({ instrument_id: IdParam }),
  reply: z.string().meta({ description: 'image/svg+xml' }),
});
