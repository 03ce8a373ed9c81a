import type { FastifyBaseLogger } from 'fastify';
import { connect } from 'nats';
import type { Bus, BusMessage } from './bus';
import { deliver } from './bus-deliver';
import { rateLimitedLog } from './log-limiter';

export const DEFAULT_NATS_SUBJECT = 'broker.feed';

/**
 * The bus over NATS core pub/sub: one subject, JSON messages, delivered back to the publishing
 * process too (NATS echoes by default), so every process sees one order of events. Rejects when
 * NATS cannot be reached at start; afterwards the client reconnects for ever, and what is published
 * while it is away is buffered by the client up to its limit, then dropped.
 */
export async function createNatsBus(
  url: string,
  log: FastifyBaseLogger,
  subject = DEFAULT_NATS_SUBJECT,
): Promise<Bus> {
  const logError = rateLimitedLog(log, 'error');
  const connection = await connect({
    servers: url,
    name: 'broker-feed',
    maxReconnectAttempts: -1,
    timeout: 5000,
  });
  const handlers = new Set<(message: BusMessage) => void>();
  let closed = false;
  connection.subscribe(subject, {
    callback: (error, msg) => {
      if (error) logError({ err: error }, 'live feed: NATS subscription error');
      else deliver(handlers, msg.string(), logError);
    },
  });
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'error')
        log.warn({ nats: status.type, data: String(status.data) }, 'live feed: NATS connection trouble');
      else if (status.type === 'reconnect') log.info('live feed: NATS reconnected');
    }
  })();

  return {
    publish(message) {
      if (closed) return;
      try {
        connection.publish(subject, JSON.stringify(message));
      } catch (error) {
        logError({ err: error }, 'live feed: NATS publish failed');
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      // Drain lets what was published out before the connection closes.
      await connection.drain().catch(() => connection.close());
    },
  };
}
