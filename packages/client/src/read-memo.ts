interface Entry {
  promise: Promise<unknown>;
  startedAt: number;
}

/**
 * Shares the result of a read between callers that ask for the same thing: while it is under way
 * and for `maxAgeMs` after it was started (Infinity for cached reads). Failures are dropped as soon
 * as they happen, so the next caller asks again.
 */
export class ReadMemo {
  readonly #entries = new Map<string, Entry>();

  share<T>(key: string, maxAgeMs: number, now: number, start: () => Promise<T>): Promise<T> {
    const existing = this.#entries.get(key);
    if (existing && now - existing.startedAt < maxAgeMs) return existing.promise as Promise<T>;

    const promise = start();
    const entry: Entry = { promise, startedAt: now };
    this.#entries.set(key, entry);
    promise.catch(() => {
      // Only our own entry: clear() or a newer read may have replaced it meanwhile.
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return promise;
  }

  /** Reads still under way finish for their callers but are no longer shared. */
  clear(): void {
    this.#entries.clear();
  }
}
