import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AccountProvider } from '@broker/domain';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';
import { notFound } from '../http/api-error';

/**
 * Which of the customer's accounts an area works on: ours (NORDBROKER, every area but two), the
 * Netfonds ones (the Netfonds calls), or all (tax, which is about the person, wherever the shares
 * are kept). An account outside the scope answers 404 like a missing one.
 */
export type AccountScope = AccountProvider | 'ALL';

/** The condition on `accounts` for a scope. */
export const inScope = (scope: AccountScope): SQL | undefined =>
  scope === 'ALL' ? undefined : eq(accounts.provider, scope);

/**
 * The accounts a list of account ids names, all the customer's: one that is not answers 404
 * ACCOUNT_NOT_FOUND exactly like a missing one, before anything else is read, so a call reveals
 * nothing of another customer's. Without ids: every account of the customer in the scope.
 */
export async function ownedAccounts(
  db: Db,
  customerId: number,
  accids?: readonly number[],
  scope: AccountScope = 'NORDBROKER',
): Promise<{ accid: number; accno: string; alias: string; type: string; currency: string }[]> {
  const owned = await db
    .select({
      accid: accounts.accid,
      accno: accounts.accno,
      alias: accounts.alias,
      type: accounts.type,
      currency: accounts.currency,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        inScope(scope),
        accids ? inArray(accounts.accid, [...accids]) : undefined,
      ),
    )
    .orderBy(asc(accounts.accid));
  const ids = new Set(owned.map((r) => r.accid));
  const foreign = accids?.find((id) => !ids.has(id));
  if (foreign !== undefined) throw notFound('ACCOUNT_NOT_FOUND', `Account ${foreign} was not found`);
  return owned;
}
