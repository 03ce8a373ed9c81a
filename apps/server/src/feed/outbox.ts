import type { Fields } from './diff';

/** The part of a WebSocket the hub writes to; the socket server adapts `ws` to it. */
export interface FeedSocket {
  /** Bytes accepted by `send` but not yet handed to the kernel. */
  readonly bufferedAmount: number;
  /** A text frame. */
  send(frame: Buffer): void;
  close(code: number, reason: string): void;
  /** Hold writes until `uncork`, so frames sent together leave in one system call. */
  cork(): void;
  uncork(): void;
}

export interface OutboxLimits {
  /** Above this many unsent bytes, frames wait in the queue instead of going to the socket. */
  bufferBytes: number;
  /** Queued frames that cannot be merged (acks, trades, news, private events) before giving up. */
  maxQueuedEvents: number;
}

/** A state frame waiting for the socket: the changes of its key merged since it was queued. */
interface QueuedState {
  kind: 'state';
  type: string;
  data: Fields;
}

/** `key` lets an unsubscribe take back the key's waiting events too. */
interface QueuedEvent {
  kind: 'event';
  key: string | undefined;
  frame: Buffer;
}

/**
 * The outgoing side of one connection. While the socket keeps up, every frame is written at once
 * (the same Buffer for every subscriber of a key). Once it falls behind, frames wait here: state
 * frames (price, depth, indicator, trading status) of one key collapse into one, holding the latest
 * value of every field changed meanwhile, so a slow client skips intermediate values but no change;
 * events are kept in order up to a bound. The hub decides what to do with a client that stays behind.
 */
export class Outbox {
  /** Insertion-ordered: state frames under their subscription key, events under a sequence number. */
  private readonly queue = new Map<string | number, QueuedState | QueuedEvent>();
  private nextEvent = 0;
  private queuedEvents = 0;
  private closed = false;
  private corked = false;
  lastSentAt = Date.now();
  /** Since when frames have been waiting without a break; undefined while the client keeps up. */
  behindSince: number | undefined;

  constructor(
    private readonly socket: FeedSocket,
    private readonly limits: OutboxLimits,
    private readonly onOverflow: () => void,
  ) {}

  /** A state frame of `key`; `changes` is what `frame` carries, kept for merging should it wait. */
  state(key: string, type: string, frame: Buffer, changes: Fields): void {
    if (this.closed) return;
    if (this.queue.size === 0 && this.socket.bufferedAmount < this.limits.bufferBytes) {
      this.write(frame);
      return;
    }
    const queued = this.queue.get(key);
    let data = changes;
    if (queued?.kind === 'state') {
      data = { ...queued.data, ...changes };
      // Re-inserted at the end: the merged frame is as new as its newest change.
      this.queue.delete(key);
    }
    this.enqueue(key, { kind: 'state', type, data });
  }

  /** A frame that must arrive as is and in order; `key` when it belongs to a subscription. */
  event(frame: Buffer, key?: string): void {
    if (this.closed) return;
    if (this.queue.size === 0 && this.socket.bufferedAmount < this.limits.bufferBytes) {
      this.write(frame);
      return;
    }
    if (this.queuedEvents >= this.limits.maxQueuedEvents) {
      this.onOverflow();
      return;
    }
    this.queuedEvents++;
    this.enqueue(this.nextEvent++, { kind: 'event', key, frame });
  }

  /** Forgets what waits for a key the client unsubscribed from: it must not see the key again. */
  drop(key: string): void {
    this.queue.delete(key);
    if (this.queuedEvents > 0) {
      for (const [id, item] of this.queue) {
        if (item.kind === 'event' && item.key === key) {
          this.queue.delete(id);
          this.queuedEvents--;
        }
      }
    }
    if (this.queue.size === 0) this.behindSince = undefined;
  }

  /** Writes waiting frames while the socket takes them; called when it drained. */
  flush(): void {
    for (const [key, item] of this.queue) {
      if (this.closed || this.socket.bufferedAmount >= this.limits.bufferBytes) return;
      this.queue.delete(key);
      if (item.kind === 'event') {
        this.queuedEvents--;
        this.write(item.frame);
      } else {
        this.write(Buffer.from(JSON.stringify({ type: item.type, data: item.data })));
      }
    }
    this.behindSince = undefined;
  }

  get queued(): number {
    return this.queue.size;
  }

  /** Nothing more is sent; what waits is dropped. */
  close(): void {
    this.closed = true;
    this.queue.clear();
    this.queuedEvents = 0;
    this.behindSince = undefined;
  }

  private enqueue(key: string | number, item: QueuedState | QueuedEvent): void {
    // Not reset by a merge, which empties the queue for a moment: the client is no less behind.
    this.behindSince ??= Date.now();
    this.queue.set(key, item);
  }

  private write(frame: Buffer): void {
    // Events handled in one go (a burst from the bus, a reconnect's subscriptions) reach a client
    // as one write instead of one per frame: after a stall that is what lets the server catch up.
    if (!this.corked) {
      this.corked = true;
      this.socket.cork();
      queueMicrotask(this.uncork);
    }
    this.socket.send(frame);
    this.lastSentAt = Date.now();
  }

  private readonly uncork = (): void => {
    this.corked = false;
    this.socket.uncork();
  };
}
