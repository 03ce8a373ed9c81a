import { createSession, deleteSession, verifySession, type CallBody, type CallReply } from '@broker/contract';
import type { CountryCode } from '@broker/domain';
import type { ApiClient } from './http-client';

export type SessionState = CallReply<typeof verifySession>;

export interface LoginCredentials {
  username: string;
  password: string;
  countryCode: CountryCode;
}

/** The session payload of spec 001 §3: authenticationProvider, countryCode and the provider's part. */
export type SessionPayload = CallBody<typeof createSession>;

/**
 * Logs in with any provider. The replies cached so far belonged to nobody (or someone else), and
 * the token manager may have turned anonymous before; both start afresh. A reply with loggedIn
 * false and a prospect is an identified person who is not a customer yet (sign-up).
 */
export async function openSession(client: ApiClient, body: SessionPayload): Promise<SessionState> {
  const state = await client.call(createSession, { body });
  client.clearCache();
  if (state.loggedIn) client.tokens.markLoggedIn();
  return state;
}

/** Logs in with the BASIC provider (username and password). */
export async function login(client: ApiClient, credentials: LoginCredentials): Promise<SessionState> {
  const { username, password, countryCode } = credentials;
  return openSession(client, {
    authenticationProvider: 'BASIC',
    countryCode,
    basic: { username, password },
  });
}

/**
 * Logs out. The local state is cleared even when the server cannot be reached: the user asked to
 * leave, and the page must not keep showing their data. The failure is still passed on.
 */
export async function logout(client: ApiClient): Promise<SessionState> {
  try {
    return await client.call(deleteSession);
  } finally {
    client.tokens.markAnonymous();
    client.clearCache();
  }
}

/**
 * Asks whether the session cookie still belongs to a live session and brings the token manager
 * in line (spec 001 §4: loggedIn becomes false on an invalid session). Caches are cleared only when
 * the session is found to have ended, so a periodic check does not throw away good replies.
 */
export async function verify(client: ApiClient): Promise<SessionState> {
  const state = await client.call(verifySession);
  if (!state.loggedIn && !client.tokens.anonymous) {
    client.tokens.markAnonymous();
    client.clearCache();
  } else if (state.loggedIn && client.tokens.anonymous) {
    client.tokens.markLoggedIn();
  }
  return state;
}
