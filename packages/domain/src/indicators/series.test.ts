import { describe, expect, it } from 'vitest';
import { bollinger, ema, macd, rsi, sma, stochastic, RSI_FLAT, STOCHASTIC_FLAT } from './series';

/** Digits for toBeCloseTo where the hand value is a fraction a double cannot hold exactly. */
const DIGITS = 12;

function nanCount(values: Float64Array): number {
  let count = 0;
  for (const v of values) if (Number.isNaN(v)) count++;
  return count;
}

function expectClose(actual: Float64Array, expected: readonly number[], digits = DIGITS): void {
  expect(actual.length).toBe(expected.length);
  expected.forEach((value, i) => {
    if (Number.isNaN(value)) expect(actual[i], `index ${i}`).toBeNaN();
    else expect(actual[i], `index ${i}`).toBeCloseTo(value, digits);
  });
}

/** mulberry32, so the reference comparisons see the same series every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function bars(n: number, seed = 7): { high: number[]; low: number[]; close: number[] } {
  const next = random(seed);
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  let last = 100;
  for (let i = 0; i < n; i++) {
    const open = last;
    last = Math.max(1, last * (1 + (next() - 0.5) * 0.04));
    close.push(last);
    high.push(Math.max(open, last) + next());
    low.push(Math.min(open, last) - next());
  }
  return { high, low, close };
}

/** Straight from the definitions, O(n × period): what the fast versions are checked against. */
const reference = {
  sma(close: number[], period: number): number[] {
    return close.map((_, i) =>
      i < period - 1 ? NaN : close.slice(i - period + 1, i + 1).reduce((a, b) => a + b, 0) / period,
    );
  },
  ema(close: number[], period: number, from = 0): number[] {
    const k = 2 / (period + 1);
    const out: number[] = close.map(() => NaN);
    let e = NaN;
    for (let i = from + period - 1; i < close.length; i++) {
      e =
        i === from + period - 1
          ? close.slice(from, from + period).reduce((a, b) => a + b, 0) / period
          : e + k * (close[i]! - e);
      out[i] = e;
    }
    return out;
  },
  stdDev(close: number[], period: number): number[] {
    const means = reference.sma(close, period);
    return close.map((_, i) => {
      if (i < period - 1) return NaN;
      const mean = means[i]!;
      const window = close.slice(i - period + 1, i + 1);
      return Math.sqrt(window.reduce((a, x) => a + (x - mean) ** 2, 0) / period);
    });
  },
  rsi(close: number[], period: number): number[] {
    const out: number[] = close.map(() => NaN);
    let gain = 0;
    let loss = 0;
    for (let i = 1; i < close.length; i++) {
      const change = close[i]! - close[i - 1]!;
      const up = Math.max(change, 0);
      const down = Math.max(-change, 0);
      if (i <= period) {
        gain += up / period;
        loss += down / period;
      } else {
        gain = (gain * (period - 1) + up) / period;
        loss = (loss * (period - 1) + down) / period;
      }
      if (i >= period) out[i] = gain + loss === 0 ? 50 : (100 * gain) / (gain + loss);
    }
    return out;
  },
  stochasticK(high: number[], low: number[], close: number[], period: number): number[] {
    return close.map((c, i) => {
      if (i < period - 1) return NaN;
      const hh = Math.max(...high.slice(i - period + 1, i + 1));
      const ll = Math.min(...low.slice(i - period + 1, i + 1));
      return hh === ll ? 50 : (100 * (c - ll)) / (hh - ll);
    });
  },
};

/** Relative agreement, NaN where the reference has NaN. */
function expectAgrees(actual: Float64Array, expected: number[], tolerance = 1e-9): void {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < expected.length; i++) {
    const e = expected[i]!;
    const a = actual[i]!;
    if (Number.isNaN(e)) {
      if (!Number.isNaN(a)) expect.fail(`index ${i}: expected NaN, got ${a}`);
    } else if (!(Math.abs(a - e) <= tolerance * Math.max(1, Math.abs(e)))) {
      expect.fail(`index ${i}: expected ${e}, got ${a}`);
    }
  }
}

const CLOSES = [2, 4, 6, 8, 10, 9, 7, 5, 3, 1, 2, 4];

describe('sma', () => {
  it('is the mean of the last `period` closes, first defined at index period − 1', () => {
    // (2+4+6+8)/4 = 5, (4+6+8+10)/4 = 7, (6+8+10+9)/4 = 8.25, (8+10+9+7)/4 = 8.5,
    // (10+9+7+5)/4 = 7.75, (9+7+5+3)/4 = 6, (7+5+3+1)/4 = 4, (5+3+1+2)/4 = 2.75, (3+1+2+4)/4 = 2.5
    const out = sma(CLOSES, 4);
    expect([...out]).toEqual([NaN, NaN, NaN, 5, 7, 8.25, 8.5, 7.75, 6, 4, 2.75, 2.5]);
    expect(nanCount(out)).toBe(3);
  });

  it('with period 1 is the closes themselves', () => {
    expect([...sma(CLOSES, 1)]).toEqual(CLOSES);
  });

  it('takes plain arrays and Float64Arrays alike', () => {
    expect(sma(Float64Array.from(CLOSES), 4)).toEqual(sma(CLOSES, 4));
    expect(sma(CLOSES, 4)).toBeInstanceOf(Float64Array);
  });

  it('agrees with the definition on a long series, across the periodic re-summing', () => {
    const { close } = bars(5000);
    for (const period of [1, 2, 3, 14, 350, 1500])
      expectAgrees(sma(close, period), reference.sma(close, period));
  });

  it('forgets the rounding error of a huge value once the window is summed afresh', () => {
    // 2^60 + 1 rounds to 2^60, so a purely sliding sum is off by one for ever after 2^60 leaves it.
    const close = [2 ** 60, ...Array.from({ length: 3000 }, (_, i) => (i % 4) + 1)];
    const out = sma(close, 2);
    const last = close.length - 1;
    expect(out[last]).toBe((close[last]! + close[last - 1]!) / 2);
  });
});

describe('ema', () => {
  it('is seeded with the SMA of the first `period` closes, then smooths with k = 2 / (period + 1)', () => {
    // period 3, k = 0.5: seed (2+4+6)/3 = 4; then e = e/2 + x/2:
    // (4+8)/2 = 6, (6+10)/2 = 8, (8+9)/2 = 8.5, (8.5+7)/2 = 7.75, (7.75+5)/2 = 6.375,
    // (6.375+3)/2 = 4.6875, (4.6875+1)/2 = 2.84375, (2.84375+2)/2 = 2.421875, (2.421875+4)/2 = 3.2109375
    // prettier-ignore
    expect([...ema(CLOSES, 3)]).toEqual([
      NaN, NaN, 4, 6, 8, 8.5, 7.75, 6.375, 4.6875, 2.84375, 2.421875, 3.2109375,
    ]);
  });

  it('is exact at its first value and close to hand arithmetic after it (k = 0.4)', () => {
    // period 4: seed (2+4+6+8)/4 = 5; 5 + 0.4 × (10 − 5) = 7; 7 + 0.4 × (9 − 7) = 7.8;
    // 7.8 + 0.4 × (7 − 7.8) = 7.48; 7.48 + 0.4 × (5 − 7.48) = 6.488
    const out = ema(CLOSES, 4);
    expect(nanCount(out)).toBe(3);
    expect(out[3]).toBe(5);
    expectClose(out.subarray(0, 8), [NaN, NaN, NaN, 5, 7, 7.8, 7.48, 6.488]);
  });

  it('agrees with the definition on a long series', () => {
    const { close } = bars(5000);
    for (const period of [1, 2, 9, 26, 350]) expectAgrees(ema(close, period), reference.ema(close, period));
  });
});

describe('bollinger', () => {
  // Windows of 4: [2,2,6,6] and its rotations have mean 4 and population variance 16/4 = 4
  // (sd 2); [2,6,6,4]: mean 4.5, squared deviations 6.25+2.25+2.25+0.25 = 11, sd √(11/4);
  // [6,6,4,4]: mean 5, sd 1; [6,4,4,4]: mean 4.5, squared deviations 2.25+0.25×3 = 3, sd √(3/4);
  // [4,4,4,4]: sd 0.
  const close = [2, 2, 6, 6, 2, 2, 6, 6, 4, 4, 4, 4];

  it('is the SMA ± stdDev population standard deviations, exact from the first value', () => {
    const { upper, middle, lower } = bollinger(close, 4, 2);
    expect([...middle]).toEqual([NaN, NaN, NaN, 4, 4, 4, 4, 4, 4.5, 5, 4.5, 4]);
    // 2 × √(11/4) = √11, 2 × √(3/4) = √3
    expect([...upper]).toEqual([NaN, NaN, NaN, 8, 8, 8, 8, 8, 4.5 + Math.sqrt(11), 7, 4.5 + Math.sqrt(3), 4]);
    expect([...lower]).toEqual([NaN, NaN, NaN, 0, 0, 0, 0, 0, 4.5 - Math.sqrt(11), 3, 4.5 - Math.sqrt(3), 4]);
    expect(middle).toEqual(sma(close, 4));
  });

  it('scales the band with stdDev', () => {
    // sd 2 × 1.5 = 3 around 4
    const { upper, lower } = bollinger(close, 4, 1.5);
    expect(upper[3]).toBe(7);
    expect(lower[3]).toBe(1);
  });

  it('stays exact for a narrow band around a large price, where mean(x²) − mean² would not', () => {
    const prices = [1e9 + 0.5, 1e9 + 1.5, 1e9 + 0.5, 1e9 + 1.5, 1e9 + 0.5];
    const { upper, middle } = bollinger(prices, 2, 1);
    expect(middle[4]).toBe(1e9 + 1);
    expect(upper[4]).toBe(1e9 + 1.5);
  });

  it('agrees with the definition on a long series', () => {
    const { close: series } = bars(5000);
    for (const period of [1, 2, 20, 350, 1500]) {
      const { upper, middle, lower } = bollinger(series, period, 2.5);
      const mean = reference.sma(series, period);
      const sd = reference.stdDev(series, period);
      expectAgrees(middle, mean);
      expectAgrees(
        upper,
        mean.map((m, i) => m + 2.5 * sd[i]!),
      );
      expectAgrees(
        lower,
        mean.map((m, i) => m - 2.5 * sd[i]!),
      );
    }
  });

  it('refuses a stdDev that is negative or not finite', () => {
    for (const stdDev of [-1, NaN, Infinity]) expect(() => bollinger(close, 4, stdDev)).toThrow(RangeError);
    expect(bollinger(close, 4, 0).upper).toEqual(bollinger(close, 4, 0).middle);
  });
});

describe('rsi', () => {
  // period 4; changes +1 +1 −1 +2 | −1 0 +2 −1 +2 +1 −2
  // seed: gain (1+1+2)/4 = 1, loss 1/4 → RSI 100 × 1/1.25 = 80 at index 4
  // then avg = (avg × 3 + change) / 4:
  //  5 (−1): gain 3/4,       loss 7/16       → 1200/19
  //  6 ( 0): gain 9/16,      loss 21/64      → 1200/19
  //  7 (+2): gain 59/64,     loss 63/256     → 23600/299
  //  8 (−1): gain 177/256,   loss 445/1024   → 70800/1153
  //  9 (+2): gain 1043/1024, loss 1335/4096  → 417200/5507
  // 10 (+1): gain 4153/4096, loss 4005/16384 → 1661200/20617
  // 11 (−2): gain 12459/16384, loss 44783/65536 → 4983600/94619
  const close = [10, 11, 12, 11, 13, 12, 12, 14, 13, 15, 16, 14];

  it('uses Wilder smoothing seeded with simple averages, first defined at index period', () => {
    const out = rsi(close, 4);
    expect(nanCount(out)).toBe(4);
    expect(out[4]).toBe(80);
    // prettier-ignore
    expectClose(out, [
      NaN, NaN, NaN, NaN, 80, 1200 / 19, 1200 / 19, 23600 / 299, 70800 / 1153, 417200 / 5507,
      1661200 / 20617, 4983600 / 94619,
    ]);
  });

  it('is 100 without losses, 0 without gains and 50 when flat', () => {
    expect([...rsi([1, 2, 3, 4, 5], 2)]).toEqual([NaN, NaN, 100, 100, 100]);
    expect([...rsi([5, 4, 3, 2, 1], 2)]).toEqual([NaN, NaN, 0, 0, 0]);
    expect([...rsi([3, 3, 3, 3], 2)]).toEqual([NaN, NaN, RSI_FLAT, RSI_FLAT]);
    expect(RSI_FLAT).toBe(50);
  });

  it('needs period + 1 closes', () => {
    expect(nanCount(rsi([1, 2, 3, 4], 4))).toBe(4);
    expect(nanCount(rsi([1, 2, 3, 4, 5], 4))).toBe(4);
  });

  it('agrees with the definition on a long series', () => {
    const { close: series } = bars(5000);
    for (const period of [1, 2, 14, 350]) expectAgrees(rsi(series, period), reference.rsi(series, period));
  });
});

describe('macd', () => {
  // short 3 (k 1/2), long 7 (k 1/4), signal 3 (k 1/2).
  // At index 6 both EMAs start: long = (4+5+6+7+8+9+10)/7 = 7, short = (8+9+10)/3 = 9 (TA-Lib
  // seeds the short EMA with the closes ending where the long one starts), macd = 2.
  //  7 (12): short 21/2, long 33/4,   macd 9/4
  //  8  (8): short 37/4, long 131/16, macd 17/16; signal = (2 + 9/4 + 17/16)/3 = 85/48, diff −17/24
  //  9  (6): short 61/8, long 489/64, macd −1/64;  signal 337/384,  diff −343/384
  // 10 (10): macd 149/256,  signal 1121/1536,  diff −227/1536
  // 11 (14): macd 1775/1024, signal 7567/6144, diff 3083/6144
  // 12 (12): macd 5933/4096, signal 32933/24576, diff 2665/24576
  const close = [4, 5, 6, 7, 8, 9, 10, 12, 8, 6, 10, 14, 12];

  it('defines macd from index long − 1 and signal and diff from index long + signal − 2', () => {
    const out = macd(close, 3, 7, 3);
    expect(nanCount(out.macd)).toBe(6);
    expect(nanCount(out.signal)).toBe(8);
    expect(nanCount(out.diff)).toBe(8);
    // prettier-ignore
    expect([...out.macd]).toEqual([
      NaN, NaN, NaN, NaN, NaN, NaN, 2, 9 / 4, 17 / 16, -1 / 64, 149 / 256, 1775 / 1024, 5933 / 4096,
    ]);
    // prettier-ignore
    expectClose(out.signal, [
      NaN, NaN, NaN, NaN, NaN, NaN, NaN, NaN, 85 / 48, 337 / 384, 1121 / 1536, 7567 / 6144, 32933 / 24576,
    ]);
    // prettier-ignore
    expectClose(out.diff, [
      NaN, NaN, NaN, NaN, NaN, NaN, NaN, NaN, -17 / 24, -343 / 384, -227 / 1536, 3083 / 6144, 2665 / 24576,
    ]);
  });

  it('agrees with EMA(short) − EMA(long) started together, and an EMA of that', () => {
    const { close: series } = bars(5000);
    for (const [short, long, signal] of [
      [12, 26, 9],
      [2, 3, 2],
      [5, 35, 5],
      [1, 2, 1],
    ] as const) {
      const out = macd(series, short, long, signal);
      const slow = reference.ema(series, long);
      const fast = reference.ema(series, short, long - short);
      const line = series.map((_, i) => fast[i]! - slow[i]!);
      expectAgrees(out.macd, line);
      const defined = line.slice(long - 1);
      const smoothed = [...line.slice(0, long - 1), ...reference.ema(defined, signal)];
      expectAgrees(out.signal, smoothed);
      expectAgrees(
        out.diff,
        line.map((m, i) => m - smoothed[i]!),
      );
    }
  });

  it('refuses short >= long', () => {
    expect(() => macd(close, 7, 7, 3)).toThrow(RangeError);
    expect(() => macd(close, 8, 7, 3)).toThrow(RangeError);
  });

  it('defines signal as soon as there are `signal` macd values', () => {
    const out = macd(close.slice(0, 9), 3, 7, 3);
    expect(nanCount(out.signal)).toBe(8);
    expect(out.signal[8]).toBeCloseTo(85 / 48, DIGITS);
    expect(out.diff[8]).toBeCloseTo(-17 / 24, DIGITS);
  });

  it('leaves signal undefined when there are too few macd values for its seed', () => {
    const out = macd(close.slice(0, 8), 3, 7, 3);
    expect(nanCount(out.macd)).toBe(6);
    expect(nanCount(out.signal)).toBe(8);
  });
});

describe('stochastic', () => {
  // period 3, signal 2
  //  i:     0  1  2  3  4  5  6  7  8  9 10 11
  const high = [10, 12, 11, 13, 15, 14, 12, 11, 12, 12, 12, 12];
  const low = [8, 9, 9, 10, 12, 11, 10, 9, 9, 12, 12, 12];
  const close = [9, 11, 10, 12, 14, 12, 11, 10, 11, 12, 12, 12];
  // %K = 100 × (close − lowest low) / (highest high − lowest low) over 3 bars:
  //  2: (10−8)/(12−8) = 50   3: (12−9)/(13−9) = 75   4: (14−9)/(15−9) = 250/3
  //  5: (12−10)/(15−10) = 40 6: (11−10)/(15−10) = 20 7: (10−9)/(14−9) = 20
  //  8: (11−9)/(12−9) = 200/3 9: (12−9)/(12−9) = 100 10: 100
  // 11: highest = lowest = 12 → 50
  // %D = mean of the last two %K: 62.5, 475/6, 185/3, 30, 20, 130/3, 250/3, 100, 75

  it('computes fast %K and an SMA of it as %D', () => {
    const { k, d } = stochastic(high, low, close, 3, 2);
    expectClose(k, [NaN, NaN, 50, 75, 250 / 3, 40, 20, 20, 200 / 3, 100, 100, STOCHASTIC_FLAT]);
    expectClose(d, [NaN, NaN, NaN, 62.5, 475 / 6, 185 / 3, 30, 20, 130 / 3, 250 / 3, 100, 75]);
    expect(k[2]).toBe(50);
    expect(d[3]).toBe(62.5);
    expect(nanCount(k)).toBe(2);
    expect(nanCount(d)).toBe(3);
    expect(STOCHASTIC_FLAT).toBe(50);
  });

  it('takes Float64Arrays too', () => {
    const typed = stochastic(Float64Array.from(high), Float64Array.from(low), Float64Array.from(close), 3, 2);
    expect(typed).toEqual(stochastic(high, low, close, 3, 2));
  });

  it('agrees with the definition on long series, whatever the period and the last block', () => {
    for (const n of [5000, 4999, 1]) {
      const series = bars(n, 11);
      for (const [period, signal] of [
        [1, 1],
        [2, 1],
        [3, 2],
        [14, 3],
        [17, 5],
        [350, 3],
        [n, 1],
      ] as const) {
        const { k, d } = stochastic(series.high, series.low, series.close, period, signal);
        const expectedK = reference.stochasticK(series.high, series.low, series.close, period);
        expectAgrees(k, expectedK);
        const kDefined = expectedK.slice(period - 1);
        expectAgrees(d, [...expectedK.slice(0, period - 1), ...reference.sma(kDefined, signal)]);
      }
    }
  });

  it('refuses series of different lengths', () => {
    expect(() => stochastic(high, low.slice(1), close, 3, 2)).toThrow(RangeError);
  });
});

describe('every length', () => {
  // Outputs start zeroed, so a value the code forgets to write would show up as a 0 here.
  const { high, low, close } = bars(60, 5);
  it('agrees with the definitions for every length from 0 to 60', () => {
    for (let n = 0; n <= close.length; n++) {
      const c = close.slice(0, n);
      const h = high.slice(0, n);
      const l = low.slice(0, n);
      expectAgrees(sma(c, 5), reference.sma(c, 5));
      expectAgrees(ema(c, 5), reference.ema(c, 5));
      expectAgrees(bollinger(c, 5, 2).middle, reference.sma(c, 5));
      expectAgrees(rsi(c, 5), reference.rsi(c, 5));
      const slow = reference.ema(c, 7);
      const fast = reference.ema(c, 3, 4);
      const line = c.map((_, i) => fast[i]! - slow[i]!);
      const smoothed = [...line.slice(0, 6), ...reference.ema(line.slice(6), 3)];
      const out = macd(c, 3, 7, 3);
      expectAgrees(out.macd, line);
      expectAgrees(out.signal, smoothed);
      const expectedK = reference.stochasticK(h, l, c, 4);
      const { k, d } = stochastic(h, l, c, 4, 3);
      expectAgrees(k, expectedK);
      expectAgrees(d, [...expectedK.slice(0, 3), ...reference.sma(expectedK.slice(3), 3)]);
    }
  });
});

describe('every indicator', () => {
  const { high, low, close } = bars(300, 3);
  const all: [string, (c: number[]) => Float64Array[], number[]][] = [
    ['sma', (c) => [sma(c, 14)], [13]],
    ['ema', (c) => [ema(c, 9)], [8]],
    ['bollinger', (c) => Object.values(bollinger(c, 20, 2)), [19, 19, 19]],
    ['rsi', (c) => [rsi(c, 14)], [14]],
    ['macd', (c) => Object.values(macd(c, 12, 26, 9)), [25, 33, 33]],
    [
      'stochastic',
      (c) => Object.values(stochastic(high.slice(0, c.length), low.slice(0, c.length), c, 14, 3)),
      [13, 15],
    ],
  ];

  it.each(all)('%s keeps the length and has the documented warm-up', (_, run, warmUps) => {
    const outputs = run(close);
    outputs.forEach((out, i) => {
      expect(out).toBeInstanceOf(Float64Array);
      expect(out.length).toBe(close.length);
      expect(nanCount(out)).toBe(warmUps[i]);
    });
  });

  it.each(all)('%s gives empty output for empty input and all NaN when the period is too long', (_, run) => {
    for (const out of run([])) expect(out.length).toBe(0);
    const short = close.slice(0, 5);
    for (const out of run(short)) {
      expect(out.length).toBe(5);
      expect(nanCount(out)).toBe(5);
    }
  });

  it('refuses periods that are not whole numbers of at least 1', () => {
    for (const period of [0, -1, 1.5, NaN, Infinity, 2 ** 60]) {
      expect(() => sma(close, period)).toThrow(RangeError);
      expect(() => ema(close, period)).toThrow(RangeError);
      expect(() => bollinger(close, period, 2)).toThrow(RangeError);
      expect(() => rsi(close, period)).toThrow(RangeError);
      expect(() => macd(close, period, 26, 9)).toThrow(RangeError);
      expect(() => macd(close, 12, 26, period)).toThrow(RangeError);
      expect(() => stochastic(high, low, close, period, 3)).toThrow(RangeError);
      expect(() => stochastic(high, low, close, 14, period)).toThrow(RangeError);
    }
  });

  // The functions find bad values through the running sums and averages they keep, so every
  // position (first window, block edges, the very last value) is tried for every function.
  const positions = [0, 1, 13, 14, 26, 100, 198, 250, 299];
  const badValues = [NaN, Infinity, -Infinity];
  const closeOnly: [string, (c: number[]) => unknown][] = [
    ['sma', (c) => sma(c, 14)],
    ['ema', (c) => ema(c, 9)],
    ['bollinger', (c) => bollinger(c, 20, 2)],
    ['rsi', (c) => rsi(c, 14)],
    ['macd', (c) => macd(c, 12, 26, 9)],
    ['stochastic', (c) => stochastic(high, low, c, 14, 3)],
    ['sma, period longer than the data', (c) => sma(c, 400)],
  ];

  it.each(closeOnly)(
    '%s refuses NaN and infinities anywhere with a RangeError naming the index',
    (_, run) => {
      for (const position of positions) {
        for (const bad of badValues) {
          const broken = [...close];
          broken[position] = bad;
          expect(() => run(broken)).toThrow(`close[${position}] is not a finite number`);
        }
      }
    },
  );

  it('stochastic refuses NaN and infinities in highs and lows', () => {
    for (const position of positions) {
      for (const bad of badValues) {
        const h = [...high];
        h[position] = bad;
        expect(() => stochastic(h, low, close, 14, 3)).toThrow(`high[${position}] is not a finite number`);
        const l = [...low];
        l[position] = bad;
        expect(() => stochastic(high, l, close, 14, 3)).toThrow(`low[${position}] is not a finite number`);
      }
    }
  });

  it('refuses holes in plain arrays', () => {
    const holey = [...close];
    delete holey[50];
    expect(() => sma(holey, 14)).toThrow('close[50]');
  });

  it('does not mistake an overflow of finite values for a bad input', () => {
    const out = sma([Number.MAX_VALUE, Number.MAX_VALUE], 2);
    expect(out[1]).toBe(Infinity);
  });
});
