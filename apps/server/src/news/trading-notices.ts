import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CountryCode } from '@broker/domain';
import type { TradingNoticeKind } from '@broker/contract';
import type { Db } from '../db/database';
import { instruments, markets, tradingNotices } from '../db/schema';

/**
 * Trading-status notices: the simulator stores one where an order book's status changes to halted
 * and back, and where a market's auction begins (market/simulator.ts); this reads them newest first.
 */
export async function listNotices(
  db: Db,
  q: { marketId?: number; countries?: CountryCode[]; limit: number },
) {
  const where: SQL[] = [];
  if (q.marketId !== undefined) where.push(eq(tradingNotices.marketId, q.marketId));
  if (q.countries) where.push(inArray(markets.country, q.countries));
  const rows = await db
    .select({
      id: tradingNotices.id,
      notice: tradingNotices.notice,
      at: tradingNotices.at,
      marketId: markets.marketId,
      market: markets.name,
      country: markets.country,
      instrumentId: instruments.instrumentId,
      name: instruments.name,
      symbol: instruments.symbol,
    })
    .from(tradingNotices)
    .innerJoin(markets, eq(markets.marketId, tradingNotices.marketId))
    .leftJoin(instruments, eq(instruments.instrumentId, tradingNotices.instrumentId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(tradingNotices.at), desc(tradingNotices.id))
    .limit(q.limit);
  return rows.map((r) => ({
    notice_id: r.id,
    notice: r.notice as TradingNoticeKind,
    at: r.at.getTime(),
    market_id: r.marketId,
    market: r.market,
    country: r.country as CountryCode,
    instrument_id: r.instrumentId,
    name: r.name,
    symbol: r.symbol,
  }));
}
