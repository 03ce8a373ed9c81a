import { describe, expect, it } from 'vitest';
import { computeIndicator } from './compute';
import type { IndicatorEntry } from './rules';
import { maxWarmupBars, warmupBars } from './warmup';

const ENTRIES: IndicatorEntry[] = [
  { kind: 'sma', params: { period: 14 } },
  { kind: 'ema', params: { period: 9 } },
  { kind: 'bollinger', params: { period: 20, stdDev: 2 } },
  { kind: 'rsi', params: { period: 14, high: 70, low: 30 } },
  { kind: 'macd', params: { short: 12, long: 26, signal: 9 } },
  { kind: 'stochastic', params: { period: 14, signal: 3, high: 80, low: 20 } },
];

/** A deterministic zig-zag walk with highs above and lows below the close. */
function bars(n: number) {
  const close = Array.from({ length: n }, (_, i) => 100 + 5 * Math.sin(i / 3) + i * 0.1);
  return { close, high: close.map((c) => c + 1), low: close.map((c) => c - 1) };
}

/** Every field of a computed indicator, at one index. */
function fieldsAt(values: ReturnType<typeof computeIndicator>, i: number): number[] {
  return Object.entries(values)
    .filter(([key]) => key !== 'kind')
    .map(([, series]) => (series as Float64Array)[i]!);
}

describe('warmupBars', () => {
  it('is the number of bars each kind needs before its first fully defined value', () => {
    expect(ENTRIES.map(warmupBars)).toEqual([13, 8, 19, 14, 33, 15]);
    expect(maxWarmupBars(ENTRIES)).toBe(33);
    expect(maxWarmupBars([])).toBe(0);
  });

  it('matches where the indicator functions first define every field, no earlier and no later', () => {
    const input = bars(80);
    for (const entry of ENTRIES) {
      const values = computeIndicator(entry, input);
      const w = warmupBars(entry);
      expect(fieldsAt(values, w).every(Number.isFinite), `${entry.kind} at ${w}`).toBe(true);
      expect(fieldsAt(values, w - 1).some(Number.isNaN), `${entry.kind} at ${w - 1}`).toBe(true);
    }
  });
});
