import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE, LIVE_PRIVATE_PATH, LIVE_PUBLIC_PATH } from '@broker/contract';
import { login, startTestApp, type TestApp } from '../testing/test-app';
import { handshakeStatus, liveUrl, openLive, type LiveTestClient } from './live-test-client';

// Issue 11: what an anonymous client could do to the live feed, each now refused at small cost.
const MAX_SUBSCRIPTIONS = 5; // so a burst is 10 frames
const FRAMES_PER_SECOND = 20;
const CONNECTIONS_PER_ADDRESS = 6;

describe('live feed abuse limits', () => {
  let t: TestApp;
  let url: string;
  let privateUrl: string;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    // The real market snapshots on the seeded database: unknown keys must not reach the database.
    t = await startTestApp(
      'pglite',
      {
        FEED_MAX_SUBSCRIPTIONS: String(MAX_SUBSCRIPTIONS),
        FEED_MAX_FRAMES_PER_SECOND: String(FRAMES_PER_SECOND),
        FEED_MAX_CONNECTIONS_PER_ADDRESS: String(CONNECTIONS_PER_ADDRESS),
      },
      { minuteDays: 0 },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = liveUrl(t.app, LIVE_PUBLIC_PATH);
    privateUrl = liveUrl(t.app, LIVE_PRIVATE_PATH);
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await t?.close();
  });

  const open = async (options?: Parameters<typeof openLive>[1], path = url) => {
    const client = await openLive(path, options);
    clients.push(client);
    return client;
  };
  const close = async (client: LiveTestClient) => {
    client.ws.close();
    await client.closed;
  };

  it('answers a deeply nested frame with a short err and keeps serving', async () => {
    const c = await open();
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    c.send(deep);
    expect(await c.next(10_000)).toEqual({
      type: 'err',
      data: { msg: expect.stringMatching(/^malformed frame/) },
    });
    c.send(`{"cmd":"subscribe","args":{"t":"price","m":11,"i":"101","x":${deep}}}`);
    expect(await c.next(10_000)).toEqual({
      type: 'ack',
      data: { cmd: 'subscribe', args: { t: 'price', m: 11, i: '101' } },
    });
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    await close(c);
  });

  it('refuses long and control-character identifiers without echoing them whole', async () => {
    const c = await open();
    c.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'x'.repeat(15_000) } });
    const frame = await c.next(10_000);
    expect(frame).toMatchObject({
      type: 'err',
      data: { msg: expect.stringMatching(/^invalid key field i/) },
    });
    expect(JSON.stringify(frame).length).toBeLessThan(300);
    c.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: '101\u0000' } });
    expect(await c.next(10_000)).toMatchObject({
      type: 'err',
      data: { msg: expect.stringMatching(/^invalid/) },
    });
    await close(c);
  });

  it('refuses keys that do not exist from memory, without a database read per key', async () => {
    const c = await open();
    // The first subscription loads the catalogue of keys once. (Few frames: a burst is 10.)
    c.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'no-such-book-0' } });
    expect(await c.next(10_000)).toMatchObject({ type: 'err', data: { msg: 'unknown instrument' } });
    const select = vi.spyOn(t.app.deps.db, 'select');
    try {
      for (let n = 1; n <= 4; n++) {
        c.send({ cmd: 'subscribe', args: { t: 'depth', m: 11, i: `no-such-book-${n}` } });
        expect(await c.next(10_000)).toMatchObject({ type: 'err', data: { msg: 'unknown instrument' } });
        c.send({ cmd: 'subscribe', args: { t: 'indicator', m: 'SSE', i: `NOIDX${n}` } });
        expect(await c.next(10_000)).toMatchObject({ type: 'err', data: { msg: 'unknown indicator' } });
      }
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    await close(c);
  });

  it('closes a flooding socket with 4029 while another socket is served at once', async () => {
    const flooder = await open();
    const other = await open();
    for (let n = 0; n < 500; n++)
      flooder.send({ cmd: 'unsubscribe', args: { t: 'price', m: 11, i: `${n}` } });
    expect((await flooder.closed).code).toBe(LIVE_CLOSE.TOO_MANY_FRAMES);
    other.send({ cmd: 'subscribe', args: { t: 'news', s: 5 } });
    expect(await other.next(10_000)).toMatchObject({ type: 'ack' });
    await close(other);
  });

  it('bounds the open sockets of one address', async () => {
    const held: LiveTestClient[] = [];
    for (let n = 0; n < CONNECTIONS_PER_ADDRESS; n++) held.push(await open());
    expect(await handshakeStatus(url, ['NEXT'])).toEqual({ status: 429 });
    await close(held.pop()!);
    // The released place is free again once the server has seen the close.
    await expect
      .poll(() => handshakeStatus(url, ['NEXT']), { timeout: 10_000 })
      .toEqual({
        status: 101,
        protocol: 'NEXT',
      });
    for (const c of held) await close(c);
  });

  it('opens the private feed only for pages of the site itself', async () => {
    const cookie = await login(t.app, 'demo-se');
    const own = new URL(privateUrl).host;
    expect(await handshakeStatus(privateUrl, ['NEXT'], { cookie, origin: 'https://evil.example' })).toEqual({
      status: 403,
    });
    expect(
      await handshakeStatus(privateUrl, ['NEXT'], { cookie, origin: `http://${own}.evil.example` }),
    ).toEqual({ status: 403 });
    const c = await open({ cookie, headers: { origin: `http://${own}` } }, privateUrl);
    c.send({ cmd: 'login' });
    expect(await c.next(10_000)).toEqual({ type: 'ack', data: { cmd: 'login' } });
    await close(c);
  });
});
