import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPriceTimeSeries } from '@broker/contract';
import {
  TIME_SERIES_RETRIES,
  TIME_SERIES_RETRY_DELAY_MS,
  isIntraday,
  type ChartSettings,
} from '@broker/domain';
import { useApiClient } from '../services/services-context';
import { chosenResolution, isTimeoutError, timeSeriesQuery, type ChartContext } from './time-series-request';

/** While the market trades, an intraday chart gains a bar a minute and its indicators change with it. */
export const LIVE_REFRESH_MS = 60_000;

/**
 * The price time series of the chart's settings. Retried 4 times, 2 s apart (spec 002 §8); a
 * timeout is only warned about and leaves the chart as it was, any other failure is `isError`
 * for the error screen. The previous reply stays on screen while the next one loads.
 */
export function useTimeSeries(
  instrumentId: number,
  settings: ChartSettings,
  ctx: ChartContext & { marketOpen: boolean },
) {
  const client = useApiClient();
  const query = timeSeriesQuery(settings, ctx);
  const resolution = chosenResolution(settings, ctx.isFund);
  const intraday =
    resolution !== undefined
      ? isIntraday(resolution)
      : settings.period === 'DAY_1' || settings.period === 'WEEK_1';

  const result = useQuery({
    queryKey: ['chart', 'priceTimeSeries', instrumentId, query],
    queryFn: () => client.call(getPriceTimeSeries, { params: { instrument_id: instrumentId }, query }),
    placeholderData: keepPreviousData,
    retry: TIME_SERIES_RETRIES,
    retryDelay: TIME_SERIES_RETRY_DELAY_MS,
    refetchInterval: ctx.marketOpen && intraday ? LIVE_REFRESH_MS : false,
    throwOnError: false,
  });

  const timedOut = result.isError && isTimeoutError(result.error);
  if (timedOut) console.warn('Price time series timed out', result.error);
  return { ...result, timedOut, failed: result.isError && !timedOut };
}
