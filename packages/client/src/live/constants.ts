/**
 * Numbers the specs fix for the live-data clients, in one place so that a change of the spec is a
 * change of one line. The protocol itself (paths, subprotocol, key fields, close codes) belongs to
 * the server as much as to the client and lives in `@broker/contract` (live.ts).
 */
import { LIVE_HEARTBEAT_MS } from '@broker/contract';

/**
 * Spec 001 §4, §9: after logging in, a pending operation waits for the open state and the
 * logged-in acknowledgement, polling first after 8 ms ...
 */
export const LIVE_READY_POLL_START_MS = 8;

/** ... doubling the wait each time ... */
export const LIVE_READY_POLL_FACTOR = 2;

/** ... for at most 7 retries (8 + 16 + … + 512 = 1016 ms in all), after which the operation fails. */
export const LIVE_READY_POLL_MAX_RETRIES = 7;

/** Spec 001 §5, §8: the one error text for a subscription without a known type, key or listener. */
export const INVALID_SUBSCRIPTION_OPTIONS = 'Invalid subscription options';

/**
 * Not in the spec. The first reconnect comes soon (a dropped connection is usually back at once);
 * later ones double up to the cap, so a restarting server is not hammered by every open tab but
 * is found again within 10 s of coming back.
 */
export const LIVE_RECONNECT_INITIAL_MS = 500;
export const LIVE_RECONNECT_MAX_MS = 10_000;

/**
 * Issue 3: the UI marks prices stale after 15 s without a tick or a heartbeat. The server sends a
 * heartbeat after 5 s of silence, so 15 s is three missed heartbeats.
 */
export const LIVE_STALE_AFTER_MS = 15_000;

/**
 * Not in the spec. A connection silent for four heartbeat periods is taken for dead (a half-open
 * TCP connection after a laptop sleeps or a server host dies never sees a close) and replaced.
 */
export const LIVE_IDLE_TIMEOUT_MS = 4 * LIVE_HEARTBEAT_MS;
