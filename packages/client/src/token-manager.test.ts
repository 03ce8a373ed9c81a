import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToken } from '@broker/contract';
import { ACCESS_TOKEN_CACHE_MS, ACCESS_TOKEN_WAIT_MAX_MS, ACCESS_TOKEN_WAIT_POLL_MS } from './constants';
import { TokenManager } from './token-manager';
import { deferred, fakeFetch, json, track } from './testing/fake-fetch';

/** A token endpoint that hands out jwt-1, jwt-2, ... */
function issuingTokens() {
  let issued = 0;
  return fakeFetch(() => json(200, { jwt: `jwt-${++issued}` }));
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TokenManager', () => {
  it('keeps the spec 001 §9 constants', () => {
    expect([ACCESS_TOKEN_CACHE_MS, ACCESS_TOKEN_WAIT_MAX_MS, ACCESS_TOKEN_WAIT_POLL_MS]).toEqual([
      8000, 2000, 20,
    ]);
  });

  it('POSTs an empty body to the token endpoint, with cookies and the client id', async () => {
    const net = issuingTokens();
    const tokens = new TokenManager({ fetch: net.fetch, baseUrl: 'https://api.test' });

    await expect(tokens.getToken()).resolves.toBe('jwt-1');

    expect(net.requests).toHaveLength(1);
    const [request] = net.requests;
    expect(request?.url).toBe(`https://api.test${createToken.path}`);
    expect(request?.method).toBe('POST');
    expect(request?.body).toBeUndefined();
    expect(request?.credentials).toBe('include');
    expect(request?.headers['client-id']).toBe('NEXT');
  });

  it('reuses the token for 8000 ms: the same token at 7999 ms, a new fetch at 8000 ms', async () => {
    const net = issuingTokens();
    const tokens = new TokenManager({ fetch: net.fetch });

    await expect(tokens.getToken()).resolves.toBe('jwt-1');
    await vi.advanceTimersByTimeAsync(7999);
    await expect(tokens.getToken()).resolves.toBe('jwt-1');
    expect(net.requests).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    await expect(tokens.getToken()).resolves.toBe('jwt-2');
    expect(net.requests).toHaveLength(2);
  });

  it('counts the 8000 ms from when the token was requested, not from when it arrived', async () => {
    const reply = deferred<Response>();
    const net = fakeFetch(() => reply.promise);
    const tokens = new TokenManager({ fetch: net.fetch });

    const first = tokens.getToken();
    await vi.advanceTimersByTimeAsync(3000);
    reply.resolve(json(200, { jwt: 'slow' }));
    await expect(first).resolves.toBe('slow');

    await vi.advanceTimersByTimeAsync(4999);
    await expect(tokens.getToken()).resolves.toBe('slow');
    await vi.advanceTimersByTimeAsync(1);
    void tokens.getToken();
    expect(net.requests).toHaveLength(2);
  });

  it('turns anonymous on a 401: undefined, no further fetches, until markLoggedIn()', async () => {
    let status = 401;
    const net = fakeFetch(() =>
      status === 401 ? json(401, { code: 'UNAUTHORIZED' }) : json(200, { jwt: 'after-login' }),
    );
    const tokens = new TokenManager({ fetch: net.fetch });

    await expect(tokens.getToken()).resolves.toBeUndefined();
    expect(tokens.anonymous).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(tokens.getToken()).resolves.toBeUndefined();
    expect(net.requests).toHaveLength(1);

    status = 200;
    tokens.markLoggedIn();
    expect(tokens.anonymous).toBe(false);
    await expect(tokens.getToken()).resolves.toBe('after-login');
    expect(net.requests).toHaveLength(2);
  });

  it('tells onRefused listeners of a 401 from the token endpoint, not of markAnonymous() or a stale 401', async () => {
    const reply = deferred<Response>();
    let first = true;
    const net = fakeFetch(() => {
      if (first) {
        first = false;
        return reply.promise;
      }
      return json(401, {});
    });
    const tokens = new TokenManager({ fetch: net.fetch });
    const refused = vi.fn();
    const unsubscribe = tokens.onRefused(refused);

    // A 401 to a fetch started before a login is stale news.
    const stale = tokens.getToken();
    tokens.markLoggedIn();
    reply.resolve(json(401, {}));
    await stale;
    expect(refused).not.toHaveBeenCalled();
    expect(tokens.anonymous).toBe(false);

    await tokens.getToken();
    expect(refused).toHaveBeenCalledTimes(1);
    tokens.markLoggedIn();
    tokens.markAnonymous();
    expect(refused).toHaveBeenCalledTimes(1);

    unsubscribe();
    tokens.reset();
    await tokens.getToken();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('reset() also leaves the anonymous state', async () => {
    const net = issuingTokens();
    const tokens = new TokenManager({ fetch: net.fetch });
    tokens.markAnonymous();
    await expect(tokens.getToken()).resolves.toBeUndefined();
    expect(net.requests).toHaveLength(0);

    tokens.reset();
    await expect(tokens.getToken()).resolves.toBe('jwt-1');
  });

  it('markAnonymous() drops a cached token', async () => {
    const net = issuingTokens();
    const tokens = new TokenManager({ fetch: net.fetch });
    await tokens.getToken();
    tokens.markAnonymous();
    await expect(tokens.getToken()).resolves.toBeUndefined();
  });

  it('lets callers during a fetch share it, polling every 20 ms', async () => {
    const reply = deferred<Response>();
    const net = fakeFetch(() => reply.promise);
    const tokens = new TokenManager({ fetch: net.fetch });

    const first = tokens.getToken();
    const second = track(tokens.getToken());
    const third = track(tokens.getToken());
    expect(net.requests).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(50);
    reply.resolve(json(200, { jwt: 'shared' }));
    await expect(first).resolves.toBe('shared');

    // Polls at 20, 40 and 60 ms: the 40 ms poll saw the fetch still running, the 60 ms one sees it done.
    await vi.advanceTimersByTimeAsync(9);
    expect(second.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second).toEqual({ settled: true, value: 'shared' });
    expect(third).toEqual({ settled: true, value: 'shared' });
    expect(net.requests).toHaveLength(1);
  });

  it('gives up waiting after 2000 ms with undefined; the late token then serves later callers', async () => {
    const reply = deferred<Response>();
    const net = fakeFetch(() => reply.promise);
    const tokens = new TokenManager({ fetch: net.fetch });

    const first = track(tokens.getToken());
    const waiter = track(tokens.getToken());

    await vi.advanceTimersByTimeAsync(1999);
    expect(waiter.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiter).toEqual({ settled: true, value: undefined });
    expect(first.settled).toBe(false);
    expect(net.requests).toHaveLength(1);

    reply.resolve(json(200, { jwt: 'late' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toEqual({ settled: true, value: 'late' });
    await expect(tokens.getToken()).resolves.toBe('late');
    expect(net.requests).toHaveLength(1);
  });

  it('tells waiters of a 401 during the fetch: undefined and anonymous', async () => {
    const reply = deferred<Response>();
    const net = fakeFetch(() => reply.promise);
    const tokens = new TokenManager({ fetch: net.fetch });

    void tokens.getToken();
    const waiter = track(tokens.getToken());
    reply.resolve(json(401, {}));
    await vi.advanceTimersByTimeAsync(20);
    expect(waiter).toEqual({ settled: true, value: undefined });
    expect(tokens.anonymous).toBe(true);
  });

  it.each([
    ['a 500', () => Promise.resolve(json(500, { code: 'X' }))],
    ['a reply without jwt', () => Promise.resolve(json(200, { token: 'x' }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('answers undefined on %s without turning anonymous, and tries again next time', async (_, failure) => {
    let calls = 0;
    const net = fakeFetch(() => (++calls === 1 ? failure() : json(200, { jwt: 'second-try' })));
    const tokens = new TokenManager({ fetch: net.fetch });

    await expect(tokens.getToken()).resolves.toBeUndefined();
    expect(tokens.anonymous).toBe(false);
    await expect(tokens.getToken()).resolves.toBe('second-try');
  });

  it('does not keep a token whose fetch was under way when the user turned anonymous', async () => {
    const reply = deferred<Response>();
    const net = fakeFetch(() => reply.promise);
    const tokens = new TokenManager({ fetch: net.fetch });

    const first = tokens.getToken();
    tokens.markAnonymous();
    reply.resolve(json(200, { jwt: 'stale' }));
    await expect(first).resolves.toBeUndefined();
    tokens.markLoggedIn();
    expect(net.requests).toHaveLength(1);
    void tokens.getToken();
    expect(net.requests).toHaveLength(2);
  });

  it('calls the injected fetch as a plain function (window.fetch throws when called as a method)', async () => {
    const strictFetch = async function (this: unknown) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return json(200, { jwt: 'ok' });
    };
    const tokens = new TokenManager({ fetch: strictFetch });
    await expect(tokens.getToken()).resolves.toBe('ok');
  });
});
