import type { LiveType } from '@broker/contract';

/**
 * What travels between server processes. Market events carry the FULL current state of their key
 * (not a diff): a process that joins late is complete after one event per key, and each process
 * works out the changed fields for its own subscribers. Trades and news are events, sent as is.
 * Private events go to one customer's connections.
 */
export type BusMessage =
  | { kind: 'market'; type: LiveType; key: string; data: Record<string, unknown> }
  | { kind: 'private'; customerId: number; type: string; data: Record<string, unknown> }
  /** A share order was placed, changed or cancelled: the exchange reads it again (exchange/runtime.ts). */
  | { kind: 'exchange'; type: 'order'; data: { orderId: number } };

export interface Bus {
  /** Delivers to every process on the bus, this one included. */
  publish(message: BusMessage): void;
  /** Returns an unsubscribe function. */
  subscribe(handler: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

/** One process: publishing is a synchronous call of each handler. */
export function createInProcessBus(): Bus {
  const handlers = new Set<(message: BusMessage) => void>();
  return {
    publish(message) {
      for (const h of handlers) h(message);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
