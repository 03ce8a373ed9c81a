import { describe, expect, it } from 'vitest';
import { CALLS, fillPath, toRouterPath } from './index';

describe('call catalogue', () => {
  it('has one entry per id and per method and path', () => {
    expect(new Set(CALLS.map((c) => c.id)).size).toBe(CALLS.length);
    expect(new Set(CALLS.map((c) => `${c.method} ${c.path}`)).size).toBe(CALLS.length);
  });

  /**
   * The few /api/2 calls open without a token by design, each for its reason: what an <img> or an
   * e-mail's link opens (no headers: 'none'), the platform's status, and what a visitor may write
   * without an account (an FAQ vote, a contact or newsletter form, leaving a mailing by its token).
   * The screener's query has a body (its filters) but changes nothing.
   */
  const OPEN_BY_DESIGN = new Set([
    'getContentAssetFile',
    'getUnsubscribe',
    'confirmUnsubscribe',
    'getPlatformStatus',
    'postFaqFeedback',
    'submitContentForm',
    'screenInstruments',
  ]);

  it('puts every /api/2 call behind the access token, or opens it to visitors as public', () => {
    for (const c of CALLS.filter((c) => c.path.startsWith('/api/2/') && !OPEN_BY_DESIGN.has(c.id)))
      expect(['token', 'public'], c.id).toContain(c.auth);
    // Public calls read market data only: nothing that names an account or changes anything.
    for (const c of CALLS.filter((c) => c.auth === 'public')) {
      if (!OPEN_BY_DESIGN.has(c.id)) expect(c.method, c.id).toBe('GET');
      expect(c.path, c.id).not.toMatch(/accid|account|watchlists\/mine|fund_orders/);
    }
  });

  it('declares the account parameter of every call that takes an accid', () => {
    for (const c of CALLS.filter((c) => c.path.includes('{accid}'))) expect(c.accountParam).toBe('accid');
  });

  it('fills path parameters URI-encoded and refuses missing ones', () => {
    expect(fillPath('/api/2/accounts/{accid}/info', { accid: 12 })).toBe('/api/2/accounts/12/info');
    expect(fillPath('/x/{id}', { id: 'a/b c' })).toBe('/x/a%2Fb%20c');
    expect(() => fillPath('/api/2/accounts/{accid}/info', {})).toThrow(/accid/);
    expect(toRouterPath('/api/2/instruments/{instrument_id}')).toBe('/api/2/instruments/:instrument_id');
  });
});
