import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveStatus } from './live-connection';
import { liveHarness, until, type LiveHarness } from './testing/live-harness';

let h: LiveHarness;
beforeEach(async () => {
  h = await liveHarness();
});
afterEach(async () => {
  await h.dispose();
});

const price = { t: 'price', m: 11, i: '101' } as const;
const news = { t: 'news', s: 5 } as const;
const noop = () => undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LiveDataClient: reconnecting (spec 001 §4)', () => {
  it('after the server restarts, logs in again and sends every subscription again', async () => {
    h.server.snapshot = (args) =>
      args.t === 'price' ? { m: 11, i: '101', bid: 100, ask: 101, last: 100.5 } : undefined;
    const client = h.publicClient();
    const states: unknown[] = [];
    const priceSubscription = client.subscribe({ ...price, listener: (_frame, state) => states.push(state) });
    await Promise.all([priceSubscription, client.subscribe({ ...news, listener: noop })]);
    await until(() => expect(states).toHaveLength(1));
    const statuses: LiveStatus[] = [];
    client.onStatus((status) => statuses.push(status));

    // The price moved and the book emptied while the server was away: the new full frame says so.
    h.server.snapshot = (args) => (args.t === 'price' ? { m: 11, i: '101', last: 100.9 } : undefined);
    await h.server.restart();

    await until(() => expect(statuses.at(-1)).toBe('logged-in'));
    expect(statuses).toEqual(['closed', 'connecting', 'open', 'logged-in']);
    await until(() => expect(h.server.open[0]?.keys).toEqual(new Set(['price:11:101', 'news:5'])));
    const resent = h.server.received
      .filter((m) => m.connection === h.server.open[0]?.id)
      .map((m) => m.command);
    expect(resent).toEqual([
      { cmd: 'login', args: {} },
      { cmd: 'subscribe', args: price },
      { cmd: 'subscribe', args: news },
    ]);

    // The complete first frame after the resubscription replaces the state rather than merging.
    await until(() => expect(states).toHaveLength(2));
    expect(states[1]).toEqual({ m: 11, i: '101', last: 100.9 });
    expect(priceSubscription.acked).toBe(true);

    h.server.publish('price', { m: 11, i: '101', bid: 100.8 });
    await until(() => expect(states.at(-1)).toEqual({ m: 11, i: '101', last: 100.9, bid: 100.8 }));
  });

  it('comes back after a connection drops without a close handshake', async () => {
    const client = h.publicClient();
    await client.subscribe({ ...price, listener: noop });

    h.server.dropConnections();

    await until(() => expect(h.server.open).toHaveLength(1));
    await until(() => expect(h.server.open[0]?.keys).toEqual(new Set(['price:11:101'])));
    expect(h.server.connections).toHaveLength(2);
  });

  it('does not send a key left during the outage again', async () => {
    const client = h.publicClient();
    const staying = client.subscribe({ ...price, listener: noop });
    const leaving = client.subscribe({ ...news, listener: noop });
    await Promise.all([staying, leaving]);

    await h.server.stop();
    leaving.unsubscribe();
    await h.server.restart();

    await until(() => expect(h.server.open[0]?.keys).toEqual(new Set(['price:11:101'])));
    const second = h.server.open[0]?.id;
    await client.subscribe({ t: 'depth', m: 11, i: '101', listener: noop });
    expect(h.server.received.filter((m) => m.connection === second).map((m) => m.command?.cmd)).toEqual([
      'login',
      'subscribe',
      'subscribe',
    ]);
  });

  it('sends a subscription made while the server is down once it is back', async () => {
    // Polls that return at once: the readiness wait gives up without a second of real waiting.
    const client = h.publicClient({ clock: { now: () => Date.now(), sleep: async () => undefined } });
    client.connect();
    await until(() => expect(client.status).toBe('logged-in'));
    await h.server.stop();
    await until(() => expect(client.status).not.toBe('logged-in'));

    const frames: unknown[] = [];
    const subscription = client.subscribe({ ...price, listener: (frame) => frames.push(frame) });
    await expect(subscription).rejects.toMatchObject({ reason: 'not-ready' });

    await h.server.restart();
    await until(() => expect(subscription.acked).toBe(true));
    h.server.publish('price', { m: 11, i: '101', last: 7 });
    await until(() => expect(frames).toEqual([{ m: 11, i: '101', last: 7 }]));
  });

  it('keeps trying while the server stays down, with growing waits', async () => {
    const client = h.publicClient({ reconnect: { initialMs: 5, maxMs: 20 } });
    client.connect();
    await until(() => expect(client.status).toBe('logged-in'));
    const statuses: LiveStatus[] = [];
    client.onStatus((status) => statuses.push(status));

    await h.server.stop();
    await until(() => expect(statuses.filter((s) => s === 'connecting').length).toBeGreaterThanOrEqual(3));
    await h.server.restart();
    await until(() => expect(client.status).toBe('logged-in'));
  });
});

describe('LiveDataClient.close', () => {
  it('stops for good: no reconnect, pending subscriptions rejected, new ones rejected', async () => {
    h.server.loginMode = 'hold';
    const client = h.publicClient();
    const pending = client.subscribe({ ...price, listener: noop });
    await until(() => expect(h.server.commands('login')).toHaveLength(1));

    client.close();

    await expect(pending).rejects.toMatchObject({ reason: 'closed' });
    expect(client.status).toBe('closed');
    await expect(client.subscribe({ ...news, listener: noop })).rejects.toMatchObject({ reason: 'closed' });
    client.connect();
    await sleep(100);
    expect(h.server.connections).toHaveLength(1);
    expect(h.server.open).toHaveLength(0);
  });

  it('does not reconnect when the server goes away after the close', async () => {
    const client = h.publicClient();
    await client.subscribe({ ...price, listener: noop });

    client.close();
    await h.server.restart();
    await sleep(100);

    expect(h.server.connections).toHaveLength(1);
    expect(client.status).toBe('closed');
  });
});
