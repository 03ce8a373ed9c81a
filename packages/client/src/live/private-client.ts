import { LIVE_PRIVATE_PATH } from '@broker/contract';
import { connectionOptions, type LiveClientOptions } from './client-options';
import { LiveConnection, type LiveLogger, type LiveStatus } from './live-connection';
import type { RawFrame } from './parse-frame';

export type PrivateLiveClientOptions = LiveClientOptions;

/**
 * An order, trade or transaction event of the logged-in customer, as the server publishes it. Its
 * fields belong to the order flow and the ledger (other areas) and are not fixed here.
 */
export type PrivateEvent = Record<string, unknown>;
export type PrivateEventListener = (event: PrivateEvent) => void;
type PrivateEventKind = 'order' | 'trade' | 'transaction' | 'savings_goal' | 'notification';

/**
 * The private feed (spec 001 §4, "a second, simpler client"): the customer's own order and trade
 * events on `/ws/2/private`. No subscriptions: the server sends what belongs to the session. It
 * connects, logs in and reconnects like the public client; a close for lack of a session
 * (LIVE_CLOSE.UNAUTHORIZED) stops the retries until `connect()` is called after a new login.
 */
export class PrivateLiveClient {
  readonly #connection: LiveConnection;
  readonly #logger: LiveLogger;
  readonly #listeners = {
    order: new Set<PrivateEventListener>(),
    trade: new Set<PrivateEventListener>(),
    transaction: new Set<PrivateEventListener>(),
    savings_goal: new Set<PrivateEventListener>(),
    notification: new Set<PrivateEventListener>(),
  };
  #closed = false;

  constructor(options: PrivateLiveClientOptions = {}) {
    this.#logger = options.logger ?? console;
    this.#connection = new LiveConnection(
      connectionOptions(options, LIVE_PRIVATE_PATH, {
        onFrame: (frame) => this.#onFrame(frame),
        onLoggedIn: () => undefined,
        onDisconnected: () => undefined,
      }),
    );
  }

  get status(): LiveStatus {
    return this.#connection.status;
  }

  get lastMessageAt(): number | undefined {
    return this.#connection.lastMessageAt;
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    return this.#connection.onStatus(listener);
  }

  /** Connects (again, after an UNAUTHORIZED close); the first listener connects by itself. */
  connect(): void {
    if (!this.#closed) this.#connection.start();
  }

  /** Returns the function that removes the listener. */
  onOrder(listener: PrivateEventListener): () => void {
    return this.#listen('order', listener);
  }

  onTrade(listener: PrivateEventListener): () => void {
    return this.#listen('trade', listener);
  }

  /** A booking on one of the customer's accounts that no order caused: a dividend paid, for one. */
  onTransaction(listener: PrivateEventListener): () => void {
    return this.#listen('transaction', listener);
  }

  /** A savings goal of the customer's passed a milestone (25, 50 or 75 % of its target). */
  onSavingsGoal(listener: PrivateEventListener): () => void {
    return this.#listen('savings_goal', listener);
  }

  /**
   * Something the customer should hear of that is neither an order nor a booking: a savings plan's
   * month bought, waiting for cash or skipped (`kind: 'SAVINGS_PLAN'`; `below_one_share` names the
   * shares whose amount bought no whole share that month).
   */
  onNotification(listener: PrivateEventListener): () => void {
    return this.#listen('notification', listener);
  }

  /** Stops for good: no reconnect, no more events. */
  close(): void {
    this.#closed = true;
    this.#connection.stop();
    for (const set of Object.values(this.#listeners)) set.clear();
  }

  #listen(kind: PrivateEventKind, listener: PrivateEventListener): () => void {
    if (typeof listener !== 'function') throw new Error(`${kind} listener must be a function`);
    if (this.#closed) return () => undefined;
    this.#listeners[kind].add(listener);
    this.#connection.start();
    return () => {
      this.#listeners[kind].delete(listener);
    };
  }

  #onFrame(frame: RawFrame): void {
    if (
      frame.type !== 'order' &&
      frame.type !== 'trade' &&
      frame.type !== 'transaction' &&
      frame.type !== 'savings_goal' &&
      frame.type !== 'notification'
    ) {
      // Acks of nothing but the login (handled below us) and errors are all this feed sends.
      this.#logger.warn(`Private feed: "${frame.type}" message ignored`, frame);
      return;
    }
    for (const listener of [...this.#listeners[frame.type]]) {
      try {
        listener(frame.data);
      } catch (error) {
        this.#logger.warn('Private feed: listener threw', error);
      }
    }
  }
}
