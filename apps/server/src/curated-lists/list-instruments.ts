import { eq, inArray } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import { logoUrl, type ListInstrumentSchema } from '@broker/contract';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { instruments, tradables } from '../db/schema';
import { latestPrices } from '../instruments/prices';

export type ListInstrument = z.infer<typeof ListInstrumentSchema>;

/**
 * Instruments of a curated list or watchlist with their last price and day change, by id in the
 * order of `ids` (unknown ids are skipped). Prices come from the live-data snapshots, the same state
 * a price subscription's first frame carries, so the page's live updates continue from these
 * numbers; an instrument without a snapshot falls back to its last two daily closes.
 */
export async function listInstruments(deps: Deps, ids: readonly number[]): Promise<ListInstrument[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await deps.db
    .select({
      instrumentId: instruments.instrumentId,
      name: instruments.name,
      symbol: instruments.symbol,
      groupType: instruments.groupType,
      currency: instruments.currency,
      marketId: tradables.marketId,
      identifier: tradables.identifier,
      displayOrder: tradables.displayOrder,
    })
    .from(instruments)
    .leftJoin(tradables, eq(tradables.instrumentId, instruments.instrumentId))
    .where(inArray(instruments.instrumentId, unique));
  // The first order book of each instrument (display order), as the instrument page uses.
  const byId = new Map<number, (typeof rows)[number]>();
  for (const r of rows) {
    const seen = byId.get(r.instrumentId);
    if (!seen || (r.displayOrder ?? 0) < (seen.displayOrder ?? 0)) byId.set(r.instrumentId, r);
  }

  const prices = new Map<number, { last: Decimal; close: Decimal }>();
  await Promise.all(
    [...byId.values()].map(async (r) => {
      if (r.marketId === null || r.identifier === null) return;
      const { state } = await deps.snapshots.resolve({ t: 'price', m: r.marketId, i: r.identifier });
      const last = state?.last;
      if (typeof last !== 'number') return;
      const close = typeof state?.close === 'number' ? state.close : last;
      prices.set(r.instrumentId, { last: new Decimal(last), close: new Decimal(close) });
    }),
  );
  const missing = unique.filter((id) => byId.has(id) && !prices.has(id));
  for (const [id, p] of await latestPrices(deps.db, missing)) {
    prices.set(id, { last: p.last, close: p.previousClose });
  }

  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const p = prices.get(id);
    const change = p ? p.last.minus(p.close) : undefined;
    return [
      {
        instrument_id: id,
        name: r.name,
        symbol: r.symbol,
        instrument_group_type: r.groupType as 'EQ' | 'FND' | 'IDX',
        currency: r.currency.trim(),
        logoUrl: logoUrl(id),
        market_data_order_book_id: r.marketId === null ? null : `${r.marketId}:${r.identifier}`,
        last_price: p ? p.last.toDecimalPlaces(4).toNumber() : null,
        day_change: change ? change.toDecimalPlaces(4).toNumber() : null,
        day_change_percent:
          p && change && !p.close.isZero()
            ? change.div(p.close).times(100).toDecimalPlaces(2).toNumber()
            : null,
      },
    ];
  });
}
