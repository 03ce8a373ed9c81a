/**
 * The call auction's uncross (issue 12: the opening call; FACTS.md, Nasdaq Nordic): all orders
 * collected before the open trade at one price, chosen by
 * 1. the largest executable volume;
 * 2. then the smallest surplus (volume left on one side at that price);
 * 3. then market pressure: a surplus on the buy side at every remaining price takes the highest
 *    price, on the sell side the lowest;
 * 4. then the price nearest the reference price (the last close), the higher of two as near.
 * Orders then fill in price-time priority at that price. Prices and volumes are whole numbers, as
 * in the order book.
 */

export interface AuctionOrder {
  id: string;
  /** Limit, in price units. */
  price: number;
  volume: number;
}

export interface AuctionFill {
  buyId: string;
  sellId: string;
  volume: number;
}

export interface Uncross {
  price: number;
  volume: number;
  fills: AuctionFill[];
}

interface Candidate {
  price: number;
  volume: number;
  /** Buy volume minus sell volume at the price. */
  imbalance: number;
}

function candidates(bids: readonly AuctionOrder[], asks: readonly AuctionOrder[]): Candidate[] {
  const prices = [...new Set([...bids, ...asks].map((o) => o.price))].sort((a, b) => a - b);
  return prices.map((price) => {
    let buy = 0;
    let sell = 0;
    for (const b of bids) if (b.price >= price) buy += b.volume;
    for (const a of asks) if (a.price <= price) sell += a.volume;
    return { price, volume: Math.min(buy, sell), imbalance: buy - sell };
  });
}

/** The auction price and its volume; undefined when the orders do not cross. */
export function auctionPrice(
  bids: readonly AuctionOrder[],
  asks: readonly AuctionOrder[],
  reference: number,
): { price: number; volume: number } | undefined {
  let best = candidates(bids, asks);
  const volume = Math.max(0, ...best.map((c) => c.volume));
  if (volume === 0) return undefined;
  best = best.filter((c) => c.volume === volume);
  const surplus = Math.min(...best.map((c) => Math.abs(c.imbalance)));
  best = best.filter((c) => Math.abs(c.imbalance) === surplus);
  if (best.every((c) => c.imbalance > 0)) return { price: best.at(-1)!.price, volume };
  if (best.every((c) => c.imbalance < 0)) return { price: best[0]!.price, volume };
  const distance = (c: Candidate) => Math.abs(c.price - reference);
  const nearest = best.reduce((a, c) =>
    distance(c) < distance(a) || (distance(c) === distance(a) && c.price > a.price) ? c : a,
  );
  return { price: nearest.price, volume };
}

/** Uncrosses the auction: its price, volume and fills (orders given in arrival order). */
export function uncross(
  bids: readonly AuctionOrder[],
  asks: readonly AuctionOrder[],
  reference: number,
): Uncross | undefined {
  const found = auctionPrice(bids, asks, reference);
  if (!found) return undefined;
  // Price, then time: a stable sort keeps arrival order within a price.
  const buyers = bids.filter((b) => b.price >= found.price).sort((a, b) => b.price - a.price);
  const sellers = asks.filter((a) => a.price <= found.price).sort((a, b) => a.price - b.price);
  const fills: AuctionFill[] = [];
  let left = found.volume;
  let i = 0;
  let j = 0;
  let buyLeft = buyers[0]?.volume ?? 0;
  let sellLeft = sellers[0]?.volume ?? 0;
  while (left > 0) {
    const volume = Math.min(left, buyLeft, sellLeft);
    fills.push({ buyId: buyers[i]!.id, sellId: sellers[j]!.id, volume });
    left -= volume;
    buyLeft -= volume;
    sellLeft -= volume;
    if (buyLeft === 0) buyLeft = buyers[++i]?.volume ?? 0;
    if (sellLeft === 0) sellLeft = sellers[++j]?.volume ?? 0;
  }
  return { price: found.price, volume: found.volume, fills };
}
