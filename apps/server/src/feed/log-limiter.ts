import type { FastifyBaseLogger } from 'fastify';

export type LimitedLog = (fields: object, msg: string) => void;

/**
 * Client mistakes and broker hiccups can come by the thousand per second; the log keeps at most
 * `limit` lines per window and says, on the next line it lets through, how many it left out.
 */
export function rateLimitedLog(
  log: FastifyBaseLogger,
  level: 'debug' | 'info' | 'warn' | 'error',
  { limit = 10, windowMs = 10_000 } = {},
): LimitedLog {
  let windowStart = 0;
  let written = 0;
  let suppressed = 0;
  return (fields, msg) => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      written = 0;
    }
    if (written >= limit) {
      suppressed++;
      return;
    }
    written++;
    log[level](suppressed > 0 ? { ...fields, suppressed } : fields, msg);
    suppressed = 0;
  };
}
