import { useEffect, useRef } from 'react';
import type { ApiClient } from '@broker/client';
import { refreshSession } from '@broker/contract';
import type { SessionStatus } from './session-model';

/** How long before the expiry the refresh is asked for. */
const REFRESH_LEAD_MS = 60_000;
/** setTimeout holds at most a signed 32-bit delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Keeps an active customer logged in (issue 16): shortly before the session's expiry, if the
 * customer has used the page since the session was last extended, asks the server to extend it
 * (never past its 24-hour maximum) and reports the new expiry. An idle page lets it expire.
 */
export function useSessionRefresh(
  client: ApiClient,
  status: SessionStatus,
  expiresAt: number | null,
  onExtended: (expiresAt: number) => void,
): void {
  const lastActivity = useRef(0);
  const extended = useRef(onExtended);
  extended.current = onExtended;

  useEffect(() => {
    const seen = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, seen, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, seen);
    };
  }, []);

  useEffect(() => {
    if (status !== 'loggedIn' || expiresAt === null) return;
    const since = Date.now();
    const timer = setTimeout(
      () => {
        if (lastActivity.current < since) return;
        client.call(refreshSession, {}).then(
          (reply) => {
            if (reply.expiresAt > expiresAt) extended.current(reply.expiresAt);
          },
          () => {
            // The expiry check of SessionProvider tells the customer if the session is gone.
          },
        );
      },
      Math.min(Math.max(expiresAt - Date.now() - REFRESH_LEAD_MS, 0), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [client, status, expiresAt]);
}
