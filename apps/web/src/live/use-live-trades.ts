import { useEffect, useState } from 'react';
import type { LiveData } from '@broker/client';
import type { TradeData } from '@broker/contract';
import type { LiveFeed } from '../services/live-feed';
import { frameThrottle } from './frame-throttle';
import { useLiveFeed } from './live-feed-context';
import { mergeNewestFirst } from './newest-first';
import type { TradableKey } from './tradable-key';

export const LATEST_TRADES_LIMIT = 20;

const BY_TRADE = {
  id: (trade: TradeData) => trade.trade_id,
  time: (trade: TradeData) => trade.trade_timestamp,
};

/** A trade frame is complete in itself; one without its figures cannot be shown and is skipped. */
function isCompleteTrade(frame: LiveData<'trade'>): frame is TradeData {
  return (
    typeof frame.trade_id === 'string' &&
    typeof frame.price === 'number' &&
    typeof frame.volume === 'number' &&
    typeof frame.trade_timestamp === 'number'
  );
}

interface Held {
  feed: LiveFeed;
  key: string;
  trades: TradeData[];
}

/**
 * The latest trades of an order book while mounted, newest first. The feed has no trade history:
 * the list starts with the last trade (the subscription's first frame) and grows as trades happen.
 */
export function useLiveTrades(tradable: TradableKey | undefined, limit = LATEST_TRADES_LIMIT): TradeData[] {
  const feed = useLiveFeed();
  const m = tradable?.m;
  const i = tradable?.i;
  const key = `${m}:${i}`;
  const [held, setHeld] = useState<Held>();

  useEffect(() => {
    if (!feed || m === undefined || i === undefined) return;
    let pending: TradeData[] = [];
    const throttle = frameThrottle(() => {
      const incoming = pending;
      pending = [];
      setHeld((previous) => ({
        feed,
        key,
        trades: mergeNewestFirst(
          previous?.feed === feed && previous.key === key ? previous.trades : [],
          incoming.reverse(),
          BY_TRADE,
          limit,
        ),
      }));
    });
    const subscription = feed.subscribe({
      t: 'trade',
      m,
      i,
      listener: (frame) => {
        if (!isCompleteTrade(frame)) return;
        pending.push(frame);
        throttle.schedule();
      },
    });
    return () => {
      subscription.unsubscribe();
      throttle.cancel();
    };
  }, [feed, m, i, key, limit]);

  return held && held.feed === feed && held.key === key ? held.trades : [];
}
