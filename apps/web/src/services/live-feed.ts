import type { LiveStatus, LiveSubscription, PrivateEventListener, SubscribeOptions } from '@broker/client';
import type { LiveType } from '@broker/contract';

/**
 * The part of the client's `LiveDataClient` the app uses. The app depends on this shape rather
 * than on the class, so component tests can hand in a small in-memory feed instead of a socket.
 */
export interface LiveFeed {
  subscribe<T extends LiveType>(options: SubscribeOptions<T>): LiveSubscription;
  readonly status: LiveStatus;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  /** Not logged in, or nothing (not even a heartbeat) heard for 15 s. */
  isStale(now?: number): boolean;
  connect(): void;
  close(): void;
}

/** The part of the client's `PrivateLiveClient` the app uses: the customer's order, trade and booking events. */
export interface PrivateFeed {
  onOrder(listener: PrivateEventListener): () => void;
  onTrade(listener: PrivateEventListener): () => void;
  onTransaction(listener: PrivateEventListener): () => void;
  onSavingsGoal(listener: PrivateEventListener): () => void;
  /** Notices such as a savings plan's month skipped for lack of cash. */
  onNotification?(listener: PrivateEventListener): () => void;
  close(): void;
}
