import { sql } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';
import { convert, referenceFx } from '../instruments/fx';
import { HOLDING_EFFECT } from '../accounts/holding-effect-sql';

/**
 * What an account was worth at the end of each of the given days (plain dates), in its own
 * currency, in the order given: its cash (every transaction's cash effect booked on or before the
 * day) and each holding (bought and transferred in, less sold) at its last close on or before the
 * day. Two queries for all the days. The stored exchange rates are today's reference rates, so a
 * holding in another currency is converted at those (the platform keeps no rate history yet).
 */
export async function accountValuesAt(
  db: Db,
  accid: number,
  currency: string,
  days: string[],
): Promise<Decimal[]> {
  const dayList = days.join(',');
  const cashRows = await queryRows<{ day: string; cash: string }>(
    db,
    sql`select d.day::text as day, coalesce(sum(t.amount), 0)::text as cash
        from unnest(string_to_array(${dayList}, ',')::date[]) as d(day)
        left join transactions t on t.accid = ${accid} and t.trade_date <= d.day
        group by d.day`,
  );
  const holdings = await queryRows<{ day: string; quantity: string; currency: string; close: string | null }>(
    db,
    sql`with held as (
          select d.day, t.instrument_id,
                 sum(${HOLDING_EFFECT}) as quantity
          from unnest(string_to_array(${dayList}, ',')::date[]) as d(day)
          join transactions t on t.accid = ${accid} and t.trade_date <= d.day and t.instrument_id is not null
          group by d.day, t.instrument_id)
        select h.day::text as day, h.quantity::text as quantity, trim(i.currency) as currency,
               (select b.close::text from daily_bars b
                where b.instrument_id = h.instrument_id and b.day <= h.day
                order by b.day desc limit 1) as close
        from held h join instruments i on i.instrument_id = h.instrument_id
        where h.quantity <> 0`,
  );
  const fx = await referenceFx(db);
  const values = new Map(cashRows.map((r) => [r.day, new Decimal(r.cash)]));
  for (const h of holdings) {
    if (h.close === null) continue; // no price before the day: nothing to value it at
    const held = convert(fx, new Decimal(h.quantity).times(h.close), h.currency, currency);
    values.set(h.day, values.get(h.day)!.plus(held));
  }
  return days.map((day) => values.get(day)!.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
}
