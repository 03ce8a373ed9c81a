import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_PUBLIC_PATH } from '@broker/contract';
import { startTestApp, type TestApp } from '../testing/test-app';
import { liveUrl, openLive, type Frame, type LiveTestClient } from './live-test-client';

const SLOW_CONSUMER_MS = 3000;
/** Frames big enough to fill the kernel's socket buffers (a few MB on loopback) in a few hundred events. */
const PAD = 64 * 1024;
const FLOOD = 200;
const KEY = 'price:11:SLOW';

describe('slow consumers', () => {
  let t: TestApp;
  let url: string;
  let state: Record<string, unknown> = { m: 11, i: 'SLOW', bid: 1, ask: 2, last: 0 };
  let published = 0;

  beforeAll(async () => {
    t = await startTestApp(
      'pglite',
      { FEED_BUFFER_BYTES: String(64 * 1024), FEED_SLOW_CONSUMER_MS: String(SLOW_CONSUMER_MS) },
      { minuteDays: 0 },
    );
    t.app.deps.snapshots = { resolve: async () => ({ known: true, state }) };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = liveUrl(t.app, LIVE_PUBLIC_PATH);
  });
  afterAll(async () => t?.close());

  const subscribe = async (client: LiveTestClient) => {
    client.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'SLOW' } });
    expect((await client.next()).type).toBe('ack');
    expect((await client.next()).type).toBe('price');
  };
  /** Publishes a change and waits until the fast client has it: the fast client never falls behind. */
  const step = async (fast: LiveTestClient, change: Record<string, unknown>) => {
    state = { ...state, ...change };
    t.app.deps.bus.publish({ kind: 'market', type: 'price', key: KEY, data: state });
    published++;
    expect((await fast.next(5000)).data).toMatchObject(change);
  };
  const merged = (frames: Frame[]) =>
    Object.assign({}, ...frames.filter((f) => f.type === 'price').map((f) => f.data));

  it('coalesces the price frames of a client that stopped reading, losing no change, while another keeps getting every frame', async () => {
    const fast = await openLive(url);
    const slow = await openLive(url);
    await subscribe(fast);
    await subscribe(slow);
    slow.ws.pause();
    const before = published;
    for (let n = 1; n <= FLOOD; n++) await step(fast, { last: n, pad: String(n).padEnd(PAD, '.') });
    // While it is behind, two changes to fields that change nowhere else must both reach it.
    await step(fast, { bid: 1.5 });
    await step(fast, { ask: 2.5 });
    const sent = published - before;
    slow.ws.resume();

    const slowFrames = () => slow.frames.slice(2).map((f) => f.frame);
    await expect.poll(() => merged(slowFrames()).ask, { timeout: 5000 }).toBe(2.5);
    expect(fast.frames.length - 2).toBe(sent);
    expect(slowFrames().length).toBeLessThan(sent);
    expect(merged(slowFrames())).toEqual(merged(fast.frames.slice(1).map((f) => f.frame)));
    expect(merged(slowFrames())).toMatchObject({ last: FLOOD, bid: 1.5, ask: 2.5 });
    fast.ws.close();
    slow.ws.close();
  });

  it(`closes a client that stays behind for more than ${SLOW_CONSUMER_MS} ms with ${LIVE_CLOSE.SLOW_CONSUMER}; the others carry on`, async () => {
    const fast = await openLive(url);
    const slow = await openLive(url);
    await subscribe(fast);
    await subscribe(slow);
    slow.ws.pause();
    const before = published;
    for (let n = 1; n <= FLOOD; n++) await step(fast, { last: n, pad: String(n).padEnd(PAD, '-') });
    const until = Date.now() + SLOW_CONSUMER_MS + 500;
    for (let n = 1; Date.now() < until; n++) {
      await step(fast, { bid: 100 + n });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fast.frames.length - 2).toBe(published - before);
    slow.ws.resume();
    expect((await slow.closed).code).toBe(LIVE_CLOSE.SLOW_CONSUMER);
    await step(fast, { ask: 3 });
    fast.ws.close();
  });
});
