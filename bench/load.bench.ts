/**
 * Issue 11, "money under load": 50 customers, each in its own session, use the running server for a
 * minute the way customers do (reads of accounts, holdings, orders and market data; fund buys and
 * sells, retries of the same Idempotency-Key, cancels). Prints p50, p99 and max latency, the
 * requests per second, and the money checks, on the embedded PGlite and on PostgreSQL.
 *
 * The server is the real one (`apps/server/src/main.ts`, as `npm start` runs it, with the market
 * simulator and the job schedule) in a child process, on the production demo data (ten years of
 * history). The baseline, measured in the same run against the same server, is the same 50 clients
 * calling `/health`, which touches no database: the ratio says how much of the latency is ours.
 *
 * Goals (issue 11), with nothing else running on the machine: no request over 2 s on PGlite; p99
 * under 300 ms on PostgreSQL.
 *
 * Usage: npm run bench:load   (BENCH_DB=pglite|postgres|both, default both; BENCH_SECONDS, default
 * 60; BENCH_WARM_UP_SECONDS, default 10; BENCH_CUSTOMERS, default 50; TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; BENCH_SERVER_NODE_ARGS, node options for the server)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@broker/domain';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 50);
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const kinds = (process.env.BENCH_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.BENCH_DB!];
/** Extra node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes. */
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Bench customers' accounts sit far above the demo customers' (10001…). */
const FIRST_ACCID = 900_001;
const DEPOSIT = '1000000.00';

// ---- the server and its database -------------------------------------------------------------

interface Place {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

async function placeFor(kind: string): Promise<Place> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
    return {
      env: { DATA_DIR: dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const name = `bench_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async dispose() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Seeds the production demo data and adds the bench customers, each with cash and a fund holding. */
async function prepare(place: Place, fundInstrumentId: number): Promise<void> {
  const [{ openDatabase }, { seedDemo, hashDemoPassword }, schema] = await Promise.all([
    import('../apps/server/src/db/database'),
    import('../apps/server/src/db/seed'),
    import('../apps/server/src/db/schema'),
  ]);
  const database = await openDatabase({ url: place.env.DATABASE_URL, dataDir: place.env.DATA_DIR ?? '' });
  try {
    const asOf = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await seedDemo(database.db, { seed: 'nordic-broker', asOf });
    // One hash for every bench customer: argon2 is slow on purpose, and the salt travels in the hash.
    const passwordHash = await hashDemoPassword('bench', 'bench', DEMO_PASSWORD);
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < customerCount; n++) {
        const [c] = await tx
          .insert(schema.customers)
          .values({
            customerNo: `90${String(n).padStart(5, '0')}`,
            firstName: 'Bench',
            lastName: `Customer ${n}`,
            country: 'SE',
            birthDate: '1980-01-01',
            lang: 'en',
          })
          .returning({ id: schema.customers.id });
        const accid = FIRST_ACCID + n;
        await tx.insert(schema.users).values({ customerId: c!.id, username: `bench-${n}`, passwordHash });
        await tx.insert(schema.accounts).values({
          accid,
          customerId: c!.id,
          accno: `99${String(accid)}`,
          alias: 'Bench ISK',
          type: 'ISK',
          currency: 'SEK',
          accountCode: 'ISK',
          atyid: 6,
          isDefault: true,
        });
        await tx
          .insert(schema.cashLedger)
          .values({ accid, amount: DEPOSIT, currency: 'SEK', kind: 'DEPOSIT', bookedAt: new Date() });
        await tx.insert(schema.positions).values({
          accid,
          instrumentId: fundInstrumentId,
          qty: '1000',
          acqPrice: '100',
          acqValueAcc: '100000',
        });
      }
    });
  } finally {
    await database.close();
  }
}

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

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      // Tokens outlive the run, so the clients need not refresh them (the browser client does).
      TOKEN_TTL_SECONDS: '3600',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += String(d)));
  child.stderr!.on('data', (d) => (log += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (!log.includes('is running on')) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  child.stdout!.on('data', (d) => process.stderr.write(d));
  child.stderr!.on('data', (d) => process.stderr.write(d));
  return { url, child };
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// ---- the customers ---------------------------------------------------------------------------

interface Customer {
  headers: Record<string, string>;
  accid: number;
}

async function logIn(url: string, n: number): Promise<Customer> {
  const session = await fetch(`${url}/nnxapi/authentication/v2/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      authenticationProvider: 'BASIC',
      countryCode: 'SE',
      basic: { username: `bench-${n}`, password: DEMO_PASSWORD },
    }),
  });
  if (session.status !== 201) throw new Error(`login bench-${n}: ${session.status} ${await session.text()}`);
  const cookie = /nnx_session=[^;]+/.exec(session.headers.get('set-cookie') ?? '')![0];
  const token = await fetch(`${url}/nnxapi/authorization/v1/tokens`, { method: 'POST', headers: { cookie } });
  const { jwt } = (await token.json()) as { jwt: string };
  return { headers: { 'client-id': 'NEXT', 'x-nnx-access-token': jwt }, accid: FIRST_ACCID + n };
}

/**
 * Plain keep-alive HTTP: the load generator shares the machine's two cores with the server and the
 * database, and node:http costs it about half the CPU of fetch per request.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}`, { method, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Sample {
  label: string;
  ms: number;
  status: number;
}

interface Findings {
  samples: Sample[];
  /** Account info replies where trading power + reserved fund orders ≠ cash. */
  conservationBreaks: string[];
  /** Idempotency keys answered with more than one order id. */
  duplicatedKeys: string[];
  keysPlaced: number;
  failures: string[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Exact cents of a money value in a JSON reply (the reply's numbers have at most 2 decimals). */
const cents = (value: number) => Math.round(value * 100);

/**
 * One customer's minute: one request at a time, like a person clicking through the pages, with the
 * retries a flaky network makes (the same key sent again, also while the first is still running).
 */
async function customerLoop(
  url: string,
  c: Customer,
  fund: number,
  instruments: number[],
  until: number,
  out: Findings,
): Promise<void> {
  const orderIdOfKey = new Map<string, number>();
  const waiting: number[] = [];
  let keyNo = 0;

  const call = async (
    label: string,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) => {
    const t0 = performance.now();
    try {
      const res = await send(
        `${url}${path}`,
        init.method ?? 'GET',
        { ...c.headers, ...init.headers },
        init.body,
      );
      const body = res.text;
      out.samples.push({ label, ms: performance.now() - t0, status: res.status });
      if (res.status >= 500) out.failures.push(`${label} ${res.status} ${body.slice(0, 200)}`);
      return { status: res.status, json: () => JSON.parse(body) as unknown };
    } catch (error) {
      out.samples.push({ label, ms: performance.now() - t0, status: 0 });
      out.failures.push(`${label}: ${(error as Error).message}`);
      return { status: 0, json: () => ({}) };
    }
  };

  const place = async (key: string, body: object) => {
    const res = await call('place order', '/api/2/fund_orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) return;
    const id = (res.json() as { fund_order: { order_id: number } }).fund_order.order_id;
    const known = orderIdOfKey.get(key);
    if (known === undefined) {
      orderIdOfKey.set(key, id);
      waiting.push(id);
    } else if (known !== id) out.duplicatedKeys.push(`${key}: ${known} and ${id}`);
  };

  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.45) {
      const instrument = pick(instruments);
      const read = pick([
        ['accounts', '/api/2/accounts'],
        ['positions', `/api/2/accounts/${c.accid}/positions`],
        ['fund orders', '/api/2/fund_orders/v2?limit=50'],
        ['instrument', `/api/2/instruments/${instrument}`],
        ['price series', `/api/2/market-data/price-time-series/${instrument}?period=pick`],
        ['trading info', `/api/2/instruments/${fund}/trading-info`],
      ] as const);
      const path = read[1].replace('pick', pick(['DAY_1', 'MONTH_1', 'YEAR_1', 'YEAR_5']));
      await call(read[0], path);
    } else if (roll < 0.6) {
      const res = await call('account info', `/api/2/accounts/${c.accid}/info`);
      if (res.status === 200) {
        const info = res.json() as {
          account_sum: { value: number };
          trading_power: { value: number };
          reserved: { fund_orders: { value: number } };
        };
        if (
          cents(info.trading_power.value) + cents(info.reserved.fund_orders.value) !==
          cents(info.account_sum.value)
        )
          out.conservationBreaks.push(JSON.stringify(info));
      }
    } else if (roll < 0.85) {
      // A buy, or now and then a sell of 1 %, sent twice or three times at once under one key.
      const key = `load-${c.accid}-${keyNo++}`;
      const body =
        Math.random() < 0.8
          ? {
              instrument_id: fund,
              accid: c.accid,
              orderside: 'BUY',
              amount: { value: 100 + Math.floor(Math.random() * 400), currency: 'SEK' },
            }
          : { instrument_id: fund, accid: c.accid, orderside: 'SELL', percent: 1 };
      const copies = Math.random() < 0.5 ? 1 : 2 + Math.floor(Math.random() * 2);
      await Promise.all(Array.from({ length: copies }, () => place(key, body)));
      out.keysPlaced++;
    } else if (roll < 0.95 && waiting.length > 0) {
      const id = waiting.splice(Math.floor(Math.random() * waiting.length), 1)[0]!;
      await call('cancel order', `/api/2/fund_orders/${id}`, { method: 'DELETE' });
    } else if (orderIdOfKey.size > 0) {
      // A late retry of an earlier key answers the same order. Its body is not kept, so this sends
      // a lookup of the orders instead of a placement when the key's body is unknown.
      await call('fund orders', '/api/2/fund_orders/v2?limit=50');
    }
  }
}

// ---- figures ---------------------------------------------------------------------------------

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}

function figures(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    count: ms.length,
    p50: quantile(ms, 0.5),
    p99: quantile(ms, 0.99),
    max: ms[ms.length - 1] ?? 0,
    over2s: ms.filter((m) => m > 2000).length,
  };
}

const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;

async function baseline(url: string, until: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  await Promise.all(
    Array.from({ length: customerCount }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const res = await send(`${url}/health`, 'GET', {});
        samples.push({ label: 'health', ms: performance.now() - t0, status: res.status });
      }
    }),
  );
  return samples;
}

async function runOn(kind: string): Promise<boolean> {
  const { fundId, CATALOG } = await import('../apps/server/src/db/seed/catalog');
  const fund = fundId('Sveaholm Sverige Aktiefond');
  const place = await placeFor(kind);
  try {
    const t0 = performance.now();
    await prepare(place, fund);
    console.log(
      `\n${kind}: demo data and ${customerCount} customers ready in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    const server = await startServer(place.env);
    try {
      const customers = await Promise.all(
        Array.from({ length: customerCount }, (_, n) => logIn(server.url, n)),
      );
      const instruments = [fund, ...CATALOG.shares.slice(0, 20).map((s) => s.instrumentId)];

      const base = figures(await baseline(server.url, Date.now() + 10_000));
      const findings = (): Findings => ({
        samples: [],
        conservationBreaks: [],
        duplicatedKeys: [],
        keysPlaced: 0,
        failures: [],
      });
      // A server that has just started compiles its code and fills its caches on the first
      // requests: the same load for a few seconds first, its figures printed apart, its money
      // checks kept.
      const warm = findings();
      const warmEnd = Date.now() + warmUpSeconds * 1000;
      await Promise.all(customers.map((c) => customerLoop(server.url, c, fund, instruments, warmEnd, warm)));
      const warmFigures = figures(warm.samples);
      console.log(
        `${kind}: warm-up ${warmUpSeconds} s: p50 ${fmt(warmFigures.p50)}, p99 ${fmt(warmFigures.p99)}, max ${fmt(warmFigures.max)}`,
      );
      const found = findings();
      const start = Date.now();
      await Promise.all(
        customers.map((c) => customerLoop(server.url, c, fund, instruments, start + seconds * 1000, found)),
      );
      const elapsed = (Date.now() - start) / 1000;
      const all = figures(found.samples);

      console.log(
        `${kind}: ${customerCount} customers, ${elapsed.toFixed(0)} s, ${(all.count / elapsed).toFixed(0)} requests/s`,
      );
      console.log(`  baseline /health: p50 ${fmt(base.p50)}, p99 ${fmt(base.p99)}, max ${fmt(base.max)}`);
      console.log(
        `  all requests:     p50 ${fmt(all.p50)}, p99 ${fmt(all.p99)}, max ${fmt(all.max)}, over 2 s: ${all.over2s}` +
          `  (p99 ratio to baseline ${(all.p99 / Math.max(base.p99, 0.1)).toFixed(1)})`,
      );
      const labels = [...new Set(found.samples.map((s) => s.label))].sort();
      for (const label of labels) {
        const f = figures(found.samples.filter((s) => s.label === label));
        console.log(
          `    ${label.padEnd(14)} ${String(f.count).padStart(6)}  p50 ${fmt(f.p50).padStart(8)}  p99 ${fmt(f.p99).padStart(8)}  max ${fmt(f.max).padStart(8)}`,
        );
      }
      console.log(
        `  money: ${found.keysPlaced} order keys, ${found.duplicatedKeys.length} answered with two orders; ` +
          `${found.conservationBreaks.length} account readings where trading power + reservations ≠ cash; ` +
          `${found.failures.length} failed requests`,
      );
      for (const line of [...found.duplicatedKeys, ...found.conservationBreaks, ...found.failures].slice(
        0,
        10,
      ))
        console.log(`    ${line}`);
      const goal =
        kind === 'pglite'
          ? { met: all.max <= 2000, text: 'no request over 2 s' }
          : { met: all.p99 < 300, text: 'p99 under 300 ms' };
      const moneyHeld = [warm, found].every(
        (f) => f.duplicatedKeys.length === 0 && f.conservationBreaks.length === 0,
      );
      console.log(
        `  goal (${goal.text}): ${goal.met ? 'met' : 'NOT met'}; money ${moneyHeld ? 'held' : 'NOT held'}`,
      );
      return moneyHeld && found.failures.length === 0 && warm.failures.length === 0;
    } finally {
      await stopServer(server.child);
    }
  } finally {
    await place.dispose();
  }
}

async function main() {
  let ok = true;
  for (const kind of kinds) ok = (await runOn(kind)) && ok;
  process.exit(ok ? 0 : 1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
