import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { eidSignicatLogins, passkeyChallenges, scheduledJobs, sessions, users } from '../db/schema';
import { jobHandlers } from '../job-handlers';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';
import { RETENTION_KIND, SESSION_KEEP_DAYS, nextRetentionAt, scheduleRetention } from './retention-job';
import { runDueJobs } from './schedule';

/** Monday 4 Jan 2027, 10:00 in Stockholm. */
const T0 = Date.parse('2027-01-04T09:00:00Z');
const DAY = 86_400_000;

describe.each(DB_KINDS)('the nightly retention on %s', (kind) => {
  let t: TestApp;
  let userId = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    [{ id: userId }] = (await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demo-se'))) as [{ id: number }];
  });
  afterAll(async () => t?.close());

  const session = (token: string, expiresAt: number, revokedAt: number | null = null) => ({
    userId,
    tokenHash: `retention-${kind}-${token}`,
    createdAt: new Date(expiresAt - DAY),
    expiresAt: new Date(expiresAt),
    revokedAt: revokedAt === null ? null : new Date(revokedAt),
  });
  const challenge = (id: string, createdAt: number) => ({
    id: `retention-${kind}-${id}`,
    challenge: 'x',
    ceremony: 'AUTHENTICATION',
    rpId: 'localhost',
    origin: 'http://localhost',
    createdAt: new Date(createdAt),
    expiresAt: new Date(createdAt + 5 * 60_000),
  });
  const signicat = (state: string, createdAt: number) => ({
    state: `retention-${kind}-${state}`,
    nonce: 'n',
    browserHash: 'b',
    country: 'FI',
    redirectUri: 'http://localhost/login',
    createdAt: new Date(createdAt),
  });

  it('removes, at night, sessions ended 90 days ago and login ceremonies a day old; keeps the rest', async () => {
    const night = nextRetentionAt(T0).getTime();
    const old = night - (SESSION_KEEP_DAYS + 1) * DAY;
    const recent = night - (SESSION_KEEP_DAYS - 1) * DAY;
    await db()
      .insert(sessions)
      .values([
        session('expired-long-ago', old),
        session('revoked-long-ago', night + DAY, old),
        session('expired-recently', recent),
        session('live', night + DAY),
      ]);
    await db()
      .insert(passkeyChallenges)
      .values([challenge('old', night - 2 * DAY), challenge('fresh', night - 60_000)]);
    await db()
      .insert(eidSignicatLogins)
      .values([signicat('old', night - 2 * DAY), signicat('fresh', night - 60_000)]);

    await scheduleRetention(db(), T0);
    const handlers = jobHandlers(t.app.deps);
    // Not before its time.
    expect((await runDueJobs(db(), handlers, night - 60_000)).done).toBe(0);
    expect((await runDueJobs(db(), handlers, night + 60_000)).done).toBe(1);

    const left = await db()
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(
        inArray(
          sessions.tokenHash,
          ['expired-long-ago', 'revoked-long-ago', 'expired-recently', 'live'].map(
            (s) => `retention-${kind}-${s}`,
          ),
        ),
      );
    expect(left.map((r) => r.tokenHash).sort()).toEqual(
      [`retention-${kind}-expired-recently`, `retention-${kind}-live`].sort(),
    );
    const challenges = await db().select({ id: passkeyChallenges.id }).from(passkeyChallenges);
    expect(challenges.map((c) => c.id)).toContain(`retention-${kind}-fresh`);
    expect(challenges.map((c) => c.id)).not.toContain(`retention-${kind}-old`);
    const logins = await db().select({ state: eidSignicatLogins.state }).from(eidSignicatLogins);
    expect(logins.map((l) => l.state)).toContain(`retention-${kind}-fresh`);
    expect(logins.map((l) => l.state)).not.toContain(`retention-${kind}-old`);

    // The run scheduled the next night's, and only that one.
    const pending = await db()
      .select({ dueAt: scheduledJobs.dueAt })
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, RETENTION_KIND), eq(scheduledJobs.status, 'PENDING')));
    expect(pending.map((p) => p.dueAt.getTime())).toEqual([nextRetentionAt(night + 60_000).getTime()]);
    expect(nextRetentionAt(night + 60_000).getTime() - night).toBe(DAY);
  });
});
