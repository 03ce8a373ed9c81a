import { sql } from 'drizzle-orm';
import type { CallReply, getExternalTransactions } from '@broker/contract';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';

/**
 * External transactions (spec 001 §7.22; issue 13): the money that moved between the customer's
 * accounts and their banks, deposits and withdrawals in one list, newest first, a page at a time.
 * `country` is the banking country: a deposit whose bank has not answered yet counts as the
 * customer's own country's.
 */

type Reply = CallReply<typeof getExternalTransactions>;

export async function externalTransactions(
  db: Db,
  customerId: number,
  q: { country: string; limit: number; offset: number },
): Promise<Reply> {
  const country = q.country.toUpperCase();
  const moves = sql`
    select 'D' || d.id as id, 'DEPOSIT' as kind, d.accid, d.amount as amount, d.currency, d.status,
           b.display as bank_account, d.created_at, d.transaction_id,
           coalesce(b.country, c.country) as country
      from deposits d
      join customers c on c.id = d.customer_id
      left join external_bank_accounts b on b.id = d.bank_account_id
     where d.customer_id = ${customerId}
    union all
    select 'W' || w.id, 'WITHDRAWAL', w.accid, -w.amount, w.currency, w.status,
           b.display, w.requested_at, w.transaction_id, b.country
      from withdrawals w
      join external_bank_accounts b on b.id = w.bank_account_id
     where w.customer_id = ${customerId}`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${moves}) m where m.country = ${country}`,
  );
  const rows = await queryRows<{
    id: string;
    kind: 'DEPOSIT' | 'WITHDRAWAL';
    accid: number;
    amount: string;
    currency: string;
    status: string;
    bank_account: string | null;
    created_at: Date | string;
    transaction_id: number | null;
  }>(
    db,
    sql`select * from (${moves}) m where m.country = ${country}
        order by m.created_at desc, m.id desc limit ${q.limit} offset ${q.offset}`,
  );
  return {
    total: count?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      accid: r.accid,
      amount: Number(r.amount),
      currency: r.currency.trim(),
      status: r.status,
      bank_account: r.bank_account,
      created_at: new Date(r.created_at).getTime(),
      transaction_id: r.transaction_id,
    })),
  };
}
