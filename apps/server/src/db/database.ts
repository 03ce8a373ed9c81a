import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { watchSlowStatements, type SlowStatement } from './slow-statements';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction: service functions take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite: where statements that hold the server's thread for long are reported (main.ts logs them). */
  onSlowStatement?: (report: (slow: SlowStatement) => void) => void;
}

/** A statement that holds the embedded database (and so the whole server) this long is reported. */
const SLOW_STATEMENT_MS = 250;

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database and applies the committed migrations.
 * - `url` set: PostgreSQL through node-postgres.
 * - otherwise PGlite (PostgreSQL in WASM): file-backed in `dataDir`, or in memory when `dataDir` is
 *   'memory://'. PGlite is a single connection, so one data directory serves one process.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
  /** PGlite: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // numeric stays a string (exact); int8 (bigint volumes) fits a JS number for our data.
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection that the server ends (restart, failover, admin command) is dropped and
    // replaced by the pool on the next query; without a listener the error would end the process.
    pool.on('error', (error) => opts.onIdleError?.(error));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir !== 'memory://') mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir === 'memory://' ? undefined : opts.dataDir,
    loadDataDir: opts.loadDataDir,
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  let report: ((slow: SlowStatement) => void) | undefined;
  watchSlowStatements(
    client as unknown as Parameters<typeof watchSlowStatements>[0],
    SLOW_STATEMENT_MS,
    (slow) => report?.(slow),
  );
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    onSlowStatement: (r) => {
      report = r;
    },
  };
}
