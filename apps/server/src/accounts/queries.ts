import { and, asc, eq, sql } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import type { Tx } from '../db/database';
import { accounts, cashLedger, dailyBars, instruments, positions } from '../db/schema';
import { inScope, type AccountScope } from './owned-accounts';
import { closeOnBookedBasis } from '../market/splits';

export type AccountRow = typeof accounts.$inferSelect;

/** The customer's accounts in the scope (ours unless asked). */
export function listAccounts(
  db: Db,
  customerId: number,
  scope: AccountScope = 'NORDBROKER',
): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.customerId, customerId), inScope(scope)))
    .orderBy(asc(accounts.accid));
}

/**
 * The account if it belongs to the customer and is in the scope (ours unless asked), else
 * undefined: missing, foreign and out of scope look the same.
 */
export async function findOwnedAccount(
  db: Db,
  customerId: number,
  accid: number,
  scope: AccountScope = 'NORDBROKER',
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accid, accid), eq(accounts.customerId, customerId), inScope(scope)));
  return row;
}

export async function cashBalance(db: Db | Tx, accid: number): Promise<Decimal> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${cashLedger.amount})` })
    .from(cashLedger)
    .where(eq(cashLedger.accid, accid));
  return new Decimal(row?.total ?? 0);
}

/**
 * The n-th latest daily close (NAV for funds) of the row's instrument, newest first: a walk of the
 * (instrument_id, day) key backwards, read in the same query as the holdings so that valuing an
 * account costs one round trip. On the basis of the splits booked on the holdings (market/splits.ts).
 */
const nthLatestClose = (n: 0 | 1) =>
  sql<
    string | null
  >`(select ${closeOnBookedBasis(sql`b.close`, sql`${positions.instrumentId}`, sql`b.day`)}::text
    from ${dailyBars} b
    where b.instrument_id = ${positions.instrumentId}
    order by b.day desc offset ${sql.raw(String(n))} limit 1)`;

/** The account's holdings with their instruments and their latest and previous closes. */
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
      last: nthLatestClose(0),
      previousClose: nthLatestClose(1),
    })
    .from(positions)
    .innerJoin(instruments, eq(instruments.instrumentId, positions.instrumentId))
    .where(and(eq(positions.accid, accid), sql`${positions.qty} <> 0`))
    .orderBy(asc(instruments.name));
}
