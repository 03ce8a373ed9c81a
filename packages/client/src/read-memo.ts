interface Entry {
  promise: Promise<unknown>;
  startedAt: number;
  /** How long the entry is shared; Infinity for cached reads, which only clear() removes. */
  maxAgeMs: number;
}

/** The map is swept for expired entries once it has grown to this size, and then to twice its live size. */
const MIN_PRUNE_SIZE = 32;

/**
 * Shares the result of a read between callers that ask for the same thing: while it is under way
 * and for `maxAgeMs` after it was started (Infinity for cached reads). Failures are dropped as soon
 * as they happen, so the next caller asks again.
 *
 * Expired entries are no longer shared, and are swept out when an insert finds the map grown past
 * a bound (MIN_PRUNE_SIZE, else twice the live size at the last sweep): so the memo holds at most
 * about twice its live entries however many distinct URLs were read, at an amortized constant cost
 * per insert.
 */
export class ReadMemo {
  readonly #entries = new Map<string, Entry>();
  #pruneAt = MIN_PRUNE_SIZE;

  share<T>(key: string, maxAgeMs: number, now: number, start: () => Promise<T>): Promise<T> {
    const existing = this.#entries.get(key);
    if (existing && now - existing.startedAt < maxAgeMs) return existing.promise as Promise<T>;

    const promise = start();
    const entry: Entry = { promise, startedAt: now, maxAgeMs };
    this.#entries.set(key, entry);
    if (this.#entries.size >= this.#pruneAt) this.#prune(now);
    promise.catch(() => {
      // Only our own entry: clear() or a newer read may have replaced it meanwhile.
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return promise;
  }

  /** Number of entries held, expired ones not yet swept included. */
  get size(): number {
    return this.#entries.size;
  }

  /** Reads still under way finish for their callers but are no longer shared. */
  clear(): void {
    this.#entries.clear();
    this.#pruneAt = MIN_PRUNE_SIZE;
  }

  #prune(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (now - entry.startedAt >= entry.maxAgeMs) this.#entries.delete(key);
    }
    this.#pruneAt = Math.max(MIN_PRUNE_SIZE, this.#entries.size * 2);
  }
}
