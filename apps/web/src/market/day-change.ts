import { dec } from '@broker/domain';

export type ChangeDirection = 'gain' | 'loss' | 'flat';

export interface DayChange {
  /** Last less the previous close, per share, in the instrument's currency. */
  amount: number;
  /** The amount relative to the previous close, in percent; null without a close to compare with. */
  percent: number | null;
  direction: ChangeDirection;
}

/**
 * Today's change of a price: last against the previous day's close (the feed's `close`).
 * Computed with Decimal, so 152.95 − 152.7 is 0.25 and not 0.2499999999999.
 */
export function dayChange(last: number | undefined, close: number | undefined): DayChange | undefined {
  // The feed sends null for a field that went away (no trade yet today); typed or not, it is no price.
  if (typeof last !== 'number' || typeof close !== 'number') return undefined;
  const difference = dec(last).minus(close);
  const percent = close === 0 ? null : difference.div(close).times(100).toNumber();
  const sign = difference.comparedTo(0);
  const direction: ChangeDirection = sign > 0 ? 'gain' : sign < 0 ? 'loss' : 'flat';
  return { amount: difference.toNumber(), percent, direction };
}
