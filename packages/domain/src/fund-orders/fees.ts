import { Decimal, type DecimalLike } from '../money';

/**
 * Fees and totals of spec 000 §5, exact (no rounding: the spec names none; display rounds once).
 * Fee percents are the instrument's buy_fee / sell_fee in percent.
 */

/** Buy fee = amount × fee percent / 100. */
export function buyFee(amount: DecimalLike, feePercent: DecimalLike): Decimal {
  return new Decimal(amount).times(feePercent).dividedBy(100);
}

/** Buy total = amount: the fee is taken out of the amount, not added to it. */
export function buyTotal(amount: DecimalLike): Decimal {
  return new Decimal(amount);
}

/** Sell fee = percentage × holdings × fee / 10,000 (percentage and fee both in percent). */
export function sellFee(percentage: DecimalLike, holdings: DecimalLike, feePercent: DecimalLike): Decimal {
  return new Decimal(percentage).times(holdings).times(feePercent).dividedBy(10_000);
}

/** Sell total = sell amount + fee. */
export function sellTotal(sellAmount: DecimalLike, fee: DecimalLike): Decimal {
  return new Decimal(sellAmount).plus(fee);
}
