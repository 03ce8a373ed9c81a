import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, gte, inArray, lte } from 'drizzle-orm';
import { DIVIDEND_EVENTS } from '@broker/domain';
import { corporateEvents, macroEvents, tradingNotices } from '../db/schema';
import { insertNews } from '../market/news-store';
import type { NewsItem } from '../market/news';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';

/** The news page's calls: calendar, macro events, filtered previews, tags, agencies, trading notices. */

const NOW = Date.parse('2026-11-20T12:00:00Z');

interface CalendarReply {
  from: string;
  to: string;
  events: {
    kind: 'COMPANY' | 'MACRO';
    id: string;
    day: string;
    at: number | null;
    category: string;
    country: string;
    event_type?: string;
    instrument_id?: number;
    name?: string;
    dividend?: { amount: string; currency: string; ex_day: string; pay_day: string | null } | null;
    name_key?: string;
    indicator?: string;
    outcome?: string | null;
    prior?: string | null;
    consensus?: string | null;
  }[];
}

const item = (over: Partial<NewsItem>): NewsItem => ({
  sourceId: 5,
  headline: 'Headline',
  preamble: 'Preamble',
  body: 'Body',
  type: 'NEWS',
  lang: 'en',
  region: 'WORLD',
  publishedAt: NOW,
  instrumentIds: [1001],
  tags: [],
  ...over,
});

describe.each(DB_KINDS)('news area on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'client-id': 'NEXT' } });
  const calendar = async (query: string) => {
    const res = await get(`/api/2/news/calendar?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CalendarReply;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    t.app.deps.time = { now: () => NOW };
  });
  afterAll(async () => t?.close());

  it('refuses a backwards or too long range with 400 INPUT_ERROR on `to`, and stores nothing', async () => {
    const macroRows = async () => (await t.database.db.select({ n: count() }).from(macroEvents))[0]!.n;
    const before = await macroRows();
    for (const query of ['from=2026-11-20&to=2026-11-19', 'from=2026-01-01&to=2026-04-03']) {
      const res = await get(`/api/2/news/calendar?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INPUT_ERROR',
        fields: [{ code: 'INPUT_ERROR', field: 'query.to' }],
      });
    }
    for (const query of ['from=2026-02-30', 'to=yesterday', 'countries=SE,XX', 'types=MACRO,PARTY']) {
      const res = await get(`/api/2/news/calendar?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('INPUT_ERROR');
    }
    expect(await macroRows()).toBe(before);
    // 92 days, both ends included, is the most: answered.
    expect((await get('/api/2/news/calendar?from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
  });

  it('defaults to two weeks from the server’s day', async () => {
    const reply = await calendar('');
    expect(reply).toMatchObject({ from: '2026-11-20', to: '2026-12-03' });
  });

  it('lists a seeded dividend with its amount, currency, ex-day and pay-day, and the company', async () => {
    const [dividend] = await t.database.db
      .select()
      .from(corporateEvents)
      .where(
        and(
          inArray(corporateEvents.event, [...DIVIDEND_EVENTS]),
          gte(corporateEvents.day, '2026-12-01'),
          lte(corporateEvents.day, '2027-02-28'),
        ),
      )
      .orderBy(asc(corporateEvents.day))
      .limit(1);
    expect(dividend).toBeDefined();
    const d = dividend!;
    const reply = await calendar(`from=${d.day}&to=${d.day}&types=DIVIDEND`);
    const found = reply.events.find((e) => e.id === `c${d.id}`);
    expect(found).toMatchObject({
      kind: 'COMPANY',
      day: d.day,
      at: null,
      category: 'DIVIDEND',
      event_type: d.event,
      instrument_id: d.instrumentId,
      name: expect.any(String),
      dividend: { amount: d.dividendAmount, currency: d.dividendCurrency, ex_day: d.day, pay_day: d.payDay },
    });
    expect(reply.events.every((e) => e.category === 'DIVIDEND')).toBe(true);

    // One instrument's events: its own only, no macro.
    const own = await calendar(`from=2026-11-01&to=2027-01-31&instrument_id=${d.instrumentId}`);
    expect(own.events.length).toBeGreaterThan(0);
    expect(own.events.every((e) => e.kind === 'COMPANY' && e.instrument_id === d.instrumentId)).toBe(true);
  });

  it('lists macro events by day and time, revealing outcomes once released', async () => {
    const reply = await calendar('from=2026-11-01&to=2026-12-31&types=MACRO');
    const macro = reply.events;
    expect(macro.every((e) => e.kind === 'MACRO')).toBe(true);
    const keys = new Set(macro.map((e) => e.name_key));
    for (const key of [
      'RATE_RIKSBANK',
      'RATE_NORGES_BANK',
      'RATE_ECB',
      'RATE_NATIONALBANKEN',
      'CPI_SE',
      'GDP_FI',
    ])
      expect(keys, key).toContain(key);
    for (const country of ['SE', 'NO', 'DK', 'FI'])
      for (const indicator of ['CPI', 'UNEMPLOYMENT'])
        expect(macro.some((e) => e.country === country && e.indicator === indicator)).toBe(true);
    const order = macro.map((e) => `${e.day} ${String(e.at).padStart(15, '0')}`);
    expect(order).toEqual([...order].sort());
    const decimal = /^-?\d+\.\d{2}$/;
    for (const e of macro) {
      if (e.at! <= NOW) {
        expect(e.outcome, e.id).toMatch(decimal);
        expect(e.consensus, e.id).toMatch(decimal);
        expect(e.prior, e.id).toMatch(decimal);
      } else {
        expect(e.outcome, e.id).toBeNull();
        if (e.at! - NOW > 31 * 86_400_000) expect(e.consensus, e.id).toBeNull();
      }
    }
    // The krone's peg: Nationalbanken moves with the ECB on the same day.
    const ecb = macro.filter((e) => e.name_key === 'RATE_ECB' && e.outcome);
    for (const e of ecb)
      expect(macro.some((n) => n.name_key === 'RATE_NATIONALBANKEN' && n.day === e.day)).toBe(true);

    // Countries filter both kinds; company events sort before the day's macro events.
    const no = await calendar('from=2026-11-01&to=2026-11-30&countries=NO');
    expect(no.events.length).toBeGreaterThan(0);
    expect(no.events.every((e) => e.country === 'NO')).toBe(true);
    const all = await calendar('from=2026-11-01&to=2026-11-30');
    for (let n = 1; n < all.events.length; n++) {
      const [a, b] = [all.events[n - 1]!, all.events[n]!];
      if (a.day === b.day && a.kind === 'MACRO') expect(b.kind, `${a.id} ${b.id}`).toBe('MACRO');
    }
  });

  it('filters previews by type, region, language and tag, lists tags with counts and the agencies', async () => {
    await insertNews(t.database.db, [
      item({ headline: 'A', type: 'ANALYSIS', tags: ['ANALYST'], publishedAt: NOW - 4000 }),
      item({
        headline: 'B',
        type: 'NEWS',
        lang: 'se',
        region: 'SE',
        sourceId: 6,
        tags: ['EARNINGS'],
        publishedAt: NOW - 3000,
      }),
      item({
        headline: 'C',
        type: 'FLASH',
        lang: 'fi',
        region: 'FI',
        sourceId: 9,
        tags: ['GUIDANCE', 'EARNINGS'],
        publishedAt: NOW - 2000,
      }),
      item({
        headline: 'D',
        type: 'MARKET_COMMENTARY',
        lang: 'no',
        region: 'NO',
        sourceId: 7,
        tags: ['MARKET'],
        publishedAt: NOW - 1000,
        instrumentIds: [3002],
      }),
    ]);
    const heads = async (query: string) => {
      const res = await get(`/api/2/news/previews?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { headline: string }[]).map((n) => n.headline);
    };
    expect(await heads('')).toEqual(['D', 'C', 'B', 'A']);
    expect(await heads('types=ANALYSIS,FLASH')).toEqual(['C', 'A']);
    expect(await heads('regions=SE,NO')).toEqual(['D', 'B']);
    expect(await heads('langs=fi')).toEqual(['C']);
    expect(await heads('tags=EARNINGS')).toEqual(['C', 'B']);
    expect(await heads('tags=EARNINGS&regions=FI')).toEqual(['C']);
    expect(await heads('instrument_id=3002')).toEqual(['D']);
    const first = (await get('/api/2/news/previews?limit=2')).json() as { news_id: number; tags: string[] }[];
    expect(first[0]!.tags).toEqual(['MARKET']);
    expect(await heads(`before=${first[1]!.news_id}`)).toEqual(['B', 'A']);
    for (const bad of ['types=GOSSIP', 'regions=US', 'langs=sv', 'tags=earnings', 'limit=51']) {
      expect((await get(`/api/2/news/previews?${bad}`)).statusCode, bad).toBe(400);
    }
    // The first news calls are unchanged.
    expect(((await get('/api/2/news?limit=50')).json() as unknown[]).length).toBe(4);

    const tags = (await get('/api/2/news/tags')).json() as { tag: string; count: number }[];
    expect(tags).toContainEqual({ tag: 'EARNINGS', count: 2 });
    expect(tags).toContainEqual({ tag: 'MACRO', count: 0 });

    const agencies = (await get('/api/2/news/agencies')).json() as {
      source_id: number;
      types: string[];
      lang: string;
    }[];
    expect(agencies.find((a) => a.source_id === 10)).toMatchObject({ lang: 'en', types: ['PRESS_RELEASE'] });
    expect(new Set(agencies.map((a) => a.lang))).toEqual(new Set(['se', 'no', 'da', 'fi', 'en']));
  });

  it('lists trading-status notices newest first, by market', async () => {
    await t.database.db.insert(tradingNotices).values([
      { marketId: 11, instrumentId: 1001, notice: 'HALTED', at: new Date(NOW - 300_000) },
      { marketId: 11, instrumentId: 1001, notice: 'RESUMED', at: new Date(NOW - 100_000) },
      { marketId: 11, instrumentId: null, notice: 'CLOSING_AUCTION', at: new Date(NOW - 50_000) },
    ]);
    const res = await get('/api/2/news/trading_status');
    expect(res.statusCode, res.body).toBe(200);
    const notices = res.json() as {
      notice: string;
      instrument_id: number | null;
      name: string | null;
      country: string;
    }[];
    expect(notices.map((n) => n.notice)).toEqual(['CLOSING_AUCTION', 'RESUMED', 'HALTED']);
    expect(notices[0]).toMatchObject({ instrument_id: null, name: null, country: 'SE' });
    expect(notices[2]).toMatchObject({ instrument_id: 1001, name: expect.any(String) });
    expect((await get('/api/2/news/trading_status?countries=NO')).json()).toEqual([]);
    expect((await get('/api/2/news/trading_status?market_id=11&limit=1')).json()).toHaveLength(1);
  });
});
