import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { LIVE_CLOSE, subscriptionKey } from '@broker/contract';
import { createInProcessBus } from './bus';
import { FeedHub } from './feed-hub';
import type { FeedSocket } from './outbox';

/** A socket that keeps what it is sent; `bufferedAmount` is set by the test to play a stuck client. */
function fakeSocket() {
  const socket = {
    frames: [] as Buffer[],
    bufferedAmount: 0,
    closedWith: undefined as number | undefined,
    send(frame: Buffer) {
      socket.frames.push(frame);
    },
    close(code: number) {
      socket.closedWith = code;
    },
    cork() {},
    uncork() {},
    texts: () => socket.frames.map(String),
  } satisfies FeedSocket & Record<string, unknown>;
  return socket;
}

describe('FeedHub', () => {
  let lookups = 0;
  const hubs: FeedHub[] = [];
  afterEach(() => {
    for (const h of hubs.splice(0)) h.close();
    vi.useRealTimers();
  });

  /** A hub on a bus of its own; created after fake timers are on when a test wants them. */
  const start = () => {
    const bus = createInProcessBus();
    const hub = new FeedHub({
      bus,
      snapshots: () => ({
        resolve: async (args) => {
          lookups++;
          return subscriptionKey(args) === 'price:11:X'
            ? { known: false }
            : { known: true, state: undefined };
        },
      }),
      heartbeatMs: 1000,
      maxSubscriptions: 10,
      bufferBytes: 1000,
      slowConsumerMs: 5000,
      log: Fastify({ logger: false }).log,
    });
    hubs.push(hub);
    const price = (i: string, data: Record<string, unknown>) =>
      bus.publish({ kind: 'market', type: 'price', key: `price:11:${i}`, data: { m: 11, i, ...data } });
    return { bus, hub, price };
  };

  it('serializes a diff once: every subscriber of the key is sent the same Buffer', async () => {
    const { hub, price } = start();
    const [a, b] = [fakeSocket(), fakeSocket()];
    const [ca, cb] = [hub.connect(a), hub.connect(b)];
    await hub.subscribe(ca, { t: 'price', m: 11, i: 'S' }, {});
    await hub.subscribe(cb, { t: 'price', m: 11, i: 'S' }, {});
    price('S', { last: 1 });
    price('S', { last: 2 });
    expect(a.texts().slice(1)).toEqual([
      '{"type":"price","data":{"m":11,"i":"S","last":1}}',
      '{"type":"price","data":{"m":11,"i":"S","last":2}}',
    ]);
    expect(a.frames.at(-1)).toBe(b.frames.at(-1));
    // The key now has state in the hub: a third subscriber needs no snapshot.
    const before = lookups;
    const c = fakeSocket();
    await hub.subscribe(hub.connect(c), { t: 'price', m: 11, i: 'S' }, {});
    expect(lookups).toBe(before);
    expect(c.texts()[1]).toBe('{"type":"price","data":{"m":11,"i":"S","last":2}}');
  });

  it('refuses what the snapshot source does not know, echoing the command', async () => {
    const { hub } = start();
    const s = fakeSocket();
    const cmd = { cmd: 'subscribe', args: { t: 'price', m: 11, i: 'X' } };
    await hub.subscribe(hub.connect(s), { t: 'price', m: 11, i: 'X' }, cmd);
    expect(JSON.parse(s.texts()[0]!)).toEqual({ type: 'err', data: { msg: 'unknown instrument', cmd } });
  });

  it('sends heartbeats to idle clients and closes one that stays behind with 4008', async () => {
    vi.useFakeTimers();
    const { hub, price } = start();
    const idle = fakeSocket();
    const stuck = fakeSocket();
    hub.connect(idle);
    const stuckClient = hub.connect(stuck);
    await hub.subscribe(stuckClient, { t: 'price', m: 11, i: 'Q' }, {});
    stuck.bufferedAmount = 10_000;
    price('Q', { last: 1 });
    price('Q', { last: 2 });
    vi.advanceTimersByTime(1500);
    expect(idle.texts()).toContain('{"type":"heartbeat","data":{}}');
    expect(stuck.closedWith).toBeUndefined();
    vi.advanceTimersByTime(5000);
    expect(stuck.closedWith).toBe(LIVE_CLOSE.SLOW_CONSUMER);
    expect(hub.stats().slowConsumersClosed).toBe(1);
  });

  it("delivers private events to the customer's connections only", () => {
    const { hub, bus } = start();
    const mine = fakeSocket();
    const theirs = fakeSocket();
    hub.connect(mine, 7);
    hub.connect(theirs, 8);
    bus.publish({ kind: 'private', customerId: 7, type: 'order', data: { order_id: 1 } });
    expect(mine.texts()).toEqual(['{"type":"order","data":{"order_id":1}}']);
    expect(theirs.frames).toHaveLength(0);
  });
});
