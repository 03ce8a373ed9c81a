import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';
import { notFound } from '../http/api-error';

/**
 * The accounts a list of account ids names, all the customer's: one that is not answers 404
 * ACCOUNT_NOT_FOUND exactly like a missing one, before anything else is read, so a call reveals
 * nothing of another customer's. Without ids: every account of the customer.
 */
export async function ownedAccounts(
  db: Db,
  customerId: number,
  accids?: readonly number[],
): Promise<{ accid: number; accno: string; type: string; currency: string }[]> {
  const owned = await db
    .select({
      accid: accounts.accid,
      accno: accounts.accno,
      type: accounts.type,
      currency: accounts.currency,
    })
    .from(accounts)
    .where(
      and(eq(accounts.customerId, customerId), accids ? inArray(accounts.accid, [...accids]) : undefined),
    )
    .orderBy(asc(accounts.accid));
  const ids = new Set(owned.map((r) => r.accid));
  const foreign = accids?.find((id) => !ids.has(id));
  if (foreign !== undefined) throw notFound('ACCOUNT_NOT_FOUND', `Account ${foreign} was not found`);
  return owned;
}
