import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simulatorSettings, type SimulatorSettings } from './market/settings';
import { LIVE_HEARTBEAT_MS } from '@broker/contract';
import { SIGNUP_DOWNTIME_UTC, parseDailyWindowUtc, type DailyWindowUtc } from '@broker/domain';

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
  /** The market simulator: SIMULATOR, SIMULATOR_CLOCK, SIMULATOR_SPEED, SIMULATOR_SEED. */
  simulator: SimulatorSettings;
  /** Live-data fan-out across server processes: Redis pub/sub or NATS; neither means one process. */
  redisUrl: string | undefined;
  natsUrl: string | undefined;
  /** Redis channel / NATS subject of the fan-out, so deployments sharing a broker stay apart. */
  feedBusTopic: string | undefined;
  /** Idle time before the socket sends a heartbeat (spec: 5 s); tests shorten it. */
  feedHeartbeatMs: number;
  feedMaxSubscriptions: number;
  /** Bytes a socket may have unsent before its frames are queued (and price frames coalesced). */
  feedBufferBytes: number;
  /** How long a socket may stay behind before it is closed as a slow consumer. */
  feedSlowConsumerMs: number;
  /** Frames per second a socket may send on average (bursts up to twice the subscription limit). */
  feedMaxFramesPerSecond: number;
  /** Open live-data sockets per client address. */
  feedMaxConnectionsPerAddress: number;
  /** Origins besides the site's own whose pages may open the private feed (FEED_ALLOWED_ORIGINS). */
  feedAllowedOrigins: string[];
  /** CLOCK_START: the instant the server's clock shows when it is ready (tests, demos); see platform/server-clock.ts. */
  clockStart: number | undefined;
  /**
   * BANK_PROVIDER_URL: the instant bank-payment provider's API. Unset: the simulated provider this
   * server serves under /bank-sim/, reached at the address the customer's request came in on.
   */
  bankProviderUrl: string | undefined;
  /**
   * SIGNING_SERVICE_URL: the e-signing service's API (Scrive-style). Unset: the simulated service this
   * server serves under /sign-sim.
   */
  signingServiceUrl: string | undefined;
  /**
   * COMPANY_REGISTER_URL: the company register's API (companies by country and registration number,
   * with signatories). Unset: the simulated register this server serves under /register-sim.
   */
  companyRegisterUrl: string | undefined;
  /**
   * PUBLIC_URL: the site's address as customers reach it, for the addresses we give a third party
   * (where to send notifications, where to send the customer back). Unset: our own listening
   * address for server-to-server calls, and paths on the same site for the customer. Never taken
   * from a request's Host header, which the caller chooses.
   */
  publicUrl: string | undefined;
  /**
   * EID_PROVIDER: `simulated` serves the simulated BankID and Signicat-style parties and offers
   * their logins; `off` serves neither, and the eID logins and their start calls answer 400
   * UNSUPPORTED_AUTHENTICATION_PROVIDER. The simulated parties vouch for any national id typed in,
   * so a deployment with real customers must say `off` (until a real integration exists).
   */
  eidProvider: 'simulated' | 'off';
  /**
   * SIGNUP_DOWNTIME: the nightly window (UTC, "HH:MM-HH:MM") when sign-up is closed while the
   * nightly batch runs, or `off`. Default 01:00-01:30. Test servers say `off`: a suite runs at any
   * hour, and a scenario must not fail for starting at one in the morning.
   */
  signupDowntime: DailyWindowUtc | null;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
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
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** An ISO 8601 instant with its offset (2026-11-23T11:59:00Z), or nothing. */
function instant(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const t = Date.parse(value);
  if (!/(Z|[+-]\d\d:?\d\d)$/.test(value) || Number.isNaN(t))
    throw new Error(
      `${name} must be an ISO 8601 instant with a time zone, like 2026-11-23T11:59:00Z, got "${value}"`,
    );
  return t;
}

/** Zero would turn a timer into a busy loop or refuse every subscription. */
function positive(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback, name);
  if (n === 0) throw new Error(`${name} must be greater than 0`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env.REDIS_URL && env.NATS_URL) {
    throw new Error('REDIS_URL and NATS_URL are both set: choose one bus for the live-data fan-out');
  }
  const secure = env.SECURE_COOKIES ?? 'auto';
  if (secure !== 'auto' && secure !== 'always' && secure !== 'never') {
    throw new Error(`SECURE_COOKIES must be auto, always or never, got "${secure}"`);
  }
  const eidProvider = env.EID_PROVIDER || 'simulated';
  if (eidProvider !== 'simulated' && eidProvider !== 'off') {
    throw new Error(`EID_PROVIDER must be simulated or off, got "${eidProvider}"`);
  }
  const signupDowntime = env.SIGNUP_DOWNTIME ? parseDailyWindowUtc(env.SIGNUP_DOWNTIME) : SIGNUP_DOWNTIME_UTC;
  if (signupDowntime === undefined) {
    throw new Error(
      `SIGNUP_DOWNTIME must be a UTC window like 01:00-01:30, or off, got "${env.SIGNUP_DOWNTIME}"`,
    );
  }
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    // npm runs workspace scripts inside the workspace; relative paths mean where the user ran npm.
    dataDir: resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    webDist:
      env.WEB_DIST === ''
        ? undefined
        : resolve(env.WEB_DIST || fileURLToPath(new URL('../../web/dist', import.meta.url))),
    seed: env.SEED || 'nordic-broker',
    sessionTtlMs: int(env.SESSION_TTL_MINUTES, 12 * 60, 'SESSION_TTL_MINUTES') * 60_000,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 60, 'TOKEN_TTL_SECONDS'),
    secureCookies: secure,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginWindowMs: int(env.LOGIN_WINDOW_MINUTES, 15, 'LOGIN_WINDOW_MINUTES') * 60_000,
    readCacheMs: int(env.READ_CACHE_MS, 1000, 'READ_CACHE_MS'),
    validateReplies: env.VALIDATE_REPLIES === 'true',
    simulator: simulatorSettings(env),
    redisUrl: env.REDIS_URL || undefined,
    natsUrl: env.NATS_URL || undefined,
    feedBusTopic: env.FEED_BUS_TOPIC || undefined,
    feedHeartbeatMs: positive(env.FEED_HEARTBEAT_MS, LIVE_HEARTBEAT_MS, 'FEED_HEARTBEAT_MS'),
    feedMaxSubscriptions: positive(env.FEED_MAX_SUBSCRIPTIONS, 500, 'FEED_MAX_SUBSCRIPTIONS'),
    feedBufferBytes: positive(env.FEED_BUFFER_BYTES, 256 * 1024, 'FEED_BUFFER_BYTES'),
    feedSlowConsumerMs: positive(env.FEED_SLOW_CONSUMER_MS, 10_000, 'FEED_SLOW_CONSUMER_MS'),
    feedMaxFramesPerSecond: positive(env.FEED_MAX_FRAMES_PER_SECOND, 100, 'FEED_MAX_FRAMES_PER_SECOND'),
    feedMaxConnectionsPerAddress: positive(
      env.FEED_MAX_CONNECTIONS_PER_ADDRESS,
      64,
      'FEED_MAX_CONNECTIONS_PER_ADDRESS',
    ),
    feedAllowedOrigins: (env.FEED_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== ''),
    clockStart: instant(env.CLOCK_START, 'CLOCK_START'),
    bankProviderUrl: env.BANK_PROVIDER_URL?.replace(/\/$/, '') || undefined,
    signingServiceUrl: env.SIGNING_SERVICE_URL?.replace(/\/$/, '') || undefined,
    companyRegisterUrl: env.COMPANY_REGISTER_URL?.replace(/\/$/, '') || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    eidProvider,
    signupDowntime,
  };
}
