import { roundTo } from '../money';
import {
  INDICATOR_KINDS,
  INDICATOR_NAMES,
  INDICATOR_PARAM_ORDER,
  MAX_INDICATORS,
  isOneOfAKind,
  sameIndicator,
  validateIndicatorParams,
  type IndicatorEntry,
  type IndicatorKind,
  type ParamErrors,
} from './rules';

/**
 * The technical-analysis parameter of the price time series call (spec 002 §7): entries joined by
 * commas, each the kind and its parameter values in INDICATOR_PARAM_ORDER joined by dashes, e.g.
 * `sma-14,bollinger-20-2.5,rsi-14-70-30,macd-12-26-9,stochastic-14-3-80-20`. The same text for a
 * single entry is its `taTypeWithParams`.
 */

/** A parameter value as written in the query string and on the pill: up to 4 decimals, no exponent. */
export function formatParamValue(value: number): string {
  return roundTo(value, 4).toFixed();
}

/** One entry as `kind-v1-v2…`. */
export function formatTechnicalAnalysis(entry: IndicatorEntry): string {
  const params = entry.params as unknown as Readonly<Record<string, number>>;
  const values = INDICATOR_PARAM_ORDER[entry.kind].map((name) => formatParamValue(params[name]!));
  return [entry.kind, ...values].join('-');
}

export function formatTechnicalAnalysisQuery(entries: readonly IndicatorEntry[]): string {
  return entries.map(formatTechnicalAnalysis).join(',');
}

/**
 * The pill label of spec 002 §2: the indicator's name and its parameter values joined by dashes,
 * e.g. `Bollinger-20-2.5`. `name` lets the UI pass a translated name.
 */
export function indicatorLabel(entry: IndicatorEntry, name: string = INDICATOR_NAMES[entry.kind]): string {
  return [name, ...formatTechnicalAnalysis(entry).split('-').slice(1)].join('-');
}

export type ParseResult =
  { ok: true; entries: IndicatorEntry[] } | { ok: false; error: string; errors?: ParamErrors };

const NUMBER = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

function isKind(text: string): text is IndicatorKind {
  return (INDICATOR_KINDS as readonly string[]).includes(text);
}

/** Parses one entry, `kind-v1-v2…`, checking its syntax and parameter rules. */
export function parseTechnicalAnalysis(text: string): ParseResult {
  const [kind, ...values] = text.split('-');
  if (kind === undefined || !isKind(kind)) return { ok: false, error: `unknown indicator in '${text}'` };
  const order = INDICATOR_PARAM_ORDER[kind];
  if (values.length !== order.length) {
    return { ok: false, error: `'${text}': ${kind} takes ${order.length} value(s), got ${values.length}` };
  }
  const params: Record<string, number> = {};
  for (const [index, name] of order.entries()) {
    const value = values[index]!;
    if (!NUMBER.test(value)) return { ok: false, error: `'${text}': '${value}' is not a number` };
    params[name] = Number(value);
  }
  const entry = { kind, params } as unknown as IndicatorEntry;
  const errors = validateIndicatorParams(entry.kind, entry.params);
  if (Object.keys(errors).length > 0) return { ok: false, error: `'${text}': invalid parameters`, errors };
  return { ok: true, entries: [entry] };
}

/**
 * Parses the whole parameter. The empty string is no indicators. Refused: bad syntax (spaces,
 * upper case, signs, exponents, empty entries), unknown kinds, a wrong number of values, values
 * breaking the rules of spec 002 §5, more than 8 entries, the same entry twice, and two of a
 * one-of-a-kind kind — everything the chart itself can never ask for.
 */
export function parseTechnicalAnalysisQuery(text: string): ParseResult {
  if (text === '') return { ok: true, entries: [] };
  const entries: IndicatorEntry[] = [];
  for (const part of text.split(',')) {
    const parsed = parseTechnicalAnalysis(part);
    if (!parsed.ok) return parsed;
    const entry = parsed.entries[0]!;
    if (entries.some((other) => sameIndicator(other, entry))) {
      return { ok: false, error: `'${part}' is given twice` };
    }
    if (isOneOfAKind(entry.kind) && entries.some((other) => other.kind === entry.kind)) {
      return { ok: false, error: `at most one ${entry.kind} is allowed` };
    }
    entries.push(entry);
  }
  if (entries.length > MAX_INDICATORS) {
    return { ok: false, error: `at most ${MAX_INDICATORS} indicators are allowed, got ${entries.length}` };
  }
  return { ok: true, entries };
}
