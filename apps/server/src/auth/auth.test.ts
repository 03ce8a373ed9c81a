import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { CALLS, toRouterPath } from '@broker/contract';
import { DB_KINDS, accessToken, apiHeaders, login, startTestApp, type TestApp } from '../testing/test-app';

const SESSIONS = '/nnxapi/authentication/v2/sessions';
const TOKENS = '/nnxapi/authorization/v1/tokens';

describe.each(DB_KINDS)('authentication on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(async () => t?.close());

  const sessionCount = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;
  const attempt = (username: string, password: string, countryCode = 'SE', remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: SESSIONS,
      remoteAddress,
      payload: { authenticationProvider: 'BASIC', countryCode, basic: { username, password } },
    });

  it('logs in with the session payload, sets an HttpOnly SameSite=Lax cookie and answers meta in the customer language', async () => {
    const res = await attempt('demo-no', 'demo1234', 'NO');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.loggedIn).toBe(true);
    expect(body.meta).toEqual({ lang: 'nb', locale: 'nb-NO', countryCode: 'NO', tld: 'no' });
    const cookie = res.cookies.find((c) => c.name === 'nnx_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('refuses wrong credentials with 401 INVALID_CREDENTIALS and creates no session', async () => {
    const before = await sessionCount();
    const wrongPassword = await attempt('demo-se', 'wrong-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');
    expect(wrongPassword.cookies).toHaveLength(0);
    const unknownUser = await attempt('nobody-here', 'demo1234');
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json().code).toBe('INVALID_CREDENTIALS');
    expect(await sessionCount()).toBe(before);
  });

  it('answers 429 after repeated failures, even with the right password, and says when to retry', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('demo-fi', 'nope', 'FI')).statusCode).toBe(401);
    const blocked = await attempt('demo-fi', 'demo1234', 'FI');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another username from the same address is not affected.
    expect((await attempt('demo-dk', 'demo1234', 'DK')).statusCode).toBe(201);
  });

  it('lets the customer in from a fresh address however many wrong passwords strangers sent', async () => {
    // LOGIN_MAX_FAILURES 3: 12 failures from 4 addresses put demo-pb under attack.
    for (let a = 1; a <= 4; a++)
      for (let i = 0; i < 3; i++)
        expect((await attempt('demo-pb', 'guess', 'SE', `192.0.2.${a}`)).statusCode).toBe(401);
    expect((await attempt('demo-pb', 'demo1234', 'SE', '192.0.2.1')).statusCode).toBe(429);
    expect((await attempt('demo-pb', 'demo1234', 'SE', '198.51.100.7')).statusCode).toBe(201);
    // A guesser on a fifth address gets one try, then waits.
    expect((await attempt('demo-pb', 'guess', 'SE', '192.0.2.5')).statusCode).toBe(401);
    expect((await attempt('demo-pb', 'demo1234', 'SE', '192.0.2.5')).statusCode).toBe(429);
  });

  it('counts attempts sent in parallel against the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt('demo-minor', 'wrong')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
  });

  it("refuses a login on another country's site like a wrong password", async () => {
    const res = await attempt('demo-se', 'demo1234', 'FI');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers a NUL character in the username with 400, not a database error', async () => {
    const res = await attempt('demo\u0000se', 'demo1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('body.basic.username');
  });

  it('refuses other authentication providers and missing fields with 400 naming the field', async () => {
    const provider = await t.app.inject({
      method: 'POST',
      url: SESSIONS,
      payload: { authenticationProvider: 'BANKID', countryCode: 'SE' },
    });
    expect(provider.statusCode).toBe(400);
    expect(provider.json().code).toBe('UNSUPPORTED_AUTHENTICATION_PROVIDER');
    const badCountry = await t.app.inject({
      method: 'POST',
      url: SESSIONS,
      payload: {
        authenticationProvider: 'BASIC',
        countryCode: 'XX',
        basic: { username: 'a', password: 'b' },
      },
    });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().fields[0]).toEqual({ code: 'INPUT_ERROR', field: 'body.countryCode' });
    const missing = await t.app.inject({
      method: 'POST',
      url: SESSIONS,
      payload: { authenticationProvider: 'BASIC', basic: { username: 'a', password: 'b' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0]).toEqual({ code: 'MANDATORY_FIELD_MISSING', field: 'body.countryCode' });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SESSIONS,
      headers: { 'content-type': 'application/json' },
      payload: '{"authenticationProvider": "BASIC",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MALFORMED_JSON');
  });

  it('verifies, issues tokens only for a live session, and revokes on logout', async () => {
    const cookie = await login(t.app, 'demo-se');
    const verified = await t.app.inject({ method: 'GET', url: `${SESSIONS}/verify`, headers: { cookie } });
    expect(verified.json().loggedIn).toBe(true);
    expect(verified.json().meta.lang).toBe('sv');

    const jwt = await accessToken(t.app, cookie);
    expect(jwt.split('.')).toHaveLength(3);

    const headers = apiHeaders(jwt);
    expect((await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers })).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'DELETE', url: SESSIONS, headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json().loggedIn).toBe(false);

    // The access token dies with its session.
    const stale = await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('SESSION_INVALID');

    const after = await t.app.inject({ method: 'GET', url: `${SESSIONS}/verify`, headers: { cookie } });
    expect(after.json().loggedIn).toBe(false);
    const token = await t.app.inject({ method: 'POST', url: TOKENS, headers: { cookie } });
    expect(token.statusCode).toBe(401);
    expect(token.json().code).toBe('SESSION_INVALID');
  });

  it('gives no token without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: TOKENS });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_INVALID' });
  });

  it('requires client-id NEXT and a valid x-nnx-access-token on /api/2 calls', async () => {
    const jwt = await accessToken(t.app, await login(t.app, 'demo-se'));
    const ok = await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers: apiHeaders(jwt) });
    expect(ok.statusCode).toBe(200);

    const noClient = await t.app.inject({
      method: 'GET',
      url: '/api/2/accounts',
      headers: { 'x-nnx-access-token': jwt },
    });
    expect(noClient.statusCode).toBe(401);
    expect(noClient.json().code).toBe('MISSING_CLIENT_ID');

    const noToken = await t.app.inject({
      method: 'GET',
      url: '/api/2/accounts',
      headers: { 'client-id': 'NEXT' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });

    const tampered = jwt.slice(0, -3) + (jwt.endsWith('AAA') ? 'BBB' : 'AAA');
    const bad = await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers: apiHeaders(tampered) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('INVALID_TOKEN');

    // The main API host does not take the second host's header style.
    const bearerOnMain = await t.app.inject({
      method: 'GET',
      url: '/api/2/accounts',
      headers: { 'client-id': 'NEXT', authorization: `Bearer ${jwt}` },
    });
    expect(bearerOnMain.statusCode).toBe(401);
  });

  it('accepts Authorization: Bearer on second-host routes and changes the language', async () => {
    const jwt = await accessToken(t.app, await login(t.app, 'demo-dk'));
    const url = '/nnxapi/customer/v1/profile-settings';
    const read = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${jwt}` } });
    expect(read.statusCode).toBe(200);
    expect(read.json().meta).toEqual({ lang: 'da', locale: 'da-DK', countryCode: 'DK', tld: 'dk' });

    const changed = await t.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${jwt}` },
      payload: { lang: 'en' },
    });
    expect(changed.json().meta).toEqual({ lang: 'en', locale: 'en', countryCode: 'DK', tld: 'dk' });

    const refused = await t.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${jwt}` },
      payload: { lang: 'de' },
    });
    expect(refused.statusCode).toBe(400);
    const unchanged = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${jwt}` } });
    expect(unchanged.json().meta.lang).toBe('en');

    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('registers a route for every call of the contract', () => {
    for (const call of CALLS)
      expect(t.app.hasRoute({ method: call.method, url: toRouterPath(call.path) }), call.id).toBe(true);
  });

  it('keeps an id-like X-Request-Id and replaces anything else', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-1234abcd');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\nforged' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/2/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('serves health and the OpenAPI document', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: kind });
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['x-frame-options']).toBe('DENY');
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/2/accounts/{accid}/info', '/nnxapi/authentication/v2/sessions']),
    );
  });
});
