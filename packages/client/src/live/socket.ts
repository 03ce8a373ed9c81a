/**
 * The part of a WebSocket the live clients use. Both the browser's `WebSocket` and the `ws`
 * package's class fit, so Node 20 (which has no global WebSocket) passes `ws` in the options.
 */
export interface LiveSocketMessageEvent {
  readonly data: unknown;
}

export interface LiveSocketCloseEvent {
  readonly code: number;
  readonly reason: string;
}

export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: LiveSocketMessageEvent) => void): void;
  addEventListener(type: 'close', listener: (event: LiveSocketCloseEvent) => void): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
}

/**
 * Called as `new WebSocket(url, 'NEXT')`. In Node the session cookie is not sent by itself; wrap
 * `ws` to add it: `class extends WS { constructor(u, p) { super(u, p, { headers: { cookie } }) } }`.
 */
export type LiveSocketConstructor = new (url: string, protocol: string) => LiveSocket;

/** WebSocket.OPEN; a literal because the constructor in use may not carry the static. */
export const SOCKET_OPEN = 1;

export function resolveSocketConstructor(given: LiveSocketConstructor | undefined): LiveSocketConstructor {
  if (given) return given;
  if (typeof globalThis.WebSocket === 'function') return globalThis.WebSocket;
  throw new Error('No WebSocket here: pass the `ws` WebSocket class as the `WebSocket` option');
}

/** The feed on the page's own host, ws: or wss: as the page is served. */
export function resolveLiveUrl(given: string | undefined, path: string): string {
  if (given) return given;
  if (typeof globalThis.location === 'undefined') {
    throw new Error(`No page location to derive the live-data url from: pass \`url\` (…${path})`);
  }
  const scheme = globalThis.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${globalThis.location.host}${path}`;
}
