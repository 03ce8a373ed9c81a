import { useQuery } from '@tanstack/react-query';
import { getBuySellDots } from '@broker/contract';
import { BUY_SELL_REFRESH_MS, type Period } from '@broker/domain';
import { useApiClient } from '../services/services-context';
import { isKnownFixedPeriod, periodDates } from './time-series-request';

const NONE: readonly never[] = [];

/**
 * The customer's own buys and sells (spec 002 §7): asked for only when logged in with accounts,
 * the setting on and the period a known one; refreshed every minute on DAY_1, never on focus;
 * not retried, so a failure simply shows no dots.
 */
export function useBuySellDots({
  instrumentId,
  period,
  enabled,
  accountIds,
  today,
}: {
  instrumentId: number;
  period: Period;
  /** Logged in and the Buy & Sell setting on. */
  enabled: boolean;
  accountIds: readonly number[];
  /** yyyy-MM-dd in the chart's time zone. */
  today: string;
}) {
  const client = useApiClient();
  const known = isKnownFixedPeriod(period);
  const dates = known ? periodDates(period, today) : { fromDate: today, toDate: today };
  const accids = accountIds.join(',');
  const result = useQuery({
    queryKey: ['chart', 'buySellDots', instrumentId, accids, dates.fromDate, dates.toDate],
    queryFn: () => client.call(getBuySellDots, { query: { accids, instrumentId, ...dates } }),
    enabled: enabled && known && accountIds.length > 0,
    refetchInterval: period === 'DAY_1' ? BUY_SELL_REFRESH_MS : false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
    retry: false,
  });
  return result.data ?? NONE;
}
