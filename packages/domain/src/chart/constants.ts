/** Business constants of the chart (spec 002 §9, §2, §8). */
export const MAX_COMPARATORS = 8;
export const COMPARE_RESULTS = 5;
export const COMPARE_DEBOUNCE_MS = 300;
export const COMPARE_SKELETON_ROWS = 17;
export const SERIES_NAME_MAX_LENGTH = 18;
export const BUY_SELL_REFRESH_MS = 60_000;
export const TURBO_THRESHOLD = 5000;
export const RSI_AXIS = { min: 10, max: 90 } as const;
export const STOCHASTIC_AXIS = { min: 0, max: 100 } as const;
export const FADE_PERCENT = 50;
export const FADE_WIDTH = 30;
export const SCROLL_INTO_VIEW_WIDTH = 90;
export const ACTIVATE_CONTROLS_RATIO = 0.85;
/** Share of the chart height of each indicator pane. */
export const PANE_HEIGHTS = { rsi: 0.2, stochastic: 0.08, macd: 0.18 } as const;
export const LINE_WIDTH = 1.5;
/** The 8 line colours, indexed by a comparator's or indicator's colorIndex. */
export const LINE_PALETTE = [
  '#2f6fd6',
  '#e0672d',
  '#2e9e6a',
  '#b5489b',
  '#c9a227',
  '#5b5bd6',
  '#d63f52',
  '#1f9bb0',
] as const;
export const SPINNER_DELAY_MS = 400;
export const FADE_IN_MS = 500;
export const TIME_SERIES_RETRIES = 4;
export const TIME_SERIES_RETRY_DELAY_MS = 2000;
/** Fund development options (spec 002 §9); each but LAST has a fund suffix by country. */
export const FUND_DEVELOPMENT_OPTIONS = ['LAST', 'SEK', 'DKK', 'EUR', 'NOK', 'CAD', 'USD', 'NAV'] as const;
export type FundDevelopment = (typeof FUND_DEVELOPMENT_OPTIONS)[number];
/** The options that show the series converted into a currency. */
export const FUND_DEVELOPMENT_CURRENCIES = ['SEK', 'DKK', 'EUR', 'NOK', 'CAD', 'USD'] as const;
export type FundDevelopmentCurrency = (typeof FUND_DEVELOPMENT_CURRENCIES)[number];

/**
 * The currency a fund development option asks the series in. LAST and NAV keep the fund's own
 * currency: our funds are priced by their NAV only, so their last price is the NAV.
 */
export function fundDevelopmentCurrency(option: FundDevelopment): FundDevelopmentCurrency | undefined {
  return (FUND_DEVELOPMENT_CURRENCIES as readonly string[]).includes(option)
    ? (option as FundDevelopmentCurrency)
    : undefined;
}
/** The owners flag of the time series call and the settings: `{product}Owners`. */
export const OWNERS_SETTING = 'nordbrokerOwners';
/** Quantities are shown as integers or with up to 4 decimals; amounts 0 decimals; dividends 2. */
export const QUANTITY_MAX_DECIMALS = 4;
export const AMOUNT_DECIMALS = 0;
export const DIVIDEND_DECIMALS = 2;
/** Spec 002 §7: the filter wildcard, dropped from queries. */
export const FILTER_WILDCARD = '__ALL__';
