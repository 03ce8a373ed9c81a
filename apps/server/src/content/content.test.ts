import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { eventRegistrations, faqFeedback, formSubmissions } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { ACADEMY_ISK_PATH } from './seed-content';
import { foldText, searchContent } from './search';
import { forgetStatus } from './status';

const C = '/api/2/content';
/** The test seed's day is 2026-11-20; its events fall on the days around it. */
const NOW = Date.parse('2026-11-20T10:00:00Z');

describe.each(DB_KINDS)('content on %s', (kind) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const get = (url: string, h: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: h });
  const post = (url: string, payload: unknown, h: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: h, payload: payload as object });
  const feedbackRows = async () => (await t.database.db.select({ n: count() }).from(faqFeedback))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    t.app.deps.time = { now: () => NOW };
    for (const who of ['demo-se', 'demo-no']) headers[who] = (await loginForApi(t.app, who)).headers;
  });
  afterAll(async () => t?.close());

  it('answers a page by its path in each of the five languages, with its FAQ and neighbours', async () => {
    const titles: string[] = [];
    for (const lang of ['sv', 'nb', 'da', 'fi', 'en']) {
      const res = await get(`${C}/routes/by-url?fullUrl=${ACADEMY_ISK_PATH}&lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.kind).toBe('PAGE');
      expect(body.page.lang).toBe(lang);
      expect(body.page.body.length).toBeGreaterThan(3);
      expect(body.page.faq.map((f: { id: string }) => f.id)).toEqual(['faq-isk-or-depot']);
      expect(body.page.previous.path).toBe('/academy/risk-and-diversification');
      expect(body.page.next.path).toBe('/academy/tax-basics');
      titles.push(body.page.title);
    }
    expect(new Set(titles).size).toBe(5);
    // The language falls back on Accept-Language.
    const nb = await get(`${C}/routes/by-url?fullUrl=/academy/fees`, { 'accept-language': 'no-NO' });
    expect(nb.json().page.lang).toBe('nb');
  });

  it('answers 404 with a code for a missing path, and outside the space or page types asked for', async () => {
    const missing = await get(`${C}/routes/by-url?fullUrl=/academy/no-such-article&lang=en`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CONTENT_NOT_FOUND');
    const otherSpace = await get(`${C}/routes/by-url?fullUrl=/academy/fees&space=help&lang=en`);
    expect(otherSpace.json().code).toBe('CONTENT_NOT_FOUND');
    const otherType = await get(`${C}/routes/by-url?fullUrl=/academy/fees&pageTypes=FAQ,LANDING&lang=en`);
    expect(otherType.statusCode).toBe(404);
    const ok = await get(`${C}/routes/by-url?fullUrl=/academy/fees&space=academy&pageTypes=ARTICLE&lang=en`);
    expect(ok.statusCode).toBe(200);
    const bad = await get(`${C}/routes/by-url?fullUrl=../etc/passwd`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INPUT_ERROR');
  });

  it('redirects an old path to the page that lives on', async () => {
    const res = await get(`${C}/routes/by-url?fullUrl=/academy/isk&lang=sv`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'REDIRECT', redirect_to: ACADEMY_ISK_PATH });
    const previous = await get(`${C}/routes/previous?fullUrl=/academy/isk-and-ask`);
    expect(previous.json()).toEqual({ fullUrl: '/academy/isk-and-ask', redirect_to: ACADEMY_ISK_PATH });
    expect((await get(`${C}/routes/previous?fullUrl=/academy/fees`)).statusCode).toBe(404);
  });

  it('lists the routes of a space, the menu, entries and assets', async () => {
    const routes = (await get(`${C}/routes?space=academy&lang=fi`)).json().routes;
    expect(routes).toHaveLength(7);
    expect(routes.every((r: { lang: string }) => r.lang === 'fi')).toBe(true);

    const menu = (await get(`${C}/academy-menu?lang=da`)).json();
    expect(menu.sections.map((s: { id: string }) => s.id)).toEqual(['basics', 'accounts-and-tax', 'costs']);
    expect(menu.sections[1].articles[0]).toMatchObject({
      path: ACADEMY_ISK_PATH,
      title: expect.stringContaining('Aktiesparekonto'),
    });

    const entry = await get(`${C}/entries/faq-fund-order-time?lang=fi`);
    expect(entry.json().fields.question).toMatch(/rahasto/);
    expect((await get(`${C}/entries/no-such-entry`)).json().code).toBe('CONTENT_ENTRY_NOT_FOUND');
    const entries = (await get(`${C}/entries?contentType=faq&lang=en`)).json().entries;
    expect(entries.length).toBe(8);

    const assets = (await get(`${C}/assets?lang=sv`)).json().assets;
    expect(assets.map((a: { id: string }) => a.id)).toContain('fund-basket');
    const file = await get(assets[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(file.headers['cache-control']).toContain('max-age');
    expect(file.body.startsWith('<svg')).toBe(true);
    const missing = await get(`${C}/assets/nothing-here/file`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CONTENT_ASSET_NOT_FOUND');
  });

  it('serves a CMS page by two path segments', async () => {
    const res = await get('/api/2/cms/academy/what-is-a-fund?lang=nb');
    expect(res.json()).toMatchObject({ path: '/academy/what-is-a-fund', title: 'Hva er et fond?' });
    expect((await get('/api/2/cms/help/faq?lang=en')).json().pageType).toBe('FAQ');
    expect((await get('/api/2/cms/nothing/here')).json().code).toBe('CONTENT_NOT_FOUND');
  });

  it('searches with accents folded', async () => {
    const hits = await searchContent(t.database.db, { query: 'saasto', lang: 'fi' });
    expect(hits.map((h) => h.path)).toContain(ACADEMY_ISK_PATH);
    const sv = await searchContent(t.database.db, { query: 'Kapitalforsakring schablonskatt', lang: 'sv' });
    expect(sv[0]?.path).toBe(ACADEMY_ISK_PATH);
    expect(await searchContent(t.database.db, { query: '%', lang: 'sv' })).toEqual([]);
    expect(foldText('Osakesäästötili ÆØÅ')).toBe('osakesaastotili aoa');
    const call = await get(`${C}/search?query=courtage&lang=en&limit=3`);
    expect(call.json().hits[0].path).toBe('/academy/fees');
  });

  it('keeps one vote per customer per answer: a second vote changes it', async () => {
    const before = await feedbackRows();
    const first = await post(`${C}/faq/faq-dividends/feedback`, { helpful: true }, headers['demo-se']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ helpful: true, changed: false });
    const second = await post(
      `${C}/faq/faq-dividends/feedback`,
      { helpful: false, comment: 'Svarar inte om utländsk källskatt' },
      headers['demo-se'],
    );
    expect(second.json()).toMatchObject({
      helpful: false,
      changed: true,
      comment: 'Svarar inte om utländsk källskatt',
    });
    expect(await feedbackRows()).toBe(before + 1);
    // Another customer's vote is their own.
    await post(`${C}/faq/faq-dividends/feedback`, { helpful: true }, headers['demo-no']);
    expect(await feedbackRows()).toBe(before + 2);
    const mine = (await get(`${C}/faq?lang=sv`, headers['demo-se'])).json().entries;
    expect(mine.find((e: { id: string }) => e.id === 'faq-dividends').myVote).toBe(false);
  });

  it('gives a visitor a cookie key and one vote per answer with it', async () => {
    const before = await feedbackRows();
    const first = await post(`${C}/faq/faq-status/feedback`, { helpful: true });
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === 'nnx_visitor');
    expect(cookie?.httpOnly).toBe(true);
    const again = await post(
      `${C}/faq/faq-status/feedback`,
      { helpful: false },
      { cookie: `nnx_visitor=${cookie!.value}` },
    );
    expect(again.json()).toMatchObject({ helpful: false, changed: true });
    expect(again.cookies.find((c) => c.name === 'nnx_visitor')).toBeUndefined();
    expect(await feedbackRows()).toBe(before + 1);
    const listed = (await get(`${C}/faq?lang=en`, { cookie: `nnx_visitor=${cookie!.value}` })).json();
    expect(listed.entries.find((e: { id: string }) => e.id === 'faq-status').myVote).toBe(false);
  });

  it('refuses bad feedback with a code and changes nothing', async () => {
    const before = await feedbackRows();
    const unknown = await post(`${C}/faq/faq-nothing/feedback`, { helpful: true }, headers['demo-se']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CONTENT_ENTRY_NOT_FOUND');
    for (const body of [
      {},
      { helpful: 'yes' },
      { helpful: true, comment: 'x'.repeat(501) },
      { helpful: true, comment: 'a\u202eb' },
    ]) {
      const res = await post(`${C}/faq/faq-dividends/feedback`, body, headers['demo-se']);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toMatch(/^(INPUT_ERROR|MANDATORY_FIELD_MISSING)$/);
    }
    const badId = await post(`${C}/faq/..%2Fx/feedback`, { helpful: true });
    expect(badId.statusCode).toBe(400);
    expect(await feedbackRows()).toBe(before);
  });

  it('registers a customer for an event once, and the unsubscribe link is idempotent', async () => {
    const events = (await get(`${C}/events`, headers['demo-se'])).json().events;
    expect(events.length).toBe(5); // the past one is not listed
    const webinar = events.find(
      (e: { lang: string; kind: string }) => e.lang === 'sv' && e.kind === 'WEBINAR',
    );
    const visitor = await post(`${C}/events/${webinar.id}/registrations`, {});
    expect(visitor.statusCode).toBe(401);

    const made = await post(`${C}/events/${webinar.id}/registrations`, undefined, headers['demo-se']);
    expect(made.statusCode, made.body).toBe(201);
    const { unsubscribeToken, event } = made.json();
    expect(event).toMatchObject({ registered: true, seatsLeft: webinar.seatsLeft - 1 });
    const again = await post(`${C}/events/${webinar.id}/registrations`, undefined, headers['demo-se']);
    expect(again.json().unsubscribeToken).toBe(unsubscribeToken);
    expect(again.json().event.seatsLeft).toBe(webinar.seatsLeft - 1);

    const shown = await get(`${C}/unsubscribe/${unsubscribeToken}`);
    expect(shown.json()).toEqual({ kind: 'EVENT', title: webinar.title, unsubscribed: false });
    for (let i = 0; i < 2; i++) {
      const res = await post(`${C}/unsubscribe/${unsubscribeToken}`, undefined);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ kind: 'EVENT', title: webinar.title, unsubscribed: true });
    }
    const [row] = await t.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.unsubscribeToken, unsubscribeToken));
    expect(row!.cancelledAt).not.toBeNull();
    const after = (await get(`${C}/events`, headers['demo-se'])).json().events;
    expect(after.find((e: { id: number }) => e.id === webinar.id)).toMatchObject({
      registered: false,
      seatsLeft: webinar.seatsLeft,
    });

    const invalid = await get(`${C}/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(invalid.statusCode).toBe(404);
    expect(invalid.json().code).toBe('UNSUBSCRIBE_TOKEN_INVALID');
  });

  it('refuses a full, a past and a missing event', async () => {
    const events = (await get(`${C}/events?lang=fi`)).json().events;
    const small = events[0]; // two seats
    expect(small.seats).toBe(2);
    expect(
      (await post(`${C}/events/${small.id}/registrations`, undefined, headers['demo-se'])).statusCode,
    ).toBe(201);
    expect(
      (await post(`${C}/events/${small.id}/registrations`, undefined, headers['demo-no'])).statusCode,
    ).toBe(201);
    const fi = await loginForApi(t.app, 'demo-fi');
    const full = await post(`${C}/events/${small.id}/registrations`, undefined, fi.headers);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('EVENT_FULL');

    t.app.deps.time = { now: () => small.startsAt + 1 };
    const closed = await post(`${C}/events/${small.id}/registrations`, undefined, fi.headers);
    expect(closed.json().code).toBe('EVENT_CLOSED');
    t.app.deps.time = { now: () => NOW };
    const missing = await post(`${C}/events/999999/registrations`, undefined, fi.headers);
    expect(missing.json().code).toBe('EVENT_NOT_FOUND');
  });

  it('takes valid forms, refuses bad ones with 400 and keeps nothing of them', async () => {
    const rows = async () => (await t.database.db.select({ n: count() }).from(formSubmissions))[0]!.n;
    const before = await rows();
    const bad = [
      { kind: 'CONTACT_ME', name: 'Anna', topic: 'SAVINGS', lang: 'sv' },
      { kind: 'CONTACT_ME', name: '', email: 'anna@example.se', topic: 'SAVINGS', lang: 'sv' },
      { kind: 'NEWSLETTER', email: 'not-an-address', lang: 'sv' },
      { kind: 'NEWSLETTER', email: 'anna@example.se', lang: 'de' },
      { kind: 'SPAM', email: 'anna@example.se', lang: 'sv' },
    ];
    for (const body of bad) {
      const res = await post(`${C}/forms`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toMatch(/^(INPUT_ERROR|MANDATORY_FIELD_MISSING)$/);
    }
    expect(await rows()).toBe(before);
    const contact = await post(`${C}/forms`, {
      kind: 'CONTACT_ME',
      name: 'Anna Berg',
      phone: '+46 70 123 45 67',
      topic: 'PENSION',
      lang: 'sv',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const news = await post(`${C}/forms`, { kind: 'NEWSLETTER', email: 'anna@example.se', lang: 'sv' });
    expect(news.statusCode).toBe(201);
    // The same address again (in other letters) is the same subscription.
    const again = await post(`${C}/forms`, { kind: 'NEWSLETTER', email: 'Anna@Example.se', lang: 'en' });
    expect(again.json().id).toBe(news.json().id);
    const [row] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, news.json().id));
    const token = row!.unsubscribeToken!;
    expect((await post(`${C}/unsubscribe/${token}`, undefined)).json()).toEqual({
      kind: 'NEWSLETTER',
      title: 'anna@example.se',
      unsubscribed: true,
    });
    expect(await rows()).toBe(before + 2);
    // Unsubscribed, the address may subscribe anew.
    const renewed = await post(`${C}/forms`, { kind: 'NEWSLETTER', email: 'anna@example.se', lang: 'sv' });
    expect(renewed.json().id).not.toBe(news.json().id);
    expect(await rows()).toBe(before + 3);
  });

  it('makes one newsletter subscription of sign-ups of one address sent at once', async () => {
    const sent = await Promise.all(
      ['bo@example.se', 'Bo@example.se', 'BO@EXAMPLE.SE', 'bo@example.se', 'bo@Example.se'].map((email) =>
        post(`${C}/forms`, { kind: 'NEWSLETTER', email, lang: 'sv' }),
      ),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(sent.map((r) => r.json().id)).size).toBe(1);
    const live = await t.database.db
      .select()
      .from(formSubmissions)
      .where(
        sql`lower(${formSubmissions.email}) = 'bo@example.se' and ${formSubmissions.unsubscribedAt} is null`,
      );
    expect(live).toHaveLength(1);
  });

  it('reports the platform status per component', async () => {
    forgetStatus(t.app.deps);
    const res = await get(`${C}/status`);
    expect(res.statusCode).toBe(200);
    const status = res.json();
    const byId = Object.fromEntries(status.components.map((c: { id: string; status: string }) => [c.id, c]));
    expect(byId.DATABASE.status).toBe('OPERATIONAL');
    expect(byId.LIVE_SOCKET.status).toBe('OPERATIONAL');
    // No simulator in this test: prices stand still.
    expect(byId.MARKET_FEED).toMatchObject({ status: 'DEGRADED', reason: 'NO_PRICES' });
    expect(status.status).toBe('DEGRADED');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
