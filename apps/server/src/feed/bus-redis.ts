import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Bus, BusMessage } from './bus';
import { deliver } from './bus-deliver';
import { rateLimitedLog } from './log-limiter';

export const DEFAULT_REDIS_CHANNEL = 'broker:feed';

/**
 * The bus over Redis pub/sub: one channel, JSON messages. A process hears its own messages back
 * from Redis like everyone else's, so every process sees one order of events. Rejects when Redis
 * cannot be reached at start; later outages are ridden out by ioredis reconnecting (and
 * re-subscribing), while messages published meanwhile are dropped: market events carry full state,
 * so the next one of a key heals it.
 */
export async function createRedisBus(
  url: string,
  log: FastifyBaseLogger,
  channel = DEFAULT_REDIS_CHANNEL,
): Promise<Bus> {
  const logError = rateLimitedLog(log, 'error');
  // Without an offline queue a publish during an outage fails at once instead of piling up stale ticks.
  const publisher = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectionName: 'broker-feed-pub',
  });
  // A subscribed Redis connection can do nothing else, hence a second one.
  const subscriber = new Redis(url, { lazyConnect: true, connectionName: 'broker-feed-sub' });
  publisher.on('error', (error: unknown) =>
    logError({ err: error }, 'live feed: Redis publisher connection error'),
  );
  subscriber.on('error', (error: unknown) =>
    logError({ err: error }, 'live feed: Redis subscriber connection error'),
  );
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  const handlers = new Set<(message: BusMessage) => void>();
  let closed = false;
  subscriber.on('message', (from: string, text: string) => {
    if (from === channel) deliver(handlers, text, logError);
  });

  return {
    publish(message) {
      if (closed) return;
      publisher.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        logError({ err: error }, 'live feed: Redis publish failed');
      });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}

/** QUIT lets pending publishes out; a connection that is down gets cut instead. */
async function quit(client: Redis): Promise<void> {
  try {
    if (client.status === 'ready') await client.quit();
  } catch {
    // Already gone: nothing to let out.
  } finally {
    client.disconnect();
  }
}
