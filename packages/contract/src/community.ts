import { z } from 'zod';
import { defineCall } from './call';
import { ListInstrumentSchema } from './curated-lists';
import { wholeNumber } from './common';

/**
 * The community feed (spec 000 §1 "community"; the order screen closes there when opened from
 * Shareville): what the broker's customers hold and trade, as aggregates only. No reply names,
 * counts or hints at a single customer: an instrument appears only when at least
 * COMMUNITY_MIN_CUSTOMERS customers stand behind its figure.
 */

/** The fewest customers behind any figure of the community feed. */
export const COMMUNITY_MIN_CUSTOMERS = 2;
/**
 * The trading window of the 'most traded' list, in days up to and including today. A month rather
 * than a week: with the minimum of customers per figure a week is too short for a broker of our
 * size to show anything.
 */
export const COMMUNITY_TRADING_WINDOW_DAYS = 30;

export const CommunityInstrumentSchema = z
  .object({
    instrument: ListInstrumentSchema,
    /** Customers holding the instrument now (all their accounts together). */
    owners: z.number().int(),
    /** Buy and sell trades of the window by all customers. */
    trades: z.number().int(),
    /** Customers who traded it in the window. */
    traders: z.number().int(),
    /** Share of the window's trades that were buys, whole percent; null without trades. */
    buyPercent: z.number().int().nullable(),
  })
  .meta({ id: 'CommunityInstrument' });

export const CommunityPopularSchema = z
  .object({
    /** Epoch ms of the figures. */
    asOf: z.number().int(),
    /** First and last day (yyyy-MM-dd, Stockholm) of the trading window. */
    windowFrom: z.string(),
    windowTo: z.string(),
    /** Most held first (ties: most traded, then instrument id). */
    mostOwned: z.array(CommunityInstrumentSchema),
    /** Most traded in the window first (ties: most traders, then instrument id). */
    mostTraded: z.array(CommunityInstrumentSchema),
  })
  .meta({ id: 'CommunityPopular' });

export const getCommunityPopular = defineCall({
  id: 'getCommunityPopular',
  method: 'GET',
  path: '/api/2/community/popular',
  auth: 'token',
  summary:
    'Popular among the broker’s customers: the instruments most held now and most traded in the last 30 days, as aggregates (at least 2 customers behind each figure)',
  tags: ['community'],
  query: z.object({ limit: wholeNumber(1, 50).optional() }),
  reply: CommunityPopularSchema,
});
