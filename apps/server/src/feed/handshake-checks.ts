import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client's address as the HTTP routes see it: the socket's peer, or, behind trusted proxies
 * (TRUST_PROXY), the last X-Forwarded-For entry they vouch for; the same rules Fastify applies.
 */
export function clientAddressOf(trustProxy: boolean | number | string[]): (req: IncomingMessage) => string {
  if (trustProxy === false || trustProxy === 0) return (req) => req.socket.remoteAddress ?? 'unknown';
  const trust =
    trustProxy === true
      ? () => true
      : typeof trustProxy === 'number'
        ? (_addr: string, i: number) => i < trustProxy
        : proxyAddr.compile(trustProxy);
  return (req) => {
    const all = proxyAddr.all(req, trust);
    return all[all.length - 1] ?? 'unknown';
  };
}

/**
 * Whether a WebSocket handshake may ride on the customer's session cookie. Browsers always send
 * Origin on a WebSocket handshake and cookies go with it even from another (same-site) origin, so
 * the page's origin must be the site's own (the Host it asked for, or X-Forwarded-Host behind a
 * trusted proxy) or one the operator listed. A handshake without Origin is not a browser's: it
 * cannot carry a victim's cookie without the victim's help, so it is let through.
 */
export function originAllowed(
  req: IncomingMessage,
  trustProxy: boolean | number | string[],
  allowed: readonly string[],
): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = trustProxy !== false ? req.headers['x-forwarded-host'] : undefined;
  const own =
    (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) ?? req.headers.host;
  return own !== undefined && host.toLowerCase() === own.toLowerCase();
}

/** Open sockets per client address, so one address cannot hold the server's sockets. */
export class ConnectionCounter {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts a connection in, or answers false when the address is at its limit. */
  take(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.max) return false;
    this.open.set(address, n + 1);
    return true;
  }

  release(address: string): void {
    const n = (this.open.get(address) ?? 1) - 1;
    if (n <= 0) this.open.delete(address);
    else this.open.set(address, n);
  }
}

/**
 * A token bucket per socket: `perSecond` frames on average, bursts up to `burst` (a reconnect sends
 * every subscription at once).
 */
export class FrameBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
