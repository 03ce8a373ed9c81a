import { searchContent } from '../content/search';
import type { SearchSource } from './source';

/** Pages of the site (academy, help) rarely number more than this per language: enough to count them all. */
const COUNT_UP_TO = 50;

/**
 * CMS pages in the viewer's language (content/search.ts). A page's path is its address in the web
 * app (`/academy/what-is-a-fund`), so it is the hit's url as it is.
 */
export const contentSource: SearchSource = {
  category: 'CONTENT',
  async search(db, { query, lang, limit }) {
    const rows = await searchContent(db, { query, lang, limit: Math.max(limit, COUNT_UP_TO) });
    return {
      total: rows.length,
      hits: rows.slice(0, limit).map((r) => ({
        id: `${r.lang}:${r.path}`,
        title: r.title,
        subtitle: r.summary,
        url: r.path,
        kind: r.space,
        lang: r.lang,
      })),
    };
  },
};
