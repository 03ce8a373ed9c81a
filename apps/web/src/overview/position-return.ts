import { dec, money, type Money } from '@broker/domain';

export type ReturnDirection = 'gain' | 'loss' | 'flat';

export interface PositionReturn {
  /** Market value less acquisition value, in the account currency, rounded to minor units. */
  amount: Money;
  /** The amount relative to the acquisition value, in percent; null when nothing was paid. */
  percent: number | null;
  direction: ReturnDirection;
}

interface Valued {
  market_value_acc: Money;
  acq_value_acc: Money;
}

/**
 * The unrealised return of a holding. Computed with Decimal because the two values are large
 * and close to each other, where binary floating point shows its error in the last cent.
 */
export function positionReturn(position: Valued): PositionReturn {
  const marketValue = dec(position.market_value_acc.value);
  const acquisitionValue = dec(position.acq_value_acc.value);
  const difference = marketValue.minus(acquisitionValue);
  const amount = money(difference, position.market_value_acc.currency);
  const percent = acquisitionValue.isZero() ? null : difference.div(acquisitionValue).times(100).toNumber();
  // The sign of the rounded amount decides, so a displayed 0.00 is never coloured as a gain.
  const direction: ReturnDirection = amount.value > 0 ? 'gain' : amount.value < 0 ? 'loss' : 'flat';
  return { amount, percent, direction };
}
