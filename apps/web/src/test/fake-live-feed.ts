import type { LiveData, LiveStatus, LiveSubscription, SubscribeOptions } from '@broker/client';
import { subscriptionKey, type LiveType, type SubscriptionArgs } from '@broker/contract';
import type { LiveFeed } from '../services/live-feed';

interface FakeSubscription {
  key: string;
  args: SubscriptionArgs;
  listener: (frame: Record<string, unknown>, state: Record<string, unknown>) => void;
  filter: SubscribeOptions['filter'];
  active: boolean;
}

const EVENT_TYPES = new Set<LiveType>(['trade', 'news']);

/**
 * An in-memory live feed for component tests: it records who subscribes and unsubscribes, and
 * `publish` delivers a frame the way the real client does (merged into the key's state for prices,
 * depth and statuses; as is for trades and news). Status and staleness are set by the test.
 */
export class FakeLiveFeed implements LiveFeed {
  status: LiveStatus = 'logged-in';
  stale = false;
  connected = false;
  closed = false;
  readonly subscriptions: FakeSubscription[] = [];
  readonly #states = new Map<string, Record<string, unknown>>();
  readonly #statusListeners = new Set<(status: LiveStatus) => void>();

  subscribe<T extends LiveType>(options: SubscribeOptions<T>): LiveSubscription {
    const { listener, filter, ...rest } = options as unknown as SubscribeOptions & Record<string, unknown>;
    const args = rest as unknown as SubscriptionArgs;
    const record: FakeSubscription = {
      key: subscriptionKey(args),
      args,
      listener: listener as FakeSubscription['listener'],
      filter: filter as FakeSubscription['filter'],
      active: !this.closed,
    };
    this.subscriptions.push(record);
    const promise = this.closed ? Promise.reject(new Error('closed')) : Promise.resolve();
    promise.catch(() => undefined);
    return Object.assign(promise, {
      unsubscribe: () => {
        record.active = false;
      },
      acked: !this.closed,
      error: undefined,
    }) as LiveSubscription;
  }

  /** The keys listened to now, e.g. `price:11:101`. */
  activeKeys(): string[] {
    return this.subscriptions.filter((s) => s.active).map((s) => s.key);
  }

  publish<T extends LiveType>(t: T, data: LiveData<T> & Record<string, unknown>): void {
    const args = t === 'news' ? { t, s: data.source_id } : { t, m: data.m, i: data.i };
    const key = subscriptionKey(args as SubscriptionArgs);
    const previous = this.#states.get(key);
    const state = EVENT_TYPES.has(t) || !previous ? { ...data } : { ...previous, ...data };
    this.#states.set(key, state);
    for (const subscription of this.subscriptions) {
      if (!subscription.active || subscription.key !== key) continue;
      const filter = subscription.filter as
        | readonly string[]
        | ((frame: Record<string, unknown>, state: Record<string, unknown>) => boolean)
        | undefined;
      const passes =
        filter === undefined ||
        (typeof filter === 'function' ? filter(data, state) : filter.some((field) => field in data));
      if (passes) subscription.listener(data, state);
    }
  }

  setStatus(status: LiveStatus): void {
    this.status = status;
    for (const listener of [...this.#statusListeners]) listener(status);
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  isStale(): boolean {
    return this.status !== 'logged-in' || this.stale;
  }

  connect(): void {
    this.connected = true;
  }

  close(): void {
    this.closed = true;
    this.setStatus('closed');
    for (const subscription of this.subscriptions) subscription.active = false;
  }
}
