/**
 * Limits login attempts. An attempt is counted before the password is checked, so attempts sent in
 * parallel count too; a successful login takes its own attempt back and clears the failures of
 * that username from that address. Within the window:
 * - per username and client address: `maxFailures`;
 * - per client address across usernames: `maxFailures × perAddressFactor`, against one address
 *   trying a password on many customers;
 * - per username from any address: past `maxFailures × perUsernameFactor` the username is under
 *   attack, and every address gets one attempt for it in the window (an address that already failed
 *   gets none). Spreading guesses then costs a fresh address per guess, while the customer, from an
 *   address that has not failed, still gets in with the right password: a stranger cannot lock a
 *   customer out by failing on purpose.
 * Kept in memory: a restart forgets it, which only gives an attacker one more window.
 */
export class LoginThrottle {
  private readonly counts = new Map<string, { count: number; firstAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly perUsernameFactor = 4,
    private readonly perAddressFactor = 10,
  ) {}

  /** Counts an attempt; `allowed` false (with seconds to wait) when a limit has been reached. */
  begin(username: string, address: string): { allowed: boolean; retryAfterSeconds: number } {
    const keys = this.keys(username, address);
    const [pair, byAddress, byUser] = keys.map((k) => this.live(k));
    const underAttack = (byUser?.count ?? 0) >= this.maxFailures * this.perUsernameFactor;
    const blockedBy =
      (pair?.count ?? 0) >= (underAttack ? 1 : this.maxFailures)
        ? pair
        : (byAddress?.count ?? 0) >= this.maxFailures * this.perAddressFactor
          ? byAddress
          : undefined;
    if (blockedBy) {
      const waitMs = blockedBy.firstAt + this.windowMs - this.now();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    for (const key of keys) this.bump(key);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  succeeded(username: string, address: string): void {
    const [pair, byAddress, byUser] = this.keys(username, address);
    this.counts.delete(pair);
    for (const key of [byAddress, byUser]) {
      const entry = this.live(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    }
  }

  private keys(username: string, address: string): [string, string, string] {
    const name = username.trim().toLowerCase();
    return [`${name}\u0000${address}`, `*\u0000${address}`, `${name}\u0000*`];
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
