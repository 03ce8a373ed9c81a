import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_PRIVATE_PATH } from '@broker/contract';
import { LiveConnectionError } from './errors';
import { liveHarness, until, type LiveHarness } from './testing/live-harness';

let h: LiveHarness;
beforeEach(async () => {
  h = await liveHarness();
});
afterEach(async () => {
  await h.dispose();
});

const order = { order_id: 'o-1', state: 'FILLED', side: 'BUY', accid: 1 };
const trade = { trade_id: 't-1', order_id: 'o-1', price: 101.5, volume: 10 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PrivateLiveClient', () => {
  it("opens the private path with 'NEXT', logs in and sends no subscriptions", async () => {
    const client = h.privateClient();
    client.onOrder(() => undefined);

    await until(() => expect(client.status).toBe('logged-in'));
    expect(h.server.connections[0]?.path).toBe(LIVE_PRIVATE_PATH);
    expect(h.server.connections[0]?.requestedProtocols).toEqual(['NEXT']);
    expect(h.server.received.map((m) => m.raw)).toEqual(['{"cmd":"login","args":{}}']);
  });

  it('delivers order, trade, transaction, savings goal and notification events each to its own listeners', async () => {
    const client = h.privateClient();
    const orders: unknown[] = [];
    const trades: unknown[] = [];
    const bookings: unknown[] = [];
    const goals: unknown[] = [];
    client.onOrder((event) => orders.push(event));
    client.onTrade((event) => trades.push(event));
    client.onTransaction((event) => bookings.push(event));
    client.onSavingsGoal((event) => goals.push(event));
    const notices: unknown[] = [];
    client.onNotification((event) => notices.push(event));
    await until(() => expect(client.status).toBe('logged-in'));

    const dividend = { accid: 1, type: 'DIVIDEND', amount: 12.5, currency: 'SEK' };
    h.server.broadcast({ type: 'order', data: order }, LIVE_PRIVATE_PATH);
    h.server.broadcast({ type: 'trade', data: trade }, LIVE_PRIVATE_PATH);
    const milestone = { goal_id: 3, name: 'Sommarhus', milestones: [50], reached_at: 1 };
    const skipped = { kind: 'SAVINGS_PLAN', plan_id: 3, status: 'SKIPPED_NO_CASH' };
    h.server.broadcast({ type: 'transaction', data: dividend }, LIVE_PRIVATE_PATH);
    h.server.broadcast({ type: 'savings_goal', data: milestone }, LIVE_PRIVATE_PATH);
    h.server.broadcast({ type: 'notification', data: skipped }, LIVE_PRIVATE_PATH);
    h.server.heartbeat(LIVE_PRIVATE_PATH);

    await until(() =>
      expect([orders, trades, bookings, goals, notices]).toEqual([
        [order],
        [trade],
        [dividend],
        [milestone],
        [skipped],
      ]),
    );
    expect(h.logger.warn).not.toHaveBeenCalled();
  });

  it('stops calling a listener that was removed', async () => {
    const client = h.privateClient();
    const kept: unknown[] = [];
    const removed: unknown[] = [];
    client.onOrder((event) => kept.push(event));
    const stop = client.onOrder((event) => removed.push(event));
    await until(() => expect(client.status).toBe('logged-in'));

    stop();
    h.server.broadcast({ type: 'order', data: order }, LIVE_PRIVATE_PATH);

    await until(() => expect(kept).toHaveLength(1));
    expect(removed).toEqual([]);
  });

  it('logs and ignores malformed messages and other kinds', async () => {
    const client = h.privateClient();
    const orders: unknown[] = [];
    client.onOrder((event) => orders.push(event));
    await until(() => expect(client.status).toBe('logged-in'));

    h.server.broadcast('{oops', LIVE_PRIVATE_PATH);
    h.server.broadcast({ type: 'price', data: { m: 11, i: '101' } }, LIVE_PRIVATE_PATH);
    h.server.broadcast({ type: 'order', data: order }, LIVE_PRIVATE_PATH);

    await until(() => expect(orders).toHaveLength(1));
    expect(h.logger.warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/malformed message ignored/),
      expect.stringMatching(/"price" message ignored/),
    ]);
  });

  it('reconnects and logs in again after the server restarts', async () => {
    const client = h.privateClient();
    const orders: unknown[] = [];
    client.onOrder((event) => orders.push(event));
    await until(() => expect(client.status).toBe('logged-in'));

    await h.server.restart();
    await until(() => expect(h.server.open).toHaveLength(1));
    await until(() => expect(client.status).toBe('logged-in'));
    h.server.broadcast({ type: 'order', data: order }, LIVE_PRIVATE_PATH);

    await until(() => expect(orders).toEqual([order]));
    expect(h.server.commands('login')).toHaveLength(2);
  });

  it('reports a close for lack of a session and waits for connect() instead of retrying', async () => {
    h.server.privateUnauthorized = true;
    const client = h.privateClient();
    client.onTrade(() => undefined);

    await until(() => expect(h.onError).toHaveBeenCalledWith(expect.any(LiveConnectionError)));
    expect(h.onError.mock.calls[0]?.[0]).toMatchObject({ reason: 'unauthorized' });
    await sleep(100);
    expect(h.server.connections).toHaveLength(1);
    expect(client.status).toBe('closed');

    h.server.privateUnauthorized = false;
    client.connect();
    await until(() => expect(client.status).toBe('logged-in'));
  });

  it('close stops for good', async () => {
    const client = h.privateClient();
    const orders: unknown[] = [];
    client.onOrder((event) => orders.push(event));
    await until(() => expect(client.status).toBe('logged-in'));

    client.close();
    await h.server.restart();
    await sleep(100);

    expect(client.status).toBe('closed');
    expect(h.server.connections).toHaveLength(1);
    expect(orders).toEqual([]);
  });
});
