import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  createSession,
  createToken,
  deleteSession,
  getProfileSettings,
  updateProfileSettings,
  verifySession,
} from '@broker/contract';
import { metaFor, type CountryCode, type Lang } from '@broker/domain';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/api-error';
import type { Deps } from '../deps';
import { customers } from '../db/schema';
import { verifyPassword } from './passwords';
import {
  SESSION_COOKIE,
  createSession as openSession,
  findLiveSession,
  findUserByUsername,
  revokeSession,
  type SessionUser,
} from './sessions';

function sessionState(session: SessionUser) {
  return {
    loggedIn: true,
    expiresAt: session.expiresAt.getTime(),
    meta: metaFor(session.country, session.lang),
    customer: {
      customerId: session.customerId,
      name: `${session.firstName} ${session.lastName}`,
      countryCode: session.country,
      segment: session.segment,
      tier: session.tier,
    },
  };
}

function setSessionCookie(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  const secure =
    deps.config.secureCookies === 'always' ||
    (deps.config.secureCookies === 'auto' && request.protocol === 'https');
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export const authRoutes = [
  defineRoute(createSession, async ({ body, deps, request, reply }) => {
    if (body.authenticationProvider !== 'BASIC') {
      throw new HttpError(
        400,
        'UNSUPPORTED_AUTHENTICATION_PROVIDER',
        'Only BASIC authentication is available here',
        [{ code: 'UNSUPPORTED_AUTHENTICATION_PROVIDER', field: 'authenticationProvider' }],
      );
    }
    if (!body.basic) {
      throw new HttpError(400, 'MANDATORY_FIELD_MISSING', 'Username and password are required', [
        { code: 'MANDATORY_FIELD_MISSING', field: 'basic' },
      ]);
    }
    const { username, password } = body.basic;
    const address = request.ip;
    const attempt = deps.loginThrottle.begin(username, address);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed logins; try again later');
    }
    const user = await findUserByUsername(deps.db, username);
    const ok = await verifyPassword(user?.passwordHash, password);
    // A customer belongs to one country's site: logging in on another one is refused like a wrong
    // password, so the answer does not tell which country a username belongs to.
    if (!user || !ok || user.country !== body.countryCode) {
      throw new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong username or password');
    }
    deps.loginThrottle.succeeded(username, address);
    const opened = await openSession(
      deps.db,
      user.id,
      deps.config.sessionTtlMs,
      request.headers['user-agent'],
    );
    const session = await findLiveSession(deps.db, opened.token);
    if (!session) throw new Error('a session just created is not live');
    setSessionCookie(deps, request, reply, opened.token, opened.expiresAt);
    request.log.info({ userId: user.id, sessionId: opened.sessionId }, 'login');
    return sessionState(session);
  }),

  defineRoute(deleteSession, async ({ deps, request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const revoked = await revokeSession(deps.db, token);
      // Tokens of this session stop working at once in this process, elsewhere within the cache time.
      if (revoked !== undefined) deps.sessionLiveness.delete(revoked);
    }
    clearSessionCookie(reply);
    return { loggedIn: false };
  }),

  defineRoute(verifySession, async ({ deps, request, reply }) => {
    const session = await findLiveSession(deps.db, request.cookies[SESSION_COOKIE]);
    if (!session) {
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(reply);
      return { loggedIn: false };
    }
    return sessionState(session);
  }),

  defineRoute(createToken, async ({ deps, session }) => ({
    jwt: await deps.tokens.sign(
      { customerId: session.customerId, userId: session.userId, sessionId: session.sessionId },
      session.expiresAt,
    ),
  })),

  defineRoute(getProfileSettings, async ({ deps, access }) => {
    const [row] = await deps.db
      .select({ country: customers.country, lang: customers.lang })
      .from(customers)
      .where(eq(customers.id, access.customerId));
    if (!row) throw new HttpError(401, 'SESSION_INVALID', 'The customer no longer exists');
    return { meta: metaFor(row.country as CountryCode, row.lang as Lang) };
  }),

  defineRoute(updateProfileSettings, async ({ deps, access, body }) => {
    const [row] = await deps.db
      .update(customers)
      .set({ lang: body.lang })
      .where(eq(customers.id, access.customerId))
      .returning({ country: customers.country, lang: customers.lang });
    if (!row) throw new HttpError(401, 'SESSION_INVALID', 'The customer no longer exists');
    return { meta: metaFor(row.country as CountryCode, row.lang as Lang) };
  }),
];
