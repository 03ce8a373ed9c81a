import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PRIVATE_PATH, LIVE_PUBLIC_PATH, subscriptionKey, type LiveType } from '@broker/contract';
import { login, startTestApp, type TestApp } from '../testing/test-app';
import { findLiveSession } from '../auth/sessions';
import { handshakeStatus, liveUrl, openLive, type LiveTestClient } from './live-test-client';

const HEARTBEAT_MS = 100;
const MAX_SUBSCRIPTIONS = 5;

describe('live-data socket server', () => {
  let t: TestApp;
  let url: string;
  let privateUrl: string;
  let closed = false;
  /** The market module's part in these tests: which keys exist and their current value. */
  const known = new Map<string, Record<string, unknown> | undefined>();
  let lookups = 0;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      'pglite',
      { FEED_HEARTBEAT_MS: String(HEARTBEAT_MS), FEED_MAX_SUBSCRIPTIONS: String(MAX_SUBSCRIPTIONS) },
      { minuteDays: 0 },
    );
    t.app.deps.snapshots = {
      async resolve(args) {
        lookups++;
        const key = subscriptionKey(args);
        return known.has(key) ? { known: true, state: known.get(key) } : { known: false };
      },
    };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = liveUrl(t.app, LIVE_PUBLIC_PATH);
    privateUrl = liveUrl(t.app, LIVE_PRIVATE_PATH);
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    if (!closed) await t?.close();
  });

  const open = async (options?: Parameters<typeof openLive>[1], path = url) => {
    const client = await openLive(path, options);
    clients.push(client);
    return client;
  };
  const publish = (type: LiveType, key: string, data: Record<string, unknown>) =>
    t.app.deps.bus.publish({ kind: 'market', type, key, data });
  const customerOf = async (cookie: string) =>
    (await findLiveSession(t.app.deps.db, cookie.split('=')[1]))!.customerId;

  describe('handshake', () => {
    it('accepts only the NEXT subprotocol and refuses others with HTTP 400', async () => {
      expect(await handshakeStatus(url, [])).toEqual({ status: 400 });
      expect(await handshakeStatus(url, ['graphql-ws', 'mqtt'])).toEqual({ status: 400 });
      expect(await handshakeStatus(url, ['other', 'NEXT'])).toEqual({ status: 101, protocol: 'NEXT' });
      expect(await handshakeStatus(privateUrl, ['v2'])).toEqual({ status: 400 });
    });

    it('answers 404 on a path that is not a feed', async () => {
      expect(await handshakeStatus(liveUrl(t.app, '/ws/2/elsewhere'), ['NEXT'])).toEqual({ status: 404 });
    });
  });

  describe('login', () => {
    it('acknowledges login on the public feed with or without a session (visitors read public data)', async () => {
      const cookie = await login(t.app, 'demo-se');
      const withSession = await open({ cookie });
      withSession.send({ cmd: 'login', args: {} });
      expect(await withSession.next()).toEqual({ type: 'ack', data: { cmd: 'login' } });

      const anonymous = await open();
      anonymous.send({ cmd: 'login' });
      expect(await anonymous.next()).toEqual({ type: 'ack', data: { cmd: 'login' } });
      // Public data needs no session.
      known.set('price:11:L1', { m: 11, i: 'L1', last: 1 });
      anonymous.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'L1' } });
      expect((await anonymous.next()).type).toBe('ack');

      const forged = await open({ cookie: 'nnx_session=not-a-session' });
      forged.send({ cmd: 'login' });
      expect((await forged.next()).type).toBe('ack');
    });

    it('refuses login on the private feed once the session was logged out', async () => {
      const cookie = await login(t.app, 'demo-no');
      const client = await open({ cookie }, privateUrl);
      await t.app.inject({
        method: 'DELETE',
        url: '/nnxapi/authentication/v2/sessions',
        headers: { cookie },
      });
      client.send({ cmd: 'login' });
      expect((await client.next()).type).toBe('err');
    });
  });

  describe('subscriptions', () => {
    it('acks, sends the full current value, then only the changed fields with the key fields', async () => {
      known.set('price:11:A1', { m: 11, i: 'A1', bid: 10, ask: 11, last: 10.5, tick_timestamp: 1 });
      const client = await open();
      client.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'A1' } });
      expect(await client.next()).toEqual({
        type: 'ack',
        data: { cmd: 'subscribe', args: { t: 'price', m: 11, i: 'A1' } },
      });
      expect(await client.next()).toEqual({
        type: 'price',
        data: { m: 11, i: 'A1', bid: 10, ask: 11, last: 10.5, tick_timestamp: 1 },
      });

      publish('price', 'price:11:A1', { m: 11, i: 'A1', bid: 10, ask: 11, last: 10.6, tick_timestamp: 2 });
      expect(await client.next()).toEqual({
        type: 'price',
        data: { m: 11, i: 'A1', last: 10.6, tick_timestamp: 2 },
      });

      // An event that changes nothing sends nothing.
      publish('price', 'price:11:A1', { m: 11, i: 'A1', bid: 10, ask: 11, last: 10.6, tick_timestamp: 2 });
      await client.silence(150);

      // A field that disappears is sent as null.
      publish('price', 'price:11:A1', { m: 11, i: 'A1', ask: 11, last: 10.6, tick_timestamp: 3 });
      expect(await client.next()).toEqual({
        type: 'price',
        data: { m: 11, i: 'A1', bid: null, tick_timestamp: 3 },
      });
    });

    it("gives a late subscriber this process's latest state and every subscriber the same diff", async () => {
      known.set('price:11:B1', { m: 11, i: 'B1', last: 1, bid: 1 });
      const first = await open();
      first.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'B1' } });
      await first.next();
      await first.next();
      publish('price', 'price:11:B1', { m: 11, i: 'B1', last: 2, bid: 1 });
      await first.next();

      const before = lookups;
      const late = await open();
      late.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'B1' } });
      await late.next();
      expect(await late.next()).toEqual({ type: 'price', data: { m: 11, i: 'B1', last: 2, bid: 1 } });
      expect(lookups).toBe(before);

      publish('price', 'price:11:B1', { m: 11, i: 'B1', last: 3, bid: 1 });
      await first.next();
      await late.next();
      expect(late.frames.at(-1)!.text).toBe(first.frames.at(-1)!.text);
      expect(late.frames.at(-1)!.text).toBe('{"type":"price","data":{"m":11,"i":"B1","last":3}}');
    });

    it('stops sending after unsubscribe', async () => {
      known.set('depth:11:U1', { m: 11, i: 'U1', bid1: 1, ask1: 2 });
      const client = await open();
      client.send({ cmd: 'subscribe', args: { t: 'depth', m: 11, i: 'U1' } });
      await client.next();
      await client.next();
      client.send({ cmd: 'unsubscribe', args: { t: 'depth', m: 11, i: 'U1' } });
      expect(await client.next()).toEqual({
        type: 'ack',
        data: { cmd: 'unsubscribe', args: { t: 'depth', m: 11, i: 'U1' } },
      });
      publish('depth', 'depth:11:U1', { m: 11, i: 'U1', bid1: 1.5, ask1: 2 });
      await client.silence(150);
    });

    it('keys indicators by string market, news by source; trades and news arrive whole, each one', async () => {
      known.set('indicator:SSE:OMXS30', { m: 'SSE', i: 'OMXS30', last: 2400, high: 2410 });
      known.set('news:5', undefined);
      known.set('trade:11:T1', undefined);
      const client = await open();
      client.send({ cmd: 'subscribe', args: { t: 'indicator', m: 'SSE', i: 'OMXS30' } });
      client.send({ cmd: 'subscribe', args: { t: 'news', s: 5 } });
      client.send({ cmd: 'subscribe', args: { t: 'trade', m: 11, i: 'T1' } });
      expect(await client.next()).toMatchObject({ type: 'ack', data: { args: { t: 'indicator' } } });
      expect(await client.next()).toEqual({
        type: 'indicator',
        data: { m: 'SSE', i: 'OMXS30', last: 2400, high: 2410 },
      });
      // Nothing is known yet of this source or instrument: only the acks.
      expect(await client.next()).toEqual({
        type: 'ack',
        data: { cmd: 'subscribe', args: { t: 'news', s: 5 } },
      });
      expect(await client.next()).toMatchObject({ type: 'ack', data: { args: { t: 'trade' } } });

      publish('indicator', 'indicator:SSE:OMXS30', { m: 'SSE', i: 'OMXS30', last: 2401, high: 2410 });
      expect(await client.next()).toEqual({ type: 'indicator', data: { m: 'SSE', i: 'OMXS30', last: 2401 } });
      const trade = { m: 11, i: 'T1', trade_id: 'x1', price: 10, volume: 100, trade_timestamp: 5 };
      publish('trade', 'trade:11:T1', trade);
      publish('trade', 'trade:11:T1', { ...trade, trade_id: 'x2' });
      expect(await client.next()).toEqual({ type: 'trade', data: trade });
      expect(await client.next()).toEqual({ type: 'trade', data: { ...trade, trade_id: 'x2' } });
      const news = {
        source_id: 5,
        news_id: 1,
        headline: 'Results',
        type: 'NEWS',
        lang: 'en',
        datetime: 1,
        instrument_ids: [1],
      };
      publish('news', 'news:5', news);
      expect(await client.next()).toEqual({ type: 'news', data: news });
    });
  });

  describe('errors', () => {
    it('answers err with the command for an unknown type, missing or invalid key fields and an unknown instrument', async () => {
      const client = await open();
      const cases: [unknown, RegExp][] = [
        [{ cmd: 'subscribe', args: { t: 'candles', m: 11, i: '1' } }, /unknown subscription type/],
        [{ cmd: 'subscribe', args: { t: 'price', m: 11 } }, /missing key fields for price: i/],
        [{ cmd: 'subscribe', args: { t: 'news' } }, /missing key fields for news: s/],
        [{ cmd: 'subscribe', args: { t: 'indicator', m: 11, i: 'OMXS30' } }, /invalid key field m/],
        [{ cmd: 'unsubscribe', args: { m: 11, i: '1' } }, /missing subscription type/],
        [{ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'NOPE' } }, /^unknown instrument$/],
        [{ cmd: 'subscribe', args: { t: 'indicator', m: 'SSE', i: 'NOPE' } }, /^unknown indicator$/],
        [{ cmd: 'subscribe', args: { t: 'news', s: 999 } }, /^unknown news source$/],
      ];
      for (const [cmd, msg] of cases) {
        client.send(cmd);
        expect(await client.next()).toEqual({ type: 'err', data: { msg: expect.stringMatching(msg), cmd } });
      }
    });

    it(`refuses more than ${MAX_SUBSCRIPTIONS} subscriptions on one connection`, async () => {
      const client = await open();
      for (let n = 0; n <= MAX_SUBSCRIPTIONS; n++) known.set(`trading_status:11:S${n}`, undefined);
      const sub = (n: number) => ({ cmd: 'subscribe', args: { t: 'trading_status', m: 11, i: `S${n}` } });
      for (let n = 0; n < MAX_SUBSCRIPTIONS; n++) client.send(sub(n));
      for (let n = 0; n < MAX_SUBSCRIPTIONS; n++) expect((await client.next()).type).toBe('ack');
      client.send(sub(MAX_SUBSCRIPTIONS));
      expect(await client.next()).toEqual({
        type: 'err',
        data: {
          msg: `too many subscriptions: at most ${MAX_SUBSCRIPTIONS} per connection`,
          cmd: sub(MAX_SUBSCRIPTIONS),
        },
      });
      // Subscribing again to a key it has is no new subscription; making room allows a new one.
      client.send(sub(0));
      expect((await client.next()).type).toBe('ack');
      client.send({ ...sub(0), cmd: 'unsubscribe' });
      expect((await client.next()).type).toBe('ack');
      client.send(sub(MAX_SUBSCRIPTIONS));
      expect((await client.next()).type).toBe('ack');
    });

    it('answers a malformed frame with err and keeps the connection working', async () => {
      const client = await open();
      client.send('this is not json');
      expect(await client.next()).toEqual({ type: 'err', data: { msg: 'malformed frame: not JSON' } });
      client.send({ cmd: 'fly' });
      expect(await client.next()).toEqual({
        type: 'err',
        data: { msg: 'unknown command "fly"', cmd: { cmd: 'fly' } },
      });
      client.send({ cmd: 'subscribe' });
      expect(await client.next()).toMatchObject({
        type: 'err',
        data: { msg: expect.stringMatching(/missing args/) },
      });
      client.send([1, 2]);
      expect((await client.next()).type).toBe('err');
      client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
      expect(await client.next()).toMatchObject({
        type: 'err',
        data: { msg: expect.stringMatching(/JSON text/) },
      });

      known.set('price:11:M1', { m: 11, i: 'M1', last: 7 });
      client.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'M1' } });
      expect((await client.next()).type).toBe('ack');
      expect(await client.next()).toEqual({ type: 'price', data: { m: 11, i: 'M1', last: 7 } });
      expect(client.ws.readyState).toBe(WebSocket.OPEN);
    });
  });

  describe('heartbeat', () => {
    it(`sends a heartbeat after ${HEARTBEAT_MS} ms without another frame, and not while frames flow`, async () => {
      known.set('price:11:H1', { m: 11, i: 'H1', last: 1 });
      const client = await open();
      const opened = Date.now();
      expect(await client.next(1000, { heartbeats: true })).toEqual({ type: 'heartbeat', data: {} });
      expect(Date.now() - opened).toBeGreaterThanOrEqual(HEARTBEAT_MS - 5);
      await client.next(1000, { heartbeats: true });
      const beats = client.frames.map((f) => f.at);
      expect(beats[1]! - beats[0]!).toBeGreaterThanOrEqual(HEARTBEAT_MS - 5);

      client.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'H1' } });
      await client.next();
      await client.next();
      // Frames every 30 ms leave no room for a heartbeat.
      const since = client.frames.length;
      for (let n = 2; n < 12; n++) {
        publish('price', 'price:11:H1', { m: 11, i: 'H1', last: n });
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      expect(client.frames.slice(since).map((f) => f.frame.type)).not.toContain('heartbeat');
      client.skip();
      const lastData = client.frames.at(-1)!.at;
      expect(await client.next(1000, { heartbeats: true })).toEqual({ type: 'heartbeat', data: {} });
      expect(client.frames.at(-1)!.at - lastData).toBeGreaterThanOrEqual(HEARTBEAT_MS - 5);
    });
  });

  describe('private feed', () => {
    it('closes a connection without a live session with 4001', async () => {
      const client = await open(undefined, privateUrl);
      expect((await client.closed).code).toBe(4001);
    });

    it("delivers a customer's events to that customer's private connections only", async () => {
      const se = await login(t.app, 'demo-se');
      const dk = await login(t.app, 'demo-dk');
      const [seId, dkId] = [await customerOf(se), await customerOf(dk)];
      const sePrivate = await open({ cookie: se }, privateUrl);
      const seSecondTab = await open({ cookie: se }, privateUrl);
      const dkPrivate = await open({ cookie: dk }, privateUrl);
      const sePublic = await open({ cookie: se });

      sePrivate.send({ cmd: 'login' });
      expect(await sePrivate.next()).toEqual({ type: 'ack', data: { cmd: 'login' } });
      sePrivate.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: '1' } });
      expect(await sePrivate.next()).toMatchObject({
        type: 'err',
        data: { msg: expect.stringMatching(/no subscriptions/) },
      });

      const order = { order_id: 7, state: 'PLACED', amount: 1000 };
      t.app.deps.bus.publish({ kind: 'private', customerId: seId, type: 'order', data: order });
      t.app.deps.bus.publish({ kind: 'private', customerId: dkId, type: 'trade', data: { trade_id: 'd1' } });
      expect(await sePrivate.next()).toEqual({ type: 'order', data: order });
      expect(await seSecondTab.next()).toEqual({ type: 'order', data: order });
      expect(await dkPrivate.next()).toEqual({ type: 'trade', data: { trade_id: 'd1' } });
      await Promise.all([sePrivate.silence(150), dkPrivate.silence(0), sePublic.silence(0)]);
    });
  });

  describe('shutdown', () => {
    it('closes every socket with 1001 when the app closes', async () => {
      const cookie = await login(t.app, 'demo-fi');
      const pub = await open();
      const priv = await open({ cookie }, privateUrl);
      await t.close();
      closed = true;
      expect((await pub.closed).code).toBe(1001);
      expect((await priv.closed).code).toBe(1001);
    });
  });
});
