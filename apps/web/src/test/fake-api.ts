import type { FetchLike } from '@broker/client';

/** A reply of the fake API: status and JSON body. */
export interface FakeReply {
  status: number;
  body?: unknown;
}

export type FakeRoutes = Record<string, FakeReply | ((init: RequestInit) => FakeReply | Promise<FakeReply>)>;

/**
 * A fetch double keyed by "METHOD /path" (query string ignored). Unknown routes answer 404 so a
 * forgotten route shows up as a visible error rather than a hang.
 */
export function fakeFetch(routes: FakeRoutes): FetchLike & { calls: string[] } {
  const calls: string[] = [];
  const fetchFn = async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const key = `${init.method ?? 'GET'} ${path}`;
    calls.push(key);
    const route = routes[key];
    const reply =
      typeof route === 'function'
        ? await route(init)
        : (route ?? { status: 404, body: { code: 'ROUTE_NOT_FOUND', message: key } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return Object.assign(fetchFn, { calls });
}

export const NOT_LOGGED_IN: FakeReply = { status: 200, body: { loggedIn: false } };

export function sessionReply(lang: string, countryCode: string, locale: string): FakeReply {
  return {
    status: 201,
    body: {
      loggedIn: true,
      expiresAt: Date.now() + 60 * 60 * 1000,
      meta: { lang, locale, countryCode, tld: countryCode.toLowerCase() },
      customer: { customerId: 1, name: 'Test Customer', countryCode },
    },
  };
}
