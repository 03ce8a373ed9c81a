import { COUNTRIES, type CountryCode } from '@broker/domain';

/**
 * The market strings of index subscriptions on the live feed (`{"t":"indicator","m":"SSE","i":"OMXS30"}`):
 * the exchanges' old names, as the broker's feed uses them. The identifier is the index symbol.
 */
export const INDICATOR_MARKET: Record<CountryCode, string> = {
  SE: 'SSE', // Stockholm
  NO: 'OSE', // Oslo
  DK: 'CSE', // Copenhagen
  FI: 'HEX', // Helsinki
};

export function countryOfIndicatorMarket(market: string): CountryCode | undefined {
  return COUNTRIES.find((c) => INDICATOR_MARKET[c] === market);
}
