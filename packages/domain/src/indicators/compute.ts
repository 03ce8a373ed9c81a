import type { IndicatorEntry } from './rules';
import { bollinger, ema, macd, rsi, sma, stochastic, type Series } from './series';

/** The bars an indicator is computed from; only the stochastic reads high and low. */
export interface IndicatorInput {
  close: Series;
  high?: Series;
  low?: Series;
}

export type IndicatorValues =
  | { kind: 'sma' | 'ema' | 'rsi'; value: Float64Array }
  | { kind: 'bollinger'; upper: Float64Array; middle: Float64Array; lower: Float64Array }
  | { kind: 'macd'; macd: Float64Array; signal: Float64Array; diff: Float64Array }
  | { kind: 'stochastic'; k: Float64Array; d: Float64Array };

/**
 * Computes one chart entry over the bars. RSI's and the stochastic's high and low are lines drawn
 * across their panes, not inputs to the computation. Throws a RangeError as the functions of
 * series.ts do, and when a stochastic is asked for without highs and lows.
 */
export function computeIndicator(entry: IndicatorEntry, input: IndicatorInput): IndicatorValues {
  const { close } = input;
  switch (entry.kind) {
    case 'sma':
      return { kind: 'sma', value: sma(close, entry.params.period) };
    case 'ema':
      return { kind: 'ema', value: ema(close, entry.params.period) };
    case 'rsi':
      return { kind: 'rsi', value: rsi(close, entry.params.period) };
    case 'bollinger':
      return { kind: 'bollinger', ...bollinger(close, entry.params.period, entry.params.stdDev) };
    case 'macd': {
      const { short, long, signal } = entry.params;
      return { kind: 'macd', ...macd(close, short, long, signal) };
    }
    case 'stochastic': {
      if (!input.high || !input.low) throw new RangeError('the stochastic needs high and low');
      return {
        kind: 'stochastic',
        ...stochastic(input.high, input.low, close, entry.params.period, entry.params.signal),
      };
    }
  }
}
