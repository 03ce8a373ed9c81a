import { systemClock, type Clock } from '../clock';
import { LIVE_IDLE_TIMEOUT_MS, LIVE_RECONNECT_INITIAL_MS, LIVE_RECONNECT_MAX_MS } from './constants';
import type { LiveError } from './errors';
import type { LiveConnectionOptions, LiveLogger } from './live-connection';
import type { ReconnectPolicy } from './reconnect-delay';
import { resolveLiveUrl, resolveSocketConstructor, type LiveSocketConstructor } from './socket';

/** What both live clients are configured with. */
export interface LiveClientOptions {
  /** e.g. `wss://host/ws/2/public`; in a browser it defaults to the page's host. */
  url?: string;
  /** The browser's WebSocket by default; in Node pass the `ws` package's class. */
  WebSocket?: LiveSocketConstructor;
  /**
   * Errors that reach no caller: protocol errors, refusals of subscriptions, a refused login.
   * Logged through `logger` when not given.
   */
  onError?: (error: LiveError) => void;
  /** Malformed messages and other ignored oddities; `console` by default. */
  logger?: LiveLogger;
  /** Drives `lastMessageAt` and the readiness polls (spec 001 §9); tests inject one. */
  clock?: Clock;
  /** For the reconnect jitter; tests pass `() => 1` for exact delays. */
  random?: () => number;
  reconnect?: Partial<ReconnectPolicy>;
  /** A connection silent this long is replaced; 0 turns the watch off. */
  idleTimeoutMs?: number;
}

type Handlers = Pick<LiveConnectionOptions, 'onFrame' | 'onLoggedIn' | 'onDisconnected'>;

export function reportTo(options: LiveClientOptions): (error: LiveError) => void {
  const logger = options.logger ?? console;
  return options.onError ?? ((error) => logger.warn('Live feed:', error));
}

export function connectionOptions(
  options: LiveClientOptions,
  path: string,
  handlers: Handlers,
): LiveConnectionOptions {
  return {
    url: resolveLiveUrl(options.url, path),
    WebSocket: resolveSocketConstructor(options.WebSocket),
    clock: options.clock ?? systemClock,
    logger: options.logger ?? console,
    random: options.random ?? Math.random,
    reconnect: {
      initialMs: options.reconnect?.initialMs ?? LIVE_RECONNECT_INITIAL_MS,
      maxMs: options.reconnect?.maxMs ?? LIVE_RECONNECT_MAX_MS,
    },
    idleTimeoutMs: options.idleTimeoutMs ?? LIVE_IDLE_TIMEOUT_MS,
    onError: reportTo(options),
    ...handlers,
  };
}
