import { useEffect, useState, type ReactNode } from 'react';
import type { LiveFeed } from '../services/live-feed';
import { useServices } from '../services/services-context';
import { useSession } from '../session/session-context';
import { LiveFeedContext } from './live-feed-context';

/**
 * One live-data connection per session state: visitors get one too (the public feed serves them),
 * and logging in or out opens a new one, since the socket logs in with the session cookie; the next
 * customer on the same page gets a connection of their own. It connects at once rather than on
 * the first subscription, so the freshness marker tells the truth on pages without prices too.
 */
export function LiveFeedProvider({ children }: { children: ReactNode }) {
  const { createLiveFeed } = useServices();
  const { status } = useSession();
  const [feed, setFeed] = useState<LiveFeed | null>(null);

  useEffect(() => {
    if (status === 'checking') return;
    const opened = createLiveFeed();
    opened.connect();
    setFeed(opened);
    return () => {
      opened.close();
      setFeed(null);
    };
  }, [status, createLiveFeed]);

  return <LiveFeedContext.Provider value={feed}>{children}</LiveFeedContext.Provider>;
}
