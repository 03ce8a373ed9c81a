import { useQuery } from '@tanstack/react-query';
import type { LiveData } from '@broker/client';
import { useLiveDepth, useLivePrice, useLiveTradingStatus } from '../live/use-live-state';
import type { TradableKey } from '../live/tradable-key';
import { depthSnapshotQuery, priceSnapshotQuery, tradingStatusSnapshotQuery } from '../market/market-queries';
import { useApiClient } from '../services/services-context';
import { liveOrSnapshot, type LiveOrSnapshot } from './live-or-snapshot';

/** A placeholder key for the disabled queries of an instrument without an order book. */
const NONE: TradableKey = { m: 0, i: '-' };

/**
 * Price, depth and trading status of an order book: live, with the REST snapshot until the feed
 * speaks. `withDepth: false` for funds, which trade at the day's NAV and have no order book.
 */
export function useInstrumentMarketData(
  tradable: TradableKey | undefined,
  { withDepth }: { withDepth: boolean },
): {
  price: LiveOrSnapshot<LiveData<'price'>>;
  depth: LiveOrSnapshot<Readonly<Record<string, unknown>>>;
  status: LiveOrSnapshot<LiveData<'trading_status'>>;
} {
  const client = useApiClient();
  const enabled = tradable !== undefined;
  const key = tradable ?? NONE;
  const depthTradable = withDepth ? tradable : undefined;
  const priceSnapshot = useQuery({ ...priceSnapshotQuery(client, key), enabled });
  const depthSnapshot = useQuery({ ...depthSnapshotQuery(client, key), enabled: enabled && withDepth });
  const statusSnapshot = useQuery({ ...tradingStatusSnapshotQuery(client, key), enabled });
  return {
    price: liveOrSnapshot<LiveData<'price'>>(useLivePrice(tradable), priceSnapshot),
    depth: liveOrSnapshot<Readonly<Record<string, unknown>>>(useLiveDepth(depthTradable), depthSnapshot),
    status: liveOrSnapshot<LiveData<'trading_status'>>(useLiveTradingStatus(tradable), statusSnapshot),
  };
}
