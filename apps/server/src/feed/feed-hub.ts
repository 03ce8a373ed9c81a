import type { FastifyBaseLogger } from 'fastify';
import {
  LIVE_CLOSE,
  subscriptionKey,
  type LiveFrame,
  type LiveType,
  type SubscriptionArgs,
} from '@broker/contract';
import type { Bus, BusMessage } from './bus';
import type { SnapshotSource } from './snapshot-source';
import { changedFields, type Fields } from './diff';
import { Outbox, type FeedSocket, type OutboxLimits } from './outbox';
import { rateLimitedLog, type LimitedLog } from './log-limiter';

export interface FeedHubOptions {
  bus: Bus;
  /** Asked at each subscription, so whoever provides the source may do so after the hub exists. */
  snapshots: () => SnapshotSource;
  heartbeatMs: number;
  maxSubscriptions: number;
  bufferBytes: number;
  slowConsumerMs: number;
  /** Unmergeable frames (acks, trades, news, private events) a connection may have waiting. */
  maxQueuedEvents?: number;
  log: FastifyBaseLogger;
}

/** One connection as the hub sees it. */
export class FeedClient {
  readonly subscriptions = new Set<string>();
  readonly outbox: Outbox;
  closed = false;

  constructor(
    readonly socket: FeedSocket,
    /** Set on the private feed: whose events this connection receives. */
    readonly customerId: number | undefined,
    limits: OutboxLimits,
    onOverflow: (client: FeedClient) => void,
  ) {
    this.outbox = new Outbox(socket, limits, () => onOverflow(this));
  }
}

/** Trades and news are events: each one is news to the client, so they are neither diffed nor merged. */
const EVENT_TYPES: ReadonlySet<LiveType> = new Set(['trade', 'news']);

const UNKNOWN_KEY: Record<LiveType, string> = {
  price: 'unknown instrument',
  depth: 'unknown instrument',
  trade: 'unknown instrument',
  trading_status: 'unknown instrument',
  indicator: 'unknown indicator',
  news: 'unknown news source',
};

const HEARTBEAT = Buffer.from(JSON.stringify({ type: 'heartbeat', data: {} }));

/**
 * The live-data hub of one process: the latest state of every key seen on the bus, who is
 * subscribed to what, and the frames between them. Each bus event is diffed once against the state
 * this process holds and serialized once; every subscriber of the key gets the same Buffer. The
 * socket plumbing lives elsewhere (live-socket-server.ts), so all of this is testable without it.
 */
export class FeedHub {
  private readonly state = new Map<string, Fields>();
  private readonly subscribers = new Map<string, Set<FeedClient>>();
  private readonly customers = new Map<number, Set<FeedClient>>();
  private readonly clients = new Set<FeedClient>();
  private readonly stopBus: () => void;
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly logSlow: LimitedLog;
  private readonly logBusError: LimitedLog;
  private readonly logLookupError: LimitedLog;
  private slowClosed = 0;

  constructor(private readonly options: FeedHubOptions) {
    this.logSlow = rateLimitedLog(options.log, 'info');
    this.logBusError = rateLimitedLog(options.log, 'error');
    this.logLookupError = rateLimitedLog(options.log, 'error');
    this.stopBus = options.bus.subscribe(this.onBus);
  }

  connect(socket: FeedSocket, customerId?: number): FeedClient {
    const limits = {
      bufferBytes: this.options.bufferBytes,
      maxQueuedEvents: this.options.maxQueuedEvents ?? 1000,
    };
    const client = new FeedClient(socket, customerId, limits, (c) =>
      this.closeSlow(c, 'too many frames waiting'),
    );
    this.clients.add(client);
    if (customerId !== undefined) setOf(this.customers, customerId).add(client);
    this.startSweep();
    return client;
  }

  /** The connection is gone: forget it everywhere. */
  disconnect(client: FeedClient): void {
    if (client.closed && !this.clients.has(client)) return;
    client.closed = true;
    client.outbox.close();
    for (const key of client.subscriptions) removeFrom(this.subscribers, key, client);
    client.subscriptions.clear();
    if (client.customerId !== undefined) removeFrom(this.customers, client.customerId, client);
    this.clients.delete(client);
    if (this.clients.size === 0) this.stopSweep();
  }

  /**
   * Answers with ack (then the key's full current value, if there is one) or err. Calls for one
   * client must not overlap (the socket server runs a client's commands one after another), so the
   * limit check and the ack order hold across the snapshot lookup.
   */
  async subscribe(client: FeedClient, args: SubscriptionArgs, cmd: unknown): Promise<void> {
    const key = subscriptionKey(args);
    const again = client.subscriptions.has(key);
    if (!again && client.subscriptions.size >= this.options.maxSubscriptions) {
      this.reply(
        client,
        err(`too many subscriptions: at most ${this.options.maxSubscriptions} per connection`, cmd),
      );
      return;
    }
    let state = this.state.get(key);
    if (state === undefined) {
      // A key with an event on the bus exists; only the others need the market module's word.
      let found: Awaited<ReturnType<SnapshotSource['resolve']>>;
      try {
        found = await this.options.snapshots().resolve(args);
      } catch (error) {
        // Rate-limited and with the key cut short: a client can make lookups fail by the thousand.
        this.logLookupError({ err: error, key: key.slice(0, 100) }, 'live feed: snapshot lookup failed');
        this.reply(client, err('current value unavailable, try again', cmd));
        return;
      }
      if (client.closed) return;
      if (!found.known) {
        this.reply(client, err(UNKNOWN_KEY[args.t], cmd));
        return;
      }
      // An event that arrived during the lookup is newer than the snapshot.
      state = this.state.get(key);
      if (state === undefined && found.state !== undefined) {
        state = withKeyFields(args, found.state);
        this.state.set(key, state);
      }
    }
    if (!again) {
      client.subscriptions.add(key);
      setOf(this.subscribers, key).add(client);
    }
    this.reply(client, { type: 'ack', data: { cmd: 'subscribe', args } });
    if (state === undefined) return;
    if (!EVENT_TYPES.has(args.t)) {
      client.outbox.state(key, args.t, Buffer.from(JSON.stringify({ type: args.t, data: state })), state);
    } else if (!again) {
      // Sent again, the latest trade or news item would look like a new one.
      client.outbox.event(Buffer.from(JSON.stringify({ type: args.t, data: state })), key);
    }
  }

  /** Always acked: after it, nothing of the key reaches the client, subscribed or not. */
  unsubscribe(client: FeedClient, args: SubscriptionArgs): void {
    const key = subscriptionKey(args);
    if (client.subscriptions.delete(key)) {
      removeFrom(this.subscribers, key, client);
      client.outbox.drop(key);
    }
    this.reply(client, { type: 'ack', data: { cmd: 'unsubscribe', args } });
  }

  reply(client: FeedClient, frame: LiveFrame): void {
    client.outbox.event(Buffer.from(JSON.stringify(frame)));
  }

  /** Closes every connection, e.g. with 1001 when the server stops. */
  closeAll(code: number, reason: string): void {
    for (const client of this.clients) {
      client.outbox.close();
      client.socket.close(code, reason);
    }
  }

  /** Stops listening to the bus and the timers; the sockets are the socket server's to close. */
  close(): void {
    this.stopBus();
    this.stopSweep();
  }

  stats() {
    let subscriptions = 0;
    for (const set of this.subscribers.values()) subscriptions += set.size;
    return {
      clients: this.clients.size,
      keys: this.state.size,
      subscriptions,
      slowConsumersClosed: this.slowClosed,
    };
  }

  private readonly onBus = (message: BusMessage): void => {
    // A bad event must not throw into the publisher (the in-process bus calls us synchronously).
    try {
      if (message.kind === 'exchange') return;
      if (typeof message.data !== 'object' || message.data === null) return;
      if (message.kind === 'market') this.onMarket(message.type, message.key, message.data);
      else this.onPrivate(message.customerId, message.type, message.data);
    } catch (error) {
      this.logBusError({ err: error }, 'live feed: could not deliver a bus message');
    }
  };

  private onMarket(type: LiveType, key: string, data: Fields): void {
    const prev = this.state.get(key);
    this.state.set(key, data);
    const subscribers = this.subscribers.get(key);
    if (subscribers === undefined) return;
    if (EVENT_TYPES.has(type)) {
      const frame = Buffer.from(JSON.stringify({ type, data }));
      for (const client of subscribers) client.outbox.event(frame, key);
      return;
    }
    const changes = prev === undefined ? data : changedFields(type, prev, data);
    if (changes === undefined) return;
    const frame = Buffer.from(JSON.stringify({ type, data: changes }));
    for (const client of subscribers) client.outbox.state(key, type, frame, changes);
  }

  private onPrivate(customerId: number, type: string, data: Fields): void {
    const clients = this.customers.get(customerId);
    if (clients === undefined) return;
    const frame = Buffer.from(JSON.stringify({ type, data }));
    for (const client of clients) client.outbox.event(frame);
  }

  private closeSlow(client: FeedClient, why: string): void {
    if (client.closed) return;
    client.closed = true;
    this.slowClosed++;
    this.logSlow({ why, subscriptions: client.subscriptions.size }, 'live feed: closing a slow consumer');
    client.outbox.close();
    client.socket.close(LIVE_CLOSE.SLOW_CONSUMER, 'slow consumer');
  }

  /** Heartbeats, the slow-consumer deadline, and a flush for sockets whose drain went unnoticed. */
  private readonly sweep = (): void => {
    const now = Date.now();
    for (const client of this.clients) {
      if (client.closed) continue;
      const outbox = client.outbox;
      if (outbox.behindSince !== undefined) {
        outbox.flush();
        if (outbox.behindSince !== undefined && now - outbox.behindSince > this.options.slowConsumerMs) {
          this.closeSlow(client, `behind for more than ${this.options.slowConsumerMs} ms`);
        }
      } else if (now - outbox.lastSentAt >= this.options.heartbeatMs) {
        outbox.event(HEARTBEAT);
      }
    }
  };

  private startSweep(): void {
    if (this.sweepTimer) return;
    const every = Math.max(10, Math.min(this.options.heartbeatMs, this.options.slowConsumerMs) / 5);
    this.sweepTimer = setInterval(this.sweep, every);
    this.sweepTimer.unref();
  }

  private stopSweep(): void {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
  }
}

function err(msg: string, cmd: unknown): LiveFrame {
  return { type: 'err', data: { msg, cmd } };
}

/** A snapshot is the market module's: make sure it carries the key fields the client matches on. */
function withKeyFields(args: SubscriptionArgs, state: Fields): Fields {
  return args.t === 'news' ? { source_id: args.s, ...state } : { m: args.m, i: args.i, ...state };
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (set === undefined) map.set(key, (set = new Set()));
  return set;
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set === undefined) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}
