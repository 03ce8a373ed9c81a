/**
 * A small time-bounded cache with single-flight loading: concurrent misses for one key share one
 * load. Used for read replies that may be a moment old (the web client itself throttles these reads
 * to one per 7 s); every write path reads the database inside its own transaction instead.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    // A failed load is not kept: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
