import { isCuratedListTopic, localized, TOPIC_NAMES, type Lang } from '@broker/domain';
import type { Db } from '../db/database';
import { publishedLists } from '../curated-lists/queries';
import { IndexCache } from './index-cache';
import type { SearchSource } from './source';
import { TextIndex } from './text-index';

/**
 * Curated lists by their name in any of the five languages (a Danish customer may know a list by
 * its Swedish name), shown in the viewer's. Lists are indexed with their publishing time, so one
 * scheduled for later stays out until then without a rebuild.
 */

export const LIST_INDEX_TTL_MS = 60_000;

interface ListEntry {
  id: number;
  slug: string;
  displayName: Record<string, string>;
  topic: string | undefined;
  publishedAt: number;
}

interface ListIndex {
  lists: ListEntry[];
  index: TextIndex;
}

async function loadLists(db: Db): Promise<ListIndex> {
  // Every list, published or not: `accept` below decides per search.
  const rows = await publishedLists(db, Date.parse('9999-12-31T00:00:00Z'));
  const lists = rows.map((l) => ({
    id: l.id,
    slug: l.slug,
    displayName: l.displayName,
    topic: l.topics[0],
    publishedAt: l.publishedAt.getTime(),
  }));
  // Among equal matches the most viewed list first.
  const byViews = rows.map((l, doc) => ({ doc, views: l.views })).sort((a, b) => b.views - a.views);
  const rank = new Array<number>(rows.length);
  byViews.forEach((entry, place) => (rank[entry.doc] = place));
  const index = new TextIndex(
    lists.map((l, doc) => ({ names: Object.values(l.displayName), rank: rank[doc]! })),
  );
  return { lists, index };
}

export const listIndexCache = new IndexCache(loadLists, LIST_INDEX_TTL_MS);

export const listSource: SearchSource = {
  category: 'LIST',
  async search(db, { query, lang, limit, now }) {
    const { lists, index } = await listIndexCache.get(db);
    const result = index.search(query, limit, (doc) => lists[doc]!.publishedAt <= now);
    return {
      total: result.total,
      hits: result.hits.map(({ doc }) => {
        const list = lists[doc]!;
        return {
          id: list.slug,
          title: localized(list.displayName, lang),
          subtitle: topicName(list.topic, lang),
          url: `/watchlists/shared?listId=${encodeURIComponent(list.slug)}`,
        };
      }),
    };
  },
};

function topicName(topic: string | undefined, lang: Lang): string {
  return topic && isCuratedListTopic(topic) ? localized(TOPIC_NAMES[topic], lang) : '';
}
