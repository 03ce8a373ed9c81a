/**
 * Money-weighted return (issue 14): the one rate that, earned on every krona for the time it was in
 * the account, turns what the customer put in and took out into what the account holds at the end.
 * Unlike the time-weighted return it counts when the money came: a deposit just before a fall weighs
 * more than the same deposit after it. This is the internal rate of return of the period, not
 * annualised: a rate per year on a short period (a day's 1 % is 3 678 % a year) is the absurd value
 * customers must never see.
 *
 * Times are fractions of the period: the start value is invested for all of it, money in on day k
 * of n for (n - k + 1) / n of it (from the start of its day) and money out on day k until the end
 * of that day, (n - k) / n: the same timing as the time-weighted return (time-weighted.ts).
 * The rate solves  start·g + Σ flow·g^w = end  for g = 1 + r > 0. With every flow in (and a start
 * of zero or more) the left side only grows with g, so there is one root; withdrawals can make two,
 * and then the one nearest the Modified Dietz estimate is taken. When no root exists the Modified
 * Dietz estimate itself is the answer, and when nothing was ever invested there is no rate at all
 * (undefined), never NaN.
 */
import type { ValuedDay } from './time-weighted';

export interface MoneyWeightedInput {
  /** The value at the end of the day before the period. */
  startValue: number;
  /** The period's days in order with their flows; the last day's value is the end value. */
  days: readonly ValuedDay[];
}

interface WeightedFlow {
  amount: number;
  /** The share of the period the flow was in the account (money in) or left it from, in [0, 1]. */
  weight: number;
}

function weightedFlows(days: readonly ValuedDay[]): WeightedFlow[] {
  const n = days.length;
  return days.flatMap((d, i) =>
    d.flow === 0 ? [] : [{ amount: d.flow, weight: (d.flow > 0 ? n - i : n - i - 1) / n }],
  );
}

/** The capital the period's result was earned on: the start value and each flow for its time. */
function averageCapital(startValue: number, flows: readonly WeightedFlow[]): number {
  return flows.reduce((sum, f) => sum + f.amount * f.weight, startValue);
}

/** Modified Dietz: the gain over the average capital; undefined when nothing was invested. */
export function modifiedDietz(input: MoneyWeightedInput): number | undefined {
  const end = input.days.at(-1)?.value ?? input.startValue;
  const flows = weightedFlows(input.days);
  const gain = end - input.startValue - flows.reduce((sum, f) => sum + f.amount, 0);
  const capital = averageCapital(input.startValue, flows);
  return capital > 0.005 ? gain / capital : undefined;
}

const LOW = 1e-9;
const HIGH = 1e9;

/** Bisection in log space between two growths whose residuals differ in sign. */
function bisect(f: (g: number) => number, lo: number, hi: number): number {
  let fLo = f(lo);
  for (let i = 0; i < 200; i++) {
    const mid = Math.sqrt(lo * hi);
    const fMid = f(mid);
    if (fMid === 0) return mid;
    if (fMid < 0 === fLo < 0) {
      lo = mid;
      fLo = fMid;
    } else hi = mid;
    if (hi / lo - 1 < 1e-12) break;
  }
  return Math.sqrt(lo * hi);
}

/** The period's money-weighted return, or undefined when nothing was invested in it. */
export function moneyWeightedReturn(input: MoneyWeightedInput): number | undefined {
  const dietz = modifiedDietz(input);
  if (dietz === undefined) return undefined;
  const end = input.days.at(-1)?.value ?? input.startValue;
  const flows = weightedFlows(input.days);
  const residual = (g: number) =>
    flows.reduce((sum, f) => sum + f.amount * Math.pow(g, f.weight), input.startValue * g) - end;

  // Every sign change on a grid from a billionth to a billion times the money (in log steps), then
  // the root in each; more than two roots would need more sign changes than these flows can make.
  const grid: number[] = [];
  for (let e = Math.log(LOW); e <= Math.log(HIGH); e += 0.05) grid.push(Math.exp(e));
  const roots: number[] = [];
  for (let i = 1; i < grid.length; i++) {
    const a = residual(grid[i - 1]!);
    const b = residual(grid[i]!);
    if (a === 0) roots.push(grid[i - 1]!);
    else if (a < 0 !== b < 0) roots.push(bisect(residual, grid[i - 1]!, grid[i]!));
  }
  if (roots.length === 0) return dietz;
  const rates = roots.map((g) => g - 1);
  return rates.reduce((best, r) => (Math.abs(r - dietz) < Math.abs(best - dietz) ? r : best));
}
