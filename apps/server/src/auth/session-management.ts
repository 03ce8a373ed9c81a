import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { SESSION_LENGTH_CHOICES, SESSION_MAX_HOURS } from '@broker/contract';
import type { Db } from '../db/database';
import type { Deps } from '../deps';
import { sessions, sessionSettings } from '../db/schema';
import { HttpError } from '../http/api-error';
import type { SessionUser } from './sessions';

const MAX_LIFETIME_MS = SESSION_MAX_HOURS * 3_600_000;

/** The live sessions of the session's user, newest first; this one marked current. */
export async function listSessions(db: Db, current: SessionUser, now: number) {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, current.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    current: row.id === current.sessionId,
  }));
}

/** Ends one other live session of the user's; its access tokens stop working at once here. */
export async function endSession(deps: Deps, current: SessionUser, id: number, now: number) {
  if (id === current.sessionId) {
    throw new HttpError(422, 'SESSION_IS_CURRENT', 'This is the session in use; log out instead');
  }
  const [ended] = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.userId, current.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
      ),
    )
    .returning({ id: sessions.id });
  if (!ended) throw new HttpError(404, 'SESSION_NOT_FOUND', 'No such live session');
  deps.sessionLiveness.delete(ended.id);
  return listSessions(deps.db, current, now);
}

export async function endOtherSessions(deps: Deps, current: SessionUser, now: number) {
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(
      and(
        eq(sessions.userId, current.userId),
        ne(sessions.id, current.sessionId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  for (const { id } of ended) deps.sessionLiveness.delete(id);
  return listSessions(deps.db, current, now);
}

/** The session length of the user's new logins and refreshes: their choice, else the server's. */
export async function sessionLengthMs(deps: Deps, userId: number): Promise<number> {
  const [row] = await deps.db
    .select({ minutes: sessionSettings.sessionMinutes })
    .from(sessionSettings)
    .where(eq(sessionSettings.userId, userId));
  return row ? row.minutes * 60_000 : deps.config.sessionTtlMs;
}

export async function sessionSettingsOf(deps: Deps, userId: number) {
  const defaultMinutes = Math.round(deps.config.sessionTtlMs / 60_000);
  return {
    sessionMinutes: Math.round((await sessionLengthMs(deps, userId)) / 60_000),
    defaultMinutes,
    choices: [...SESSION_LENGTH_CHOICES],
  };
}

export async function chooseSessionLength(deps: Deps, userId: number, minutes: number, now: number) {
  if (!(SESSION_LENGTH_CHOICES as readonly number[]).includes(minutes)) {
    throw new HttpError(
      422,
      'SESSION_LENGTH_NOT_ALLOWED',
      `The session length is one of ${SESSION_LENGTH_CHOICES.join(', ')} minutes`,
      [{ code: 'SESSION_LENGTH_NOT_ALLOWED', field: 'sessionMinutes' }],
    );
  }
  await deps.db
    .insert(sessionSettings)
    .values({ userId, sessionMinutes: minutes, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: sessionSettings.userId,
      set: { sessionMinutes: minutes, updatedAt: new Date(now) },
    });
  return sessionSettingsOf(deps, userId);
}

/**
 * Keeps an active customer's session going: now plus their session length, never past
 * SESSION_MAX_HOURS after the login and never shorter than it already was.
 */
export async function refreshSession(deps: Deps, current: SessionUser, now: number) {
  const [row] = await deps.db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, current.sessionId));
  if (!row) throw new HttpError(401, 'SESSION_INVALID', 'You are not logged in');
  const wanted = Math.min(
    now + (await sessionLengthMs(deps, current.userId)),
    row.createdAt.getTime() + MAX_LIFETIME_MS,
  );
  const expiresAt = new Date(Math.max(wanted, row.expiresAt.getTime()));
  if (expiresAt.getTime() !== row.expiresAt.getTime()) {
    await deps.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, current.sessionId));
  }
  return { expiresAt: expiresAt.getTime() };
}
