import type { FastifyBaseLogger } from 'fastify';
import { rateLimitedLog } from '../feed/log-limiter';

/**
 * A promise rejected with no handler is logged and survived instead of ending the process (Node's
 * default since 15): one request or frame that slips past its own error handling must not take
 * every customer's connection down with it. Rate-limited, so a flood cannot fill the log either.
 * Uncaught exceptions still end the process: after a synchronous throw past every handler the
 * process's state is unknown, and a restart is the safe answer.
 */
export function surviveUnhandledRejections(log: FastifyBaseLogger): () => void {
  const logRejection = rateLimitedLog(log, 'error');
  const onRejection = (reason: unknown) =>
    logRejection({ err: reason }, 'unhandled promise rejection (survived)');
  process.on('unhandledRejection', onRejection);
  return () => process.off('unhandledRejection', onRejection);
}
