import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '@broker/domain';
import { openDatabase } from '../db/database';
import { seedDemo } from '../db/seed';

/**
 * The real server as a child process on a PostgreSQL database of a test's own, for tests that
 * kill it (SIGKILL) and start it again: durability is about what a process leaves behind.
 */

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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

export const PG_UP = await reachable(ADMIN_URL);
if (!PG_UP) console.warn(`crash tests skipped: PostgreSQL at ${ADMIN_URL} is unreachable`);

export function freePort(): Promise<number> {
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

export interface Child {
  url: string;
  proc: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
  output: () => string;
}

/** Starts apps/server/src/main.ts as `npm start` would, and waits until it says it is running. */
export async function startServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Child> {
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
      ...env,
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

export async function loginToken(
  url: string,
  username = 'demo-se',
  countryCode = 'SE',
): Promise<Record<string, string>> {
  const session = await fetch(`${url}/nnxapi/authentication/v2/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      authenticationProvider: 'BASIC',
      countryCode,
      basic: { username, password: DEMO_PASSWORD },
    }),
  });
  expect(session.status).toBe(201);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
  const token = await fetch(`${url}/nnxapi/authorization/v1/tokens`, { method: 'POST', headers: { cookie } });
  const { jwt } = (await token.json()) as { jwt: string };
  return { 'client-id': 'NEXT', 'x-nnx-access-token': jwt };
}

/** Runs one statement on the admin database (create and drop the test's own database). */
export async function adminSql(sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(sql);
  await c.end();
}

/** Seeds with a short history, so the server's first start finds data and starts quickly. */
export async function seedDatabase(url: string): Promise<void> {
  const database = await openDatabase({ url, dataDir: 'memory://' });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await seedDemo(database.db, { seed: 'crash-test', asOf: yesterday, historyYears: 1, minuteDays: 1 });
  await database.close();
}
