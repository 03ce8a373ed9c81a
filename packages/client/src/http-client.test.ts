import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSession,
  createToken,
  defineCall,
  getAccountInfo,
  getAccountPositions,
  getAccounts,
  getHealth,
  getInstrument,
  getProfileSettings,
  placeFundOrder,
  updateProfileSettings,
  type CallDef,
} from '@broker/contract';
import { createApiClient, type ApiClientOptions } from './http-client';
import { ApiError, MissingAccountIdError } from './errors';
import { TokenManager } from './token-manager';
import { deferred, fakeFetch, json, track, type RecordedRequest, type Responder } from './testing/fake-fetch';

const TOKEN_PATH = createToken.path;

/**
 * A client over a fake network whose token endpoint hands out jwt-1, jwt-2, ... and whose other
 * paths answer through `respond` (200 `{ ok: true }` by default).
 */
function setup(respond: Responder = () => json(200, { ok: true }), options: Partial<ApiClientOptions> = {}) {
  let issued = 0;
  const net = fakeFetch((request) =>
    request.path === TOKEN_PATH ? json(200, { jwt: `jwt-${++issued}` }) : respond(request),
  );
  const tokens = new TokenManager({ fetch: net.fetch });
  const onUnauthorized = vi.fn();
  const client = createApiClient({ fetch: net.fetch, tokens, onUnauthorized, ...options });
  const api = () => net.requests.filter((r) => r.path !== TOKEN_PATH);
  return { client, tokens, net, api, onUnauthorized, tokenFetches: () => net.to(TOKEN_PATH).length };
}

function only(requests: RecordedRequest[]): RecordedRequest {
  expect(requests).toHaveLength(1);
  return requests[0] as RecordedRequest;
}

/** A read whose query takes anything, to exercise the query rules. */
const listTransactions: CallDef = {
  id: 'listTransactions',
  method: 'GET',
  path: '/api/2/transactions',
  auth: 'token',
  summary: 'test',
  tags: [],
  reply: getHealth.reply,
};

/** Spec 000 §9: the customer suitability read is throttled to 1000 ms. */
const getSuitability = defineCall({
  id: 'getSuitability',
  method: 'GET',
  path: '/api/2/suitability',
  auth: 'token',
  summary: 'test',
  tags: [],
  reply: getHealth.reply,
  throttleMs: 1000,
});

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('headers', () => {
  it("auth 'token': client-id NEXT and x-nnx-access-token, cookies, no body headers on a GET", async () => {
    const { client, api } = setup();
    await client.call(getAccounts);

    const request = only(api());
    expect(request.url).toBe('/api/2/accounts');
    expect(request.method).toBe('GET');
    expect(request.headers['client-id']).toBe('NEXT');
    expect(request.headers['x-nnx-access-token']).toBe('jwt-1');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body).toBeUndefined();
    expect(request.credentials).toBe('include');
  });

  it("auth 'bearer': Authorization: Bearer and neither x-nnx-access-token nor client-id", async () => {
    const { client, api } = setup();
    await client.call(getProfileSettings);

    const request = only(api());
    expect(request.headers.authorization).toBe('Bearer jwt-1');
    expect(request.headers['x-nnx-access-token']).toBeUndefined();
    expect(request.headers['client-id']).toBeUndefined();
  });

  it("auth 'none': no token header and no token fetch, only cookies and the client id", async () => {
    const { client, api, tokenFetches } = setup();
    await client.call(getHealth);

    const request = only(api());
    expect(request.headers['x-nnx-access-token']).toBeUndefined();
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['client-id']).toBe('NEXT');
    expect(request.credentials).toBe('include');
    expect(tokenFetches()).toBe(0);
  });

  it('sends a body as JSON with its content type', async () => {
    const { client, api } = setup();
    await client.call(updateProfileSettings, { body: { lang: 'fi' } });

    const request = only(api());
    expect(request.method).toBe('PUT');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toBe('{"lang":"fi"}');
  });

  it("sends a call's own headers (Idempotency-Key), which cannot replace the auth headers", async () => {
    const { client, api } = setup();
    await client.call(placeFundOrder, {
      body: { instrument_id: 2001, accid: 1, orderside: 'BUY', amount: { value: 100, currency: 'SEK' } },
      headers: { 'idempotency-key': 'key-1', 'x-nnx-access-token': 'forged', 'client-id': 'OTHER' },
    });

    const request = only(api());
    expect(request.headers['idempotency-key']).toBe('key-1');
    expect(request.headers['x-nnx-access-token']).toBe('jwt-1');
    expect(request.headers['client-id']).toBe('NEXT');
  });

  it('uses the given base URL and client id', async () => {
    const { client, api } = setup(undefined, { baseUrl: 'https://api.test', clientId: 'OTHER' });
    await client.call(getAccounts);
    const request = only(api());
    expect(request.url).toBe('https://api.test/api/2/accounts');
    expect(request.headers['client-id']).toBe('OTHER');
  });

  it('fills path parameters', async () => {
    const { client, api } = setup();
    await client.call(getAccountInfo, { params: { accid: 42 } });
    expect(only(api()).url).toBe('/api/2/accounts/42/info');
  });

  it('reuses one token for calls within 8000 ms', async () => {
    const { client, api, tokenFetches } = setup();
    await client.call(getHealth);
    await client.call(getAccounts);
    await client.call(getProfileSettings);
    expect(tokenFetches()).toBe(1);
    expect(api().map((r) => r.headers['x-nnx-access-token'] ?? r.headers.authorization)).toEqual([
      undefined,
      'jwt-1',
      'Bearer jwt-1',
    ]);
  });
});

describe('anonymous', () => {
  it('sends no token header after the token endpoint answered 401', async () => {
    const net = fakeFetch((request) =>
      request.path === TOKEN_PATH
        ? json(401, { code: 'UNAUTHORIZED', message: 'No session' })
        : json(200, []),
    );
    const tokens = new TokenManager({ fetch: net.fetch });
    const client = createApiClient({ fetch: net.fetch, tokens });

    await client.call(getAccounts);
    await client.call(getProfileSettings);

    const [accounts, settings] = net.requests.filter((r) => r.path !== TOKEN_PATH);
    expect(accounts?.headers['x-nnx-access-token']).toBeUndefined();
    expect(settings?.headers.authorization).toBeUndefined();
    expect(net.to(TOKEN_PATH)).toHaveLength(1);
  });

  it('a 401 on an authenticated call turns the tokens anonymous and calls onUnauthorized', async () => {
    let expired = true;
    const { client, tokens, api, onUnauthorized, tokenFetches } = setup(() =>
      expired ? json(401, { code: 'INVALID_TOKEN', message: 'Expired' }) : json(200, []),
    );

    const error = await client.call(getAccounts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    expect(tokens.anonymous).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    expired = false;
    await client.call(getAccountInfo, { params: { accid: 1 } });
    expect(api()[1]?.headers['x-nnx-access-token']).toBeUndefined();
    expect(tokenFetches()).toBe(1);
  });

  it('a 401 to a request sent before a login does not log the new session out', async () => {
    const reply = deferred<Response>();
    const { client, tokens, onUnauthorized } = setup(() => reply.promise);

    const stale = client.call(getAccounts);
    await vi.advanceTimersByTimeAsync(0);
    tokens.markLoggedIn();
    reply.resolve(json(401, { code: 'UNAUTHORIZED', message: 'No token' }));

    await expect(stale).rejects.toMatchObject({ status: 401 });
    expect(tokens.anonymous).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 to a call sent without a token (anonymous) is not taken as a logout', async () => {
    const { client, tokens, api, onUnauthorized } = setup(() =>
      json(401, { code: 'UNAUTHORIZED', message: 'No token' }),
    );
    tokens.markAnonymous();
    const generation = tokens.generation;

    await expect(client.call(getAccounts)).rejects.toMatchObject({ status: 401 });
    await expect(client.call(getProfileSettings)).rejects.toMatchObject({ status: 401 });
    expect(api().map((r) => r.headers['x-nnx-access-token'] ?? r.headers.authorization)).toEqual([
      undefined,
      undefined,
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(tokens.generation).toBe(generation);
  });

  it("the token endpoint's 401 on a live session is the logout: reported once, the call goes without a token", async () => {
    let apiStatus = 200;
    const net = fakeFetch((request) =>
      request.path === TOKEN_PATH
        ? json(401, { code: 'UNAUTHORIZED', message: 'No session' })
        : json(apiStatus, apiStatus === 200 ? [] : { code: 'UNAUTHORIZED', message: 'No token' }),
    );
    const tokens = new TokenManager({ fetch: net.fetch });
    const onUnauthorized = vi.fn();
    const client = createApiClient({ fetch: net.fetch, tokens, onUnauthorized });

    await expect(client.call(getAccounts)).resolves.toEqual([]);
    expect(tokens.anonymous).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    apiStatus = 401;
    await expect(client.call(getAccountInfo, { params: { accid: 1 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const sent = net.requests.filter((r) => r.path !== TOKEN_PATH);
    expect(sent.map((r) => r.headers['x-nnx-access-token'])).toEqual([undefined, undefined]);
    expect(net.to(TOKEN_PATH)).toHaveLength(1);
  });

  it('a 401 on a public call (wrong password) does not log anybody out', async () => {
    const { client, tokens, onUnauthorized } = setup(() =>
      json(401, { code: 'INVALID_CREDENTIALS', message: 'Wrong username or password' }),
    );
    await expect(
      client.call(createSession, {
        body: { authenticationProvider: 'BASIC', countryCode: 'SE', basic: { username: 'a', password: 'b' } },
      }),
    ).rejects.toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(tokens.anonymous).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('token unavailable', () => {
  /** A client whose token endpoint answers through `token` and whose other paths answer 200. */
  function withTokenEndpoint(token: Responder) {
    const net = fakeFetch((request) => (request.path === TOKEN_PATH ? token(request) : json(200, [])));
    const tokens = new TokenManager({ fetch: net.fetch });
    const onUnauthorized = vi.fn();
    const client = createApiClient({ fetch: net.fetch, tokens, onUnauthorized });
    return {
      client,
      tokens,
      net,
      onUnauthorized,
      api: () => net.requests.filter((r) => r.path !== TOKEN_PATH),
    };
  }

  it.each([
    ['a 503', () => json(503, { code: 'UNAVAILABLE', message: 'down' })],
    ['a 500', () => json(500, {})],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a reply without jwt', () => json(200, { token: 'x' })],
  ])(
    "sends no 'token' or 'bearer' call when the token fetch fails with %s: TOKEN_UNAVAILABLE, no logout",
    async (_, failure) => {
      const { client, tokens, api, onUnauthorized } = withTokenEndpoint(failure);

      for (const def of [getAccounts, getProfileSettings]) {
        const error = await client.call(def).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 0, code: 'TOKEN_UNAVAILABLE' });
      }
      expect(api()).toHaveLength(0);
      expect(tokens.anonymous).toBe(false);
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('rejects a call whose 2000 ms wait for the token runs out, and sends the first one once the token comes', async () => {
    const reply = deferred<Response>();
    const { client, tokens, api, onUnauthorized } = withTokenEndpoint(() => reply.promise);

    const first = track(client.call(getAccounts));
    const waiting = track(client.call(getAccountInfo, { params: { accid: 1 } }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(waiting).toMatchObject({ settled: true, error: { status: 0, code: 'TOKEN_UNAVAILABLE' } });
    expect(waiting.error).toBeInstanceOf(ApiError);
    expect(api()).toHaveLength(0);

    reply.resolve(json(200, { jwt: 'late' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(first.settled).toBe(true);
    expect(only(api()).headers['x-nnx-access-token']).toBe('late');
    expect(tokens.anonymous).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a public call does not need the token and still goes when the token endpoint is down', async () => {
    const { client, api, net } = withTokenEndpoint(() => json(503, {}));
    await client.call(getHealth);
    expect(only(api()).url).toBe('/health');
    expect(net.to(TOKEN_PATH)).toHaveLength(0);
  });

  it('tries the token endpoint again on the next call after a failure', async () => {
    let attempts = 0;
    const { client, api } = withTokenEndpoint(() =>
      ++attempts === 1 ? json(502, {}) : json(200, { jwt: 'second' }),
    );
    await expect(client.call(getAccounts)).rejects.toMatchObject({ code: 'TOKEN_UNAVAILABLE' });
    await client.call(getAccounts);
    expect(only(api()).headers['x-nnx-access-token']).toBe('second');
  });
});

describe('query', () => {
  it('drops __ALL__, null and undefined, comma-joins arrays and sends dates as yyyy-MM-dd', async () => {
    const { client, api } = setup();
    await client.call(listTransactions, {
      query: {
        accids: [1, 2],
        type: '__ALL__',
        side: undefined,
        note: null,
        from: new Date(2024, 0, 31, 22, 15),
        to: new Date(2024, 1, 29),
      },
    });
    expect(only(api()).url).toBe('/api/2/transactions?accids=1,2&from=2024-01-31&to=2024-02-29');
  });

  it('sends no ? when every filter was a wildcard', async () => {
    const { client, api } = setup();
    await client.call(listTransactions, { query: { type: '__ALL__', accids: ['__ALL__'] } });
    expect(only(api()).url).toBe('/api/2/transactions');
  });
});

describe('body', () => {
  const createReport: CallDef = {
    id: 'createReport',
    method: 'POST',
    path: '/api/2/reports',
    auth: 'token',
    summary: 'test',
    tags: [],
    reply: getHealth.reply,
  };

  it('sends Date values as plain yyyy-MM-dd dates, however deep, like the query (spec 001 §5)', async () => {
    const { client, api } = setup();
    await client.call(createReport, {
      body: {
        from: new Date(2024, 0, 31, 23, 30),
        to: new Date(2024, 1, 29),
        period: { days: [new Date(2024, 11, 31, 0, 0), new Date(2025, 0, 1, 12)] },
        note: '2024-01-31T00:00:00Z',
        count: 3,
      },
    });
    expect(JSON.parse(only(api()).body ?? 'null')).toEqual({
      from: '2024-01-31',
      to: '2024-02-29',
      period: { days: ['2024-12-31', '2025-01-01'] },
      note: '2024-01-31T00:00:00Z',
      count: 3,
    });
  });

  it('sends a Date body itself as a plain date', async () => {
    const { client, api } = setup();
    await client.call(createReport, { body: new Date(2024, 5, 1, 0, 0) });
    expect(only(api()).body).toBe('"2024-06-01"');
  });

  it('refuses an invalid Date before asking for a token or sending anything', async () => {
    const { client, net } = setup();
    await expect(client.call(createReport, { body: { from: new Date(Number.NaN) } })).rejects.toThrow(
      'Invalid Date',
    );
    expect(net.requests).toHaveLength(0);
  });
});

describe('account id', () => {
  it.each([undefined, null, '', '  ', Number.NaN])(
    'makes no request and rejects with MissingAccountIdError when accid is %s',
    async (accid) => {
      const { client, net } = setup();
      const error = await client
        .call(getAccountInfo, { params: { accid: accid as unknown as number } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MissingAccountIdError);
      expect(error).toMatchObject({ callId: 'getAccountInfo', param: 'accid', code: 'MISSING_ACCOUNT_ID' });
      expect(net.requests).toHaveLength(0);
    },
  );

  it('also when the params are left out altogether', async () => {
    const { client, net } = setup();
    const call = client.call as (def: CallDef, input?: object) => Promise<unknown>;
    await expect(call(getAccountPositions)).rejects.toBeInstanceOf(MissingAccountIdError);
    expect(net.requests).toHaveLength(0);
  });

  it('looks in the query when the account parameter is not in the path', async () => {
    const holdings: CallDef = {
      ...listTransactions,
      id: 'holdings',
      path: '/api/2/holdings',
      accountParam: 'accids',
    };
    const { client, api } = setup();
    await expect(client.call(holdings, { query: { accids: [] } })).rejects.toBeInstanceOf(
      MissingAccountIdError,
    );
    await client.call(holdings, { query: { accids: [3, 4] } });
    expect(only(api()).url).toBe('/api/2/holdings?accids=3,4');
  });
});

describe('throttled reads', () => {
  it('share one request within 7000 ms of its start and make a new one after', async () => {
    let served = 0;
    const { client, api } = setup(() => json(200, { accid: 7, served: ++served }));
    const info = () => client.call(getAccountInfo, { params: { accid: 7 } });

    const [a, b] = await Promise.all([info(), info()]);
    expect(api()).toHaveLength(1);
    expect(a).toBe(b);

    await vi.advanceTimersByTimeAsync(6999);
    await expect(info()).resolves.toMatchObject({ served: 1 });
    expect(api()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    await expect(info()).resolves.toMatchObject({ served: 2 });
    expect(api()).toHaveLength(2);
  });

  it('key on the URL: another account is another request', async () => {
    const { client, api } = setup(() => json(200, []));
    await client.call(getAccountPositions, { params: { accid: 1 } });
    await client.call(getAccountPositions, { params: { accid: 2 } });
    await client.call(getAccountInfo, { params: { accid: 1 } });
    expect(api().map((r) => r.url)).toEqual([
      '/api/2/accounts/1/positions',
      '/api/2/accounts/2/positions',
      '/api/2/accounts/1/info',
    ]);
  });

  it('do not keep failures', async () => {
    let calls = 0;
    const { client, api } = setup(() =>
      ++calls === 1 ? json(503, { code: 'DOWN', message: 'down' }) : json(200, {}),
    );
    const info = () => client.call(getAccountInfo, { params: { accid: 7 } });

    await expect(info()).rejects.toMatchObject({ status: 503 });
    await expect(info()).resolves.toEqual({});
    expect(api()).toHaveLength(2);
  });

  it('use the window of the def: 1000 ms for a def that says so', async () => {
    const { client, api } = setup(() => json(200, { status: 'ok' }));
    await client.call(getSuitability);
    await vi.advanceTimersByTimeAsync(999);
    await client.call(getSuitability);
    expect(api()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await client.call(getSuitability);
    expect(api()).toHaveLength(2);
  });

  it('are not shared after clearCache()', async () => {
    const { client, api } = setup(() => json(200, {}));
    await client.call(getAccountInfo, { params: { accid: 7 } });
    client.clearCache();
    await client.call(getAccountInfo, { params: { accid: 7 } });
    expect(api()).toHaveLength(2);
  });

  it('a read without a policy is never shared', async () => {
    const { client, api } = setup(() => json(200, { status: 'ok' }));
    await Promise.all([client.call(getHealth), client.call(getHealth)]);
    expect(api()).toHaveLength(2);
  });
});

describe('cached reads', () => {
  it('are kept until clearCache()', async () => {
    let served = 0;
    const { client, api } = setup(() => json(200, [{ served: ++served }]));

    await client.call(getAccounts);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    await expect(client.call(getAccounts)).resolves.toEqual([{ served: 1 }]);
    expect(api()).toHaveLength(1);

    client.clearCache();
    await expect(client.call(getAccounts)).resolves.toEqual([{ served: 2 }]);
    expect(api()).toHaveLength(2);
  });

  it('key on the URL and do not keep failures', async () => {
    let calls = 0;
    const { client, api } = setup((request) =>
      request.url.endsWith('/2') && ++calls === 1 ? json(500, {}) : json(200, { url: request.url }),
    );
    await client.call(getInstrument, { params: { instrument_id: 1 } });
    await expect(client.call(getInstrument, { params: { instrument_id: 2 } })).rejects.toBeInstanceOf(
      ApiError,
    );
    await client.call(getInstrument, { params: { instrument_id: 2 } });
    await client.call(getInstrument, { params: { instrument_id: 1 } });
    await client.call(getInstrument, { params: { instrument_id: 2 } });
    expect(api().map((r) => r.url)).toEqual([
      '/api/2/instruments/1',
      '/api/2/instruments/2',
      '/api/2/instruments/2',
    ]);
  });

  it('a read started before clearCache() does not come back into the cache', async () => {
    let served = 0;
    const { client, api } = setup(() => json(200, [{ served: ++served }]));
    const before = client.call(getAccounts);
    client.clearCache();
    await before;
    await expect(client.call(getAccounts)).resolves.toEqual([{ served: 2 }]);
    expect(api()).toHaveLength(2);
  });
});

describe('errors', () => {
  it('take the code from data.fields[0].code', async () => {
    const body = {
      code: 'INPUT_ERROR',
      message: 'Order rejected',
      fields: [{ code: 'NOT_ENOUGH_TRADING_POWER', field: 'amount' }, { code: 'OTHER' }],
    };
    const { client } = setup(() => json(400, body));
    const error = await client.call(getAccounts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'NOT_ENOUGH_TRADING_POWER',
      message: 'Order rejected',
      fields: [{ code: 'NOT_ENOUGH_TRADING_POWER', field: 'amount' }, { code: 'OTHER' }],
    });
  });

  it('fall back to data.code when there are no fields', async () => {
    const { client } = setup(() =>
      json(404, { code: 'ACCOUNT_NOT_FOUND', message: 'No such account', fields: [] }),
    );
    await expect(client.call(getAccountInfo, { params: { accid: 9 } })).rejects.toMatchObject({
      status: 404,
      code: 'ACCOUNT_NOT_FOUND',
      message: 'No such account',
      fields: [],
    });
  });

  it('fall back to UNKNOWN_REASON when the body names no code or is not JSON', async () => {
    const { client } = setup((request) =>
      request.url.includes('/1/')
        ? json(500, { message: 'Boom' })
        : new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(client.call(getAccountInfo, { params: { accid: 1 } })).rejects.toMatchObject({
      status: 500,
      code: 'UNKNOWN_REASON',
      message: 'Boom',
    });
    await expect(client.call(getAccountInfo, { params: { accid: 2 } })).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN_REASON',
      message: 'Bad Gateway',
    });
  });

  it('report a network failure as NETWORK_ERROR', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client.call(getHealth).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });
  });

  it('report a 2xx reply that is not JSON as INVALID_REPLY', async () => {
    const { client } = setup(() => new Response('not json', { status: 200 }));
    await expect(client.call(getHealth)).rejects.toMatchObject({ status: 200, code: 'INVALID_REPLY' });
  });
});

describe('replies', () => {
  it('come back as parsed JSON, extra fields included', async () => {
    const reply = { status: 'ok', database: 'pglite', uptimeMs: 5, extra: 'kept' };
    const { client } = setup(() => json(200, reply));
    await expect(client.call(getHealth)).resolves.toEqual(reply);
  });

  it('are checked against the reply schema when asked, without throwing', async () => {
    const onInvalidReply = vi.fn();
    const { client } = setup(() => json(200, { status: 'broken' }), { onInvalidReply });
    await expect(client.call(getHealth)).resolves.toEqual({ status: 'broken' });
    expect(onInvalidReply).toHaveBeenCalledTimes(1);
    expect(onInvalidReply.mock.calls[0]?.[0]).toBe(getHealth);

    onInvalidReply.mockClear();
    const ok = setup(() => json(200, { status: 'ok', database: 'pglite', uptimeMs: 1, extra: true }), {
      onInvalidReply,
    });
    await ok.client.call(getHealth);
    expect(onInvalidReply).not.toHaveBeenCalled();
  });

  it('an empty 2xx reply resolves undefined', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.call(getHealth)).resolves.toBeUndefined();
  });
});
