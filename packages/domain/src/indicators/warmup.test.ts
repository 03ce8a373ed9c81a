import { describe, expect, it } from 'vitest';
import { computeIndicator } from './compute';
import type { IndicatorEntry } from './rules';
import { firstDefinedBar, maxWarmupBars, warmupBars } from './warmup';

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

describe('firstDefinedBar', () => {
  it('is the number of bars each kind needs before its first fully defined value', () => {
    expect(ENTRIES.map(firstDefinedBar)).toEqual([13, 8, 19, 14, 33, 15]);
  });

  it('matches where the indicator functions first define every field, no earlier and no later', () => {
    const input = bars(80);
    for (const entry of ENTRIES) {
      const values = computeIndicator(entry, input);
      const w = firstDefinedBar(entry);
      expect(fieldsAt(values, w).every(Number.isFinite), `${entry.kind} at ${w}`).toBe(true);
      expect(fieldsAt(values, w - 1).some(Number.isNaN), `${entry.kind} at ${w - 1}`).toBe(true);
    }
  });
});

describe('warmupBars', () => {
  it('adds the bars that make an exponential seed forgotten, and nothing to the window kinds', () => {
    expect(ENTRIES.map(warmupBars)).toEqual([13, 8 + 104, 19, 14 + 311, 33 + 300 + 104, 15]);
    expect(maxWarmupBars(ENTRIES)).toBe(437);
    expect(maxWarmupBars([])).toBe(0);
  });

  it('makes a value independent of where the computation starts', () => {
    // A random walk: the seeds of two starts differ a lot, unlike on a smooth curve.
    let x = 100;
    let state = 7;
    const close = Array.from({ length: 2_000 }, () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return (x *= 1 + (state / 2 ** 31 - 0.5) * 0.06);
    });
    const input = (from: number) => ({
      close: close.slice(from),
      high: close.slice(from).map((c) => c * 1.01),
      low: close.slice(from).map((c) => c * 0.99),
    });
    const shown = 1_500;
    for (const entry of ENTRIES) {
      const early = computeIndicator(entry, input(0));
      const late = computeIndicator(entry, input(shown - warmupBars(entry)));
      const offset = shown - warmupBars(entry);
      for (let i = shown; i < close.length; i++) {
        const a = fieldsAt(early, i);
        const b = fieldsAt(late, i - offset);
        a.forEach((v, f) => expect(Math.abs(v - b[f]!), `${entry.kind}[${i}]`).toBeLessThan(1e-7));
      }
      // Without the extra bars the exponential kinds do depend on the start.
      if (warmupBars(entry) > firstDefinedBar(entry)) {
        const short = computeIndicator(entry, input(shown - firstDefinedBar(entry)));
        const a = fieldsAt(early, shown);
        const b = fieldsAt(short, firstDefinedBar(entry));
        expect(Math.max(...a.map((v, f) => Math.abs(v - b[f]!))), entry.kind).toBeGreaterThan(1e-3);
      }
    }
  });
});
