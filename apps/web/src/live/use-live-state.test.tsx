import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { LiveFeedContext } from './live-feed-context';
import { useLiveDepth, useLivePrice, useLiveTradingStatus } from './use-live-state';
import type { TradableKey } from './tradable-key';

function withFeed(feed: FakeLiveFeed | null) {
  return ({ children }: { children: ReactNode }) => (
    <LiveFeedContext.Provider value={feed}>{children}</LiveFeedContext.Provider>
  );
}

const BOOK: TradableKey = { m: 11, i: '101' };

describe('useLivePrice and its siblings', () => {
  afterEach(cleanup);

  it('subscribes on mount and unsubscribes on unmount', () => {
    const feed = new FakeLiveFeed();
    const { unmount } = renderHook(() => useLivePrice(BOOK), { wrapper: withFeed(feed) });
    expect(feed.activeKeys()).toEqual(['price:11:101']);
    expect(feed.subscriptions[0]?.args).toEqual({ t: 'price', m: 11, i: '101' });
    unmount();
    expect(feed.activeKeys()).toEqual([]);
  });

  it('returns the merged state and re-renders with every change', async () => {
    const feed = new FakeLiveFeed();
    const { result } = renderHook(() => useLivePrice(BOOK), { wrapper: withFeed(feed) });
    expect(result.current).toBeUndefined();

    act(() => feed.publish('price', { m: 11, i: '101', last: 100, close: 98, bid: 99.9 }));
    await waitFor(() => expect(result.current).toMatchObject({ last: 100, close: 98, bid: 99.9 }));

    // Later frames carry only what changed; the rest of the state stays.
    act(() => feed.publish('price', { m: 11, i: '101', last: 100.5 }));
    await waitFor(() => expect(result.current).toMatchObject({ last: 100.5, close: 98, bid: 99.9 }));
  });

  it('renders a burst of frames once, with the latest state', async () => {
    const feed = new FakeLiveFeed();
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useLivePrice(BOOK);
      },
      { wrapper: withFeed(feed) },
    );
    const before = renders;
    act(() => {
      for (let n = 1; n <= 50; n++) feed.publish('price', { m: 11, i: '101', last: 100 + n });
    });
    await waitFor(() => expect(result.current?.last).toBe(150));
    expect(renders - before).toBe(1);
  });

  it('follows a new order book and never shows the previous one’s state under it', async () => {
    const feed = new FakeLiveFeed();
    const { result, rerender } = renderHook(({ book }) => useLivePrice(book), {
      wrapper: withFeed(feed),
      initialProps: { book: BOOK },
    });
    act(() => feed.publish('price', { m: 11, i: '101', last: 100 }));
    await waitFor(() => expect(result.current?.last).toBe(100));

    rerender({ book: { m: 11, i: '102' } });
    expect(result.current).toBeUndefined();
    expect(feed.activeKeys()).toEqual(['price:11:102']);
  });

  it('waits without subscribing while there is no feed or no order book', () => {
    const feed = new FakeLiveFeed();
    renderHook(() => useLivePrice(undefined), { wrapper: withFeed(feed) });
    expect(feed.subscriptions).toEqual([]);
    const { result } = renderHook(() => useLivePrice(BOOK), { wrapper: withFeed(null) });
    expect(result.current).toBeUndefined();
  });

  it('subscribes to depth and trading status the same way', async () => {
    const feed = new FakeLiveFeed();
    const depth = renderHook(() => useLiveDepth(BOOK), { wrapper: withFeed(feed) });
    const status = renderHook(() => useLiveTradingStatus(BOOK), { wrapper: withFeed(feed) });
    expect(feed.activeKeys().sort()).toEqual(['depth:11:101', 'trading_status:11:101']);

    act(() => {
      feed.publish('depth', { m: 11, i: '101', bid1: 99.5, ask1: 100.5 });
      feed.publish('trading_status', {
        m: 11,
        i: '101',
        status: 'CONTINUOUS_TRADING',
        orderbook_status: 'CONTINUOUS_TRADING',
        halted: false,
      });
    });
    await waitFor(() => expect(depth.result.current).toMatchObject({ bid1: 99.5, ask1: 100.5 }));
    await waitFor(() => expect(status.result.current?.orderbook_status).toBe('CONTINUOUS_TRADING'));

    depth.unmount();
    status.unmount();
    expect(feed.activeKeys()).toEqual([]);
  });
});
