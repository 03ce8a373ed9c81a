/**
 * The technical-indicator engine of the price chart (spec 002 §3 "Indicator point series").
 *
 * Every function takes plain arrays or typed arrays and returns Float64Arrays of the input's
 * length, aligned index for index with it, with NaN where the indicator is not yet defined
 * (its warm-up). Definitions follow TA-Lib; where TA-Lib leaves a case arbitrary or divides by
 * zero, the choice made here is stated on the function.
 *
 * Input rules, the same for every function:
 * - Every input value must be a finite number; otherwise a RangeError names the first bad index.
 *   A NaN or infinity cannot be skipped without changing what the windows and the exponential
 *   memory of the indicators mean, so a gap in the data is the caller's to remove.
 * - Periods must be whole numbers of at least 1 (RangeError otherwise). A period longer than the
 *   data is not an error: the output is all NaN.
 * - High, low and close of the stochastic must have the same length (RangeError otherwise).
 *
 * Cost: one pass over the input (values still in cache may be read again), O(n) whatever the
 * period, no allocation per element.
 *
 * The exponential recurrences are written as e = e × (1 − k) + x × k rather than TA-Lib's
 * e = (x − e) × k + e: the same number up to the last bit or two, but one floating-point operation
 * less on the chain each step has to wait for, which is what bounds their speed.
 */

export type Series = ArrayLike<number>;

export interface BollingerBands {
  upper: Float64Array;
  middle: Float64Array;
  lower: Float64Array;
}

export interface Macd {
  macd: Float64Array;
  signal: Float64Array;
  diff: Float64Array;
}

export interface Stochastic {
  k: Float64Array;
  d: Float64Array;
}

/**
 * A sliding window sum picks up one rounding error per step, and a value far larger than its
 * neighbours leaves its rounding error behind when it drops out of the window. Summing the window
 * afresh every this many steps (or every period, when longer) bounds that drift at a cost of at
 * most one extra read per element.
 */
const RESUM_EVERY = 1024;

/**
 * The same for the Bollinger variance. A sliding update of the squared deviations errs by about
 * one rounding of (price change)² per step, which matters when a volatile series passes through a
 * nearly flat window: the band is then narrow and the error is not. Restarting this often keeps the
 * bands within 1e-10 of the price (relative) of the exact ones in the worst case tested (period 2,
 * 2% moves per bar; 1e-9 when restarting every 1024), for 2 × period extra reads of cached values
 * every max(period, 128) bars.
 */
const RESUM_VARIANCE_EVERY = 128;

/** RSI when the window had neither gains nor losses: no momentum either way. */
export const RSI_FLAT = 50;

/** Stochastic %K when the window's highest high equals its lowest low: the middle of the range. */
export const STOCHASTIC_FLAT = 50;

function assertPeriod(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number of at least 1, got ${String(value)}`);
  }
}

/**
 * Throws for the first value that is not a finite number. The functions do not call this up front:
 * a separate pass over the input costs about as much as computing a moving average. Instead each
 * keeps a running quantity that a NaN or an infinity turns non-finite for good (a sum, an
 * exponential average) and calls this only when that quantity is no longer finite. Finding nothing
 * then means finite values overflowed, which is not an input error.
 */
function throwIfNotFinite(name: string, values: Series): void {
  for (let i = 0, n = values.length; i < n; i++) {
    const v = values[i]!;
    // v - v is 0 for every finite number and NaN for NaN, ±Infinity and non-numbers (holes).
    if (v - v !== 0) throw new RangeError(`${name}[${i}] is not a finite number: ${String(v)}`);
  }
}

function finite(x: number): boolean {
  return x - x === 0;
}

function warmUp(n: number, defined: number): Float64Array {
  const out = new Float64Array(n);
  out.fill(NaN, 0, Math.min(defined, n));
  return out;
}

/**
 * Simple moving average: the mean of the last `period` closes.
 * First defined at index period − 1.
 */
export function sma(close: Series, period: number): Float64Array {
  assertPeriod('period', period);
  const n = close.length;
  const out = warmUp(n, period - 1);
  if (n < period) {
    throwIfNotFinite('close', close);
    return out;
  }
  const block = Math.max(period, RESUM_EVERY);
  let i = period - 1;
  while (i < n) {
    let sum = 0;
    for (let j = i - period + 1; j <= i; j++) sum += close[j]!;
    out[i] = sum / period;
    const end = Math.min(n, i + block);
    for (i++; i < end; i++) {
      sum += close[i]! - close[i - period]!;
      out[i] = sum / period;
    }
    // A bad value keeps the running sum non-finite until the sum is taken afresh, so one test per
    // block sees every value that entered it.
    if (!finite(sum)) throwIfNotFinite('close', close);
  }
  return out;
}

/**
 * Exponential moving average with smoothing k = 2 / (period + 1), seeded with the simple average
 * of the first `period` closes (TA-Lib). First defined at index period − 1, where it equals the SMA.
 */
export function ema(close: Series, period: number): Float64Array {
  assertPeriod('period', period);
  const n = close.length;
  const out = warmUp(n, period - 1);
  if (n < period) {
    throwIfNotFinite('close', close);
    return out;
  }
  let sum = 0;
  for (let j = 0; j < period; j++) sum += close[j]!;
  let e = sum / period;
  out[period - 1] = e;

  const k = 2 / (period + 1);
  const keep = 1 - k;
  for (let i = period; i < n; i++) {
    e = e * keep + close[i]! * k;
    out[i] = e;
  }
  if (!finite(e)) throwIfNotFinite('close', close);
  return out;
}

/**
 * Bollinger bands: middle = SMA(period), upper/lower = middle ± stdDev × the population standard
 * deviation of the same window (TA-Lib BBANDS with a simple average). All three first defined at
 * index period − 1. `stdDev` must be a finite number of at least 0.
 *
 * The variance is kept as a sum of squared deviations updated Welford-style, not as
 * mean(x²) − mean², which loses every significant digit when prices are large and the band narrow.
 */
export function bollinger(close: Series, period: number, stdDev: number): BollingerBands {
  assertPeriod('period', period);
  if (!Number.isFinite(stdDev) || stdDev < 0) {
    throw new RangeError(`stdDev must be a finite number of at least 0, got ${String(stdDev)}`);
  }
  const n = close.length;
  const upper = warmUp(n, period - 1);
  const middle = warmUp(n, period - 1);
  const lower = warmUp(n, period - 1);
  if (n < period) {
    throwIfNotFinite('close', close);
    return { upper, middle, lower };
  }
  // stdDev × √(m2 / period) as one square root of a product: the divider is the busiest unit here.
  const scale = (stdDev * stdDev) / period;
  const block = Math.max(period, RESUM_VARIANCE_EVERY);
  let i = period - 1;
  while (i < n) {
    let sum = 0;
    for (let j = i - period + 1; j <= i; j++) sum += close[j]!;
    let mean = sum / period;
    let m2 = 0;
    for (let j = i - period + 1; j <= i; j++) {
      const deviation = close[j]! - mean;
      m2 += deviation * deviation;
    }
    let band = Math.sqrt(m2 * scale);
    middle[i] = mean;
    upper[i] = mean + band;
    lower[i] = mean - band;

    const end = Math.min(n, i + block);
    for (i++; i < end; i++) {
      const incoming = close[i]!;
      const outgoing = close[i - period]!;
      const delta = incoming - outgoing;
      const previousMean = mean;
      sum += delta;
      mean = sum / period;
      m2 += delta * (incoming - mean + outgoing - previousMean);
      // Rounding can take a (mathematically zero) flat window's m2 a hair below zero.
      if (m2 < 0) m2 = 0;
      band = Math.sqrt(m2 * scale);
      middle[i] = mean;
      upper[i] = mean + band;
      lower[i] = mean - band;
    }
    if (!finite(sum)) throwIfNotFinite('close', close);
  }
  return { upper, middle, lower };
}

/**
 * Relative strength index with Wilder smoothing (TA-Lib): the first average gain and loss are the
 * simple averages of the first `period` changes, later ones avg = (avg × (period − 1) + change) /
 * period; RSI = 100 × avgGain / (avgGain + avgLoss). First defined at index `period` (it needs
 * `period` changes, hence period + 1 closes).
 *
 * Average loss 0 with a gain gives 100, average gain 0 with a loss gives 0. When both are exactly 0
 * (a window without any change) the RSI is 50, the neutral middle, where TA-Lib answers 0: a flat
 * price is no momentum, and 0 would draw it as deeply oversold.
 */
export function rsi(close: Series, period: number): Float64Array {
  assertPeriod('period', period);
  const n = close.length;
  const out = warmUp(n, period);
  if (n <= period) {
    throwIfNotFinite('close', close);
    return out;
  }
  let gain = 0;
  let loss = 0;
  for (let j = 1; j <= period; j++) {
    const change = close[j]! - close[j - 1]!;
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  let total = gain + loss;
  out[period] = total === 0 ? RSI_FLAT : 100 * (gain / total);

  const keep = (period - 1) / period;
  // Gain and loss are taken as (change ± |change|) / 2: no branch to mispredict on a series that
  // goes up and down at random, and a NaN change stays NaN instead of counting as no change.
  const half = 0.5 / period;
  let previous = close[period]!;
  for (let i = period + 1; i < n; i++) {
    const current = close[i]!;
    const change = current - previous;
    const size = Math.abs(change);
    previous = current;
    gain = gain * keep + (size + change) * half;
    loss = loss * keep + (size - change) * half;
    total = gain + loss;
    out[i] = total === 0 ? RSI_FLAT : 100 * (gain / total);
  }
  if (!finite(total)) throwIfNotFinite('close', close);
  return out;
}

/**
 * MACD (TA-Lib): macd = EMA(short) − EMA(long), signal = EMA(signal) of the macd line seeded with
 * the simple average of its first `signal` values, diff = macd − signal. Requires short < long.
 *
 * As in TA-Lib both EMAs start at index long − 1: the long EMA is seeded with the average of closes
 * 0 … long − 1, the short EMA with the average of closes long − short … long − 1 (not of the first
 * `short` closes). So:
 * - `macd` is first defined at index long − 1;
 * - `signal` and `diff` are first defined at index long + signal − 2.
 * From index long + signal − 2 on, all three are TA-Lib's TA_MACD output.
 */
export function macd(close: Series, short: number, long: number, signal: number): Macd {
  assertPeriod('short', short);
  assertPeriod('long', long);
  assertPeriod('signal', signal);
  if (short >= long) throw new RangeError(`short (${short}) must be less than long (${long})`);
  const n = close.length;
  const first = long - 1;
  const signalFirst = first + signal - 1;
  const line = warmUp(n, first);
  const sig = warmUp(n, signalFirst);
  const diff = warmUp(n, signalFirst);
  if (n < long) {
    throwIfNotFinite('close', close);
    return { macd: line, signal: sig, diff };
  }

  let longSum = 0;
  for (let j = 0; j < long - short; j++) longSum += close[j]!;
  let shortSum = 0;
  for (let j = long - short; j < long; j++) shortSum += close[j]!;
  let emaLong = (longSum + shortSum) / long;
  let emaShort = shortSum / short;
  const kShort = 2 / (short + 1);
  const kLong = 2 / (long + 1);
  const kSignal = 2 / (signal + 1);
  const keepShort = 1 - kShort;
  const keepLong = 1 - kLong;
  const keepSignal = 1 - kSignal;

  let m = emaShort - emaLong;
  line[first] = m;
  let signalSum = m;
  const seedEnd = Math.min(n, signalFirst + 1);
  let i = long;
  for (; i < seedEnd; i++) {
    const x = close[i]!;
    emaShort = emaShort * keepShort + x * kShort;
    emaLong = emaLong * keepLong + x * kLong;
    m = emaShort - emaLong;
    line[i] = m;
    signalSum += m;
  }
  if (n > signalFirst) {
    let s = signalSum / signal;
    sig[signalFirst] = s;
    diff[signalFirst] = m - s;
    for (; i < n; i++) {
      const x = close[i]!;
      emaShort = emaShort * keepShort + x * kShort;
      emaLong = emaLong * keepLong + x * kLong;
      m = emaShort - emaLong;
      s = s * keepSignal + m * kSignal;
      line[i] = m;
      sig[i] = s;
      diff[i] = m - s;
    }
  }
  if (!finite(emaShort + emaLong)) throwIfNotFinite('close', close);
  return { macd: line, signal: sig, diff };
}

/** Sentinels for an empty max/min: finite, because the selections below multiply by them. */
const LOWEST = -Number.MAX_VALUE;
const HIGHEST = Number.MAX_VALUE;

/**
 * The larger of a and b without a branch (both finite): a branch on rising and falling prices is
 * mispredicted about one time in three, which costs more than this arithmetic. Exact, because one
 * of the products is the value itself and the other zero.
 */
function larger(a: number, b: number): number {
  const pickB = +(b > a);
  return pickB * b + (1 - pickB) * a;
}

function smaller(a: number, b: number): number {
  const pickB = +(b < a);
  return pickB * b + (1 - pickB) * a;
}

/**
 * Fast stochastic (TA-Lib STOCHF with a simple %D): %K = 100 × (close − lowest low) / (highest high
 * − lowest low) over the last `period` bars, %D = SMA(signal) of %K. %K is first defined at index
 * period − 1, %D at index period + signal − 2. When the highest high equals the lowest low %K is 50,
 * the middle of the scale (TA-Lib answers 0, which would read as the bottom of a range that does not
 * exist). Highs below lows are not checked.
 *
 * The window extremes come from the van Herk/Gil-Werman scheme: the bars are cut into blocks of
 * `period`; a window ending in a block is the tail of the block before plus the head of its own,
 * so its highest high is the larger of a suffix maximum of the previous block and a running prefix
 * maximum of the current one. The suffix maxima of a block are gathered backwards in the same loop
 * that walks it forwards. A constant number of comparisons per bar whatever the period; unlike in a
 * monotonic deque, the only branches that depend on prices are the two combining ones, and they
 * switch once per block.
 */
export function stochastic(
  high: Series,
  low: Series,
  close: Series,
  period: number,
  signal: number,
): Stochastic {
  assertPeriod('period', period);
  assertPeriod('signal', signal);
  const n = close.length;
  if (high.length !== n || low.length !== n) {
    throw new RangeError(
      `high, low and close must have the same length, got ${high.length}, ${low.length} and ${n}`,
    );
  }
  const kFirst = period - 1;
  const dFirst = kFirst + signal - 1;
  const k = warmUp(n, kFirst);
  const d = warmUp(n, dFirst);
  if (n < period) {
    throwIfNotFinite('high', high);
    throwIfNotFinite('low', low);
    throwIfNotFinite('close', close);
    return { k, d };
  }

  // tailHighs[j] is the highest high of the previous block from its bar j on; slot `period` is the
  // empty tail, for the window that is exactly the current block. Before the first block the
  // previous block is empty.
  let tailHighs = new Float64Array(period + 1).fill(LOWEST);
  let tailLows = new Float64Array(period + 1).fill(HIGHEST);
  let nextTailHighs = new Float64Array(period + 1).fill(LOWEST);
  let nextTailLows = new Float64Array(period + 1).fill(HIGHEST);

  // Max and min would let an infinity through as just another extreme, so every value also goes
  // into a sum that any NaN or infinity leaves non-finite.
  let check = 0;
  let dSum = 0;
  const dBlock = Math.max(signal, RESUM_EVERY);
  let nextResum = dFirst + dBlock;

  for (let start = 0; start < n; start += period) {
    const end = Math.min(n, start + period);
    let headHigh = LOWEST;
    let headLow = HIGHEST;
    if (end - start === period) {
      const last = end - 1;
      let tailHigh = LOWEST;
      let tailLow = HIGHEST;
      for (let j = 0; j < period; j++) {
        const i = start + j;
        const h = high[i]!;
        const l = low[i]!;
        const c = close[i]!;
        check += h + l + c;
        headHigh = larger(headHigh, h);
        headLow = smaller(headLow, l);
        tailHigh = larger(tailHigh, high[last - j]!);
        tailLow = smaller(tailLow, low[last - j]!);
        nextTailHighs[kFirst - j] = tailHigh;
        nextTailLows[kFirst - j] = tailLow;
        // One switch per block from the tail to the head: a branch that predicts well.
        const highest = Math.max(tailHighs[j + 1]!, headHigh);
        const lowest = Math.min(tailLows[j + 1]!, headLow);
        const range = highest - lowest;
        k[i] = range === 0 ? STOCHASTIC_FLAT : (100 * (c - lowest)) / range;
      }
      const highs = tailHighs;
      tailHighs = nextTailHighs;
      nextTailHighs = highs;
      const lows = tailLows;
      tailLows = nextTailLows;
      nextTailLows = lows;
    } else {
      // The last, shorter block: no block follows that would need its tail.
      for (let i = start; i < end; i++) {
        const h = high[i]!;
        const l = low[i]!;
        const c = close[i]!;
        check += h + l + c;
        headHigh = larger(headHigh, h);
        headLow = smaller(headLow, l);
        const highest = Math.max(tailHighs[i - start + 1]!, headHigh);
        const lowest = Math.min(tailLows[i - start + 1]!, headLow);
        const range = highest - lowest;
        k[i] = range === 0 ? STOCHASTIC_FLAT : (100 * (c - lowest)) / range;
      }
    }
    // The first block also computed %K of its incomplete windows; those stay undefined.
    if (start === 0) k.fill(NaN, 0, kFirst);

    for (let i = Math.max(start, kFirst); i < end; i++) {
      dSum += k[i]!;
      if (i < dFirst) continue;
      if (i > dFirst) dSum -= k[i - signal]!;
      if (i === nextResum) {
        dSum = 0;
        for (let j = i - signal + 1; j <= i; j++) dSum += k[j]!;
        nextResum += dBlock;
      }
      d[i] = dSum / signal;
    }
  }
  if (!finite(check)) {
    throwIfNotFinite('high', high);
    throwIfNotFinite('low', low);
    throwIfNotFinite('close', close);
  }
  return { k, d };
}
