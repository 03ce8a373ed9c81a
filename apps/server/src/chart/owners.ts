import { sql } from 'drizzle-orm';
import { addDays, dayStamp } from '@broker/domain';
import type { Db } from '../db/database';
import { queryRows } from './db-rows';

interface HoldingChange {
  customer_id: number;
  day: string;
  /** The customer's total quantity (all accounts) after the day's trades. */
  qty: number;
}

/**
 * How many customers held the instrument at the end of each day from `fromDay` to `toDay`, derived
 * from the ledger of trades: a customer holds it on a day when the sum of their buys minus sells
 * over all their accounts up to that day is above zero. Only BUY and SELL move quantities (a
 * DIVIDEND row's quantity is the holding it was paid on). positions is the ledger's running total
 * (the seed writes both from one simulation; chart.test.ts checks that they agree), but it only
 * knows the present, and owners need every day of the period.
 */
export async function ownersPerDay(
  db: Db,
  instrumentId: number,
  fromDay: string,
  toDay: string,
): Promise<{ timestamp: number; value: number }[]> {
  if (fromDay > toDay) return [];
  const changes = await queryRows<HoldingChange>(
    db,
    sql`with daily as (
          select a.customer_id, t.trade_date as day,
                 sum(case when t.type = 'BUY' then t.quantity else -t.quantity end) as delta
          from transactions t join accounts a on a.accid = t.accid and a.provider = 'NORDBROKER'
          where t.instrument_id = ${instrumentId} and t.type in ('BUY', 'SELL') and t.trade_date <= ${toDay}::date
          group by a.customer_id, t.trade_date
        )
        select customer_id, day::text as day,
               (sum(delta) over (partition by customer_id order by day))::float8 as qty
        from daily order by day, customer_id`,
  );
  const held = new Map<number, boolean>();
  let owners = 0;
  let k = 0;
  const apply = (c: HoldingChange) => {
    const holds = Number(c.qty) > 1e-9;
    const before = held.get(c.customer_id) ?? false;
    if (holds !== before) owners += holds ? 1 : -1;
    held.set(c.customer_id, holds);
  };
  // Everything before the period sets the holdings at its start.
  while (k < changes.length && changes[k]!.day < fromDay) apply(changes[k++]!);
  const out: { timestamp: number; value: number }[] = [];
  // The first trade bounds an ALL period that starts in 1970.
  let day = fromDay;
  if (changes.length > 0 && changes[0]!.day > day) day = changes[0]!.day;
  for (; day <= toDay; day = addDays(day, 1)) {
    while (k < changes.length && changes[k]!.day === day) apply(changes[k++]!);
    out.push({ timestamp: dayStamp(day), value: owners });
  }
  return out;
}
