import { sql } from 'drizzle-orm';
import type { CallReply, getBalanceSummary, getTransactionSummary } from '@broker/contract';
import type { TransactionType } from '@broker/domain';
import type { Db } from '../db/database';
import { intArray, queryRows } from '../chart/db-rows';
import { transactionConditions, type OwnedAccount, type TransactionsFilter } from './filter';

/**
 * The transactions the filters match, counted and summed per type and currency (spec 001 §7.22
 * "transaction-summary"). Sums are taken by the database in numeric, so they are exact.
 */
export async function transactionSummary(
  db: Db,
  customerId: number,
  f: TransactionsFilter,
): Promise<CallReply<typeof getTransactionSummary>> {
  const { where } = await transactionConditions(db, customerId, f);
  // One pass: the sums per type and currency, and (grouping set (currency), type null) the net per
  // currency, both taken in numeric by the database rather than added up here in floating point.
  const rows = await queryRows<{
    type: TransactionType | null;
    currency: string;
    n: string;
    amount: string;
    fee: string;
  }>(
    db,
    sql`select t.type, trim(t.currency) as currency, count(*)::text as n,
               sum(t.amount)::text as amount, sum(t.fee)::text as fee
        from transactions t where ${sql.join(where, sql` and `)}
        group by grouping sets ((t.type, t.currency), (t.currency))
        order by t.type nulls first, t.currency`,
  );
  const types = rows
    .filter((r) => r.type !== null)
    .map((r) => ({
      type: r.type!,
      currency: String(r.currency),
      count: Number(r.n),
      amount: Number(r.amount),
      fee: Number(r.fee),
    }));
  const nets = rows.filter((r) => r.type === null);
  return { types, net: nets.map((r) => ({ currency: String(r.currency), value: Number(r.amount) })) };
}

/**
 * Per account, the cash before the period, what came in and went out in it, and the cash at its
 * end (spec 001 §7.22 "balance-summary"). Every cash movement is a transaction row with its cash
 * effect in `amount` (accounts/ledger.ts writes both together), so the balances are sums of
 * transactions by trade date.
 */
export async function balanceSummary(
  db: Db,
  customerId: number,
  f: Pick<TransactionsFilter, 'accids' | 'from' | 'to'>,
): Promise<CallReply<typeof getBalanceSummary>> {
  const { accounts } = await transactionConditions(db, customerId, f);
  return accountBalances(db, accounts, f.from, f.to);
}

/** balanceSummary of accounts whose ownership the caller has already checked. */
export async function accountBalances(
  db: Db,
  accounts: OwnedAccount[],
  fromDay: string | undefined,
  toDay: string | undefined,
): Promise<CallReply<typeof getBalanceSummary>> {
  const from = fromDay ?? null;
  const to = toDay ?? null;
  const rows = await queryRows<{
    accid: number;
    opening: string;
    money_in: string;
    money_out: string;
    closing: string;
  }>(
    db,
    sql`select t.accid, sum(t.amount)::text as closing,
               coalesce(sum(t.amount) filter (where t.trade_date < ${from}::date), 0)::text as opening,
               coalesce(sum(t.amount) filter (where t.amount > 0 and ${inPeriod(from, to)}), 0)::text as money_in,
               coalesce(sum(t.amount) filter (where t.amount < 0 and ${inPeriod(from, to)}), 0)::text as money_out
        from transactions t
        where t.accid = any(${intArray(accounts.map((a) => a.accid))}::int[])
          and (${to}::date is null or t.trade_date <= ${to}::date)
        group by t.accid`,
  );
  const byAccount = new Map(rows.map((r) => [Number(r.accid), r]));
  return {
    accounts: accounts.map((a) => {
      const r = byAccount.get(a.accid);
      return {
        accid: a.accid,
        account_number: a.accno,
        currency: a.currency.trim(),
        opening: Number(r?.opening ?? 0),
        money_in: Number(r?.money_in ?? 0),
        money_out: Number(r?.money_out ?? 0),
        closing: Number(r?.closing ?? 0),
      };
    }),
  };
}

const inPeriod = (from: string | null, to: string | null) =>
  sql`(${from}::date is null or t.trade_date >= ${from}::date) and (${to}::date is null or t.trade_date <= ${to}::date)`;
