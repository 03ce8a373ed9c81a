import type { CallReply, NewsData, listNews } from '@broker/contract';
import { mergeNewestFirst } from '../live/newest-first';

type NewsPreview = CallReply<typeof listNews>[number];

/** One line of a news list, whether it came with the page or arrived on the feed. */
export interface NewsListItem {
  news_id: number;
  headline: string;
  datetime: number;
  type: NewsPreview['type'];
  /** The agency's name; undefined while the sources are unknown. */
  source: string | undefined;
  /** Only previews from the REST call have one; the feed sends headlines. */
  preamble: string | undefined;
}

const BY_NEWS = { id: (item: NewsListItem) => item.news_id, time: (item: NewsListItem) => item.datetime };

/**
 * The previews loaded with the page and the items published since, newest first, each once: the
 * feed's first frame per source repeats that source's latest item, which may be in the previews.
 * A preview wins over the feed's copy of the same item, because it has the preamble.
 */
export function mergeNews(
  previews: readonly NewsPreview[],
  live: readonly NewsData[],
  sourceNames: ReadonlyMap<number, string>,
  limit: number,
): NewsListItem[] {
  const fromPreviews = previews.map((p): NewsListItem => ({
    news_id: p.news_id,
    headline: p.headline,
    datetime: p.datetime,
    type: p.type,
    source: p.source,
    preamble: p.preamble,
  }));
  const fromFeed = live.map((n): NewsListItem => ({
    news_id: n.news_id,
    headline: n.headline,
    datetime: n.datetime,
    type: n.type,
    source: sourceNames.get(n.source_id),
    preamble: undefined,
  }));
  // mergeNewestFirst keeps the copy in its second argument when an item is in both.
  return mergeNewestFirst(fromFeed, fromPreviews, BY_NEWS, limit);
}
