import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Server configuration, read from the environment only. */
export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Built web app to serve; absent in API-only tests. */
  webDist: string | undefined;
  /** Seed used for the demo data on first start. */
  seed: string;
  /** How long a login lasts without activity. */
  sessionTtlMs: number;
  /** Lifetime of an access token; clients cache one for 8 s (spec 001 §9), so a minute is plenty. */
  tokenTtlSeconds: number;
  /** Mark cookies Secure. Default: only when requests arrive over https (trustProxy honours X-Forwarded-Proto). */
  secureCookies: 'auto' | 'always' | 'never';
  /** Which proxies' X-Forwarded-* headers to believe: none, a hop count, or addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Failed logins per username and address within the window before 429. */
  loginMaxFailures: number;
  loginWindowMs: number;
  /** How old a cached account read (info, positions) may be; 0 turns the cache off. */
  readCacheMs: number;
  /** Check every reply against its contract schema (tests); production relies on the compiled serializer. */
  validateReplies: boolean;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy; a number trusts that many hops; otherwise a comma
 * list of proxy addresses or CIDRs. 'true' (trust every hop) is accepted but lets any client choose
 * its own address, which defeats the login limit: prefer a hop count or addresses.
 */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const secure = env.SECURE_COOKIES ?? 'auto';
  if (secure !== 'auto' && secure !== 'always' && secure !== 'never') {
    throw new Error(`SECURE_COOKIES must be auto, always or never, got "${secure}"`);
  }
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    // npm runs workspace scripts inside the workspace; relative paths mean where the user ran npm.
    dataDir: resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.WEB_DIST === '' ? undefined : resolve(env.WEB_DIST || fileURLToPath(new URL('../../web/dist', import.meta.url))),
    seed: env.SEED || 'nordic-broker',
    sessionTtlMs: int(env.SESSION_TTL_MINUTES, 12 * 60, 'SESSION_TTL_MINUTES') * 60_000,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 60, 'TOKEN_TTL_SECONDS'),
    secureCookies: secure,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginWindowMs: int(env.LOGIN_WINDOW_MINUTES, 15, 'LOGIN_WINDOW_MINUTES') * 60_000,
    readCacheMs: int(env.READ_CACHE_MS, 1000, 'READ_CACHE_MS'),
    validateReplies: env.VALIDATE_REPLIES === 'true',
  };
}
