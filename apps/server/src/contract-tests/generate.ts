import fc from 'fast-check';
import type { CallDef } from '@broker/contract';
import {
  LOCS,
  fieldsOf,
  getAt,
  inputSchema,
  isDateField,
  setAt,
  typeOf,
  type Field,
  type JsonSchema,
  type Loc,
} from './schema-walk';

/**
 * fast-check arbitraries generated from a call's contract: valid-shaped requests, and mutations of
 * them (wrong types, missing and extra fields, extreme numbers, impossible dates, odd strings and
 * ids, malformed JSON).
 */

export interface Req {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
  /** Sent as is with content-type application/json instead of `body` (malformed JSON). */
  rawBody?: string;
  /** Path parameters put in the URL without encoding (odd ids such as `%2010001`). */
  rawParams?: Record<string, string>;
}

/**
 * Values the test knows to be real for the calling customer (their account, order, watchlist ...),
 * by `callId.name` first and then by field name, so valid-shaped requests reach the routes' logic
 * instead of stopping at "not found".
 */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export function hintFor(
  hints: Hints,
  call: CallDef,
  field: { name: string },
): fc.Arbitrary<unknown> | undefined {
  return hints[`${call.id}.${field.name}`] ?? hints[field.name];
}

const CAP = 1_000_000;

/** A valid-shaped value of a JSON Schema (refinements aside: those the server may still refuse). */
export function validArb(
  s: JsonSchema,
  name: string,
  hint: (name: string) => fc.Arbitrary<unknown> | undefined,
): fc.Arbitrary<unknown> {
  const h = hint(name);
  if (h) return h;
  if (s.anyOf) return fc.oneof(...s.anyOf.map((a) => validArb(a, name, hint)));
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const type = typeOf(s);
  if (type === 'integer' || type === 'number') {
    const min =
      s.exclusiveMinimum !== undefined
        ? s.exclusiveMinimum + (type === 'integer' ? 1 : 0.01)
        : (s.minimum ?? -CAP);
    const max =
      s.exclusiveMaximum !== undefined
        ? s.exclusiveMaximum - (type === 'integer' ? 1 : 0.01)
        : (s.maximum ?? CAP);
    const lo = Math.max(min, -CAP);
    const hi = Math.max(lo, Math.min(max, CAP));
    return type === 'integer'
      ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
      : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  }
  if (type === 'string') {
    const minLength = s.minLength ?? 0;
    const maxLength = Math.min(s.maxLength ?? 20, 20);
    if (s.pattern) {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity));
    }
    return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array')
    return fc.array(validArb(s.items ?? {}, `${name}[]`, hint), { maxLength: Math.min(s.maxItems ?? 3, 3) });
  if (type === 'object' || s.properties) {
    const props = s.properties ?? {};
    const required = s.required ?? [];
    // A hinted optional field is always sent: the hint is there to make the request meaningful.
    const requiredKeys = Object.keys(props).filter((k) => required.includes(k) || hint(k) !== undefined);
    return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validArb(v, k, hint)])), {
      requiredKeys,
    });
  }
  return fc.constant('x');
}

/** Valid-shaped requests of a call. */
export function validReqArb(call: CallDef, hints: Hints): fc.Arbitrary<Req> {
  const parts = {} as Record<Loc, fc.Arbitrary<unknown>>;
  for (const loc of LOCS) {
    const s = call[loc];
    parts[loc] = s
      ? validArb(inputSchema(s), '', (name) => hintFor(hints, call, { name }))
      : fc.constant(loc === 'body' ? undefined : {});
  }
  return fc.record(parts).map((p) => ({
    params: (p.params ?? {}) as Record<string, unknown>,
    query: (p.query ?? {}) as Record<string, unknown>,
    body: p.body,
    headers: (p.headers ?? {}) as Record<string, unknown>,
  }));
}

/**
 * Why a mutated request must be refused even where the schema as written today would let it
 * through: the rules the broker means to keep (an id is plain decimal digits, a date exists, a name
 * carries no control or direction characters). Anything else is judged by the contract itself.
 */
export type StrictClass = 'odd-id' | 'impossible-date' | 'control-in-name';

export interface Mutation {
  kind: 'none' | 'replace' | 'remove' | 'extra' | 'malformed-json' | 'body-not-object';
  /** Human-readable: what was changed, for failure messages and the known-issue list. */
  label: string;
  field?: Field;
  strict?: StrictClass;
  apply(req: Req): Req;
}

const ID_NAME = /(^id$|_id$|Id$|accid|^ids?$|_ids$|Ids$)/;
export const isIdField = (f: Field) => ID_NAME.test(f.name.replace(/\[\]$/, ''));

/** Strings of control, direction and other awkward characters. */
const ODD_CHARS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  '\r\n',
  '\u202eevil\u202c',
  '\u2066x\u2069',
  '\u200b\u200d\ufeff',
  '\ud800',
  '💥🇸🇪',
  '%00',
  '%',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  ' ',
];
const LONG = 'x'.repeat(10_000);

/** C0 controls, DEL, and the bidi embedding, override and isolate characters. */
function hasControlOrBidi(v: string): boolean {
  return [...v].some((ch) => {
    const c = ch.codePointAt(0)!;
    return c < 0x20 || c === 0x7f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
  });
}

const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [1, 2], { a: 1 }, 'abc', '', 0, 1.5, -1];
const EXTREME_NUMBERS: unknown[] = [
  -1,
  0,
  -0.0001,
  0.001,
  1e-7,
  1.123456789,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '1000',
  '1e3',
];
const IMPOSSIBLE_DATES = ['2024-02-30', '0000-00-00', '9999-99-99', '2023-13-01', '2023-00-10', '2023-04-31'];

/** Odd spellings of a real id (so a lenient parser would land on real data) and odd ids outright. */
function oddIds(real: unknown): string[] {
  const n = Number(real);
  const forms =
    Number.isInteger(n) && n > 0
      ? [`0x${n.toString(16)}`, `%20${n}`, `+${n}`, `${n}.0`, n.toExponential(), ` ${n}`, `${n}%00`]
      : [];
  return [...forms, '-1', '0', '1e3', '9223372036854775808', 'NaN', 'Infinity', '0x', '00', '١٢٣'];
}

function replace(field: Field, value: unknown, label: string, strict?: StrictClass, raw = false): Mutation {
  return {
    kind: 'replace',
    label: `${field.loc}.${field.path.join('.')} = ${label}`,
    field,
    strict,
    apply(req) {
      if (raw && field.loc === 'params') {
        return { ...req, rawParams: { ...req.rawParams, [String(field.path[0])]: String(value) } };
      }
      return { ...req, [field.loc]: setAt(req[field.loc], field.path, value) } as Req;
    },
  };
}

const show = (v: unknown) => {
  const s =
    typeof v === 'string'
      ? JSON.stringify(v.length > 40 ? `${v.slice(0, 20)}…(${v.length})` : v)
      : String(JSON.stringify(v));
  return s;
};

/** The mutations of one field, given a valid base request (for the real id under it). */
function fieldMutations(field: Field, base: Req): Mutation[] {
  const out: Mutation[] = [];
  const type = typeOf(field.schema);
  const current = getAt(base[field.loc], field.path);
  // Headers: only values HTTP can carry (visible ASCII); the rest is the HTTP parser's business.
  if (field.loc === 'headers') {
    out.push(
      { ...replace(field, '', '""') },
      replace(field, LONG, 'long string'),
      replace(field, ' ', 'space'),
      replace(field, '"\'<>{}', 'punctuation'),
    );
    if (!field.required) return out;
    out.push({
      kind: 'remove',
      label: `headers.${field.name} removed`,
      field,
      apply: (r) => ({
        ...r,
        headers: setAt(r.headers, field.path, undefined, true) as Record<string, unknown>,
      }),
    });
    return out;
  }
  for (const v of WRONG_TYPES) out.push(replace(field, v, `wrong type ${show(v)}`));
  if (type.includes('number') || type.includes('integer')) {
    for (const v of EXTREME_NUMBERS) out.push(replace(field, v, `number ${show(v)}`));
  }
  if (type.includes('string') || type === 'enum' || field.loc !== 'body') {
    for (const v of ODD_CHARS) {
      const strict = /name$/i.test(field.name) && hasControlOrBidi(v) ? 'control-in-name' : undefined;
      out.push(replace(field, v, `odd string ${show(v)}`, strict));
    }
    out.push(replace(field, LONG, 'long string 10k'));
    if (typeof current === 'string' && current.length > 0) {
      out.push(
        replace(field, `${current}\u0000`, 'value + NUL'),
        replace(field, `${current}\u202e`, 'value + bidi'),
      );
      if (/name$/i.test(field.name))
        out.push(replace(field, `${current}\u0007`, 'name + BEL', 'control-in-name'));
    }
  }
  if (isDateField(field.schema)) {
    for (const v of IMPOSSIBLE_DATES) out.push(replace(field, v, `impossible date ${v}`, 'impossible-date'));
  }
  if (isIdField(field) && field.loc !== 'body') {
    // Plain digits ('0', '00') are the contract's to judge (range, not found); other spellings are refused.
    for (const v of oddIds(current))
      out.push(replace(field, v, `odd id ${show(v)}`, /^\d+$/.test(v) ? undefined : 'odd-id', true));
  }
  if (
    isIdField(field) &&
    field.loc === 'query' &&
    typeof current === 'string' &&
    /^\d+(,\d+)*$/.test(current)
  ) {
    // Lists of ids: odd members and separators around real ids.
    for (const v of [
      `${current},`,
      `,${current}`,
      `${current},,${current}`,
      `${current};1`,
      `${current}, 1`,
      `${current},0x1`,
    ])
      out.push(replace(field, v, `odd id list ${show(v)}`, 'odd-id'));
  }
  out.push({
    kind: 'remove',
    label: `${field.loc}.${field.path.join('.')} removed`,
    field,
    apply: (r) => ({ ...r, [field.loc]: setAt(r[field.loc], field.path, undefined, true) }) as Req,
  });
  return out;
}

/** Not JSON at all (a valid JSON text such as an escaped lone surrogate would be a body, not malformed). */
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'nul',
  '{"a":1}}',
  '\u0000',
  '{"a":NaN}',
  '{"a":"\\ud8"}',
  ' ',
];

/** Every mutation of a call, built on a valid base request. */
export function mutationsOf(call: CallDef, base: Req): Mutation[] {
  const out: Mutation[] = [];
  for (const field of fieldsOf(call)) {
    // Inside arrays only when the base has an element there; deeper paths follow from it.
    if (
      field.path.some((p) => typeof p === 'number') &&
      getAt(base[field.loc], field.path.slice(0, field.path.lastIndexOf(0) + 1)) === undefined
    )
      continue;
    out.push(...fieldMutations(field, base));
  }
  for (const loc of ['query', 'body'] as const) {
    if (
      loc === 'body' &&
      (call.method === 'GET' || (base.body !== undefined && typeof base.body !== 'object'))
    )
      continue;
    for (const [key, value] of [
      ['unknownExtra', 'x'],
      ['__proto__', { polluted: true }],
      ['constructor', 'x'],
      ['extra' + 'y'.repeat(300), LONG],
    ] as const) {
      out.push({
        kind: 'extra',
        label: `${loc} + extra field ${key.slice(0, 20)}`,
        apply: (r) => ({ ...r, [loc]: { ...(r[loc] as object), [key]: value } }),
      });
    }
  }
  if (call.method !== 'GET') {
    for (const raw of MALFORMED_JSON)
      out.push({
        kind: 'malformed-json',
        label: `malformed JSON ${show(raw)}`,
        apply: (r) => ({ ...r, rawBody: raw }),
      });
    for (const v of [null, [], 'text', 42, [base.body]]) {
      out.push({ kind: 'body-not-object', label: `body = ${show(v)}`, apply: (r) => ({ ...r, body: v }) });
    }
  }
  return out;
}

/** A generated case: a valid-shaped request and one mutation of it (sometimes none, sometimes two). */
export interface Case {
  req: Req;
  mutations: Mutation[];
}

const GROUP =
  /^(wrong type|number|odd string|long string|value \+|name \+|impossible date|odd id list|odd id)/;

/** The class of a mutation: a case picks a class first, so rare classes (dates, ids) get their share. */
function groupOf(m: Mutation): string {
  if (m.kind !== 'replace') return m.kind;
  const what = m.label.slice(m.label.indexOf(' = ') + 3);
  return GROUP.exec(what)?.[1] ?? 'header';
}

function pick(all: Mutation[]): fc.Arbitrary<Mutation> {
  const groups = new Map<string, Mutation[]>();
  for (const m of all) groups.set(groupOf(m), [...(groups.get(groupOf(m)) ?? []), m]);
  return fc.constantFrom(...groups.values()).chain((ms) => fc.constantFrom(...ms));
}

export function caseArb(call: CallDef, hints: Hints): fc.Arbitrary<Case> {
  return validReqArb(call, hints).chain((base): fc.Arbitrary<Case> => {
    const all = mutationsOf(call, base);
    const none: Mutation = { kind: 'none', label: 'valid-shaped', apply: (r) => r };
    const choices: fc.WeightedArbitrary<Mutation[]>[] = [{ weight: 1, arbitrary: fc.constant([none]) }];
    if (all.length > 0) choices.push({ weight: 8, arbitrary: pick(all).map((m) => [m]) });
    if (all.length > 1) {
      choices.push({
        weight: 2,
        arbitrary: fc.uniqueArray(pick(all), {
          minLength: 2,
          maxLength: 2,
          selector: (m) => m.label,
        }),
      });
    }
    return fc.oneof(...choices).map((mutations) => ({
      req: mutations.reduce<Req>((r, m) => m.apply(r), base),
      mutations,
      // fast-check prints this for a counterexample instead of the mutations' functions.
      [fc.toStringMethod]: () => `${mutations.map((m) => m.label).join(' + ')} on ${JSON.stringify(base)}`,
    }));
  });
}
