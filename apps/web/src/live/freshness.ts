import type { LiveFeed } from '../services/live-feed';

/**
 * What the freshness marker says about the prices on screen (issue 3): `live` while frames or
 * heartbeats arrive, `stale` when the feed has been silent for 15 s although the socket looks
 * connected, `reconnecting` while there is no logged-in socket.
 */
export type Freshness = 'live' | 'stale' | 'reconnecting';

export function freshnessOf(feed: Pick<LiveFeed, 'status' | 'isStale'> | null): Freshness {
  if (!feed || feed.status !== 'logged-in') return 'reconnecting';
  return feed.isStale() ? 'stale' : 'live';
}
