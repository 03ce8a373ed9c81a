import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

const KEYS = '/nnxapi/authentication/v2/my-api-keys';

describe.each(DB_KINDS)('personal API keys on %s', (kind) => {
  let t: TestApp;
  let se: Awaited<ReturnType<typeof loginForApi>>;
  let no: Awaited<ReturnType<typeof loginForApi>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    se = await loginForApi(t.app, 'demo-se');
    no = await loginForApi(t.app, 'demo-no');
  });
  afterAll(async () => t?.close());

  const create = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: KEYS, headers: { cookie }, payload });
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

  it('creates a key shown once, keeps only its hash, and lists it as prefix…last4', async () => {
    const res = await create(se.cookie, { name: ' Tax script ', expiresInDays: 30 });
    expect(res.statusCode).toBe(201);
    const { key, apiKey } = res.json();
    expect(key).toMatch(/^nnxk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Tax script',
      display: `nnxk_…${key.slice(-4)}`,
      lastUsedAt: null,
      expired: false,
    });
    expect(apiKey.expiresAt - apiKey.createdAt).toBe(30 * 86_400_000);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(JSON.stringify(row)).not.toContain(key.slice(5));
    const list = await t.app.inject({ method: 'GET', url: KEYS, headers: { cookie: se.cookie } });
    expect(list.json()).toEqual([apiKey]);
    expect(JSON.stringify(list.json())).not.toContain(key);
  });

  it("acts with exactly the customer's rights on token and bearer calls", async () => {
    const { key } = (await create(se.cookie, { name: 'reader' })).json();
    const mine = await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers: bearer(key) });
    expect(mine.statusCode).toBe(200);
    const withSession = await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers: se.headers });
    expect(mine.json()).toEqual(withSession.json());
    const profile = await t.app.inject({
      method: 'GET',
      url: '/nnxapi/customer/v1/profile-settings',
      headers: bearer(key),
    });
    expect(profile.json().meta.countryCode).toBe('SE');
    // Another customer's account answers as a missing one, as with a login.
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers: no.headers })
    ).json();
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/2/accounts/${theirs[0].accid}/info`,
      headers: bearer(key),
    });
    expect(other.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: KEYS, headers: { cookie: se.cookie } });
    const used = list.json().find((k: { name: string }) => k.name === 'reader');
    expect(used.lastUsedAt).toEqual(expect.any(Number));
  });

  it('cannot create sessions, tokens, keys or passkeys, nor list sessions (403 API_KEY_NOT_ALLOWED)', async () => {
    const { key } = (await create(se.cookie, { name: 'limited' })).json();
    const calls = [
      { method: 'POST', url: KEYS, payload: { name: 'more' } },
      { method: 'GET', url: KEYS },
      { method: 'GET', url: '/nnxapi/authentication/v2/sessions' },
      { method: 'POST', url: '/nnxapi/authorization/v1/tokens' },
      { method: 'POST', url: '/nnxapi/authentication/v2/sessions/refresh' },
      {
        method: 'POST',
        url: '/nnxapi/authentication/v2/luna/start',
        payload: { ceremony: 'REGISTRATION', name: 'x' },
      },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(key) });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json().code).toBe('API_KEY_NOT_ALLOWED');
    }
  });

  it('answers 401 API_KEY_INVALID for a revoked, an expired or an unknown key', async () => {
    const revoked = (await create(se.cookie, { name: 'to revoke' })).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${KEYS}/${revoked.apiKey.id}`,
      headers: { cookie: se.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().map((k: { id: number }) => k.id)).not.toContain(revoked.apiKey.id);
    const expired = (await create(se.cookie, { name: 'to expire', expiresInDays: 1 })).json();
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.apiKey.id));
    for (const key of [revoked.key, expired.key, `nnxk_${'A'.repeat(43)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers: bearer(key) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('API_KEY_INVALID');
    }
  });

  it("answers 404 for another customer's key and leaves it working", async () => {
    const { key, apiKey } = (await create(se.cookie, { name: 'mine' })).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${KEYS}/${apiKey.id}`,
      headers: { cookie: no.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('API_KEY_NOT_FOUND');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers: bearer(key) })).statusCode,
    ).toBe(200);
  });

  it('refuses a blank name, an expiry over a year, and answers 422/400 without creating a key', async () => {
    const before = (await t.app.inject({ method: 'GET', url: KEYS, headers: { cookie: no.cookie } })).json()
      .length;
    const blank = await create(no.cookie, { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().code).toBe('API_KEY_NAME_LENGTH');
    const tooLong = await create(no.cookie, { name: 'x', expiresInDays: 366 });
    expect(tooLong.statusCode).toBe(400);
    const after = (await t.app.inject({ method: 'GET', url: KEYS, headers: { cookie: no.cookie } })).json()
      .length;
    expect(after).toBe(before);
  });

  it('keeps to the limit of 10 keys when requests come side by side', async () => {
    const fi = await loginForApi(t.app, 'demo-fi');
    const replies = await Promise.all(
      Array.from({ length: 14 }, (_, i) => create(fi.cookie, { name: `script ${i}` })),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = replies.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(
      Array.from({ length: 4 }, () => [422, 'API_KEY_LIMIT_REACHED']),
    );
    const list = await t.app.inject({ method: 'GET', url: KEYS, headers: { cookie: fi.cookie } });
    expect(list.json()).toHaveLength(10);
  });
});
