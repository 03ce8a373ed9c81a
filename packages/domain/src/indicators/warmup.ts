import type { IndicatorEntry } from './rules';

/**
 * How much the seed of an exponential indicator may still weigh in a value that is shown. The
 * exponential averages (EMA, MACD, and the RSI's Wilder smoothing) remember every bar before them,
 * so a value computed from a later start differs from one computed from an earlier start. After
 * enough bars the seed's weight falls below this and the two agree far past what the chart shows
 * (an RSI to within 1e-8 points, a price to within a billionth of its range): a day's value is then
 * the same whatever period is on screen. TA-Lib calls these bars an indicator's unstable period.
 */
const SEED_WEIGHT = 1e-10;

/** Bars after which an exponential average with smoothing `k` weighs its seed below SEED_WEIGHT. */
function memoryBars(k: number): number {
  return Math.ceil(Math.log(SEED_WEIGHT) / Math.log(1 - k));
}

/**
 * The index at which series.ts first defines every field of the indicator: how many bars it needs
 * before its first value at all. The stochastic's %D and MACD's signal line are the last to be
 * defined, so they decide.
 */
export function firstDefinedBar(entry: IndicatorEntry): number {
  switch (entry.kind) {
    case 'sma':
    case 'ema':
    case 'bollinger':
      return entry.params.period - 1;
    case 'rsi':
      return entry.params.period;
    case 'macd':
      return entry.params.long - 1 + entry.params.signal - 1;
    case 'stochastic':
      return entry.params.period - 1 + entry.params.signal - 1;
  }
}

/**
 * How many bars before the first visible one an indicator is computed from, so that its value on
 * every visible bar does not depend on where the computation started: the bars it needs to be
 * defined, and for the exponential kinds the bars that make the seed forgotten. The window kinds
 * (SMA, Bollinger, stochastic) only ever look at their last bars, so they need nothing more. MACD's
 * signal line smooths a line that is itself only settled after the long EMA's memory.
 */
export function warmupBars(entry: IndicatorEntry): number {
  const defined = firstDefinedBar(entry);
  switch (entry.kind) {
    case 'sma':
    case 'bollinger':
    case 'stochastic':
      return defined;
    case 'ema':
      return defined + memoryBars(2 / (entry.params.period + 1));
    case 'rsi':
      return defined + memoryBars(1 / entry.params.period);
    case 'macd':
      return defined + memoryBars(2 / (entry.params.long + 1)) + memoryBars(2 / (entry.params.signal + 1));
  }
}

/** The warm-up the longest of several entries needs (0 for none). */
export function maxWarmupBars(entries: readonly IndicatorEntry[]): number {
  return entries.reduce((max, entry) => Math.max(max, warmupBars(entry)), 0);
}
