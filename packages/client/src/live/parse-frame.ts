/** A server frame as far as every frame is alike: `{"type": string, "data": object}`. */
export interface RawFrame {
  type: string;
  data: Record<string, unknown>;
}

export type ParsedMessage = { ok: true; frame: RawFrame } | { ok: false; problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one socket message; what is not a frame comes back as a problem to log (spec 001 §8). */
export function parseFrame(message: unknown): ParsedMessage {
  if (typeof message !== 'string') return { ok: false, problem: 'not a text message' };
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  if (!isRecord(value)) return { ok: false, problem: 'not an object' };
  if (typeof value.type !== 'string' || value.type === '') return { ok: false, problem: 'no type' };
  if (!isRecord(value.data)) return { ok: false, problem: 'no data object' };
  return { ok: true, frame: { type: value.type, data: value.data } };
}

export { isRecord };
