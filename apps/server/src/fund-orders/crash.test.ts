import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@broker/domain';
import { openDatabase } from '../db/database';
import { seedDemo } from '../db/seed';
import { fundId } from '../db/seed/catalog';

/**
 * Durability: an order acknowledged with 201 is committed. The real server runs as a child process
 * on a fresh PostgreSQL database, gets SIGKILLed right after the 201 (no shutdown, no flush), starts
 * again on the same database and must list the order, and replay it for the same Idempotency-Key.
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

async function reachable(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const PG_UP = await reachable(ADMIN_URL);
if (!PG_UP) console.warn(`crash test skipped: PostgreSQL at ${ADMIN_URL} is unreachable`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Child {
  url: string;
  proc: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
  output: () => string;
}

/** Starts apps/server/src/main.ts as `npm start` would, and waits until it says it is running. */
async function startServer(databaseUrl: string, port: number): Promise<Child> {
  let log = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      // No NAVs needed: the order waits for its cut-off either way.
      SIMULATOR: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => (log += String(d)));
  proc.stderr?.on('data', (d) => (log += String(d)));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    proc.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const deadline = Date.now() + 120_000;
  while (!log.includes('is running on')) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, proc, exited, output: () => log };
}

async function loginToken(url: string): Promise<Record<string, string>> {
  const session = await fetch(`${url}/nnxapi/authentication/v2/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      authenticationProvider: 'BASIC',
      countryCode: 'SE',
      basic: { username: 'demo-se', password: DEMO_PASSWORD },
    }),
  });
  expect(session.status).toBe(201);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
  const token = await fetch(`${url}/nnxapi/authorization/v1/tokens`, { method: 'POST', headers: { cookie } });
  const { jwt } = (await token.json()) as { jwt: string };
  return { 'client-id': 'NEXT', 'x-nnx-access-token': jwt };
}

describe.skipIf(!PG_UP)('fund orders survive a crash (kill -9) on PostgreSQL', () => {
  const name = `broker_crash_${randomBytes(6).toString('hex')}`;
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${name}`;
  let child: Child | undefined;

  const admin = async (sql: string) => {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(sql);
    await c.end();
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    // Seeded here with a short history, so the server's first start finds data and starts quickly.
    const database = await openDatabase({ url: dbUrl.toString(), dataDir: 'memory://' });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await seedDemo(database.db, { seed: 'crash-test', asOf: yesterday, historyYears: 1, minuteDays: 1 });
    await database.close();
  });
  afterAll(async () => {
    child?.proc.kill('SIGKILL');
    await child?.exited;
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('lists the acknowledged order after SIGKILL and restart, and replays it for the same key', async () => {
    const port = await freePort();
    child = await startServer(dbUrl.toString(), port);
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

    child = await startServer(dbUrl.toString(), port);
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
