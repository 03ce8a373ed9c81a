/**
 * Limits login attempts. An attempt is counted before the password is checked, so attempts sent in
 * parallel count too; a successful login takes its own attempt back and clears the failures of
 * that username from that address. Two limits apply within the window:
 * - per username and client address: `maxFailures`;
 * - per username from any address: `maxFailures × perUsernameFactor`, so spreading guesses over
 *   many addresses does not help, while one address cannot lock a customer out on its own.
 * Kept in memory: a restart forgets it, which only gives an attacker one more window.
 */
export class LoginThrottle {
  private readonly counts = new Map<string, { count: number; firstAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly perUsernameFactor = 4,
  ) {}

  /** Counts an attempt; `allowed` false (with seconds to wait) when a limit has been reached. */
  begin(username: string, address: string): { allowed: boolean; retryAfterSeconds: number } {
    const keys = this.keys(username, address);
    const limits = [this.maxFailures, this.maxFailures * this.perUsernameFactor];
    const entries = keys.map((k) => this.live(k));
    const blocked = entries.findIndex((e, i) => (e?.count ?? 0) >= limits[i]!);
    if (blocked >= 0) {
      const waitMs = entries[blocked]!.firstAt + this.windowMs - this.now();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    for (const key of keys) this.bump(key);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  succeeded(username: string, address: string): void {
    const [pair, user] = this.keys(username, address);
    this.counts.delete(pair!);
    const entry = this.live(user!);
    if (entry) entry.count = Math.max(0, entry.count - 1);
  }

  private keys(username: string, address: string): [string, string] {
    const name = username.trim().toLowerCase();
    return [`${name}\u0000${address}`, `${name}\u0000*`];
  }

  private live(key: string) {
    const entry = this.counts.get(key);
    if (entry && this.now() - entry.firstAt >= this.windowMs) {
      this.counts.delete(key);
      return undefined;
    }
    return entry;
  }

  private bump(key: string): void {
    const entry = this.live(key);
    if (entry) entry.count += 1;
    else this.counts.set(key, { count: 1, firstAt: this.now() });
    // Bound memory under a spray of usernames: drop the oldest entries.
    if (this.counts.size > 100_000) {
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
  }
}
