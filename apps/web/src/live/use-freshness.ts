import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { LiveFeed } from '../services/live-feed';
import { freshnessOf, type Freshness } from './freshness';
import { useLiveFeed } from './live-feed-context';

/**
 * Heartbeats change nothing the feed announces, so silence is noticed by looking again every
 * second: a marker that turns stale up to a second after the 15 s is accurate enough.
 */
export const FRESHNESS_CHECK_MS = 1000;

export interface FreshnessView {
  state: Freshness;
  /** Reconnecting, but this feed has never been connected: the first connect of the session. */
  connecting: boolean;
}

export function useFreshness(): FreshnessView {
  const feed = useLiveFeed();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!feed) return () => undefined;
      const stopStatus = feed.onStatus(onChange);
      const timer = setInterval(onChange, FRESHNESS_CHECK_MS);
      return () => {
        stopStatus();
        clearInterval(timer);
      };
    },
    [feed],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => freshnessOf(feed),
    (): Freshness => 'reconnecting',
  );

  const [connectedFeed, setConnectedFeed] = useState<LiveFeed | null>(null);
  useEffect(() => {
    if (state !== 'reconnecting') setConnectedFeed(feed);
  }, [state, feed]);

  return { state, connecting: state === 'reconnecting' && connectedFeed !== feed };
}
