import { PRICE_UNITS, tickBand, type Side } from '@broker/domain';

/**
 * Stop orders wait in the engine for their trigger, read on the last price of each trade.
 * - STOP: a sell (stop-loss) triggers when the last price falls to the trigger or below, a buy when
 *   it rises to it or above; it then enters as a limit order at its own limit.
 * - TRAIL: the trigger follows the best price since placement (the peak for a sell, the trough for
 *   a buy) at `percent` from it and never moves back; once the last price reaches it, the order
 *   enters as a limit order `percent` beyond that level (see stopLimitFor), on the tick grid.
 */
export type Trigger =
  | { kind: 'STOP'; price: number }
  /** `extreme`: the peak (sell) or trough (buy) in engine price units. */
  | { kind: 'TRAIL'; percent: number; extreme: number };

const units = (price: number) => Math.round(price * PRICE_UNITS);

/** `percent` away from `from` against the order (down for a sell), on the tick grid. */
function away(from: number, percent: number, side: Side): number {
  const raw = from * (side === 'SELL' ? 1 - percent / 100 : 1 + percent / 100);
  const tick = Math.round(tickBand(raw / PRICE_UNITS).tick * PRICE_UNITS);
  return side === 'SELL' ? Math.floor(raw / tick) * tick : Math.ceil(raw / tick) * tick;
}

/** The stop level of a trailing trigger, in engine price units on the tick grid. */
export function trailLevel(trigger: Extract<Trigger, { kind: 'TRAIL' }>, side: Side): number {
  return away(trigger.extreme, trigger.percent, side);
}

/** Whether a trade at `last` fires the trigger; a trailing trigger first follows the price. */
export function triggered(trigger: Trigger, side: Side, last: number): boolean {
  const price = units(last);
  if (trigger.kind === 'STOP') return side === 'SELL' ? price <= trigger.price : price >= trigger.price;
  if (side === 'SELL' ? price > trigger.extreme : price < trigger.extreme) trigger.extreme = price;
  const level = trailLevel(trigger, side);
  return side === 'SELL' ? price <= level : price >= level;
}

/**
 * The limit a fired stop enters with, in engine price units: a stop-limit its own; a trailing stop
 * the trailing distance once more beyond its stop level, so in a falling (for a buy, rising) market
 * it still trades at the best prices within that room instead of resting above them.
 */
export function stopLimitFor(trigger: Trigger, side: Side, limit: number | undefined): number | undefined {
  return trigger.kind === 'STOP' ? limit : away(trailLevel(trigger, side), trigger.percent, side);
}
