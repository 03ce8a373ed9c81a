import type { Client as PgClient } from 'pg';
import type { MarketLog } from './market-store';

/**
 * Exactly one process simulates. On PostgreSQL the leader holds a session-level advisory lock on a
 * connection of its own (not the pool, where the lock would follow whichever query happened to get
 * that connection); the lock lives exactly as long as that session, so when the leader dies or its
 * connection drops, PostgreSQL releases it and the next contender's retry takes it. The leader
 * checks its connection at the same interval, so a leader cut off from the database stops within a
 * retry. PGlite is one process's database: that process always leads.
 */

export interface Leadership {
  readonly isLeader: boolean;
  /** Gives up leadership (calling `onLose` first) and stops contending. */
  stop(): Promise<void>;
}

export interface LeaderOptions {
  /** PostgreSQL connection string; undefined for PGlite. */
  url: string | undefined;
  /** Names the lock; every process of one deployment uses the same. */
  lockKey: number;
  retryMs: number;
  log: MarketLog;
  /** Called on winning; a failure gives the lock back and contends again later. */
  onLead(): Promise<void>;
  onLose(): Promise<void>;
}

export const SIMULATOR_LOCK = 7_283_002;
export const LEADER_RETRY_MS = 3000;

export async function electLeader(opts: LeaderOptions): Promise<Leadership> {
  if (!opts.url) {
    await opts.onLead();
    let leading = true;
    return {
      get isLeader() {
        return leading;
      },
      async stop() {
        if (!leading) return;
        leading = false;
        await opts.onLose();
      },
    };
  }
  const leader = new PgLeader(opts, opts.url);
  await leader.attempt();
  return leader;
}

class PgLeader implements Leadership {
  private client: PgClient | undefined;
  private leading = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  /** Attempts, losses and the stop run one at a time. */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly opts: LeaderOptions,
    private readonly url: string,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  attempt(): Promise<void> {
    return this.serial(async () => {
      if (this.stopped) return;
      try {
        const client = await this.connection();
        if (this.leading) {
          await client.query('select 1');
        } else {
          const { rows } = await client.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1) as locked',
            [this.opts.lockKey],
          );
          if (rows[0]?.locked) await this.lead(client);
        }
      } catch (error) {
        this.opts.log.warn({ err: error }, 'simulator leadership: database connection failed');
        await this.dropConnection();
      } finally {
        this.schedule();
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.serial(async () => {
      const client = this.client;
      if (this.leading) {
        this.leading = false;
        await this.opts.onLose();
      }
      this.client = undefined;
      if (client) {
        await client.query('select pg_advisory_unlock_all()').catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    });
  }

  private async lead(client: PgClient): Promise<void> {
    this.leading = true;
    this.opts.log.info({ lockKey: this.opts.lockKey }, 'this process runs the market simulator');
    try {
      await this.opts.onLead();
    } catch (error) {
      this.opts.log.error({ err: error }, 'market simulator failed to start; giving the lead back');
      this.leading = false;
      await client.query('select pg_advisory_unlock($1)', [this.opts.lockKey]);
    }
  }

  private async connection(): Promise<PgClient> {
    if (this.client) return this.client;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: this.url, application_name: 'broker-simulator-lock' });
    // An idle connection that dies reports here; the lock died with it.
    client.on('error', (error) => {
      if (this.client !== client) return;
      this.opts.log.warn({ err: error }, 'simulator leadership: lock connection lost');
      void this.serial(() => this.dropConnection());
    });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  private async dropConnection(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (this.leading) {
      this.leading = false;
      this.opts.log.warn({}, 'this process no longer runs the market simulator');
      await this.opts.onLose();
    }
    await client?.end().catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.attempt(), this.opts.retryMs);
    this.timer.unref();
  }

  private serial(job: () => Promise<void>): Promise<void> {
    const run = this.chain.then(job);
    this.chain = run.catch(() => undefined);
    return run;
  }
}
