import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { CATALOG } from '../db/seed/catalog';
import { createMarket, type Market } from '../market/start';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';

/**
 * The indicators calls in the process that simulates: members' prices from the simulator's memory
 * (the same the feed sends), the index's previous close the feed's, contributions adding up.
 */

const SILENT = { info() {}, warn() {}, error() {} };
const START = Date.parse('2026-11-21T12:00:00Z');
const OMXC25 = CATALOG.indices.find((i) => i.symbol === 'OMXC25')!;

interface Quote {
  previous_close: number;
  last: number;
  change: number;
  members: {
    tradable: { m: number; i: string };
    last: number;
    previous_close: number;
    contribution: number;
  }[];
}

describe.each(DB_KINDS)('indicators from a running simulator on %s', (kind) => {
  let t: TestApp;
  let market: Market;

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR_CLOCK: 'always-open' });
    let now = START;
    market = createMarket({
      db: t.database,
      bus: t.app.deps.bus,
      config: { simulator: t.app.deps.config.simulator, databaseUrl: undefined },
      time: { now: () => now },
      timers: false,
      alwaysLead: true,
    });
    await market.start(SILENT);
    t.app.deps.snapshots = market.snapshots;
    now = START + 5 * 60_000;
    market.step(now);
    await market.flush();
  });
  afterAll(async () => {
    await market?.stop();
    await t?.close();
  });

  it("reads members' prices and the index's close from the simulator's memory", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/2/indicators?symbols=OMXC25' });
    expect(res.statusCode, res.body).toBe(200);
    const [ix] = res.json() as Quote[];
    const live = await market.snapshots.resolve({ t: 'indicator', m: 'CSE', i: 'OMXC25' });
    expect(ix!.previous_close).toBe(live.state?.close);
    // The feed's level is recomputed every few seconds from the same prices: at most a few ticks behind.
    expect(Math.abs(ix!.last - Number(live.state?.last)) / ix!.last).toBeLessThan(0.002);
    expect(ix!.members).toHaveLength(OMXC25.constituents.length);
    let moved = 0;
    for (const m of ix!.members) {
      // A price key resolves to a price state; the union type also has the trading-status shape.
      const price = market.snapshots.resolveInMemory({ t: 'price', m: m.tradable.m, i: m.tradable.i })
        ?.state as { last?: number; close?: number } | undefined;
      expect(m.last).toBe(price?.last);
      expect(m.previous_close).toBe(price?.close);
      if (m.last !== m.previous_close) moved++;
    }
    // Five simulated minutes move most members.
    expect(moved).toBeGreaterThan(0);
    const sum = ix!.members.reduce((s, m) => s.plus(m.contribution), new Decimal(0));
    expect(sum.toFixed(2)).toBe(new Decimal(ix!.change).toFixed(2));
  });
});
