import { eq } from 'drizzle-orm';
import type { Lang } from '@broker/domain';
import {
  CONTENT_ASSET_PATH,
  confirmUnsubscribe,
  fillPath,
  getAcademyMenu,
  getCmsPage,
  getContentAssetFile,
  getContentEntry,
  getContentRoute,
  getPlatformStatus,
  getPreviousContentRoute,
  getUnsubscribe,
  listContentAssets,
  listContentEntries,
  listContentEvents,
  listContentRoutes,
  listFaq,
  postFaqFeedback,
  registerForEvent as registerCall,
  searchContentCall,
  submitContentForm,
  type ContentPageType,
} from '@broker/contract';
import { contentAssets, contentEntries } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { inputError, notFound } from '../http/api-error';
import { languageOf } from '../http/request-language';
import { listEvents, registerForEvent, submitForm, unsubscribe } from './events';
import { ensureVoter, voteOnFaq, voterOf } from './faq';
import { academyMenu, faqEntries, listRoutes, movedTo, pageAt, routeByUrl } from './pages';
import { searchContent } from './search';
import { platformStatus } from './status';

/**
 * Content calls (contract content.ts). Texts are public and change rarely: the page reads say so
 * to caches briefly (a minute), but not when the reply holds the caller's own votes.
 */

const ASSET_CACHE = 'public, max-age=86400';

export const contentRoutes = [
  defineRoute(getContentRoute, async ({ deps, query, request, viewer }) => {
    const lang = languageOf(request, query.lang);
    const pageTypes = query.pageTypes?.split(',') as ContentPageType[] | undefined;
    return routeByUrl(
      deps.db,
      query.fullUrl,
      lang,
      { space: query.space, pageTypes },
      voterOf(request, viewer),
    );
  }),
  defineRoute(getPreviousContentRoute, async ({ deps, query }) => {
    const target = await movedTo(deps.db, query.fullUrl);
    if (!target) throw notFound('CONTENT_NOT_FOUND', `No page used to live at ${query.fullUrl}`);
    return { fullUrl: query.fullUrl, redirect_to: target };
  }),
  defineRoute(listContentRoutes, async ({ deps, query, request, reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return { routes: await listRoutes(deps.db, languageOf(request, query.lang), query.space) };
  }),
  defineRoute(getContentEntry, async ({ deps, params, query, request }) => {
    const lang = languageOf(request, query.lang);
    const [row] = await deps.db.select().from(contentEntries).where(eq(contentEntries.id, params.entryId));
    if (!row) throw notFound('CONTENT_ENTRY_NOT_FOUND', `No entry ${params.entryId}`);
    return {
      id: row.id,
      contentType: row.contentType,
      lang,
      fields: (row.fields as Record<Lang, Record<string, unknown>>)[lang] ?? {},
      updatedAt: row.updatedAt.getTime(),
    };
  }),
  defineRoute(listContentEntries, async ({ deps, query, request }) => {
    const lang = languageOf(request, query.lang);
    const rows = await deps.db
      .select()
      .from(contentEntries)
      .where(eq(contentEntries.contentType, query.contentType))
      .orderBy(contentEntries.position);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        contentType: row.contentType,
        lang,
        fields: (row.fields as Record<Lang, Record<string, unknown>>)[lang] ?? {},
        updatedAt: row.updatedAt.getTime(),
      })),
    };
  }),
  defineRoute(listContentAssets, async ({ deps, query, request }) => {
    const lang = languageOf(request, query.lang);
    const rows = await deps.db.select().from(contentAssets).orderBy(contentAssets.id);
    return {
      assets: rows.map((a) => ({
        id: a.id,
        title: a.title,
        alt: (a.alt as Record<Lang, string>)[lang] ?? a.title,
        mime: a.mime,
        bytes: a.bytes.length,
        url: fillPath(CONTENT_ASSET_PATH, { assetId: a.id }),
      })),
    };
  }),
  defineRoute(getContentAssetFile, async ({ deps, params, reply }) => {
    const [row] = await deps.db
      .select({ mime: contentAssets.mime, bytes: contentAssets.bytes, updatedAt: contentAssets.updatedAt })
      .from(contentAssets)
      .where(eq(contentAssets.id, params.assetId));
    if (!row) throw notFound('CONTENT_ASSET_NOT_FOUND', `No asset ${params.assetId}`);
    // Our own SVGs only; still, a file is never sniffed into something else nor run as a page.
    await reply
      .status(200)
      .type(row.mime)
      .header('cache-control', ASSET_CACHE)
      .header('last-modified', row.updatedAt.toUTCString())
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(row.bytes);
    return '';
  }),
  defineRoute(getAcademyMenu, async ({ deps, query, request, reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return academyMenu(deps.db, languageOf(request, query.lang));
  }),
  defineRoute(searchContentCall, async ({ deps, query, request }) => ({
    hits: await searchContent(deps.db, {
      query: query.query,
      lang: languageOf(request, query.lang),
      limit: query.limit,
    }),
  })),
  defineRoute(getCmsPage, async ({ deps, params, query, request, viewer }) =>
    pageAt(
      deps.db,
      `/${params.section}/${params.slug}`,
      languageOf(request, query.lang),
      voterOf(request, viewer),
    ),
  ),
  defineRoute(listFaq, async ({ deps, query, request, viewer }) => {
    const lang = languageOf(request, query.lang);
    return { lang, entries: await faqEntries(deps.db, lang, voterOf(request, viewer)) };
  }),
  defineRoute(postFaqFeedback, async ({ deps, params, body, request, reply, viewer }) =>
    voteOnFaq(deps.db, ensureVoter(deps.config, request, reply, viewer), params.faqId, body, deps.time.now()),
  ),
  defineRoute(listContentEvents, async ({ deps, query, viewer }) => ({
    events: await listEvents(deps.db, query.lang, viewer?.customerId, deps.time.now()),
  })),
  defineRoute(registerCall, async ({ deps, params, access }) =>
    registerForEvent(deps.db, params.eventId, access.customerId, deps.time.now()),
  ),
  defineRoute(getUnsubscribe, async ({ deps, params }) =>
    unsubscribe(deps.db, params.token, false, deps.time.now()),
  ),
  defineRoute(confirmUnsubscribe, async ({ deps, params }) =>
    unsubscribe(deps.db, params.token, true, deps.time.now()),
  ),
  defineRoute(submitContentForm, async ({ deps, body, viewer }) => {
    if (body.kind === 'CONTACT_ME' && !body.email && !body.phone) {
      throw inputError('email', 'Give an email address or a phone number to be contacted on');
    }
    return submitForm(deps.db, body, viewer?.customerId, deps.time.now());
  }),
  defineRoute(getPlatformStatus, async ({ deps, reply }) => {
    reply.header('cache-control', 'no-store');
    return platformStatus(deps);
  }),
];
