import { z } from 'zod';
import type { CallDef } from '@broker/contract';

/**
 * Reads the call catalogue's zod schemas as JSON Schema (the same conversion the OpenAPI document
 * uses), so the generated tests need no knowledge of any one call: a route added to the catalogue
 * is walked like the others.
 */

export type Loc = 'params' | 'query' | 'body' | 'headers';
export const LOCS: readonly Loc[] = ['params', 'query', 'body', 'headers'];

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
}

/** The input side of a zod schema as JSON Schema, with `$ref`s to `$defs` resolved in place. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  // 'any' for what JSON Schema cannot say (refinements, transforms): the walk only needs shapes.
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const defs = root.$defs ?? {};
  const resolve = (s: JsonSchema): JsonSchema => {
    if (s.$ref?.startsWith('#/$defs/')) return resolve(defs[s.$ref.slice('#/$defs/'.length)] ?? {});
    const out: JsonSchema = { ...s };
    if (s.properties)
      out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, resolve(v)]));
    if (s.items) out.items = resolve(s.items);
    if (s.anyOf) out.anyOf = s.anyOf.map(resolve);
    delete out.$defs;
    return out;
  };
  return resolve(root);
}

/** One input field of a call: where it is, its path inside that part, and its schema. */
export interface Field {
  loc: Loc;
  path: (string | number)[];
  /** The last property name on the path (the name the id tables classify). */
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** Every field of every part of a call, nested object properties and array items included. */
export function fieldsOf(call: CallDef): Field[] {
  const out: Field[] = [];
  for (const loc of LOCS) {
    const s = call[loc];
    if (!s) continue;
    walk(inputSchema(s), loc, [], out);
  }
  return out;
}

function walk(s: JsonSchema, loc: Loc, path: (string | number)[], out: Field[]): void {
  if (s.properties) {
    for (const [name, prop] of Object.entries(s.properties)) {
      const p = [...path, name];
      out.push({ loc, path: p, name, schema: prop, required: (s.required ?? []).includes(name) });
      walk(prop, loc, p, out);
    }
  }
  if (s.items) {
    const p = [...path, 0];
    const name = String(path[path.length - 1] ?? '');
    out.push({ loc, path: p, name: `${name}[]`, schema: s.items, required: false });
    walk(s.items, loc, p, out);
  }
}

export function typeOf(s: JsonSchema): string {
  if (s.anyOf) return s.anyOf.map(typeOf).join('|');
  if (s.enum) return 'enum';
  return Array.isArray(s.type) ? s.type.join('|') : (s.type ?? 'any');
}

/** A plain yyyy-MM-dd field (its pattern says so). */
export function isDateField(s: JsonSchema): boolean {
  const patterns = s.anyOf ? s.anyOf.map((a) => a.pattern) : [s.pattern];
  return patterns.some((p) => p !== undefined && p.includes('\\d{4}-\\d{2}-\\d{2}'));
}

/** Reads a value at a path; undefined when any step is missing. */
export function getAt(root: unknown, path: readonly (string | number)[]): unknown {
  let v = root;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

/** A copy of `root` with the value at `path` set (or removed when `remove`), making missing parents. */
export function setAt(
  root: unknown,
  path: readonly (string | number)[],
  value: unknown,
  remove = false,
): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const base: Record<string | number, unknown> =
    root !== null && typeof root === 'object'
      ? Array.isArray(root)
        ? ([...root] as unknown as Record<number, unknown>)
        : { ...(root as Record<string, unknown>) }
      : typeof head === 'number'
        ? ([] as unknown as Record<number, unknown>)
        : {};
  if (rest.length === 0) {
    if (remove) {
      if (Array.isArray(base)) base.splice(head as number, 1);
      else delete base[head];
    } else base[head] = value;
    return base;
  }
  base[head] = setAt(base[head], rest, value, remove);
  return base;
}
