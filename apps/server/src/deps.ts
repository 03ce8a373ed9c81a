import type { Config } from './config';
import type { Database, Db } from './db/database';
import type { TokenSigner } from './auth/access-tokens';
import type { LoginThrottle } from './auth/login-throttle';
import type { AccountReads } from './accounts/account-reads';
import type { TtlCache } from './platform/ttl-cache';

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
}
