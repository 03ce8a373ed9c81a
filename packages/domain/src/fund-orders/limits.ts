import type { Currency } from '../countries';
import { ageOn } from '../calendar/dates';

/**
 * Limits the order book enforces that the spec names but does not quantify (spec 000 §6, §8).
 */

/** Customers younger than this cannot trade (CUSTOMER_IS_MINOR). */
export const MAJORITY_AGE = 18;

/**
 * Whether the customer is a minor on the day: a natural person under MAJORITY_AGE. A company (JUR)
 * or an estate (EST) has no age: its birth date column holds the day it was registered.
 */
export function isMinorCustomerOn(
  customer: { birthDate: string; personType?: string },
  today: string,
): boolean {
  return (customer.personType ?? 'NAT') === 'NAT' && ageOn(customer.birthDate, today) < MAJORITY_AGE;
}

/**
 * Daily limit on index-fund purchases per customer (ABOVE_MAX_AMOUNT), in the account currency,
 * summed over the customer's buys of index funds placed on the same calendar day in the customer's
 * country
 * (cancelled and rejected orders do not count). About 500 000 SEK in each currency: high enough
 * for ordinary savers, low enough that one mistyped amount cannot move a whole portfolio.
 */
export const INDEX_FUND_DAILY_BUY_LIMIT: Record<Currency, string> = {
  SEK: '500000',
  NOK: '500000',
  DKK: '350000',
  EUR: '50000',
  USD: '50000',
};

/** The largest amount one order may carry; anything above is an input error, not a business rule. */
export const MAX_ORDER_AMOUNT = '1000000000';

export function indexFundDailyLimit(currency: string): string {
  return INDEX_FUND_DAILY_BUY_LIMIT[currency.trim() as Currency] ?? INDEX_FUND_DAILY_BUY_LIMIT.SEK;
}
