import { sql } from 'drizzle-orm';
import { addDays, COUNTRY_FACTS, localDayAt } from '@broker/domain';
import { COMMUNITY_MIN_CUSTOMERS, COMMUNITY_TRADING_WINDOW_DAYS } from '@broker/contract';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';

/** What the customers as a whole do with one instrument; never who. */
export interface InstrumentActivity {
  instrumentId: number;
  owners: number;
  trades: number;
  traders: number;
  buys: number;
}

export interface TradingWindow {
  from: string;
  to: string;
}

/** The last COMMUNITY_TRADING_WINDOW_DAYS calendar days up to and including today in Stockholm. */
export function tradingWindow(now: number): TradingWindow {
  const to = localDayAt(COUNTRY_FACTS.SE.timeZone, now);
  return { from: addDays(to, -(COMMUNITY_TRADING_WINDOW_DAYS - 1)), to };
}

interface Row {
  instrument_id: number;
  owners: number;
  trades: number;
  traders: number;
  buys: number;
}

/**
 * Per instrument: customers holding it now (positions of all their accounts summed), and the buy
 * and sell trades of the window with the number of customers behind them. Only counts leave the
 * database. A figure backed by fewer than COMMUNITY_MIN_CUSTOMERS customers is zeroed, so that no
 * customer's own holding or trade can be read off the feed; an instrument with neither figure left
 * is dropped.
 */
export async function instrumentActivity(db: Db, window: TradingWindow): Promise<InstrumentActivity[]> {
  const rows = await queryRows<Row>(
    db,
    sql`with holders as (
          select p.instrument_id, a.customer_id
          from positions p join accounts a on a.accid = p.accid and a.provider = 'NORDBROKER'
          group by p.instrument_id, a.customer_id
          having sum(p.qty) > 0
        ),
        owned as (
          select instrument_id, count(*)::int as owners from holders group by instrument_id
        ),
        traded as (
          select t.instrument_id,
                 count(*)::int as trades,
                 count(distinct a.customer_id)::int as traders,
                 (count(*) filter (where t.type = 'BUY'))::int as buys
          from transactions t join accounts a on a.accid = t.accid and a.provider = 'NORDBROKER'
          where t.type in ('BUY', 'SELL') and t.instrument_id is not null
            and t.trade_date between ${window.from}::date and ${window.to}::date
          group by t.instrument_id
        )
        select coalesce(o.instrument_id, d.instrument_id) as instrument_id,
               coalesce(o.owners, 0) as owners,
               coalesce(d.trades, 0) as trades,
               coalesce(d.traders, 0) as traders,
               coalesce(d.buys, 0) as buys
        from owned o full outer join traded d on d.instrument_id = o.instrument_id`,
  );
  return rows.flatMap((r) => {
    const owners = Number(r.owners) >= COMMUNITY_MIN_CUSTOMERS ? Number(r.owners) : 0;
    const enoughTraders = Number(r.traders) >= COMMUNITY_MIN_CUSTOMERS;
    const activity: InstrumentActivity = {
      instrumentId: Number(r.instrument_id),
      owners,
      trades: enoughTraders ? Number(r.trades) : 0,
      traders: enoughTraders ? Number(r.traders) : 0,
      buys: enoughTraders ? Number(r.buys) : 0,
    };
    return activity.owners > 0 || activity.trades > 0 ? [activity] : [];
  });
}

/** Most held first; ties by most traded, then by id so the order is stable. */
export function byOwners(a: InstrumentActivity, b: InstrumentActivity): number {
  return b.owners - a.owners || b.trades - a.trades || a.instrumentId - b.instrumentId;
}

/** Most traded first; ties by most traders, then most held, then id. */
export function byTrades(a: InstrumentActivity, b: InstrumentActivity): number {
  return (
    b.trades - a.trades || b.traders - a.traders || b.owners - a.owners || a.instrumentId - b.instrumentId
  );
}

/** Whole percent of the trades that were buys; null without trades. */
export function buyPercent(a: InstrumentActivity): number | null {
  return a.trades === 0 ? null : Math.round((a.buys / a.trades) * 100);
}
