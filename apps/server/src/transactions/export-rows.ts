import { sql, type SQL } from 'drizzle-orm';
import type { TransactionCsvRow } from '@broker/domain';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';

export interface ExportRow extends TransactionCsvRow {
  accid: number;
}

/**
 * Rows per read: about a megabyte of rows, and few reads. Across several accounts the order by
 * trade date is not an index order, so each read sorts what is left after the key: 1,000 rows a
 * read made an export of 100,000 rows three times slower (bench/exports.bench.ts).
 */
export const EXPORT_CHUNK = 5000;

/**
 * The matching transactions in trade-date order, read a chunk at a time by keyset (the last row's
 * trade date and id), so an export of ten years of five accounts never holds more than one chunk
 * and no read skips rows the way an ever larger offset would.
 */
export async function* exportRows(
  db: Db,
  where: readonly SQL[],
  sort: 'ASC' | 'DESC',
  chunk = EXPORT_CHUNK,
): AsyncGenerator<ExportRow[]> {
  const direction = sql.raw(sort === 'ASC' ? 'asc' : 'desc');
  const beyond = sql.raw(sort === 'ASC' ? '>' : '<');
  let last: { day: string; id: number } | undefined;
  for (;;) {
    const after = last ? [sql`(t.trade_date, t.id) ${beyond} (${last.day}::date, ${last.id}::int)`] : [];
    const rows = await queryRows<{
      id: number;
      accid: number;
      accno: string;
      type: ExportRow['type'];
      name: string | null;
      isin: string | null;
      instrument_currency: string | null;
      trade_date: string;
      settle_date: string;
      quantity: string | null;
      price: string | null;
      amount: string;
      fee: string;
      currency: string;
    }>(
      db,
      sql`select t.id, t.accid, a.accno, t.type, i.name, i.isin, trim(i.currency) as instrument_currency,
                 t.trade_date::text as trade_date, t.settle_date::text as settle_date,
                 t.quantity::text as quantity, t.price::text as price, t.amount::text as amount,
                 t.fee::text as fee, trim(t.currency) as currency
          from transactions t
          join accounts a on a.accid = t.accid
          left join instruments i on i.instrument_id = t.instrument_id
          where ${sql.join([...where, ...after], sql` and `)}
          order by t.trade_date ${direction}, t.id ${direction}
          limit ${chunk}`,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      accid: Number(r.accid),
      transactionId: Number(r.id),
      tradeDate: r.trade_date,
      settleDate: r.settle_date,
      accountNumber: String(r.accno),
      type: r.type,
      instrument: r.name,
      isin: r.isin,
      quantity: r.quantity,
      price: r.price,
      priceCurrency: r.price === null ? null : (r.instrument_currency ?? String(r.currency)),
      amount: r.amount,
      fee: r.fee,
      currency: String(r.currency),
    }));
    if (rows.length < chunk) return;
    const end = rows[rows.length - 1]!;
    last = { day: end.trade_date, id: Number(end.id) };
  }
}
