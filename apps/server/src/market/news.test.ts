import { describe, expect, it } from 'vitest';
import { NEWS_LANGUAGES, NEWS_TYPES } from '@broker/contract';
import { tradingSession, type CountryCode } from '@broker/domain';
import { Rng } from '../db/seed/random';
import {
  NEWS_SOURCES,
  RecentNews,
  generateNews,
  newsSource,
  pastNews,
  type NewsContext,
  type NewsItem,
} from './news';

const CTX: NewsContext = {
  companies: [
    { instrumentId: 1001, name: 'Norrvik Industrier B', country: 'SE', currency: 'SEK', last: 245.6 },
    { instrumentId: 1017, name: 'Nordhav Energi ASA', country: 'NO', currency: 'NOK', last: 284.4 },
    { instrumentId: 1032, name: 'Øresund Pharma B A/S', country: 'DK', currency: 'DKK', last: 742 },
    { instrumentId: 1047, name: 'Saimaa Paper R Oyj', country: 'FI', currency: 'EUR', last: 31.42 },
  ],
  indices: [
    { instrumentId: 3001, symbol: 'OMXS30', country: 'SE', changePct: 0.84 },
    { instrumentId: 3002, symbol: 'OBX', country: 'NO', changePct: -1.26 },
    { instrumentId: 3003, symbol: 'OMXC25', country: 'DK', changePct: undefined },
    { instrumentId: 3004, symbol: 'OMXH25', country: 'FI', changePct: 0.05 },
  ],
};
const AT = Date.parse('2026-11-20T10:00:00Z');

function many(seed: string, n: number, recent?: RecentNews): NewsItem[] {
  const rng = new Rng(seed);
  return Array.from({ length: n }, (_, k) => generateNews(rng, CTX, AT + k * 1000, recent)).filter(
    (item) => item !== undefined,
  );
}

/** Headline and subject of each item told more than once. */
function repeated(items: readonly NewsItem[]): string[] {
  const seen = new Set<string>();
  return items.flatMap((i) => {
    const key = `${i.instrumentIds[0]} ${i.headline}`;
    if (seen.has(key)) return [key];
    seen.add(key);
    return [];
  });
}

describe('news', () => {
  it('writes every type and language, with every placeholder filled', () => {
    const items = many('coverage', 600);
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(NEWS_TYPES));
    expect(new Set(items.map((i) => i.lang))).toEqual(new Set(NEWS_LANGUAGES));
    for (const item of items) {
      const source = newsSource(item.sourceId)!;
      expect(source.types).toContain(item.type);
      expect(item.lang).toBe(source.lang);
      for (const text of [item.headline, item.preamble, item.body])
        expect(text).not.toMatch(/[{}]|undefined|NaN/);
      expect(item.instrumentIds).toHaveLength(1);
      // Regional agencies write about their own country only.
      if (source.region !== 'WORLD') expect(item.region).toBe(source.region);
    }
  });

  it('names companies without their share class and follows the index move in commentary', () => {
    const items = many('names', 600);
    expect(
      items.some((i) => i.headline.includes('Norrvik Industrier ') && !i.headline.includes('Industrier B')),
    ).toBe(true);
    expect(items.some((i) => i.headline.includes('Saimaa Paper Oyj'))).toBe(true);
    const commentary = items.filter((i) => i.type === 'MARKET_COMMENTARY' && i.lang === 'en');
    expect(commentary.length).toBeGreaterThan(0);
    for (const c of commentary.filter((i) => i.instrumentIds[0] === 3001))
      expect(c.headline).toBe('OMXS30 up 0.8 percent');
    for (const c of commentary.filter((i) => i.instrumentIds[0] === 3002))
      expect(c.headline).toBe('OBX down 1.3 percent');
    const swedish = items.filter((i) => i.type === 'MARKET_COMMENTARY' && i.lang === 'se');
    for (const c of swedish) expect(c.headline).toBe('OMXS30 stiger 0,8 procent');
    // OMXC25's market does not trade (no move): no one comments on it.
    expect(items.some((i) => i.instrumentIds[0] === 3003)).toBe(false);
  });

  it('comments on a market in the past only while it traded', () => {
    const items = pastNews(new Rng('past-markets'), CTX, AT, 400, 7);
    const commentary = items.filter((i) => i.type === 'MARKET_COMMENTARY');
    expect(commentary.length).toBeGreaterThan(0);
    for (const c of commentary) {
      const day = new Date(c.publishedAt).toISOString().slice(0, 10);
      const session = tradingSession(c.region as CountryCode, day);
      expect(session, `${c.headline} ${day}`).not.toBeNull();
      expect(c.publishedAt).toBeGreaterThanOrEqual(session!.openAt);
      expect(c.publishedAt).toBeLessThan(session!.closeAt);
    }
  });

  it('does not tell a headline about one company or index again within the window', () => {
    // Four companies and a few hundred draws: without the memory headlines come back.
    expect(repeated(many('repeats', 300)).length).toBeGreaterThan(0);
    const recent = new RecentNews({ company: 3_600_000, market: 3_600_000 });
    const items = many('repeats', 300, recent);
    expect(items.length).toBeGreaterThan(50);
    expect(repeated(items)).toEqual([]);
    // After the window the same headline may come again.
    const later = generateNews(new Rng('x'), CTX, AT + 2 * 3_600_000, recent);
    expect(later).toBeDefined();
  });

  it('is deterministic for a seed', () => {
    expect(many('same', 50)).toEqual(many('same', 50));
    expect(many('same', 50)).not.toEqual(many('other', 50));
  });

  it('makes earlier news in time order within the window', () => {
    const items = pastNews(new Rng('past'), CTX, AT, 40, 3);
    // A draw that would repeat a headline about its subject gives no item.
    expect(items.length).toBeGreaterThan(30);
    expect(items.length).toBeLessThanOrEqual(40);
    expect(repeated(items)).toEqual([]);
    const times = items.map((i) => i.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(AT - 3 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(AT);
  });

  it('has agencies with distinct ids', () => {
    expect(new Set(NEWS_SOURCES.map((s) => s.sourceId)).size).toBe(NEWS_SOURCES.length);
    expect(newsSource(5)?.name).toBe('Nordic Wire');
    expect(newsSource(99)).toBeUndefined();
  });
});
