import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '@broker/contract';
import { startTestApp, type TestApp } from '../testing/test-app';

// Spec 002 §1, 001 §4: visitors read what a broker shows the public; everything personal stays
// closed. Generated from the contract, so a call added later is checked by its `auth` alone.
describe('what a visitor may call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {}, { minuteDays: 0 });
  });
  afterAll(async () => t?.close());

  /** A path with every parameter filled (auth is checked before the parameters). */
  const urlOf = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'tradable' ? '11:101' : '1'));

  it('answers 401 to every personal call without a token', async () => {
    const personal = CALLS.filter((c) => c.auth === 'token' || c.auth === 'bearer' || c.auth === 'session');
    expect(personal.length).toBeGreaterThan(20);
    for (const call of personal) {
      const res = await t.app.inject({
        method: call.method,
        url: urlOf(call.path),
        headers: { 'client-id': 'NEXT' },
      });
      expect(res.statusCode, `${call.id} ${call.method} ${call.path}`).toBe(401);
    }
  });

  it('answers every public call without a token, and refuses a bad token with 401', async () => {
    const open = CALLS.filter((c) => c.auth === 'public');
    expect(open.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'getInstrument',
        'mainSearch',
        'getPriceTimeSeries',
        'listNews',
        'getCuratedList',
      ]),
    );
    for (const call of open) {
      const url = urlOf(call.path);
      const visitor = await t.app.inject({ method: call.method, url, headers: { 'client-id': 'NEXT' } });
      // The filled-in id may not exist or a query may be missing: anything but 401 and 5xx.
      expect(visitor.statusCode, `${call.id} ${url}: ${visitor.body.slice(0, 200)}`).not.toBe(401);
      expect(visitor.statusCode, `${call.id} ${url}`).toBeLessThan(500);
      const bad = await t.app.inject({
        method: call.method,
        url,
        headers: { 'client-id': 'NEXT', 'x-nnx-access-token': 'not-a-token' },
      });
      expect(bad.statusCode, call.id).toBe(401);
    }
  });
});
