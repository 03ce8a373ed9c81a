import { sql } from 'drizzle-orm';
import type { CallReply, getCompanyEvents } from '@broker/contract';
import { addDays, type EventType } from '@broker/domain';
import type { Db } from '../db/database';
import { intArray, queryRows } from '../chart/db-rows';
import { inputError } from '../http/api-error';

/**
 * Company events of the held instruments (spec 001 §7.10 "company events"; issue 14): the
 * corporate events (dividends, reports, general meetings, splits) of every instrument the accounts
 * hold now, in a window of days around today. The coming ones first, soonest first, then the past
 * ones, latest first: what is next matters most, then what just happened.
 */

type Reply = CallReply<typeof getCompanyEvents>;

/** By default: the last quarter and the year ahead. */
export const DEFAULT_DAYS_BACK = 90;
export const DEFAULT_DAYS_AHEAD = 365;
/** A longer window is refused rather than read: five years of events is more than a page shows. */
const MAX_WINDOW_DAYS = 5 * 366;

interface Row {
  id: number;
  instrument_id: number;
  name: string;
  event: EventType;
  day: string;
  pay_day: string | null;
  dividend_amount: string | null;
  dividend_currency: string | null;
  split_from: number | null;
  split_to: number | null;
  accids: number[] | string;
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export async function companyEvents(
  db: Db,
  accounts: readonly { accid: number }[],
  today: string,
  window: { from?: string; to?: string },
): Promise<Reply> {
  const from = window.from ?? addDays(today, -DEFAULT_DAYS_BACK);
  const to = window.to ?? addDays(today, DEFAULT_DAYS_AHEAD);
  if (from > to) throw inputError('from', '"from" must be on or before "to"');
  if (daysBetween(from, to) > MAX_WINDOW_DAYS)
    throw inputError('to', 'At most five years of events at a time');
  if (accounts.length === 0) return [];
  const rows = await queryRows<Row>(
    db,
    sql`with held as (
          select p.instrument_id, array_agg(p.accid order by p.accid) as accids from positions p
          where p.accid = any(${intArray(accounts.map((a) => a.accid))}::int[]) and p.qty <> 0
          group by p.instrument_id)
        select e.id, e.instrument_id, i.name, e.event, e.day::text as day, e.pay_day::text as pay_day,
          e.dividend_amount::text as dividend_amount,
          case when e.dividend_amount is null then null
               else coalesce(trim(e.dividend_currency), trim(i.currency)) end as dividend_currency,
          e.split_from, e.split_to, h.accids
        from corporate_events e
        join held h on h.instrument_id = e.instrument_id
        join instruments i on i.instrument_id = e.instrument_id
        where e.day between ${from}::date and ${to}::date
        order by e.day, i.name, e.id`,
  );
  const events = rows.map((r) => ({
    id: Number(r.id),
    instrument_id: Number(r.instrument_id),
    name: r.name,
    type: r.event,
    day: r.day,
    upcoming: r.day >= today,
    pay_day: r.pay_day,
    dividend_amount: r.dividend_amount === null ? null : Number(r.dividend_amount),
    dividend_currency: r.dividend_currency,
    split:
      r.split_from !== null && r.split_to !== null
        ? { from: Number(r.split_from), to: Number(r.split_to) }
        : null,
    // PGlite answers an int[] as an array, node-postgres too; a driver that gives the text form is read.
    accids: (Array.isArray(r.accids) ? r.accids : String(r.accids).replace(/[{}]/g, '').split(',')).map(
      Number,
    ),
  }));
  return [...events.filter((e) => e.upcoming), ...events.filter((e) => !e.upcoming).reverse()];
}
