import { and, asc, eq, sql } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import { accounts, cashLedger, instruments, positions } from '../db/schema';
import { notFound } from '../http/api-error';

export type AccountRow = typeof accounts.$inferSelect;

export function listAccounts(db: Db, customerId: number): Promise<AccountRow[]> {
  return db.select().from(accounts).where(eq(accounts.customerId, customerId)).orderBy(asc(accounts.accid));
}

/**
 * The account if it belongs to the customer. Another customer's account answers exactly like a
 * missing one (404), so account numbers cannot be probed.
 */
export async function ownedAccount(db: Db, customerId: number, accid: number): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accid, accid), eq(accounts.customerId, customerId)));
  if (!row) throw notFound('ACCOUNT_NOT_FOUND', `Account ${accid} was not found`);
  return row;
}

export async function cashBalance(db: Db, accid: number): Promise<Decimal> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${cashLedger.amount})` })
    .from(cashLedger)
    .where(eq(cashLedger.accid, accid));
  return new Decimal(row?.total ?? 0);
}

export function listPositions(db: Db, accid: number) {
  return db
    .select({
      instrumentId: positions.instrumentId,
      qty: positions.qty,
      acqPrice: positions.acqPrice,
      acqValueAcc: positions.acqValueAcc,
      name: instruments.name,
      symbol: instruments.symbol,
      currency: instruments.currency,
      groupType: instruments.groupType,
    })
    .from(positions)
    .innerJoin(instruments, eq(instruments.instrumentId, positions.instrumentId))
    .where(and(eq(positions.accid, accid), sql`${positions.qty} <> 0`))
    .orderBy(asc(instruments.name));
}
