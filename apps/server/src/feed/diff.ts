import { KEY_FIELDS, type LiveType } from '@broker/contract';

export type Fields = Record<string, unknown>;

/**
 * What a subscriber who holds `prev` needs to arrive at `next`: the key fields (so the client can
 * match the frame to its subscription) and every field that changed; undefined when nothing did.
 * A field that disappeared is sent as null, otherwise a client merging frames would keep it forever.
 */
export function changedFields(type: LiveType, prev: Fields, next: Fields): Fields | undefined {
  let changes: Fields | undefined;
  for (const field of Object.keys(next)) {
    if (!same(prev[field], next[field])) (changes ??= {})[field] = next[field];
  }
  for (const field of Object.keys(prev)) {
    if (!Object.hasOwn(next, field)) (changes ??= {})[field] = null;
  }
  if (changes === undefined) return undefined;
  const frame: Fields = {};
  for (const field of KEY_FIELDS[type]) frame[field] = next[field];
  return Object.assign(frame, changes);
}

/** Values are JSON: primitives compare directly, the rare nested value by its text. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
