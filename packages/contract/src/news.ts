import { z } from 'zod';
import { COUNTRIES, EVENT_TYPES } from '@broker/domain';
import { defineCall } from './call';
import { IdParam, PlainDate, wholeNumber } from './common';
import { NEWS_LANGUAGES, NEWS_TYPES } from './live';
import {
  NEWS_PAGE_MAX,
  NEWS_REGIONS,
  NewsLangSchema,
  NewsPreviewSchema,
  NewsRegionSchema,
  NewsTypeSchema,
} from './market-data';

/**
 * The news area (spec 001 §7.17, §9): previews filtered by type, region, language and tag; the
 * agencies; the tags; the calendar of corporate and macro events; trading-status notices. The first
 * news calls (listNews, getNewsArticle, listNewsSources) stay in market-data.ts.
 */

/** Spec 001 §9 leaves the tags' values out; these are what the simulated agencies write about. */
export const NEWS_TAGS = [
  'EARNINGS',
  'ANALYST',
  'ORDERS',
  'GUIDANCE',
  'MARKET',
  'GENERAL_MEETING',
  'BUYBACK',
  'DIVIDEND',
  'MACRO',
  'M_AND_A',
] as const;
export type NewsTag = (typeof NEWS_TAGS)[number];
export const NewsTagSchema = z.enum(NEWS_TAGS);

/** What the calendar's `types` filter chooses among: company events grouped as a reader thinks of them, and macro. */
export const CALENDAR_KINDS = ['REPORT', 'DIVIDEND', 'GENERAL_MEETING', 'OTHER', 'MACRO'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const CALENDAR_COUNTRIES = COUNTRIES;
/** The longest calendar one call answers (a quarter): past it the reply would be a data dump. */
export const CALENDAR_MAX_DAYS = 92;
/** Without `to`, the calendar answers this many days from `from`. */
export const CALENDAR_DEFAULT_DAYS = 14;

export const MACRO_INDICATORS = ['POLICY_RATE', 'CPI', 'GDP', 'UNEMPLOYMENT'] as const;
export type MacroIndicator = (typeof MACRO_INDICATORS)[number];

/** A comma list of values from `values`, each at most once in practice (spec 001 §5 filters). */
function enumList(values: readonly string[], what: string) {
  const one = values.join('|');
  return z.string().regex(new RegExp(`^(${one})(,(${one})){0,${values.length - 1}}$`), {
    message: `expected ${what} separated by commas: ${values.join(', ')}`,
  });
}

/** Splits a validated comma list (the schemas above check its items). */
export function splitList<T extends string>(list: string | undefined): T[] | undefined {
  return list === undefined ? undefined : (list.split(',') as T[]);
}

// ---- Previews ----

export const NewsPreviewTaggedSchema = NewsPreviewSchema.extend({ tags: z.array(NewsTagSchema) }).meta({
  id: 'NewsPreviewTagged',
});

export const listNewsPreviews = defineCall({
  id: 'listNewsPreviews',
  method: 'GET',
  path: '/api/2/news/previews',
  auth: 'public',
  summary:
    'News previews, newest first: all (main), by region (market), about one instrument, by type, language, tag or agency; page on with `before`',
  tags: ['news'],
  query: z.object({
    types: enumList(NEWS_TYPES, 'news types').optional(),
    regions: enumList(NEWS_REGIONS, 'regions').optional(),
    langs: enumList(NEWS_LANGUAGES, 'languages').optional(),
    tags: enumList(NEWS_TAGS, 'tags').optional(),
    instrument_id: IdParam.optional(),
    source_id: IdParam.optional(),
    /** Only items older than this news id (the last one of the previous page). */
    before: IdParam.optional(),
    limit: wholeNumber(1, NEWS_PAGE_MAX).default(20),
  }),
  reply: z.array(NewsPreviewTaggedSchema),
});

export const NewsTagCountSchema = z
  .object({ tag: NewsTagSchema, count: z.number().int() })
  .meta({ id: 'NewsTagCount' });

export const listNewsTags = defineCall({
  id: 'listNewsTags',
  method: 'GET',
  path: '/api/2/news/tags',
  auth: 'public',
  summary: 'Every news tag with the number of stored items that carry it',
  tags: ['news'],
  reply: z.array(NewsTagCountSchema),
});

export const NewsAgencySchema = z
  .object({
    source_id: z.number().int(),
    name: z.string(),
    lang: NewsLangSchema,
    region: NewsRegionSchema,
    types: z.array(NewsTypeSchema),
  })
  .meta({ id: 'NewsAgency' });

export const listNewsAgencies = defineCall({
  id: 'listNewsAgencies',
  method: 'GET',
  path: '/api/2/news/agencies',
  auth: 'public',
  summary: 'The news agencies with their language, region and the types of news they publish',
  tags: ['news'],
  reply: z.array(NewsAgencySchema),
  cached: true,
});

// ---- Calendar ----

const Decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const CalendarCompanyEventSchema = z
  .object({
    kind: z.literal('COMPANY'),
    /** Unique in the reply: `c{corporate event id}`. */
    id: z.string(),
    day: z.string(),
    /** Company events are announced by day only. */
    at: z.null(),
    event_type: z.enum(EVENT_TYPES),
    category: z.enum(CALENDAR_KINDS),
    country: z.enum(CALENDAR_COUNTRIES),
    instrument_id: z.number().int(),
    name: z.string(),
    symbol: z.string(),
    /** Dividends: the amount per share (exact decimal), its currency, the ex-day (= day) and pay-day. */
    dividend: z
      .object({ amount: Decimal, currency: z.string(), ex_day: z.string(), pay_day: z.string().nullable() })
      .nullable(),
    /** A split: `to` new shares for every `from` held. */
    split: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  })
  .meta({ id: 'CalendarCompanyEvent' });

export const CalendarMacroEventSchema = z
  .object({
    kind: z.literal('MACRO'),
    /** Unique in the reply: `m{macro event id}`. */
    id: z.string(),
    day: z.string(),
    /** The release or decision, epoch ms. */
    at: z.number(),
    category: z.literal('MACRO'),
    country: z.enum(CALENDAR_COUNTRIES),
    indicator: z.enum(MACRO_INDICATORS),
    /** The translation key of its name, e.g. RATE_RIKSBANK, CPI_SE. */
    name_key: z.string(),
    /** What a release reports on: `2026-10` (a month) or `2026-Q3` (a quarter); null for a decision. */
    period: z.string().nullable(),
    /** Percent, exact decimals; the outcome once published, the prior once its release is, the consensus a month ahead. */
    outcome: Decimal.nullable(),
    prior: Decimal.nullable(),
    consensus: Decimal.nullable(),
  })
  .meta({ id: 'CalendarMacroEvent' });

export const CalendarEventSchema = z.discriminatedUnion('kind', [
  CalendarCompanyEventSchema,
  CalendarMacroEventSchema,
]);

export const getNewsCalendar = defineCall({
  id: 'getNewsCalendar',
  method: 'GET',
  path: '/api/2/news/calendar',
  auth: 'public',
  summary: `Corporate (reports, dividends, general meetings, splits) and macro events by day and time; from ≤ to, at most ${CALENDAR_MAX_DAYS} days`,
  tags: ['news'],
  query: z.object({
    /** Default: today (the server's day, Stockholm). */
    from: PlainDate.optional(),
    /** Default: from + 13 days. */
    to: PlainDate.optional(),
    countries: enumList(CALENDAR_COUNTRIES, 'countries').optional(),
    types: enumList(CALENDAR_KINDS, 'event kinds').optional(),
    /** Only this instrument's company events (no macro events). */
    instrument_id: IdParam.optional(),
  }),
  reply: z.object({ from: z.string(), to: z.string(), events: z.array(CalendarEventSchema) }),
});

// ---- Trading-status notices ----

export const TRADING_NOTICES = ['HALTED', 'RESUMED', 'OPENING_AUCTION', 'CLOSING_AUCTION'] as const;
export type TradingNoticeKind = (typeof TRADING_NOTICES)[number];
export const TRADING_NOTICES_MAX = 100;

export const TradingNoticeSchema = z
  .object({
    notice_id: z.number().int(),
    notice: z.enum(TRADING_NOTICES),
    at: z.number(),
    market_id: z.number().int(),
    /** The exchange's name. */
    market: z.string(),
    country: z.enum(CALENDAR_COUNTRIES),
    /** Null for a notice about the whole market. */
    instrument_id: z.number().int().nullable(),
    name: z.string().nullable(),
    symbol: z.string().nullable(),
  })
  .meta({ id: 'TradingNotice' });

export const listTradingNotices = defineCall({
  id: 'listTradingNotices',
  method: 'GET',
  path: '/api/2/news/trading_status',
  auth: 'public',
  summary:
    'Recent trading-status notices, newest first: halts and resumptions of order books, auctions of markets',
  tags: ['news'],
  query: z.object({
    market_id: IdParam.optional(),
    countries: enumList(CALENDAR_COUNTRIES, 'countries').optional(),
    limit: wholeNumber(1, TRADING_NOTICES_MAX).default(50),
  }),
  reply: z.array(TradingNoticeSchema),
});
