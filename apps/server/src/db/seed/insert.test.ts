import { verify } from '@node-rs/argon2';
import { asc, count, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database';
import {
  accounts,
  cashLedger,
  customers,
  kycAnswers,
  crmTasks,
  dailyBars,
  instruments,
  minuteBars,
  positions,
  transactions,
  users,
  staffUsers,
} from '../schema';
import { generateDemoData } from './generate';
import { hashDemoPassword, isSeeded, seedDemo, type SeedReport } from './insert';

/** numeric columns come back padded to their scale ('243.2800'); compare them as numbers. */
function numbersAsNumbers(row: object | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row ?? {}).map(([k, v]) => [
      k,
      typeof v === 'string' && /^-?\d+\.\d+$/.test(v) ? Number(v) : v,
    ]),
  );
}

const OPTIONS = { seed: 'insert-test', asOf: '2026-11-20', historyYears: 1, minuteDays: 2 };

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server, in a database of our own. */
const KINDS = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

async function adminQuery(text: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function open(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const name = `seed_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
  return { database, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

describe.each(KINDS)('seedDemo on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let report: SeedReport;
  const expected = generateDemoData(OPTIONS);

  beforeAll(async () => {
    ({ database, drop } = await open(kind));
    expect(await isSeeded(database.db)).toBe(false);
    report = (await seedDemo(database.db, OPTIONS))!;
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('marks the database as seeded', async () => {
    expect(await isSeeded(database.db)).toBe(true);
  });

  it('seeds only once when asked to seed an empty database', async () => {
    expect(await seedDemo(database.db, OPTIONS, { onlyIfEmpty: true })).toBeNull();
  });

  it('writes every generated row', async () => {
    const db = database.db;
    const counted = async (table: Parameters<ReturnType<typeof db.select>['from']>[0]) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    expect(await counted(instruments)).toBe(expected.instruments.length);
    expect(await counted(dailyBars)).toBe(expected.dailyBars.length);
    expect(await counted(minuteBars)).toBe(expected.minuteBars.length);
    expect(await counted(customers)).toBe(11);
    expect(await counted(users)).toBe(11);
    expect(await counted(kycAnswers)).toBe(11);
    expect(await counted(staffUsers)).toBe(1);
    expect(await counted(crmTasks)).toBe(expected.crmTasks.length);
    expect(await counted(accounts)).toBe(expected.accounts.length);
    expect(await counted(transactions)).toBe(expected.transactions.length);
    expect(await counted(cashLedger)).toBe(expected.cashLedger.length);
    expect(await counted(positions)).toBe(expected.positions.length);
    expect(report.rows.dailyBars).toBe(expected.dailyBars.length);
    expect(report.ms.total).toBeGreaterThan(0);
  });

  it('stores values exactly, timestamps included', async () => {
    const db = database.db;
    const first = expected.minuteBars[0]!;
    const [bar] = await db
      .select()
      .from(minuteBars)
      .where(eq(minuteBars.at, first.at))
      .orderBy(asc(minuteBars.instrumentId))
      .limit(1);
    expect(numbersAsNumbers(bar)).toEqual(numbersAsNumbers(first));
    const last = expected.dailyBars.at(-1)!;
    const [daily] = await db
      .select()
      .from(dailyBars)
      .where(sql`${dailyBars.instrumentId} = ${last.instrumentId} and ${dailyBars.day} = ${last.day}`);
    expect(numbersAsNumbers(daily)).toEqual(numbersAsNumbers(last));
    const [tx] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.id, expected.transactions[5]!.id));
    expect(numbersAsNumbers(tx)).toEqual(numbersAsNumbers(expected.transactions[5]));
  });

  it('gives each account a cash balance equal to its ledger, never negative', async () => {
    const { rows } = (await database.db.execute(sql`
      select a.accid, coalesce(sum(l.amount), 0)::text as balance
      from accounts a left join cash_ledger l on l.accid = a.accid
      group by a.accid order by a.accid`)) as unknown as { rows: { accid: number; balance: string }[] };
    expect(rows).toHaveLength(expected.accounts.length);
    for (const r of rows) {
      const fromData = expected.cashLedger
        .filter((l) => l.accid === r.accid)
        .reduce((acc, l) => acc + Math.round(Number(l.amount) * 100), 0);
      expect(Math.round(Number(r.balance) * 100)).toBe(fromData);
      expect(Number(r.balance)).toBeGreaterThanOrEqual(0);
    }
    const { rows: dips } = (await database.db.execute(sql`
      select count(*)::int as n from (
        select sum(amount) over (partition by accid order by booked_at, id) as running from cash_ledger
      ) t where running < 0`)) as unknown as { rows: { n: number }[] };
    expect(dips[0]!.n).toBe(0);
  });

  it('stores argon2id password hashes that verify and repeat for the same seed', async () => {
    const rows = await database.db.select().from(users).orderBy(asc(users.id));
    for (const u of rows) {
      expect(u.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(u.passwordHash, 'demo1234')).toBe(true);
      expect(await verify(u.passwordHash, 'wrong')).toBe(false);
    }
    expect(rows[0]!.passwordHash).toBe(await hashDemoPassword(OPTIONS.seed, rows[0]!.username, 'demo1234'));
    expect(rows[0]!.passwordHash).not.toBe(
      await hashDemoPassword('other-seed', rows[0]!.username, 'demo1234'),
    );
  });

  it('moves the id sequences past the seeded rows', async () => {
    const db = database.db;
    const [c] = await db
      .insert(customers)
      .values({
        customerNo: 'new-1',
        firstName: 'A',
        lastName: 'B',
        country: 'SE',
        segment: 'RETAIL',
        birthDate: '1990-01-01',
        lang: 'sv',
      })
      .returning({ id: customers.id });
    expect(c!.id).toBe(12);
    const [t] = await db
      .insert(transactions)
      .values({
        accid: 10001,
        type: 'DEPOSIT',
        tradeDate: '2026-11-20',
        settleDate: '2026-11-20',
        amount: '1.00',
        currency: 'SEK',
        createdAt: new Date(),
      })
      .returning({ id: transactions.id });
    expect(t!.id).toBe(expected.transactions.length + 1);
  });
});
