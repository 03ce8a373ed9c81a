import { createContext, useContext } from 'react';
import type { LiveFeed } from '../services/live-feed';

/** The session's live-data feed; null while nobody is logged in (and for the first render after login). */
export const LiveFeedContext = createContext<LiveFeed | null>(null);

export function useLiveFeed(): LiveFeed | null {
  return useContext(LiveFeedContext);
}
