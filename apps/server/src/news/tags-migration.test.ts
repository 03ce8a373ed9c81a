import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { news } from '../db/schema';
import { Rng } from '../db/seed/random';
import { generateNews, type NewsContext, type NewsItem } from '../market/news';
import { insertNews } from '../market/news-store';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The migration that added `news.tags` tags the rows stored before it by type and the templates'
 * words: it must agree with the tags the generator now gives the same items.
 */

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

const MIGRATION = new URL('../../drizzle/0047_news_calendar.sql', import.meta.url);

describe('the tags back-fill of migration 0044', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { SIMULATOR: 'off' });
  });
  afterAll(async () => t?.close());

  it('tags older items as the generator tags them', async () => {
    const rng = new Rng('tags-backfill');
    const at = Date.parse('2026-11-20T10:00:00Z');
    const items = Array.from({ length: 600 }, (_, k) => generateNews(rng, CTX, at + k * 1000)!);
    await insertNews(
      t.database.db,
      items.map((i): NewsItem => ({ ...i, tags: [] })),
    );
    const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    const backfill = statements.find((s) => s.includes('UPDATE "news"'));
    expect(backfill).toBeDefined();
    await t.database.db.execute(sql.raw(backfill!));
    const rows = await t.database.db.select({ tags: news.tags }).from(news).orderBy(asc(news.id));
    expect(rows.map((r) => r.tags)).toEqual(items.map((i) => i.tags));
  });
});
