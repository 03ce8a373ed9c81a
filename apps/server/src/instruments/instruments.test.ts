import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

describe.each(DB_KINDS)('instruments on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    headers = (await loginForApi(t.app, 'demo-se')).headers;
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

  it('finds instruments by name, symbol or ISIN, at most `limit`, and each has an order book', async () => {
    const res = await get('/api/2/main_search?query=a&limit=5');
    expect(res.statusCode).toBe(200);
    const results = res.json() as {
      instrument_id: number;
      market_data_order_book_id: string;
      display_symbol: string;
    }[];
    expect(results.length).toBe(5);
    for (const r of results) expect(r.market_data_order_book_id).toMatch(/^\d+:\w+/);

    const first = (await get(`/api/2/instruments/${results[0]!.instrument_id}`)).json();
    const bySymbol = (
      await get(`/api/2/main_search?query=${encodeURIComponent(first.symbol)}&limit=3`)
    ).json();
    expect(bySymbol[0].instrument_id).toBe(first.instrument_id);
    const byIsin = (await get(`/api/2/main_search?query=${first.isin}`)).json();
    expect(byIsin.map((r: { instrument_id: number }) => r.instrument_id)).toContain(first.instrument_id);
  });

  it('treats LIKE wildcards in the query literally', async () => {
    const res = await get('/api/2/main_search?query=%25%25');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('rejects a bad limit, an empty query and a NUL character with 400', async () => {
    expect((await get('/api/2/main_search?query=a%00b')).statusCode).toBe(400);
    expect((await get('/api/2/main_search?query=a&limit=0')).statusCode).toBe(400);
    const empty = await get('/api/2/main_search?query=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].field).toBe('querystring.query');
  });

  it('gives a fund with fees, prospectus, frequencies and NAV, and a share without them', async () => {
    const accounts = (await get('/api/2/accounts')).json() as { accid: number }[];
    const held = [];
    for (const { accid } of accounts) held.push(...(await get(`/api/2/accounts/${accid}/positions`)).json());
    const fundHit = held.map((p) => p.instrument).find((i) => i.instrument_group_type === 'FND');
    const shareHit = held.map((p) => p.instrument).find((i) => i.instrument_group_type === 'EQ');
    expect(fundHit && shareHit).toBeDefined();
    const share = (await get(`/api/2/instruments/${shareHit!.instrument_id}`)).json();
    expect(share.instrument_group_type).toBe('EQ');
    expect(share.buy_fee).toBeUndefined();
    expect(share.last_price).toBeGreaterThan(0);
    const fund = (await get(`/api/2/instruments/${fundHit!.instrument_id}`)).json();
    expect(fund).toMatchObject({ instrument_group_type: 'FND' });
    expect(typeof fund.buy_fee).toBe('number');
    expect(fund.prospectus_url).toMatch(/\.pdf$/);
    expect(['DAILY', 'WEEKLY', 'MONTHLY']).toContain(fund.buy_frequency);
    expect(fund.last_nav).toBeGreaterThan(0);
    expect(fund.tradables[0]).toMatchObject({
      market_id: expect.any(Number),
      identifier: expect.any(String),
    });
  });

  it('answers an unknown instrument with 404 UNKNOWN_INSTRUMENT', async () => {
    const res = await get('/api/2/instruments/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('UNKNOWN_INSTRUMENT');
  });
});
