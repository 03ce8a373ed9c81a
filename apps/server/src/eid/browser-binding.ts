import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';

/**
 * Binds an eID login to the browser that started it: an HttpOnly cookie holding a random value,
 * of which only the hash is kept with the BankID order or the Signicat request. Someone who learns
 * an orderRef, or a code and state, from another browser (a shoulder, a log, a relayed link) cannot
 * collect or use it: without this browser's cookie the order answers 404 as if it did not exist.
 */

export const EID_COOKIE = 'nnx_eid';
const COOKIE_PATH = '/nnxapi/authentication';
const COOKIE_MAX_AGE_SECONDS = 30 * 60;

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The hash of this browser's eID cookie, or undefined when it has none. */
export function browserHashOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[EID_COOKIE];
  return value && /^[\w-]{43}$/.test(value) ? hashOf(value) : undefined;
}

/** The hash of this browser's eID cookie, setting a new cookie first when it has none. */
export function bindBrowser(deps: Deps, request: FastifyRequest, reply: FastifyReply): string {
  const existing = browserHashOf(request);
  if (existing) return existing;
  const value = randomBytes(32).toString('base64url');
  const secure =
    deps.config.secureCookies === 'always' ||
    (deps.config.secureCookies === 'auto' && request.protocol === 'https');
  reply.setCookie(EID_COOKIE, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
  return hashOf(value);
}
