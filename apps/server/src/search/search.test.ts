import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareId } from '../db/seed/catalog';
import { insertNews } from '../market/news-store';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';
import { instrumentIndexCache } from './instrument-source';
import { listIndexCache } from './list-source';

/** The seed day at 13:00 Stockholm: every seeded curated list is published by then. */
const NOW = Date.parse('2026-11-20T12:00:00Z');

interface Hit {
  id: string;
  title: string;
  subtitle: string;
  url: string;
  kind?: string;
  date?: number;
  lang?: string;
}
interface Group {
  category: string;
  total: number;
  hits: Hit[];
}
interface Reply {
  query: string;
  lang: string;
  groups: Group[];
}

describe.each(DB_KINDS)('discovery search on %s', (kind) => {
  let t: TestApp;
  const orph = shareId('ORPH B');
  const alvm = shareId('ALVM');

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.app.deps.time = { now: () => NOW };
    await insertNews(t.app.deps.db, [
      {
        sourceId: 8,
        headline: 'Øresund Pharma B vinder sin største ordre',
        preamble: 'Øresund Pharma B har indgået en flerårig aftale.',
        body: '',
        type: 'NEWS',
        lang: 'da',
        region: 'DK',
        publishedAt: NOW - 3_600_000,
        instrumentIds: [orph],
        tags: [],
      },
      {
        sourceId: 5,
        headline: 'Nordic markets close higher',
        preamble: 'Broad gains in Stockholm and Copenhagen.',
        body: '',
        type: 'MARKET_COMMENTARY',
        lang: 'en',
        region: 'WORLD',
        publishedAt: NOW - 7_200_000,
        // Names no company in its text but is about Øresund Pharma.
        instrumentIds: [orph],
        tags: [],
      },
      {
        sourceId: 6,
        headline: 'Älvsborg Medical höjer prognosen för helåret',
        preamble: 'Bolaget räknar nu med högre tillväxt.',
        body: '',
        type: 'FLASH',
        lang: 'se',
        region: 'SE',
        publishedAt: NOW - 600_000,
        instrumentIds: [alvm],
        tags: [],
      },
    ]);
  }, 120_000);
  afterAll(async () => t?.close());

  const search = async (params: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/2/discovery/search', query: params });
    return { status: res.statusCode, body: res.json() as Reply & { code?: string } };
  };
  const group = (reply: Reply, category: string) => reply.groups.find((g) => g.category === category)!;

  it('finds Älvsborg Medical for alvsborg, with its page', async () => {
    const { status, body } = await search({ query: 'alvsborg' });
    expect(status).toBe(200);
    const instruments = group(body, 'INSTRUMENT');
    expect(instruments.hits[0]).toMatchObject({
      title: 'Älvsborg Medical',
      url: `/instrument/${alvm}`,
      kind: 'EQ',
    });
    expect(body.groups.map((g) => g.category)).toEqual(['INSTRUMENT', 'LIST', 'NEWS', 'CONTENT']);
    // No page of the academy is about the company.
    expect(group(body, 'CONTENT')).toEqual({ category: 'CONTENT', total: 0, hits: [] });
  });

  it("finds academy pages in the viewer's language, accents folded", async () => {
    const { body } = await search({ query: 'osakesaastotili', lang: 'fi', category: 'CONTENT' });
    const pages = group(body, 'CONTENT');
    expect(pages.total).toBeGreaterThan(0);
    expect(pages.hits[0]).toMatchObject({ lang: 'fi', kind: 'academy' });
    expect(pages.hits[0]!.url).toMatch(/^\/academy\//);
    const swedish = group((await search({ query: 'investeringssparkonto', lang: 'sv' })).body, 'CONTENT');
    expect(swedish.hits.every((h) => h.lang === 'sv')).toBe(true);
    expect(swedish.total).toBeGreaterThan(0);
  });

  it.each(['øresund', 'oresund', 'ØRESUND', 'oeresund', 'orsund'])(
    'finds Øresund Pharma B for %s',
    async (query) => {
      const { body } = await search({ query });
      expect(group(body, 'INSTRUMENT').hits.map((h) => h.title)).toContain('Øresund Pharma B A/S');
    },
  );

  it('ranks an exact symbol first, shares before funds', async () => {
    const { body } = await search({ query: 'orph b', category: 'INSTRUMENT' });
    expect(group(body, 'INSTRUMENT').hits[0]!.id).toBe(String(orph));
    const oresund = group((await search({ query: 'øresund', category: 'INSTRUMENT' })).body, 'INSTRUMENT');
    const kinds = oresund.hits.map((h) => h.kind);
    expect(kinds[0]).toBe('EQ');
    expect(kinds.indexOf('FND')).toBeGreaterThan(kinds.lastIndexOf('EQ'));
  });

  it('answers one category with up to limit hits and the total of all', async () => {
    const { body } = await search({ query: 'fond', category: 'LIST', limit: '2', lang: 'sv' });
    expect(body.groups).toHaveLength(1);
    const lists = group(body, 'LIST');
    expect(lists.hits.length).toBeLessThanOrEqual(2);
    expect(lists.total).toBeGreaterThan(2);
    expect(lists.hits[0]!.url).toMatch(/^\/watchlists\/shared\?listId=[a-z0-9-]+$/);
    // A Swedish name found, shown in English when English is asked for.
    const en = group((await search({ query: 'utdelningsaktier', lang: 'en' })).body, 'LIST');
    expect(en.hits[0]).toMatchObject({ title: 'Nordic dividend shares', subtitle: expect.any(String) });
  });

  it('caps every group at limit without a category', async () => {
    const { body } = await search({ query: 'a', limit: '3' });
    for (const g of body.groups) expect(g.hits.length).toBeLessThanOrEqual(3);
    expect(group(body, 'INSTRUMENT').total).toBeGreaterThan(3);
  });

  it('finds news in the viewer language and English, by text and by the instrument named', async () => {
    const da = group((await search({ query: 'oresund pharma', lang: 'da' })).body, 'NEWS');
    expect(da.hits.map((h) => h.title)).toEqual(['Øresund Pharma B vinder sin største ordre']);
    expect(da.hits[0]).toMatchObject({
      kind: 'NEWS',
      lang: 'da',
      url: expect.stringMatching(/^\/news\/\d+$/),
    });
    // The symbol names the company: its English market news is found too, newest first.
    const bySymbol = group((await search({ query: 'ORPH B', lang: 'da' })).body, 'NEWS');
    expect(bySymbol.hits.map((h) => h.title)).toEqual([
      'Øresund Pharma B vinder sin største ordre',
      'Nordic markets close higher',
    ]);
    // Swedish news is not shown in Danish; in Swedish it is.
    expect(group((await search({ query: 'alvsborg', lang: 'da' })).body, 'NEWS').total).toBe(0);
    const sv = group((await search({ query: 'alvsborg', lang: 'sv' })).body, 'NEWS');
    expect(sv.hits[0]?.title).toBe('Älvsborg Medical höjer prognosen för helåret');
  });

  it('refuses bad input with a code', async () => {
    for (const params of <Record<string, string>[]>[
      { query: '' },
      { query: '   ' },
      { query: 'x'.repeat(101) },
      { query: 'a\u202eb' },
      { query: 'a', limit: '0' },
      { query: 'a', limit: '51' },
      { query: 'a', category: 'PEOPLE' },
      { query: 'a', lang: 'de' },
    ]) {
      const { status, body } = await search(params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.code).toMatch(/^[A-Z_]+$/);
    }
    expect((await search({})).body.code).toBe('MANDATORY_FIELD_MISSING');
  });

  it('answers queries of any characters without error', async () => {
    for (const query of ['%', '_', '\\', '(', '[a-z]', "'; drop table news; --", '日本', '🙂']) {
      expect((await search({ query })).status, query).toBe(200);
    }
  });

  it('keeps an unpublished list out until it is published, without a rebuild', async () => {
    const before = Date.parse('2026-01-01T00:00:00Z');
    t.app.deps.time = { now: () => before };
    try {
      const early = group((await search({ query: 'klimat', lang: 'sv' })).body, 'LIST');
      expect(early.total).toBe(0);
    } finally {
      t.app.deps.time = { now: () => NOW };
    }
    expect(group((await search({ query: 'klimat', lang: 'sv' })).body, 'LIST').total).toBe(1);
    // Writers may ask for a rebuild; the next search still answers.
    instrumentIndexCache.invalidate(t.app.deps.db);
    listIndexCache.invalidate(t.app.deps.db);
    expect(group((await search({ query: 'alvsborg' })).body, 'INSTRUMENT').total).toBe(1);
  });
});
