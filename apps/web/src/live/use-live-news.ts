import { useEffect, useState } from 'react';
import type { LiveData, LiveSubscription } from '@broker/client';
import type { NewsData } from '@broker/contract';
import type { LiveFeed } from '../services/live-feed';
import { frameThrottle } from './frame-throttle';
import { useLiveFeed } from './live-feed-context';
import { mergeNewestFirst } from './newest-first';

export const LIVE_NEWS_LIMIT = 20;

const BY_NEWS = { id: (item: NewsData) => item.news_id, time: (item: NewsData) => item.datetime };

function isCompleteNews(frame: LiveData<'news'>): frame is NewsData {
  return (
    typeof frame.news_id === 'number' &&
    typeof frame.source_id === 'number' &&
    typeof frame.headline === 'string' &&
    typeof frame.datetime === 'number' &&
    Array.isArray(frame.instrument_ids)
  );
}

interface Held {
  feed: LiveFeed;
  key: string;
  items: NewsData[];
}

/**
 * News items published by the given sources while mounted, newest first; with `instrumentId`,
 * only those about that instrument. The feed is keyed by source, so an instrument's news means
 * listening to every source and filtering (in the client, through the subscription's filter).
 */
export function useLiveNews(sourceIds: readonly number[], instrumentId?: number): NewsData[] {
  const feed = useLiveFeed();
  const sources = [...new Set(sourceIds)].sort((a, b) => a - b).join(',');
  const key = `${sources}|${instrumentId ?? ''}`;
  const [held, setHeld] = useState<Held>();

  useEffect(() => {
    if (!feed || sources === '') return;
    let pending: NewsData[] = [];
    const throttle = frameThrottle(() => {
      const incoming = pending;
      pending = [];
      setHeld((previous) => ({
        feed,
        key,
        items: mergeNewestFirst(
          previous?.feed === feed && previous.key === key ? previous.items : [],
          incoming,
          BY_NEWS,
          LIVE_NEWS_LIMIT,
        ),
      }));
    });
    const subscriptions: LiveSubscription[] = sources.split(',').map((source) =>
      feed.subscribe({
        t: 'news',
        s: Number(source),
        filter: (frame) =>
          instrumentId === undefined || (frame.instrument_ids?.includes(instrumentId) ?? false),
        listener: (frame) => {
          if (!isCompleteNews(frame)) return;
          pending.push(frame);
          throttle.schedule();
        },
      }),
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      throttle.cancel();
    };
  }, [feed, sources, instrumentId, key]);

  return held && held.feed === feed && held.key === key ? held.items : [];
}
