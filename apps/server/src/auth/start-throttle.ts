import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { HttpError } from '../http/api-error';
import { LoginThrottle } from './login-throttle';

/**
 * Starting a login ceremony needs no credentials, yet each start writes a row here, and an eID
 * start also costs a call to the eID party (BankID charges per order). Per client address, within
 * a window, at most so many starts of a kind, then 429 TOO_MANY_ATTEMPTS with Retry-After:
 * - `eid`: BankID orders and Signicat starts together;
 * - `passkey`: luna starts (a login's AUTHENTICATION, an enrolment's REGISTRATION); a person
 *   starts one per click, so the limit is generous.
 * The password limiter's counting, under one key per kind: its per-username lock-down is switched
 * off (Infinity), since here the "username" is shared by all addresses. In memory, one per app and
 * kind, like the password limiter.
 */
export const START_LIMITS = {
  eid: { perWindow: 20, windowMs: 10 * 60_000, message: 'Too many eID logins started from here' },
  passkey: { perWindow: 30, windowMs: 10 * 60_000, message: 'Too many passkey ceremonies started from here' },
} as const;
export type StartKind = keyof typeof START_LIMITS;

const throttles = new WeakMap<Deps, Map<StartKind, LoginThrottle>>();

function throttleOf(deps: Deps, kind: StartKind): LoginThrottle {
  let byKind = throttles.get(deps);
  if (!byKind) throttles.set(deps, (byKind = new Map()));
  let throttle = byKind.get(kind);
  if (!throttle) {
    const { perWindow, windowMs } = START_LIMITS[kind];
    // Reads deps.time at each call, so a test's clock (set after the app is built) applies.
    throttle = new LoginThrottle(perWindow, windowMs, () => deps.time.now(), Number.POSITIVE_INFINITY, 1);
    byKind.set(kind, throttle);
  }
  return throttle;
}

/** Counts a start of the kind from this address, or refuses it with 429 TOO_MANY_ATTEMPTS. */
export function countStart(deps: Deps, kind: StartKind, request: FastifyRequest, reply: FastifyReply): void {
  const attempt = throttleOf(deps, kind).begin(kind, request.ip);
  if (attempt.allowed) return;
  reply.header('retry-after', String(attempt.retryAfterSeconds));
  throw new HttpError(429, 'TOO_MANY_ATTEMPTS', `${START_LIMITS[kind].message}; try again later`);
}
