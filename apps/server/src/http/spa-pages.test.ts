import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('web app pages', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'broker-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Nordic broker</title>');
    t = await startTestApp('pglite', { WEB_DIST: dist }, { historyYears: 1, minuteDays: 0 });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, accept?: string) =>
    t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });

  it('serves the page to browsers and to clients that take any type, like curl', async () => {
    for (const accept of [undefined, '*/*', 'text/html,application/xhtml+xml;q=0.9']) {
      for (const url of ['/', '/instrument/1001']) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
      }
    }
  });

  it('answers a JSON 404 to a client that asks for JSON only, and on API paths', async () => {
    expect((await get('/', 'application/json')).json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const api = await get('/api/2/no-such-thing', '*/*');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    // Documents are the server's own: a missing one is not the web app's page.
    const document = await get('/documents/prospectus/SE0000000000.pdf', 'text/html');
    expect(document.statusCode).toBe(404);
    expect(document.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    expect((await get('/documents/nothing', 'text/html')).json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
