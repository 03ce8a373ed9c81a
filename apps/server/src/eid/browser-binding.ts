import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { secureCookie } from '../auth/secure-cookie';

/**
 * Binds an eID login to the browser that started it: an HttpOnly cookie holding a random value,
 * of which only the hash is kept with the BankID order or the Signicat request. Someone who learns
 * an orderRef, or a code and state, from another browser (a shoulder, a log, a relayed link) cannot
 * collect or use it: without this browser's cookie the order answers 404 as if it did not exist.
 */

export const EID_COOKIE = 'nnx_eid';
const COOKIE_PATH = '/nnxapi/authentication';
export const EID_COOKIE_MAX_AGE_SECONDS = 30 * 60;

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The hash of this browser's eID cookie, or undefined when it has none. */
export function browserHashOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[EID_COOKIE];
  return value && /^[\w-]{43}$/.test(value) ? hashOf(value) : undefined;
}

/**
 * The hash of this browser's eID cookie, making a new value when it has none. The cookie is set on
 * every start, the same value with a fresh life: a login started near the end of an old cookie's
 * half hour would otherwise lose its binding (and so its order) half-way.
 */
export function bindBrowser(deps: Deps, request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[EID_COOKIE];
  const value = existing && browserHashOf(request) ? existing : randomBytes(32).toString('base64url');
  reply.setCookie(EID_COOKIE, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(deps.config, request),
    maxAge: EID_COOKIE_MAX_AGE_SECONDS,
  });
  return hashOf(value);
}
