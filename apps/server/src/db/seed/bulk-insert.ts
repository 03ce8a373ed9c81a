import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../database';

/**
 * Multi-row inserts that send each column of a batch as one array parameter and unnest it on the
 * server. PGlite parses every statement in WASM, and a VALUES list with one bind parameter per
 * cell costs it about 3.5 times as much as these arrays (measured: 25 s against 7 s for 270,000
 * daily bars). Plain SQL, so node-postgres takes the same path.
 */

const DEFAULT_BATCH_ROWS = 20_000;

/** Array element types for column types that have no array form of their own. */
const ELEMENT_TYPE: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/** One element of a PostgreSQL array literal: quoted, with quotes and backslashes escaped. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

export async function bulkInsert<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchRows = DEFAULT_BATCH_ROWS,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((k) => k in columns);
  const names = sql.join(
    keys.map((k) => sql.identifier((columns[k] as PgColumn).name)),
    sql`, `,
  );
  const types = keys.map((k) => {
    const type = (columns[k] as PgColumn).getSQLType();
    return sql.raw(`${ELEMENT_TYPE[type] ?? type}[]`);
  });
  for (let i = 0; i < rows.length; i += batchRows) {
    const batch = rows.slice(i, i + batchRows) as Record<string, unknown>[];
    const arrays = keys.map(
      (k, c) => sql`${`{${batch.map((r) => arrayElement(r[k])).join(',')}}`}::${types[c]}`,
    );
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}
