import { dec, type DecimalLike } from '../money';

/**
 * The price grid of an order book. Like the MiFID II tick-size regime of Nasdaq Nordic and Oslo
 * Børs, the tick grows with the price, so a step is always a few basis points. Every band's lower
 * bound is a multiple of its own tick, so rounding near a bound never leaves the grid. The
 * simulator (server market/tick-size.ts) and order entry read this one table.
 */
export const TICK_BANDS: readonly { below: number; tick: number; decimals: number }[] = [
  { below: 1, tick: 0.0005, decimals: 4 },
  { below: 10, tick: 0.001, decimals: 3 },
  { below: 50, tick: 0.01, decimals: 2 },
  { below: 100, tick: 0.02, decimals: 2 },
  { below: 500, tick: 0.05, decimals: 2 },
  { below: 1000, tick: 0.1, decimals: 1 },
  { below: 5000, tick: 0.5, decimals: 1 },
  { below: Infinity, tick: 1, decimals: 0 },
];

/**
 * Price units of the matching engine per currency unit: every tick is a whole number of them, so
 * the engine compares and stores whole numbers only.
 */
export const PRICE_UNITS = 10_000;

/** The band a price falls in. */
export function tickBand(price: DecimalLike): (typeof TICK_BANDS)[number] {
  const p = dec(price);
  return TICK_BANDS.find((b) => p.lt(b.below)) ?? TICK_BANDS[TICK_BANDS.length - 1]!;
}

/** Whether a price (exact decimal) lies on the grid: a positive whole number of its band's ticks. */
export function isOnTickGrid(price: DecimalLike): boolean {
  const p = dec(price);
  if (!p.isFinite() || p.lte(0)) return false;
  return p.modulo(tickBand(p).tick).isZero();
}

/** A price on the grid as the engine's whole price units; throws for a price off the grid. */
export function toPriceUnits(price: DecimalLike): number {
  if (!isOnTickGrid(price)) throw new RangeError(`${String(price)} is not on the tick grid`);
  return dec(price).times(PRICE_UNITS).toNumber();
}

/** The engine's price units back as an exact decimal string with the band's decimals. */
export function fromPriceUnits(units: number): string {
  const price = dec(units).dividedBy(PRICE_UNITS);
  return price.toFixed(tickBand(price).decimals);
}

/** The price `steps` ticks above (negative: below) a price on the grid, for the form's steppers. */
export function stepTicks(price: DecimalLike, steps: number): string {
  let p = dec(price);
  for (let n = 0; n < Math.abs(steps); n++) {
    // Below a band's lower bound the tick is the smaller one of the band underneath.
    const tick = steps > 0 ? tickBand(p).tick : tickBand(p.minus(TICK_BANDS[0]!.tick)).tick;
    p = steps > 0 ? p.plus(tick) : p.minus(tick);
    if (p.lte(0)) return dec(TICK_BANDS[0]!.tick).toFixed(TICK_BANDS[0]!.decimals);
  }
  return p.toFixed(tickBand(p).decimals);
}

/**
 * The nearest price on the grid at or below (`down`) or at or above (`up`) a price. Above a band's
 * lower bound the band's tick applies; rounding up across a bound lands on the bound itself, which
 * is on both grids.
 */
export function toTickGrid(price: DecimalLike, direction: 'down' | 'up'): string {
  const p = dec(price);
  const band = tickBand(p);
  const ticks = p.dividedBy(band.tick);
  const onGrid = (direction === 'down' ? ticks.floor() : ticks.ceil()).times(band.tick);
  const result = onGrid.lte(0) ? dec(TICK_BANDS[0]!.tick) : onGrid;
  return result.toFixed(tickBand(result).decimals);
}
