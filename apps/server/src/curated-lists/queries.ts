import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  badgesOf,
  CARD_PREVIEWS,
  CARD_PREVIEWS_MOBILE,
  isCuratedListTopic,
  localized,
  trendingIds,
  LANGS,
  trendingWindows,
  type CuratedListTopic,
} from '@broker/domain';
import { logoUrl, type CuratedListCardSchema } from '@broker/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../db/database';
import {
  curatedListDailyViews,
  curatedListInstruments,
  curatedLists,
  curatedListViews,
  customers,
} from '../db/schema';
import { localDay } from '../market/sessions';

export type CuratedListCard = z.infer<typeof CuratedListCardSchema>;

/** Views are counted per Stockholm day, the broker's home time zone. */
export const VIEW_TIME_ZONE = 'Europe/Stockholm';

export interface ListRow {
  id: number;
  slug: string;
  displayName: Record<string, string>;
  topics: CuratedListTopic[];
  imagePath: string;
  webTrackerId: string;
  publishedAt: Date;
  views: number;
  /** Instrument ids in list order. */
  instrumentIds: number[];
}

/**
 * The language of display names: the customer's, or for a visitor the first of the browser's
 * Accept-Language that we write (sv, nb, da, fi, en; `no` counts as nb), else English.
 */
export async function viewerLang(
  db: Db,
  viewer: { customerId: number } | undefined,
  request: { headers: Record<string, string | string[] | undefined> },
): Promise<string> {
  if (viewer) return customerLang(db, viewer.customerId);
  const header = request.headers['accept-language'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (const tag of tags) {
    const base = tag.split(';')[0]!.trim().toLowerCase().split('-')[0]!;
    const lang = base === 'no' || base === 'nn' ? 'nb' : base;
    if ((LANGS as readonly string[]).includes(lang)) return lang;
  }
  return 'en';
}

/** The customer's UI language, for display names. */
export async function customerLang(db: Db, customerId: number): Promise<string> {
  const [row] = await db.select({ lang: customers.lang }).from(customers).where(eq(customers.id, customerId));
  return row?.lang ?? 'en';
}

/** Lists published by `now`, with their instrument ids; one list when `idOrSlug` is given. */
export async function publishedLists(db: Db | Tx, now: number, idOrSlug?: string): Promise<ListRow[]> {
  const visible = lte(curatedLists.publishedAt, new Date(now));
  const which =
    idOrSlug === undefined
      ? visible
      : and(
          visible,
          /^\d+$/.test(idOrSlug) ? eq(curatedLists.id, Number(idOrSlug)) : eq(curatedLists.slug, idOrSlug),
        );
  const lists = await db.select().from(curatedLists).where(which).orderBy(asc(curatedLists.id));
  if (lists.length === 0) return [];
  const members = await db
    .select({ listId: curatedListInstruments.listId, instrumentId: curatedListInstruments.instrumentId })
    .from(curatedListInstruments)
    .where(
      idOrSlug === undefined ? undefined : eq(curatedListInstruments.listId, (lists[0] as { id: number }).id),
    )
    .orderBy(asc(curatedListInstruments.listId), asc(curatedListInstruments.position));
  const byList = new Map<number, number[]>();
  for (const m of members) {
    const list = byList.get(m.listId) ?? [];
    list.push(m.instrumentId);
    byList.set(m.listId, list);
  }
  return lists.map((l) => ({
    id: l.id,
    slug: l.slug,
    displayName: l.displayName,
    topics: l.topics.filter(isCuratedListTopic),
    imagePath: l.imagePath,
    webTrackerId: l.webTrackerId,
    publishedAt: l.publishedAt,
    views: l.views,
    instrumentIds: byList.get(l.id) ?? [],
  }));
}

/** Ids of the TRENDING lists today (domain rule), from the per-day view counts. */
export async function trendingListIds(db: Db, now: number): Promise<Set<number>> {
  const w = trendingWindows(localDay(VIEW_TIME_ZONE, now));
  const rows = await db
    .select({
      id: curatedListDailyViews.listId,
      recent: sql<number>`coalesce(sum(${curatedListDailyViews.views}) filter (where ${curatedListDailyViews.day} >= ${w.recent.from}::date), 0)::int`,
      previous: sql<number>`coalesce(sum(${curatedListDailyViews.views}) filter (where ${curatedListDailyViews.day} <= ${w.previous.to}::date), 0)::int`,
    })
    .from(curatedListDailyViews)
    .where(sql`${curatedListDailyViews.day} between ${w.previous.from}::date and ${w.recent.to}::date`)
    .groupBy(curatedListDailyViews.listId);
  return trendingIds(rows.map((r) => ({ id: r.id, recent: Number(r.recent), previous: Number(r.previous) })));
}

export function toCard(
  list: ListRow,
  lang: string,
  trending: ReadonlySet<number>,
  now: number,
  mobileScreen = false,
): CuratedListCard {
  const previews = mobileScreen ? CARD_PREVIEWS_MOBILE : CARD_PREVIEWS;
  return {
    id: list.id,
    slug: list.slug,
    displayName: localized(list.displayName, lang),
    image: { url: list.imagePath },
    views: list.views,
    badges: badgesOf({ id: list.id, publishedAt: list.publishedAt.getTime() }, trending, now),
    instrumentPreviews: list.instrumentIds
      .slice(0, previews)
      .map((id) => ({ instrument_id: id, logoUrl: logoUrl(id) })),
    instrumentCount: list.instrumentIds.length,
    webTrackerId: list.webTrackerId,
    topics: list.topics,
  };
}

/**
 * Counts one view of the list by this viewer (a login session): the first open inserts the
 * viewer's row and bumps the day's count and the total; reloads find the row and change nothing.
 * Answers the list's total views afterwards.
 */
export async function countView(db: Db, listId: number, viewerKey: string, now: number): Promise<number> {
  const day = localDay(VIEW_TIME_ZONE, now);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(curatedListViews)
      .values({ listId, viewerKey, day })
      .onConflictDoNothing()
      .returning({ listId: curatedListViews.listId });
    if (inserted.length === 0) {
      const [row] = await tx
        .select({ views: curatedLists.views })
        .from(curatedLists)
        .where(eq(curatedLists.id, listId));
      return row?.views ?? 0;
    }
    await tx
      .insert(curatedListDailyViews)
      .values({ listId, day, views: 1 })
      .onConflictDoUpdate({
        target: [curatedListDailyViews.listId, curatedListDailyViews.day],
        set: { views: sql`${curatedListDailyViews.views} + 1` },
      });
    const [row] = await tx
      .update(curatedLists)
      .set({ views: sql`${curatedLists.views} + 1` })
      .where(eq(curatedLists.id, listId))
      .returning({ views: curatedLists.views });
    return row?.views ?? 0;
  });
}
