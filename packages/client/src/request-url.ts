import { fillPath, type CallDef } from '@broker/contract';
import { MissingAccountIdError } from './errors';
import { toQueryString } from './query';

function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function lookup(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

/**
 * Spec 001 §5: a call that needs an account id is not made without one. The id is usually a path
 * parameter; the holdings calls take their (comma-joined) account ids in the query instead.
 */
function assertAccountId(def: CallDef, params: unknown, query: unknown): void {
  const name = def.accountParam;
  if (name === undefined) return;
  const inPath = def.path.includes(`{${name}}`);
  if (isMissing(lookup(inPath ? params : query, name))) throw new MissingAccountIdError(def.id, name);
}

/** Path (with its `{name}` parameters filled) and query string, relative to the API's base URL. */
export function buildRequestUrl(def: CallDef, params: unknown, query: unknown): string {
  assertAccountId(def, params, query);
  return fillPath(def.path, params as Record<string, unknown> | undefined) + toQueryString(query);
}
