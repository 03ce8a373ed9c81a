import { CLIENT_ID, CLIENT_ID_HEADER, createToken } from '@broker/contract';
import { systemClock, type Clock } from './clock';
import { ACCESS_TOKEN_CACHE_MS, ACCESS_TOKEN_WAIT_MAX_MS, ACCESS_TOKEN_WAIT_POLL_MS } from './constants';
import { bindFetch, type FetchLike } from './fetch-like';

export interface TokenManagerOptions {
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  /** Prefix of the token endpoint path, e.g. `https://api.example.se`; '' for the same origin. */
  baseUrl?: string;
  clientId?: string;
  clock?: Clock;
}

type FetchOutcome = { kind: 'token'; jwt: string } | { kind: 'anonymous' } | { kind: 'failed' };

/**
 * The access token of spec 001 §4.
 *
 * - Obtained by POSTing an empty body to the token endpoint; the session cookie goes along.
 * - Reused for ACCESS_TOKEN_CACHE_MS, counted from when its request was sent: the server issued the
 *   token no earlier than that, so the age is never underestimated on a slow network.
 * - A 401 from the token endpoint means there is no session: the manager turns anonymous,
 *   tells the `onRefused` listeners, and `getToken()` resolves `undefined` without asking again
 *   until `markLoggedIn()`/`reset()`.
 * - While one fetch is under way, other callers do not start their own; they poll every
 *   ACCESS_TOKEN_WAIT_POLL_MS for it to finish, for at most ACCESS_TOKEN_WAIT_MAX_MS. A caller
 *   whose wait runs out gets `undefined`; the fetch carries on and its token serves later callers.
 * - Any other failure (network, 5xx, a reply without jwt) also gives `undefined`, but is neither
 *   cached nor taken to mean anonymous, so the next caller tries again.
 *
 * So `undefined` means "send no token" only while `anonymous` is true; otherwise it means "no
 * token could be had right now", and the API client does not send the call at all (a call without
 * its token would be refused with a 401, which is not the customer's session ending).
 *
 * `getToken()` never rejects.
 */
export class TokenManager {
  readonly #fetch: FetchLike;
  readonly #url: string;
  readonly #clientId: string;
  readonly #clock: Clock;

  #token: { jwt: string; requestedAt: number } | undefined;
  #anonymous = false;
  #inFlight: Promise<string | undefined> | undefined;
  readonly #refusedListeners = new Set<() => void>();
  /** Bumped by every state change, so a fetch started before it cannot write its result after it. */
  #epoch = 0;

  constructor(options: TokenManagerOptions = {}) {
    this.#fetch = bindFetch(options.fetch);
    this.#url = `${options.baseUrl ?? ''}${createToken.path}`;
    this.#clientId = options.clientId ?? CLIENT_ID;
    this.#clock = options.clock ?? systemClock;
  }

  /** True after a 401: no token is fetched and no token header is sent. */
  get anonymous(): boolean {
    return this.#anonymous;
  }

  /**
   * Changes whenever the state is reset (login, logout, a 401). A reply compares it with the value
   * at its sending to tell whether its news is stale: a 401 to a request made before a login must
   * not log the new session out.
   */
  get generation(): number {
    return this.#epoch;
  }

  getToken(): Promise<string | undefined> {
    if (this.#anonymous) return Promise.resolve(undefined);
    const cached = this.#cachedToken();
    if (cached !== undefined) return Promise.resolve(cached);
    if (this.#inFlight) return this.#waitForFetch();
    return this.#startFetch();
  }

  /**
   * Tells `listener` whenever the token endpoint answers 401 to a fetch of the current state, i.e.
   * the session the manager was fetching tokens for has gone. Not told of `markAnonymous()` calls,
   * whose caller knows already. Returns the unsubscribe function.
   */
  onRefused(listener: () => void): () => void {
    this.#refusedListeners.add(listener);
    return () => {
      this.#refusedListeners.delete(listener);
    };
  }

  /** The session is gone (a 401, a logout): stop fetching and sending tokens. */
  markAnonymous(): void {
    this.#forget();
    this.#anonymous = true;
  }

  /** A session exists again (a login): the next `getToken()` fetches a fresh token. */
  markLoggedIn(): void {
    this.reset();
  }

  /** Back to the initial state: no token, not anonymous, no fetch to wait for. */
  reset(): void {
    this.#forget();
    this.#anonymous = false;
  }

  #forget(): void {
    this.#epoch += 1;
    this.#token = undefined;
    this.#inFlight = undefined;
  }

  #cachedToken(): string | undefined {
    const token = this.#token;
    if (token && this.#clock.now() - token.requestedAt < ACCESS_TOKEN_CACHE_MS) return token.jwt;
    return undefined;
  }

  #startFetch(): Promise<string | undefined> {
    const epoch = this.#epoch;
    const requestedAt = this.#clock.now();
    const inFlight = this.#requestToken().then((outcome) => {
      if (epoch !== this.#epoch) return undefined;
      this.#inFlight = undefined;
      if (outcome.kind === 'anonymous') {
        this.markAnonymous();
        for (const listener of [...this.#refusedListeners]) listener();
        return undefined;
      }
      if (outcome.kind === 'failed') return undefined;
      this.#token = { jwt: outcome.jwt, requestedAt };
      return outcome.jwt;
    });
    this.#inFlight = inFlight;
    return inFlight;
  }

  async #waitForFetch(): Promise<string | undefined> {
    // Polls instead of awaiting the fetch's promise, as spec 001 §4 describes; the promise may
    // also be dropped by reset(), which a poll notices and an await would not.
    const start = this.#clock.now();
    while (this.#inFlight && this.#clock.now() - start < ACCESS_TOKEN_WAIT_MAX_MS) {
      await this.#clock.sleep(ACCESS_TOKEN_WAIT_POLL_MS);
    }
    if (this.#inFlight || this.#anonymous) return undefined;
    return this.#cachedToken();
  }

  async #requestToken(): Promise<FetchOutcome> {
    try {
      const response = await this.#fetch(this.#url, {
        method: createToken.method,
        credentials: 'include',
        headers: { [CLIENT_ID_HEADER]: this.#clientId },
      });
      if (response.status === 401) return { kind: 'anonymous' };
      if (!response.ok) return { kind: 'failed' };
      const reply = createToken.reply.safeParse(await response.json());
      if (!reply.success || reply.data.jwt === '') return { kind: 'failed' };
      return { kind: 'token', jwt: reply.data.jwt };
    } catch {
      return { kind: 'failed' };
    }
  }
}
