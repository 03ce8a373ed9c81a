import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_STAFF } from '@broker/domain';
import type { Db, Tx } from '../database';
import {
  accounts,
  analystRatings,
  companyProfiles,
  fundFacts,
  financialReports,
  scheduledReports,
  shortPositions,
  cashLedger,
  corporateEvents,
  curatedListDailyViews,
  curatedListInstruments,
  curatedLists,
  customerApprovals,
  customerConsents,
  crmTasks,
  kycAnswers,
  customers,
  externalBankAccounts,
  dailyBars,
  fxFixings,
  fxRates,
  indexConstituents,
  instruments,
  markets,
  minuteBars,
  positions,
  tradables,
  transactions,
  users,
  staffUsers,
} from '../schema';
import { demoBankAccounts } from './bank-accounts';
import { bulkInsert } from './bulk-insert';
import { seedContent } from '../../content/seed-content';
import { insertMacroEvents } from '../../news/macro-store';
import { generateDemoData, resolveOptions, type DemoData, type DemoOptions } from './generate';

/**
 * Writes the demo data set into the database in one transaction, in multi-row batches (see
 * bulk-insert.ts for why they are shaped the way they are).
 */

export interface SeedReport {
  rows: Record<keyof DemoData, number>;
  ms: { generate: number; hash: number; insert: number; total: number };
}

/**
 * A salt derived from the seed and the username instead of a random one, so that the same seed
 * gives byte-identical password hashes (and database contents) on every run.
 */
export function passwordSalt(seed: string, username: string): Uint8Array {
  return createHash('sha256')
    .update(`demo-password-salt\u0000${seed}\u0000${username}`)
    .digest()
    .subarray(0, 16);
}

/** argon2id with the library defaults, like every other password of the server. */
export function hashDemoPassword(seed: string, username: string, password: string): Promise<string> {
  return hash(password, { salt: passwordSalt(seed, username) });
}

/** Explicit ids were inserted; move each serial sequence past them so later inserts do not collide. */
async function advanceSequences(tx: Tx): Promise<void> {
  for (const table of [
    'customers',
    'users',
    'tradables',
    'transactions',
    'cash_ledger',
    'corporate_events',
    'analyst_ratings',
    'short_positions',
    'curated_lists',
    'kyc_answers',
    'customer_consents',
    'crm_tasks',
  ]) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}

export async function isSeeded(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: customers.id }).from(customers).limit(1);
  return rows.length > 0;
}

// Any fixed number: it names the lock that serialises first starts on one database.
const SEED_LOCK = 7_283_001;

/**
 * Seeds the demo data. With `onlyIfEmpty` the check and the inserts happen under one advisory lock,
 * so several processes starting together on an empty PostgreSQL seed it exactly once; the others
 * get `null`.
 */
export async function seedDemo(
  db: Db,
  options: DemoOptions,
  { onlyIfEmpty = false }: { onlyIfEmpty?: boolean } = {},
): Promise<SeedReport | null> {
  const resolved = resolveOptions(options);
  const t0 = performance.now();
  const data = generateDemoData(resolved);
  const t1 = performance.now();
  // Hashed before the transaction opens: argon2 is deliberately slow and PGlite has one connection.
  const userRows = await Promise.all(
    data.users.map(async ({ password, ...user }) => ({
      ...user,
      passwordHash: await hashDemoPassword(resolved.seed, user.username, password),
    })),
  );
  const staffRows = await Promise.all(
    DEMO_STAFF.map(async (s) => ({
      username: s.username,
      displayName: s.name,
      role: s.role,
      passwordHash: await hashDemoPassword(resolved.seed, `staff:${s.username}`, DEMO_PASSWORD),
    })),
  );
  const t2 = performance.now();
  const done = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (onlyIfEmpty && (await isSeeded(tx))) return false;
    await bulkInsert(tx, markets, data.markets);
    await bulkInsert(tx, instruments, data.instruments);
    await bulkInsert(tx, tradables, data.tradables);
    await bulkInsert(tx, indexConstituents, data.indexConstituents);
    await bulkInsert(tx, fxRates, data.fxRates);
    await bulkInsert(tx, fxFixings, data.fxFixings);
    await bulkInsert(tx, dailyBars, data.dailyBars);
    await bulkInsert(tx, minuteBars, data.minuteBars);
    await bulkInsert(tx, customers, data.customers);
    await bulkInsert(tx, customerApprovals, data.customerApprovals);
    // Plain inserts: the answers are jsonb.
    await tx.insert(kycAnswers).values(data.kycAnswers);
    await tx.insert(customerConsents).values(data.consents);
    if (data.crmTasks.length) await tx.insert(crmTasks).values(data.crmTasks);
    await bulkInsert(tx, users, userRows);
    // The compliance desk's staff (their own table and logins).
    await tx.insert(staffUsers).values(staffRows);
    await bulkInsert(tx, accounts, data.accounts);
    await bulkInsert(tx, transactions, data.transactions);
    await bulkInsert(tx, cashLedger, data.cashLedger);
    await bulkInsert(tx, positions, data.positions);
    await tx.insert(externalBankAccounts).values(demoBankAccounts(data));
    await bulkInsert(tx, corporateEvents, data.corporateEvents);
    // A plain insert: bulkInsert's column arrays cannot carry jsonb objects or text[] values.
    await tx.insert(curatedLists).values(data.curatedLists);
    await bulkInsert(tx, curatedListInstruments, data.curatedListInstruments);
    await bulkInsert(tx, curatedListDailyViews, data.curatedListDailyViews);
    await bulkInsert(tx, financialReports, data.financialReports);
    await bulkInsert(tx, analystRatings, data.analystRatings);
    await bulkInsert(tx, shortPositions, data.shortPositions);
    await bulkInsert(tx, companyProfiles, data.companyProfiles);
    await bulkInsert(tx, scheduledReports, data.scheduledReports);
    // A plain insert: the holdings and allocations are jsonb.
    await tx.insert(fundFacts).values(data.fundFacts);
    await seedContent(tx, resolved.asOf);
    // The news calendar's macro events (news/macro.ts), around the same seed day.
    await insertMacroEvents(tx, resolved.seed, resolved.asOf);
    await advanceSequences(tx);
    return true;
  });
  if (!done) return null;
  const t3 = performance.now();
  const rows = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, (v as unknown[]).length]),
  ) as SeedReport['rows'];
  return {
    rows,
    ms: {
      generate: Math.round(t1 - t0),
      hash: Math.round(t2 - t1),
      insert: Math.round(t3 - t2),
      total: Math.round(t3 - t0),
    },
  };
}
