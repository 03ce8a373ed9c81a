import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIVE_PRIVATE_PATH, LIVE_PUBLIC_PATH, subscriptionKey } from '@broker/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { findLiveSession } from '../auth/sessions';
import { login, startTestApp, type TestApp } from '../testing/test-app';
import { liveUrl, openLive, type LiveTestClient } from './live-test-client';

const TRANSPORTS = [
  { name: 'Redis', variable: 'REDIS_URL', url: 'redis://127.0.0.1:6379', port: 6379 },
  { name: 'NATS', variable: 'NATS_URL', url: 'nats://127.0.0.1:4222', port: 4222 },
] as const;

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const up = new Map(
  await Promise.all(TRANSPORTS.map(async (t) => [t.name, await reachable(t.port)] as const)),
);

describe('fan-out across server processes', () => {
  /** The shared database of both "processes", as with several servers on one PostgreSQL. */
  let base: TestApp;
  beforeAll(async () => {
    base = await startTestApp('pglite', {}, { minuteDays: 0 });
  });
  afterAll(async () => base?.close());

  for (const transport of TRANSPORTS) {
    const reach = up.get(transport.name) ?? false;
    if (!reach)
      console.warn(
        `${transport.name} is not reachable on 127.0.0.1:${transport.port}: its fan-out test is skipped`,
      );

    describe.skipIf(!reach)(`over ${transport.name}`, () => {
      const apps: FastifyInstance[] = [];
      const clients: LiveTestClient[] = [];

      beforeAll(async () => {
        // A topic of its own, so other servers on the same broker cannot interfere.
        const topic = `broker-test-${randomBytes(4).toString('hex')}`;
        for (let n = 0; n < 2; n++) {
          const config = loadConfig({
            WEB_DIST: '',
            LOG_LEVEL: 'silent',
            [transport.variable]: transport.url,
            FEED_BUS_TOPIC: topic,
          });
          const app = await buildApp({ config, database: base.database, logger: false });
          app.deps.snapshots = {
            resolve: async (args) =>
              subscriptionKey(args) === 'price:11:F1'
                ? { known: true, state: { m: 11, i: 'F1', bid: 1, ask: 2, last: 1 } }
                : { known: true },
          };
          await app.listen({ port: 0, host: '127.0.0.1' });
          apps.push(app);
        }
      });
      afterAll(async () => {
        for (const c of clients) c.ws.terminate();
        await Promise.all(apps.map((app) => app.close()));
      });

      const open = async (app: FastifyInstance, path = LIVE_PUBLIC_PATH, cookie?: string) => {
        const client = await openLive(liveUrl(app, path), { cookie });
        clients.push(client);
        return client;
      };

      it('delivers the ticks published on either process to the subscribers of both', async () => {
        const [one, two] = [apps[0]!, apps[1]!];
        const onOne = await open(one);
        const onTwo = await open(two);
        for (const c of [onOne, onTwo]) {
          c.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'F1' } });
          c.send({ cmd: 'subscribe', args: { t: 'trade', m: 11, i: 'F1' } });
          expect((await c.next()).type).toBe('ack');
          expect(await c.next()).toEqual({
            type: 'price',
            data: { m: 11, i: 'F1', bid: 1, ask: 2, last: 1 },
          });
          expect((await c.next()).type).toBe('ack');
        }

        one.deps.bus.publish({
          kind: 'market',
          type: 'price',
          key: 'price:11:F1',
          data: { m: 11, i: 'F1', bid: 1, ask: 2, last: 1.1 },
        });
        for (const c of [onOne, onTwo])
          expect(await c.next()).toEqual({ type: 'price', data: { m: 11, i: 'F1', last: 1.1 } });
        // Two publishers have no order between them (one process simulates), so one at a time.
        two.deps.bus.publish({
          kind: 'market',
          type: 'price',
          key: 'price:11:F1',
          data: { m: 11, i: 'F1', bid: 1.05, ask: 2, last: 1.1 },
        });
        const trade = { m: 11, i: 'F1', trade_id: 't1', price: 1.1, volume: 10, trade_timestamp: 1 };
        two.deps.bus.publish({ kind: 'market', type: 'trade', key: 'trade:11:F1', data: trade });
        for (const c of [onOne, onTwo]) {
          expect(await c.next()).toEqual({ type: 'price', data: { m: 11, i: 'F1', bid: 1.05 } });
          expect(await c.next()).toEqual({ type: 'trade', data: trade });
        }
        expect(onTwo.frames.map((f) => f.text)).toEqual(onOne.frames.map((f) => f.text));

        // Each process holds the latest state: a newcomer on either starts from it.
        const late = await open(two);
        late.send({ cmd: 'subscribe', args: { t: 'price', m: 11, i: 'F1' } });
        await late.next();
        expect(await late.next()).toEqual({
          type: 'price',
          data: { m: 11, i: 'F1', bid: 1.05, ask: 2, last: 1.1 },
        });
      });

      it("delivers a customer's private events to their connection on the other process", async () => {
        const [one, two] = [apps[0]!, apps[1]!];
        const cookie = await login(base.app, 'demo-se');
        const customerId = (await findLiveSession(base.database.db, cookie.split('=')[1]))!.customerId;
        const privateOnTwo = await open(two, LIVE_PRIVATE_PATH, cookie);
        privateOnTwo.send({ cmd: 'login' });
        expect((await privateOnTwo.next()).type).toBe('ack');
        one.deps.bus.publish({
          kind: 'private',
          customerId,
          type: 'order',
          data: { order_id: 1, state: 'PLACED' },
        });
        expect(await privateOnTwo.next()).toEqual({ type: 'order', data: { order_id: 1, state: 'PLACED' } });
      });
    });
  }
});
