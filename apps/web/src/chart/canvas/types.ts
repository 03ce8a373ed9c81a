import type { CallReply, getBuySellDots, getPriceTimeSeries } from '@broker/contract';

export type TimeSeriesResponse = CallReply<typeof getPriceTimeSeries>;
export type PricePoint = TimeSeriesResponse['pricePoints'][number];
export type EnrichPoint = TimeSeriesResponse['enrichPoints'][number];
export type TechnicalAnalysisPoints = TimeSeriesResponse['technicalAnalysisPoints'][number];
export type IndicatorPoint = TechnicalAnalysisPoints['points'][number];
/** The contract has the schema only; the element of the buy/sell dots reply is the same shape. */
export type BuySellTransaction = CallReply<typeof getBuySellDots>[number];

/** The latest tick while the market is open. */
export interface LiveTick {
  last: number;
  bid?: number;
  at: number;
}
