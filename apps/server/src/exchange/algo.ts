import {
  ALGO_MODERATE_CROSS_MS,
  ALGO_PARTICIPATION,
  PRICE_UNITS,
  toTickGrid,
  type AlgoAggression,
  type Side,
  type TimeInForce,
} from '@broker/domain';

/**
 * How an algo order works (definitions in the domain's exchange-order.ts): the slice it may have
 * in the market now, and where and how that slice goes. Pure, so each aggression's behaviour is
 * tested on its own; the engine keeps the state and places the child orders.
 */

export interface AlgoState {
  aggression: AlgoAggression;
  side: Side;
  /** The customer's limit, engine price units: never passed. */
  limit: number;
  /** Volume the market traded since the algo started (its own fills included). */
  marketVolume: number;
  /** Volume the algo traded so far. */
  traded: number;
  /** The parent's volume not yet traded. */
  remaining: number;
  /** The child resting now: its price, its resting volume and since when it has waited unfilled. */
  child?: { id: string; price: number; volume: number; since: number } | undefined;
}

export interface Bests {
  /** Best prices of the book without the algo's own child, engine price units. */
  bid: number | undefined;
  ask: number | undefined;
}

export interface ChildOrder {
  price: number;
  volume: number;
  timeInForce: TimeInForce;
}

/**
 * The volume the algo may add to the market now: its share of the market volume (at least one
 * share) less what it has traded and what its child already offers.
 */
export function allowance(
  state: Pick<AlgoState, 'aggression' | 'marketVolume' | 'traded' | 'remaining' | 'child'>,
): number {
  const cumulative = Math.max(1, Math.floor(ALGO_PARTICIPATION[state.aggression] * state.marketVolume));
  return Math.max(0, Math.min(state.remaining, cumulative - state.traded - (state.child?.volume ?? 0)));
}

const units = (price: number) => Math.round(price * PRICE_UNITS);
const grid = (priceUnits: number, direction: 'up' | 'down') =>
  units(Number(toTickGrid((priceUnits / PRICE_UNITS).toFixed(6), direction)));

/**
 * The child the algo wants in the book now, or undefined (nothing allowed yet, or no price to
 * work at). A resting child at the same price is kept by the engine (it keeps its queue place).
 */
export function wantedChild(state: AlgoState, bests: Bests, now: number): ChildOrder | undefined {
  const volume = allowance(state) + (state.child?.volume ?? 0);
  if (volume <= 0) return undefined;
  const buy = state.side === 'BUY';
  const within = (price: number) => (buy ? Math.min(price, state.limit) : Math.max(price, state.limit));
  const own = buy ? bests.bid : bests.ask;
  const opposite = buy ? bests.ask : bests.bid;
  const take = () =>
    opposite === undefined || (buy ? opposite > state.limit : opposite < state.limit)
      ? undefined
      : { price: opposite, volume, timeInForce: 'FAK' as const };
  const rest = (price: number | undefined) =>
    price === undefined ? undefined : { price: within(price), volume, timeInForce: 'REST' as const };

  switch (state.aggression) {
    case 'AGGRESSIVE':
      return take() ?? rest(own);
    case 'PASSIVE':
      return rest(own ?? opposite);
    case 'MODERATE': {
      if (state.child && now - state.child.since >= ALGO_MODERATE_CROSS_MS) return take() ?? rest(own);
      if (own === undefined || opposite === undefined) return rest(own);
      // The midpoint on the grid, rounded to the algo's own side: at or inside its best, never crossing.
      return rest(grid((own + opposite) / 2, buy ? 'down' : 'up'));
    }
  }
}
