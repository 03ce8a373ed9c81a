import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, users } from '../db/schema';
import { fundId } from '../db/seed/catalog';
import { DB_KINDS, login, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/** Thursday 19 Nov 2026, 10:00 in Stockholm: before the day's 13:00 cut-off. */
const THURSDAY_10 = Date.parse('2026-11-19T09:00:00Z');
const AKTIEFOND = fundId('Sveaholm Sverige Aktiefond');
const GLOBAL_HALLBAR = fundId('Lagerlund Global Hållbar'); // held by demo-pb on 10061

type Headers = Record<string, string>;

describe.each(DB_KINDS)('the customer segment decides orders or requests, on %s', (kind) => {
  let t: TestApp;
  const users_: Record<string, Headers> = {};
  const accno: Record<number, string> = {};
  let keyNo = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { READ_CACHE_MS: '0' });
    t.app.deps.time = { now: () => THURSDAY_10 };
    for (const u of ['demo-pb', 'demo-se', 'demo-no']) {
      users_[u] = (await loginForApi(t.app, u)).headers;
      const accounts = (
        await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers: users_[u] })
      ).json() as { accid: number; accno: string }[];
      for (const a of accounts) accno[a.accid] = a.accno;
    }
  });
  afterAll(async () => t?.close());

  const place = (who: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/2/fund_orders',
      headers: { ...users_[who], 'idempotency-key': `segment-${++keyNo}` },
      payload: body,
    });
  const request = (who: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/2/allocation-requests/fund',
      headers: users_[who],
      payload: body,
    });
  const list = async (who: string, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: users_[who] })).json() as unknown[];

  it('tells the web the segment and tier at login and on verify', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/nnxapi/authentication/v2/sessions',
      payload: {
        authenticationProvider: 'BASIC',
        countryCode: 'SE',
        basic: { username: 'demo-pb', password: 'demo1234' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().customer).toMatchObject({
      countryCode: 'SE',
      segment: 'PRIVATE_BANKING',
      tier: 'GOLD',
    });
    const cookie = await login(t.app, 'demo-no');
    const verify = await t.app.inject({
      method: 'GET',
      url: '/nnxapi/authentication/v2/sessions/verify',
      headers: { cookie },
    });
    expect(verify.json().customer).toMatchObject({ segment: 'ACTIVE_TRADER', tier: null });
  });

  it('refuses a private-banking customer’s fund order with USER_NOT_ALLOWED_TO_PLACE_ORDER, placing nothing', async () => {
    const before = await list('demo-pb', '/api/2/fund_orders/v2');
    for (const body of [
      { instrument_id: AKTIEFOND, accid: 10061, orderside: 'BUY', amount: { value: 1000, currency: 'SEK' } },
      { instrument_id: GLOBAL_HALLBAR, accid: 10061, orderside: 'SELL', percent: 10 },
    ]) {
      const res = await place('demo-pb', body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'USER_NOT_ALLOWED_TO_PLACE_ORDER',
        fields: [{ code: 'USER_NOT_ALLOWED_TO_PLACE_ORDER' }],
      });
    }
    expect(await list('demo-pb', '/api/2/fund_orders/v2')).toEqual(before);
  });

  it('takes the private-banking customer’s buy and sell requests', async () => {
    const buy = await request('demo-pb', {
      accountNumber: accno[10061],
      onPremInstrumentId: AKTIEFOND,
      side: 'BUY',
      amount: { value: 5000, currency: 'SEK' },
    });
    expect(buy.statusCode, buy.body).toBe(201);
    expect(buy.json()).toMatchObject({ requestStatus: 'IN_PROGRESS', accountNumber: accno[10061] });
    const sell = await request('demo-pb', {
      accountNumber: accno[10061],
      onPremInstrumentId: GLOBAL_HALLBAR,
      side: 'SELL',
      percent: 25,
    });
    expect(sell.statusCode, sell.body).toBe(201);
    expect(sell.json()).toMatchObject({ requestStatus: 'IN_PROGRESS', percent: 25 });
  });

  it('refuses requests from retail and active traders with ALLOCATION_REQUEST_NOT_ALLOWED, storing nothing; their orders go through', async () => {
    for (const [who, accid, currency] of [
      ['demo-se', 10001, 'SEK'],
      ['demo-no', 10011, 'NOK'],
    ] as const) {
      const before = await list(who, '/api/2/allocation-requests');
      const res = await request(who, {
        accountNumber: accno[accid],
        onPremInstrumentId: AKTIEFOND,
        side: 'BUY',
        amount: { value: 1000, currency },
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'ALLOCATION_REQUEST_NOT_ALLOWED',
        fields: [{ code: 'ALLOCATION_REQUEST_NOT_ALLOWED' }],
      });
      expect(await list(who, '/api/2/allocation-requests')).toEqual(before);
    }
    const order = await place('demo-se', {
      instrument_id: AKTIEFOND,
      accid: 10001,
      orderside: 'BUY',
      amount: { value: 1000, currency: 'SEK' },
    });
    expect(order.statusCode, order.body).toBe(201);
  });

  it('follows a segment change at the next call', async () => {
    const [row] = await t.database.db
      .select({ id: users.customerId })
      .from(users)
      .where(eq(users.username, 'demo-se'));
    await t.database.db
      .update(customers)
      .set({ segment: 'PRIVATE_BANKING', tier: 'PLATINUM' })
      .where(eq(customers.id, row!.id));
    try {
      const res = await place('demo-se', {
        instrument_id: AKTIEFOND,
        accid: 10001,
        orderside: 'BUY',
        amount: { value: 1000, currency: 'SEK' },
      });
      expect(res.json().code).toBe('USER_NOT_ALLOWED_TO_PLACE_ORDER');
    } finally {
      await t.database.db
        .update(customers)
        .set({ segment: 'RETAIL', tier: null })
        .where(eq(customers.id, row!.id));
    }
  });

  it('keeps segment and tier to the known pairs in the database', async () => {
    const [row] = await t.database.db
      .select({ id: users.customerId })
      .from(users)
      .where(eq(users.username, 'demo-no'));
    const tryUpdate = (set: { segment: string; tier: string | null }) =>
      t.database.db.update(customers).set(set).where(eq(customers.id, row!.id));
    await expect(tryUpdate({ segment: 'PRIVATE_BANKING', tier: null })).rejects.toThrow();
    await expect(tryUpdate({ segment: 'RETAIL', tier: 'GOLD' })).rejects.toThrow();
    await expect(tryUpdate({ segment: 'EMPLOYEE', tier: 'EMPLOYEE_SE' })).rejects.toThrow();
    await expect(tryUpdate({ segment: 'VIP', tier: null })).rejects.toThrow();
    await tryUpdate({ segment: 'EMPLOYEE', tier: 'EMPLOYEE_NO' });
    await tryUpdate({ segment: 'ACTIVE_TRADER', tier: null });
  });
});
