import { sql } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';
import { convert, referenceFx } from '../instruments/fx';

/**
 * What an account was worth at the end of a day, in its own currency: its cash (every transaction's
 * cash effect booked on or before the day) and each holding (bought and transferred in, less sold)
 * at its last close on or before the day. The stored exchange rates are today's reference rates, so
 * a holding in another currency is converted at those (the platform keeps no rate history yet).
 */
export async function accountValueAt(db: Db, accid: number, currency: string, day: string): Promise<Decimal> {
  const [cash] = await queryRows<{ cash: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as cash from transactions
        where accid = ${accid} and trade_date <= ${day}::date`,
  );
  const holdings = await queryRows<{ quantity: string; currency: string; close: string | null }>(
    db,
    sql`with held as (
          select instrument_id,
                 sum(case when type in ('BUY', 'TRANSFER_IN') then quantity
                          when type = 'SELL' then -quantity else 0 end) as quantity
          from transactions
          where accid = ${accid} and trade_date <= ${day}::date and instrument_id is not null
          group by instrument_id)
        select h.quantity::text as quantity, trim(i.currency) as currency,
               (select b.close::text from daily_bars b
                where b.instrument_id = h.instrument_id and b.day <= ${day}::date
                order by b.day desc limit 1) as close
        from held h join instruments i on i.instrument_id = h.instrument_id
        where h.quantity <> 0`,
  );
  const fx = await referenceFx(db);
  let value = new Decimal(cash!.cash);
  for (const h of holdings) {
    if (h.close === null) continue; // no price before the day: nothing to value it at
    value = value.plus(convert(fx, new Decimal(h.quantity).times(h.close), h.currency, currency));
  }
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
