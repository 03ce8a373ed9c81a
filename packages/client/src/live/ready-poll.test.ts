import { describe, expect, it } from 'vitest';
import { LIVE_READY_POLL_FACTOR, LIVE_READY_POLL_MAX_RETRIES, LIVE_READY_POLL_START_MS } from './constants';
import { pollUntilReady } from './ready-poll';

function recordingSleep() {
  const sleeps: number[] = [];
  return { sleeps, sleep: async (ms: number) => void sleeps.push(ms) };
}

describe('pollUntilReady (spec 001 §4, §9)', () => {
  it('keeps the spec constants: 8 ms start, doubling, 7 retries', () => {
    expect([LIVE_READY_POLL_START_MS, LIVE_READY_POLL_FACTOR, LIVE_READY_POLL_MAX_RETRIES]).toEqual([
      8, 2, 7,
    ]);
  });

  it('does not wait at all when already ready', async () => {
    const { sleeps, sleep } = recordingSleep();
    await expect(pollUntilReady(() => true, sleep)).resolves.toBe(true);
    expect(sleeps).toEqual([]);
  });

  it('waits 8, 16, 32 ms and stops at the check that passes', async () => {
    const { sleeps, sleep } = recordingSleep();
    let checks = 0;
    await expect(pollUntilReady(() => ++checks === 4, sleep)).resolves.toBe(true);
    expect(sleeps).toEqual([8, 16, 32]);
  });

  it('gives up after 7 retries: 8 checks, 1016 ms of waiting', async () => {
    const { sleeps, sleep } = recordingSleep();
    let checks = 0;
    await expect(pollUntilReady(() => (checks++, false), sleep)).resolves.toBe(false);
    expect(sleeps).toEqual([8, 16, 32, 64, 128, 256, 512]);
    expect(checks).toBe(8);
    expect(sleeps.reduce((a, b) => a + b)).toBe(1016);
  });
});
