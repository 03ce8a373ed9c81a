import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_PUBLIC_PATH } from '@broker/contract';
import type { Clock } from '../clock';
import { LiveConnectionError, LiveSubscriptionError } from './errors';
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

/**
 * A clock whose sleeps are recorded and return at once, except that the `holdAt`-th sleep runs
 * `whileAsleep` first: the readiness polls (spec 001 §9) are then checked without waiting a second.
 */
function pollClock(holdAt?: number, whileAsleep?: () => Promise<void>): Clock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => Date.now(),
    sleep: async (ms) => {
      sleeps.push(ms);
      if (sleeps.length === holdAt && whileAsleep) await whileAsleep();
    },
  };
}

describe('LiveDataClient: connecting and logging in', () => {
  it("opens the public path with the subprotocol 'NEXT' and sends the login first", async () => {
    const client = h.publicClient();
    client.connect();

    await until(() => expect(client.status).toBe('logged-in'));
    const [connection] = h.server.connections;
    expect(connection?.path).toBe(LIVE_PUBLIC_PATH);
    expect(connection?.requestedProtocols).toEqual(['NEXT']);
    expect(h.server.received.map((m) => m.raw)).toEqual(['{"cmd":"login","args":{}}']);
  });

  it('reports connecting, open and logged-in, then closed', async () => {
    const client = h.publicClient();
    const statuses: LiveStatus[] = [];
    client.onStatus((status) => statuses.push(status));
    client.connect();
    await until(() => expect(client.status).toBe('logged-in'));
    client.close();

    expect(statuses).toEqual(['connecting', 'open', 'logged-in', 'closed']);
  });

  it('sends nothing but the login before the login is acknowledged', async () => {
    h.server.loginMode = 'hold';
    const client = h.publicClient();
    const subscription = client.subscribe({ ...price, listener: () => undefined });
    await until(() => expect(h.server.commands('login')).toHaveLength(1));
    expect(client.status).toBe('open');

    h.server.releaseLogins();
    await subscription;
    expect(h.server.commands().map((c) => c.cmd)).toEqual(['login', 'subscribe']);
    expect(h.server.received.filter((m) => m.command === undefined)).toEqual([]);
  });

  it('waits for the open state and the login ack polling after 8, 16, 32 ms, then subscribes', async () => {
    h.server.loginMode = 'hold';
    const clock = pollClock(3, async () => {
      await until(() => expect(h.server.commands('login')).toHaveLength(1));
      h.server.releaseLogins();
      await until(() => expect(client.status).toBe('logged-in'));
    });
    const client = h.publicClient({ clock });

    const subscription = client.subscribe({ ...price, listener: () => undefined });

    await expect(subscription).resolves.toBeUndefined();
    expect(clock.sleeps).toEqual([8, 16, 32]);
    expect(h.server.commands('subscribe')).toEqual([{ cmd: 'subscribe', args: price }]);
  });

  it('fails the subscription after 7 retries (not-ready), keeps it, and sends it once logged in', async () => {
    h.server.loginMode = 'hold';
    const clock = pollClock();
    const client = h.publicClient({ clock });
    const frames: unknown[] = [];

    const subscription = client.subscribe({ ...price, listener: (frame) => frames.push(frame) });

    const error: unknown = await subscription.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LiveSubscriptionError);
    expect(error).toMatchObject({ reason: 'not-ready', args: price });
    expect(clock.sleeps).toEqual([8, 16, 32, 64, 128, 256, 512]);
    expect(subscription.acked).toBe(false);

    await until(() => expect(h.server.commands('login')).toHaveLength(1));
    h.server.releaseLogins();
    await until(() => expect(subscription.acked).toBe(true));
    h.server.publish('price', { m: 11, i: '101', last: 101.5 });
    await until(() => expect(frames).toEqual([{ m: 11, i: '101', last: 101.5 }]));
  });

  it('reports a refused login and tries again', async () => {
    h.server.loginMode = 'refuse';
    const client = h.publicClient();
    client.connect();

    await until(() => expect(h.server.connections.length).toBeGreaterThanOrEqual(2));
    expect(h.onError).toHaveBeenCalledWith(expect.any(LiveConnectionError));
    expect(h.onError.mock.calls[0]?.[0]).toMatchObject({ reason: 'login-refused', message: 'no session' });

    h.server.loginMode = 'ack';
    await until(() => expect(client.status).toBe('logged-in'));
  });
});

describe('LiveDataClient: messages', () => {
  it('logs a malformed message, ignores it and stays connected', async () => {
    const client = h.publicClient();
    const frames: unknown[] = [];
    await client.subscribe({ ...price, listener: (frame) => frames.push(frame) });

    h.server.broadcast('this is not json');
    h.server.broadcast({ data: { m: 11, i: '101', last: 1 } });
    h.server.broadcast({ type: 'price', data: { i: '101', last: 2 } });
    h.server.publish('price', { m: 11, i: '101', last: 3 });

    await until(() => expect(frames).toEqual([{ m: 11, i: '101', last: 3 }]));
    const warnings = h.logger.warn.mock.calls.map(([message]) => String(message));
    expect(warnings).toEqual([
      expect.stringMatching(/malformed message ignored \(not JSON\)/),
      expect.stringMatching(/malformed message ignored \(no type\)/),
      expect.stringMatching(/price frame without its key fields ignored/),
    ]);
    expect(h.onError).not.toHaveBeenCalled();
    expect(h.server.connections).toHaveLength(1);
    expect(client.status).toBe('logged-in');
  });

  it('counts every message, heartbeats included, for freshness', async () => {
    let now = 1_000_000;
    const client = h.publicClient({ clock: { now: () => now, sleep: async () => undefined } });
    client.connect();
    await until(() => expect(client.status).toBe('logged-in'));
    expect(client.lastMessageAt).toBe(1_000_000);

    now = 1_004_000;
    h.server.heartbeat();
    await until(() => expect(client.lastMessageAt).toBe(1_004_000));

    expect(client.isStale(1_004_000 + 14_999)).toBe(false);
    expect(client.isStale(1_004_000 + 15_000)).toBe(true);
  });

  it('is stale whenever it is not logged in', () => {
    const client = h.publicClient();
    expect(client.status).toBe('closed');
    expect(client.isStale()).toBe(true);
  });

  it('replaces a connection that stays silent, and keeps one that hears heartbeats', async () => {
    const client = h.publicClient({ idleTimeoutMs: 150 });
    client.connect();
    await until(() => expect(client.status).toBe('logged-in'));

    const beat = setInterval(() => h.server.heartbeat(), 25);
    await new Promise((resolve) => setTimeout(resolve, 400));
    clearInterval(beat);
    expect(h.server.connections).toHaveLength(1);

    await until(() => expect(h.server.connections).toHaveLength(2));
    await until(() => expect(client.status).toBe('logged-in'));
    expect(h.logger.warn).toHaveBeenCalledWith(
      expect.stringMatching(/nothing heard for \d+ ms; reconnecting/),
    );
  });
});
