import type { Currency } from '../countries';
import { Decimal, dec, roundTo, type DecimalLike } from '../money';

/**
 * Share trading's fees (issue 12): the courtage class a customer is on, and the currency exchange
 * fee when a share trades in another currency than the account's. The order form's preview and
 * the fee the book charges are both computed here, so they are the same number.
 *
 * The classes are Avanza's Swedish ones (../shared/FACTS.md): a percentage of the order value with
 * a minimum, or a fixed fee. The minimums of the other account currencies are the Swedish kronor
 * amounts at the reference rates (NOK 0.98, DKK 1.54, EUR 11.5, USD 10.6 SEK), rounded to whole
 * units (to 0.1 for the euro and the dollar), so a class costs the same everywhere.
 */
/** The classes a retail customer or active trader chooses between. */
export const CHOOSABLE_COURTAGE_CLASSES = ['MINI', 'SMALL', 'MEDIUM', 'FIXED'] as const;
/**
 * Classes that come with a tier instead of being chosen (fee-conditions.ts): one per private
 * banking tier, and the employees' (no courtage). Our rates: private banking pays a percentage
 * without a minimum, lower the higher the tier, as Nordic private banks price their clients' trading.
 */
export const TIER_COURTAGE_CLASSES = [
  'PB_GOLD',
  'PB_PLATINUM',
  'PB_BLACK',
  'PB_SIGNATURE',
  'EMPLOYEE',
] as const;
export const COURTAGE_CLASSES = [...CHOOSABLE_COURTAGE_CLASSES, ...TIER_COURTAGE_CLASSES] as const;
export type CourtageClass = (typeof COURTAGE_CLASSES)[number];

interface ClassRule {
  /** Percent of the order value; null for a fixed fee. */
  percent: string | null;
  /** The least (or, fixed, the only) fee per order, by account currency. */
  minimum: Record<Currency, string>;
}

const NO_MINIMUM: Record<Currency, string> = { SEK: '0', NOK: '0', DKK: '0', EUR: '0', USD: '0' };

export const COURTAGE_RULES: Record<CourtageClass, ClassRule> = {
  MINI: { percent: '0.25', minimum: { SEK: '1', NOK: '1', DKK: '1', EUR: '0.1', USD: '0.1' } },
  SMALL: { percent: '0.15', minimum: { SEK: '39', NOK: '40', DKK: '25', EUR: '3.4', USD: '3.7' } },
  MEDIUM: { percent: '0.069', minimum: { SEK: '69', NOK: '70', DKK: '45', EUR: '6', USD: '6.5' } },
  FIXED: { percent: null, minimum: { SEK: '99', NOK: '101', DKK: '64', EUR: '8.6', USD: '9.3' } },
  PB_GOLD: { percent: '0.069', minimum: NO_MINIMUM },
  PB_PLATINUM: { percent: '0.05', minimum: NO_MINIMUM },
  PB_BLACK: { percent: '0.035', minimum: NO_MINIMUM },
  PB_SIGNATURE: { percent: '0.025', minimum: NO_MINIMUM },
  EMPLOYEE: { percent: '0', minimum: NO_MINIMUM },
};

/** Percent of the converted order value, each way, when the share's currency is not the account's. */
export const FX_FEE_PERCENT = '0.25';

const cents = (value: DecimalLike) => roundTo(value, 2);

/**
 * The courtage of an order of `value` (in the account's currency): the class's percentage, but at
 * least its minimum; a fixed class is its fee whatever the value. One courtage per order and day,
 * however many fills: for a day's fills `value` is their sum. Rounded to cents, half up.
 */
export function courtage(cls: CourtageClass, value: DecimalLike, currency: Currency): Decimal {
  const rule = COURTAGE_RULES[cls];
  const minimum = dec(rule.minimum[currency]);
  if (rule.percent === null) return cents(minimum);
  return cents(Decimal.max(minimum, dec(value).times(rule.percent).dividedBy(100)));
}

/** The exchange fee on a value converted into the account's currency; 0 in the same currency. */
export function fxFee(value: DecimalLike, shareCurrency: string, accountCurrency: string): Decimal {
  if (shareCurrency === accountCurrency) return new Decimal(0);
  return cents(dec(value).times(FX_FEE_PERCENT).dividedBy(100));
}

export interface OrderCostInput {
  side: 'BUY' | 'SELL';
  /** Limit price in the share's currency (exact decimal). */
  price: DecimalLike;
  volume: number;
  shareCurrency: string;
  accountCurrency: Currency;
  /** Units of the account's currency per unit of the share's (1 in the same currency). */
  rate: DecimalLike;
  courtageClass: CourtageClass;
}

export interface OrderCosts {
  /** price × volume in the share's currency. */
  value: Decimal;
  /** The value in the account's currency, rounded to cents. */
  accountValue: Decimal;
  courtage: Decimal;
  fxFee: Decimal;
  /** What a buy takes from the account (value + fees), or a sell brings (value − fees). */
  total: Decimal;
}

/** Value, fees and total of an order, as previewed before it is placed and charged when it fills. */
export function orderCosts(input: OrderCostInput): OrderCosts {
  const value = dec(input.price).times(input.volume);
  const accountValue = cents(value.times(input.rate));
  const fee = courtage(input.courtageClass, accountValue, input.accountCurrency);
  const fx = fxFee(accountValue, input.shareCurrency, input.accountCurrency);
  const fees = fee.plus(fx);
  return {
    value,
    accountValue,
    courtage: fee,
    fxFee: fx,
    total: input.side === 'BUY' ? accountValue.plus(fees) : accountValue.minus(fees),
  };
}

/**
 * The courtage a fill adds: one courtage per order and day, so each fill pays what the day's total
 * courtage grows by (the first fill at least the minimum, later ones the percentage above it). The
 * fills of a day thus pay exactly `courtage(class, sum of their values)`.
 */
export function courtageIncrement(
  cls: CourtageClass,
  dayValueBefore: DecimalLike,
  fillValue: DecimalLike,
  currency: Currency,
): Decimal {
  const before = dec(dayValueBefore);
  const after = courtage(cls, before.plus(fillValue), currency);
  return before.isZero() ? after : after.minus(courtage(cls, before, currency));
}
