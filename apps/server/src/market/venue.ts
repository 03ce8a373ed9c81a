import type { Phase } from './sessions';
import type { ShareState } from './tick-model';

/**
 * The exchange that carries customers' orders (exchange/engine.ts), as the simulator sees it. The
 * simulator's quotes are its own liquidity; where customers' orders rest on a share, the venue
 * merges them with those quotes, lets the simulated flow trade against both, and answers the
 * prints, which the simulator then records and publishes like its own trades. A share without
 * customer orders trades as the simulator alone would.
 */
export interface Venue {
  /** Whether the share has customer orders in the book (or waiting for them). */
  active(instrumentId: number): boolean;
  /**
   * The simulator has just quoted the share anew (`state.bids`/`state.asks`): resting customer
   * orders that the new quotes cross trade at their own limits, and the state's levels become the
   * merged book's. Returns the prints.
   */
  requote(state: ShareState, t: number): Print[];
  /** The simulated flow sends a market order of `volume` on `side`; returns its prints. */
  flow(state: ShareState, side: 'BUY' | 'SELL', volume: number, t: number): Print[];
  /** A market's phase changed (after the simulator's own auction at that change). */
  phaseChanged(marketId: number, phase: Phase, day: string, t: number): void;
}

export interface Print {
  price: number;
  volume: number;
}

/** What the simulator offers the venue for orders that arrive between ticks. */
export interface VenueHost {
  /**
   * Runs `act` on the share's state now, then records its prints as trades and publishes the
   * share (price, depth). Answers false when the share is not simulated here.
   */
  actOnShare(
    instrumentId: number,
    act: (state: ShareState, phase: Phase, halted: boolean) => Print[],
  ): boolean;
  /** The share's phase and halt, or undefined when it is not simulated here. */
  shareStatus(instrumentId: number): { phase: Phase; halted: boolean; day: string } | undefined;
}

/** The venue's life beside the simulator's: it starts when this process leads and stops with it. */
export interface VenueRuntime {
  venue: Venue;
  /** The simulator runs: the venue loads its orders and takes new ones. */
  start(host: VenueHost): Promise<void>;
  /** The lead is lost or the server stops: no more orders, pending writes finished. */
  stop(): Promise<void>;
}
