import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { LiveFeedContext } from './live-feed-context';
import { useLiveNews } from './use-live-news';
import { useLiveTrades } from './use-live-trades';

function withFeed(feed: FakeLiveFeed) {
  return ({ children }: { children: ReactNode }) => (
    <LiveFeedContext.Provider value={feed}>{children}</LiveFeedContext.Provider>
  );
}

const trade = (n: number) => ({
  m: 11,
  i: '101',
  trade_id: `t${n}`,
  price: 100 + n / 100,
  volume: n,
  trade_timestamp: 1_000_000 + n,
});

const news = (id: number, source: number, instrumentIds: number[]) => ({
  source_id: source,
  news_id: id,
  headline: `Item ${id}`,
  type: 'NEWS' as const,
  lang: 'en' as const,
  datetime: 2_000_000 + id,
  instrument_ids: instrumentIds,
});

describe('useLiveTrades', () => {
  afterEach(cleanup);

  it('lists trades newest first, each once, at most the limit', async () => {
    const feed = new FakeLiveFeed();
    const { result, unmount } = renderHook(() => useLiveTrades({ m: 11, i: '101' }, 3), {
      wrapper: withFeed(feed),
    });
    expect(feed.activeKeys()).toEqual(['trade:11:101']);

    act(() => {
      for (const n of [1, 2, 3]) feed.publish('trade', trade(n));
    });
    await waitFor(() => expect(result.current.map((t) => t.trade_id)).toEqual(['t3', 't2', 't1']));

    // After a reconnect the feed repeats the latest trade as the first frame.
    act(() => {
      feed.publish('trade', trade(3));
      feed.publish('trade', trade(4));
    });
    await waitFor(() => expect(result.current.map((t) => t.trade_id)).toEqual(['t4', 't3', 't2']));

    unmount();
    expect(feed.activeKeys()).toEqual([]);
  });
});

describe('useLiveNews', () => {
  afterEach(cleanup);

  it('listens to every source and keeps the items about the instrument, newest first', async () => {
    const feed = new FakeLiveFeed();
    const { result, unmount } = renderHook(() => useLiveNews([6, 5, 6], 1008), { wrapper: withFeed(feed) });
    expect(feed.activeKeys().sort()).toEqual(['news:5', 'news:6']);

    act(() => {
      feed.publish('news', news(1, 5, [1008]));
      feed.publish('news', news(2, 6, [2001]));
      feed.publish('news', news(3, 6, [2001, 1008]));
    });
    await waitFor(() => expect(result.current.map((n) => n.news_id)).toEqual([3, 1]));

    unmount();
    expect(feed.activeKeys()).toEqual([]);
  });
});
