import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { intArray, queryRows } from '../chart/db-rows';
import { notReversed, type LedgerRow } from './realisations';

/**
 * The transactions of the given types on the given accounts, less those reversed by `until`, with their instrument's name and ISIN,
 * in the order of each holding's history (account, instrument, trade date, booking): what the
 * national reports replay. Rows without an instrument (deposits, withdrawals) have name and ISIN ''.
 */
export function ledgerRows(
  db: Db,
  accids: readonly number[],
  types: readonly string[],
  until: string,
): Promise<LedgerRow[]> {
  return queryRows<LedgerRow>(
    db,
    sql`select t.id, t.accid, t.instrument_id, t.type, t.trade_date::text as trade_date,
               coalesce(t.quantity, 0)::text as quantity, t.price::text as price,
               t.amount::text as amount, t.fee::text as fee, trim(t.currency) as currency,
               coalesce(i.name, '') as name, coalesce(i.isin, '') as isin, t.detail
        from transactions t left join instruments i on i.instrument_id = t.instrument_id
        where t.accid = any(${intArray(accids)}::int[])
          and t.type = any(${`{${types.join(',')}}`}::text[])
          and t.trade_date <= ${until}::date
          and ${notReversed(until)}
        order by t.accid, t.instrument_id nulls first, t.trade_date, t.id`,
  );
}
