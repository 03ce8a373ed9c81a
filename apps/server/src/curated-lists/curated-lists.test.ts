import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WATCHLIST_ITEMS, MAX_WATCHLISTS_PER_CUSTOMER } from '@broker/domain';
import { eq } from 'drizzle-orm';
import { CATALOG, fundId, shareId } from '../db/seed/catalog';
import { curatedListFeedback } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/** The seed day at 13:00 Stockholm: the seeded view histories end today. */
const NOW = Date.parse('2026-11-20T12:00:00Z');

type Headers = Record<string, string>;
interface Card {
  id: number;
  slug: string;
  displayName: string;
  image: { url: string };
  views: number;
  badges: string[];
  instrumentPreviews: { instrument_id: number; logoUrl: string }[];
  instrumentCount: number;
  webTrackerId: string;
  topics: string[];
}
interface Section {
  id: string;
  displayName: string;
  lists: Card[];
}
interface Watchlist {
  id: number;
  name: string;
  copiedFrom: number | null;
  items: { instrument_id: number; position: number; last_price: number | null }[];
}

describe.each(DB_KINDS)('curated lists and watchlists on %s', (kind) => {
  let t: TestApp;
  const users: Record<string, Headers> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { minuteDays: 0 });
    t.app.deps.time = { now: () => NOW };
    for (const u of ['demo-se', 'demo-no', 'demo-dk', 'demo-fi'])
      users[u] = (await loginForApi(t.app, u)).headers;
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: users[who],
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const sections = async (who: string, q = '') => {
    const res = await call(who, 'GET', `/api/2/curated-lists/sections${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { sections: Section[] }).sections;
  };
  const mine = async (who: string) =>
    (await call(who, 'GET', '/api/2/watchlists/mine')).json() as Watchlist[];

  describe('curated lists', () => {
    it('answers sections of every topic with card fields, each list once, in the customer language', async () => {
      const all = await sections('demo-se');
      expect(all.map((s) => s.id)).toEqual([
        'index-funds',
        'funds',
        'dividends',
        'sustainability',
        'tech',
        'sectors',
      ]);
      const cards = all.flatMap((s) => s.lists);
      expect(cards.length).toBeGreaterThanOrEqual(12);
      expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
      const owned = cards.find((c) => c.slug === 'most-owned-funds')!;
      expect(owned).toMatchObject({
        displayName: 'Mest ägda fonder',
        image: { url: '/images/curated-lists/most-owned-funds.svg' },
        webTrackerId: 'curated-list-most-owned-funds',
      });
      expect(owned.instrumentPreviews).toHaveLength(3);
      expect(owned.instrumentPreviews[0]!.logoUrl).toBe(
        `/images/logos/${owned.instrumentPreviews[0]!.instrument_id}.svg`,
      );
      expect(owned.instrumentCount).toBeGreaterThan(3);
      expect(owned.views).toBeGreaterThan(1000);
      // Badges by the rule: some NEW, some TRENDING, one both (NEW listed first).
      expect(
        cards
          .filter((c) => c.badges.includes('NEW'))
          .map((c) => c.slug)
          .sort(),
      ).toEqual(['climate-leaders', 'games-and-networks', 'nordic-tech']);
      expect(cards.filter((c) => c.badges.includes('TRENDING')).length).toBe(3);
      expect(cards.find((c) => c.slug === 'climate-leaders')!.badges).toEqual(['NEW', 'TRENDING']);
      // In the Norwegian customer's language.
      const no = (await sections('demo-no')).flatMap((s) => s.lists);
      expect(no.find((c) => c.slug === 'most-owned-funds')!.displayName).toBe('Mest eide fond');
    });

    it('filters by topics and excludeTopics, fewer previews on mobile, beginner sections first for new customers', async () => {
      const div = await sections('demo-se', '?topics=dividends');
      expect(div.map((s) => s.id)).toEqual(['dividends']);
      expect(div[0]!.lists.every((c) => c.topics.includes('dividends'))).toBe(true);
      expect(div[0]!.lists.map((c) => c.slug)).toContain('nordic-energy');

      const ex = await sections('demo-se', '?excludeTopics=funds,dividends');
      const exCards = ex.flatMap((s) => s.lists);
      expect(ex.map((s) => s.id)).not.toContain('funds');
      expect(exCards.some((c) => c.topics.includes('funds') || c.topics.includes('dividends'))).toBe(false);

      const mobile = (await sections('demo-se', '?mobileScreen=true')).flatMap((s) => s.lists);
      expect(Math.max(...mobile.map((c) => c.instrumentPreviews.length))).toBe(2);

      const fresh = await sections('demo-se', '?topics=tech,funds,dividends&newCustomer=true');
      expect(fresh.map((s) => s.id)).toEqual(['funds', 'dividends', 'tech']);
    });

    it('refuses unknown topics and bad flags with 400 codes', async () => {
      for (const q of ['?topics=nope', '?excludeTopics=funds,x', '?newCustomer=yes', '?mobileScreen=1']) {
        const res = await call('demo-se', 'GET', `/api/2/curated-lists/sections${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().code).toBe('INPUT_ERROR');
      }
    });

    it('lists the topics with their list counts', async () => {
      const res = await call('demo-fi', 'GET', '/api/2/curated-lists/topics');
      expect(res.statusCode).toBe(200);
      const topics = res.json() as { id: string; displayName: string; listCount: number }[];
      expect(topics).toHaveLength(6);
      expect(topics[0]).toMatchObject({ id: 'index-funds', displayName: 'Indeksirahastot' });
      expect(topics.every((x) => x.listCount >= 2)).toBe(true);
    });

    it('opens a list by slug or id with priced instruments', async () => {
      const res = await call('demo-se', 'GET', '/api/2/curated-lists/nordic-dividend-shares');
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as Card & {
        publishedAt: number;
        instruments: {
          instrument_id: number;
          symbol: string;
          instrument_group_type: string;
          currency: string;
          logoUrl: string;
          market_data_order_book_id: string | null;
          last_price: number | null;
          day_change: number | null;
          day_change_percent: number | null;
        }[];
      };
      expect(list.instruments).toHaveLength(list.instrumentCount);
      const first = list.instruments[0]!;
      expect(first.instrument_group_type).toBe('EQ');
      expect(first.logoUrl).toBe(`/images/logos/${first.instrument_id}.svg`);
      expect(first.market_data_order_book_id).toMatch(/^\d+:\d+$/);
      expect(first.last_price).toBeGreaterThan(0);
      expect(typeof first.day_change).toBe('number');
      expect(typeof first.day_change_percent).toBe('number');

      const byId = await call('demo-se', 'GET', `/api/2/curated-lists/${list.id}`);
      expect(byId.json().slug).toBe('nordic-dividend-shares');
      const funds = (await call('demo-se', 'GET', '/api/2/curated-lists/lowest-fee-index-funds')).json();
      expect(funds.instruments[0].instrument_group_type).toBe('FND');
      expect(funds.instruments[0].last_price).toBeGreaterThan(0);
    });

    it('answers 404 CURATED_LIST_NOT_FOUND for unknown lists and 400 for a malformed one', async () => {
      for (const url of ['/api/2/curated-lists/no-such-list', '/api/2/curated-lists/99999']) {
        const res = await call('demo-se', 'GET', url);
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('CURATED_LIST_NOT_FOUND');
      }
      const bad = await call('demo-se', 'GET', '/api/2/curated-lists/Bad%20Slug');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('INPUT_ERROR');
    });

    it('counts a view once per session and list, not per reload', async () => {
      const url = '/api/2/curated-lists/nordic-seafood';
      const before = (await sections('demo-se', '?topics=sectors'))[0]!.lists.find(
        (c) => c.slug === 'nordic-seafood',
      )!.views;
      const first = (await call('demo-dk', 'GET', url)).json().views;
      expect(first).toBe(before + 1);
      for (let i = 0; i < 3; i++) expect((await call('demo-dk', 'GET', url)).json().views).toBe(before + 1);
      // A new session of the same customer is a new visit.
      const again = await loginForApi(t.app, 'demo-dk');
      const res = await t.app.inject({ method: 'GET', url, headers: again.headers });
      expect(res.json().views).toBe(before + 2);
      // Another list counts on its own.
      const other = await call('demo-dk', 'GET', '/api/2/curated-lists/nordic-energy');
      expect(other.statusCode).toBe(200);
    });

    it('stores valid feedback and refuses bad bodies with codes, storing nothing', async () => {
      const ok = await call('demo-se', 'POST', '/api/2/curated-lists/1/feedback', {
        rating: 4,
        comment: '  Nice list  ',
      });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({ listId: 1, rating: 4, comment: 'Nice list' });
      const count = async () =>
        (await t.database.db.select().from(curatedListFeedback).where(eq(curatedListFeedback.listId, 1)))
          .length;
      const stored = await count();
      const bad: [unknown, string][] = [
        [{}, 'MANDATORY_FIELD_MISSING'],
        [{ rating: 0 }, 'INPUT_ERROR'],
        [{ rating: 6 }, 'INPUT_ERROR'],
        [{ rating: 2.5 }, 'INPUT_ERROR'],
        [{ rating: 3, comment: 'x'.repeat(1001) }, 'INPUT_ERROR'],
        [{ rating: 3, comment: 'a\u0000b' }, 'INPUT_ERROR'],
      ];
      for (const [body, code] of bad) {
        const res = await call('demo-se', 'POST', '/api/2/curated-lists/1/feedback', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe(code);
      }
      const missing = await call('demo-se', 'POST', '/api/2/curated-lists/9999/feedback', { rating: 3 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('CURATED_LIST_NOT_FOUND');
      expect(await count()).toBe(stored);
    });

    it('answers a visitor without a token in the browser’s language, and refuses a bad token', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/2/curated-lists/topics',
        headers: { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.8' },
      });
      expect(res.statusCode).toBe(200);
      const english = await t.app.inject({ method: 'GET', url: '/api/2/curated-lists/topics' });
      expect(res.json()).not.toEqual(english.json());
      // The page's language, when asked for, wins over the browser's.
      const swedish = async (url: string) =>
        (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US,en;q=0.9' } })).json();
      const topics = await swedish('/api/2/curated-lists/topics?lang=sv');
      expect(topics.find((x: { id: string }) => x.id === 'funds').displayName).toBe('Fonder');
      const sections = await swedish('/api/2/curated-lists/sections?lang=sv');
      const names = sections.sections.flatMap((x: { lists: { displayName: string }[] }) =>
        x.lists.map((l) => l.displayName),
      );
      expect(names).toContain('Fonder med låg risk');
      expect((await swedish('/api/2/curated-lists/low-risk-funds?lang=sv')).displayName).toBe(
        'Fonder med låg risk',
      );
      const wrong = await t.app.inject({ method: 'GET', url: '/api/2/curated-lists/topics?lang=de' });
      expect(wrong.statusCode).toBe(400);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/2/curated-lists/sections',
        headers: { 'client-id': 'NEXT', 'x-nnx-access-token': 'not-a-token' },
      });
      expect(bad.statusCode).toBe(401);
    });
  });

  describe('watchlists', () => {
    it('creates, renames, adds, removes and deletes', async () => {
      const created = await call('demo-se', 'POST', '/api/2/watchlists', { name: '  My shares  ' });
      expect(created.statusCode, created.body).toBe(201);
      const w = created.json() as Watchlist;
      expect(w).toMatchObject({ name: 'My shares', copiedFrom: null, items: [] });

      const add = async (id: number) =>
        call('demo-se', 'POST', `/api/2/watchlists/${w.id}/items`, { instrument_id: id });
      expect((await add(shareId('NORV B'))).statusCode).toBe(201);
      const two = (await add(fundId('Nordbrook Global Index'))).json() as Watchlist;
      expect(two.items.map((i) => i.instrument_id)).toEqual([
        shareId('NORV B'),
        fundId('Nordbrook Global Index'),
      ]);
      expect(two.items.every((i) => i.last_price !== null)).toBe(true);

      const dup = await add(shareId('NORV B'));
      expect(dup.statusCode).toBe(409);
      expect(dup.json().code).toBe('WATCHLIST_ITEM_EXISTS');
      const unknown = await add(999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('UNKNOWN_INSTRUMENT');

      const renamed = await call('demo-se', 'PUT', `/api/2/watchlists/${w.id}`, { name: 'Favourites' });
      expect(renamed.json().name).toBe('Favourites');

      const removed = await call('demo-se', 'DELETE', `/api/2/watchlists/${w.id}/items/${shareId('NORV B')}`);
      expect(removed.statusCode).toBe(200);
      expect((removed.json() as Watchlist).items.map((i) => i.instrument_id)).toEqual([
        fundId('Nordbrook Global Index'),
      ]);
      const again = await call('demo-se', 'DELETE', `/api/2/watchlists/${w.id}/items/${shareId('NORV B')}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('WATCHLIST_ITEM_NOT_FOUND');

      expect((await mine('demo-se')).find((x) => x.id === w.id)?.name).toBe('Favourites');
      const deleted = await call('demo-se', 'DELETE', `/api/2/watchlists/${w.id}`);
      expect(deleted.statusCode).toBe(200);
      expect((deleted.json() as Watchlist[]).some((x) => x.id === w.id)).toBe(false);
      expect((await call('demo-se', 'DELETE', `/api/2/watchlists/${w.id}`)).json().code).toBe(
        'WATCHLIST_NOT_FOUND',
      );
    });

    it('copies a curated list by slug or id', async () => {
      const list = (await call('demo-se', 'GET', '/api/2/curated-lists/climate-leaders')).json() as {
        id: number;
        instruments: { instrument_id: number }[];
      };
      const bySlug = await call('demo-se', 'POST', '/api/2/watchlists', {
        name: 'Climate',
        copyFromCuratedList: 'climate-leaders',
      });
      expect(bySlug.statusCode, bySlug.body).toBe(201);
      const w = bySlug.json() as Watchlist;
      expect(w.copiedFrom).toBe(list.id);
      expect(w.items.map((i) => i.instrument_id)).toEqual(list.instruments.map((i) => i.instrument_id));
      const byId = await call('demo-se', 'POST', '/api/2/watchlists', {
        name: 'Climate 2',
        copyFromCuratedList: list.id,
      });
      expect((byId.json() as Watchlist).items).toHaveLength(list.instruments.length);
      const missing = await call('demo-se', 'POST', '/api/2/watchlists', {
        name: 'X',
        copyFromCuratedList: 'nope',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('CURATED_LIST_NOT_FOUND');
      expect((await mine('demo-se')).some((x) => x.name === 'X')).toBe(false);
    });

    it("hides another customer's watchlist: 404 for reading or changing it, nothing changed", async () => {
      const w = (await call('demo-se', 'POST', '/api/2/watchlists', { name: 'Private' })).json() as Watchlist;
      await call('demo-se', 'POST', `/api/2/watchlists/${w.id}/items`, { instrument_id: shareId('VATS') });
      const before = await mine('demo-se');
      const attempts = [
        call('demo-no', 'PUT', `/api/2/watchlists/${w.id}`, { name: 'Mine now' }),
        call('demo-no', 'POST', `/api/2/watchlists/${w.id}/items`, { instrument_id: shareId('NORV B') }),
        call('demo-no', 'DELETE', `/api/2/watchlists/${w.id}/items/${shareId('VATS')}`),
        call('demo-no', 'DELETE', `/api/2/watchlists/${w.id}`),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('WATCHLIST_NOT_FOUND');
      }
      expect((await mine('demo-no')).some((x) => x.id === w.id)).toBe(false);
      expect(await mine('demo-se')).toEqual(before);
    });

    it('refuses bad input with 400 codes and changes nothing', async () => {
      const w = (await call('demo-fi', 'POST', '/api/2/watchlists', { name: 'Valid' })).json() as Watchlist;
      const before = await mine('demo-fi');
      const bad: [string, string, unknown, string][] = [
        ['POST', '/api/2/watchlists', {}, 'MANDATORY_FIELD_MISSING'],
        ['POST', '/api/2/watchlists', { name: '   ' }, 'INPUT_ERROR'],
        ['POST', '/api/2/watchlists', { name: 'x'.repeat(51) }, 'INPUT_ERROR'],
        ['POST', '/api/2/watchlists', { name: 'ok', copyFromCuratedList: 'Bad Slug' }, 'INPUT_ERROR'],
        ['PUT', `/api/2/watchlists/${w.id}`, { name: '' }, 'MANDATORY_FIELD_MISSING'],
        ['PUT', '/api/2/watchlists/abc', { name: 'x' }, 'INPUT_ERROR'],
        ['POST', `/api/2/watchlists/${w.id}/items`, { instrument_id: 'x' }, 'INPUT_ERROR'],
        ['POST', `/api/2/watchlists/${w.id}/items`, {}, 'MANDATORY_FIELD_MISSING'],
        ['DELETE', `/api/2/watchlists/${w.id}/items/0`, undefined, 'INPUT_ERROR'],
      ];
      for (const [method, url, body, code] of bad) {
        const res = await call('demo-fi', method as 'POST', url, body);
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().code).toBe(code);
      }
      expect(await mine('demo-fi')).toEqual(before);
      // A name of exactly 50 characters after trimming is fine.
      const fifty = await call('demo-fi', 'PUT', `/api/2/watchlists/${w.id}`, {
        name: ` ${'n'.repeat(50)} `,
      });
      expect(fifty.json().name).toHaveLength(50);
    });

    it(`keeps at most ${MAX_WATCHLISTS_PER_CUSTOMER} lists a customer and ${MAX_WATCHLIST_ITEMS} items a list`, async () => {
      const have = (await mine('demo-dk')).length;
      for (let i = have; i < MAX_WATCHLISTS_PER_CUSTOMER; i++) {
        expect((await call('demo-dk', 'POST', '/api/2/watchlists', { name: `L${i}` })).statusCode).toBe(201);
      }
      const over = await call('demo-dk', 'POST', '/api/2/watchlists', { name: 'One too many' });
      expect(over.statusCode).toBe(422);
      expect(over.json().code).toBe('WATCHLIST_LIMIT_REACHED');
      expect(await mine('demo-dk')).toHaveLength(MAX_WATCHLISTS_PER_CUSTOMER);

      const target = (await mine('demo-dk'))[0]!;
      const all = CATALOG.all.map((i) => i.instrumentId);
      expect(all.length).toBeGreaterThan(MAX_WATCHLIST_ITEMS);
      for (const id of all.slice(0, MAX_WATCHLIST_ITEMS)) {
        const res = await call('demo-dk', 'POST', `/api/2/watchlists/${target.id}/items`, {
          instrument_id: id,
        });
        expect(res.statusCode).toBe(201);
      }
      const full = await call('demo-dk', 'POST', `/api/2/watchlists/${target.id}/items`, {
        instrument_id: all[MAX_WATCHLIST_ITEMS],
      });
      expect(full.statusCode).toBe(422);
      expect(full.json().code).toBe('WATCHLIST_FULL');
    }, 60_000);
  });

  describe('images', () => {
    it('serves a generated logo with the asked width and long caching', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/images/logos/${shareId('NORV B')}.svg?width=48`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.body).toContain('width="48" height="48"');
      expect(res.body).toContain('>NB<');
      const big = await t.app.inject({
        method: 'GET',
        url: `/images/logos/${shareId('NORV B')}.svg?width=100000`,
      });
      expect(big.body).toContain('width="2048"');
      const plain = await t.app.inject({ method: 'GET', url: `/images/logos/${shareId('NORV B')}.svg` });
      expect(plain.body).toContain('width="64"');
    });

    it('serves a list image per topic at the asked width', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/images/curated-lists/climate-leaders.svg?width=244',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('width="244" height="137"');
      const other = await t.app.inject({
        method: 'GET',
        url: '/images/curated-lists/nordic-tech.svg?width=244',
      });
      expect(other.body).not.toBe(res.body);
    });

    it('documents the calls and images in the OpenAPI document', async () => {
      const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(doc.statusCode).toBe(200);
      expect(Object.keys(doc.json().paths)).toEqual(
        expect.arrayContaining([
          '/api/2/curated-lists/sections',
          '/api/2/curated-lists/{idOrSlug}',
          '/api/2/watchlists/{id}/items/{instrument_id}',
          '/images/logos/{file}',
          '/images/curated-lists/{file}',
        ]),
      );
    });

    it('answers 400 for a nonsense width and 404 for unknown images', async () => {
      for (const w of ['abc', '-5', '1.5', '']) {
        const res = await t.app.inject({ method: 'GET', url: `/images/logos/1001.svg?width=${w}` });
        if (w === '') continue; // an empty width is the default
        expect(res.statusCode, w).toBe(400);
        expect(res.json().code).toBe('INPUT_ERROR');
      }
      const logo = await t.app.inject({ method: 'GET', url: '/images/logos/999999.svg' });
      expect(logo.statusCode).toBe(404);
      expect(logo.json().code).toBe('UNKNOWN_INSTRUMENT');
      const list = await t.app.inject({ method: 'GET', url: '/images/curated-lists/nope.svg' });
      expect(list.statusCode).toBe(404);
      expect(list.json().code).toBe('CURATED_LIST_NOT_FOUND');
      const bad = await t.app.inject({ method: 'GET', url: '/images/logos/abc.png' });
      expect(bad.statusCode).toBe(400);
    });
  });
});
