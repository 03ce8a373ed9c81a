import { and, eq } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { Tx } from '../db/database';
import { cashLedger, positions, transactions } from '../db/schema';

/**
 * The bookkeeping of a trade, shared by fund settlements and share fills: the transaction row, its
 * cash movement and the position change, in the caller's database transaction (which holds the
 * account's lock), so a trade is either booked whole or not at all.
 */
export interface TradeBooking {
  accid: number;
  side: 'BUY' | 'SELL';
  instrumentId: number;
  tradeDay: string;
  settleDay: string;
  quantity: Decimal;
  /** Price per unit, instrument currency. */
  price: Decimal;
  /** Cash effect, account currency: negative for a buy. */
  amount: Decimal;
  /** Fees inside `amount`, account currency. */
  fee: Decimal;
  /** The account currency. */
  currency: string;
  /** A buy: what the units add to the acquisition value, account currency. */
  acquisitionValue?: Decimal;
  at: Date;
}

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Books the trade; answers the transaction's id. */
export async function bookTrade(tx: Tx, b: TradeBooking): Promise<number> {
  const [txRow] = await tx
    .insert(transactions)
    .values({
      accid: b.accid,
      type: b.side,
      instrumentId: b.instrumentId,
      tradeDate: b.tradeDay,
      settleDate: b.settleDay,
      quantity: b.quantity.toFixed(6),
      price: b.price.toFixed(6),
      amount: b.amount.toFixed(2),
      fee: b.fee.toFixed(2),
      currency: b.currency,
      createdAt: b.at,
    })
    .returning({ id: transactions.id });
  const transactionId = (txRow as { id: number }).id;
  await tx.insert(cashLedger).values({
    accid: b.accid,
    amount: b.amount.toFixed(2),
    currency: b.currency,
    kind: b.side,
    transactionId,
    bookedAt: b.at,
  });

  const where = and(eq(positions.accid, b.accid), eq(positions.instrumentId, b.instrumentId));
  const [position] = await tx.select().from(positions).where(where).for('update');
  const qty = new Decimal(position?.qty ?? 0);
  if (b.side === 'BUY') {
    const newQty = qty.plus(b.quantity);
    const acqPrice = qty
      .times(position?.acqPrice ?? 0)
      .plus(b.quantity.times(b.price))
      .dividedBy(newQty)
      .toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
    const acqValueAcc = new Decimal(position?.acqValueAcc ?? 0).plus(b.acquisitionValue ?? 0);
    const values = {
      qty: newQty.toFixed(6),
      acqPrice: acqPrice.toFixed(6),
      acqValueAcc: acqValueAcc.toFixed(2),
    };
    await tx
      .insert(positions)
      .values({ accid: b.accid, instrumentId: b.instrumentId, ...values })
      .onConflictDoUpdate({ target: [positions.accid, positions.instrumentId], set: values });
    return transactionId;
  }
  // Reservations keep active sells within the holding, so this cannot go below zero.
  if (qty.lt(b.quantity)) {
    throw new Error(`account ${b.accid}: selling ${b.quantity.toString()} of a holding of ${qty.toString()}`);
  }
  const left = qty.minus(b.quantity);
  if (left.isZero()) {
    await tx.delete(positions).where(where);
  } else {
    // The average price stays; the acquisition value goes down in proportion to what was sold.
    const acqValueAcc = round2(new Decimal(position?.acqValueAcc ?? 0).times(left).dividedBy(qty));
    await tx
      .update(positions)
      .set({ qty: left.toFixed(6), acqValueAcc: acqValueAcc.toFixed(2) })
      .where(where);
  }
  return transactionId;
}
