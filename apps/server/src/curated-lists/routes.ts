import {
  getCuratedList,
  getCuratedListSections,
  getCuratedListTopics,
  postCuratedListFeedback,
} from '@broker/contract';
import { CURATED_LIST_TOPICS, localized, sectionOrder, TOPIC_NAMES } from '@broker/domain';
import { notFound } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { curatedListFeedback } from '../db/schema';
import { listInstruments } from './list-instruments';
import {
  countView,
  viewerLang,
  publishedLists,
  toCard,
  trendingListIds,
  type CuratedListCard,
} from './queries';

/** Within a section: lists with a badge first (NEW before TRENDING), then the most viewed. */
function cardOrder(a: CuratedListCard, b: CuratedListCard): number {
  const rank = (c: CuratedListCard) => (c.badges.includes('NEW') ? 0 : c.badges.includes('TRENDING') ? 1 : 2);
  return rank(a) - rank(b) || b.views - a.views || a.id - b.id;
}

export const curatedListRoutes = [
  defineRoute(getCuratedList, async ({ deps, viewer, params, query, request }) => {
    const now = deps.time.now();
    const [list] = await publishedLists(deps.db, now, params.idOrSlug);
    if (!list) throw notFound('CURATED_LIST_NOT_FOUND', `No curated list ${params.idOrSlug}`);
    // One view per login session and list: reloads and the token's renewals keep the session id.
    // Visitors are not counted: without a session, every reload would be a new view.
    const views = viewer ? await countView(deps.db, list.id, `session:${viewer.sessionId}`, now) : list.views;
    const [lang, trending, instruments] = await Promise.all([
      query.lang ?? viewerLang(deps.db, viewer, request),
      trendingListIds(deps.db, now),
      listInstruments(deps, list.instrumentIds),
    ]);
    return {
      ...toCard({ ...list, views }, lang, trending, now),
      publishedAt: list.publishedAt.getTime(),
      instruments,
    };
  }),

  defineRoute(getCuratedListTopics, async ({ deps, viewer, query, request }) => {
    const [lang, lists] = await Promise.all([
      query.lang ?? viewerLang(deps.db, viewer, request),
      publishedLists(deps.db, deps.time.now()),
    ]);
    return CURATED_LIST_TOPICS.map((id) => ({
      id,
      displayName: localized(TOPIC_NAMES[id], lang),
      listCount: lists.filter((l) => l.topics.includes(id)).length,
    }));
  }),

  defineRoute(getCuratedListSections, async ({ deps, viewer, query, request }) => {
    const now = deps.time.now();
    const [lang, lists, trending] = await Promise.all([
      query.lang ?? viewerLang(deps.db, viewer, request),
      publishedLists(deps.db, now),
      trendingListIds(deps.db, now),
    ]);
    const excluded = new Set(query.excludeTopics ?? []);
    const order = sectionOrder({
      topics: query.topics,
      excludeTopics: query.excludeTopics,
      newCustomer: query.newCustomer,
    });
    const shown = new Set<number>();
    const sections = order.map((topic) => {
      const cards = lists
        .filter((l) => l.topics.includes(topic) && !shown.has(l.id) && !l.topics.some((t) => excluded.has(t)))
        .map((l) => toCard(l, lang, trending, now, query.mobileScreen))
        .sort(cardOrder);
      for (const c of cards) shown.add(c.id);
      return { id: topic, displayName: localized(TOPIC_NAMES[topic], lang), lists: cards };
    });
    // A topic whose lists all sit in earlier sections has nothing of its own to show.
    return { sections: sections.filter((s) => s.lists.length > 0) };
  }),

  defineRoute(postCuratedListFeedback, async ({ deps, access, params, body }) => {
    const now = deps.time.now();
    const [list] = await publishedLists(deps.db, now, String(params.id));
    if (!list) throw notFound('CURATED_LIST_NOT_FOUND', `No curated list ${params.id}`);
    const comment = body.comment ? body.comment : null;
    const [row] = await deps.db
      .insert(curatedListFeedback)
      .values({
        listId: list.id,
        customerId: access.customerId,
        rating: body.rating,
        comment,
        createdAt: new Date(now),
      })
      .returning();
    return {
      id: row!.id,
      listId: row!.listId,
      rating: row!.rating,
      comment: row!.comment,
      createdAt: row!.createdAt.getTime(),
    };
  }),
];
