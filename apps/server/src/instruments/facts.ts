import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { instruments, markets, tradables } from '../db/schema';
import { TtlCache } from '../platform/ttl-cache';

type InstrumentRow = typeof instruments.$inferSelect;
type MarketRow = typeof markets.$inferSelect;
type TradableRow = typeof tradables.$inferSelect;

/** What the catalogue says about one instrument: its row, its market and its tradables. */
export interface InstrumentFacts {
  instrument: InstrumentRow;
  market: MarketRow;
  tradables: TradableRow[];
}

async function loadFacts(db: Db, instrumentId: number): Promise<InstrumentFacts | undefined> {
  const [row] = await db
    .select()
    .from(instruments)
    .innerJoin(markets, eq(markets.marketId, instruments.marketId))
    .where(eq(instruments.instrumentId, instrumentId));
  if (!row) return undefined;
  const rows = await db
    .select()
    .from(tradables)
    .where(eq(tradables.instrumentId, instrumentId))
    .orderBy(asc(tradables.displayOrder));
  return { instrument: row.instruments, market: row.markets, tradables: rows };
}

/**
 * Nothing changes the catalogue while the server runs, and instrument pages are the most read
 * public pages, so an instrument's facts are kept for a minute per database (as the chart's are):
 * a read costs one query for the latest price instead of three. Order checks read the instrument
 * inside their own transaction.
 */
const FACTS_TTL_MS = 60_000;
const caches = new WeakMap<Db, TtlCache<number, InstrumentFacts | undefined>>();

export function instrumentFacts(db: Db, instrumentId: number): Promise<InstrumentFacts | undefined> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache(FACTS_TTL_MS)));
  return cache.getOrLoad(instrumentId, () => loadFacts(db, instrumentId));
}
