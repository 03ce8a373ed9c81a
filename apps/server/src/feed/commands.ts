import { ClientCommandSchema, LIVE_TYPES, type ClientCommand, type LiveType } from '@broker/contract';

/**
 * A client frame, checked. On failure `msg` says what is wrong in words a client developer can act
 * on, and `cmd` is the command as sent (when it was JSON) so the client can tell which one failed.
 */
export type ParsedCommand =
  { ok: true; command: ClientCommand; cmd: unknown } | { ok: false; msg: string; cmd?: unknown };

type KeyShape = Record<string, 'integer' | 'string'>;
const BY_ID: KeyShape = { m: 'integer', i: 'string' };
const KEY_SHAPES: Record<LiveType, KeyShape> = {
  price: BY_ID,
  depth: BY_ID,
  trade: BY_ID,
  trading_status: BY_ID,
  indicator: { m: 'string', i: 'string' },
  news: { s: 'integer' },
};

/** Identifiers, market and symbol strings are a few characters; nothing longer names a key. */
export const MAX_KEY_FIELD_LENGTH = 40;
const ECHO_STRING_LENGTH = 40;
const ECHO_ARG_FIELDS = ['t', 'm', 'i', 's'] as const;

export function parseCommand(text: string): ParsedCommand {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, msg: 'malformed frame: not JSON' };
  }
  // Only a bounded, flat copy of what was sent is ever echoed or logged: a deeply nested frame
  // would overflow the stack when serialized, and a huge one would be written back and logged.
  const cmd = echoOf(raw);
  if (!isObject(raw) || typeof raw.cmd !== 'string') {
    return {
      ok: false,
      msg: 'malformed frame: expected {"cmd":"login"|"subscribe"|"unsubscribe","args":{...}}',
      cmd,
    };
  }
  const problem = commandProblem(raw.cmd, raw.args);
  if (problem) return { ok: false, msg: problem, cmd };
  const parsed = ClientCommandSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, msg: 'malformed command', cmd };
  return { ok: true, command: parsed.data, cmd };
}

/**
 * What an `err` frame repeats of a client's frame so it can tell which command failed: the command
 * name and the key fields, strings cut to 40 characters; nothing else, and nothing nested.
 */
export function echoOf(raw: unknown): unknown {
  if (!isObject(raw)) return undefined;
  const echo: Record<string, unknown> = {};
  if (typeof raw.cmd === 'string') echo.cmd = raw.cmd.slice(0, ECHO_STRING_LENGTH);
  if (isObject(raw.args)) {
    const args: Record<string, unknown> = {};
    for (const field of ECHO_ARG_FIELDS) {
      const value = raw.args[field];
      if (typeof value === 'string') args[field] = value.slice(0, ECHO_STRING_LENGTH);
      else if (typeof value === 'number' || typeof value === 'boolean') args[field] = value;
    }
    echo.args = args;
  }
  return echo;
}

function commandProblem(name: string, args: unknown): string | undefined {
  if (name === 'subscribe' || name === 'unsubscribe') return argsProblem(args);
  if (name !== 'login') return `unknown command ${JSON.stringify(name.slice(0, ECHO_STRING_LENGTH))}`;
  return undefined;
}

/** The first thing wrong with subscription args, in the order a client developer would fix them. */
function argsProblem(args: unknown): string | undefined {
  if (!isObject(args)) return 'missing args: expected {"t":<type>, ...key fields}';
  const t = args.t;
  if (t === undefined) return 'missing subscription type t';
  if (typeof t !== 'string' || !(LIVE_TYPES as readonly string[]).includes(t)) {
    return `unknown subscription type ${JSON.stringify(t).slice(0, 40)}; known: ${LIVE_TYPES.join(', ')}`;
  }
  const shape = KEY_SHAPES[t as LiveType];
  const missing = Object.keys(shape).filter((f) => args[f] === undefined || args[f] === null);
  if (missing.length > 0) return `missing key fields for ${t}: ${missing.join(', ')}`;
  for (const [field, kind] of Object.entries(shape)) {
    const value = args[field];
    const fits =
      kind === 'integer'
        ? Number.isSafeInteger(value)
        : typeof value === 'string' &&
          value.length > 0 &&
          value.length <= MAX_KEY_FIELD_LENGTH &&
          !CONTROL_OR_FORMAT.test(value);
    if (!fits)
      return `invalid key field ${field} for ${t}: expected ${kind === 'integer' ? 'an integer' : `a string of 1 to ${MAX_KEY_FIELD_LENGTH} printable characters`}`;
  }
  return undefined;
}

/** Control and invisible format characters (NUL, bidi overrides) name no instrument. */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_FORMAT = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
