import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passkeyChallenges } from '../db/schema';
import { DB_KINDS, login, startTestApp, type TestApp } from '../testing/test-app';
import { createSoftAuthenticator, type SoftPasskey } from './soft-authenticator';
import { START_LIMITS } from './start-throttle';

const LUNA = '/nnxapi/authentication/v2/luna';
const SESSIONS = '/nnxapi/authentication/v2/sessions';

describe.each(DB_KINDS)('passkeys (luna) on %s', (kind) => {
  let t: TestApp;
  let cookieSe: string;
  let cookieNo: string;
  const authenticator = createSoftAuthenticator();
  beforeAll(async () => {
    t = await startTestApp(kind);
    cookieSe = await login(t.app, 'demo-se');
    cookieNo = await login(t.app, 'demo-no');
  });
  afterAll(async () => t?.close());

  const start = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `${LUNA}/start`, payload, headers: cookie ? { cookie } : {} });
  const poll = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `${LUNA}/poll`, payload, headers: cookie ? { cookie } : {} });

  async function enrol(cookie: string, name: string): Promise<{ passkey: SoftPasskey; id: number }> {
    const started = await start({ ceremony: 'REGISTRATION', name }, cookie);
    expect(started.statusCode).toBe(201);
    const { challengeId, options } = started.json();
    const made = authenticator.register(options);
    const finished = await poll({ challengeId, registrationResponse: made.response }, cookie);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().status).toBe('ENROLLED');
    return { passkey: made.passkey, id: finished.json().enrollment.id };
  }

  async function loginChallenge(): Promise<{ challengeId: string; challenge: string }> {
    const res = await start({ ceremony: 'AUTHENTICATION' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.options.allowCredentials ?? []).toEqual([]);
    return { challengeId: body.challengeId, challenge: body.options.challenge };
  }

  const passkeyLogin = (challengeId: string, assertionResponse: unknown) =>
    t.app.inject({
      method: 'POST',
      url: SESSIONS,
      payload: {
        authenticationProvider: 'PASSKEY',
        countryCode: 'SE',
        loginNonce: challengeId,
        assertionResponse,
      },
    });

  it('enrols a named passkey for the logged-in customer, lists it and logs in with it without a username', async () => {
    const { passkey } = await enrol(cookieSe, '  My laptop  ');
    const list = await t.app.inject({
      method: 'GET',
      url: `${LUNA}/enrollments`,
      headers: { cookie: cookieSe },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        name: 'My laptop',
        lastUsedAt: null,
        deviceType: 'singleDevice',
        backedUp: false,
      }),
    ]);

    const { challengeId, challenge } = await loginChallenge();
    const res = await passkeyLogin(challengeId, authenticator.assert(passkey, challenge));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ loggedIn: true, customer: { countryCode: 'SE' } });
    expect(res.cookies.find((c) => c.name === 'nnx_session')).toBeTruthy();

    const after = await t.app.inject({
      method: 'GET',
      url: `${LUNA}/enrollments`,
      headers: { cookie: cookieSe },
    });
    expect(after.json()[0].lastUsedAt).toEqual(expect.any(Number));
    const status = await poll({ challengeId });
    expect(status.json()).toEqual({ status: 'USED' });
  });

  it('refuses a replayed challenge: the same assertion, or a new one on a used challenge', async () => {
    const { passkey } = await enrol(cookieSe, 'Phone');
    const { challengeId, challenge } = await loginChallenge();
    const assertion = authenticator.assert(passkey, challenge);
    expect((await passkeyLogin(challengeId, assertion)).statusCode).toBe(201);
    const replay = await passkeyLogin(challengeId, assertion);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('LUNA_CHALLENGE_USED');
    const again = await passkeyLogin(challengeId, authenticator.assert(passkey, challenge));
    expect(again.json().code).toBe('LUNA_CHALLENGE_USED');
  });

  it('refuses an expired challenge and reports it as EXPIRED', async () => {
    const { passkey } = await enrol(cookieSe, 'Tablet');
    const { challengeId, challenge } = await loginChallenge();
    await t.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.id, challengeId));
    expect((await poll({ challengeId })).json()).toEqual({ status: 'EXPIRED' });
    const res = await passkeyLogin(challengeId, authenticator.assert(passkey, challenge));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('LUNA_CHALLENGE_EXPIRED');
  });

  it('refuses an assertion made on another origin, at login and at enrolment', async () => {
    const { passkey } = await enrol(cookieSe, 'Key');
    const { challengeId, challenge } = await loginChallenge();
    const res = await passkeyLogin(
      challengeId,
      authenticator.assert(passkey, challenge, { origin: 'https://evil.example' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PASSKEY_VERIFICATION_FAILED');
    expect(res.cookies.find((c) => c.name === 'nnx_session')).toBeUndefined();

    const started = (await start({ ceremony: 'REGISTRATION', name: 'Evil' }, cookieSe)).json();
    const made = authenticator.register(started.options, { origin: 'https://evil.example' });
    const finished = await poll(
      { challengeId: started.challengeId, registrationResponse: made.response },
      cookieSe,
    );
    expect(finished.statusCode).toBe(400);
    expect(finished.json().code).toBe('PASSKEY_REGISTRATION_FAILED');
  });

  it('refuses a signature counter that does not go up (a cloned authenticator)', async () => {
    const { passkey } = await enrol(cookieSe, 'Counted');
    const first = await loginChallenge();
    expect(
      (await passkeyLogin(first.challengeId, authenticator.assert(passkey, first.challenge))).statusCode,
    ).toBe(201);
    const second = await loginChallenge();
    const res = await passkeyLogin(
      second.challengeId,
      authenticator.assert(passkey, second.challenge, { counter: passkey.counter }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PASSKEY_VERIFICATION_FAILED');
  });

  it('refuses an unknown credential, and one whose enrolment was deleted', async () => {
    const stranger = authenticator.register({ challenge: 'x', user: { id: 'eA' } }).passkey;
    const { challengeId, challenge } = await loginChallenge();
    const res = await passkeyLogin(challengeId, authenticator.assert(stranger, challenge));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('PASSKEY_NOT_RECOGNISED');

    const { passkey, id } = await enrol(cookieSe, 'Soon gone');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${LUNA}/enrollments/${id}`,
      headers: { cookie: cookieSe },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().map((e: { id: number }) => e.id)).not.toContain(id);
    const next = await loginChallenge();
    const gone = await passkeyLogin(next.challengeId, authenticator.assert(passkey, next.challenge));
    expect(gone.json().code).toBe('PASSKEY_NOT_RECOGNISED');
  });

  it("answers 404 for another customer's enrolment and leaves it in place", async () => {
    const { id } = await enrol(cookieSe, 'Mine');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${LUNA}/enrollments/${id}`,
      headers: { cookie: cookieNo },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PASSKEY_NOT_FOUND');
    const mine = await t.app.inject({
      method: 'GET',
      url: `${LUNA}/enrollments`,
      headers: { cookie: cookieSe },
    });
    expect(mine.json().map((e: { id: number }) => e.id)).toContain(id);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${LUNA}/enrollments`,
      headers: { cookie: cookieNo },
    });
    expect(theirs.json()).toEqual([]);
  });

  it("does not let a customer finish another customer's registration, nor a visitor start one", async () => {
    const started = (await start({ ceremony: 'REGISTRATION', name: 'Theirs' }, cookieSe)).json();
    const made = authenticator.register(started.options);
    const res = await poll(
      { challengeId: started.challengeId, registrationResponse: made.response },
      cookieNo,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('LUNA_CHALLENGE_NOT_FOUND');
    const visitor = await start({ ceremony: 'REGISTRATION', name: 'Anon' });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a name that is blank or too long with 422 and starts nothing', async () => {
    for (const name of ['   ', 'x'.repeat(61)]) {
      const res = await start({ ceremony: 'REGISTRATION', name }, cookieSe);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('PASSKEY_NAME_LENGTH');
    }
  });

  it('limits ceremonies started per address: 429 with Retry-After, another address goes on', async () => {
    const { perWindow, windowMs } = START_LIMITS.passkey;
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `${LUNA}/start`,
        payload: { ceremony: 'AUTHENTICATION' },
        remoteAddress,
      });
    const before = (await t.database.db.select().from(passkeyChallenges)).length;
    for (let i = 0; i < perWindow; i++) expect((await from('10.7.7.7')).statusCode).toBe(201);
    const refused = await from('10.7.7.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
    // The refused start stored nothing; another address is not held back.
    expect((await t.database.db.select().from(passkeyChallenges)).length).toBe(before + perWindow);
    expect((await from('10.7.7.8')).statusCode).toBe(201);
  });

  it('refuses an API key on luna and on login (403 API_KEY_NOT_ALLOWED)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/nnxapi/authentication/v2/my-api-keys',
      headers: { cookie: cookieSe },
      payload: { name: 'script' },
    });
    const authorization = `Bearer ${created.json().key}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `${LUNA}/start`,
      headers: { authorization },
      payload: { ceremony: 'AUTHENTICATION' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('API_KEY_NOT_ALLOWED');
    const enrollments = await t.app.inject({
      method: 'GET',
      url: `${LUNA}/enrollments`,
      headers: { authorization },
    });
    expect(enrollments.statusCode).toBe(403);
    const session = await t.app.inject({
      method: 'POST',
      url: SESSIONS,
      headers: { authorization },
      payload: {
        authenticationProvider: 'BASIC',
        countryCode: 'SE',
        basic: { username: 'demo-se', password: 'demo1234' },
      },
    });
    expect(session.statusCode).toBe(403);
    expect(session.json().code).toBe('API_KEY_NOT_ALLOWED');
  });
});
