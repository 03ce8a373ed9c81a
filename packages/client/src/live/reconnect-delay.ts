export interface ReconnectPolicy {
  initialMs: number;
  maxMs: number;
}

/**
 * The wait before reconnect attempt `attempt` (0 for the first): doubling from `initialMs`, capped
 * at `maxMs`, then scaled by a random factor in [0.5, 1] so that the tabs a server restart dropped
 * all at once do not all come back in the same millisecond.
 */
export function reconnectDelay(attempt: number, policy: ReconnectPolicy, random: () => number): number {
  const base = Math.min(policy.maxMs, policy.initialMs * 2 ** attempt);
  return Math.round(base * (0.5 + 0.5 * random()));
}
