import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, shareId } from '../db/seed/catalog';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';
import { matchesEtag } from './icon-route';

/** Issue 17, spec 001 §7.12 "icons": a generated SVG per instrument, cacheable and revalidated by ETag. */

const SHARE = shareId('NORV B');
const INDEX = CATALOG.indices[0]!.instrumentId;

describe.each(DB_KINDS)('instrument icons on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
  });
  afterAll(async () => t?.close());

  it('draws a monogram of the name, the same bytes every time, with a validator', async () => {
    const share = CATALOG.shares.find((s) => s.instrumentId === SHARE)!;
    const res = await get(`/api/2/instruments/${SHARE}/icon`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{8}"$/);
    expect(res.body).toMatch(/^<svg /);
    const initials = share.name
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => w[0])
      .join('')
      .toUpperCase();
    expect(res.body).toContain(`>${initials}</text>`);
    const again = await get(`/api/2/instruments/${SHARE}/icon`);
    expect(again.body).toBe(res.body);
    expect(again.headers.etag).toBe(etag);
    // An index is a circle on the index colour.
    const index = await get(`/api/2/instruments/${INDEX}/icon`);
    expect(index.body).toContain('<circle');
    expect(index.headers.etag).not.toBe(etag);
  });

  it('answers 304 without a body when the browser has the same icon', async () => {
    const first = await get(`/api/2/instruments/${SHARE}/icon`);
    const etag = String(first.headers.etag);
    const cached = await get(`/api/2/instruments/${SHARE}/icon`, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    const weak = await get(`/api/2/instruments/${SHARE}/icon`, { 'if-none-match': `"x", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const stale = await get(`/api/2/instruments/${SHARE}/icon`, { 'if-none-match': '"00000000"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    const unknown = await get('/api/2/instruments/999999/icon');
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { code: string }).code).toBe('UNKNOWN_INSTRUMENT');
    expect((await get('/api/2/instruments/abc/icon')).statusCode).toBe(400);
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
  });
});
