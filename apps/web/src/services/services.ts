import {
  LiveDataClient,
  TokenManager,
  createApiClient,
  type ApiClient,
  type FetchLike,
} from '@broker/client';
import type { LiveFeed, PrivateFeed } from './live-feed';

/**
 * The app's connection to the API, created once per page (or per test with a fake fetch).
 * The API client reports a 401 through one callback; the session provider subscribes to it here
 * because the client exists before any React tree does.
 */
export interface Services {
  client: ApiClient;
  onUnauthorized(listener: () => void): () => void;
  /**
   * A new connection to the live-data feed. Called once per logged-in session: the socket logs in
   * with the session cookie, so a feed must not outlive the session it was opened for.
   */
  createLiveFeed(): LiveFeed;
  /**
   * A new connection to the customer's private feed of order and trade events, once per logged-in
   * session; undefined where there is none (component tests).
   */
  createPrivateFeed?: (() => PrivateFeed) | undefined;
}

export interface ServicesOptions {
  fetch?: FetchLike;
  /** '' for the same origin: the server serves the app and the API together. */
  baseUrl?: string;
  onInvalidReply?: Parameters<typeof createApiClient>[0]['onInvalidReply'];
  /** Tests pass an in-memory feed; by default the browser's WebSocket on the page's host. */
  createLiveFeed?: () => LiveFeed;
  /** The private feed's connection; none unless given (main.tsx gives the socket client). */
  createPrivateFeed?: () => PrivateFeed;
}

export function createServices(options: ServicesOptions = {}): Services {
  const baseUrl = options.baseUrl ?? '';
  const listeners = new Set<() => void>();
  const tokens = new TokenManager({ fetch: options.fetch, baseUrl });
  const client = createApiClient({
    baseUrl,
    fetch: options.fetch,
    tokens,
    onInvalidReply: options.onInvalidReply,
    onUnauthorized: () => {
      for (const listener of [...listeners]) listener();
    },
  });
  return {
    client,
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    createLiveFeed: options.createLiveFeed ?? (() => new LiveDataClient()),
    createPrivateFeed: options.createPrivateFeed,
  };
}
