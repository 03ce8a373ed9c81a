import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modifiedDietz, moneyWeightedReturn } from './money-weighted';
import { timeWeightedReturn, timeWeightedSeries, type ValuedDay } from './time-weighted';

const dayName = (i: number) => `2026-01-${String(i + 1).padStart(2, '0')}`;

/**
 * An account's days when the holdings earn `market[i]` on day i: money in arrives before the day's
 * move, money out (at most what is there) leaves after it.
 */
function history(start: number, market: readonly number[], flows: readonly number[]): ValuedDay[] {
  let value = start;
  return market.map((m, i) => {
    const wanted = flows[i] ?? 0;
    value = (value + Math.max(wanted, 0)) * (1 + m);
    const flow = wanted < 0 ? -Math.min(-wanted, value) : wanted;
    if (flow < 0) value += flow;
    return { day: dayName(i), value, flow };
  });
}

const product = (market: readonly number[]) => market.reduce((g, m) => g * (1 + m), 1) - 1;

describe('time-weighted return', () => {
  it('is the change in value when nothing moves in or out', () => {
    const days = history(1000, [0.01, -0.02, 0.03], []);
    expect(timeWeightedReturn(1000, days)).toBeCloseTo(days[2]!.value / 1000 - 1, 12);
    expect(timeWeightedSeries(1000, days).map((r) => Number(r.toFixed(6)))).toEqual([
      0.01, -0.0102, 0.019494,
    ]);
  });

  it("is the investments' own return whatever the customer deposits or withdraws, and when", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.double({ min: -0.2, max: 0.2, noNaN: true }), { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: -150_000, max: 50_000 }), { maxLength: 60 }),
        (start, market, flows) => {
          const days = history(start, market, flows);
          // Days that start with nothing invested earn nothing: the market's product over the others.
          let before = start;
          const earned = market.filter((_, i) => {
            const invested = before + Math.max(days[i]!.flow, 0);
            before = days[i]!.value;
            return invested > 0.005;
          });
          expect(timeWeightedReturn(start, days)).toBeCloseTo(product(earned), 9);
        },
      ),
    );
  });

  it('counts a sale under the last close and the withdrawal of everything as that day’s loss alone', () => {
    // 10 000 in shares sold 1 % under the close and all 9 900 taken out; then nothing invested.
    const days: ValuedDay[] = [
      { day: dayName(0), value: 0, flow: -9900 },
      { day: dayName(1), value: 0, flow: 0 },
    ];
    expect(timeWeightedReturn(10_000, days)).toBeCloseTo(-0.01, 12);
    expect(moneyWeightedReturn({ startValue: 10_000, days })).toBeCloseTo(0.99 ** 2 - 1, 10);
  });

  it('skips the days with nothing invested after everything was taken out, and goes on after a new deposit', () => {
    // 1000 earns 10 %, all 1100 is withdrawn (the day's value is 0), 500 comes back and earns 2 %.
    const days: ValuedDay[] = [
      { day: dayName(0), value: 1100, flow: 0 },
      { day: dayName(1), value: 0, flow: -1100 },
      { day: dayName(2), value: 0, flow: 0 },
      { day: dayName(3), value: 510, flow: 500 },
    ];
    expect(timeWeightedReturn(1000, days)).toBeCloseTo(1.1 * 1.02 - 1, 12);
  });

  it('is zero over a period with nothing invested', () => {
    expect(timeWeightedReturn(0, [{ day: dayName(0), value: 0, flow: 0 }])).toBe(0);
    expect(timeWeightedReturn(0, [])).toBe(0);
  });
});

describe('money-weighted return', () => {
  it('equals the time-weighted return when no money moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.double({ min: -0.2, max: 0.2, noNaN: true }), { minLength: 1, maxLength: 60 }),
        (start, market) => {
          const days = history(start, market, []);
          expect(moneyWeightedReturn({ startValue: start, days })).toBeCloseTo(product(market), 9);
        },
      ),
    );
  });

  it('from a zero start, with one deposit on the first day, is the growth of that deposit', () => {
    const days = history(0, Array<number>(10).fill(0.01), [1000]);
    expect(moneyWeightedReturn({ startValue: 0, days })).toBeCloseTo(1.01 ** 10 - 1, 10);
  });

  it('weighs a deposit made just before a fall more than the same deposit after it', () => {
    const market = [0.05, 0.05, -0.2, 0.05];
    const before = history(1000, market, [0, 5000]);
    const after = history(1000, market, [0, 0, 0, 5000]);
    const twrBefore = timeWeightedReturn(1000, before);
    expect(twrBefore).toBeCloseTo(timeWeightedReturn(1000, after), 12);
    expect(moneyWeightedReturn({ startValue: 1000, days: before })!).toBeLessThan(
      moneyWeightedReturn({ startValue: 1000, days: after })!,
    );
  });

  it('after a full withdrawal is the rate that grows the money for the time it was in', () => {
    // 1000 for 9 of 30 days, taken out as 1100 at the end of day 9: 1.1 = g^(9/30).
    const days: ValuedDay[] = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-04-${String(i + 1).padStart(2, '0')}`,
      value: i < 8 ? 1000 * 1.1 ** ((i + 1) / 9) : 0,
      flow: i === 8 ? -1100 : 0,
    }));
    expect(timeWeightedReturn(1000, days)).toBeCloseTo(0.1, 12);
    expect(moneyWeightedReturn({ startValue: 1000, days })).toBeCloseTo(1.1 ** (30 / 9) - 1, 8);
  });

  it('is undefined, never NaN, when nothing was invested', () => {
    expect(moneyWeightedReturn({ startValue: 0, days: [{ day: dayName(0), value: 0, flow: 0 }] })).toBe(
      undefined,
    );
    expect(modifiedDietz({ startValue: 0, days: [] })).toBe(undefined);
  });

  it('always answers a finite rate that solves its equation, or the Modified Dietz estimate when none does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(
          fc.record({
            m: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
            flow: fc.oneof(fc.constant(0), fc.integer({ min: -60_000, max: 60_000 })),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (start, steps) => {
          // Money in before the day's move, money out after it, at most what is there.
          const days = history(
            start,
            steps.map((s) => s.m),
            steps.map((s) => s.flow),
          );
          const value = days.at(-1)!.value;
          const r = moneyWeightedReturn({ startValue: start, days });
          const dietz = modifiedDietz({ startValue: start, days });
          if (dietz === undefined) {
            expect(r).toBe(undefined);
            return;
          }
          expect(Number.isFinite(r)).toBe(true);
          const n = days.length;
          const g = 1 + r!;
          const weight = (d: ValuedDay, i: number) => (d.flow > 0 ? n - i : n - i - 1) / n;
          const lhs = days.reduce((s, d, i) => s + d.flow * g ** weight(d, i), start * g);
          const scale = Math.max(1, start, ...days.map((d) => Math.abs(d.flow) + d.value));
          if (r !== dietz) expect(Math.abs(lhs - value) / scale).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
