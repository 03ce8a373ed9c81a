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
  const cash = await cashAt(db, accid, days);
  const holdings = await holdingsAt(db, accid, days);
  const fx = await referenceFx(db);
  const values = new Map(days.map((day, i) => [day, cash[i]!]));
  for (const h of holdings) {
    if (h.close === null) continue; // no price before the day: nothing to value it at
    const held = convert(fx, new Decimal(h.quantity).times(h.close), h.currency, currency);
    values.set(h.day, values.get(h.day)!.plus(held));
  }
  return days.map((day) => values.get(day)!.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
}

/** An account's cash at the end of each of the given days: every cash effect booked on or before it. */
export async function cashAt(db: Db, accid: number, days: string[]): Promise<Decimal[]> {
  const rows = await queryRows<{ day: string; cash: string }>(
    db,
    sql`select d.day::text as day, coalesce(sum(t.amount), 0)::text as cash
        from unnest(string_to_array(${days.join(',')}, ',')::date[]) as d(day)
        left join transactions t on t.accid = ${accid} and t.trade_date <= d.day
        group by d.day`,
  );
  const byDay = new Map(rows.map((r) => [r.day, new Decimal(r.cash)]));
  return days.map((day) => byDay.get(day) ?? new Decimal(0));
}

export interface HeldAt {
  day: string;
  instrumentId: number;
  name: string;
  isin: string;
  quantity: string;
  currency: string;
  /** The last close on or before the day, and its day; null when it had no price by then. */
  close: string | null;
  closeDay: string | null;
}

/**
 * What an account held at the end of each of the given days (plain dates): each instrument's
 * quantity (bought and transferred in, less sold) with its last close on or before the day. One
 * query for all the days.
 */
export async function holdingsAt(db: Db, accid: number, days: string[]): Promise<HeldAt[]> {
  const rows = await queryRows<{
    day: string;
    instrument_id: number;
    name: string;
    isin: string;
    quantity: string;
    currency: string;
    close: string | null;
    close_day: string | null;
  }>(
    db,
    sql`with held as (
          select d.day, t.instrument_id,
                 sum(${HOLDING_EFFECT}) as quantity
          from unnest(string_to_array(${days.join(',')}, ',')::date[]) as d(day)
          join transactions t on t.accid = ${accid} and t.trade_date <= d.day and t.instrument_id is not null
          group by d.day, t.instrument_id)
        select h.day::text as day, h.instrument_id, i.name, i.isin, h.quantity::text as quantity,
               trim(i.currency) as currency, last.close::text as close, last.day::text as close_day
        from held h join instruments i on i.instrument_id = h.instrument_id
        left join lateral (select b.close, b.day from daily_bars b
                           where b.instrument_id = h.instrument_id and b.day <= h.day
                           order by b.day desc limit 1) last on true
        where h.quantity <> 0
        order by i.name`,
  );
  return rows.map((r) => ({
    day: r.day,
    instrumentId: Number(r.instrument_id),
    name: r.name,
    isin: r.isin,
    quantity: r.quantity,
    currency: r.currency,
    close: r.close,
    closeDay: r.close_day,
  }));
}
