import { z } from 'zod';
import { defineCall } from './call';
import { IdParam, LangSchema, Text } from './common';

/**
 * Content (spec 001 §7.3; issue 17): our own small CMS (pages by path in five languages, entries,
 * assets, the academy menu), the FAQ with a vote per answer, events with registration and an
 * unsubscribe link, forms, and the platform's status page. Public: a visitor reads everything; a
 * token, when sent, makes a vote or a registration the customer's own.
 */

export const CONTENT_SPACES = ['academy', 'help', 'site'] as const;
export const CONTENT_PAGE_TYPES = ['ARTICLE', 'FAQ', 'LANDING'] as const;
export const ContentSpaceSchema = z.enum(CONTENT_SPACES);
export const ContentPageTypeSchema = z.enum(CONTENT_PAGE_TYPES);
export type ContentSpace = z.infer<typeof ContentSpaceSchema>;
export type ContentPageType = z.infer<typeof ContentPageTypeSchema>;

/** A site path: `/` and lower-case segments of letters, digits and dashes, at most 200 characters. */
export const CONTENT_PATH_PATTERN = /^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/;
const ContentPath = z.string().max(200).regex(CONTENT_PATH_PATTERN, {
  message: 'expected a path such as /academy/what-is-a-fund',
});
/** One path segment of the CMS call. */
const Segment = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'expected a lower-case slug' });
const ContentId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'expected an id such as faq-isk' });

/**
 * The body of a page or answer: blocks, never HTML (the web app renders each as an element, so the
 * content cannot carry script). Inline text is plain; links are separate `link` items of a list or
 * a `related` path.
 */
export const ContentBlockSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('heading'), text: z.string() }),
    z.object({ type: z.literal('paragraph'), text: z.string() }),
    z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.string()) }),
    z.object({ type: z.literal('callout'), tone: z.enum(['info', 'warning']), text: z.string() }),
    z.object({ type: z.literal('image'), assetId: z.string(), alt: z.string() }),
  ])
  .meta({ id: 'ContentBlock' });
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

const RelatedLink = z.object({ path: z.string(), title: z.string() });

export const FaqEntrySchema = z
  .object({
    id: z.string(),
    question: z.string(),
    answer: z.array(ContentBlockSchema),
    /** The caller's own vote (a customer's, or this browser's as a visitor), null when none. */
    myVote: z.boolean().nullable(),
  })
  .meta({ id: 'FaqEntry' });
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const ContentPageSchema = z
  .object({
    path: z.string(),
    lang: LangSchema,
    space: ContentSpaceSchema,
    pageType: ContentPageTypeSchema,
    title: z.string(),
    summary: z.string(),
    body: z.array(ContentBlockSchema),
    /** Epoch ms. */
    updatedAt: z.number().int(),
    /** The FAQ questions the page links to, in the page's language. */
    faq: z.array(FaqEntrySchema),
    /** The academy articles before and after this one in the menu (academy articles only). */
    previous: RelatedLink.nullable(),
    next: RelatedLink.nullable(),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof ContentPageSchema>;

const LangQuery = LangSchema.optional().meta({
  description: 'Language of the texts; without it Accept-Language, then sv',
});

/** 200 with the page, or with where an old path lives now (the client navigates there). */
export const ContentRouteReplySchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('PAGE'), page: ContentPageSchema }),
    z.object({ kind: z.literal('REDIRECT'), redirect_to: z.string() }),
  ])
  .meta({ id: 'ContentRouteReply' });
export type ContentRouteReply = z.infer<typeof ContentRouteReplySchema>;

export const getContentRoute = defineCall({
  id: 'getContentRoute',
  method: 'GET',
  path: '/api/2/content/routes/by-url',
  auth: 'public',
  summary:
    'The page at a path (fullUrl), optionally only in a space and of some page types; an old path answers REDIRECT (404 CONTENT_NOT_FOUND)',
  tags: ['content'],
  query: z.object({
    fullUrl: ContentPath,
    space: ContentSpaceSchema.optional(),
    pageTypes: z
      .string()
      .regex(/^(ARTICLE|FAQ|LANDING)(,(ARTICLE|FAQ|LANDING)){0,2}$/, {
        message: 'expected a comma list of ARTICLE, FAQ, LANDING',
      })
      .optional(),
    lang: LangQuery,
  }),
  reply: ContentRouteReplySchema,
});

export const getPreviousContentRoute = defineCall({
  id: 'getPreviousContentRoute',
  method: 'GET',
  path: '/api/2/content/routes/previous',
  auth: 'public',
  summary: 'Where a page that used to live at a path lives now (404 CONTENT_NOT_FOUND when none did)',
  tags: ['content'],
  query: z.object({ fullUrl: ContentPath }),
  reply: z.object({ fullUrl: z.string(), redirect_to: z.string() }),
});

export const ContentRouteSchema = z
  .object({
    path: z.string(),
    lang: LangSchema,
    space: ContentSpaceSchema,
    pageType: ContentPageTypeSchema,
    title: z.string(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'ContentRoute' });

export const listContentRoutes = defineCall({
  id: 'listContentRoutes',
  method: 'GET',
  path: '/api/2/content/routes',
  auth: 'public',
  summary: 'Every page of a space (or all) in a language, by path: the sitemap',
  tags: ['content'],
  query: z.object({ space: ContentSpaceSchema.optional(), lang: LangQuery }),
  reply: z.object({ routes: z.array(ContentRouteSchema) }),
  throttleMs: 1000,
});

export const ContentEntrySchema = z
  .object({
    id: z.string(),
    contentType: z.string(),
    lang: LangSchema,
    /** The entry's fields in that language (faq: question, answer). */
    fields: z.record(z.string(), z.unknown()),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'ContentEntry' });

export const getContentEntry = defineCall({
  id: 'getContentEntry',
  method: 'GET',
  path: '/api/2/content/entries/{entryId}',
  auth: 'public',
  summary: 'One content entry in a language (404 CONTENT_ENTRY_NOT_FOUND)',
  tags: ['content'],
  params: z.object({ entryId: ContentId }),
  query: z.object({ lang: LangQuery }),
  reply: ContentEntrySchema,
});

export const listContentEntries = defineCall({
  id: 'listContentEntries',
  method: 'GET',
  path: '/api/2/content/entries',
  auth: 'public',
  summary: 'The entries of a content type (e.g. faq) in a language, in their order',
  tags: ['content'],
  query: z.object({ contentType: Segment, lang: LangQuery }),
  reply: z.object({ entries: z.array(ContentEntrySchema) }),
});

export const ContentAssetSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    alt: z.string(),
    mime: z.string(),
    bytes: z.number().int(),
    /** Where the file is served (with its MIME type and cache headers). */
    url: z.string(),
  })
  .meta({ id: 'ContentAsset' });

export const CONTENT_ASSET_PATH = '/api/2/content/assets/{assetId}/file';

export const listContentAssets = defineCall({
  id: 'listContentAssets',
  method: 'GET',
  path: '/api/2/content/assets',
  auth: 'public',
  summary: 'The files the content shows, with their alternative texts in a language',
  tags: ['content'],
  query: z.object({ lang: LangQuery }),
  reply: z.object({ assets: z.array(ContentAssetSchema) }),
});

export const getContentAssetFile = defineCall({
  id: 'getContentAssetFile',
  method: 'GET',
  path: CONTENT_ASSET_PATH,
  auth: 'none',
  summary: "An asset's bytes with its MIME type, cacheable (404 CONTENT_ASSET_NOT_FOUND)",
  tags: ['content'],
  params: z.object({ assetId: ContentId }),
  reply: z.string().meta({ description: "the file, in the asset's MIME type" }),
});

export const AcademyMenuSchema = z
  .object({
    lang: LangSchema,
    sections: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        articles: z.array(z.object({ path: z.string(), title: z.string(), summary: z.string() })),
      }),
    ),
  })
  .meta({ id: 'AcademyMenu' });
export type AcademyMenu = z.infer<typeof AcademyMenuSchema>;

export const getAcademyMenu = defineCall({
  id: 'getAcademyMenu',
  method: 'GET',
  path: '/api/2/content/academy-menu',
  auth: 'public',
  summary: "The academy's sections and their articles, in reading order",
  tags: ['content'],
  query: z.object({ lang: LangQuery }),
  reply: AcademyMenuSchema,
});

export const CONTENT_SEARCH_LIMIT_MAX = 50;

export const ContentSearchHitSchema = z
  .object({ path: z.string(), lang: LangSchema, title: z.string(), summary: z.string(), space: z.string() })
  .meta({ id: 'ContentSearchHit' });

export const searchContentCall = defineCall({
  id: 'searchContent',
  method: 'GET',
  path: '/api/2/content/search',
  auth: 'public',
  summary: 'Pages whose title, summary or text contain every word of the query (accents folded)',
  tags: ['content'],
  query: z.object({
    query: Text.trim().min(1).max(100),
    lang: LangQuery,
    limit: z.coerce.number().int().min(1).max(CONTENT_SEARCH_LIMIT_MAX).optional(),
  }),
  reply: z.object({ hits: z.array(ContentSearchHitSchema) }),
});

export const getCmsPage = defineCall({
  id: 'getCmsPage',
  method: 'GET',
  path: '/api/2/cms/{section}/{slug}',
  auth: 'public',
  summary: 'The page at /{section}/{slug} in any space (404 CONTENT_NOT_FOUND)',
  tags: ['content'],
  params: z.object({ section: Segment, slug: Segment }),
  query: z.object({ lang: LangQuery }),
  reply: ContentPageSchema,
});

// FAQ --------------------------------------------------------------------------------------------

export const listFaq = defineCall({
  id: 'listFaq',
  method: 'GET',
  path: '/api/2/content/faq',
  auth: 'public',
  summary: 'The FAQ in a language, with the caller’s own vote on each answer',
  tags: ['content'],
  query: z.object({ lang: LangQuery }),
  reply: z.object({ lang: LangSchema, entries: z.array(FaqEntrySchema) }),
});

export const FAQ_COMMENT_MAX = 500;

export const postFaqFeedback = defineCall({
  id: 'postFaqFeedback',
  method: 'POST',
  path: '/api/2/content/faq/{faqId}/feedback',
  auth: 'public',
  summary:
    'Was the answer helpful: one vote per customer (or per visitor cookie) per answer; voting again changes it (404 CONTENT_ENTRY_NOT_FOUND)',
  tags: ['content'],
  params: z.object({ faqId: ContentId }),
  body: z.object({
    helpful: z.boolean(),
    comment: Text.trim().max(FAQ_COMMENT_MAX).optional(),
  }),
  reply: z
    .object({
      faqId: z.string(),
      helpful: z.boolean(),
      comment: z.string().nullable(),
      /** false for a first vote, true when it replaced the caller's earlier one. */
      changed: z.boolean(),
    })
    .meta({ id: 'FaqFeedback' }),
});

// Events -----------------------------------------------------------------------------------------

export const ContentEventSchema = z
  .object({
    id: z.number().int(),
    lang: LangSchema,
    kind: z.enum(['WEBINAR', 'INVESTOR_EVENING']),
    title: z.string(),
    description: z.string(),
    location: z.string().nullable(),
    /** Epoch ms. */
    startsAt: z.number().int(),
    durationMinutes: z.number().int(),
    seats: z.number().int(),
    seatsLeft: z.number().int(),
    /** Whether the calling customer holds a seat (false for visitors). */
    registered: z.boolean(),
  })
  .meta({ id: 'ContentEvent' });
export type ContentEvent = z.infer<typeof ContentEventSchema>;

export const listContentEvents = defineCall({
  id: 'listContentEvents',
  method: 'GET',
  path: '/api/2/content/events',
  auth: 'public',
  summary: 'Coming events, soonest first; with lang only those held in that language',
  tags: ['content'],
  query: z.object({ lang: LangSchema.optional() }),
  reply: z.object({ events: z.array(ContentEventSchema) }),
});

export const registerForEvent = defineCall({
  id: 'registerForEvent',
  method: 'POST',
  path: '/api/2/content/events/{eventId}/registrations',
  auth: 'token',
  summary:
    'A seat for the customer (again the same seat when registered already; 404 EVENT_NOT_FOUND, 409 EVENT_FULL, 422 EVENT_CLOSED)',
  tags: ['content'],
  params: z.object({ eventId: IdParam }),
  status: 201,
  reply: z.object({
    event: ContentEventSchema,
    /** The token of the unsubscribe link the confirmation email carries. */
    unsubscribeToken: z.string(),
  }),
});

const UnsubscribeToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'expected a token' });

export const UnsubscribeReplySchema = z
  .object({
    kind: z.enum(['EVENT', 'NEWSLETTER']),
    /** The event's title, or the newsletter's address. */
    title: z.string(),
    unsubscribed: z.boolean(),
  })
  .meta({ id: 'Unsubscribe' });

export const getUnsubscribe = defineCall({
  id: 'getUnsubscribe',
  method: 'GET',
  path: '/api/2/content/unsubscribe/{token}',
  auth: 'none',
  summary: 'What an unsubscribe link is for and whether it was used (404 UNSUBSCRIBE_TOKEN_INVALID)',
  tags: ['content'],
  params: z.object({ token: UnsubscribeToken }),
  reply: UnsubscribeReplySchema,
});

export const confirmUnsubscribe = defineCall({
  id: 'confirmUnsubscribe',
  method: 'POST',
  path: '/api/2/content/unsubscribe/{token}',
  auth: 'none',
  summary: 'Gives up the seat or the newsletter; again is the same answer (404 UNSUBSCRIBE_TOKEN_INVALID)',
  tags: ['content'],
  params: z.object({ token: UnsubscribeToken }),
  reply: UnsubscribeReplySchema,
});

// Forms ------------------------------------------------------------------------------------------

/** The forms' address and number rules, shared with the web forms so they refuse what we refuse. */
export const FORM_EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;
export const FORM_PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
export const FORM_MESSAGE_MAX = 2000;

const Email = z.string().trim().max(254).regex(FORM_EMAIL_PATTERN, { message: 'expected an email address' });
const Phone = z.string().trim().regex(FORM_PHONE_PATTERN, { message: 'expected a phone number' });

export const FORM_TOPICS = ['SAVINGS', 'PENSION', 'ACCOUNTS', 'OTHER'] as const;

export const submitContentForm = defineCall({
  id: 'submitContentForm',
  method: 'POST',
  path: '/api/2/content/forms',
  auth: 'public',
  summary: 'A "contact me" request (an email or a phone number) or a newsletter subscription (an email)',
  tags: ['content'],
  body: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('CONTACT_ME'),
      name: Text.trim().min(1).max(100),
      email: Email.optional(),
      phone: Phone.optional(),
      topic: z.enum(FORM_TOPICS),
      message: Text.trim().max(FORM_MESSAGE_MAX).optional(),
      lang: LangSchema,
    }),
    z.object({ kind: z.literal('NEWSLETTER'), email: Email, lang: LangSchema }),
  ]),
  status: 201,
  reply: z.object({
    id: z.number().int(),
    kind: z.enum(['CONTACT_ME', 'NEWSLETTER']),
    receivedAt: z.number(),
  }),
});

// Status -----------------------------------------------------------------------------------------

export const STATUS_LEVELS = ['OPERATIONAL', 'DEGRADED', 'OUTAGE'] as const;
export const StatusLevelSchema = z.enum(STATUS_LEVELS);
export type StatusLevel = z.infer<typeof StatusLevelSchema>;
export const STATUS_COMPONENTS = ['DATABASE', 'MARKET_FEED', 'JOB_SCHEDULE', 'LIVE_SOCKET'] as const;

export const PlatformStatusSchema = z
  .object({
    status: StatusLevelSchema,
    components: z.array(
      z.object({
        id: z.enum(STATUS_COMPONENTS),
        status: StatusLevelSchema,
        /** A machine reason for the web app to word (e.g. MARKETS_CLOSED, NO_TICKS, JOBS_OVERDUE). */
        reason: z.string().nullable(),
      }),
    ),
    /** Epoch ms of the check (checks are shared for a few seconds). */
    checkedAt: z.number().int(),
  })
  .meta({ id: 'PlatformStatus' });
export type PlatformStatus = z.infer<typeof PlatformStatusSchema>;

export const getPlatformStatus = defineCall({
  id: 'getPlatformStatus',
  method: 'GET',
  path: '/api/2/content/status',
  auth: 'none',
  summary: "The platform's own health per component, for the customers' status page",
  tags: ['content'],
  reply: PlatformStatusSchema,
});
