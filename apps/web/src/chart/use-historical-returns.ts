import { useQuery } from '@tanstack/react-query';
import { getHistoricalReturns } from '@broker/contract';
import { HISTORICAL_TABLE_PERIODS } from '@broker/domain';
import { useApiClient } from '../services/services-context';

/** The historical table's rows: every period but DAY_1 (spec 002 §2), in the periods' order. */
export function useHistoricalReturns(instrumentId: number, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['chart', 'historicalReturns', instrumentId],
    queryFn: () => client.call(getHistoricalReturns, { params: { instrument_id: instrumentId } }),
    enabled,
    select: (rows) =>
      HISTORICAL_TABLE_PERIODS.flatMap((period) =>
        rows.filter((row) => row.period === period).map((row) => ({ ...row, period })),
      ),
  });
}
