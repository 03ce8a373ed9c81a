import {
  computeIndicator,
  formatTechnicalAnalysis,
  type IndicatorEntry,
  type IndicatorValues,
  warmupBars,
} from '@broker/domain';
import type { TechnicalAnalysisPointsSchema } from '@broker/contract';
import type { z } from 'zod';
import { barCount, type Bars } from './bars';

type TaPoints = z.infer<typeof TechnicalAnalysisPointsSchema>;
type TaPoint = TaPoints['points'][number];

/** The output fields of each kind, as the contract names them. */
function fieldsOf(values: IndicatorValues): [string, Float64Array][] {
  switch (values.kind) {
    case 'sma':
    case 'ema':
    case 'rsi':
      return [['value', values.value]];
    case 'bollinger':
      return [
        ['upper', values.upper],
        ['middle', values.middle],
        ['lower', values.lower],
      ];
    case 'macd':
      return [
        ['macd', values.macd],
        ['signal', values.signal],
        ['diff', values.diff],
      ];
    case 'stochastic':
      return [
        ['k', values.k],
        ['d', values.d],
      ];
  }
}

/**
 * Each entry computed over the window and its own warm-up (domain warmupBars) before it; only the
 * window's points are sent. The warm-up is long enough that an exponential indicator's seed no
 * longer shows, so a day's value is the same on every period, and each entry starts at its own
 * warm-up, so an EMA's values do not move when a MACD is added. A field that is not yet defined
 * (NaN, when the history is too short) is left out, and a point without any field is dropped.
 */
export function technicalAnalysisPoints(
  entries: readonly IndicatorEntry[],
  all: Bars,
  firstVisible: number,
): TaPoints[] {
  const n = barCount(all);
  return entries.map((entry) => {
    const start = Math.max(0, firstVisible - warmupBars(entry));
    const values = computeIndicator(entry, {
      close: all.close.subarray(start),
      high: all.high.subarray(start),
      low: all.low.subarray(start),
    });
    const fields = fieldsOf(values);
    const points: TaPoint[] = [];
    for (let i = firstVisible; i < n; i++) {
      const point: Record<string, number> = { timeStamp: all.t[i]! };
      let any = false;
      for (const [name, series] of fields) {
        const v = series[i - start]!;
        if (Number.isFinite(v)) {
          point[name] = v;
          any = true;
        }
      }
      if (any) points.push(point as TaPoint);
    }
    return { taTypeWithParams: formatTechnicalAnalysis(entry), taType: entry.kind, points };
  });
}
