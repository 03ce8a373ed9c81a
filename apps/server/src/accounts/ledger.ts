import { and, eq, inArray } from 'drizzle-orm';
import {
  CASH_BOOKING_SIGN,
  Decimal,
  type CorporateMoveAction,
  REVERSIBLE_TYPES,
  type TransactionDetail,
  type TransactionType,
} from '@broker/domain';
import type { Tx } from '../db/database';
import { cashLedger, instruments, positions, transactions } from '../db/schema';

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

/** Adds bought or transferred shares to the position at their price and acquisition value. */
async function addToPosition(
  tx: Tx,
  accid: number,
  instrumentId: number,
  quantity: Decimal,
  price: Decimal,
  acquisitionValue: Decimal,
): Promise<void> {
  const where = and(eq(positions.accid, accid), eq(positions.instrumentId, instrumentId));
  const [position] = await tx.select().from(positions).where(where).for('update');
  const qty = new Decimal(position?.qty ?? 0);
  const newQty = qty.plus(quantity);
  const acqPrice = qty
    .times(position?.acqPrice ?? 0)
    .plus(quantity.times(price))
    .dividedBy(newQty)
    .toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  const acqValueAcc = new Decimal(position?.acqValueAcc ?? 0).plus(acquisitionValue);
  const values = {
    qty: newQty.toFixed(6),
    acqPrice: acqPrice.toFixed(6),
    acqValueAcc: acqValueAcc.toFixed(2),
  };
  await tx
    .insert(positions)
    .values({ accid, instrumentId, ...values })
    .onConflictDoUpdate({ target: [positions.accid, positions.instrumentId], set: values });
}

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

  if (b.side === 'BUY') {
    await addToPosition(
      tx,
      b.accid,
      b.instrumentId,
      b.quantity,
      b.price,
      b.acquisitionValue ?? new Decimal(0),
    );
    return transactionId;
  }
  const where = and(eq(positions.accid, b.accid), eq(positions.instrumentId, b.instrumentId));
  const [position] = await tx.select().from(positions).where(where).for('update');
  const qty = new Decimal(position?.qty ?? 0);
  // Reservations keep active sells within the holding, so this cannot go below zero.
  if (qty.lt(b.quantity)) {
    throw new Error(`account ${b.accid}: selling ${b.quantity.toString()} of a holding of ${qty.toString()}`);
  }
  const left = qty.minus(b.quantity);
  if (left.isZero()) {
    await tx.delete(positions).where(where);
  } else {
    // The average price stays; the acquisition value loses what the shares sold cost, rounded to
    // the öre once, as the tax reports cost a sale (domain realise): what is left plus what the
    // sales took is exactly what was paid.
    const acqValue = new Decimal(position?.acqValueAcc ?? 0);
    const acqValueAcc = acqValue.minus(round2(acqValue.times(b.quantity).dividedBy(qty)));
    await tx
      .update(positions)
      .set({ qty: left.toFixed(6), acqValueAcc: acqValueAcc.toFixed(2) })
      .where(where);
  }
  return transactionId;
}

/** What every booking below carries: the account, its currency, the day and the moment. */
interface Booking {
  accid: number;
  /** The account currency: every amount below is in it. */
  currency: string;
  tradeDay: string;
  /** Defaults to the trade day. */
  settleDay?: string;
  at: Date;
}

type CashType = keyof typeof CASH_BOOKING_SIGN;

/** Writes a transaction row and, when it moves cash, the cash movement with it. */
async function insertRow(
  tx: Tx,
  b: Booking & {
    type: TransactionType;
    amount: Decimal;
    instrumentId?: number;
    quantity?: Decimal;
    price?: Decimal;
    relatedId?: number;
    detail?: TransactionDetail;
  },
): Promise<number> {
  const [row] = await tx
    .insert(transactions)
    .values({
      accid: b.accid,
      type: b.type,
      instrumentId: b.instrumentId ?? null,
      tradeDate: b.tradeDay,
      settleDate: b.settleDay ?? b.tradeDay,
      quantity: b.quantity?.toFixed(6) ?? null,
      price: b.price?.toFixed(6) ?? null,
      amount: b.amount.toFixed(2),
      currency: b.currency,
      relatedId: b.relatedId ?? null,
      detail: b.detail ?? null,
      createdAt: b.at,
    })
    .returning({ id: transactions.id });
  const id = (row as { id: number }).id;
  if (!b.amount.isZero()) {
    await tx.insert(cashLedger).values({
      accid: b.accid,
      amount: b.amount.toFixed(2),
      currency: b.currency,
      kind: b.type,
      transactionId: id,
      bookedAt: b.at,
    });
  }
  return id;
}

/** A bug in the caller, not a customer's mistake: the ledger refuses to book it. */
class LedgerError extends Error {}

/**
 * A movement of cash alone: a deposit, a withdrawal, a fee, interest or the yearly account tax.
 * `amount` is signed (money in positive) and must agree with the type's direction.
 */
export async function bookCash(
  tx: Tx,
  b: Booking & { type: Exclude<CashType, 'DIVIDEND' | 'WITHHOLDING_TAX'>; amount: Decimal },
): Promise<number> {
  const sign = CASH_BOOKING_SIGN[b.type];
  // Checked as booked, to the öre: 0.004 would be a row that moves nothing.
  const amount = round2(b.amount);
  if (amount.isZero() || (sign !== 0 && amount.s !== sign)) {
    throw new LedgerError(`${b.type} of ${b.amount.toString()}: wrong sign or zero`);
  }
  return insertRow(tx, { ...b, amount });
}

/**
 * A dividend paid on `quantity` shares at `perShare` (instrument currency), credited `gross` in the
 * account currency, and the foreign tax withheld from it as its own row linked to it.
 */
export async function bookDividend(
  tx: Tx,
  b: Booking & {
    instrumentId: number;
    quantity: Decimal;
    perShare: Decimal;
    gross: Decimal;
    /** Withheld, account currency, not negative. */
    withholding: Decimal;
  },
): Promise<{ dividendId: number; withholdingId: number | null }> {
  const gross = round2(b.gross);
  const withholding = round2(b.withholding);
  if (!gross.gt(0) || withholding.lt(0) || withholding.gt(gross)) {
    throw new LedgerError(`dividend ${b.gross.toString()} with ${b.withholding.toString()} withheld`);
  }
  const share = { instrumentId: b.instrumentId, quantity: b.quantity };
  const dividendId = await insertRow(tx, {
    ...b,
    ...share,
    type: 'DIVIDEND',
    price: b.perShare,
    amount: gross,
  });
  const withholdingId = withholding.isZero()
    ? null
    : await insertRow(tx, {
        ...b,
        ...share,
        type: 'WITHHOLDING_TAX',
        amount: withholding.negated(),
        relatedId: dividendId,
      });
  return { dividendId, withholdingId };
}

/**
 * Shares moved in from another broker, at the acquisition cost the customer gave: `price` per
 * share in the instrument currency and `acquisitionValue` in the account currency. No cash moves.
 */
export async function bookTransferIn(
  tx: Tx,
  b: Booking & { instrumentId: number; quantity: Decimal; price: Decimal; acquisitionValue: Decimal },
): Promise<number> {
  if (!b.quantity.gt(0) || b.price.lt(0) || b.acquisitionValue.lt(0)) {
    throw new LedgerError('transfer in of nothing, or at a negative cost');
  }
  const acquisitionValue = round2(b.acquisitionValue);
  const id = await insertRow(tx, {
    ...b,
    type: 'TRANSFER_IN',
    amount: new Decimal(0),
    // The cost in the account currency goes with the row, so every report reads what the position holds.
    detail: { acquisitionValue: acquisitionValue.toFixed(2) },
  });
  await addToPosition(tx, b.accid, b.instrumentId, b.quantity, b.price, acquisitionValue);
  return id;
}

/**
 * A split or reverse split of a holding: `to` new shares for every `from`. The holding's cost
 * stays; its average price follows the shares. The row's quantity is the change in shares.
 * Answers null when the account holds none.
 */
export async function bookSplit(
  tx: Tx,
  b: Booking & { instrumentId: number; from: number; to: number },
): Promise<number | null> {
  if (!(Number.isInteger(b.from) && Number.isInteger(b.to) && b.from > 0 && b.to > 0 && b.from !== b.to)) {
    throw new LedgerError(`split ${b.from}:${b.to}`);
  }
  const where = and(eq(positions.accid, b.accid), eq(positions.instrumentId, b.instrumentId));
  const [position] = await tx.select().from(positions).where(where).for('update');
  if (!position) return null;
  const qty = new Decimal(position.qty);
  const newQty = qty.times(b.to).dividedBy(b.from);
  if (!newQty.equals(newQty.toDecimalPlaces(6))) {
    // Fractions a reverse split leaves are sold for cash by the issuer's agent: a trade of its own.
    throw new LedgerError(`split ${b.from}:${b.to} of ${qty.toString()} leaves a fraction`);
  }
  const id = await insertRow(tx, {
    ...b,
    type: 'CORPORATE_ACTION',
    amount: new Decimal(0),
    quantity: newQty.minus(qty),
    detail: { action: 'SPLIT', from: b.from, to: b.to },
  });
  await tx
    .update(positions)
    .set({
      qty: newQty.toFixed(6),
      acqPrice: new Decimal(position.acqPrice)
        .times(b.from)
        .dividedBy(b.to)
        .toDecimalPlaces(6, Decimal.ROUND_HALF_UP)
        .toFixed(6),
    })
    .where(where);
  return id;
}

/**
 * A corporate action that moves shares or cost from instrument `from` to instrument `to`, `ratio.to`
 * new for every `ratio.from` old (docs/decisions.md "Spin-offs and mergers in the ledger"):
 * - SPIN_OFF: new shares for the old ones held, which stay; `costShare` of their acquisition value
 *   (the share the tax authority set) goes with the new shares.
 * - MERGER: the old shares go, all their value with them.
 * - RIGHTS: subscription rights received for the shares held, which stay; rights received for
 *   shares held cost nothing (48 kap. 13 § IL; Skatteetaten: "kostprisen 0").
 * - SUBSCRIPTION: `used` rights (all held unless said) go for new shares, their value with them,
 *   and the subscription price is paid: `payment`, cash out of the account, is the rest of the new
 *   shares' cost.
 * Two CORPORATE_ACTION rows, the new instrument's linked to the old one's, each with its change in
 * shares (and the payment, if any, on the new one's). The instruments share a currency (the average
 * prices are carried in it). Answers null when the account holds none of `from`.
 */
export async function bookCorporateMove(
  tx: Tx,
  b: Booking & {
    action: CorporateMoveAction;
    from: number;
    to: number;
    ratio: { from: number; to: number };
    /** A spin-off's share of the cost, above 0 and below 1. */
    costShare?: Decimal;
    /** A subscription's rights used; all held when left out. */
    used?: Decimal;
    /** A subscription's price for all the new shares, account currency (the cash that leaves). */
    payment?: Decimal;
    /** A subscription's price per new share, in the instruments' currency (their average price). */
    price?: Decimal;
    /**
     * The corporate event the move belongs to: the same on every account it is booked on, so a
     * holding pooled over accounts applies it once (docs/decisions.md).
     */
    eventId?: number;
  },
): Promise<{ fromId: number; toId: number } | null> {
  const { ratio, action } = b;
  const share =
    action === 'SPIN_OFF'
      ? (b.costShare ?? new Decimal(-1))
      : action === 'RIGHTS'
        ? new Decimal(0)
        : new Decimal(1);
  const payment = action === 'SUBSCRIPTION' ? round2(b.payment ?? new Decimal(0)) : new Decimal(0);
  if (
    !(Number.isInteger(ratio.from) && Number.isInteger(ratio.to) && ratio.from > 0 && ratio.to > 0) ||
    (action === 'SPIN_OFF' && !(share.gt(0) && share.lt(1))) ||
    (action === 'SUBSCRIPTION' && !(payment.gt(0) && b.price?.gt(0))) ||
    b.from === b.to
  ) {
    throw new LedgerError(`${action} ${ratio.from}:${ratio.to} of cost share ${share.toString()}`);
  }
  // The average prices are carried over in the instruments' currency: both must have the same.
  const currencies = await tx
    .select({ currency: instruments.currency })
    .from(instruments)
    .where(inArray(instruments.instrumentId, [b.from, b.to]));
  if (currencies.length !== 2 || currencies[0]!.currency !== currencies[1]!.currency) {
    throw new LedgerError(`${action} between instruments ${b.from} and ${b.to} of different currencies`);
  }
  const where = and(eq(positions.accid, b.accid), eq(positions.instrumentId, b.from));
  const [position] = await tx.select().from(positions).where(where).for('update');
  if (!position) return null;
  const held = new Decimal(position.qty);
  // The old shares that go: all of them in a merger, the rights used in a subscription, else none.
  const leaving = action === 'MERGER' ? held : action === 'SUBSCRIPTION' ? (b.used ?? held) : new Decimal(0);
  if (leaving.isNegative() || leaving.gt(held) || (action === 'SUBSCRIPTION' && leaving.isZero())) {
    throw new LedgerError(`${action} of ${leaving.toString()} of a holding of ${held.toString()}`);
  }
  const basis = leaving.isZero() ? held : leaving;
  const received = basis.times(ratio.to).dividedBy(ratio.from);
  if (!received.equals(received.toDecimalPlaces(6)) || received.isZero()) {
    // Fractions are sold for cash by the issuer's agent: a trade of its own.
    throw new LedgerError(`${action} ${ratio.from}:${ratio.to} of ${basis.toString()} leaves a fraction`);
  }
  const value = new Decimal(position.acqValueAcc);
  // What goes with the new shares, to the öre once, as the replays take it.
  const moved = leaving.isZero()
    ? share.eq(0)
      ? new Decimal(0)
      : round2(value.times(share))
    : leaving.eq(held)
      ? value
      : round2(value.times(leaving).dividedBy(held));
  const detail = {
    action,
    from: ratio.from,
    to: ratio.to,
    costShare: share.toFixed(),
    ...(b.eventId === undefined ? {} : { eventId: b.eventId }),
  };
  const fromId = await insertRow(tx, {
    ...b,
    type: 'CORPORATE_ACTION',
    instrumentId: b.from,
    amount: new Decimal(0),
    quantity: leaving.negated(),
    detail: { ...detail, role: 'FROM', counterpart: b.to },
  });
  const toId = await insertRow(tx, {
    ...b,
    type: 'CORPORATE_ACTION',
    instrumentId: b.to,
    amount: payment.negated(),
    quantity: received,
    relatedId: fromId,
    detail: { ...detail, role: 'TO', counterpart: b.from },
  });
  const price = new Decimal(position.acqPrice);
  if (leaving.eq(held)) await tx.delete(positions).where(where);
  else {
    await tx
      .update(positions)
      .set({
        qty: held.minus(leaving).toFixed(6),
        acqValueAcc: value.minus(moved).toFixed(2),
        // A spin-off's old shares keep the rest of their price; shares leaving keep the average.
        acqPrice: (leaving.isZero() ? price.times(new Decimal(1).minus(share)) : price)
          .toDecimalPlaces(6, Decimal.ROUND_HALF_UP)
          .toFixed(6),
      })
      .where(where);
  }
  // The new shares' average price: the old price's part per new share, plus the subscription price.
  const priceOfNew = price
    .times(leaving.isZero() ? share : 1)
    .times(ratio.from)
    .dividedBy(ratio.to)
    .plus(action === 'SUBSCRIPTION' ? b.price! : 0);
  await addToPosition(tx, b.accid, b.to, received, priceOfNew, moved.plus(payment));
  return { fromId, toId };
}

/**
 * Reverses a cash booking by a new row with the opposite amount, linked to it; the booking itself
 * is never changed. A dividend's withholding tax is reversed with it. A row is reversed once: a
 * second reversal, or one of another account's row, is refused (the caller answers for it).
 */
export async function reverseBooking(
  tx: Tx,
  b: { accid: number; transactionId: number; tradeDay: string; at: Date },
): Promise<number[]> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, b.transactionId), eq(transactions.accid, b.accid)))
    .for('update');
  if (!row) throw new LedgerError(`no transaction ${b.transactionId} on account ${b.accid}`);
  if (!(REVERSIBLE_TYPES as string[]).includes(row.type)) {
    throw new LedgerError(`a ${row.type} is not reversed by the ledger`);
  }
  // Each row is locked before it is looked at, so a reversal racing this one has committed (and
  // is seen by the next statement) or waits: the unique index stays the last guard only.
  const reversed = async (id: number) =>
    (
      await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.relatedId, id), eq(transactions.type, 'REVERSAL')))
    ).length > 0;
  if (await reversed(row.id)) throw new LedgerError(`transaction ${row.id} is already reversed`);
  // A dividend's withholding tax goes with it, unless it was reversed on its own before.
  const linked = [];
  if (row.type === 'DIVIDEND') {
    const withheld = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.relatedId, row.id), eq(transactions.type, 'WITHHOLDING_TAX')))
      .orderBy(transactions.id)
      .for('update');
    for (const w of withheld) if (!(await reversed(w.id))) linked.push(w);
  }
  const ids: number[] = [];
  for (const r of [row, ...linked]) {
    ids.push(
      await insertRow(tx, {
        accid: r.accid,
        currency: r.currency.trim(),
        tradeDay: b.tradeDay,
        at: b.at,
        type: 'REVERSAL',
        instrumentId: r.instrumentId ?? undefined,
        amount: new Decimal(r.amount).negated(),
        relatedId: r.id,
      }),
    );
  }
  return ids;
}
