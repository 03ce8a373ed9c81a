import { Decimal, roundTo } from '@broker/domain';

/**
 * Ex-ante costs of a fund investment (MiFID II cost disclosure), shown on the cost-info page for
 * the amount of the order. Assumptions (the spec names the three parts, not how to compute them):
 * - The investment is bought now and sold after one year; values are not projected (no return).
 * - Service costs are ours: the fund's buy fee on the amount plus its sell fee on the amount when
 *   sold (both one-off, in percent of the amount: `buy_fee`, `sell_fee`). Our funds charge no
 *   ongoing service fee.
 * - Product costs are the fund's own ongoing charges. Our instrument data carries none, so they are
 *   0 until the catalogue has an ongoing-charge figure.
 * - Third-party payments (inducements the broker receives from the fund company) are 0: the demo
 *   broker receives none.
 * Amounts are rounded to 2 decimals, percents to 2 decimals, of the amount.
 */
export interface CostLine {
  amount: Decimal;
  percent: Decimal;
}

export interface ExAnteCosts {
  serviceCosts: CostLine;
  productCosts: CostLine;
  thirdPartyPayments: CostLine;
  total: CostLine;
}

export function exAnteCosts(input: {
  amount: Decimal.Value;
  buyFeePercent: Decimal.Value | undefined;
  sellFeePercent: Decimal.Value | undefined;
  ongoingChargePercent?: Decimal.Value;
}): ExAnteCosts {
  const amount = new Decimal(input.amount);
  const line = (percent: Decimal): CostLine => ({
    amount: roundTo(amount.times(percent).dividedBy(100), 2),
    percent: roundTo(percent, 2),
  });
  const service = new Decimal(input.buyFeePercent ?? 0).plus(input.sellFeePercent ?? 0);
  const product = new Decimal(input.ongoingChargePercent ?? 0);
  const thirdParty = new Decimal(0);
  return {
    serviceCosts: line(service),
    productCosts: line(product),
    thirdPartyPayments: line(thirdParty),
    total: line(service.plus(product).plus(thirdParty)),
  };
}
