import type { CallReply, getNetfondsAccounts } from '@broker/contract';
import { sql } from 'drizzle-orm';
import { money, type TransactionType } from '@broker/domain';
import { queryRows } from '../chart/db-rows';
import type { Deps } from '../deps';
import type { Db } from '../db/database';
import { notFound } from '../http/api-error';
import { findOwnedAccount, listAccounts, type AccountRow } from '../accounts/queries';
import { summarizeAccount } from '../accounts/valuation';

/**
 * The customer's Netfonds account; another customer's, a missing one and one of ours all answer
 * 404 ACCOUNT_NOT_FOUND alike.
 */
export async function netfondsAccount(db: Db, customerId: number, accid: number): Promise<AccountRow> {
  const account = await findOwnedAccount(db, customerId, accid, 'NETFONDS');
  if (!account) throw notFound('ACCOUNT_NOT_FOUND', `Netfonds account ${accid} was not found`);
  return account;
}

/** Spec 001 §7.22 "Netfonds accounts": each with its cash and the value of its holdings now. */
export async function netfondsAccounts(
  deps: Deps,
  customerId: number,
): Promise<CallReply<typeof getNetfondsAccounts>> {
  const rows = await listAccounts(deps.db, customerId, 'NETFONDS');
  return Promise.all(
    rows.map(async (a) => {
      const [s, types] = await Promise.all([
        summarizeAccount(deps.db, a),
        queryRows<{ type: TransactionType }>(
          deps.db,
          sql`select distinct type from transactions where accid = ${a.accid} order by type`,
        ),
      ]);
      const currency = a.currency.trim();
      return {
        accid: a.accid,
        account_number: a.accno,
        alias: a.alias,
        type: a.type,
        currency,
        cash: money(s.cash, currency),
        market_value: money(s.marketValue, currency),
        total_value: money(s.ownCapital, currency),
        transaction_types: types.map((t) => t.type),
      };
    }),
  );
}
