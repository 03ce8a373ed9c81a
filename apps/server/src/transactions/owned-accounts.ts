import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notFound } from '../http/api-error';
import { intArray, queryRows } from '../chart/db-rows';

/**
 * The accounts a list of account ids names, all the customer's: one that is not answers 404
 * ACCOUNT_NOT_FOUND exactly like a missing one, before anything else is read, so a call reveals
 * nothing of another customer's. Without ids: every account of the customer.
 */
export async function ownedAccounts(
  db: Db,
  customerId: number,
  accids?: readonly number[],
): Promise<{ accid: number; accno: string }[]> {
  const rows = await queryRows<{ accid: number; accno: string }>(
    db,
    accids
      ? sql`select accid, accno from accounts
            where accid = any(${intArray(accids)}::int[]) and customer_id = ${customerId} order by accid`
      : sql`select accid, accno from accounts where customer_id = ${customerId} order by accid`,
  );
  const owned = rows.map((r) => ({ accid: Number(r.accid), accno: String(r.accno) }));
  const ids = new Set(owned.map((r) => r.accid));
  const foreign = accids?.find((id) => !ids.has(id));
  if (foreign !== undefined) throw notFound('ACCOUNT_NOT_FOUND', `Account ${foreign} was not found`);
  return owned;
}
