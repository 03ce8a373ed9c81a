import type { IndicatorEntry } from './rules';

/**
 * How many bars before the first visible one an indicator needs so that its value on that first
 * bar is defined: exactly the index at which series.ts first defines it. The definitions follow
 * TA-Lib, whose exponential averages are seeded by a simple average, so these values are exact:
 * a longer history would change EMA-based values (they remember everything before them) without
 * making them any more "right", and the server always sends the same values for the same bars.
 * The stochastic's %D and MACD's signal line are the last to be defined, so they decide.
 */
export function warmupBars(entry: IndicatorEntry): number {
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

/** The warm-up the longest of several entries needs (0 for none). */
export function maxWarmupBars(entries: readonly IndicatorEntry[]): number {
  return entries.reduce((max, entry) => Math.max(max, warmupBars(entry)), 0);
}
