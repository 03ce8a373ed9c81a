import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createInProcessBus, type BusMessage } from '../feed/bus';
import { createMarket } from './start';

describe('startMarket with SIMULATOR=off', () => {
  it('never leads, never touches the database and publishes nothing', async () => {
    const bus = createInProcessBus();
    const seen: BusMessage[] = [];
    bus.subscribe((m) => seen.push(m));
    // Any use of the database would throw on this stand-in.
    const db = { kind: 'pglite', db: undefined, close: async () => undefined } as unknown as Database;
    const market = createMarket({
      db,
      bus,
      config: {
        simulator: { enabled: false, clock: 'always-open', speed: 1, seed: 's', haltsPerDay: 0 },
        databaseUrl: undefined,
      },
      timers: false,
    });
    await market.start({ info() {}, warn() {}, error() {} });
    market.step(Date.now() + 3_600_000);
    await market.flush();
    await market.stop();
    expect(market.isLeader).toBe(false);
    expect(market.snapshots.live).toBeUndefined();
    expect(seen).toEqual([]);
  });
});
