import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CallReply,
  TransactionsQuerySchema,
  getTransactionFilters,
  getTransactions,
} from '@broker/contract';
import {
  ACQUIRING_TYPES,
  bookedCost,
  type CorporateActionDetail,
  type TransactionType,
} from '@broker/domain';
import type { Db } from '../db/database';
import { intArray, queryRows } from '../chart/db-rows';
import { contractNoteUrl } from '../exchange/replies';
import { ownedAccounts, type AccountScope } from '../accounts/owned-accounts';
import { transactionConditions } from './filter';

type Page = CallReply<typeof getTransactions>;
type Filters = CallReply<typeof getTransactionFilters>;
type Query = z.output<typeof TransactionsQuerySchema>;

interface Row {
  id: number;
  accid: number;
  accno: string;
  type: TransactionType;
  instrument_id: number | null;
  instrument_name: string | null;
  instrument_currency: string | null;
  trade_date: string;
  settle_date: string;
  quantity: string | null;
  price: string | null;
  amount: string;
  fee: string;
  currency: string;
  trade_id: number | null;
  related_id: number | null;
  related_type: TransactionType | null;
  related_date: string | null;
  corrected_cost: string | null;
  counterpart_name: string | null;
  detail: unknown;
  total: string;
}

/**
 * A purchase's acquisition cost in force, fees included: the customer's latest correction (a null
 * correction takes the booked cost back), else the booked cost. Null for other rows.
 */
function acquisitionCostOf(r: Row): { acquisition_cost: number | null; acquisition_cost_edited: boolean } {
  if (!(ACQUIRING_TYPES as readonly string[]).includes(r.type)) {
    return { acquisition_cost: null, acquisition_cost_edited: false };
  }
  if (r.corrected_cost !== null)
    return { acquisition_cost: Number(r.corrected_cost), acquisition_cost_edited: true };
  const booked = bookedCost({
    type: r.type,
    amount: r.amount,
    quantity: r.quantity ?? '0',
    price: r.price,
    detail: r.detail,
  });
  return { acquisition_cost: booked.toNumber(), acquisition_cost_edited: false };
}

/** A corporate action's split ratio, from its detail. */
function splitOf(r: Row): { from: number; to: number } | null {
  const d = r.detail as Partial<CorporateActionDetail> | null;
  return r.type === 'CORPORATE_ACTION' && d?.action === 'SPLIT' && d.from && d.to
    ? { from: d.from, to: d.to }
    : null;
}

/** A spin-off's or a merger's row: what moved, from or to which instrument. */
function moveOf(r: Row): Page['transactions'][number]['move'] {
  const d = r.detail as Partial<Extract<CorporateActionDetail, { role: 'FROM' | 'TO' }>> | null;
  if (r.type !== 'CORPORATE_ACTION' || !d?.role || !d.action || d.counterpart === undefined) return null;
  return {
    action: d.action,
    role: d.role,
    instrument_id: d.counterpart,
    instrument_name: r.counterpart_name ?? '',
    from: d.from ?? 1,
    to: d.to ?? 1,
    cost_share: Number(d.costShare ?? 0),
  };
}

/**
 * A page of the customer's transactions (spec 001 §7.22 "transactions page"), on our accounts or,
 * for the Netfonds calls, on theirs; `noteUrl` links a trade booked without an exchange fill (a
 * Netfonds trade) to its note.
 */
export async function transactionsPage(
  db: Db,
  customerId: number,
  q: Query,
  scope: AccountScope = 'NORDBROKER',
  noteUrl?: (accid: number, transactionId: number) => string,
): Promise<Page> {
  const { where } = await transactionConditions(db, customerId, q, scope);
  const direction = sql.raw(q.sort === 'ASC' ? 'asc' : 'desc');
  // Numbers as text, so decimals arrive exact from both drivers; the count rides along each row.
  const rows = await queryRows<Row>(
    db,
    sql`select t.id, t.accid, a.accno, t.type, t.instrument_id, i.name as instrument_name,
               i.currency as instrument_currency, t.trade_date::text as trade_date,
               t.settle_date::text as settle_date, t.quantity::text as quantity, t.price::text as price,
               t.amount::text as amount, t.fee::text as fee, t.currency, x.id as trade_id,
               t.related_id, rel.type as related_type, rel.trade_date::text as related_date, t.detail,
               (select c.name from instruments c
                where c.instrument_id = (t.detail->>'counterpart')::int) as counterpart_name,
               (select adj.acquisition_cost::text from tax_adjustments adj
                where adj.transaction_id = t.id and adj.kind = 'ACQUISITION_COST'
                order by adj.id desc limit 1) as corrected_cost,
               count(*) over ()::text as total
        from transactions t
        join accounts a on a.accid = t.accid
        left join instruments i on i.instrument_id = t.instrument_id
        left join exchange_trades x on x.transaction_id = t.id
        left join transactions rel on rel.id = t.related_id
        where ${sql.join(where, sql` and `)}
        order by t.trade_date ${direction}, t.id ${direction}
        limit ${q.limit} offset ${q.offset}`,
  );
  // Past the last page the window count is not there: count on its own then.
  const total =
    rows[0] !== undefined
      ? Number(rows[0].total)
      : Number(
          (
            await queryRows<{ n: string }>(
              db,
              sql`select count(*)::text as n from transactions t where ${sql.join(where, sql` and `)}`,
            )
          )[0]?.n ?? 0,
        );
  return {
    total,
    limit: q.limit,
    offset: q.offset,
    transactions: rows.map((r) => {
      const currency = String(r.currency).trim();
      return {
        transaction_id: Number(r.id),
        accid: Number(r.accid),
        account_number: String(r.accno),
        type: r.type,
        instrument_id: r.instrument_id === null ? null : Number(r.instrument_id),
        instrument_name: r.instrument_name,
        trade_date: r.trade_date,
        settle_date: r.settle_date,
        quantity: r.quantity === null ? null : Number(r.quantity),
        price:
          r.price === null
            ? null
            : { value: Number(r.price), currency: String(r.instrument_currency ?? currency).trim() },
        amount: { value: Number(r.amount), currency },
        fee: { value: Number(r.fee), currency },
        contract_note_url:
          r.trade_id !== null
            ? contractNoteUrl(Number(r.accid), Number(r.trade_id))
            : noteUrl && (r.type === 'BUY' || r.type === 'SELL')
              ? noteUrl(Number(r.accid), Number(r.id))
              : null,
        related:
          r.related_id === null
            ? null
            : { transaction_id: Number(r.related_id), type: r.related_type!, trade_date: r.related_date! },
        split: splitOf(r),
        move: moveOf(r),
        ...acquisitionCostOf(r),
      };
    }),
  };
}

/** What the customer's transactions can be filtered by (spec 001 §7.22 "transaction-filters"). */
export async function transactionFilters(db: Db, customerId: number): Promise<Filters> {
  const accounts = await ownedAccounts(db, customerId);
  const accids = sql`${intArray(accounts.map((a) => a.accid))}::int[]`;
  const [types, instruments, span] = await Promise.all([
    queryRows<{ type: TransactionType }>(
      db,
      sql`select distinct type from transactions where accid = any(${accids}) order by type`,
    ),
    queryRows<{ instrument_id: number; name: string }>(
      db,
      sql`select distinct i.instrument_id, i.name from transactions t
          join instruments i on i.instrument_id = t.instrument_id
          where t.accid = any(${accids}) order by i.name`,
    ),
    queryRows<{ first: string | null; last: string | null }>(
      db,
      sql`select min(trade_date)::text as first, max(trade_date)::text as last
          from transactions where accid = any(${accids})`,
    ),
  ]);
  return {
    accounts: accounts.map((a) => ({ accid: a.accid, account_number: a.accno })),
    types: types.map((t) => t.type),
    instruments: instruments.map((i) => ({ instrument_id: Number(i.instrument_id), name: String(i.name) })),
    first_date: span[0]?.first ?? null,
    last_date: span[0]?.last ?? null,
  };
}
