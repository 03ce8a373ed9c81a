/**
 * The embedded database runs each statement synchronously on the server's one thread: while it
 * runs, no other request moves. A statement that takes long is worth an operator's attention, so
 * the PGlite connection reports those: the statement's text (parameters are never in it: every
 * query is parameterised, so no customer data reaches the log) and its time.
 */
export interface SlowStatement {
  ms: number;
  statement: string;
}

interface RawExec {
  execProtocolRawSync(message: Uint8Array, ...rest: unknown[]): unknown;
}

const decoder = new TextDecoder();
const MAX_TEXT = 400;

/** The SQL of a Parse ('P') or simple Query ('Q') message of the wire protocol, else undefined. */
export function statementOf(message: Uint8Array): string | undefined {
  const type = message[0];
  if (type !== 0x50 && type !== 0x51) return undefined;
  // Q: type, length, text\0. P: type, length, statement name\0, text\0, parameter types.
  let start = 5;
  if (type === 0x50) {
    while (start < message.length && message[start] !== 0) start++;
    start++;
  }
  let end = start;
  while (end < message.length && message[end] !== 0) end++;
  const text = decoder.decode(message.subarray(start, end)).replace(/\s+/g, ' ').trim();
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/**
 * Wraps the client's synchronous protocol call: a message that keeps the thread longer than
 * `thresholdMs` is reported with the last statement parsed on the connection (an Execute carries
 * no text of its own).
 */
export function watchSlowStatements(
  client: RawExec,
  thresholdMs: number,
  report: (slow: SlowStatement) => void,
): void {
  const original = client.execProtocolRawSync.bind(client);
  // The last Parse or Query message, read only when a statement turns out slow.
  let current: Uint8Array | undefined;
  client.execProtocolRawSync = (message: Uint8Array, ...rest: unknown[]) => {
    if (message[0] === 0x50 || message[0] === 0x51) current = message;
    const started = performance.now();
    try {
      return original(message, ...rest);
    } finally {
      const ms = performance.now() - started;
      if (ms >= thresholdMs)
        report({ ms: Math.round(ms), statement: current ? (statementOf(current) ?? '') : '' });
    }
  };
}
