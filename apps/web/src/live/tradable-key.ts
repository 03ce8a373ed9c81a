/** An order book on the live feed: market id and identifier, as in `tradables[0]` of an instrument. */
export interface TradableKey {
  m: number;
  i: string;
}
