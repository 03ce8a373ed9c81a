import type { SubscriptionArgs } from '@broker/contract';

/**
 * Where the socket hub gets the current state of a key it has not seen an event for yet (first
 * frame of a subscription, or a closed market where no ticks flow). Implemented by the market
 * module: from the simulator's memory in the process that simulates, from the database elsewhere.
 */
export interface SnapshotSource {
  /**
   * `known: false` when the instrument, index or news source does not exist (the subscription is
   * refused); otherwise the full current state, or undefined when there is none yet (e.g. no trade
   * today for a `trade` subscription: nothing is sent until the first event).
   */
  resolve(args: SubscriptionArgs): Promise<{ known: boolean; state?: Record<string, unknown> }>;

  /**
   * A book's price or trading status from the simulator's memory only, for work inside a database
   * transaction (on the embedded database a read beside it would wait for it): undefined where
   * this process does not simulate, or the book is not simulated.
   */
  resolveInMemory?(args: {
    t: 'price' | 'trading_status';
    m: number;
    i: string;
  }): { state?: Record<string, unknown> } | undefined;
}
