import type { FastifyRequest } from 'fastify';
import {
  ACCESS_TOKEN_HEADER,
  CLIENT_ID,
  CLIENT_ID_HEADER,
  DESK_SESSION_COOKIE,
  type CallAuth,
} from '@broker/contract';
import type { Deps } from '../deps';
import { HttpError, unauthorized } from '../http/api-error';
import { findStaffSession, type StaffSession } from '../desk/staff-sessions';
import type { AccessClaims } from './access-tokens';
import { apiKeyOf } from './api-key-refusal';
import { verifyApiKey } from './api-keys';
import {
  findLiveSession,
  findProspectSession,
  isSessionLive,
  SESSION_COOKIE,
  type ProspectSession,
  type SessionUser,
} from './sessions';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Checks what a call of the given kind needs and returns who is calling; throws a 401 with a
 * catalogue code otherwise.
 */
export async function authenticate(
  deps: Deps,
  kind: CallAuth,
  request: FastifyRequest,
): Promise<{
  access?: AccessClaims;
  session?: SessionUser;
  prospect?: ProspectSession;
  staff?: StaffSession;
}> {
  // A personal API key (issue 16) stands for the customer on every token, public and bearer call.
  const apiKey = kind === 'none' || kind === 'staff' ? undefined : apiKeyOf(request);
  switch (kind) {
    case 'none':
      return {};
    case 'staff': {
      // The desk's own cookie and store only: a customer's cookie, token or API key is no staff login.
      const staff = await findStaffSession(deps.db, request.cookies[DESK_SESSION_COOKIE]);
      if (!staff) throw unauthorized('DESK_SESSION_INVALID', 'You are not logged in at the desk');
      return { staff };
    }
    case 'session': {
      const session = await findLiveSession(deps.db, request.cookies[SESSION_COOKIE]);
      if (!session && apiKey) {
        throw new HttpError(403, 'API_KEY_NOT_ALLOWED', 'An API key cannot be used for this call; log in');
      }
      if (!session) throw unauthorized('SESSION_INVALID', 'You are not logged in');
      return { session };
    }
    case 'prospect': {
      // Sign-up: the session cookie of an identified person who is not a customer yet.
      const prospect = await findProspectSession(deps.db, request.cookies[SESSION_COOKIE]);
      if (!prospect && apiKey) {
        throw new HttpError(
          403,
          'API_KEY_NOT_ALLOWED',
          'An API key cannot be used for this call; identify with your eID',
        );
      }
      if (!prospect)
        throw unauthorized('SESSION_INVALID', 'No identified person is signing up in this session');
      return { prospect };
    }
    case 'token':
    case 'public':
    case 'bearer':
      if (apiKey) {
        const claims = await verifyApiKey(deps.db, apiKey, deps.time.now());
        if (!claims) throw unauthorized('API_KEY_INVALID', 'The API key is unknown, revoked or expired');
        return { access: claims };
      }
  }
  switch (kind) {
    case 'token': {
      if (request.headers[CLIENT_ID_HEADER] !== CLIENT_ID) {
        throw unauthorized('MISSING_CLIENT_ID', `The ${CLIENT_ID_HEADER} header must be ${CLIENT_ID}`);
      }
      const header = request.headers[ACCESS_TOKEN_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      return { access: await verifyOrThrow(deps, token) };
    }
    case 'public': {
      // A visitor sends no token; whoever sends one must send a good one.
      const header = request.headers[ACCESS_TOKEN_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      return token ? { access: await verifyOrThrow(deps, token) } : {};
    }
    case 'bearer':
      return { access: await verifyOrThrow(deps, bearerToken(request)) };
  }
}

async function verifyOrThrow(deps: Deps, token: string | undefined): Promise<AccessClaims> {
  if (!token) throw unauthorized('UNAUTHORIZED', 'An access token is required');
  const claims = await deps.tokens.verify(token);
  if (!claims) throw unauthorized('INVALID_TOKEN', 'The access token is invalid or has expired');
  // A token dies with its session (logout, expiry); the answer is cached for a moment per session.
  const live = await deps.sessionLiveness.getOrLoad(claims.sessionId, () =>
    isSessionLive(deps.db, claims.sessionId),
  );
  if (!live) throw unauthorized('SESSION_INVALID', 'The session behind this access token has ended');
  return claims;
}
