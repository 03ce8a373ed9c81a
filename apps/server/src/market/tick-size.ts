import { TICK_BANDS as BANDS } from '@broker/domain';

/**
 * The simulator's float helpers on the price grid of domain's TICK_BANDS (the table order entry
 * checks exact prices against).
 */

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
