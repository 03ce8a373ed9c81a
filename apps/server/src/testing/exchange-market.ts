import { ExchangeRuntime } from '../exchange/runtime';
import { createMarket, type Market } from '../market/start';
import type { TestApp } from './test-app';

const SILENT = { info() {}, warn() {}, error() {} };

/**
 * The market simulator with the exchange beside it, on a test app's database and bus, driven by
 * the test's clock (`now()`, no timers; the test calls `market.step`). The app's clock and
 * snapshots follow it, so order entry sees the simulated market.
 */
export async function startExchangeMarket(
  t: TestApp,
  now: () => number,
  seed: string,
): Promise<{ market: Market; runtime: ExchangeRuntime }> {
  t.app.deps.time = { now };
  const runtime = new ExchangeRuntime({
    db: t.database.db,
    bus: t.app.deps.bus,
    log: SILENT,
    now,
    pollMs: 60_000,
  });
  const market = createMarket({
    db: t.database,
    bus: t.app.deps.bus,
    config: {
      simulator: { enabled: true, clock: 'market', speed: 1, seed, haltsPerDay: 0 },
      databaseUrl: undefined,
    },
    time: { now },
    timers: false,
    alwaysLead: true,
    tuning: { haltsPerDay: 0 },
    venue: runtime,
  });
  await market.start(SILENT);
  t.app.deps.snapshots = market.snapshots;
  return { market, runtime };
}
