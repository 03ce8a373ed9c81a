import { describe, expect, it } from 'vitest';
import { LIVE_RECONNECT_INITIAL_MS, LIVE_RECONNECT_MAX_MS } from './constants';
import { reconnectDelay } from './reconnect-delay';

const policy = { initialMs: LIVE_RECONNECT_INITIAL_MS, maxMs: LIVE_RECONNECT_MAX_MS };

describe('reconnectDelay', () => {
  it('doubles from 500 ms and is capped at 10 s', () => {
    const delays = Array.from({ length: 8 }, (_, attempt) => reconnectDelay(attempt, policy, () => 1));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('stays capped however many attempts failed', () => {
    expect(reconnectDelay(5000, policy, () => 1)).toBe(10_000);
  });

  it('spreads clients over half to all of the delay', () => {
    expect(reconnectDelay(2, policy, () => 0)).toBe(1000);
    expect(reconnectDelay(2, policy, () => 0.5)).toBe(1500);
    expect(reconnectDelay(2, policy, () => 1)).toBe(2000);
  });
});
