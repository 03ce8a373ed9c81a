import type { TradableKey } from '../live/tradable-key';

/**
 * The live-feed order book of a list instrument, from its `market_data_order_book_id`
 * (`{market_id}:{identifier}`); undefined when it has none or the id is malformed.
 */
export function tradableOfOrderBookId(orderBookId: string | null | undefined): TradableKey | undefined {
  if (!orderBookId) return undefined;
  const at = orderBookId.indexOf(':');
  if (at <= 0 || at === orderBookId.length - 1) return undefined;
  const m = Number(orderBookId.slice(0, at));
  if (!Number.isInteger(m)) return undefined;
  return { m, i: orderBookId.slice(at + 1) };
}
