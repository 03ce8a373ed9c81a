import { and, arrayContains, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { news } from '../db/schema';
import type { NewsItem, NewsLang, NewsRegion, NewsType } from './news';

/** Reading and writing the `news` table. */

export interface StoredNews extends NewsItem {
  id: number;
}

type NewsRow = typeof news.$inferSelect;

export function storedNewsFromRow(row: NewsRow): StoredNews {
  return {
    id: row.id,
    sourceId: row.sourceId,
    headline: row.headline,
    preamble: row.preamble,
    body: row.body,
    type: row.type as NewsType,
    lang: row.lang as NewsLang,
    region: row.region as NewsRegion,
    publishedAt: row.publishedAt.getTime(),
    instrumentIds: row.instrumentIds,
    tags: row.tags as StoredNews['tags'],
  };
}

/** Inserts in the given order and returns the new ids in that order. */
export async function insertNews(db: Db, items: readonly NewsItem[]): Promise<number[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(news)
    .values(
      items.map((n) => ({
        sourceId: n.sourceId,
        headline: n.headline,
        preamble: n.preamble,
        body: n.body,
        type: n.type,
        lang: n.lang,
        region: n.region,
        publishedAt: new Date(n.publishedAt),
        instrumentIds: n.instrumentIds,
        tags: n.tags,
      })),
    )
    .returning({ id: news.id });
  return rows.map((r) => r.id);
}

export async function hasNews(db: Db): Promise<boolean> {
  const rows = await db.select({ id: news.id }).from(news).limit(1);
  return rows.length > 0;
}

export async function listNewsItems(
  db: Db,
  opts: { instrumentId?: number; sourceId?: number; limit: number },
): Promise<StoredNews[]> {
  const where: SQL[] = [];
  if (opts.instrumentId !== undefined) where.push(arrayContains(news.instrumentIds, [opts.instrumentId]));
  if (opts.sourceId !== undefined) where.push(eq(news.sourceId, opts.sourceId));
  const rows = await db
    .select()
    .from(news)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(opts.limit);
  return rows.map(storedNewsFromRow);
}

export async function getNewsItem(db: Db, id: number): Promise<StoredNews | undefined> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row ? storedNewsFromRow(row) : undefined;
}

export async function latestNewsOf(db: Db, sourceId: number): Promise<StoredNews | undefined> {
  const [item] = await listNewsItems(db, { sourceId, limit: 1 });
  return item;
}

/** For tests and diagnostics. */
export async function countNews(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(news);
  return row?.n ?? 0;
}
