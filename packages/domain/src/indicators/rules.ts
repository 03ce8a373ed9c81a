import { dec } from '../money';

/**
 * Technical analysis parameters, their defaults and validation rules, and the limits on the set of
 * active indicators (spec 002 §4, §5, §8, §9). Pure functions shared by the chart UI and the server.
 */

export const INDICATOR_KINDS = ['sma', 'ema', 'bollinger', 'rsi', 'macd', 'stochastic'] as const;
export type IndicatorKind = (typeof INDICATOR_KINDS)[number];

export interface SmaParams {
  period: number;
}
export interface EmaParams {
  period: number;
}
export interface BollingerParams {
  period: number;
  stdDev: number;
}
/** `high` and `low` are the overbought and oversold lines drawn across the RSI pane. */
export interface RsiParams {
  period: number;
  high: number;
  low: number;
}
export interface MacdParams {
  short: number;
  long: number;
  signal: number;
}
/** `high` and `low` are the lines drawn across the stochastic pane. */
export interface StochasticParams {
  period: number;
  signal: number;
  high: number;
  low: number;
}

export interface IndicatorParamsByKind {
  sma: SmaParams;
  ema: EmaParams;
  bollinger: BollingerParams;
  rsi: RsiParams;
  macd: MacdParams;
  stochastic: StochasticParams;
}

export type IndicatorParams<K extends IndicatorKind = IndicatorKind> = IndicatorParamsByKind[K];

/** One indicator on the chart: its kind and parameters. A discriminated union on `kind`. */
export type IndicatorEntry<K extends IndicatorKind = IndicatorKind> = {
  [P in K]: { kind: P; params: IndicatorParamsByKind[P] };
}[K];

export type ParamName<K extends IndicatorKind> = keyof IndicatorParamsByKind[K] & string;

/**
 * Parameter order per kind: the order of the values in the technical-analysis query string
 * (`macd-12-26-9`) and in the pill label (spec 002 §2), and of the defaults in spec 002 §9.
 */
export const INDICATOR_PARAM_ORDER: { readonly [K in IndicatorKind]: readonly ParamName<K>[] } = {
  sma: ['period'],
  ema: ['period'],
  bollinger: ['period', 'stdDev'],
  rsi: ['period', 'high', 'low'],
  macd: ['short', 'long', 'signal'],
  stochastic: ['period', 'signal', 'high', 'low'],
};

/** Spec 002 §9. */
export const INDICATOR_DEFAULTS: { readonly [K in IndicatorKind]: Readonly<IndicatorParamsByKind[K]> } = {
  sma: { period: 14 },
  ema: { period: 9 },
  bollinger: { period: 20, stdDev: 2 },
  rsi: { period: 14, high: 70, low: 30 },
  macd: { short: 12, long: 26, signal: 9 },
  stochastic: { period: 14, signal: 3, high: 80, low: 20 },
};

/** A fresh entry with the default parameters of `kind`. */
export function defaultIndicator<K extends IndicatorKind>(kind: K): IndicatorEntry<K> {
  return { kind, params: { ...INDICATOR_DEFAULTS[kind] } } as IndicatorEntry<K>;
}

/** Display names, for the pill label and the technical analysis tab. */
export const INDICATOR_NAMES: { readonly [K in IndicatorKind]: string } = {
  sma: 'SMA',
  ema: 'EMA',
  bollinger: 'Bollinger',
  rsi: 'RSI',
  macd: 'MACD',
  stochastic: 'Stochastic',
};

/**
 * The rule of one parameter (spec 002 §5). Fixed bounds are inclusive. The relative bounds name
 * another parameter of the same indicator: `above` (at least that value + 1, whole numbers),
 * `below` (at most that value − 1) and `atMost` (at most that value).
 */
export interface ParamRule {
  readonly decimals: 0 | 4;
  readonly min?: number;
  readonly max?: number;
  readonly above?: string;
  readonly below?: string;
  readonly atMost?: string;
}

const PERIOD: ParamRule = { decimals: 0, min: 2, max: 350 };

export const INDICATOR_PARAM_RULES: {
  readonly [K in IndicatorKind]: { readonly [P in ParamName<K>]: ParamRule };
} = {
  sma: { period: PERIOD },
  ema: { period: PERIOD },
  bollinger: { period: PERIOD, stdDev: { decimals: 4, min: 1, max: 50 } },
  rsi: {
    period: PERIOD,
    high: { decimals: 0, max: 100, above: 'low' },
    low: { decimals: 0, min: 2, below: 'high' },
  },
  macd: {
    short: { decimals: 0, min: 2, below: 'long' },
    long: { decimals: 0, max: 350, above: 'short' },
    signal: { decimals: 0, min: 2, atMost: 'short' },
  },
  stochastic: {
    period: PERIOD,
    signal: { decimals: 0, min: 2, atMost: 'low' },
    high: { decimals: 0, max: 100, above: 'low' },
    low: { decimals: 0, min: 2, below: 'high' },
  },
};

/**
 * Message keys. The first four are the messages of spec 002 §5; the spec gives no wording for a
 * missing value, a fraction where a whole number is needed or too many decimals, so the last three
 * are ours.
 */
export type ValidationMessageKey =
  | 'greaterThan'
  | 'smallerThan'
  | 'lessThanOrEqual'
  | 'moreThanOrEqual'
  | 'notANumber'
  | 'wholeNumber'
  | 'maxDecimals';

export interface ValidationMessage {
  key: ValidationMessageKey;
  value?: number;
}

/** English texts; `{value}` is replaced by the message's value. */
export const VALIDATION_MESSAGES_EN: Readonly<Record<ValidationMessageKey, string>> = {
  greaterThan: 'Value needs to be greater than {value}',
  smallerThan: 'Value needs to be smaller than {value}',
  lessThanOrEqual: 'Value needs to be less than or equal to {value}',
  moreThanOrEqual: 'Value needs to be more than or equal to {value}',
  notANumber: 'Value needs to be a number',
  wholeNumber: 'Value needs to be a whole number',
  maxDecimals: 'Value can have at most {value} decimals',
};

export function formatValidationMessage(
  message: ValidationMessage,
  texts: Readonly<Record<ValidationMessageKey, string>> = VALIDATION_MESSAGES_EN,
): string {
  return texts[message.key].replace('{value}', message.value === undefined ? '' : String(message.value));
}

/** Parameter name → the first rule it breaks. Empty when the parameters are valid. */
export type ParamErrors<K extends IndicatorKind = IndicatorKind> = Partial<
  Record<ParamName<K>, ValidationMessage>
>;

function decimalPlaces(value: number): number {
  return dec(value).decimalPlaces();
}

function usable(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The first broken rule of one parameter, or undefined. Checked in this order: a finite number,
 * whole (or at most 4 decimals), the relative bounds, the fixed bounds. A relative bound whose other
 * parameter is itself not a usable number is skipped; that parameter gets its own message.
 */
export function validateParam<K extends IndicatorKind>(
  kind: K,
  params: IndicatorParamsByKind[K],
  name: ParamName<K>,
): ValidationMessage | undefined {
  const rules = INDICATOR_PARAM_RULES[kind] as Readonly<Record<string, ParamRule>>;
  const rule = rules[name];
  const values = params as unknown as Readonly<Record<string, unknown>>;
  const value = values[name];
  if (rule === undefined) return undefined;
  if (!usable(value)) return { key: 'notANumber' };
  if (rule.decimals === 0 && !Number.isInteger(value)) return { key: 'wholeNumber' };
  if (rule.decimals > 0 && decimalPlaces(value) > rule.decimals) {
    return { key: 'maxDecimals', value: rule.decimals };
  }
  const other = (param: string | undefined): number | undefined => {
    if (param === undefined) return undefined;
    const v = values[param];
    return usable(v) ? v : undefined;
  };
  const above = other(rule.above);
  if (above !== undefined && !(value > above)) return { key: 'greaterThan', value: above };
  const below = other(rule.below);
  if (below !== undefined && !(value < below)) return { key: 'smallerThan', value: below };
  const atMost = other(rule.atMost);
  if (atMost !== undefined && value > atMost) return { key: 'lessThanOrEqual', value: atMost };
  if (rule.min !== undefined && value < rule.min) return { key: 'moreThanOrEqual', value: rule.min };
  if (rule.max !== undefined && value > rule.max) return { key: 'lessThanOrEqual', value: rule.max };
  return undefined;
}

/** Every broken parameter rule of an indicator; `{}` when all parameters are valid. */
export function validateIndicatorParams<K extends IndicatorKind>(
  kind: K,
  params: IndicatorParamsByKind[K],
): ParamErrors<K> {
  const errors: ParamErrors<K> = {};
  for (const name of INDICATOR_PARAM_ORDER[kind]) {
    const message = validateParam(kind, params, name);
    if (message) errors[name] = message;
  }
  return errors;
}

export function isValidIndicator(entry: IndicatorEntry): boolean {
  return Object.keys(validateIndicatorParams(entry.kind, entry.params)).length === 0;
}

/**
 * The bounds an input for one parameter may take given the other parameters' current values, for
 * the input's min and max (relative bounds fold into the fixed ones).
 */
export function paramBounds<K extends IndicatorKind>(
  kind: K,
  params: IndicatorParamsByKind[K],
  name: ParamName<K>,
): { min?: number; max?: number; step: number } {
  const rules = INDICATOR_PARAM_RULES[kind] as Readonly<Record<string, ParamRule>>;
  const rule = rules[name];
  if (rule === undefined) return { step: 1 };
  const values = params as unknown as Readonly<Record<string, unknown>>;
  const other = (param: string | undefined): number | undefined => {
    const v = param === undefined ? undefined : values[param];
    return usable(v) ? v : undefined;
  };
  const mins = [rule.min, plus(other(rule.above), 1)].filter(usable);
  const maxs = [rule.max, plus(other(rule.below), -1), other(rule.atMost)].filter(usable);
  return {
    ...(mins.length ? { min: Math.max(...mins) } : {}),
    ...(maxs.length ? { max: Math.min(...maxs) } : {}),
    step: 1 / 10 ** rule.decimals,
  };
}

function plus(value: number | undefined, delta: number): number | undefined {
  return value === undefined ? undefined : value + delta;
}

/** Spec 002 §5 and §9. */
export const MAX_INDICATORS = 8;

/** Kinds of which the chart shows at most one; adding another replaces it (spec 002 §4). */
export const ONE_OF_A_KIND_INDICATORS: readonly IndicatorKind[] = ['macd', 'rsi', 'stochastic'];

export function isOneOfAKind(kind: IndicatorKind): boolean {
  return ONE_OF_A_KIND_INDICATORS.includes(kind);
}

/** Texts of spec 002 §8. `{type}` is the indicator's name. */
export const INDICATOR_NOTICES_EN = {
  duplicateTitle: 'Indicator already added',
  duplicateText: 'An indicator with these values has already been added to the graph',
  replacement: 'Adding a new {type} will replace the existing {type} in your graph.',
} as const;

export function sameIndicator(a: IndicatorEntry, b: IndicatorEntry): boolean {
  if (a.kind !== b.kind) return false;
  const x = a.params as unknown as Readonly<Record<string, number>>;
  const y = b.params as unknown as Readonly<Record<string, number>>;
  return INDICATOR_PARAM_ORDER[a.kind].every((name) => x[name] === y[name]);
}

/**
 * While the user edits a new SMA, EMA or Bollinger: is there already one with these values? (The
 * duplicate warning of spec 002 §5; the one-of-a-kind kinds show the replacement notice instead.)
 */
export function hasDuplicateWarning(existing: readonly IndicatorEntry[], candidate: IndicatorEntry): boolean {
  return !isOneOfAKind(candidate.kind) && existing.some((entry) => sameIndicator(entry, candidate));
}

/** While the user edits a new MACD, RSI or stochastic: will adding it replace the current one? */
export function replacesExisting(existing: readonly IndicatorEntry[], kind: IndicatorKind): boolean {
  return isOneOfAKind(kind) && existing.some((entry) => entry.kind === kind);
}

export type AddIndicatorResult<T extends IndicatorEntry> =
  | { outcome: 'added'; entries: T[] }
  | { outcome: 'replaced'; entries: T[]; replaced: T }
  | { outcome: 'refused'; reason: 'invalid'; errors: ParamErrors }
  | { outcome: 'refused'; reason: 'duplicate'; existing: T }
  | { outcome: 'refused'; reason: 'limit' };

/**
 * What adding `candidate` to the active indicators does (spec 002 §4, §5):
 * - invalid parameters are refused;
 * - an indicator with the same kind and parameters is refused as a duplicate (for SMA, EMA and
 *   Bollinger the UI shows the duplicate warning; for the others nothing would change);
 * - a MACD, RSI or stochastic replaces the one already there, in its place;
 * - otherwise it is appended, unless 8 are already active.
 * `existing` is not modified; entries may carry more fields (id, colour) than kind and params.
 */
export function addIndicator<T extends IndicatorEntry>(
  existing: readonly T[],
  candidate: T,
): AddIndicatorResult<T> {
  const errors = validateIndicatorParams(candidate.kind, candidate.params);
  if (Object.keys(errors).length > 0) return { outcome: 'refused', reason: 'invalid', errors };
  const duplicate = existing.find((entry) => sameIndicator(entry, candidate));
  if (duplicate) return { outcome: 'refused', reason: 'duplicate', existing: duplicate };
  if (isOneOfAKind(candidate.kind)) {
    const index = existing.findIndex((entry) => entry.kind === candidate.kind);
    const replaced = existing[index];
    if (replaced !== undefined) {
      const entries = [...existing];
      entries[index] = candidate;
      return { outcome: 'replaced', entries, replaced };
    }
  }
  if (existing.length >= MAX_INDICATORS) return { outcome: 'refused', reason: 'limit' };
  return { outcome: 'added', entries: [...existing, candidate] };
}
