import Decimal from 'decimal.js';

/**
 * Money on the wire and in memory: an exact decimal value and an ISO currency code.
 * Arithmetic goes through Decimal so that nothing is lost to binary floating point;
 * rounding happens once, where a rule says so.
 */
export interface Money {
  value: number;
  currency: string;
}

export { Decimal };

export type DecimalLike = Decimal.Value;

export function dec(value: DecimalLike): Decimal {
  return new Decimal(value);
}

/** Rounds half away from zero to `places` decimals, the convention for displayed currency amounts. */
export function roundTo(value: DecimalLike, places: number): Decimal {
  return new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
}

/** A Money whose value is the decimal rounded to the currency's minor units (2 decimals). */
export function money(value: DecimalLike, currency: string, places = 2): Money {
  return { value: roundTo(value, places).toNumber(), currency };
}

export function sum(values: readonly DecimalLike[]): Decimal {
  return values.reduce<Decimal>((acc, v) => acc.plus(v), new Decimal(0));
}
