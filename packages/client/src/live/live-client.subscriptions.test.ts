import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_SUBSCRIPTION_OPTIONS } from './constants';
import { LiveProtocolError, LiveSubscriptionError } from './errors';
import type { SubscribeOptions } from './subscription-options';
import { liveHarness, until, type LiveHarness } from './testing/live-harness';

let h: LiveHarness;
beforeEach(async () => {
  h = await liveHarness();
});
afterEach(async () => {
  await h.dispose();
});

const price = { t: 'price', m: 11, i: '101' } as const;
const other = { t: 'price', m: 11, i: '202' } as const;
const noop = () => undefined;

/**
 * Commands on one socket are handled in order, so once a later subscription is acknowledged the
 * server has seen everything sent before it: a way to prove that something was *not* sent.
 */
let barriers = 0;
async function barrier(client: ReturnType<LiveHarness['publicClient']>): Promise<void> {
  await client.subscribe({ t: 'depth', m: 99, i: `barrier-${++barriers}`, listener: noop });
}

describe('LiveDataClient.subscribe: validation (spec 001 §5)', () => {
  it.each([
    ['no listener', { ...price }],
    ['a listener that is not a function', { ...price, listener: 'render' }],
    ['an unknown type', { t: 'quote', m: 11, i: '101', listener: noop }],
    ['no type', { m: 11, i: '101', listener: noop }],
    ['no market', { t: 'price', i: '101', listener: noop }],
    ['no identifier', { t: 'depth', m: 11, listener: noop }],
    ['an empty identifier', { t: 'trade', m: 11, i: '', listener: noop }],
    ['a market of the wrong kind', { t: 'trading_status', m: '11', i: '101', listener: noop }],
    ['an indicator without its identifier', { t: 'indicator', m: 'SSE', listener: noop }],
    ['news without a source', { t: 'news', listener: noop }],
    ['news keyed like a price', { t: 'news', m: 11, i: '101', listener: noop }],
    ['an empty filter list', { ...price, listener: noop, filter: [] }],
    ['a filter that is neither list nor function', { ...price, listener: noop, filter: 'last' }],
    ['no options at all', undefined],
  ])('throws at once for %s, and sends nothing', async (_name, options) => {
    const client = h.publicClient();

    expect(() => client.subscribe(options as unknown as SubscribeOptions)).toThrow(
      new Error(INVALID_SUBSCRIPTION_OPTIONS),
    );
    expect(INVALID_SUBSCRIPTION_OPTIONS).toBe('Invalid subscription options');
    expect(client.status).toBe('closed');
    expect(h.server.connections).toHaveLength(0);
  });

  it.each([
    ['price', price],
    ['depth', { t: 'depth', m: 11, i: '101' }],
    ['trade', { t: 'trade', m: 11, i: '101' }],
    ['trading_status', { t: 'trading_status', m: 11, i: '101' }],
    ['indicator', { t: 'indicator', m: 'SSE', i: 'OMXS30' }],
    ['news', { t: 'news', s: 5 }],
  ] as const)('subscribes to %s with exactly its key fields', async (_type, args) => {
    const client = h.publicClient();
    await client.subscribe({ ...args, listener: noop, extra: 'not sent' } as unknown as SubscribeOptions);
    expect(h.server.received.at(-1)?.raw).toBe(JSON.stringify({ cmd: 'subscribe', args }));
  });
});

describe('LiveDataClient.subscribe: ack and err (spec 001 §4)', () => {
  it('resolves on the ack and flags the subscription as acknowledged', async () => {
    const client = h.publicClient();
    const subscription = client.subscribe({ ...price, listener: noop });
    expect(subscription.acked).toBe(false);

    await expect(subscription).resolves.toBeUndefined();
    expect(subscription.acked).toBe(true);
    expect(subscription.error).toBeUndefined();
    expect(h.server.received.map((m) => m.raw)).toEqual([
      '{"cmd":"login","args":{}}',
      '{"cmd":"subscribe","args":{"t":"price","m":11,"i":"101"}}',
    ]);
  });

  it('rejects on err, flags the error and removes the subscription', async () => {
    h.server.refuse = (args) => (args.t === 'price' && args.i === '101' ? 'unknown instrument' : undefined);
    const client = h.publicClient();
    const frames: unknown[] = [];
    const subscription = client.subscribe({ ...price, listener: (frame) => frames.push(frame) });

    const error: unknown = await subscription.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LiveSubscriptionError);
    expect(error).toMatchObject({ reason: 'refused', serverMessage: 'unknown instrument', args: price });
    expect(subscription.error).toBe(error);
    expect(subscription.acked).toBe(false);
    expect(client.getState(price)).toBeUndefined();
    expect(h.onError).toHaveBeenCalledWith(error);

    // Removed: a frame for the key is now a frame without a subscription.
    h.server.broadcast({ type: 'price', data: { m: 11, i: '101', last: 1 } });
    await until(() => expect(h.onError).toHaveBeenCalledWith(expect.any(LiveProtocolError)));
    expect(frames).toEqual([]);

    // And subscribing again asks the server again.
    h.server.refuse = () => undefined;
    await client.subscribe({ ...price, listener: noop });
    expect(h.server.commands('subscribe')).toHaveLength(2);
  });

  it('rejects every listener still waiting on a refused key', async () => {
    h.server.refuse = () => 'too many subscriptions';
    const client = h.publicClient();
    const first = client.subscribe({ ...price, listener: noop });
    const second = client.subscribe({ ...price, listener: noop });

    await expect(first).rejects.toMatchObject({ reason: 'refused' });
    await expect(second).rejects.toMatchObject({ reason: 'refused' });
    expect(h.server.commands('subscribe')).toHaveLength(1);
  });

  it('rejects with cancelled when unsubscribed before the ack, and sends nothing not yet sent', async () => {
    h.server.loginMode = 'hold';
    const client = h.publicClient();
    const subscription = client.subscribe({ ...price, listener: noop });
    subscription.unsubscribe();

    await expect(subscription).rejects.toMatchObject({ reason: 'cancelled' });
    await until(() => expect(h.server.commands('login')).toHaveLength(1));
    h.server.releaseLogins();
    await until(() => expect(client.status).toBe('logged-in'));
    await barrier(client);
    expect(h.server.commands('subscribe')).toEqual([
      { cmd: 'subscribe', args: { t: 'depth', m: 99, i: expect.stringMatching(/^barrier-/) } },
    ]);
  });
});

describe('LiveDataClient: one server subscription per key (spec 001 §4)', () => {
  it('subscribes a key once however many listeners, and unsubscribes it when the last one leaves', async () => {
    const client = h.publicClient();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const first = client.subscribe({ ...price, listener: (frame) => a.push(frame) });
    const second = client.subscribe({ ...price, listener: (frame) => b.push(frame) });
    await Promise.all([first, second]);
    expect(h.server.commands('subscribe')).toEqual([{ cmd: 'subscribe', args: price }]);

    h.server.publish('price', { m: 11, i: '101', last: 1 });
    await until(() => expect([a.length, b.length]).toEqual([1, 1]));

    first.unsubscribe();
    first.unsubscribe();
    await barrier(client);
    expect(h.server.commands('unsubscribe')).toEqual([]);
    h.server.publish('price', { m: 11, i: '101', last: 2 });
    await until(() => expect(b).toHaveLength(2));
    expect(a).toHaveLength(1);

    second.unsubscribe();
    await until(() =>
      expect(h.server.commands('unsubscribe').at(-1)).toEqual({ cmd: 'unsubscribe', args: price }),
    );
    expect(second.acked).toBe(false);
  });

  it('gives a listener that joins a live key the merged state at once', async () => {
    h.server.snapshot = (args) =>
      args.t === 'price' ? { m: 11, i: '101', bid: 100, ask: 101, last: 100.5 } : undefined;
    const client = h.publicClient();
    const first: unknown[] = [];
    await client.subscribe({ ...price, listener: (_frame, state) => first.push(state) });
    await until(() => expect(first).toHaveLength(1));
    h.server.publish('price', { m: 11, i: '101', last: 100.7 });
    await until(() => expect(first).toHaveLength(2));

    const calls: unknown[][] = [];
    await client.subscribe({ ...price, listener: (frame, state) => calls.push([frame, state]) });
    const merged = { m: 11, i: '101', bid: 100, ask: 101, last: 100.7 };
    await until(() => expect(calls).toEqual([[merged, merged]]));
    expect(h.server.commands('subscribe')).toHaveLength(1);
  });

  it('drops frames of a key it just left instead of calling them protocol errors', async () => {
    const client = h.publicClient();
    const subscription = client.subscribe({ ...price, listener: noop });
    await subscription;

    subscription.unsubscribe();
    // Queued before the server can have read the unsubscribe: it reaches the client after it left.
    expect(h.server.publish('price', { m: 11, i: '101', last: 9 })).toBe(1);
    await until(() => expect(h.server.commands('unsubscribe')).toHaveLength(1));
    await barrier(client);

    expect(h.onError).not.toHaveBeenCalled();
  });
});

describe('LiveDataClient: frames', () => {
  it('gives listeners each frame and the state merged from the full first frame and the diffs', async () => {
    h.server.snapshot = () => ({ m: 11, i: '101', bid: 100, ask: 101, last: 100.5, close: 99 });
    const client = h.publicClient();
    const calls: [unknown, unknown][] = [];
    await client.subscribe({ ...price, listener: (frame, state) => calls.push([frame, state]) });

    h.server.publish('price', { m: 11, i: '101', last: 100.6 });
    h.server.publish('price', { m: 11, i: '101', bid: 100.2, ask: 100.9 });

    await until(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual([
      [
        { m: 11, i: '101', bid: 100, ask: 101, last: 100.5, close: 99 },
        { m: 11, i: '101', bid: 100, ask: 101, last: 100.5, close: 99 },
      ],
      [
        { m: 11, i: '101', last: 100.6 },
        { m: 11, i: '101', bid: 100, ask: 101, last: 100.6, close: 99 },
      ],
      [
        { m: 11, i: '101', bid: 100.2, ask: 100.9 },
        { m: 11, i: '101', bid: 100.2, ask: 100.9, last: 100.6, close: 99 },
      ],
    ]);
    expect(client.getState(price)).toEqual({
      m: 11,
      i: '101',
      bid: 100.2,
      ask: 100.9,
      last: 100.6,
      close: 99,
    });
  });

  it('does not merge trades or news: each frame is an event of its own', async () => {
    const client = h.publicClient();
    const states: unknown[] = [];
    await client.subscribe({ t: 'trade', m: 11, i: '101', listener: (_frame, state) => states.push(state) });

    h.server.publish('trade', { m: 11, i: '101', trade_id: 't1', price: 100, volume: 5, buyer: 'NON' });
    h.server.publish('trade', { m: 11, i: '101', trade_id: 't2', price: 101, volume: 7 });

    await until(() => expect(states).toHaveLength(2));
    expect(states[1]).toEqual({ m: 11, i: '101', trade_id: 't2', price: 101, volume: 7 });
  });

  it('routes news by source_id and indicators by string market', async () => {
    const client = h.publicClient();
    const news: unknown[] = [];
    const indicators: unknown[] = [];
    await client.subscribe({ t: 'news', s: 5, listener: (frame) => news.push(frame) });
    await client.subscribe({
      t: 'indicator',
      m: 'SSE',
      i: 'OMXS30',
      listener: (frame) => indicators.push(frame),
    });

    h.server.publish('news', { source_id: 5, news_id: 1, headline: 'Q3' });
    h.server.publish('indicator', { m: 'SSE', i: 'OMXS30', last: 2500.1 });

    await until(() => expect([news.length, indicators.length]).toEqual([1, 1]));
    expect(news[0]).toMatchObject({ headline: 'Q3' });
    expect(indicators[0]).toMatchObject({ last: 2500.1 });
  });

  it('calls a listener with a field filter only for frames that carry one of the fields', async () => {
    const client = h.publicClient();
    const lasts: unknown[] = [];
    const quotes: unknown[] = [];
    const all: unknown[] = [];
    await client.subscribe({ ...price, filter: ['last'], listener: (frame) => lasts.push(frame) });
    await client.subscribe({ ...price, filter: ['bid', 'ask'], listener: (frame) => quotes.push(frame) });
    await client.subscribe({ ...price, listener: (frame) => all.push(frame) });

    h.server.publish('price', { m: 11, i: '101', bid: 100 });
    h.server.publish('price', { m: 11, i: '101', last: 100.5 });
    h.server.publish('price', { m: 11, i: '101', ask: 101, turnover: 5 });

    await until(() => expect(all).toHaveLength(3));
    expect(lasts).toEqual([{ m: 11, i: '101', last: 100.5 }]);
    expect(quotes).toEqual([
      { m: 11, i: '101', bid: 100 },
      { m: 11, i: '101', ask: 101, turnover: 5 },
    ]);
  });

  it('calls a listener with a predicate filter when the predicate says so, given frame and state', async () => {
    const client = h.publicClient();
    const seen: unknown[] = [];
    await client.subscribe({
      ...price,
      filter: (frame, state) => frame.last !== undefined && (state.bid ?? 0) > 0,
      listener: (frame) => seen.push(frame),
    });

    h.server.publish('price', { m: 11, i: '101', last: 1 });
    h.server.publish('price', { m: 11, i: '101', bid: 2 });
    h.server.publish('price', { m: 11, i: '101', last: 3 });
    await barrier(client);

    expect(seen).toEqual([{ m: 11, i: '101', last: 3 }]);
  });

  it('reports a frame for a key with no subscription as a protocol error (spec 001 §8)', async () => {
    const client = h.publicClient();
    const frames: unknown[] = [];
    await client.subscribe({ ...price, listener: (frame) => frames.push(frame) });

    h.server.broadcast({ type: 'price', data: { m: 11, i: '202', last: 1 } });
    h.server.publish('price', { m: 11, i: '101', last: 2 });

    await until(() => expect(frames).toHaveLength(1));
    expect(h.onError).toHaveBeenCalledTimes(1);
    const error: unknown = h.onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(LiveProtocolError);
    expect(error).toMatchObject({
      message: expect.stringContaining('price:11:202'),
      frame: { type: 'price', data: { m: 11, i: '202', last: 1 } },
    });
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const client = h.publicClient();
    const seen: unknown[] = [];
    await client.subscribe({
      ...price,
      listener: () => {
        throw new Error('render failed');
      },
    });
    await client.subscribe({ ...price, listener: (frame) => seen.push(frame) });

    h.server.publish('price', { m: 11, i: '101', last: 1 });

    await until(() => expect(seen).toHaveLength(1));
    expect(h.logger.warn).toHaveBeenCalledWith('Live feed: listener threw', expect.any(Error));
  });

  it('keeps different keys apart', async () => {
    const client = h.publicClient();
    const a: unknown[] = [];
    const b: unknown[] = [];
    await client.subscribe({ ...price, listener: (frame) => a.push(frame) });
    await client.subscribe({ ...other, listener: (frame) => b.push(frame) });

    h.server.publish('price', { m: 11, i: '202', last: 2 });
    h.server.publish('price', { m: 11, i: '101', last: 1 });

    await until(() =>
      expect([a, b]).toEqual([[{ m: 11, i: '101', last: 1 }], [{ m: 11, i: '202', last: 2 }]]),
    );
  });
});
