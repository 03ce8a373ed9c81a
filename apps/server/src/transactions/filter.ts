import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TransactionsFilterSchema } from '@broker/contract';
import type { Db } from '../db/database';
import { intArray } from '../chart/db-rows';
import { inputError } from '../http/api-error';
import { ownedAccounts, type AccountScope } from '../accounts/owned-accounts';

export type TransactionsFilter = z.output<typeof TransactionsFilterSchema>;
export type OwnedAccount = Awaited<ReturnType<typeof ownedAccounts>>[number];

/** A comma list of ids as numbers, each once; undefined stays "all". */
export const idList = (list: string | undefined) =>
  list === undefined ? undefined : [...new Set(list.split(',').map(Number))];

/**
 * The conditions on `transactions t` that the filters of the page, the summaries and the downloads
 * share. The accounts are checked first: another customer's accid, or one outside the scope (ours
 * unless asked), answers 404 before any row is read. Dates are trade dates, inclusive.
 */
export async function transactionConditions(
  db: Db,
  customerId: number,
  f: TransactionsFilter,
  scope: AccountScope = 'NORDBROKER',
): Promise<{ accounts: OwnedAccount[]; where: SQL[] }> {
  const accounts = await ownedAccounts(db, customerId, idList(f.accids), scope);
  if (f.from && f.to && f.from > f.to) throw inputError('query.from', 'from must not be after to');
  const where: SQL[] = [sql`t.accid = any(${intArray(accounts.map((a) => a.accid))}::int[])`];
  if (f.types) where.push(sql`t.type = any(${`{${f.types}}`}::text[])`);
  const instruments = idList(f.instrument_ids);
  if (instruments) where.push(sql`t.instrument_id = any(${intArray(instruments)}::int[])`);
  if (f.from) where.push(sql`t.trade_date >= ${f.from}::date`);
  if (f.to) where.push(sql`t.trade_date <= ${f.to}::date`);
  return { accounts, where };
}
