import { asc, eq, inArray } from 'drizzle-orm';
import {
  Decimal,
  PRICE_UNITS,
  courtageIncrement,
  fxFee,
  isActiveExchangeOrder,
  localDayAt,
  roundTo,
  settlementDay,
  type CountryCode,
  type CourtageClass,
  type Currency,
} from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { accounts, customers, exchangeOrders, exchangeTrades, instruments, markets } from '../db/schema';
import type { Bus } from '../feed/bus';
import { bookTrade } from '../accounts/ledger';
import { notifyShareFill } from '../notifications/events';
import { convert, referenceFx, type FxTable } from '../instruments/fx';
import type { MarketLog } from '../market/market-store';
import type { Booker, Outcome } from './engine';
import {
  exchangeOrderReply,
  exchangeTradeReply,
  type ExchangeOrderRow,
  type ExchangeTradeRow,
  type OrderNames,
} from './replies';

/**
 * Writes what the engine did: each event's outcomes in one database transaction, one event after
 * the other. A fill books the trade (transaction, cash, position), the exchange trade row, and the
 * order's traded volume, fees and remaining reservation; the order's state follows. Every fill is
 * checked against the order as the database has it (still active, the version it was matched at,
 * enough volume left): when the customer changed or cancelled the order in between, nothing of the
 * event is written and the engine rebuilds the share's orders from the database.
 */

export class BookingRefused extends Error {}

export interface BookedEvents {
  orders: { customerId: number; accid: number; row: ExchangeOrderRow; names: OrderNames }[];
  trades: { customerId: number; row: ExchangeTradeRow; order: ExchangeOrderRow; names: OrderNames }[];
}

export interface BookerOptions {
  db: Db;
  bus: Bus;
  log: MarketLog;
  /** A booking was refused: the share's orders must be read again. */
  onRefused(instrumentId: number): void;
  /** After each booking, with the accounts whose cash or holdings changed. */
  onBooked?(accids: number[]): void;
}

export class ExchangeBooker implements Booker {
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly opts: BookerOptions) {}

  book(instrumentId: number, outcomes: Outcome[]): void {
    this.chain = this.chain.then(() => this.write(instrumentId, outcomes));
  }

  /** Resolves when every booking queued so far is written (or refused). */
  flush(): Promise<void> {
    return this.chain;
  }

  private async write(instrumentId: number, outcomes: Outcome[]): Promise<void> {
    const { db, log } = this.opts;
    let events: BookedEvents;
    try {
      const fx = await referenceFx(db);
      events = await db.transaction((tx) => writeOutcomes(tx, outcomes, fx));
    } catch (error) {
      if (error instanceof BookingRefused)
        log.info({ instrumentId, reason: error.message }, 'exchange: booking refused');
      else log.error({ err: error, instrumentId }, 'exchange: booking failed');
      this.opts.onRefused(instrumentId);
      return;
    }
    publishBooked(this.opts.bus, events);
    this.opts.onBooked?.([...new Set(events.orders.map((o) => o.accid))]);
  }
}

/** The order and trade events of a booking on each customer's private feed. */
export function publishBooked(bus: Bus, events: BookedEvents): void {
  for (const t of events.trades) {
    bus.publish({
      kind: 'private',
      customerId: t.customerId,
      type: 'trade',
      data: { order_type: 'EXCHANGE_TRADING', trade: exchangeTradeReply(t.row, t.order, t.names) },
    });
  }
  for (const o of events.orders) publishExchangeOrder(bus, o.customerId, o.row, o.names);
}

export function publishExchangeOrder(
  bus: Bus,
  customerId: number,
  row: ExchangeOrderRow,
  names: OrderNames,
): void {
  bus.publish({
    kind: 'private',
    customerId,
    type: 'order',
    data: { order_type: 'EXCHANGE_TRADING', order: exchangeOrderReply(row, names) },
  });
}

interface OrderContext {
  row: ExchangeOrderRow;
  names: OrderNames;
  country: CountryCode;
  timeZone: string;
  changed: boolean;
  filled: boolean;
  ended: string | undefined;
}

async function writeOutcomes(tx: Tx, outcomes: readonly Outcome[], fx: FxTable): Promise<BookedEvents> {
  const ids = [...new Set(outcomes.map((o) => o.orderId))];
  const peek = await tx
    .select({ accid: exchangeOrders.accid, customerId: exchangeOrders.customerId })
    .from(exchangeOrders)
    .where(inArray(exchangeOrders.id, ids));
  // Locks in the order placement takes them: customers, then accounts (each in id order), then the
  // orders. Booking inserts rows that reference the customer (a key-share lock on its row), so
  // taking the account first would deadlock with a placement holding the customer and waiting
  // for the account.
  const customerIds = [...new Set(peek.map((p) => p.customerId))].sort((a, b) => a - b);
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.id, customerIds))
    .orderBy(asc(customers.id))
    .for('update');
  const accids = [...new Set(peek.map((p) => p.accid))].sort((a, b) => a - b);
  await tx
    .select({ accid: accounts.accid })
    .from(accounts)
    .where(inArray(accounts.accid, accids))
    .orderBy(asc(accounts.accid))
    .for('update');
  const rows = await tx
    .select()
    .from(exchangeOrders)
    .where(inArray(exchangeOrders.id, ids))
    .orderBy(asc(exchangeOrders.id))
    .for('update');
  const facts = await tx
    .select({
      id: exchangeOrders.id,
      accno: accounts.accno,
      name: instruments.name,
      country: markets.country,
      timeZone: markets.timeZone,
    })
    .from(exchangeOrders)
    .innerJoin(accounts, eq(accounts.accid, exchangeOrders.accid))
    .innerJoin(instruments, eq(instruments.instrumentId, exchangeOrders.instrumentId))
    .innerJoin(markets, eq(markets.marketId, instruments.marketId))
    .where(inArray(exchangeOrders.id, ids));
  const byId = new Map<number, OrderContext>();
  for (const row of rows) {
    const f = facts.find((x) => x.id === row.id)!;
    byId.set(row.id, {
      row,
      names: { accno: f.accno, name: f.name },
      country: f.country as CountryCode,
      timeZone: f.timeZone,
      changed: false,
      filled: false,
      ended: undefined,
    });
  }

  const trades: BookedEvents['trades'] = [];
  for (const outcome of outcomes) {
    const ctx = byId.get(outcome.orderId);
    if (!ctx) throw new BookingRefused(`order ${outcome.orderId} is gone`);
    const { row } = ctx;
    if (!isActiveExchangeOrder(row.state) || row.version !== outcome.version) {
      throw new BookingRefused(
        `order ${row.id} is ${row.state} at version ${row.version}, not ${outcome.version}`,
      );
    }
    if (outcome.kind === 'fill') {
      if (row.volume - row.tradedVolume < outcome.volume) {
        throw new BookingRefused(
          `order ${row.id} has ${row.volume - row.tradedVolume} left, not ${outcome.volume}`,
        );
      }
      trades.push(await bookFill(tx, ctx, outcome, fx));
    } else if (outcome.kind === 'placed') {
      if (outcome.limit !== undefined)
        row.price = new Decimal(outcome.limit).dividedBy(PRICE_UNITS).toFixed(4);
      row.state = outcome.waiting ? 'WAITING' : row.tradedVolume > 0 ? 'PART_DONE' : 'ON_MARKET';
      ctx.changed = true;
    } else {
      ctx.ended = outcome.reason;
      ctx.changed = true;
    }
  }

  const orders: BookedEvents['orders'] = [];
  for (const ctx of byId.values()) {
    if (!ctx.changed) continue;
    const { row } = ctx;
    if (row.tradedVolume === row.volume) row.state = 'DONE';
    else if (ctx.ended) {
      row.state = ctx.ended === 'NOT_VALID_TRADABLE' ? 'REJECTED' : 'EXPIRED';
      row.rejectCode = ctx.ended;
    } else if (ctx.filled && (row.state === 'NEW' || row.state === 'ON_MARKET')) row.state = 'PART_DONE';
    if (!isActiveExchangeOrder(row.state)) {
      row.reservedAmount = '0';
      row.reservedVolume = 0;
    }
    await tx
      .update(exchangeOrders)
      .set({
        state: row.state,
        rejectCode: row.rejectCode,
        price: row.price,
        tradedVolume: row.tradedVolume,
        tradedValue: row.tradedValue,
        fees: row.fees,
        feeDay: row.feeDay,
        feeDayValue: row.feeDayValue,
        reservedAmount: row.reservedAmount,
        reservedVolume: row.reservedVolume,
      })
      .where(eq(exchangeOrders.id, row.id));
    orders.push({ customerId: row.customerId, accid: row.accid, row, names: ctx.names });
  }
  return { orders, trades };
}

async function bookFill(
  tx: Tx,
  ctx: OrderContext,
  fill: Extract<Outcome, { kind: 'fill' }>,
  fx: FxTable,
): Promise<BookedEvents['trades'][number]> {
  const { row } = ctx;
  const currency = row.currency.trim();
  const accountCurrency = row.accountCurrency.trim() as Currency;
  const price = new Decimal(fill.price).dividedBy(PRICE_UNITS);
  const value = price.times(fill.volume);
  const rate = convert(fx, new Decimal(1), currency, accountCurrency);
  const accountValue = roundTo(value.times(rate), 2);
  const tradeDay = localDayAt(ctx.timeZone, fill.at);
  const before = row.feeDay === tradeDay ? new Decimal(row.feeDayValue) : new Decimal(0);
  const courtage = courtageIncrement(
    row.courtageClass as CourtageClass,
    before,
    accountValue,
    accountCurrency,
  );
  const fxCost = fxFee(accountValue, currency, accountCurrency);
  const fees = courtage.plus(fxCost);
  const isBuy = row.side === 'BUY';
  const amount = isBuy ? accountValue.plus(fees).negated() : accountValue.minus(fees);
  const settleDay = settlementDay(ctx.country, tradeDay);
  const at = new Date(fill.at);

  const transactionId = await bookTrade(tx, {
    accid: row.accid,
    side: isBuy ? 'BUY' : 'SELL',
    instrumentId: row.instrumentId,
    tradeDay,
    settleDay,
    quantity: new Decimal(fill.volume),
    price,
    amount,
    fee: fees,
    currency: accountCurrency,
    // Acquisition value includes the fees (Swedish average cost method, FACTS.md).
    ...(isBuy ? { acquisitionValue: accountValue.plus(fees) } : {}),
    at,
  });
  const [trade] = await tx
    .insert(exchangeTrades)
    .values({
      orderId: row.id,
      customerId: row.customerId,
      accid: row.accid,
      instrumentId: row.instrumentId,
      matchId: fill.matchId,
      side: row.side,
      price: price.toFixed(4),
      volume: fill.volume,
      currency,
      accountCurrency,
      fxRate: rate.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed(8),
      courtage: courtage.toFixed(2),
      fxFee: fxCost.toFixed(2),
      amount: amount.toFixed(2),
      transactionId,
      tradedAt: at,
      tradeDay,
      settleDay,
    })
    .returning();

  row.tradedVolume += fill.volume;
  row.tradedValue = new Decimal(row.tradedValue).plus(value).toFixed(4);
  row.fees = new Decimal(row.fees).plus(fees).toFixed(2);
  row.feeDay = tradeDay;
  row.feeDayValue = before.plus(accountValue).toFixed(2);
  // A buy's fills are paid from its reservation; what a better price leaves is freed when it ends.
  if (isBuy) row.reservedAmount = Decimal.max(0, new Decimal(row.reservedAmount).plus(amount)).toFixed(2);
  else row.reservedVolume = Math.max(0, row.reservedVolume - fill.volume);
  ctx.changed = true;
  ctx.filled = true;
  await notifyShareFill(tx, row, trade as ExchangeTradeRow, ctx.names);
  return { customerId: row.customerId, row: trade as ExchangeTradeRow, order: row, names: ctx.names };
}
