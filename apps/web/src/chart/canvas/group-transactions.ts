import type { BuySellTransaction } from './types';

export type TransactionMarkerType = 'buy' | 'sell' | 'mixed';

/** Spec 002 §3 "Grouped transaction": every own trade that falls on one chart point. */
export interface GroupedTransaction {
  /** The chart point (bar) the trades belong to, epoch ms. */
  time: number;
  type: TransactionMarkerType;
  /** Buy amount plus sell amount. */
  amount: number;
  buyAmount: number;
  sellAmount: number;
  /** Average price, weighted by quantity (of a mixed group, over both sides: shown apart instead). */
  price: number;
  /** Average price of the buys and of the sells, weighted by quantity; 0 for a side with no trade. */
  buyPrice: number;
  sellPrice: number;
  quantity: number;
  buyQuantity: number;
  sellQuantity: number;
  count: number;
  timestampFrom: number;
  timestampTo: number;
  /**
   * Currency of the amounts. The server's transaction carries no account currency, so this is the
   * currency the caller says the amounts are in (the instrument's).
   */
  currency: string;
  /** Currency of the price, from the trades. */
  priceUnit: string;
}

/** Index of the last point at or before `time`, or -1 when `time` is before the first point. */
export function bucketIndex(pointTimes: readonly number[], time: number): number {
  let lo = 0;
  let hi = pointTimes.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((pointTimes[mid] ?? Infinity) <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * Merges the trades of each chart point into one marker (spec 002 §4): a point's bucket runs from
 * its timestamp up to the next point's, the last one open-ended. Trades before the first point are
 * outside the period and left out. `pointTimes` must be ascending. Groups come out in time order.
 */
export function groupTransactions(
  transactions: readonly BuySellTransaction[],
  pointTimes: readonly number[],
  currency: string,
): GroupedTransaction[] {
  type Sums = { priceTimesQuantity: number; buyPriceTimesQuantity: number; sellPriceTimesQuantity: number };
  const groups = new Map<number, GroupedTransaction & Sums>();
  for (const tx of transactions) {
    const index = bucketIndex(pointTimes, tx.timestampEpochMillis);
    if (index < 0) continue;
    const time = pointTimes[index] as number;
    let group = groups.get(time);
    if (!group) {
      group = {
        time,
        type: tx.type === 'BUY' ? 'buy' : 'sell',
        amount: 0,
        buyAmount: 0,
        sellAmount: 0,
        price: 0,
        buyPrice: 0,
        sellPrice: 0,
        quantity: 0,
        buyQuantity: 0,
        sellQuantity: 0,
        count: 0,
        timestampFrom: tx.timestampEpochMillis,
        timestampTo: tx.timestampEpochMillis,
        currency,
        priceUnit: tx.priceUnit,
        priceTimesQuantity: 0,
        buyPriceTimesQuantity: 0,
        sellPriceTimesQuantity: 0,
      };
      groups.set(time, group);
    }
    const side = tx.type === 'BUY' ? 'buy' : 'sell';
    if (group.type !== side) group.type = 'mixed';
    group.amount += tx.amount;
    group.quantity += tx.quantity;
    if (side === 'buy') {
      group.buyAmount += tx.amount;
      group.buyQuantity += tx.quantity;
      group.buyPriceTimesQuantity += tx.price * tx.quantity;
    } else {
      group.sellAmount += tx.amount;
      group.sellQuantity += tx.quantity;
      group.sellPriceTimesQuantity += tx.price * tx.quantity;
    }
    group.priceTimesQuantity += tx.price * tx.quantity;
    group.count += 1;
    group.timestampFrom = Math.min(group.timestampFrom, tx.timestampEpochMillis);
    group.timestampTo = Math.max(group.timestampTo, tx.timestampEpochMillis);
  }
  return [...groups.values()]
    .sort((a, b) => a.time - b.time)
    .map(({ priceTimesQuantity, buyPriceTimesQuantity, sellPriceTimesQuantity, ...group }) => ({
      ...group,
      price: group.quantity > 0 ? priceTimesQuantity / group.quantity : 0,
      buyPrice: group.buyQuantity > 0 ? buyPriceTimesQuantity / group.buyQuantity : 0,
      sellPrice: group.sellQuantity > 0 ? sellPriceTimesQuantity / group.sellQuantity : 0,
    }));
}
