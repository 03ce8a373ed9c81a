import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tradables } from '../db/schema';

export interface OrderBookRef {
  marketId: number;
  identifier: string;
  instrumentId: number;
}

/**
 * The order book a `tradingOrderBookId` names (spec 000 §7, 001 §7.22): the tradable whose
 * identifier it is. Identifiers are unique across markets in the seed; a database seeded before
 * they were has the same id on several markets, and then the id names no one book: undefined, as
 * for an unknown id, rather than whichever comes first.
 */
export async function orderBookById(db: Db, tradingOrderBookId: number): Promise<OrderBookRef | undefined> {
  const rows = await db
    .select({
      marketId: tradables.marketId,
      identifier: tradables.identifier,
      instrumentId: tradables.instrumentId,
    })
    .from(tradables)
    .where(eq(tradables.identifier, String(tradingOrderBookId)))
    .orderBy(asc(tradables.displayOrder))
    .limit(2);
  const instruments = new Set(rows.map((r) => r.instrumentId));
  return instruments.size === 1 ? rows[0] : undefined;
}
