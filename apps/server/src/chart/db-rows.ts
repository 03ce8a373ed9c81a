import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Runs a raw query and returns its rows. node-postgres and PGlite both answer `{ rows }`; the chart's
 * queries cast prices to float8 and days to text so both drivers hand back plain numbers and strings.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A PostgreSQL array literal of whole numbers, sent as one parameter. */
export function intArray(values: readonly number[]): string {
  return `{${values.map((v) => Math.trunc(v)).join(',')}}`;
}
