import {
  LIVE_PUBLIC_PATH,
  LIVE_TYPES,
  SubscriptionArgsSchema,
  frameKey,
  subscriptionKey,
  type LiveType,
  type SubscriptionArgs,
} from '@broker/contract';
import { systemClock, type Clock } from '../clock';
import { connectionOptions, reportTo, type LiveClientOptions } from './client-options';
import { LIVE_STALE_AFTER_MS } from './constants';
import { LiveProtocolError, LiveSubscriptionError, type LiveError } from './errors';
import { passesFilter } from './frame-filter';
import { isEventType, nextState } from './frame-state';
import { LiveConnection, type LiveLogger, type LiveStatus } from './live-connection';
import { isRecord, type RawFrame } from './parse-frame';
import {
  checkSubscribeOptions,
  type AnyFilter,
  type AnyFrame,
  type AnyListener,
  type SubscribeOptions,
} from './subscription-options';

export type LiveDataClientOptions = LiveClientOptions;

/**
 * What `subscribe` returns: a promise that resolves when the server acknowledges the subscription
 * and rejects with a LiveSubscriptionError (see its `reason`), plus the handle to leave. A promise
 * nobody awaits never counts as an unhandled rejection: subscribing from a UI effect and forgetting
 * the promise is normal; refusals also reach `onError`.
 */
export interface LiveSubscription extends Promise<void> {
  /** Leaves; the key is unsubscribed on the server when its last listener leaves. Idempotent. */
  unsubscribe(): void;
  /** The server has acknowledged this key on the current connection (false again after a drop). */
  readonly acked: boolean;
  /** Set when the server refused the key (`err`); the subscription is then removed. */
  readonly error: LiveSubscriptionError | undefined;
}

interface KeyEntry {
  readonly key: string;
  readonly args: SubscriptionArgs;
  readonly listeners: Set<ListenerRecord>;
  acked: boolean;
  /** The connection generation the subscribe command went out on. */
  sentOn: number | undefined;
  state: AnyFrame | undefined;
  /** The next frame opens a (re)subscription and is complete: it replaces the state. */
  expectFull: boolean;
}

interface ListenerRecord {
  readonly entry: KeyEntry;
  readonly listener: AnyListener;
  readonly filter: AnyFilter | undefined;
  active: boolean;
  settled: boolean;
  error: LiveSubscriptionError | undefined;
  resolve: () => void;
  reject: (error: LiveSubscriptionError) => void;
}

const DATA_TYPES: ReadonlySet<string> = new Set(LIVE_TYPES);

/**
 * The public live-data feed (spec 001 §4, §5, §8, §9): one socket with the subprotocol 'NEXT',
 * logged in through the session, one server subscription per key however many listeners, every
 * subscription sent again after a reconnect.
 *
 * Connects on the first `subscribe()` (or `connect()`) and stays connected when the last listener
 * leaves, so moving between pages does not reopen the socket.
 */
export class LiveDataClient {
  readonly #connection: LiveConnection;
  readonly #entries = new Map<string, KeyEntry>();
  /** Keys whose unsubscribe is not acknowledged yet: their frames may still arrive, harmlessly. */
  readonly #draining = new Map<string, number>();
  readonly #report: (error: LiveError) => void;
  readonly #logger: LiveLogger;
  readonly #clock: Clock;
  #closed = false;

  constructor(options: LiveDataClientOptions = {}) {
    this.#report = reportTo(options);
    this.#logger = options.logger ?? console;
    this.#clock = options.clock ?? systemClock;
    this.#connection = new LiveConnection(
      connectionOptions(options, LIVE_PUBLIC_PATH, {
        onFrame: (frame) => this.#onFrame(frame),
        onLoggedIn: () => this.#flush(),
        onDisconnected: () => this.#onDisconnected(),
      }),
    );
  }

  get status(): LiveStatus {
    return this.#connection.status;
  }

  /** Clock time of the last message of any kind (heartbeats included), for a freshness marker. */
  get lastMessageAt(): number | undefined {
    return this.#connection.lastMessageAt;
  }

  /** Issue 3: not logged in, or nothing (not even a heartbeat) heard for 15 s. */
  isStale(now: number = this.#clock.now()): boolean {
    const last = this.#connection.lastMessageAt;
    return this.status !== 'logged-in' || last === undefined || now - last >= LIVE_STALE_AFTER_MS;
  }

  /** Calls `listener` on every status change; returns the function that stops it. */
  onStatus(listener: (status: LiveStatus) => void): () => void {
    return this.#connection.onStatus(listener);
  }

  connect(): void {
    if (!this.#closed) this.#connection.start();
  }

  /**
   * Throws `Error('Invalid subscription options')` at once for an unknown type, missing key fields
   * or a missing listener (spec 001 §5). A listener joining a key that is already live is called
   * with the merged state first (as frame and state), because the server sends the complete frame
   * only once per key; not for trades and news, which are events rather than a state.
   */
  subscribe<T extends LiveType>(options: SubscribeOptions<T>): LiveSubscription {
    const { args, listener, filter } = checkSubscribeOptions(options);
    const key = subscriptionKey(args);
    const entry = this.#entries.get(key) ?? this.#newEntry(key, args);
    const record = this.#newRecord(entry, listener, filter);
    const handle = this.#handle(record);

    if (this.#closed) {
      record.active = false;
      this.#settle(record, new LiveSubscriptionError('closed', args));
      return handle;
    }
    this.#entries.set(key, entry);
    entry.listeners.add(record);
    this.#connection.start();

    if (entry.acked) {
      this.#settle(record);
      const state = entry.state;
      if (state !== undefined && !isEventType(args.t)) {
        queueMicrotask(() => this.#deliver(record, state, state));
      }
    } else if (this.#connection.ready) {
      this.#flush();
    } else {
      this.#awaitReady(record);
    }
    return handle;
  }

  /** The merged state of a key, as its listeners last saw it. */
  getState(args: SubscriptionArgs): Readonly<AnyFrame> | undefined {
    return this.#entries.get(subscriptionKey(args))?.state;
  }

  /** Stops for good: no reconnect; pending subscriptions reject with reason `closed`. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#connection.stop();
    for (const entry of this.#entries.values()) {
      for (const record of entry.listeners) {
        record.active = false;
        this.#settle(record, new LiveSubscriptionError('closed', entry.args));
      }
    }
    this.#entries.clear();
    this.#draining.clear();
  }

  #newEntry(key: string, args: SubscriptionArgs): KeyEntry {
    return {
      key,
      args,
      listeners: new Set(),
      acked: false,
      sentOn: undefined,
      state: undefined,
      expectFull: true,
    };
  }

  #newRecord(entry: KeyEntry, listener: AnyListener, filter: AnyFilter | undefined): ListenerRecord {
    return {
      entry,
      listener,
      filter,
      active: true,
      settled: false,
      error: undefined,
      resolve: () => undefined,
      reject: () => undefined,
    };
  }

  #handle(record: ListenerRecord): LiveSubscription {
    const promise = new Promise<void>((resolve, reject) => {
      record.resolve = resolve;
      record.reject = reject;
    });
    promise.catch(() => undefined);
    return Object.defineProperties(promise, {
      unsubscribe: { value: () => this.#unsubscribe(record) },
      acked: { get: () => record.active && record.entry.acked },
      error: { get: () => record.error },
    }) as LiveSubscription;
  }

  #settle(record: ListenerRecord, error?: LiveSubscriptionError): void {
    if (record.settled) return;
    record.settled = true;
    if (error) record.reject(error);
    else record.resolve();
  }

  /**
   * Spec 001 §4, §9: a subscription made while the connection is not ready waits for it with the
   * backoff polls; if it is still not ready, the promise rejects (`not-ready`) but the
   * subscription stays and goes out with the others when the connection logs in.
   */
  #awaitReady(record: ListenerRecord): void {
    void this.#connection.whenReady().then((ready) => {
      if (ready) this.#flush();
      else if (record.active) this.#settle(record, new LiveSubscriptionError('not-ready', record.entry.args));
    });
  }

  /** Sends every subscription not yet sent on the current socket: new ones, and all after a reconnect. */
  #flush(): void {
    if (!this.#connection.ready) return;
    const generation = this.#connection.generation;
    for (const entry of this.#entries.values()) {
      if (entry.sentOn === generation) continue;
      if (!this.#connection.send({ cmd: 'subscribe', args: entry.args })) return;
      entry.sentOn = generation;
      entry.expectFull = true;
    }
  }

  #unsubscribe(record: ListenerRecord): void {
    if (!record.active) return;
    record.active = false;
    const { entry } = record;
    entry.listeners.delete(record);
    this.#settle(record, new LiveSubscriptionError('cancelled', entry.args));
    if (entry.listeners.size > 0 || this.#entries.get(entry.key) !== entry) return;
    this.#entries.delete(entry.key);
    // Only a subscription the server has (or is about to have) on this socket needs undoing.
    if (
      entry.sentOn === this.#connection.generation &&
      this.#connection.send({ cmd: 'unsubscribe', args: entry.args })
    ) {
      this.#draining.set(entry.key, (this.#draining.get(entry.key) ?? 0) + 1);
    }
  }

  #onDisconnected(): void {
    this.#draining.clear();
    for (const entry of this.#entries.values()) {
      entry.acked = false;
      entry.sentOn = undefined;
      for (const record of entry.listeners) {
        if (!record.settled) this.#awaitReady(record);
      }
    }
  }

  #onFrame(frame: RawFrame): void {
    if (frame.type === 'ack') this.#onAck(frame);
    else if (frame.type === 'err') this.#onErr(frame);
    else if (DATA_TYPES.has(frame.type)) this.#onData(frame.type as LiveType, frame.data, frame);
    else this.#logger.warn(`Live feed: message of unknown type "${frame.type}" ignored`, frame);
  }

  #commandArgs(value: unknown): { key: string; args: SubscriptionArgs } | undefined {
    const parsed = SubscriptionArgsSchema.safeParse(value);
    return parsed.success ? { key: subscriptionKey(parsed.data), args: parsed.data } : undefined;
  }

  #onAck(frame: RawFrame): void {
    const command = this.#commandArgs(frame.data.args);
    if (!command) {
      this.#logger.warn('Live feed: acknowledgement without a subscription ignored', frame);
      return;
    }
    if (frame.data.cmd === 'unsubscribe') {
      this.#drained(command.key);
      return;
    }
    if (frame.data.cmd !== 'subscribe') return;
    // No entry: the last listener left before the ack; the unsubscribe is on its way.
    const entry = this.#entries.get(command.key);
    if (!entry) return;
    entry.acked = true;
    for (const record of entry.listeners) this.#settle(record);
  }

  #onErr(frame: RawFrame): void {
    const msg = typeof frame.data.msg === 'string' ? frame.data.msg : 'refused';
    const command = isRecord(frame.data.cmd) ? frame.data.cmd : undefined;
    const target = this.#commandArgs(command?.args);
    if (command?.cmd === 'unsubscribe' && target) this.#drained(target.key);
    const entry = command?.cmd === 'subscribe' && target ? this.#entries.get(target.key) : undefined;
    if (!entry) {
      this.#logger.warn(`Live feed: server error "${msg}"`, frame);
      return;
    }
    // Spec 001 §4: on error it rejects and the subscription is removed.
    this.#entries.delete(entry.key);
    const error = new LiveSubscriptionError('refused', entry.args, msg);
    for (const record of entry.listeners) {
      record.active = false;
      record.error = error;
      this.#settle(record, error);
    }
    entry.listeners.clear();
    this.#report(error);
  }

  #drained(key: string): void {
    const left = (this.#draining.get(key) ?? 0) - 1;
    if (left > 0) this.#draining.set(key, left);
    else this.#draining.delete(key);
  }

  #onData(type: LiveType, data: AnyFrame, frame: RawFrame): void {
    const key = frameKey(type, data);
    if (key === undefined) {
      this.#logger.warn(`Live feed: ${type} frame without its key fields ignored`, frame);
      return;
    }
    const entry = this.#entries.get(key);
    const draining = this.#draining.has(key);
    // Frames of a subscription we just left, sent before the server saw the unsubscribe.
    if (draining && !entry?.acked) return;
    if (!entry) {
      // Spec 001 §8: a protocol error when there is no subscription for the key.
      this.#report(
        new LiveProtocolError(`Live feed: ${type} frame for ${key}, which has no subscription`, frame),
      );
      return;
    }
    const state = nextState(type, entry.expectFull ? undefined : entry.state, data);
    entry.state = state;
    entry.expectFull = false;
    for (const record of [...entry.listeners]) this.#deliver(record, data, state);
  }

  #deliver(record: ListenerRecord, frame: AnyFrame, state: AnyFrame): void {
    if (!record.active) return;
    try {
      if (passesFilter(record.filter, frame, state)) record.listener(frame, state);
    } catch (error) {
      // One faulty listener must not starve the others of the same frame.
      this.#logger.warn('Live feed: listener threw', error);
    }
  }
}
