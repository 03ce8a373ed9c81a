import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { macroEvents } from '../db/schema';
import { macroEventRows } from './macro';

/** Writing the macro calendar: on the seed, and once for a database seeded before it existed. */

const BATCH = 500;

export async function insertMacroEvents(db: Db | Tx, seed: string, asOf: string): Promise<number> {
  const rows = macroEventRows(seed, asOf);
  for (let i = 0; i < rows.length; i += BATCH) {
    // A second writer (another process filling an older database) finds the rows there: the
    // series' name and instant are unique.
    await db
      .insert(macroEvents)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
  return rows.length;
}

const filled = new WeakMap<object, Promise<void>>();

/**
 * A database seeded before the macro calendar existed has none: the first calendar read fills it
 * around `today`, once per process (and harmlessly twice across processes).
 */
export function ensureMacroEvents(db: Db, seed: string, today: string): Promise<void> {
  let done = filled.get(db);
  if (!done) {
    done = (async () => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(macroEvents);
      if ((row?.n ?? 0) === 0) await insertMacroEvents(db, seed, today);
    })();
    // A failed fill is tried again on the next read.
    done.catch(() => filled.delete(db));
    filled.set(db, done);
  }
  return done;
}
