import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { LoginThrottle } from '../auth/login-throttle';
import { HttpError } from '../http/api-error';

/**
 * Starting an eID login needs no credentials, yet each start costs a call to the eID party (and
 * BankID charges per order) and a row here: per client address at most `EID_STARTS_PER_WINDOW`
 * BankID orders and Signicat starts together within `EID_START_WINDOW_MS`, then 429 with
 * Retry-After. The password limiter's counting, under one key for every start: its per-username
 * lock-down is switched off (Infinity), since here the "username" is shared by all addresses.
 * In memory, one per app, like the password limiter.
 */

export const EID_STARTS_PER_WINDOW = 20;
export const EID_START_WINDOW_MS = 10 * 60_000;
const KEY = 'eid-start';

const throttles = new WeakMap<Deps, LoginThrottle>();

function throttleOf(deps: Deps): LoginThrottle {
  let throttle = throttles.get(deps);
  if (!throttle) {
    // Reads deps.time at each call, so a test's clock (set after the app is built) applies.
    throttle = new LoginThrottle(
      EID_STARTS_PER_WINDOW,
      EID_START_WINDOW_MS,
      () => deps.time.now(),
      Number.POSITIVE_INFINITY,
      1,
    );
    throttles.set(deps, throttle);
  }
  return throttle;
}

/** Counts an eID start from this address, or refuses it with 429 TOO_MANY_ATTEMPTS. */
export function countEidStart(deps: Deps, request: FastifyRequest, reply: FastifyReply): void {
  const attempt = throttleOf(deps).begin(KEY, request.ip);
  if (attempt.allowed) return;
  reply.header('retry-after', String(attempt.retryAfterSeconds));
  throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many eID logins started from here; try again later');
}
