import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundId } from '../db/seed/catalog';
import {
  ADMIN_URL,
  PG_UP,
  adminSql,
  freePort,
  loginToken,
  seedDatabase,
  startServer,
  type Child,
} from '../testing/server-process';

/**
 * Durability: an order acknowledged with 201 is committed. The real server runs as a child process
 * on a fresh PostgreSQL database, gets SIGKILLed right after the 201 (no shutdown, no flush), starts
 * again on the same database and must list the order, and replay it for the same Idempotency-Key.
 */

describe.skipIf(!PG_UP)('fund orders survive a crash (kill -9) on PostgreSQL', () => {
  const name = `broker_crash_${randomBytes(6).toString('hex')}`;
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${name}`;
  let child: Child | undefined;

  beforeAll(async () => {
    await adminSql(`create database ${name}`);
    await seedDatabase(dbUrl.toString());
  });
  afterAll(async () => {
    child?.proc.kill('SIGKILL');
    await child?.exited;
    await adminSql(`drop database if exists ${name} with (force)`);
  });

  it('lists the acknowledged order after SIGKILL and restart, and replays it for the same key', async () => {
    const port = await freePort();
    // No NAVs needed: the order waits for its cut-off either way.
    child = await startServer(dbUrl.toString(), port, { SIMULATOR: 'off' });
    const headers = await loginToken(child.url);
    const body = JSON.stringify({
      instrument_id: fundId('Sveaholm Sverige Aktiefond'),
      accid: 10001,
      orderside: 'BUY',
      amount: { value: 1234, currency: 'SEK' },
    });
    const key = `crash-${randomBytes(4).toString('hex')}`;
    const post = () =>
      fetch(`${child!.url}/api/2/fund_orders`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
    const res = await post();
    // Killed the instant the acknowledgement is in: the server gets no chance to do anything more.
    child.proc.kill('SIGKILL');
    expect(res.status, child.output()).toBe(201);
    const placed = ((await res.json()) as { fund_order: { order_id: number } }).fund_order;
    expect(await child.exited).toBe('SIGKILL');

    child = await startServer(dbUrl.toString(), port, { SIMULATOR: 'off' });
    const after = await loginToken(child.url);
    Object.assign(headers, after);
    const orders = (await (await fetch(`${child.url}/api/2/fund_orders/v2`, { headers: after })).json()) as {
      order_id: number;
      state: string;
      amount: { value: number };
    }[];
    expect(orders.find((o) => o.order_id === placed.order_id)).toMatchObject({
      state: 'PLACED',
      amount: { value: 1234 },
    });
    const replay = await post();
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { fund_order: { order_id: number } }).fund_order.order_id).toBe(
      placed.order_id,
    );
    expect(orders.filter((o) => o.amount.value === 1234)).toHaveLength(1);
    const info = (await (
      await fetch(`${child.url}/api/2/accounts/10001/info`, { headers: after })
    ).json()) as {
      reserved: { fund_orders: { value: number } };
    };
    expect(info.reserved.fund_orders.value).toBe(1234);
  });
});
