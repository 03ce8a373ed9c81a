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

/**
 * The money put into and taken out of the given accounts until the day, as flows in the year they
 * happened: deposits (positive) and withdrawals (negative). A booking reversed in its own year is
 * left out with its reversal; one reversed in a later year stays in its year, and its reversal is
 * a flow of the other kind in the reversal's year (a deposit taken back is money out). What the
 * mark-to-market and deposit-based rules replay year by year (Denmark's aktiesparekonto, Norway's
 * ASK), so an earlier year reads the same in every later report.
 */
export function cashFlowRows(db: Db, accids: readonly number[], until: string): Promise<LedgerRow[]> {
  return queryRows<LedgerRow>(
    db,
    sql`select t.id, t.accid, t.instrument_id,
               case when t.type <> 'REVERSAL' then t.type
                    when o.type = 'DEPOSIT' then 'WITHDRAWAL' else 'DEPOSIT' end as type,
               t.trade_date::text as trade_date, '0' as quantity, null as price,
               t.amount::text as amount, t.fee::text as fee, trim(t.currency) as currency,
               '' as name, '' as isin, null as detail
        from transactions t
        left join transactions o on t.type = 'REVERSAL' and o.id = t.related_id
        where t.accid = any(${intArray(accids)}::int[])
          and t.trade_date <= ${until}::date
          and (t.type in ('DEPOSIT', 'WITHDRAWAL')
               or (t.type = 'REVERSAL' and o.type in ('DEPOSIT', 'WITHDRAWAL')))
          -- a booking and its reversal in one year cancel out: neither is a flow
          and not exists (select 1 from transactions r
                          where t.type <> 'REVERSAL' and r.related_id = t.id and r.type = 'REVERSAL'
                            and r.trade_date <= ${until}::date
                            and date_part('year', r.trade_date) = date_part('year', t.trade_date))
          and not (t.type = 'REVERSAL'
                   and date_part('year', t.trade_date) = date_part('year', o.trade_date))
        order by t.accid, t.trade_date, t.id`,
  );
}
