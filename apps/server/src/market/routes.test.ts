import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { COUNTRIES } from '@broker/domain';
import { dailyBars } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { MarketClock } from './clock';
import { createMarket, type Market } from './start';

/** The REST snapshots of the live data and the news calls, answered by a running simulator. */

const SILENT = { info() {}, warn() {}, error() {} };
const START = Date.parse('2026-11-21T12:00:00Z');

describe.each(DB_KINDS)('market data routes on %s', (kind) => {
  let t: TestApp;
  let market: Market;
  let headers: Record<string, string>;
  let fridayClose: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR_CLOCK: 'always-open' });
    headers = (await loginForApi(t.app, 'demo-se')).headers;
    const [bar] = await t.database.db
      .select()
      .from(dailyBars)
      .where(and(eq(dailyBars.instrumentId, 1001), eq(dailyBars.day, '2026-11-20')));
    fridayClose = Number(bar!.close);
  });
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });

  it('answers from the database before any simulator runs in this process', async () => {
    const res = await get('/api/2/tradables/price/11:101');
    expect(res.statusCode).toBe(200);
    const price = res.json();
    expect(price).toMatchObject({ m: 11, i: '101' });
    expect(price.bid).toBeLessThan(price.ask);
    expect(price.last).toBeGreaterThan(0);
  });

  it('then answers from the simulator it is given', async () => {
    let now = START;
    market = createMarket({
      db: t.database,
      bus: t.app.deps.bus,
      config: { simulator: t.app.deps.config.simulator, databaseUrl: undefined },
      time: { now: () => now },
      timers: false,
      alwaysLead: true,
    });
    await market.start(SILENT);
    t.app.deps.snapshots = market.snapshots;
    now = START + 5 * 60_000;
    market.step(now);
    await market.flush();

    const price = (await get('/api/2/tradables/price/11:101')).json();
    expect(price).toEqual((await market.snapshots.resolve({ t: 'price', m: 11, i: '101' })).state);
    expect(price.close).toBe(fridayClose);
    expect(price.turnover_volume).toBeGreaterThan(0);
    // The client encodes the colon; the server reads the same order book.
    expect((await get('/api/2/tradables/price/11%3A101')).json()).toEqual(price);

    const depth = (await get('/api/2/tradables/depth/11:101')).json();
    for (let n = 1; n <= 5; n++) {
      expect(depth[`bid${n}`]).toBeLessThan(depth[`ask${n}`]);
      expect(depth[`bid_volume${n}`]).toBeGreaterThan(0);
      expect(depth[`ask_orders${n}`]).toBeGreaterThan(0);
    }
    const status = (await get('/api/2/tradables/trading_status/11:102')).json();
    expect(status).toMatchObject({
      m: 11,
      i: '102',
      orderbook_status: expect.any(String),
      halted: expect.any(Boolean),
    });
    expect(status.status).toBe(status.halted ? 'SUSPENDED_OR_HALTED' : 'CONTINUOUS_TRADING');

    const [nav] = await t.database.db
      .select()
      .from(dailyBars)
      .where(eq(dailyBars.instrumentId, 2001))
      .orderBy(desc(dailyBars.day))
      .limit(1);
    expect((await get('/api/2/tradables/price/4:40001')).json()).toMatchObject({
      m: 4,
      i: '40001',
      last: Number(nav!.close),
    });
    expect((await get('/api/2/tradables/depth/4:40001')).json()).toEqual({ m: 4, i: '40001' });
    expect((await get('/api/2/tradables/price/11:90001')).json().last).toBeGreaterThan(0);
  });

  it('refuses a malformed order book with 400 naming the field, an unknown one with 404', async () => {
    for (const bad of ['11-101', 'abc:101', '11:', ':101', '11:1:2']) {
      const res = await get(`/api/2/tradables/price/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INPUT_ERROR',
        fields: [{ code: 'INPUT_ERROR', field: 'params.tradable' }],
      });
    }
    for (const unknown of ['11:999999', '99:101']) {
      for (const what of ['price', 'depth', 'trading_status']) {
        const res = await get(`/api/2/tradables/${what}/${unknown}`);
        expect(res.statusCode, `${what} ${unknown}`).toBe(404);
        expect(res.json().code).toBe('UNKNOWN_INSTRUMENT');
      }
    }
    // Public market data: a visitor (no token) is answered, a bad token is refused so the client renews it.
    expect((await get('/api/2/tradables/price/11:101', {})).statusCode).toBe(200);
    expect((await get('/api/2/tradables/price/11:101', { 'x-nnx-access-token': 'x' })).statusCode).toBe(401);
  });

  it('gives each exchange its status and hours', async () => {
    const hours = (await get('/api/2/markets/hours')).json() as Record<string, unknown>[];
    expect(hours.map((h) => [h.market_id, h.mic, h.indicator_market])).toEqual([
      [11, 'XSTO', 'SSE'],
      [14, 'XCSE', 'CSE'],
      [15, 'XOSL', 'OSE'],
      [24, 'XHEL', 'HEX'],
    ]);
    for (const h of hours)
      expect(h).toMatchObject({ status: 'CONTINUOUS_TRADING', orderbook_status: 'CONTINUOUS_TRADING' });
    const config = t.app.deps.config.simulator;
    config.clock = 'market';
    try {
      const before = Date.now();
      const real = (await get('/api/2/markets/hours')).json() as {
        country: (typeof COUNTRIES)[number];
        next_open_at: number;
      }[];
      const clock = new MarketClock('market');
      for (const h of real) {
        const expected = clock.hours(h.country, before);
        expect(h).toMatchObject({ day: expected.day, open_at: expected.openAt, close_at: expected.closeAt });
        expect(h.next_open_at).toBeGreaterThan(before);
      }
    } finally {
      config.clock = 'always-open';
    }
  });

  it('lists news newest first, by instrument or source, and gives the full article', async () => {
    const all = (await get('/api/2/news?limit=50')).json() as {
      news_id: number;
      datetime: number;
      source_id: number;
      instrument_ids: number[];
    }[];
    expect(all.length).toBeGreaterThanOrEqual(40);
    const times = all.map((n) => n.datetime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await get('/api/2/news')).json()).toHaveLength(20);

    const instrumentId = all[0]!.instrument_ids[0]!;
    const about = (await get(`/api/2/news?instrument_id=${instrumentId}`)).json() as typeof all;
    expect(about.length).toBeGreaterThan(0);
    for (const n of about) expect(n.instrument_ids).toContain(instrumentId);
    const fromSource = (await get('/api/2/news?source_id=5&limit=5')).json() as typeof all;
    for (const n of fromSource) expect(n).toMatchObject({ source_id: 5, source: 'Nordic Wire' });

    const article = (await get(`/api/2/news/${all[0]!.news_id}`)).json();
    expect(article).toMatchObject({ news_id: all[0]!.news_id, headline: expect.any(String) });
    expect(article.body.length).toBeGreaterThan(article.preamble.length);

    const missing = await get('/api/2/news/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NEWS_NOT_FOUND');
    for (const bad of [
      '/api/2/news?limit=51',
      '/api/2/news?limit=0',
      '/api/2/news?instrument_id=x',
      '/api/2/news/abc',
    ]) {
      expect((await get(bad)).statusCode, bad).toBe(400);
    }
    const sources = (await get('/api/2/news_sources')).json() as { source_id: number }[];
    expect(sources.map((s) => s.source_id)).toEqual([5, 6, 7, 8, 9, 10]);
  });
});
