import { vi } from 'vitest';
import WebSocket from 'ws';
import { LiveDataClient, type LiveDataClientOptions } from '../live-client';
import { PrivateLiveClient, type PrivateLiveClientOptions } from '../private-client';
import { TestFeedServer } from './test-feed-server';
import { LIVE_PRIVATE_PATH } from '@broker/contract';

/** Short, exact reconnect waits (no jitter), so that reconnect tests take milliseconds. */
const FAST = { reconnect: { initialMs: 10, maxMs: 40 }, random: () => 1 } as const;

/** Waits for a condition on the real socket, checking often so that the tests stay fast. */
export function until<T>(check: () => T, timeout = 3000): Promise<T> {
  return vi.waitFor(check, { timeout, interval: 5 });
}

/**
 * A started test feed server and clients connected to it with Node's `ws`; `dispose()` closes the
 * clients and stops the server. The logger and onError are spies, so that nothing reaches the
 * console and a test can read what was reported.
 */
export async function liveHarness() {
  const server = await TestFeedServer.start();
  const closables: { close(): void }[] = [];
  const logger = { warn: vi.fn() };
  const onError = vi.fn();

  return {
    server,
    logger,
    onError,
    publicClient(options: LiveDataClientOptions = {}): LiveDataClient {
      const client = new LiveDataClient({
        url: server.url(),
        WebSocket,
        logger,
        onError,
        ...FAST,
        ...options,
      });
      closables.push(client);
      return client;
    },
    privateClient(options: PrivateLiveClientOptions = {}): PrivateLiveClient {
      const client = new PrivateLiveClient({
        url: server.url(LIVE_PRIVATE_PATH),
        WebSocket,
        logger,
        onError,
        ...FAST,
        ...options,
      });
      closables.push(client);
      return client;
    },
    async dispose(): Promise<void> {
      for (const client of closables) client.close();
      await server.stop();
    },
  };
}

export type LiveHarness = Awaited<ReturnType<typeof liveHarness>>;
