import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Bus } from '../feed/bus';
import type { SnapshotSource } from '../feed/snapshot-source';
import { backfillDailyBars } from './backfill';
import { MarketClock, systemTime, type TimeSource } from './clock';
import { LEADER_RETRY_MS, SIMULATOR_LOCK, electLeader, type Leadership } from './leader';
import { createMarketWriter, type MarketLog } from './market-store';
import { hasNews } from './news-store';
import { Simulator, type SimulatorOptions } from './simulator';
import { MarketSnapshots } from './snapshots';
import { loadUniverse } from './universe';
import type { VenueRuntime } from './venue';

/**
 * Wiring of the market module: contends for the simulator's lead, runs the simulator on timers
 * while leading, and offers the snapshot source (simulator memory while leading, database otherwise).
 */

/** How often the timer drives the simulator; events carry their own instants, this only batches them. */
export const STEP_MS = 100;

export interface MarketOptions {
  db: Database;
  bus: Bus;
  config: Pick<Config, 'simulator' | 'databaseUrl'>;
  /** Tests inject a hand-driven time and drive the simulator with `step`. */
  time?: TimeSource;
  /** false: no timers; the caller drives `step`. */
  timers?: boolean;
  lockKey?: number;
  retryMs?: number;
  /** Tests of one process: lead without contending for the lock. */
  alwaysLead?: boolean;
  /** Overrides of the simulator's rates, for tests. */
  tuning?: Pick<SimulatorOptions, 'haltsPerDay' | 'newsEveryMs' | 'indexEveryMs'>;
  /** The exchange of customers' orders, run beside the simulator. */
  venue?: VenueRuntime;
}

export interface Market {
  snapshots: MarketSnapshots;
  /** Starts contending for the lead (nothing happens when SIMULATOR=off). */
  start(log: MarketLog): Promise<void>;
  /** Stops the simulator, waits for its writes and gives up the lead. */
  stop(): Promise<void>;
  /** Runs the simulator up to `now` when this process leads; for tests without timers. */
  step(now: number): void;
  /** Resolves when the simulator's writes so far are done. */
  flush(): Promise<void>;
  readonly isLeader: boolean;
}

/** Builds the market without starting anything, so its snapshot source can be handed out first. */
export function createMarket(opts: MarketOptions): Market {
  const settings = opts.config.simulator;
  const time = opts.time ?? systemTime;
  const clock = new MarketClock(settings.clock);
  const snapshots = new MarketSnapshots(opts.db.db, clock, settings.seed, time);
  let simulator: Simulator | undefined;
  let timer: NodeJS.Timeout | undefined;
  let leadership: Leadership | undefined;
  let log: MarketLog | undefined;

  const onLead = async () => {
    const logger = log as MarketLog;
    const startAt = time.now();
    // Missing trading days first, so the simulator starts from the backfilled last close.
    try {
      const backfilled = await backfillDailyBars(opts.db.db, clock, settings.seed, startAt);
      if (backfilled > 0) logger.info({ bars: backfilled }, 'market simulator backfilled missing daily bars');
    } catch (error) {
      logger.warn({ err: error }, 'market simulator could not backfill missing daily bars');
    }
    const [universe, pastNewsNeeded] = await Promise.all([
      loadUniverse(opts.db.db, clock, startAt, settings.speed),
      hasNews(opts.db.db).then((any) => !any),
    ]);
    const sim = new Simulator({
      universe,
      bus: opts.bus,
      writer: createMarketWriter(opts.db.db, logger),
      clock,
      seed: settings.seed,
      speed: settings.speed,
      haltsPerDay: settings.haltsPerDay,
      startAt,
      log: logger,
      seedPastNews: pastNewsNeeded,
      ...opts.tuning,
      ...(opts.venue ? { venue: opts.venue.venue } : {}),
    });
    sim.begin();
    simulator = sim;
    snapshots.live = sim;
    await opts.venue?.start(sim);
    logger.info(
      {
        shares: universe.shares.length,
        indices: universe.indices.length,
        funds: universe.funds.length,
        ...settings,
      },
      'market simulator started',
    );
    if (opts.timers !== false) {
      timer = setInterval(() => {
        try {
          sim.step(time.now());
        } catch (error) {
          logger.error({ err: error }, 'market simulator step failed');
        }
      }, STEP_MS);
    }
  };

  const onLose = async () => {
    clearInterval(timer);
    timer = undefined;
    await opts.venue?.stop();
    const sim = simulator;
    simulator = undefined;
    snapshots.live = undefined;
    sim?.finish();
    await sim?.flush();
  };

  return {
    snapshots,
    async start(logger) {
      if (!settings.enabled || leadership) return;
      log = logger;
      const contend = opts.db.kind === 'postgres' && !opts.alwaysLead;
      if (contend && !opts.config.databaseUrl) {
        throw new Error(
          'the market needs DATABASE_URL on PostgreSQL: the simulator lock takes a connection of its own',
        );
      }
      leadership = await electLeader({
        url: contend ? opts.config.databaseUrl : undefined,
        lockKey: opts.lockKey ?? SIMULATOR_LOCK,
        retryMs: opts.retryMs ?? LEADER_RETRY_MS,
        log: logger,
        onLead,
        onLose,
      });
    },
    async stop() {
      await leadership?.stop();
      leadership = undefined;
    },
    step(now) {
      simulator?.step(now);
    },
    async flush() {
      await simulator?.flush();
    },
    get isLeader() {
      return leadership?.isLeader ?? false;
    },
  };
}

/** Creates and starts the market in one go: `{ snapshots, stop }`. */
export async function startMarket(opts: MarketOptions & { log: MarketLog }): Promise<{
  snapshots: SnapshotSource;
  stop(): Promise<void>;
  /** Whether this process runs the simulator now (jobs that follow its NAVs run there). */
  readonly isLeader: boolean;
}> {
  const market = createMarket(opts);
  await market.start(opts.log);
  return {
    snapshots: market.snapshots,
    stop: () => market.stop(),
    get isLeader() {
      return market.isLeader;
    },
  };
}
