import { sql } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { queryRows } from '../chart/db-rows';
import { fxRates } from '../db/schema';
import { TtlCache } from '../platform/ttl-cache';

export type FxTable = Map<string, Decimal>;

export async function loadFx(db: Db | Tx): Promise<FxTable> {
  const rows = await db.select().from(fxRates);
  return new Map(rows.map((r) => [r.currency.trim(), new Decimal(r.sekPerUnit)]));
}

/**
 * The rates of a day: each currency's newest fixing on or before it (market/fx-fixings.ts), today's
 * reference rate for a currency the fixings do not reach back to. What a payment on that day is
 * converted at.
 */
export async function fxOn(db: Db, day: string): Promise<FxTable> {
  const [reference, fixings] = await Promise.all([
    loadFx(db),
    // Each currency's newest fixing on or before the day: an index walk per currency.
    queryRows<{ currency: string; rate: string }>(
      db,
      sql`select trim(r.currency) as currency, f.sek_per_unit::text as rate
          from fx_rates r
          cross join lateral (select sek_per_unit from fx_fixings x where x.currency = r.currency
                              and x.day <= ${day}::date order by day desc limit 1) f`,
    ),
  ]);
  for (const f of fixings) reference.set(f.currency, new Decimal(f.rate));
  return reference;
}

export interface FixingRow {
  currency: string;
  day: string;
  rate: number;
}

/**
 * The fixings of the currencies from `from` to `to`, with each one's newest before `from`, sorted
 * by day: the rates a day-by-day valuation walks through.
 */
export async function fixingsBetween(
  db: Db,
  currencies: readonly string[],
  from: string,
  to: string,
): Promise<FixingRow[]> {
  const list = currencies.filter((c) => c !== 'SEK');
  if (list.length === 0) return [];
  const currencySql = sql.join(
    list.map((c) => sql`${c}`),
    sql`, `,
  );
  return queryRows<FixingRow>(
    db,
    sql`select trim(r.currency) as currency, f.day::text as day, f.sek_per_unit::float8 as rate
        from fx_rates r
        cross join lateral (select day, sek_per_unit from fx_fixings x where x.currency = r.currency
                            and x.day < ${from}::date order by day desc limit 1) f
        where r.currency in (${currencySql})
        union all
        select trim(currency), day::text, sek_per_unit::float8 from fx_fixings
          where currency in (${currencySql}) and day between ${from}::date and ${to}::date
        order by day`,
  );
}

/**
 * Nothing changes the reference rates while the server runs but the day's fixing, once a day, so reads for display (valuations,
 * trading info, chart currencies) keep them for a minute per database instead of reading the table
 * on every request. An order's own checks read the table inside their transaction.
 */
const FX_TTL_MS = 60_000;
const fxCaches = new WeakMap<Db, TtlCache<'fx', FxTable>>();

export function referenceFx(db: Db): Promise<FxTable> {
  let cache = fxCaches.get(db);
  if (!cache) fxCaches.set(db, (cache = new TtlCache(FX_TTL_MS)));
  return cache.getOrLoad('fx', () => loadFx(db));
}

/** Converts through SEK, the reference currency of the rates table. */
export function convert(fx: FxTable, amount: Decimal, from: string, to: string): Decimal {
  if (from === to) return amount;
  const fromSek = fx.get(from);
  const toSek = fx.get(to);
  if (!fromSek || !toSek) throw new Error(`no exchange rate between ${from} and ${to}`);
  return amount.times(fromSek).dividedBy(toSek);
}
