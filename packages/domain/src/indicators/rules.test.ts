import { describe, expect, it } from 'vitest';
import {
  INDICATOR_DEFAULTS,
  INDICATOR_KINDS,
  INDICATOR_NOTICES_EN,
  MAX_INDICATORS,
  VALIDATION_MESSAGES_EN,
  addIndicator,
  defaultIndicator,
  formatValidationMessage,
  hasDuplicateWarning,
  paramBounds,
  replacesExisting,
  validateIndicatorParams,
  validateParam,
  type IndicatorEntry,
  type IndicatorKind,
  type IndicatorParamsByKind,
  type ParamName,
  type ValidationMessage,
} from './rules';

function check<K extends IndicatorKind>(
  kind: K,
  params: IndicatorParamsByKind[K],
  name: ParamName<K>,
): ValidationMessage | undefined {
  return validateParam(kind, params, name);
}

describe('defaults (spec 002 §9)', () => {
  it('are the documented values', () => {
    expect(INDICATOR_DEFAULTS).toEqual({
      sma: { period: 14 },
      ema: { period: 9 },
      bollinger: { period: 20, stdDev: 2 },
      rsi: { period: 14, high: 70, low: 30 },
      macd: { short: 12, long: 26, signal: 9 },
      stochastic: { period: 14, signal: 3, high: 80, low: 20 },
    });
  });

  it.each(INDICATOR_KINDS)('%s defaults pass its own rules', (kind) => {
    const entry = defaultIndicator(kind);
    expect(validateIndicatorParams(entry.kind, entry.params)).toEqual({});
  });

  it('hands out copies', () => {
    const entry = defaultIndicator('sma');
    entry.params.period = 3;
    expect(INDICATOR_DEFAULTS.sma.period).toBe(14);
  });
});

describe('messages (spec 002 §5)', () => {
  it('are the four texts of the spec, with the value filled in', () => {
    expect(formatValidationMessage({ key: 'greaterThan', value: 1 })).toBe(
      'Value needs to be greater than 1',
    );
    expect(formatValidationMessage({ key: 'smallerThan', value: 26 })).toBe(
      'Value needs to be smaller than 26',
    );
    expect(formatValidationMessage({ key: 'lessThanOrEqual', value: 350 })).toBe(
      'Value needs to be less than or equal to 350',
    );
    expect(formatValidationMessage({ key: 'moreThanOrEqual', value: 2 })).toBe(
      'Value needs to be more than or equal to 2',
    );
    expect(VALIDATION_MESSAGES_EN.greaterThan).toBe('Value needs to be greater than {value}');
  });

  it('take translated texts', () => {
    const sv = { ...VALIDATION_MESSAGES_EN, greaterThan: 'Värdet måste vara större än {value}' };
    expect(formatValidationMessage({ key: 'greaterThan', value: 30 }, sv)).toBe(
      'Värdet måste vara större än 30',
    );
  });

  it('include the notices of spec 002 §8', () => {
    expect(INDICATOR_NOTICES_EN.duplicateTitle).toBe('Indicator already added');
    expect(INDICATOR_NOTICES_EN.replacement).toBe(
      'Adding a new {type} will replace the existing {type} in your graph.',
    );
  });
});

describe('parameter rules (spec 002 §5)', () => {
  it.each(['sma', 'ema'] as const)('%s period 2 to 350', (kind) => {
    expect(check(kind, { period: 2 }, 'period')).toBeUndefined();
    expect(check(kind, { period: 350 }, 'period')).toBeUndefined();
    expect(check(kind, { period: 1 }, 'period')).toEqual({ key: 'moreThanOrEqual', value: 2 });
    expect(check(kind, { period: 351 }, 'period')).toEqual({ key: 'lessThanOrEqual', value: 350 });
    expect(check(kind, { period: 14.5 }, 'period')).toEqual({ key: 'wholeNumber' });
    expect(check(kind, { period: NaN }, 'period')).toEqual({ key: 'notANumber' });
  });

  it('bollinger period 2 to 350, standard deviation 1 to 50 with up to 4 decimals', () => {
    const at = (period: number, stdDev: number) => validateIndicatorParams('bollinger', { period, stdDev });
    expect(at(2, 1)).toEqual({});
    expect(at(350, 50)).toEqual({});
    expect(at(20, 2.1234)).toEqual({});
    expect(at(1, 2)).toEqual({ period: { key: 'moreThanOrEqual', value: 2 } });
    expect(at(351, 2)).toEqual({ period: { key: 'lessThanOrEqual', value: 350 } });
    expect(at(20, 0.9999)).toEqual({ stdDev: { key: 'moreThanOrEqual', value: 1 } });
    expect(at(20, 50.0001)).toEqual({ stdDev: { key: 'lessThanOrEqual', value: 50 } });
    expect(at(20, 2.12345)).toEqual({ stdDev: { key: 'maxDecimals', value: 4 } });
    expect(at(20.5, 2)).toEqual({ period: { key: 'wholeNumber' } });
  });

  it('rsi period 2 to 350, high low+1 to 100, low 2 to high−1', () => {
    const at = (period: number, high: number, low: number) =>
      validateIndicatorParams('rsi', { period, high, low });
    expect(at(2, 70, 30)).toEqual({});
    expect(at(350, 70, 30)).toEqual({});
    expect(at(1, 70, 30)).toEqual({ period: { key: 'moreThanOrEqual', value: 2 } });
    expect(at(351, 70, 30)).toEqual({ period: { key: 'lessThanOrEqual', value: 350 } });
    // high: low + 1 and 100 are the bounds
    expect(at(14, 31, 30)).toEqual({});
    expect(at(14, 100, 30)).toEqual({});
    expect(at(14, 30, 29)).toEqual({});
    expect(at(14, 101, 30)).toEqual({ high: { key: 'lessThanOrEqual', value: 100 } });
    // low: 2 and high − 1 are the bounds
    expect(at(14, 70, 2)).toEqual({});
    expect(at(14, 70, 69)).toEqual({});
    expect(at(14, 70, 1)).toEqual({ low: { key: 'moreThanOrEqual', value: 2 } });
    // low == high breaks both relative rules
    expect(at(14, 30, 30)).toEqual({
      high: { key: 'greaterThan', value: 30 },
      low: { key: 'smallerThan', value: 30 },
    });
    expect(at(14, 100, 99)).toEqual({});
    expect(at(14, 3, 2)).toEqual({});
  });

  it('macd short 2 to long−1, long short+1 to 350, signal 2 to short', () => {
    const at = (short: number, long: number, signal: number) =>
      validateIndicatorParams('macd', { short, long, signal });
    expect(at(12, 26, 9)).toEqual({});
    expect(at(2, 3, 2)).toEqual({});
    expect(at(349, 350, 349)).toEqual({});
    expect(at(1, 26, 9)).toMatchObject({ short: { key: 'moreThanOrEqual', value: 2 } });
    expect(at(25, 26, 9)).toEqual({});
    expect(at(26, 26, 9)).toEqual({
      short: { key: 'smallerThan', value: 26 },
      long: { key: 'greaterThan', value: 26 },
    });
    expect(at(12, 13, 9)).toEqual({});
    expect(at(12, 351, 9)).toEqual({ long: { key: 'lessThanOrEqual', value: 350 } });
    expect(at(12, 26, 12)).toEqual({});
    expect(at(12, 26, 13)).toEqual({ signal: { key: 'lessThanOrEqual', value: 12 } });
    expect(at(12, 26, 1)).toEqual({ signal: { key: 'moreThanOrEqual', value: 2 } });
  });

  it('stochastic period 2 to 350, high low+1 to 100, low 2 to high−1, signal 2 to low', () => {
    const at = (period: number, signal: number, high: number, low: number) =>
      validateIndicatorParams('stochastic', { period, signal, high, low });
    expect(at(14, 3, 80, 20)).toEqual({});
    expect(at(2, 2, 3, 2)).toEqual({});
    expect(at(1, 3, 80, 20)).toEqual({ period: { key: 'moreThanOrEqual', value: 2 } });
    expect(at(351, 3, 80, 20)).toEqual({ period: { key: 'lessThanOrEqual', value: 350 } });
    expect(at(14, 3, 100, 20)).toEqual({});
    expect(at(14, 3, 101, 20)).toEqual({ high: { key: 'lessThanOrEqual', value: 100 } });
    expect(at(14, 3, 21, 20)).toEqual({});
    expect(at(14, 3, 20, 20)).toEqual({
      high: { key: 'greaterThan', value: 20 },
      low: { key: 'smallerThan', value: 20 },
    });
    expect(at(14, 2, 80, 2)).toEqual({});
    expect(at(14, 2, 80, 1)).toEqual({
      signal: { key: 'lessThanOrEqual', value: 1 },
      low: { key: 'moreThanOrEqual', value: 2 },
    });
    expect(at(14, 20, 80, 20)).toEqual({});
    expect(at(14, 21, 80, 20)).toEqual({ signal: { key: 'lessThanOrEqual', value: 20 } });
    expect(at(14, 1, 80, 20)).toEqual({ signal: { key: 'moreThanOrEqual', value: 2 } });
    expect(at(14, 3.5, 80, 20)).toEqual({ signal: { key: 'wholeNumber' } });
  });

  it('skips a relative rule whose other parameter is unusable', () => {
    expect(validateIndicatorParams('rsi', { period: 14, high: 70, low: NaN })).toEqual({
      low: { key: 'notANumber' },
    });
  });

  it('give the input bounds given the other parameters', () => {
    expect(paramBounds('sma', { period: 14 }, 'period')).toEqual({ min: 2, max: 350, step: 1 });
    expect(paramBounds('bollinger', { period: 20, stdDev: 2 }, 'stdDev')).toEqual({
      min: 1,
      max: 50,
      step: 0.0001,
    });
    expect(paramBounds('rsi', { period: 14, high: 70, low: 30 }, 'high')).toEqual({
      min: 31,
      max: 100,
      step: 1,
    });
    expect(paramBounds('rsi', { period: 14, high: 70, low: 30 }, 'low')).toEqual({
      min: 2,
      max: 69,
      step: 1,
    });
    expect(paramBounds('macd', { short: 12, long: 26, signal: 9 }, 'short')).toEqual({
      min: 2,
      max: 25,
      step: 1,
    });
    expect(paramBounds('macd', { short: 12, long: 26, signal: 9 }, 'long')).toEqual({
      min: 13,
      max: 350,
      step: 1,
    });
    expect(paramBounds('macd', { short: 12, long: 26, signal: 9 }, 'signal')).toEqual({
      min: 2,
      max: 12,
      step: 1,
    });
    expect(paramBounds('stochastic', { period: 14, signal: 3, high: 80, low: 20 }, 'signal')).toEqual({
      min: 2,
      max: 20,
      step: 1,
    });
  });
});

describe('adding indicators (spec 002 §4, §5)', () => {
  const sma14: IndicatorEntry = { kind: 'sma', params: { period: 14 } };
  const sma20: IndicatorEntry = { kind: 'sma', params: { period: 20 } };
  const rsi14: IndicatorEntry = { kind: 'rsi', params: { period: 14, high: 70, low: 30 } };
  const rsi9: IndicatorEntry = { kind: 'rsi', params: { period: 9, high: 70, low: 30 } };

  it('appends a new indicator', () => {
    expect(addIndicator([sma14], sma20)).toEqual({ outcome: 'added', entries: [sma14, sma20] });
  });

  it('refuses the same kind with the same parameters, with the warning for SMA, EMA and Bollinger', () => {
    expect(addIndicator([sma14, rsi14], { kind: 'sma', params: { period: 14 } })).toEqual({
      outcome: 'refused',
      reason: 'duplicate',
      existing: sma14,
    });
    expect(hasDuplicateWarning([sma14], { kind: 'sma', params: { period: 14 } })).toBe(true);
    expect(hasDuplicateWarning([sma14], sma20)).toBe(false);
    expect(hasDuplicateWarning([sma14], { kind: 'ema', params: { period: 14 } })).toBe(false);
    const bands: IndicatorEntry = { kind: 'bollinger', params: { period: 20, stdDev: 2 } };
    expect(hasDuplicateWarning([bands], { kind: 'bollinger', params: { period: 20, stdDev: 2.0 } })).toBe(
      true,
    );
    expect(hasDuplicateWarning([bands], { kind: 'bollinger', params: { period: 20, stdDev: 2.5 } })).toBe(
      false,
    );
    expect(addIndicator([rsi14], { ...rsi14 })).toMatchObject({ outcome: 'refused', reason: 'duplicate' });
    expect(hasDuplicateWarning([rsi14], { ...rsi14 })).toBe(false);
  });

  it('replaces the MACD, RSI or stochastic already there, in its place', () => {
    expect(replacesExisting([sma14, rsi14], 'rsi')).toBe(true);
    expect(replacesExisting([sma14], 'rsi')).toBe(false);
    expect(replacesExisting([sma14], 'sma')).toBe(false);
    expect(addIndicator([rsi14, sma14], rsi9)).toEqual({
      outcome: 'replaced',
      entries: [rsi9, sma14],
      replaced: rsi14,
    });
  });

  it('allows at most 8, though a replacement still goes through at the limit', () => {
    const eight: IndicatorEntry[] = Array.from({ length: MAX_INDICATORS - 1 }, (_, i) => ({
      kind: 'ema',
      params: { period: 2 + i },
    }));
    eight.push(rsi14);
    expect(MAX_INDICATORS).toBe(8);
    expect(addIndicator(eight, sma20)).toEqual({ outcome: 'refused', reason: 'limit' });
    expect(addIndicator(eight, rsi9)).toMatchObject({ outcome: 'replaced' });
    expect(addIndicator(eight.slice(1), sma20)).toMatchObject({ outcome: 'added' });
  });

  it('refuses invalid parameters', () => {
    expect(addIndicator([], { kind: 'sma', params: { period: 1 } })).toEqual({
      outcome: 'refused',
      reason: 'invalid',
      errors: { period: { key: 'moreThanOrEqual', value: 2 } },
    });
  });

  it('keeps extra fields and leaves the list it was given alone', () => {
    const existing = [{ ...sma14, id: 'a', colorIndex: 0 }];
    const result = addIndicator(existing, { ...sma20, id: 'b', colorIndex: 1 });
    expect(result).toMatchObject({ outcome: 'added', entries: [{ id: 'a' }, { id: 'b' }] });
    expect(existing).toHaveLength(1);
  });
});
