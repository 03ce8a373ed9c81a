import { describe, expect, it } from 'vitest';
import {
  formatParamValue,
  formatTechnicalAnalysis,
  formatTechnicalAnalysisQuery,
  indicatorLabel,
  parseTechnicalAnalysisQuery,
} from './query';
import type { IndicatorEntry } from './rules';

const ALL: IndicatorEntry[] = [
  { kind: 'sma', params: { period: 14 } },
  { kind: 'ema', params: { period: 9 } },
  { kind: 'bollinger', params: { period: 20, stdDev: 2.5 } },
  { kind: 'rsi', params: { period: 14, high: 70, low: 30 } },
  { kind: 'macd', params: { short: 12, long: 26, signal: 9 } },
  { kind: 'stochastic', params: { period: 14, signal: 3, high: 80, low: 20 } },
];
const ALL_TEXT = 'sma-14,ema-9,bollinger-20-2.5,rsi-14-70-30,macd-12-26-9,stochastic-14-3-80-20';

describe('technical analysis query string', () => {
  it('formats entries as kind and values joined by dashes, entries by commas', () => {
    expect(formatTechnicalAnalysisQuery(ALL)).toBe(ALL_TEXT);
    expect(formatTechnicalAnalysis({ kind: 'bollinger', params: { period: 20, stdDev: 2 } })).toBe(
      'bollinger-20-2',
    );
    expect(formatTechnicalAnalysisQuery([])).toBe('');
  });

  it('parses what it formats', () => {
    expect(parseTechnicalAnalysisQuery(ALL_TEXT)).toEqual({ ok: true, entries: ALL });
    for (const text of ['sma-14,bollinger-20-2,macd-12-26-9', 'bollinger-350-1.0001', 'ema-2', '']) {
      const parsed = parseTechnicalAnalysisQuery(text);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(formatTechnicalAnalysisQuery(parsed.entries)).toBe(text);
    }
  });

  it.each([
    ['unknown kind', 'wma-14'],
    ['upper case', 'SMA-14'],
    ['too few values', 'macd-12-26'],
    ['too many values', 'sma-14-2'],
    ['no values', 'sma'],
    ['empty value', 'sma-'],
    ['empty entry', 'sma-14,,ema-9'],
    ['trailing comma', 'sma-14,'],
    ['space', 'sma-14, ema-9'],
    ['sign', 'sma-+14'],
    ['exponent', 'sma-1e1'],
    ['leading zero', 'sma-014'],
    ['bare decimal point', 'bollinger-20-2.'],
    ['fraction where a whole number is needed', 'sma-14.5'],
    ['out of range', 'sma-1'],
    ['out of range relative to another value', 'rsi-14-30-70'],
    ['too many decimals', 'bollinger-20-2.12345'],
    ['duplicate', 'sma-14,sma-14'],
    ['two of a one-of-a-kind kind', 'rsi-14-70-30,rsi-9-70-30'],
    ['more than 8', Array.from({ length: 9 }, (_, i) => `sma-${i + 2}`).join(',')],
  ])('rejects %s: %s', (_, text) => {
    const parsed = parseTechnicalAnalysisQuery(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).not.toBe('');
  });

  it('reports the broken rules of invalid values', () => {
    expect(parseTechnicalAnalysisQuery('sma-400')).toMatchObject({
      ok: false,
      errors: { period: { key: 'lessThanOrEqual', value: 350 } },
    });
  });

  it('accepts exactly 8 entries and different parameters of one kind', () => {
    const eight = Array.from({ length: 8 }, (_, i) => `sma-${i + 2}`).join(',');
    expect(parseTechnicalAnalysisQuery(eight)).toMatchObject({ ok: true });
  });
});

describe('pill label (spec 002 §2)', () => {
  it('is the name and the values joined by dashes, with up to 4 decimals', () => {
    expect(ALL.map((entry) => indicatorLabel(entry))).toEqual([
      'SMA-14',
      'EMA-9',
      'Bollinger-20-2.5',
      'RSI-14-70-30',
      'MACD-12-26-9',
      'Stochastic-14-3-80-20',
    ]);
    expect(indicatorLabel({ kind: 'bollinger', params: { period: 20, stdDev: 2.123456 } })).toBe(
      'Bollinger-20-2.1235',
    );
    expect(indicatorLabel({ kind: 'sma', params: { period: 14 } }, 'Glidande medelvärde')).toBe(
      'Glidande medelvärde-14',
    );
  });

  it('formats values without exponents or trailing zeros', () => {
    expect(formatParamValue(2)).toBe('2');
    expect(formatParamValue(2.5)).toBe('2.5');
    expect(formatParamValue(1.00005)).toBe('1.0001');
    expect(formatParamValue(0.00001)).toBe('0');
    expect(formatParamValue(1e21)).toBe('1000000000000000000000');
  });
});
