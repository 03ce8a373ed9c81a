import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import { fxRates } from '../db/schema';
import { TtlCache } from '../platform/ttl-cache';

export type FxTable = Map<string, Decimal>;

export async function loadFx(db: Db): Promise<FxTable> {
  const rows = await db.select().from(fxRates);
  return new Map(rows.map((r) => [r.currency.trim(), new Decimal(r.sekPerUnit)]));
}

/**
 * Nothing changes the reference rates while the server runs, so reads for display (valuations,
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
