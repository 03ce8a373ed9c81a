import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@broker/domain';
import { fold, SQL_FOLD_FROM, SQL_FOLD_PAIRS, SQL_FOLD_TO, words } from './fold';
import { namedInstruments } from './instrument-source';
import type { SearchSource } from './source';

/**
 * News by headline and preamble, in the viewer's language and in English, newest first. The news
 * table grows all day, so it is not held in memory: the search reads the newest NEWS_WINDOW items
 * through news_published_idx and folds their text in SQL the way fold() folds the query (no
 * pg_trgm or unaccent: PGlite does not load them), then needs every query word at a word start.
 * News about an instrument the query names outright (its symbol, ISIN or full name) is found too,
 * through the GIN index on instrument_ids, whatever language spells the name.
 */

/** How far back the search reads: the newest this many items of the languages searched. */
export const NEWS_WINDOW = 5000;
const SUBTITLE_MAX = 160;

/** UI language → the feed's language code (news.lang). */
const NEWS_LANG: Record<Lang, string> = { sv: 'se', nb: 'no', da: 'da', fi: 'fi', en: 'en' };

function foldedSql(column: SQL): SQL {
  let expr = sql`translate(lower(${column}), ${SQL_FOLD_FROM}, ${SQL_FOLD_TO})`;
  for (const [from, to] of SQL_FOLD_PAIRS) expr = sql`replace(${expr}, ${from}, ${to})`;
  return expr;
}

/** Up to `max` characters, cut at a word. */
export function shorten(text: string, max = SUBTITLE_MAX): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max - 1);
  return `${text.slice(0, cut > max / 2 ? cut : max - 1).trimEnd()}…`;
}

export const newsSource: SearchSource = {
  category: 'NEWS',
  async search(db, { query, lang, limit }) {
    const queryWords = words(fold(query));
    if (queryWords.length === 0) return { total: 0, hits: [] };
    const langs = [...new Set([NEWS_LANG[lang], 'en'])];
    const ids = await namedInstruments(db, query);
    // Words are letters and digits only, but escape anyway: the pattern is a regular expression.
    const wordStarts = queryWords.map(
      (w) => sql`folded ~ ${`(^|[^[:alnum:]])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`}`,
    );
    const textMatch = sql.join(wordStarts, sql` and `);
    const about = ids.length > 0 ? sql` or instrument_ids && ${`{${ids.join(',')}}`}::int[]` : sql``;
    const { rows } = (await db.execute(sql`
      select id, headline, preamble, type, lang, published_at, count(*) over () as total
      from (
        select id, headline, preamble, type, lang, published_at, instrument_ids,
               ${foldedSql(sql`headline || ' ' || preamble`)} as folded
        from news
        where lang in (${sql.join(
          langs.map((l) => sql`${l}`),
          sql`, `,
        )})
        order by published_at desc
        limit ${NEWS_WINDOW}
      ) recent
      where (${textMatch})${about}
      order by published_at desc, id desc
      limit ${limit}`)) as unknown as {
      rows: {
        id: number;
        headline: string;
        preamble: string;
        type: string;
        lang: string;
        published_at: Date | string;
        total: number | string;
      }[];
    };
    return {
      total: rows.length > 0 ? Number(rows[0]!.total) : 0,
      hits: rows.map((r) => ({
        id: String(r.id),
        title: r.headline,
        subtitle: shorten(r.preamble),
        url: `/news/${r.id}`,
        kind: r.type,
        date: new Date(r.published_at).getTime(),
        lang: r.lang,
      })),
    };
  },
};
