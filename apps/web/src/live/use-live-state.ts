import { useEffect, useState } from 'react';
import type { LiveData, SubscribeOptions } from '@broker/client';
import type { LiveFeed } from '../services/live-feed';
import { frameThrottle } from './frame-throttle';
import { useLiveFeed } from './live-feed-context';
import type { TradableKey } from './tradable-key';

/** The feed's types that describe one value which later frames update (trades and news are events). */
export type LiveStateType = 'price' | 'depth' | 'trading_status';

interface Held<T extends LiveStateType> {
  feed: LiveFeed;
  key: string;
  value: LiveData<T>;
}

/**
 * Subscribes to one order book's `t` while mounted and returns its merged state (undefined until
 * the first frame). Renders at most once per animation frame. After a reconnect the client sends
 * the subscription again and its first frame replaces the state, so the value heals by itself.
 */
export function useLiveState<T extends LiveStateType>(
  t: T,
  tradable: TradableKey | undefined,
): LiveData<T> | undefined {
  const feed = useLiveFeed();
  const m = tradable?.m;
  const i = tradable?.i;
  const key = `${t}:${m}:${i}`;
  const [held, setHeld] = useState<Held<T>>();

  useEffect(() => {
    if (!feed || m === undefined || i === undefined) return;
    let latest: LiveData<T> | undefined;
    const throttle = frameThrottle(() => {
      if (latest) setHeld({ feed, key, value: latest });
    });
    const options = {
      t,
      m,
      i,
      listener: (_frame: LiveData<T>, state: LiveData<T>) => {
        latest = state;
        throttle.schedule();
      },
    } as unknown as SubscribeOptions<T>;
    const subscription = feed.subscribe(options);
    return () => {
      subscription.unsubscribe();
      throttle.cancel();
    };
  }, [feed, t, m, i, key]);

  // A state of the previous order book (or session) must not show under the new one.
  return held && held.feed === feed && held.key === key ? held.value : undefined;
}

export const useLivePrice = (tradable: TradableKey | undefined) => useLiveState('price', tradable);
export const useLiveDepth = (tradable: TradableKey | undefined) => useLiveState('depth', tradable);
export const useLiveTradingStatus = (tradable: TradableKey | undefined) =>
  useLiveState('trading_status', tradable);
