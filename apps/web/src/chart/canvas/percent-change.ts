/**
 * Compare series share one scale with the main series by showing each as its change in percent
 * from its own first point of the period (spec 002 §2 tooltip: "compare series percentages").
 */

/** The first finite, non-zero value: a base of 0 would make every percentage infinite. */
export function percentBase(values: readonly number[]): number | undefined {
  for (const value of values) if (Number.isFinite(value) && value !== 0) return value;
  return undefined;
}

/** `value` as percent change from `base`; NaN when there is no usable base. */
export function percentChange(value: number, base: number | undefined): number {
  if (base === undefined || !Number.isFinite(value)) return Number.NaN;
  return (value / base - 1) * 100;
}

export function toPercentSeries(values: readonly number[]): number[] {
  const base = percentBase(values);
  return values.map((value) => percentChange(value, base));
}
