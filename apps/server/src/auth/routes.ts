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
import { isEstate, metaFor, type CountryCode, type Lang } from '@broker/domain';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/api-error';
import type { Deps } from '../deps';
import { customers, users } from '../db/schema';
import { LOGIN_PROVIDERS } from './login-providers';
import { refuseApiKey } from './api-key-refusal';
import { sessionLengthMs } from './session-management';
import { secureCookie } from './secure-cookie';
import {
  SESSION_COOKIE,
  createSession as openSession,
  findLiveSession,
  findProspectSession,
  revokeSession,
  type ProspectSession,
  type SessionUser,
} from './sessions';

function sessionState(session: SessionUser) {
  return {
    loggedIn: true,
    expiresAt: session.expiresAt.getTime(),
    meta: metaFor(session.country, session.lang),
    customer: {
      customerId: session.customerId,
      // A company (JUR) has its whole name in the first name and none in the last.
      name: [session.firstName, session.lastName].filter((n) => n !== '').join(' '),
      countryCode: session.country,
      segment: session.segment,
      tier: session.tier,
      personType: session.personType,
    },
  };
}

/** A prospect is identified but not logged in as a customer: the web app sends them to sign-up. */
function prospectState(prospect: ProspectSession) {
  return {
    loggedIn: false,
    expiresAt: prospect.expiresAt.getTime(),
    prospect: { firstName: prospect.firstName, lastName: prospect.lastName, countryCode: prospect.country },
  };
}

/**
 * Nobody logs in as a customer who has died, whatever the way (password, passkey, eID): their
 * estate is run by its representatives through the switch of their own login (docs/decisions.md
 * "Estates").
 */
async function refuseEstateLogin(deps: Deps, userId: number): Promise<void> {
  const [row] = await deps.db
    .select({ personType: customers.personType })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId));
  if (row && isEstate(row)) {
    throw new HttpError(
      403,
      'LOGIN_OF_ESTATE',
      'The customer has died; the estate is run by its representatives',
    );
  }
}

export function setSessionCookie(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(deps.config, request),
    expires: expiresAt,
  });
}

function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export const authRoutes = [
  defineRoute(createSession, async ({ body, deps, request, reply }) => {
    refuseApiKey(request);
    const provider = LOGIN_PROVIDERS[body.authenticationProvider];
    if (!provider) {
      throw new HttpError(
        400,
        'UNSUPPORTED_AUTHENTICATION_PROVIDER',
        `Unknown authentication provider; available: ${Object.keys(LOGIN_PROVIDERS).join(', ')}`,
        [{ code: 'UNSUPPORTED_AUTHENTICATION_PROVIDER', field: 'authenticationProvider' }],
      );
    }
    const outcome = await provider({ deps, body, request, reply });
    if (outcome.kind === 'customer') await refuseEstateLogin(deps, outcome.userId);
    const subject =
      outcome.kind === 'customer' ? { userId: outcome.userId } : { prospectId: outcome.prospectId };
    const opened = await openSession(
      deps.db,
      subject,
      outcome.kind === 'customer' ? await sessionLengthMs(deps, outcome.userId) : deps.config.sessionTtlMs,
      request.headers['user-agent'],
    );
    setSessionCookie(deps, request, reply, opened.token, opened.expiresAt);
    request.log.info(
      { ...subject, sessionId: opened.sessionId, provider: body.authenticationProvider },
      'login',
    );
    if (outcome.kind === 'prospect') {
      const prospect = await findProspectSession(deps.db, opened.token);
      if (!prospect) throw new Error('a prospect session just created is not live');
      return prospectState(prospect);
    }
    const session = await findLiveSession(deps.db, opened.token);
    if (!session) throw new Error('a session just created is not live');
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
    const token = request.cookies[SESSION_COOKIE];
    const session = await findLiveSession(deps.db, token);
    if (session) return sessionState(session);
    const prospect = await findProspectSession(deps.db, token);
    if (prospect) return prospectState(prospect);
    if (token) clearSessionCookie(reply);
    return { loggedIn: false };
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
