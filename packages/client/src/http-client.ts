import {
  ACCESS_TOKEN_HEADER,
  CLIENT_ID,
  CLIENT_ID_HEADER,
  type CallBody,
  type CallDef,
  type CallHeaders,
  type CallParams,
  type CallQuery,
  type CallReply,
} from '@broker/contract';
import { systemClock, type Clock } from './clock';
import { INVALID_REPLY, NETWORK_ERROR, TOKEN_UNAVAILABLE } from './constants';
import { ApiError, apiErrorFromReply } from './errors';
import { bindFetch, type FetchLike } from './fetch-like';
import { ReadMemo } from './read-memo';
import { toJsonBody } from './request-body';
import { buildRequestUrl } from './request-url';
import type { TokenManager } from './token-manager';

/** A part of the input: required when its type requires it, optional when all of it is optional. */
type InputPart<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** `{ params, query, body, headers }` of a call, typed from its definition. */
export type CallInput<C extends CallDef> = InputPart<'params', CallParams<C>> &
  InputPart<'query', CallQuery<C>> &
  InputPart<'body', CallBody<C>> &
  InputPart<'headers', CallHeaders<C>>;

type CallArgs<C extends CallDef> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `https://api.example.se`; '' for the same origin. */
  baseUrl?: string;
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  tokens: TokenManager;
  clientId?: string;
  /**
   * Told when the session has gone: a 401 to a call that carried an access token (or to a
   * 'session' call), or a 401 from the token endpoint. The app returns to the logged-out state.
   */
  onUnauthorized?: () => void;
  /**
   * When given, each reply is checked against the call's reply schema and mismatches are reported
   * here (meant for development). The reply is returned as received either way: a server that adds
   * fields must not break the page.
   */
  onInvalidReply?: (def: CallDef, issues: unknown) => void;
  clock?: Clock;
}

export interface ApiClient {
  call<C extends CallDef>(def: C, ...input: CallArgs<C>): Promise<CallReply<C>>;
  /** Forgets cached and throttled replies; at login and logout, when the replies' owner changes. */
  clearCache(): void;
  readonly tokens: TokenManager;
}

/**
 * The client for the call catalogue of `@broker/contract`.
 *
 * - Headers (spec 001 §7.1): `client-id` on the main host's calls; the access token in
 *   `x-nnx-access-token` for auth 'token' and in `Authorization: Bearer` for auth 'bearer' (the
 *   second host's style, which also has no client-id); no token header when anonymous. Cookies go
 *   with every call, as the 'session' calls need them and the others do no harm with them.
 * - A 'token'/'bearer' call for which no token could be had although the user is not anonymous
 *   (the token endpoint failed or was too slow) is not sent: ApiError TOKEN_UNAVAILABLE, status 0.
 *   Sent without its token it would only be refused with a 401 that says nothing of the session.
 * - A def with `accountParam` is not sent without an account id: MissingAccountIdError.
 * - Date values in a JSON body are sent as plain dates `yyyy-MM-dd`, as in the query (spec 001 §5).
 * - GET reads with `cached` are shared until clearCache(); GET reads with `throttleMs` are shared
 *   by the same URL while in flight and for throttleMs after they were started ("one call per
 *   7 s", spec 000 §7). Shared replies are the same object for every caller: treat them as read-only.
 * - Errors: ApiError, with code NETWORK_ERROR when no reply arrived. The session counts as gone
 *   (token manager anonymous, onUnauthorized) on a 401 to a 'session' call, to a 'token'/'bearer'
 *   call that carried a token, or from the token endpoint; not on a 401 to a public call or to a
 *   call sent without a token, and not when the session state was reset (e.g. a login) while the
 *   request was out.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl = '', tokens, clientId = CLIENT_ID, onUnauthorized, onInvalidReply } = options;
  const fetchFn = bindFetch(options.fetch);
  const clock = options.clock ?? systemClock;
  const memo = new ReadMemo();

  // The token endpoint's 401 is the news that the session has gone. Calls then go without a
  // token, and their 401s (see send) are not reported again.
  if (onUnauthorized) tokens.onRefused(onUnauthorized);

  /** The headers of a call, and whether they carry an access token. */
  async function headersFor(
    def: CallDef,
    hasBody: boolean,
    callHeaders: Readonly<Record<string, unknown>> | undefined,
  ): Promise<{ headers: Record<string, string>; withToken: boolean }> {
    // The call's own headers (e.g. Idempotency-Key) first: they cannot replace the auth headers.
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(callHeaders ?? {})) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
    headers.accept = 'application/json';
    if (def.auth !== 'bearer') headers[CLIENT_ID_HEADER] = clientId;
    if (hasBody) headers['content-type'] = 'application/json';
    if (def.auth !== 'token' && def.auth !== 'public' && def.auth !== 'bearer') {
      return { headers, withToken: false };
    }

    const jwt = await tokens.getToken();
    if (jwt === undefined) {
      // Anonymous: the spec's "no token header". Otherwise the token is only late or failed; a
      // public call then still answers, as to a visitor.
      if (tokens.anonymous || def.auth === 'public') return { headers, withToken: false };
      throw new ApiError({
        status: 0,
        code: TOKEN_UNAVAILABLE,
        message: `${def.id}: no access token could be obtained`,
      });
    }
    if (def.auth === 'token' || def.auth === 'public') headers[ACCESS_TOKEN_HEADER] = jwt;
    else headers.authorization = `Bearer ${jwt}`;
    return { headers, withToken: true };
  }

  async function send(
    def: CallDef,
    url: string,
    body: unknown,
    callHeaders: Readonly<Record<string, unknown>> | undefined,
  ): Promise<unknown> {
    const hasBody = body !== undefined;
    // Serialized before the token is asked for, so that a body that cannot be sent costs no fetch.
    const json = hasBody ? toJsonBody(body) : undefined;
    const { headers, withToken } = await headersFor(def, hasBody, callHeaders);
    const init: RequestInit = { method: def.method, headers, credentials: 'include' };
    if (json !== undefined) init.body = json;

    const generation = tokens.generation;
    let status: number;
    let text: string;
    let statusText: string;
    try {
      const response = await fetchFn(`${baseUrl}${url}`, init);
      status = response.status;
      statusText = response.statusText;
      text = await response.text();
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : 'Network error';
      throw new ApiError({ status: 0, code: NETWORK_ERROR, message }, { cause });
    }

    if (status < 200 || status > 299) {
      const sessionGone = def.auth === 'session' || withToken;
      if (status === 401 && sessionGone && tokens.generation === generation) {
        tokens.markAnonymous();
        onUnauthorized?.();
      }
      throw apiErrorFromReply(status, parseLenient(text), statusText);
    }

    if (text === '') return undefined;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (cause) {
      throw new ApiError({ status, code: INVALID_REPLY, message: `${def.id}: reply is not JSON` }, { cause });
    }
    if (onInvalidReply) {
      const checked = def.reply.safeParse(data);
      if (!checked.success) onInvalidReply(def, checked.error.issues);
    }
    return data;
  }

  async function call<C extends CallDef>(def: C, ...args: CallArgs<C>): Promise<CallReply<C>> {
    const input: { params?: unknown; query?: unknown; body?: unknown; headers?: unknown } = args[0] ?? {};
    const url = buildRequestUrl(def, input.params, input.query);
    const headers = input.headers as Readonly<Record<string, unknown>> | undefined;
    const run = () => send(def, url, input.body, headers) as Promise<CallReply<C>>;

    // Only reads are shared; a cached def is kept for good, a throttled one for its window.
    const maxAgeMs = def.cached ? Infinity : (def.throttleMs ?? 0);
    if (def.method !== 'GET' || maxAgeMs <= 0) return run();
    return memo.share(`${def.method} ${url}`, maxAgeMs, clock.now(), run);
  }

  return { call, clearCache: () => memo.clear(), tokens };
}

/** Error replies may be HTML from a proxy; their code then falls back to UNKNOWN_REASON. */
function parseLenient(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
