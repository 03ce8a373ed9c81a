import { z } from 'zod';
import { defineCall } from './call';
import { LangSchema, Text, wholeNumber } from './common';

/**
 * The site search (spec 001 §7.3 "Discovery search (query, category, limit)"): instruments, curated
 * lists, news and content pages in one call. Public: it shows only what a visitor may read.
 */

export const DISCOVERY_CATEGORIES = ['INSTRUMENT', 'LIST', 'NEWS', 'CONTENT'] as const;
export type DiscoveryCategory = (typeof DISCOVERY_CATEGORIES)[number];
export const DiscoveryCategorySchema = z.enum(DISCOVERY_CATEGORIES);

export const DISCOVERY_LIMIT_DEFAULT = 5;
export const DISCOVERY_LIMIT_MAX = 50;
export const DISCOVERY_QUERY_MAX = 100;

export const DiscoveryHitSchema = z
  .object({
    /** Unique within its group, e.g. the instrument id or the list slug. */
    id: z.string(),
    title: z.string(),
    subtitle: z.string(),
    /** The web page of the hit: `/instrument/{id}`, `/watchlists/shared?listId={slug}`, `/news/{id}`. */
    url: z.string(),
    /** Instruments: EQ, FND or IDX; news: its type (NEWS, ANALYSIS, …); lists and content: absent. */
    kind: z.string().optional(),
    /** News: published, epoch ms. */
    date: z.number().int().optional(),
    /** The language the title is written in (news items are in their agency's language). */
    lang: z.string().optional(),
  })
  .meta({ id: 'DiscoveryHit' });

export const DiscoveryGroupSchema = z
  .object({
    category: DiscoveryCategorySchema,
    /** Every match, of which `hits` are the best `limit`. */
    total: z.number().int(),
    hits: z.array(DiscoveryHitSchema),
  })
  .meta({ id: 'DiscoveryGroup' });

export const discoverySearch = defineCall({
  id: 'discoverySearch',
  method: 'GET',
  path: '/api/2/discovery/search',
  auth: 'public',
  summary:
    'Site search: every category (each up to limit) or one; case- and accent-insensitive, exact symbol or ISIN first',
  tags: ['discovery'],
  query: z.object({
    query: Text.trim().min(1).max(DISCOVERY_QUERY_MAX),
    category: DiscoveryCategorySchema.optional(),
    limit: wholeNumber(1, DISCOVERY_LIMIT_MAX).default(DISCOVERY_LIMIT_DEFAULT),
    /** Language of list names and of the news searched (with English); else the viewer's. */
    lang: LangSchema.optional(),
  }),
  reply: z.object({ query: z.string(), lang: LangSchema, groups: z.array(DiscoveryGroupSchema) }),
});
