/**
 * Counts failed logins per username and client address. After `maxFailures` failures inside the
 * window further attempts are refused (429) until the window has passed, whether or not the
 * password is right, so guessing cannot go on. Kept in memory: a restart forgets it, which only
 * gives an attacker one more window.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; firstAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private key(username: string, address: string): string {
    return `${username.trim().toLowerCase()}\u0000${address}`;
  }

  private live(key: string) {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.firstAt >= this.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  isBlocked(username: string, address: string): boolean {
    return (this.live(this.key(username, address))?.count ?? 0) >= this.maxFailures;
  }

  recordFailure(username: string, address: string): void {
    const key = this.key(username, address);
    const entry = this.live(key);
    if (entry) entry.count += 1;
    else this.failures.set(key, { count: 1, firstAt: this.now() });
    // Bound memory under a spray of usernames: drop the oldest entries.
    if (this.failures.size > 100_000) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  recordSuccess(username: string, address: string): void {
    this.failures.delete(this.key(username, address));
  }
}
