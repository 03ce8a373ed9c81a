import { Decimal, roundTo, type DecimalLike } from '../money';
import { MAX_SELL_PERCENT, MIN_SELL_FRACTION, MIN_SELL_PERCENT } from './constants';

/** Spec 000 §5 "Sell percent", "Sell amount", "Available holdings for sell". */

const PERCENT_TEXT = /^(\d+(\.\d{0,2})?|100)$/;
const SELL_AMOUNT_TEXT = /^\d+(\.\d{0,2})?$/;

/** Sell percent text: digits with up to two decimals, or 100 (an empty field is allowed while typing). */
export function acceptsSellPercentInput(text: string): boolean {
  return text === '' || PERCENT_TEXT.test(text);
}

export const SELL_PERCENT_HELP = 'You can choose 0.01 to 100%';

/** A percent is valid from 0.01 to 100 inclusive, with at most two decimals. */
export function isValidSellPercent(percent: DecimalLike | undefined): boolean {
  if (percent === undefined) return false;
  let p: Decimal;
  try {
    p = new Decimal(percent);
  } catch {
    return false;
  }
  return p.gte(MIN_SELL_PERCENT) && p.lte(MAX_SELL_PERCENT) && p.decimalPlaces() <= 2;
}

/** 'Incorrect value' for a percent outside 0.01–100; none for an empty field. */
export function sellPercentMessage(text: string): 'incorrect' | undefined {
  if (text.trim() === '') return undefined;
  return PERCENT_TEXT.test(text.trim()) && isValidSellPercent(text.trim()) ? undefined : 'incorrect';
}

/**
 * Sell amount text: digits with at most two decimals, and not above the holdings (input that
 * would exceed them is ignored, i.e. the keystroke is refused).
 */
export function acceptsSellAmountInput(text: string, holdings: DecimalLike): boolean {
  if (text === '') return true;
  if (!SELL_AMOUNT_TEXT.test(text)) return false;
  return new Decimal(text).lte(holdings);
}

export const SELL_AMOUNT_MESSAGES = {
  belowMinimum: 'Minimum allowed amount to sell is {minimum}',
  incorrect: 'Incorrect value',
  notEnoughMoney: 'Not enough money',
} as const;
export type SellAmountMessage = keyof typeof SELL_AMOUNT_MESSAGES;

export function sellAmountMessage(
  text: string,
  limits: { minimum: DecimalLike; holdings: DecimalLike },
): SellAmountMessage | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (!SELL_AMOUNT_TEXT.test(t)) return 'incorrect';
  const amount = new Decimal(t);
  if (amount.lt(limits.minimum)) return 'belowMinimum';
  if (amount.gt(limits.holdings)) return 'notEnoughMoney';
  return undefined;
}

/** percent = amount / holdings × 100, to two decimals; 0 when there are no holdings. */
export function percentOfHoldings(amount: DecimalLike, holdings: DecimalLike): Decimal {
  const h = new Decimal(holdings);
  if (h.lte(0)) return new Decimal(0);
  return roundTo(new Decimal(amount).dividedBy(h).times(100), 2);
}

/** The other direction of the link: amount = holdings × percent / 100, to two decimals (currency). */
export function amountOfHoldings(percent: DecimalLike, holdings: DecimalLike): Decimal {
  return roundTo(new Decimal(holdings).times(percent).dividedBy(100), 2);
}

/** Minimum sell amount = floor(holdings × 0.0001), or 0 when the holdings are empty. */
export function minimumSellAmount(holdings: DecimalLike | null | undefined): Decimal {
  if (holdings === null || holdings === undefined) return new Decimal(0);
  const h = new Decimal(holdings);
  if (h.lte(0)) return new Decimal(0);
  return h.times(MIN_SELL_FRACTION).floor();
}

/**
 * A sell is valid only if an account is selected, the holdings are above 0, the sell amount is
 * at least the minimum and the percent is from 0.01 to 100.
 */
export function isSellValid(input: {
  accountSelected: boolean;
  holdings: DecimalLike;
  amount: DecimalLike | undefined;
  percent: DecimalLike | undefined;
}): boolean {
  if (!input.accountSelected || input.amount === undefined) return false;
  const holdings = new Decimal(input.holdings);
  if (holdings.lte(0)) return false;
  if (new Decimal(input.amount).lt(minimumSellAmount(holdings))) return false;
  return isValidSellPercent(input.percent);
}

/**
 * Available holdings for sell, in the account currency:
 * (units held − units of active sell orders on the same account and instrument) × last NAV ×
 * exchange rate (instrument currency → account currency), rounded to 2 decimals.
 *
 * Units: the spec's "market value" is multiplied by the NAV, so it is the holding's quantity in
 * fund units (the position's `qty`), and the active sell orders' "volume" is in units too.
 */
export function availableHoldings(input: {
  units: DecimalLike;
  activeSellUnits: DecimalLike;
  lastNav: DecimalLike;
  exchangeRate: DecimalLike;
}): Decimal {
  return roundTo(
    new Decimal(input.units).minus(input.activeSellUnits).times(input.lastNav).times(input.exchangeRate),
    2,
  );
}

/** Units of the active sell orders of one account and instrument (spec 000 §3 "Active fund order"). */
export function activeSellUnits(
  orders: readonly { accid: number; order_side: string; instrument_id: number; volume: DecimalLike }[],
  accid: number,
  instrumentId: number,
): Decimal {
  return orders
    .filter((o) => o.accid === accid && o.instrument_id === instrumentId && o.order_side === 'SELL')
    .reduce<Decimal>((acc, o) => acc.plus(o.volume), new Decimal(0));
}
