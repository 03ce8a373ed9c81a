import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_LOGINS, DEMO_PASSWORD } from '@broker/domain';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { seedDemo } from '../db/seed';
import { buildApp } from '../app';
import { TEMPLATE_ENV, TEST_SEED } from './seeded-templates';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The one kind the whole-catalogue tests (contract fuzz, cross-customer access) run on: what they
 * check (validation, ownership) is the server's and not the database's, and on both kinds they
 * were near half the unit run. PostgreSQL when there is one (the production driver, and a process
 * of its own beside the test's), PGlite otherwise. Every area's own tests still run on both.
 */
export const CATALOGUE_DB_KIND: DbKind = DB_KINDS.at(-1)!;

/** A fixed seed day keeps the tests independent of the calendar. */
export const TEST_AS_OF = TEST_SEED.asOf;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A PostgreSQL database of its own for one test file, dropped afterwards, so files can run in
 * parallel against one server; a copy of `template` when one is given.
 */
async function freshPostgres(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `broker_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A server on a seeded database of the given kind, with a short history to keep tests quick. With
 * the default seed it starts from the run's seeded template (seeded-templates.ts) when there is one.
 */
export async function startTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  seedOptions: { historyYears?: number; minuteDays?: number } = {},
): Promise<TestApp> {
  const seed = { ...TEST_SEED, ...seedOptions };
  const isDefault = seed.historyYears === TEST_SEED.historyYears && seed.minuteDays === TEST_SEED.minuteDays;
  const template = isDefault ? process.env[TEMPLATE_ENV[kind]] : undefined;
  const pgDb = kind === 'postgres' ? await freshPostgres(template) : undefined;
  const database = await openDatabase({
    url: pgDb?.url,
    dataDir: 'memory://',
    loadDataDir: kind === 'pglite' && template ? await pgliteDump(template) : undefined,
  });
  if (!template) await seedDemo(database.db, seed);
  // Sign-up's nightly window off: a suite runs at any hour (its own test turns it on).
  const config = loadConfig({
    WEB_DIST: '',
    LOG_LEVEL: 'silent',
    VALIDATE_REPLIES: 'true',
    SIGNUP_DOWNTIME: 'off',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}

/** The template's data directory dump, read once per worker. */
let dumpRead: Promise<Blob> | undefined;
function pgliteDump(file: string): Promise<Blob> {
  dumpRead ??= import('node:fs/promises').then(async ({ readFile }) => new Blob([await readFile(file)]));
  return dumpRead;
}

/** Logs in through the session endpoint and returns the session cookie header value. */
export async function login(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const countryCode = DEMO_LOGINS.find((l) => l.username === username)?.countryCode ?? 'SE';
  const res = await app.inject({
    method: 'POST',
    url: '/nnxapi/authentication/v2/sessions',
    payload: { authenticationProvider: 'BASIC', countryCode, basic: { username, password } },
  });
  if (res.statusCode !== 201) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'nnx_session');
  if (!cookie) throw new Error('no session cookie');
  return `nnx_session=${cookie.value}`;
}

/** Session cookie -> access token, as the browser client does. */
export async function accessToken(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/nnxapi/authorization/v1/tokens',
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { jwt: string }).jwt;
}

/** Headers of a main-API call (spec 001 §7.1). */
export function apiHeaders(jwt: string): Record<string, string> {
  return { 'client-id': 'NEXT', 'x-nnx-access-token': jwt };
}

export async function loginForApi(app: FastifyInstance, username: string) {
  const cookie = await login(app, username);
  const jwt = await accessToken(app, cookie);
  return { cookie, jwt, headers: apiHeaders(jwt) };
}

/**
 * Opens the app on a free local port, so that calls which go out over HTTP reach it: starting an
 * instant deposit calls the payment provider's API (the simulated provider this server serves),
 * whose notifications come back to our webhook. Answers the origin.
 */
export async function listenLocally(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  const origin = `http://127.0.0.1:${address.port}`;
  t.app.deps.config.bankProviderUrl = `${origin}/bank-sim`;
  return origin;
}
