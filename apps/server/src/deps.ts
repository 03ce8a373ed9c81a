import type { Config } from './config';
import type { Database, Db } from './db/database';
import type { TokenSigner } from './auth/access-tokens';
import type { LoginThrottle } from './auth/login-throttle';
import type { AccountReads } from './accounts/account-reads';
import type { TtlCache } from './platform/ttl-cache';
import type { Bus } from './feed/bus';
import type { SnapshotSource } from './feed/snapshot-source';
import type { TimeSource } from './market/clock';

/** What route handlers need, built once per app. */
export interface Deps {
  config: Config;
  db: Db;
  database: Database;
  tokens: TokenSigner;
  loginThrottle: LoginThrottle;
  accountReads: AccountReads;
  /** Session id -> still live, for access-token checks. */
  sessionLiveness: TtlCache<number, boolean>;
  startedAt: number;
  /** Live-data events between processes (in-process, Redis or NATS; see feed/create-bus.ts). */
  bus: Bus;
  /** Current value of a live-data key that has had no event in this process yet. */
  snapshots: SnapshotSource;
  /** "Now" for reads that depend on the day (the chart's periods); tests swap in a fixed clock. */
  time: TimeSource;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's deps, for code that holds only the app: tests, benchmarks, the market simulator. */
    deps: Deps;
  }
}
