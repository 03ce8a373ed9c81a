import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { allocationRequests, fundOrders, watchlists } from '../db/schema';
import { fundId } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

// Issue 11: lenient input found by trying the running server. Each is refused with a 400 that names
// the field, at the contract's schemas, so every route using them is covered, and changes nothing.
describe.each(DB_KINDS)('strict input on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let cookie: string;
  let accid: number;
  const FUND = fundId('Sveaholm Sverige Aktiefond');

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ headers, cookie } = await loginForApi(t.app, 'demo-se'));
    const accounts = (await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers })).json() as {
      accid: number;
    }[];
    accid = accounts[0]!.accid;
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const rows = async () => ({
    orders: (await t.database.db.select({ n: count() }).from(fundOrders))[0]!.n,
    requests: (await t.database.db.select({ n: count() }).from(allocationRequests))[0]!.n,
    lists: (await t.database.db.select({ n: count() }).from(watchlists))[0]!.n,
  });
  const expect400 = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INPUT_ERROR', fields: [expect.objectContaining({ field })] });
  };

  it('answers dates that are not on the calendar with 400, never a database error', async () => {
    const dots = (from: string, to: string) =>
      get(
        `/api/2/transactions/buy-sell-dots?accids=${accid}&fromDate=${from}&toDate=${to}&instrumentId=${FUND}`,
      );
    expect((await dots('2026-01-01', '2026-11-01')).statusCode).toBe(200);
    expect400(await dots('2024-02-30', '2026-11-01'), 'querystring.fromDate');
    expect400(await dots('0000-00-00', '2026-11-01'), 'querystring.fromDate');
    expect400(await dots('2026-01-01', '9999-99-99'), 'querystring.toDate');
    expect((await dots('2024-02-29', '2024-03-01')).statusCode).toBe(200);
  });

  it('reads ids only from plain digits', async () => {
    expect((await get(`/api/2/instruments/${FUND}`)).statusCode).toBe(200);
    for (const id of ['0x2711', '%2010001', '1e4', '+10001', '10001.0', '-1', '99999999999'])
      expect400(await get(`/api/2/instruments/${id}`), 'params.instrument_id');
    expect400(await get('/api/2/main_search?query=volvo&limit=0x10'), 'querystring.limit');
  });

  it('refuses a percent on a buy, and a percent outside 0–100 anywhere, placing nothing', async () => {
    const before = await rows();
    const place = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/2/fund_orders',
        headers: { ...headers, 'idempotency-key': `k-${Math.random()}` },
        payload: { instrument_id: FUND, accid, ...body },
      });
    const amount = { value: 500, currency: 'SEK' };
    expect400(await place({ orderside: 'BUY', amount, percent: 50 }), 'body.percent');
    expect400(await place({ orderside: 'SELL', percent: 50, amount }), 'body.amount');
    expect400(await place({ orderside: 'BUY', amount, percent: 1e308 }), 'body.percent');
    expect400(await place({ orderside: 'SELL', percent: -5 }), 'body.percent');
    expect400(
      await t.app.inject({
        method: 'POST',
        url: '/api/2/allocation-requests/fund',
        headers,
        payload: { accountNumber: '1', onPremInstrumentId: FUND, side: 'SELL', percent: 1e308 },
      }),
      'body.percent',
    );
    expect(await rows()).toEqual(before);
  });

  it('refuses control and bidirectional-override characters in names', async () => {
    const before = await rows();
    for (const name of ['My\u202Elist', 'tab\u0007bell', 'a\u0000b', 'x\u2066y', 'lone \ud800 surrogate']) {
      expect400(
        await t.app.inject({ method: 'POST', url: '/api/2/watchlists', headers, payload: { name } }),
        'body.name',
      );
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/2/watchlists',
      headers,
      payload: { name: 'Öl 🍺' },
    });
    expect(ok.statusCode).toBeLessThan(300);
    expect((await rows()).lists).toBe(before.lists + 1);
  });

  it('marks personal replies, CSV and errors no-store; generated images stay cacheable', async () => {
    for (const res of [
      await get(`/api/2/accounts/${accid}/info`),
      await get('/api/2/accounts/99999/info'),
      await t.app.inject({
        method: 'GET',
        url: `/api/2/market-data/price-time-series/${FUND}/csv?period=MONTH_1`,
        headers: { cookie },
      }),
      await t.app.inject({ method: 'GET', url: '/api/2/accounts' }),
    ]) {
      expect(res.headers['cache-control'], res.body.slice(0, 200)).toBe('no-store');
    }
    const logo = await t.app.inject({ method: 'GET', url: `/images/logos/${FUND}.svg` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toMatch(/immutable/);
  });
});
