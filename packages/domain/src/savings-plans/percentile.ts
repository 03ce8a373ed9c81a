import { Decimal } from '../money';

/**
 * "Percentile by amount" (spec 001 §7.14): where a monthly amount stands among all customers'
 * plans, as the share of customers who save less a month (in the same currency). An aggregate only:
 * a figure needs PERCENTILE_MIN_CUSTOMERS customers behind it, else there is none, so no one's
 * amount can be read out of it.
 */
export const PERCENTILE_MIN_CUSTOMERS = 5;

/** Whole percent of the customers' monthly totals below `amount`; null with too few customers. */
export function percentileOf(amount: Decimal.Value, totals: readonly Decimal.Value[]): number | null {
  if (totals.length < PERCENTILE_MIN_CUSTOMERS) return null;
  const a = new Decimal(amount);
  const below = totals.filter((t) => new Decimal(t).lt(a)).length;
  return Math.floor((100 * below) / totals.length);
}
