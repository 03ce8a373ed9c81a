import { randomBytes } from 'node:crypto';
import { openDatabase } from '../db/database';
import { seedDemo } from '../db/seed';

/**
 * The seeded database most server test files start from, made once per run (vitest global setup)
 * instead of once per file: migrating and seeding took 5–15 s a file and database kind, about a
 * third of the server suite. Each file still gets a database of its own, copied from the template:
 * PGlite loads a dump of the template's data directory, PostgreSQL creates the file's database
 * `template` the seeded one (a file copy inside the server).
 *
 * The environment carries where the templates are to the test workers, which vitest starts after
 * the global setup with this process's environment.
 */
export const TEMPLATE_ENV = { pglite: 'TEST_PGLITE_TEMPLATE', postgres: 'TEST_PG_TEMPLATE' } as const;

/** Seed of every test database; the defaults here are the ones a template is made with. */
export const TEST_SEED = { seed: 'test-seed', asOf: '2026-11-20', historyYears: 1, minuteDays: 1 };

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');

  const lite = await openDatabase({ dataDir: 'memory://' });
  await seedDemo(lite.db, TEST_SEED);
  // The client under drizzle: its `dumpDataDir` writes the data directory as one tar file.
  const client = (lite.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await lite.close();
  const dir = await mkdtemp(join(tmpdir(), 'broker-template-'));
  const file = join(dir, 'pglite.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV.pglite] = file;

  const adminUrl = process.env.TEST_DATABASE_URL;
  let templateName: string | undefined;
  if (adminUrl) {
    templateName = `broker_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${templateName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    const pgDb = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
    await seedDemo(pgDb.db, TEST_SEED);
    // A database with open connections cannot be a template.
    await pgDb.close();
    process.env[TEMPLATE_ENV.postgres] = templateName;
  }

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (adminUrl && templateName)
      await adminQuery(adminUrl, `drop database if exists ${templateName} with (force)`);
  };
}
