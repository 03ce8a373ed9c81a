import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@broker/domain';
import type { Db } from '../db/database';
import { contentPages } from '../db/schema';

/**
 * Search over the content pages (issue 17; the site search calls it too): a page matches when its
 * title, summary or text contains every word of the query, case and accents folded on both sides
 * ("saasto" finds "osakesäästötili", "kapitalforsakring" finds "kapitalförsäkring"). Plain ILIKE
 * over a few dozen pages per language: no index or extension needed (PGlite has no unaccent), and
 * the Nordic letters fold the same way in SQL and here.
 */

export interface ContentSearchHit {
  path: string;
  lang: Lang;
  title: string;
  summary: string;
  space: string;
}

export const CONTENT_SEARCH_DEFAULT_LIMIT = 10;
const MAX_WORDS = 8;

const FOLD_FROM = 'åäàáâãæöøóòôõéèêëüúùûíìîïçñ';
const FOLD_TO = 'aaaaaaaoooooooeeeeuuuuiiiicn';

/** Lower case with the accents of the five languages (and French/German ones) removed. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const i = FOLD_FROM.indexOf(ch);
    out += i >= 0 ? FOLD_TO[i] : ch;
  }
  return out;
}

const folded = (column: SQL) => sql`translate(lower(${column}), ${FOLD_FROM}, ${FOLD_TO})`;

/** The words of a query, folded, with LIKE's wildcards escaped. */
export function queryWords(query: string): string[] {
  return foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS)
    .map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));
}

export async function searchContent(
  db: Db,
  { query, lang, limit = CONTENT_SEARCH_DEFAULT_LIMIT }: { query: string; lang: Lang; limit?: number },
): Promise<ContentSearchHit[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  // The page's readable text: headings, paragraphs, callouts and list items (not the JSON keys).
  const text = sql`(${contentPages.title} || ' ' || ${contentPages.summary} || ' ' || coalesce(jsonb_path_query_array(${contentPages.body}, '$[*].text')::text, '') || ' ' || coalesce(jsonb_path_query_array(${contentPages.body}, '$[*].items[*]')::text, ''))`;
  const haystack = folded(text);
  const title = folded(sql`${contentPages.title}`);
  const titleHits = words.map((w) => sql`(${title} LIKE ${`%${w}%`})::int`);
  const rows = await db
    .select({
      path: contentPages.path,
      lang: contentPages.lang,
      title: contentPages.title,
      summary: contentPages.summary,
      space: contentPages.space,
    })
    .from(contentPages)
    .where(and(eq(contentPages.lang, lang), ...words.map((w) => sql`${haystack} LIKE ${`%${w}%`}`)))
    .orderBy(
      desc(sql.join(titleHits, sql` + `)),
      sql`${contentPages.pageType} = 'LANDING'`,
      contentPages.path,
    )
    .limit(Math.max(1, Math.min(limit, 50)));
  return rows.map((r) => ({ ...r, lang: r.lang as Lang }));
}
