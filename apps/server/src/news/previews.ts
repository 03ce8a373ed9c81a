import { and, arrayContains, arrayOverlaps, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { NEWS_TAGS, type NewsTag } from '@broker/contract';
import type { Db } from '../db/database';
import { news } from '../db/schema';
import type { NewsLang, NewsRegion, NewsType } from '../market/news';
import { storedNewsFromRow, type StoredNews } from '../market/news-store';

/** News previews by type, region, language, tag, instrument and agency, newest first. */

export interface PreviewFilter {
  types?: NewsType[];
  regions?: NewsRegion[];
  langs?: NewsLang[];
  /** Items with any of these tags. */
  tags?: NewsTag[];
  instrumentId?: number;
  sourceId?: number;
  /** Items after this one in the list's order (the last of the previous page). */
  before?: number;
  limit: number;
}

export async function listPreviews(db: Db, f: PreviewFilter): Promise<StoredNews[]> {
  const where: SQL[] = [];
  if (f.types) where.push(inArray(news.type, f.types));
  if (f.regions) where.push(inArray(news.region, f.regions));
  if (f.langs) where.push(inArray(news.lang, f.langs));
  if (f.tags) where.push(arrayOverlaps(news.tags, f.tags));
  if (f.instrumentId !== undefined) where.push(arrayContains(news.instrumentIds, [f.instrumentId]));
  if (f.sourceId !== undefined) where.push(eq(news.sourceId, f.sourceId));
  // The page after an item: what sorts after it (time, then id), so equal times are not skipped.
  if (f.before !== undefined)
    where.push(
      sql`(${news.publishedAt}, ${news.id}) < (select n.published_at, n.id from news n where n.id = ${f.before})`,
    );
  const rows = await db
    .select()
    .from(news)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(f.limit);
  return rows.map(storedNewsFromRow);
}

/** Every tag with the number of stored items carrying it (zero for the ones none carries yet). */
export async function tagCounts(db: Db): Promise<{ tag: NewsTag; count: number }[]> {
  const rows = await db
    .select({ tag: sql<string>`t.tag`, count: sql<number>`count(*)::int` })
    .from(sql`${news}, unnest(${news.tags}) as t(tag)`)
    .groupBy(sql`t.tag`);
  const counts = new Map(rows.map((r) => [r.tag, r.count]));
  return NEWS_TAGS.map((tag) => ({ tag, count: counts.get(tag) ?? 0 }));
}
