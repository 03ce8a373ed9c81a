/**
 * Order entry on PostgreSQL against pgbench's TPC-B-like transaction on the same server, in the
 * same run: fund orders (POST /api/2/fund_orders) or share orders (POST
 * /api/2/accounts/{accid}/orders, limit buys that rest: the exchange is not running, so each is
 * entry alone: checks, reservation, the order row). Prints orders per second and p99 latency (each
 * order with its own Idempotency-Key, spread over 100 accounts of 5 customers) and of pgbench, and
 * the ratio of the throughputs; the goal is at least 0.3 (median of the rounds).
 * Usage: npm run bench:fund-orders | npm run bench:share-orders   (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS,
 * BENCH_ACCOUNTS_PER_SOURCE; PGBENCH, default `pgbench` on the PATH)
 *
 * A placement is one HTTP request that authenticates, validates, and runs one transaction in two
 * round trips: BEGIN, the lock of the customer and the account, and one SELECT of every fact (cash,
 * reservations, holdings, the instrument, an earlier order of the key); then the INSERT of the order
 * and COMMIT (docs/decisions.md, "Fund order placement: statements per order", "Share order entry in
 * two round trips"). Server, load generator and PostgreSQL share the machine's cores.
 *
 * Both sides get BENCH_CONNECTIONS clients (16): with 8 the order load left a third of the 2-core
 * machine idle (each placement waits on two round trips and its customer's lock) while pgbench's 8
 * clients used all of it, so the ratio compared latencies more than throughputs; with 16 both keep
 * the machine busy (docs/decisions.md, "Order entry's plans and the bench").
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
/** How many accounts each demo account of the load becomes (see the targets below). */
const ACCOUNTS_PER_SOURCE = Number(process.env.BENCH_ACCOUNTS_PER_SOURCE ?? 10);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgbenchBin = process.env.PGBENCH ?? 'pgbench';

type Kind = 'fund' | 'share';
const kind: Kind = process.argv[2] === 'share' ? 'share' : 'fund';

/** One account the load places on: where to post and what. */
interface Target {
  headers: Record<string, string>;
  path: string;
  body: string;
}
interface LoadConfig {
  url: string;
  targets: Target[];
  connections: number;
  seconds: number;
}
interface Result {
  perSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

/**
 * The load generator, run in a child process (this file with `--load`) so it does not share the
 * event loop with the server it measures. Every request gets a fresh Idempotency-Key and the next
 * account in turn.
 */
async function runLoad(cfg: LoadConfig): Promise<Result> {
  // autocannon has no type declarations; its promise API is typed here for what this reads.
  const autocannon = createRequire(import.meta.url)('autocannon') as (opts: object) => Promise<unknown>;
  let n = 0;
  const run = autocannon({
    url: cfg.url,
    connections: cfg.connections,
    duration: cfg.seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req: Record<string, unknown>) => {
          const t = cfg.targets[n++ % cfg.targets.length]!;
          return {
            ...req,
            path: t.path,
            headers: {
              ...t.headers,
              'content-type': 'application/json',
              'idempotency-key': `bench-${process.pid}-${n}-${randomBytes(4).toString('hex')}`,
            },
            body: t.body,
          };
        },
      },
    ],
  });
  const r = (await run) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  return { perSecond: r.requests.average, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

function placeOrders(cfg: LoadConfig): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--load', JSON.stringify(cfg)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`load exited with ${code}`)),
    );
  });
}

/** The close of a trading day for the bench's orders: what rested ends and holds nothing any more. */
async function endOfDay(db: { execute: (q: SQL) => Promise<unknown> }): Promise<void> {
  if (kind === 'share') {
    await db.execute(sql`update exchange_orders set state = 'EXPIRED', reserved_amount = 0, reserved_volume = 0
      where state in ('NEW', 'WAITING', 'ON_MARKET', 'PART_DONE')`);
  } else {
    // A day earlier too: the same-day rules read the account's orders of the fund made today.
    await db.execute(sql`update fund_orders set state = 'CANCELLED', reserved_amount = 0, reserved_units = 0,
        created_at = created_at - interval '1 day'
      where state = 'PLACED'`);
  }
}

function pgbench(args: string[]): string {
  const r = spawnSync(pgbenchBin, args, { encoding: 'utf8' });
  if (r.error) throw new Error(`${pgbenchBin} could not run (${r.error.message}); install postgresql-client`);
  if (r.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${r.stderr}`);
  return r.stdout + r.stderr;
}

/** psql of the same client package as pgbench, for the admin statements. */
function psql(statement: string): void {
  const r = spawnSync(
    process.env.PSQL ?? 'psql',
    ['-q', '-v', 'ON_ERROR_STOP=1', '-c', statement, adminUrl],
    {
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`psql failed: ${r.error?.message ?? r.stderr}`);
}

/** TPC-B-like pgbench with as many clients as the order load has connections; p99 from its per-transaction log. */
function runPgbench(url: string): Result {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const out = pgbench([
      '-c',
      String(connections),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-n',
      '-l',
      '--log-prefix',
      join(dir, 'tx'),
      url,
    ]);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    const latencies: number[] = [];
    for (const f of readdirSync(dir))
      for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) latencies.push(us / 1000);
      }
    return { perSecond: tps, p99Ms: p99(latencies), non2xx: 0, errors: 0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  process.env.TEST_DATABASE_URL = adminUrl;
  const { startTestApp, loginForApi } = await import('@broker/server');
  const pgbenchDb = `bench_pgbench_${randomBytes(4).toString('hex')}`;
  psql(`create database ${pgbenchDb}`);
  const pgbenchUrl = new URL(adminUrl);
  pgbenchUrl.pathname = `/${pgbenchDb}`;
  // Scale = clients, so TPC-B's branch rows do not make pgbench a lock-contention benchmark.
  pgbench(['-i', '-q', '-s', String(connections), pgbenchUrl.toString()]);

  // As in production: replies are not re-validated against the contract; tokens outlive the run.
  // No exchange runs here: with the simulator on, an order placed in trading hours would wait
  // FIRST_ANSWER_WAIT_MS for an answer that never comes, and the figure would depend on the hour.
  const t = await startTestApp('postgres', {
    VALIDATE_REPLIES: 'false',
    TOKEN_TTL_SECONDS: '3600',
    SIMULATOR: 'off',
  });
  try {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [{ fundId, shareId, instrumentById }, { cashLedger }, { Decimal, toTickGrid }] = await Promise.all([
      import('../apps/server/src/db/seed/catalog'),
      import('../apps/server/src/db/schema'),
      import('@broker/domain'),
    ]);
    const fund = fundId('Sveaholm Sverige Aktiefond');
    const share = instrumentById(shareId('NORV B'));
    // A limit inside the collar around the share's last price, under it so the buys rest.
    const priced = await t.app.deps.snapshots.resolve({ t: 'price', m: share.marketId, i: share.identifier });
    const last = (priced.state as { last?: number } | undefined)?.last ?? share.model.anchor;
    const limit = Number(toTickGrid(new Decimal(last).times(0.95), 'down'));
    const bodyFor = (accid: number, currency: string) =>
      kind === 'fund'
        ? {
            path: '/api/2/fund_orders',
            body: JSON.stringify({
              instrument_id: fund,
              accid,
              orderside: 'BUY',
              amount: { value: 150, currency },
            }),
          }
        : {
            path: `/api/2/accounts/${accid}/orders`,
            body: JSON.stringify({
              market_id: share.marketId,
              identifier: share.identifier,
              side: 'BUY',
              price: limit,
              volume: 1,
              currency: share.currency,
              order_type: 'LIMIT',
            }),
          };
    // The bench's orders never end (no exchange runs), so an account's active orders, which every
    // placement sums for its reservations, pile up through a round; real accounts hold a handful.
    // Each demo account is therefore copied, with its cash history, to ACCOUNTS_PER_SOURCE accounts
    // of the same customer, and the load takes the customers in turn so that consecutive orders do
    // not queue on one customer's lock.
    const byCustomer: Target[][] = [];
    let nextAccid = 80000;
    for (const [user, sources] of [
      ['demo-se', [10001, 10002]],
      ['demo-no', [10011, 10012]],
      ['demo-dk', [10021, 10022]],
      ['demo-fi', [10031, 10032]],
      ['demo-partner', [10051, 10052]],
    ] as const) {
      const own: Target[] = [];
      for (const source of sources) {
        const accids: number[] = [source];
        for (let copy = 1; copy < ACCOUNTS_PER_SOURCE; copy++) {
          const accid = nextAccid++;
          await t.database.db.execute(sql`insert into accounts
              (accid, customer_id, accno, alias, type, currency, is_blocked, account_code, atyid)
            select ${accid}, customer_id, ${`BENCH${accid}`}, alias, type, currency, false, account_code, atyid
            from accounts where accid = ${source}`);
          await t.database.db.execute(sql`insert into cash_ledger (accid, amount, currency, kind, booked_at)
            select ${accid}, amount, currency, kind, booked_at from cash_ledger where accid = ${source}`);
          accids.push(accid);
        }
        for (const accid of accids) own.push({ headers: {}, path: String(accid), body: '' });
      }
      const { headers } = await loginForApi(t.app, user);
      const accounts = (await (await fetch(`${url}/api/2/accounts`, { headers })).json()) as {
        accid: number;
        symbol: string;
      }[];
      byCustomer.push(
        await Promise.all(
          own.map(async ({ path }) => {
            const accid = Number(path);
            const currency = accounts.find((a) => a.accid === accid)!.symbol;
            // Enough cash that no order of the run is refused for trading power.
            await t.database.db
              .insert(cashLedger)
              .values({ accid, amount: '100000000', currency, kind: 'DEPOSIT', bookedAt: new Date() });
            return { headers, ...bodyFor(accid, currency) };
          }),
        ),
      );
    }
    const targets = byCustomer[0]!.flatMap((_, i) => byCustomer.map((own) => own[i]!));
    const cfg: LoadConfig = {
      url,
      targets,
      connections,
      seconds,
    };

    // Unmeasured: the server's code is compiled by the JIT and each pooled connection has prepared
    // its statements before the first round, as in a server that has been running (pgbench needs no
    // warming).
    await placeOrders({ ...cfg, seconds: 2 });
    const ratios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      // Each round is a trading day: the orders of the day before ended at its close, so every round
      // starts with the same active orders (none), rather than each summing all earlier rounds' orders.
      await endOfDay(t.database.db);
      const base = runPgbench(pgbenchUrl.toString());
      const orders = await placeOrders(cfg);
      if (orders.non2xx > 0 || orders.errors > 0)
        throw new Error(
          `orders answered ${orders.non2xx} non-2xx and ${orders.errors} errors: the ratio means nothing`,
        );
      const ratio = orders.perSecond / base.perSecond;
      ratios.push(ratio);
      console.log(
        `round ${round}: pgbench ${base.perSecond.toFixed(0)} tps (p99 ${base.p99Ms.toFixed(1)} ms), ` +
          `${kind} orders ${orders.perSecond.toFixed(0)}/s (p99 ${orders.p99Ms.toFixed(1)} ms), ratio ${ratio.toFixed(3)}`,
      );
    }
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
    console.log(`PostgreSQL, connections/clients: ${connections}, ${seconds} s per measurement`);
    console.log(
      `${kind}-orders ratio (median of ${rounds}): ${median.toFixed(3)}  (goal >= 0.3: ${median >= 0.3 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await t.close();
    psql(`drop database if exists ${pgbenchDb} with (force)`);
  }
}

if (process.argv[2] === '--load') {
  runLoad(JSON.parse(process.argv[3]!) as LoadConfig)
    .then((r) => process.stdout.write(JSON.stringify(r)))
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
} else {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
