import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, createToken, deleteSession, getAccounts, verifySession } from '@broker/contract';
import { createApiClient } from './http-client';
import { login, logout, verify } from './session';
import { TokenManager } from './token-manager';
import { fakeFetch, json } from './testing/fake-fetch';

/** A backend whose session calls answer `session`, accounts answer a counter and tokens are issued. */
function setup(session: () => Response | Promise<Response> = () => json(200, { loggedIn: true })) {
  let accountsServed = 0;
  const net = fakeFetch((request) => {
    if (request.path === createToken.path) return json(200, { jwt: 'jwt' });
    if (request.path === getAccounts.path) return json(200, [{ served: ++accountsServed }]);
    return session();
  });
  const tokens = new TokenManager({ fetch: net.fetch });
  const client = createApiClient({ fetch: net.fetch, tokens });
  return { client, tokens, net, accountRequests: () => net.to(getAccounts.path).length };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login', () => {
  it('creates a BASIC session, leaves the anonymous state and clears cached replies', async () => {
    const { client, tokens, net, accountRequests } = setup(() => json(201, { loggedIn: true }));
    tokens.markAnonymous();
    await client.call(getAccounts);

    await expect(login(client, { username: 'anna', password: 'secret', countryCode: 'SE' })).resolves.toEqual(
      {
        loggedIn: true,
      },
    );

    const [request] = net.to(createSession.path);
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body ?? 'null')).toEqual({
      authenticationProvider: 'BASIC',
      countryCode: 'SE',
      basic: { username: 'anna', password: 'secret' },
    });
    expect(tokens.anonymous).toBe(false);

    await expect(client.call(getAccounts)).resolves.toEqual([{ served: 2 }]);
    expect(accountRequests()).toBe(2);
    expect(net.requests.at(-1)?.headers['x-nnx-access-token']).toBe('jwt');
  });

  it('changes nothing when the login is refused', async () => {
    const { client, tokens, accountRequests } = setup(() =>
      json(401, { code: 'INVALID_CREDENTIALS', message: 'Wrong username or password' }),
    );
    tokens.markAnonymous();
    await client.call(getAccounts);

    await expect(
      login(client, { username: 'anna', password: 'nope', countryCode: 'SE' }),
    ).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(tokens.anonymous).toBe(true);
    await client.call(getAccounts);
    expect(accountRequests()).toBe(1);
  });
});

describe('logout', () => {
  it('deletes the session, turns anonymous and clears cached replies', async () => {
    const { client, tokens, net, accountRequests } = setup(() => json(200, { loggedIn: false }));
    await client.call(getAccounts);

    await expect(logout(client)).resolves.toEqual({ loggedIn: false });
    expect(net.to(deleteSession.path).map((r) => r.method)).toEqual(['DELETE']);
    expect(tokens.anonymous).toBe(true);
    await client.call(getAccounts);
    expect(accountRequests()).toBe(2);
  });

  it('clears the local state even when the server cannot be reached', async () => {
    const { client, tokens, accountRequests } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await client.call(getAccounts);

    await expect(logout(client)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(tokens.anonymous).toBe(true);
    await client.call(getAccounts);
    expect(accountRequests()).toBe(2);
  });
});

describe('verify', () => {
  it('turns anonymous and clears cached replies when the session has ended', async () => {
    const { client, tokens, net, accountRequests } = setup(() => json(200, { loggedIn: false }));
    await client.call(getAccounts);

    await expect(verify(client)).resolves.toEqual({ loggedIn: false });
    expect(net.to(verifySession.path).map((r) => r.method)).toEqual(['GET']);
    expect(tokens.anonymous).toBe(true);
    await client.call(getAccounts);
    expect(accountRequests()).toBe(2);
  });

  it('keeps cached replies while the session lives', async () => {
    const { client, tokens, accountRequests } = setup(() => json(200, { loggedIn: true }));
    await client.call(getAccounts);
    await verify(client);
    expect(tokens.anonymous).toBe(false);
    await client.call(getAccounts);
    expect(accountRequests()).toBe(1);
  });

  it('leaves the anonymous state when the session turns out to be alive', async () => {
    const { client, tokens } = setup(() => json(200, { loggedIn: true }));
    tokens.markAnonymous();
    await verify(client);
    expect(tokens.anonymous).toBe(false);
  });
});
