import { sql } from 'drizzle-orm';
import { localDay } from '../market/sessions';
import type { Db } from '../db/database';
import { notFound } from '../http/api-error';
import { TtlCache } from '../platform/ttl-cache';
import { intArray, queryRows } from './db-rows';

/** What the chart needs to know about an instrument. */
export interface ChartInstrument {
  instrumentId: number;
  symbol: string;
  currency: string;
  isFund: boolean;
  /** The time zone of its market: intraday buckets and "today" are local there. */
  timeZone: string;
}

interface Row {
  instrument_id: number;
  symbol: string;
  currency: string;
  group_type: string;
  time_zone: string;
}

function toInstrument(r: Row): ChartInstrument {
  return {
    instrumentId: Number(r.instrument_id),
    symbol: r.symbol,
    currency: r.currency.trim(),
    isFund: r.group_type === 'FND',
    timeZone: r.time_zone,
  };
}

/** The instruments of the ids that exist, in no particular order. */
export async function findInstruments(db: Db, ids: readonly number[]): Promise<ChartInstrument[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<Row>(
    db,
    sql`select i.instrument_id, i.symbol, i.currency, i.group_type, m.time_zone
        from instruments i join markets m on m.market_id = i.market_id
        where i.instrument_id = any(${intArray(ids)}::int[])`,
  );
  return rows.map(toInstrument);
}

/**
 * The catalogue does not change while the server runs, and on PGlite every query costs a few
 * milliseconds, so an instrument's chart facts are kept for a minute (per database).
 */
const INSTRUMENT_TTL_MS = 60_000;
const instrumentCaches = new WeakMap<Db, TtlCache<number, ChartInstrument | undefined>>();

/** The instrument, or 404 UNKNOWN_INSTRUMENT. */
export async function chartInstrument(db: Db, id: number): Promise<ChartInstrument> {
  let cache = instrumentCaches.get(db);
  if (!cache) instrumentCaches.set(db, (cache = new TtlCache(INSTRUMENT_TTL_MS)));
  const found = await cache.getOrLoad(id, async () => (await findInstruments(db, [id]))[0]);
  if (!found) throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${id} was not found`);
  return found;
}

/** The market's calendar day at `now`: the chart's "today" (spec 002 §9 counts periods back from it). */
export function marketToday(instrument: ChartInstrument, now: number): string {
  return localDay(instrument.timeZone, now);
}
