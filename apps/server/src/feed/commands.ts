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

export function parseCommand(text: string): ParsedCommand {
  let cmd: unknown;
  try {
    cmd = JSON.parse(text);
  } catch {
    return { ok: false, msg: 'malformed frame: not JSON' };
  }
  if (!isObject(cmd) || typeof cmd.cmd !== 'string') {
    return {
      ok: false,
      msg: 'malformed frame: expected {"cmd":"login"|"subscribe"|"unsubscribe","args":{...}}',
      cmd,
    };
  }
  if (cmd.cmd === 'subscribe' || cmd.cmd === 'unsubscribe') {
    const problem = argsProblem(cmd.args);
    if (problem) return { ok: false, msg: problem, cmd };
  } else if (cmd.cmd !== 'login') {
    return { ok: false, msg: `unknown command "${cmd.cmd.slice(0, 40)}"`, cmd };
  }
  const parsed = ClientCommandSchema.safeParse(cmd);
  if (!parsed.success) return { ok: false, msg: 'malformed command', cmd };
  return { ok: true, command: parsed.data, cmd };
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
    const fits = kind === 'integer' ? Number.isInteger(value) : typeof value === 'string' && value.length > 0;
    if (!fits)
      return `invalid key field ${field} for ${t}: expected ${kind === 'integer' ? 'an integer' : 'a non-empty string'}`;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
