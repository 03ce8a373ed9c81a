import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modifiedDietz, moneyWeightedReturn } from './money-weighted';
import { timeWeightedReturn, timeWeightedSeries, type ValuedDay } from './time-weighted';

const dayName = (i: number) => `2026-01-${String(i + 1).padStart(2, '0')}`;

/** An account's days when the holdings earn `market[i]` on day i, after the day's flow arrives. */
function history(start: number, market: readonly number[], flows: readonly number[]): ValuedDay[] {
  let value = start;
  return market.map((m, i) => {
    const flow = flows[i] ?? 0;
    value = (value + flow) * (1 + m);
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
        fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 60 }),
        (start, market, deposits) => {
          const days = history(start, market, deposits);
          // Days with nothing invested earn nothing: the market's product over the invested days.
          let invested = start;
          const earned = market.filter((_, i) => {
            invested += deposits[i] ?? 0;
            return invested > 0;
          });
          expect(timeWeightedReturn(start, days)).toBeCloseTo(product(earned), 9);
        },
      ),
    );
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
    // 1000 for 9 of 30 days, taken out as 1100 at the start of day 10: 1.1 = g^(9/30).
    const days: ValuedDay[] = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-04-${String(i + 1).padStart(2, '0')}`,
      value: i < 9 ? 1000 * 1.1 ** ((i + 1) / 9) : 0,
      flow: i === 9 ? -1100 : 0,
    }));
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
          // Withdrawals take at most what is there (a full withdrawal empties the account).
          let value = start;
          const days = steps.map(({ m, flow }, i) => {
            const f = Math.max(flow, -value);
            value = (value + f) * (1 + m);
            return { day: dayName(i), value, flow: f };
          });
          const r = moneyWeightedReturn({ startValue: start, days });
          const dietz = modifiedDietz({ startValue: start, days });
          if (dietz === undefined) {
            expect(r).toBe(undefined);
            return;
          }
          expect(Number.isFinite(r)).toBe(true);
          const n = days.length;
          const g = 1 + r!;
          const lhs = days.reduce((s, d, i) => s + d.flow * g ** ((n - i) / n), start * g);
          const scale = Math.max(1, start, ...days.map((d) => Math.abs(d.flow) + d.value));
          if (r !== dietz) expect(Math.abs(lhs - value) / scale).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
