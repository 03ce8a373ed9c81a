import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  getInstrument,
  getMarketHours,
  getSparkLines,
  getTradableDepth,
  getTradablePrice,
  getTradableTradingStatus,
} from '@broker/contract';
import type { TradableKey } from '../live/tradable-key';

/** An order book as the REST snapshots name it: `{market_id}:{identifier}`. */
const tradableParam = ({ m, i }: TradableKey) => ({ tradable: `${m}:${i}` });

/**
 * An instrument's static data. The client keeps the reply for the session (`cached` in the
 * contract), so the overview's rows and the instrument page share one request per instrument.
 */
export const instrumentQuery = (client: ApiClient, instrumentId: number) =>
  queryOptions({
    queryKey: ['instruments', instrumentId],
    queryFn: () => client.call(getInstrument, { params: { instrument_id: instrumentId } }),
    staleTime: Infinity,
  });

/**
 * The snapshots are the first paint of the instrument page and its fallback when the socket
 * cannot connect (a proxy that refuses WebSockets): the live state replaces them as it arrives.
 */
export const priceSnapshotQuery = (client: ApiClient, tradable: TradableKey) =>
  queryOptions({
    queryKey: ['tradables', tradable.m, tradable.i, 'price'],
    queryFn: () => client.call(getTradablePrice, { params: tradableParam(tradable) }),
  });

export const depthSnapshotQuery = (client: ApiClient, tradable: TradableKey) =>
  queryOptions({
    queryKey: ['tradables', tradable.m, tradable.i, 'depth'],
    queryFn: () => client.call(getTradableDepth, { params: tradableParam(tradable) }),
  });

export const tradingStatusSnapshotQuery = (client: ApiClient, tradable: TradableKey) =>
  queryOptions({
    queryKey: ['tradables', tradable.m, tradable.i, 'trading_status'],
    queryFn: () => client.call(getTradableTradingStatus, { params: tradableParam(tradable) }),
  });

/** Market phases change a few times a day; a minute late is fine, and the client throttles to 7 s anyway. */
export const MARKET_HOURS_REFRESH_MS = 60_000;

export const marketHoursQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['markets', 'hours'],
    queryFn: () => client.call(getMarketHours),
    refetchInterval: MARKET_HOURS_REFRESH_MS,
    staleTime: MARKET_HOURS_REFRESH_MS,
  });

/**
 * The spark graphs of a table (spec 002 §2): one request for every row's instrument. Ids are
 * sorted so two tables holding the same instruments share the reply.
 */
export const sparkLinesQuery = (client: ApiClient, instrumentIds: readonly number[]) => {
  const ids = [...new Set(instrumentIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['spark-lines', ids.join(',')],
    queryFn: async () => {
      const lines = await client.call(getSparkLines, { query: { instrument_ids: ids.join(',') } });
      return new Map(lines.map((line) => [line.instrument_id, line.points.map((p) => p.value)]));
    },
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
};
