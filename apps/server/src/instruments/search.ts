import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { CallReply, mainSearch } from '@broker/contract';
import type { Db } from '../db/database';
import { instruments, markets, tradables } from '../db/schema';

export type SearchResult = CallReply<typeof mainSearch>[number];

export interface SearchRow {
  instrumentId: number;
  name: string;
  symbol: string;
  groupType: string;
  instrumentType: string;
  country: string;
}

const SEARCH_COLUMNS = {
  instrumentId: instruments.instrumentId,
  name: instruments.name,
  symbol: instruments.symbol,
  groupType: instruments.groupType,
  instrumentType: instruments.instrumentType,
  country: markets.country,
};

/** Instruments by name, symbol prefix or ISIN prefix, best matches first. */
export async function searchInstruments(db: Db, text: string, limit: number): Promise<SearchResult[]> {
  // LIKE wildcards typed by the user are matched literally.
  const term = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const prefix = `${term}%`;
  const anywhere = `%${term}%`;
  const rows = await db
    .select(SEARCH_COLUMNS)
    .from(instruments)
    .innerJoin(markets, eq(markets.marketId, instruments.marketId))
    .where(
      or(
        ilike(instruments.name, anywhere),
        ilike(instruments.symbol, prefix),
        ilike(instruments.isin, prefix),
      ),
    )
    // Exact symbol first, then symbol prefix, then name prefix, then the rest alphabetically.
    .orderBy(
      sql`case when lower(${instruments.symbol}) = lower(${text}) then 0
               when ${instruments.symbol} ilike ${prefix} then 1
               when ${instruments.name} ilike ${prefix} then 2 else 3 end`,
      asc(instruments.name),
    )
    .limit(limit);
  return toSearchResults(db, rows);
}

/** Instruments by id, in the order of `ids`; unknown ids are skipped. */
export async function searchRowsByIds(db: Db, ids: readonly number[]): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(SEARCH_COLUMNS)
    .from(instruments)
    .innerJoin(markets, eq(markets.marketId, instruments.marketId))
    .where(inArray(instruments.instrumentId, [...ids]));
  const byId = new Map(rows.map((r) => [r.instrumentId, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The search-result shape of mainSearch and the chart's compare lists. */
export async function toSearchResults(db: Db, rows: readonly SearchRow[]): Promise<SearchResult[]> {
  const ids = rows.map((r) => r.instrumentId);
  const books = ids.length
    ? await db.select().from(tradables).where(inArray(tradables.instrumentId, ids))
    : [];
  return rows.map((r) => {
    const book = books.find((b) => b.instrumentId === r.instrumentId);
    return {
      display_name: r.name,
      display_symbol: r.symbol,
      instrument_id: r.instrumentId,
      market_data_order_book_id: book ? `${book.marketId}:${book.identifier}` : '',
      instrument_group_type: r.groupType as 'EQ' | 'FND' | 'IDX',
      exchange_country: r.country,
      entity_type: r.instrumentType,
    };
  });
}
