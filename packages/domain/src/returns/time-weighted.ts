/**
 * Time-weighted return (issue 14): the account's return with the customer's own deposits and
 * withdrawals taken out, chained day by day. It answers "how did the investments do", whatever the
 * customer moved in or out and when, and is the figure to compare with an index or a fund.
 *
 * Money that comes in (deposits, transfers in) is taken to arrive at the start of its day and be
 * invested through it; money that goes out (withdrawals) to leave at the end of its day, after the
 * day's prices, as the sales that raise it trade at them. The day's return is
 * `(value + outflow) / (previous value + inflow) - 1`. A day that starts with nothing invested (a new
 * account, or after everything was taken out) adds no return of its own: there was no capital to
 * earn it. (With withdrawals at the start of the day instead, selling everything 1 % under the last
 * close and withdrawing it would be a day of -100 %, and every later return zero.)
 */

/** One day of an account's history: its value at the end of the day and the day's external flow. */
export interface ValuedDay {
  /** ISO date (YYYY-MM-DD), in order, one entry per day that counts. */
  day: string;
  /** Own capital at the end of the day, in the account currency. */
  value: number;
  /** Deposits and transfers in (positive) and withdrawals and transfers out (negative) of the day. */
  flow: number;
}

/** One day's return, or undefined when nothing was invested during it. */
export function dayReturn(previousValue: number, day: Pick<ValuedDay, 'value' | 'flow'>): number | undefined {
  const inflow = Math.max(day.flow, 0);
  const outflow = Math.max(-day.flow, 0);
  const invested = previousValue + inflow;
  // Under a hundredth of the currency's unit is nothing invested: a ratio on it would be noise.
  if (!(invested > 0.005)) return undefined;
  return (day.value + outflow) / invested - 1;
}

/** A running time-weighted return: after each day, the chained return since `startValue`. */
export function timeWeightedSeries(startValue: number, days: readonly ValuedDay[]): number[] {
  let growth = 1;
  let previous = startValue;
  return days.map((d) => {
    const r = dayReturn(previous, d);
    if (r !== undefined) growth *= 1 + r;
    previous = d.value;
    return growth - 1;
  });
}

/**
 * The time-weighted return over the days after a start value (the value at the end of the day
 * before the period). Zero when there was nothing invested in the whole period.
 */
export function timeWeightedReturn(startValue: number, days: readonly ValuedDay[]): number {
  const series = timeWeightedSeries(startValue, days);
  return series.length === 0 ? 0 : series[series.length - 1]!;
}
