import type { Currency } from '../countries';

/** Spec 000 §9 constants of the fund order flow. */

/** Client throttle of most order-flow reads (fund orders, account info, positions, instrument suitability). */
export const ORDER_FLOW_THROTTLE_MS = 7000;
/** Client throttle of the customer suitability read. */
export const CUSTOMER_SUITABILITY_THROTTLE_MS = 1000;

/** Minimum buy investment when the instrument gives none, and its fallback currency. */
export const DEFAULT_MIN_INVESTMENT = 100;
export const DEFAULT_MIN_INVESTMENT_CURRENCY: Currency = 'SEK';

/** Minimum sell amount = floor(holdings × MIN_SELL_FRACTION). */
export const MIN_SELL_FRACTION = '0.0001';

/** Sell percent range, two decimals; the quick buttons 'Sell Everything' and 'Sell Half'. */
export const MIN_SELL_PERCENT = '0.01';
export const MAX_SELL_PERCENT = '100';
export const QUICK_SELL_PERCENTS = [100, 50] as const;

/** The order processing text: 1 to 5 workdays. */
export const ORDER_PROCESSING_WORKDAYS = { min: 1, max: 5 } as const;

/** The re-qualification notice shows when the knowledge test expires within one month. */
export const REQUALIFICATION_NOTICE_MONTHS = 1;

/** The preference that stores the sell amount/percent toggle; sell defaults to percent mode. */
export const SELL_TOGGLE_PREFERENCE = 'fundSellToggleOption';
export const SELL_TOGGLE_OPTIONS = ['PERCENT', 'AMOUNT'] as const;
export type SellToggleOption = (typeof SELL_TOGGLE_OPTIONS)[number];
export const DEFAULT_SELL_TOGGLE: SellToggleOption = 'PERCENT';

/** Units of a fund are kept to 6 decimals (the positions column); amounts to 2. */
export const UNIT_DECIMALS = 6;
