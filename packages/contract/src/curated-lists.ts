import { z } from 'zod';
import {
  CURATED_LIST_BADGES,
  CURATED_LIST_TOPICS,
  FEEDBACK_COMMENT_MAX,
  isCuratedListTopic,
  type CuratedListTopic,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam, LangSchema, Text } from './common';
import { InstrumentGroupTypeSchema } from './accounts';

/**
 * Curated lists ("inspiration", spec 001 §7.11) and the card entity of spec 000 §3. Display names
 * come in the customer's language (sv, nb, da, fi, en). Images and logos are served by this server
 * (`INSTRUMENT_LOGO_PATH`, `CURATED_LIST_IMAGE_PATH`) and take a `width` query parameter.
 */

/** `GET /images/logos/{instrument_id}.svg?width=` — a generated logo (initials on a colour). */
export const INSTRUMENT_LOGO_PATH = '/images/logos/{instrument_id}.svg';
/** `GET /images/curated-lists/{slug}.svg?width=` — a generated picture in the list's topic colours. */
export const CURATED_LIST_IMAGE_PATH = '/images/curated-lists/{slug}.svg';

export const logoUrl = (instrumentId: number) => `/images/logos/${instrumentId}.svg`;

export const CuratedListTopicSchema = z.enum(CURATED_LIST_TOPICS);
export const CuratedListBadgeSchema = z.enum(CURATED_LIST_BADGES);

/** Spec 000 §3 "Curated list card". */
export const CuratedListCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    displayName: z.string(),
    image: z.object({ url: z.string() }),
    views: z.number().int(),
    /** Every badge the list has, NEW before TRENDING; the card shows the first. */
    badges: z.array(CuratedListBadgeSchema),
    /** At most 3 (2 with `mobileScreen`), in the list's order. */
    instrumentPreviews: z.array(z.object({ instrument_id: z.number().int(), logoUrl: z.string() })),
    instrumentCount: z.number().int(),
    webTrackerId: z.string(),
    topics: z.array(CuratedListTopicSchema),
  })
  .meta({ id: 'CuratedListCard' });

/** An instrument of a list or watchlist, with its order book for live prices. */
export const ListInstrumentSchema = z
  .object({
    instrument_id: z.number().int(),
    name: z.string(),
    symbol: z.string(),
    instrument_group_type: InstrumentGroupTypeSchema,
    currency: z.string(),
    logoUrl: z.string(),
    /** `{market_id}:{identifier}` of the live-data feed, null when it has none. */
    market_data_order_book_id: z.string().nullable(),
    /** Last price (NAV for funds) in the instrument's currency; null without any price. */
    last_price: z.number().nullable(),
    /** Change since the previous close, in the currency and in percent (2 decimals). */
    day_change: z.number().nullable(),
    day_change_percent: z.number().nullable(),
  })
  .meta({ id: 'ListInstrument' });

export const CuratedListSchema = CuratedListCardSchema.extend({
  /** Epoch ms. */
  publishedAt: z.number().int(),
  instruments: z.array(ListInstrumentSchema),
}).meta({ id: 'CuratedList' });

/** An id, or a slug (lower-case letters, digits and '-', with at least one letter). */
export const IdOrSlug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^(\d{1,10}|[a-z0-9-]*[a-z][a-z0-9-]*)$/, { message: 'expected a list id or slug' });

export const getCuratedList = defineCall({
  id: 'getCuratedList',
  method: 'GET',
  path: '/api/2/curated-lists/{idOrSlug}',
  auth: 'public',
  summary: 'A curated list with its instruments and prices; opening it counts one view per session',
  tags: ['curated lists'],
  params: z.object({ idOrSlug: IdOrSlug }),
  query: z.object({ lang: LangSchema.optional() }),
  reply: CuratedListSchema,
});

export const CuratedListTopicInfoSchema = z
  .object({ id: CuratedListTopicSchema, displayName: z.string(), listCount: z.number().int() })
  .meta({ id: 'CuratedListTopic' });

export const getCuratedListTopics = defineCall({
  id: 'getCuratedListTopics',
  method: 'GET',
  path: '/api/2/curated-lists/topics',
  auth: 'public',
  summary: 'Topics of the curated lists, in section order, with how many published lists each has',
  tags: ['curated lists'],
  query: z.object({ lang: LangSchema.optional() }),
  reply: z.array(CuratedListTopicInfoSchema),
  cached: true,
});

/** A comma-separated list of topics; unknown topics are the caller's 400. */
const TopicList = z
  .string()
  .max(500)
  // A refine on the whole string (not a pipe into an enum array) so the error names `query.topics`.
  .refine((s) => s.split(',').filter(Boolean).every(isCuratedListTopic), {
    message: `expected topics among ${CURATED_LIST_TOPICS.join(', ')}`,
  })
  .transform((s) => s.split(',').filter(Boolean) as CuratedListTopic[]);
const QueryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
/** The language of the names: the page's, when given; else the customer's, then Accept-Language. */
const NamesLang = LangSchema.optional().meta({
  description: "Language of the names; without it the customer's, then Accept-Language, then en",
});

export const CuratedListSectionSchema = z
  .object({
    /** The section's topic. */
    id: CuratedListTopicSchema,
    displayName: z.string(),
    lists: z.array(CuratedListCardSchema),
  })
  .meta({ id: 'CuratedListSection' });

export const getCuratedListSections = defineCall({
  id: 'getCuratedListSections',
  method: 'GET',
  path: '/api/2/curated-lists/sections',
  auth: 'public',
  summary:
    'Sectioned list previews: one section per topic (only `topics` when given, never `excludeTopics`); ' +
    'a list appears once, in the first section of its topics; lists having an excluded topic are left out; ' +
    'newCustomer puts the beginner topics (index funds, funds) first; mobileScreen gives 2 instrument previews instead of 3',
  tags: ['curated lists'],
  query: z.object({
    topics: TopicList.optional(),
    excludeTopics: TopicList.optional(),
    newCustomer: QueryFlag.optional(),
    mobileScreen: QueryFlag.optional(),
    lang: NamesLang,
  }),
  reply: z.object({ sections: z.array(CuratedListSectionSchema) }).meta({ id: 'CuratedListSections' }),
});

export const postCuratedListFeedback = defineCall({
  id: 'postCuratedListFeedback',
  method: 'POST',
  path: '/api/2/curated-lists/{id}/feedback',
  auth: 'token',
  summary: "The customer's feedback on a curated list: a rating of 1–5 and an optional comment",
  tags: ['curated lists'],
  params: z.object({ id: IdParam }),
  body: z.object({
    rating: z.number().int().min(1).max(5),
    comment: Text.trim().max(FEEDBACK_COMMENT_MAX).optional(),
  }),
  status: 201,
  reply: z
    .object({
      id: z.number().int(),
      listId: z.number().int(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      createdAt: z.number().int(),
    })
    .meta({ id: 'CuratedListFeedback' }),
});
