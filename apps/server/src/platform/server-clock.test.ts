import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock';

const handDriven = (start: number) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('server clock', () => {
  it('is the real clock without CLOCK_START', () => {
    const real = handDriven(1_000);
    const clock = createServerClock(undefined, real);
    real.advance(500);
    expect(clock.now()).toBe(1_500);
    clock.run();
    expect(clock.now()).toBe(1_500);
  });

  it('stands at CLOCK_START until it runs, then advances with real time', () => {
    const real = handDriven(1_000);
    const start = Date.parse('2026-11-23T11:59:00Z');
    const clock = createServerClock(start, real);
    real.advance(30_000); // starting up: seeding, the simulator's catch-up
    expect(clock.now()).toBe(start);
    clock.run();
    real.advance(45_000);
    expect(clock.now()).toBe(start + 45_000);
    clock.run(); // a second call does not move it back
    expect(clock.now()).toBe(start + 45_000);
  });
});
