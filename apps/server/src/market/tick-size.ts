/**
 * The price grid of an order book. Like the MiFID II tick-size regime used by Nasdaq Nordic and
 * Oslo Børs, the tick grows with the price, so a step is always a few basis points. Every band's
 * lower bound is a multiple of its own tick, so rounding near a bound never leaves the grid.
 */

const BANDS: readonly { below: number; tick: number; decimals: number }[] = [
  { below: 1, tick: 0.0005, decimals: 4 },
  { below: 10, tick: 0.001, decimals: 3 },
  { below: 50, tick: 0.01, decimals: 2 },
  { below: 100, tick: 0.02, decimals: 2 },
  { below: 500, tick: 0.05, decimals: 2 },
  { below: 1000, tick: 0.1, decimals: 1 },
  { below: 5000, tick: 0.5, decimals: 1 },
  { below: Infinity, tick: 1, decimals: 0 },
];

function band(price: number) {
  return BANDS.find((b) => price < b.below) ?? (BANDS[BANDS.length - 1] as (typeof BANDS)[number]);
}

export const MIN_PRICE = BANDS[0]!.tick;

export function tickSize(price: number): number {
  return band(price).tick;
}

function onGrid(units: number, price: number): number {
  const { tick, decimals } = band(price);
  return Math.max(MIN_PRICE, Number((units * tick).toFixed(decimals)));
}

export function roundToTick(price: number): number {
  return onGrid(Math.round(price / tickSize(price)), price);
}

export function floorToTick(price: number): number {
  // The epsilon keeps a price that is already on the grid from falling a whole tick through float error.
  return onGrid(Math.floor(price / tickSize(price) + 1e-9), price);
}

export function tickUp(price: number, steps = 1): number {
  let p = price;
  for (let n = 0; n < steps; n++) p = roundToTick(p + tickSize(p));
  return p;
}

export function tickDown(price: number, steps = 1): number {
  let p = price;
  // The tick below a band's lower bound is the smaller tick of the band underneath.
  for (let n = 0; n < steps; n++) p = roundToTick(Math.max(MIN_PRICE, p - tickSize(p * (1 - 1e-9))));
  return p;
}

export function isOnTick(price: number): boolean {
  const units = price / tickSize(price);
  return Math.abs(units - Math.round(units)) < 1e-6;
}
