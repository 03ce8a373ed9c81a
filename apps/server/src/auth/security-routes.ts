import {
  createMyApiKey,
  deleteLunaEnrollment,
  endMySession,
  endOtherSessions,
  getMySessionSettings,
  listLunaEnrollments,
  listMyApiKeys,
  listMySessions,
  pollLuna,
  refreshSession,
  revokeMyApiKey,
  startLuna,
  updateMySessionSettings,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/api-error';
import { refuseApiKey } from './api-key-refusal';
import { countStart } from './start-throttle';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { findChallenge } from './passkey-challenges';
import {
  deleteEnrollment,
  finishRegistration,
  listEnrollments,
  startAuthentication,
  startRegistration,
} from './passkeys';
import { relyingParty } from './relying-party';
import {
  chooseSessionLength,
  endOtherSessions as endOthers,
  endSession,
  listSessions,
  refreshSession as refresh,
  sessionSettingsOf,
} from './session-management';
import { findLiveSession, SESSION_COOKIE, type SessionUser } from './sessions';

/**
 * Passkeys (luna), personal API keys, the session list and settings, and the refresh (issue 16).
 * The session-cookie calls refuse an API key in the guard; luna start and poll take no login for
 * a visitor's ceremony and check the cookie themselves for an enrolment.
 */
/** Sessions live on the wall clock (sessions.ts checks liveness against it), not the business clock. */
const sessionClock = () => Date.now();

/**
 * Passkeys and API keys are the person's own. While the login acts for a company or an estate,
 * a new one would belong to the company's (or the estate's) login and open it without the person
 * and past the end of their mandate: refused.
 */
function refuseActing(session: SessionUser): void {
  if (session.actingUserId !== null) {
    throw new HttpError(
      403,
      'PERSONAL_CREDENTIAL_ONLY',
      'Passkeys and API keys are personal: switch back to yourself to add one',
    );
  }
}

export const securityRoutes = [
  defineRoute(startLuna, async ({ deps, body, request, reply }) => {
    refuseApiKey(request);
    countStart(deps, 'passkey', request, reply);
    const party = relyingParty(deps, request);
    const now = deps.time.now();
    if (body.ceremony === 'AUTHENTICATION') return startAuthentication(deps.db, party, now);
    const session = await findLiveSession(deps.db, request.cookies[SESSION_COOKIE]);
    if (!session) throw new HttpError(401, 'SESSION_INVALID', 'Log in to add a passkey');
    refuseActing(session);
    return startRegistration(deps.db, session.userId, body.name, party, now);
  }),

  defineRoute(pollLuna, async ({ deps, body, request }) => {
    refuseApiKey(request);
    const now = deps.time.now();
    if (body.registrationResponse !== undefined) {
      const session = await findLiveSession(deps.db, request.cookies[SESSION_COOKIE]);
      if (!session) throw new HttpError(401, 'SESSION_INVALID', 'Log in to add a passkey');
      refuseActing(session);
      const enrollment = await finishRegistration(
        deps.db,
        session.userId,
        body.challengeId,
        body.registrationResponse,
        now,
      );
      return { status: 'ENROLLED' as const, enrollment };
    }
    const challenge = await findChallenge(deps.db, body.challengeId);
    if (!challenge) {
      throw new HttpError(404, 'LUNA_CHALLENGE_NOT_FOUND', 'No such passkey challenge');
    }
    if (challenge.outcome === 'ENROLLED') return { status: 'ENROLLED' as const };
    if (challenge.usedAt) return { status: 'USED' as const };
    if (challenge.expiresAt.getTime() <= now) return { status: 'EXPIRED' as const };
    return { status: 'PENDING' as const };
  }),

  defineRoute(listLunaEnrollments, ({ deps, session }) => listEnrollments(deps.db, session.userId)),
  defineRoute(deleteLunaEnrollment, ({ deps, session, params }) =>
    deleteEnrollment(deps.db, session.userId, params.id),
  ),

  defineRoute(listMyApiKeys, ({ deps, session }) => listApiKeys(deps.db, session.userId, deps.time.now())),
  defineRoute(createMyApiKey, ({ deps, session, body }) => {
    refuseActing(session);
    return createApiKey(deps.db, session.userId, body, deps.time.now());
  }),
  defineRoute(revokeMyApiKey, ({ deps, session, params }) =>
    revokeApiKey(deps.db, session.userId, params.id, deps.time.now()),
  ),

  defineRoute(listMySessions, ({ deps, session }) => listSessions(deps.db, session, sessionClock())),
  defineRoute(endOtherSessions, ({ deps, session }) => endOthers(deps, session, sessionClock())),
  defineRoute(endMySession, ({ deps, session, params }) =>
    endSession(deps, session, params.id, sessionClock()),
  ),
  defineRoute(refreshSession, ({ deps, session }) => refresh(deps, session, sessionClock())),
  defineRoute(getMySessionSettings, ({ deps, session }) => sessionSettingsOf(deps, session.userId)),
  defineRoute(updateMySessionSettings, ({ deps, session, body }) =>
    chooseSessionLength(deps, session.userId, body.sessionMinutes, sessionClock()),
  ),
];
