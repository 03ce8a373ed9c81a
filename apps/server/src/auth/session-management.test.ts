import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { DB_KINDS, accessToken, apiHeaders, login, startTestApp, type TestApp } from '../testing/test-app';

const SESSIONS = '/nnxapi/authentication/v2/sessions';
const SETTINGS = '/nnxapi/authentication/v2/my-session-settings';

describe.each(DB_KINDS)('sessions and session settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('lists the live sessions with their browser, marks the current one, ends one and all others', async () => {
    const first = await login(t.app, 'demo-dk');
    const second = await login(t.app, 'demo-dk');
    const third = await login(t.app, 'demo-dk');
    const other = await login(t.app, 'demo-fi');
    const list = (await get(SESSIONS, first)).json();
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const currentId = list.find((s: { current: boolean }) => s.current).id;
    const secondJwt = await accessToken(t.app, second);
    const target = list.find((s: { current: boolean; id: number }) => !s.current).id;

    const notMine = await t.app.inject({
      method: 'DELETE',
      url: `${SESSIONS}/${target}`,
      headers: { cookie: other },
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('SESSION_NOT_FOUND');
    const self = await t.app.inject({
      method: 'DELETE',
      url: `${SESSIONS}/${currentId}`,
      headers: { cookie: first },
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('SESSION_IS_CURRENT');

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `${SESSIONS}/${target}`,
      headers: { cookie: first },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toHaveLength(2);
    const others = await t.app.inject({
      method: 'DELETE',
      url: `${SESSIONS}/others`,
      headers: { cookie: first },
    });
    expect(others.json()).toEqual([expect.objectContaining({ id: currentId, current: true })]);
    // The ended sessions' cookies and tokens stop working at once.
    expect((await get(SESSIONS, second)).statusCode).toBe(401);
    expect((await get(SESSIONS, third)).statusCode).toBe(401);
    const call = await t.app.inject({
      method: 'GET',
      url: '/api/2/accounts',
      headers: apiHeaders(secondJwt),
    });
    expect(call.statusCode).toBe(401);
    expect((await get(SESSIONS, other)).json()).toHaveLength(1);
  });

  it('keeps a chosen session length per customer and uses it for new logins', async () => {
    const cookie = await login(t.app, 'demo-no');
    expect((await get(SETTINGS, cookie)).json()).toEqual({
      sessionMinutes: 720,
      defaultMinutes: 720,
      choices: [15, 30, 60, 120, 240, 480, 720],
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: { cookie },
      payload: { sessionMinutes: 45 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('SESSION_LENGTH_NOT_ALLOWED');
    const ok = await t.app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: { cookie },
      payload: { sessionMinutes: 30 },
    });
    expect(ok.json().sessionMinutes).toBe(30);
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: SESSIONS,
      payload: {
        authenticationProvider: 'BASIC',
        countryCode: 'NO',
        basic: { username: 'demo-no', password: 'demo1234' },
      },
    });
    const expiresAt = res.json().expiresAt as number;
    expect(expiresAt - before).toBeGreaterThan(29 * 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(30 * 60_000 + 5000);
  });

  it('refresh extends the session by its length, never past 24 hours after the login', async () => {
    const cookie = await login(t.app, 'demo-fi');
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, (await import('./sessions')).hashSessionToken(cookie.split('=')[1]!)));
    // Make it an old session that is about to expire.
    const createdAt = new Date(Date.now() - 23.5 * 3_600_000);
    await t.database.db
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, row!.id));
    const res = await t.app.inject({ method: 'POST', url: `${SESSIONS}/refresh`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().expiresAt).toBe(createdAt.getTime() + 24 * 3_600_000);
    const verify = await get(`${SESSIONS}/verify`, cookie);
    expect(verify.json().expiresAt).toBe(res.json().expiresAt);
  });
});
