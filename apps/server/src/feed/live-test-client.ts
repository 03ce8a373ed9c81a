import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { LIVE_SUBPROTOCOL } from '@broker/contract';

export interface Frame {
  type: string;
  data: Record<string, unknown>;
}

/** A real `ws` client for the feed tests: keeps every frame and lets a test wait for the next ones. */
export interface LiveTestClient {
  ws: WebSocket;
  /** Every frame received, heartbeats included, with its text as sent. */
  frames: { at: number; text: string; frame: Frame }[];
  send(command: unknown): void;
  /** The next frame after those already taken that is not a heartbeat (unless `heartbeats`). */
  next(timeoutMs?: number, options?: { heartbeats?: boolean }): Promise<Frame>;
  /** Fails when any frame other than a heartbeat arrives within `ms`. */
  silence(ms: number): Promise<void>;
  /** Marks every frame received so far as taken. */
  skip(): void;
  closed: Promise<{ code: number; reason: string }>;
}

export function liveUrl(app: FastifyInstance, path: string): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('app is not listening on TCP');
  return `ws://127.0.0.1:${address.port}${path}`;
}

export async function openLive(
  url: string,
  {
    protocols = [LIVE_SUBPROTOCOL],
    cookie,
    headers = {},
  }: { protocols?: string[]; cookie?: string; headers?: Record<string, string> } = {},
): Promise<LiveTestClient> {
  const ws = new WebSocket(url, protocols, { headers: cookie ? { ...headers, cookie } : headers });
  const frames: LiveTestClient['frames'] = [];
  let taken = 0;
  let wake: (() => void) | undefined;
  ws.on('message', (data) => {
    const text = String(data);
    frames.push({ at: Date.now(), text, frame: JSON.parse(text) as Frame });
    wake?.();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.once('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      wake?.();
    });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  const pending = (heartbeats: boolean) => {
    while (taken < frames.length) {
      const entry = frames[taken++]!;
      if (heartbeats || entry.frame.type !== 'heartbeat') return entry.frame;
    }
    return undefined;
  };

  return {
    ws,
    frames,
    closed,
    send(command) {
      ws.send(typeof command === 'string' ? command : JSON.stringify(command));
    },
    async next(timeoutMs = 2000, { heartbeats = false } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = pending(heartbeats);
        if (frame) return frame;
        const left = deadline - Date.now();
        if (left <= 0 || ws.readyState === WebSocket.CLOSED) {
          throw new Error(
            `no frame within ${timeoutMs} ms (socket ${ws.readyState === WebSocket.CLOSED ? 'closed' : 'open'})`,
          );
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    },
    skip() {
      taken = frames.length;
    },
    async silence(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const frame = pending(false);
      if (frame) throw new Error(`expected silence, got ${JSON.stringify(frame)}`);
    },
  };
}

/** The HTTP status of a refused handshake, or 101 when it was accepted. */
export function handshakeStatus(
  url: string,
  protocols: string[],
  headers: Record<string, string> = {},
): Promise<{ status: number; protocol?: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols, { headers });
    ws.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      res.resume();
      ws.terminate();
    });
    ws.once('open', () => {
      resolve({ status: 101, protocol: ws.protocol });
      ws.close();
    });
    ws.once('error', (error) => reject(error));
  });
}
