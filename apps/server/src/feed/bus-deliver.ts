import type { BusMessage } from './bus';
import type { LimitedLog } from './log-limiter';

/**
 * Hands one message received from a broker to this process's handlers. A broken message, or a
 * handler that throws, is logged and does not keep the others from theirs.
 */
export function deliver(
  handlers: Iterable<(message: BusMessage) => void>,
  text: string,
  logError: LimitedLog,
): void {
  let message: BusMessage;
  try {
    message = JSON.parse(text) as BusMessage;
  } catch (error) {
    logError({ err: error, text: text.slice(0, 200) }, 'live feed: bus message is not JSON');
    return;
  }
  for (const handler of handlers) {
    try {
      handler(message);
    } catch (error) {
      logError({ err: error }, 'live feed: bus handler failed');
    }
  }
}
