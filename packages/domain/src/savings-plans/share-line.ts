import { Decimal, dec, type DecimalLike } from '../money';
import type { Currency } from '../countries';
import { orderCosts, type CourtageClass } from '../trading/courtage';
import { MAX_ORDER_VOLUME } from '../trading/exchange-order';

/**
 * A share in a monthly savings plan (issue 15): on the plan's day its amount buys whole shares (a
 * multiple of the order book's lot), as many as the amount pays for with the courtage and any
 * currency exchange fee at the price then, through share order entry like any customer's buy.
 */

/** The code a share line is left out of a month with when its amount buys no whole share. */
export const SAVINGS_PLAN_BELOW_ONE_SHARE = 'SAVINGS_PLAN_BELOW_ONE_SHARE';

export interface ShareLineInput {
  /** The line's monthly amount, in the account's currency. */
  amount: DecimalLike;
  /** The price bought at, in the share's currency. */
  price: DecimalLike;
  lotSize: number;
  shareCurrency: string;
  accountCurrency: Currency;
  /** Units of the account's currency per unit of the share's. */
  rate: DecimalLike;
  courtageClass: CourtageClass;
}

/**
 * The most shares (a multiple of the lot) whose total with fees (domain orderCosts, the figure order
 * entry reserves and the book charges) stays within the amount; 0 when not even one lot does. The
 * total grows with the volume, so a search over the lots finds it exactly, whatever the fee rule.
 */
export function sharesForAmount(input: ShareLineInput): number {
  const amount = dec(input.amount);
  const price = dec(input.price);
  const lot = Math.max(1, Math.trunc(input.lotSize));
  if (!price.isFinite() || price.lte(0) || amount.lte(0)) return 0;
  const fits = (lots: number) =>
    orderCosts({
      side: 'BUY',
      price,
      volume: lots * lot,
      shareCurrency: input.shareCurrency,
      accountCurrency: input.accountCurrency,
      rate: input.rate,
      courtageClass: input.courtageClass,
    }).total.lte(amount);
  // No more lots than the amount pays for without any fee.
  const unit = price.times(input.rate).times(lot);
  let high = Math.min(
    Math.floor(MAX_ORDER_VOLUME / lot),
    amount.dividedBy(unit).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber(),
  );
  let low = 0;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low * lot;
}
