import type { Db } from '../db/database';

/**
 * An index built from the database and kept in memory per database, rebuilt after `ttlMs`.
 * A stale index keeps answering while its successor is built (one build at a time), so no search
 * waits on a rebuild except the very first. `invalidate` is for writers that change what is indexed.
 */
export class IndexCache<T> {
  private readonly entries = new WeakMap<Db, { value?: T; builtAt: number; building?: Promise<T> }>();

  constructor(
    private readonly build: (db: Db) => Promise<T>,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(db: Db): Promise<T> {
    let entry = this.entries.get(db);
    if (!entry) {
      entry = { builtAt: 0 };
      this.entries.set(db, entry);
    }
    const fresh = entry.value !== undefined && this.clock() - entry.builtAt < this.ttlMs;
    if (fresh) return entry.value!;
    if (!entry.building) {
      const started = this.clock();
      const current = entry;
      current.building = this.build(db).then(
        (value) => {
          current.value = value;
          current.builtAt = started;
          current.building = undefined;
          return value;
        },
        (error: unknown) => {
          current.building = undefined;
          throw error;
        },
      );
      // A failed background rebuild keeps the old index; the next search tries again.
      if (current.value !== undefined) current.building.catch(() => undefined);
    }
    return entry.value ?? entry.building!;
  }

  /** The next search rebuilds (and, until that is done, still answers from the old index). */
  invalidate(db: Db): void {
    const entry = this.entries.get(db);
    if (entry) entry.builtAt = 0;
  }
}
