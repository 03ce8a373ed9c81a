import { and, eq } from 'drizzle-orm';
import {
  Decimal,
  checkFundOrder,
  fundCountry,
  fundTimeZone,
  localDayAt,
  localTimeToUtc,
  minimumInvestment,
  money,
  nextDealingCutoff,
  roundTo,
  settlementDay,
  type CountryCode,
  type OrderSide,
  type TradingFrequency,
} from '@broker/domain';
import type { FundOrderRequestSchema } from '@broker/contract';
import type { z } from 'zod';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { fundOrders } from '../db/schema';
import { HttpError } from '../http/api-error';
import { cashBalance, reservedForFundOrders } from '../accounts/queries';
import { convert, loadFx } from '../instruments/fx';
import { latestPrices } from '../instruments/prices';
import { isUniqueViolation, requestHash } from './idempotency';
import {
  findByIdempotencyKey,
  findInstrument,
  hasValidApproval,
  heldUnits,
  indexFundBuysSince,
  lockCustomerAndAccount,
  orderContext,
  reservedUnits,
  sidesTradedSince,
  type InstrumentRow,
} from './queries';
import { fundOrderReply, type FundOrderPlacedReply, type FundOrderReply, type FundOrderRow } from './replies';

type FundOrderRequest = z.infer<typeof FundOrderRequestSchema>;

/**
 * HTTP statuses of the order book's rejections: the caller's own mistakes are 400, things that do
 * not exist (for this customer) 404, and business rules that refuse a well-formed order 422.
 */
const STATUS: Record<string, number> = {
  INPUT_ERROR: 400,
  MANDATORY_FIELD_MISSING: 400,
  ORDER_ACCOUNT_CURRENCY_MISMATCH: 400,
  ACCOUNT_NOT_FOUND: 404,
  UNKNOWN_INSTRUMENT: 404,
  ORDER_NOT_FOUND: 404,
};

export function reject(code: string, message: string, field?: string): HttpError {
  return new HttpError(STATUS[code] ?? 422, code as never, message, [{ code, ...(field ? { field } : {}) }]);
}

export function frequencyOf(instrument: InstrumentRow, side: OrderSide): TradingFrequency {
  return ((side === 'BUY' ? instrument.buyFrequency : instrument.sellFrequency) ??
    'DAILY') as TradingFrequency;
}

/** When an order placed now trades, stops being cancellable, and settles. */
export function orderSchedule(instrument: InstrumentRow, side: OrderSide, now: number) {
  const country = fundCountry(instrument.currency);
  const { day, at } = nextDealingCutoff(country, frequencyOf(instrument, side), now);
  return { country, tradeDay: day, stopTime: at, settleDay: settlementDay(country, day) };
}

export function startOfLocalDay(country: CountryCode, t: number): number {
  return localTimeToUtc(localDayAt(fundTimeZone(country), t), '00:00', fundTimeZone(country));
}

export interface PlaceResult {
  reply: FundOrderPlacedReply;
  /** False for a replay of an earlier placement with the same key. */
  created: boolean;
  order?: FundOrderReply;
  accid: number;
}

/**
 * Places a fund order. Every check and the reservation run in one transaction holding the
 * customer's and the account's row locks; a rejection throws before anything is written. A retry
 * with the same Idempotency-Key and body replays the stored reply; another body is refused.
 */
export async function placeFundOrder(
  deps: Deps,
  customerId: number,
  key: string,
  body: FundOrderRequest,
): Promise<PlaceResult> {
  const hash = requestHash(body);
  const replay = (row: FundOrderRow): PlaceResult => {
    if (row.requestHash !== hash)
      throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another order', [
        { code: 'IDEMPOTENCY_KEY_REUSED', field: 'headers.idempotency-key' },
      ]);
    return { reply: row.reply as FundOrderPlacedReply, created: false, accid: row.accid };
  };
  const earlier = await findByIdempotencyKey(deps.db, customerId, key);
  if (earlier) return replay(earlier);

  try {
    return await deps.db.transaction((tx) => placeInTransaction(deps, tx, customerId, key, hash, body));
  } catch (error) {
    // Two requests with one key raced past the first look; the loser replays the winner's order.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByIdempotencyKey(deps.db, customerId, key);
    if (!winner) throw error;
    return replay(winner);
  }
}

type Locked = Awaited<ReturnType<typeof lockCustomerAndAccount>>;
type CustomerRow = NonNullable<Locked['customer']>;
type AccountRow = NonNullable<Locked['account']>;

/** The fields of a placement that the checks read; an allocation request maps onto the same. */
export type OrderInput = Pick<FundOrderRequest, 'instrument_id' | 'orderside' | 'amount' | 'percent'>;

/**
 * Every check of a fund order, on facts read inside the caller's transaction, which must hold the
 * customer's and the account's row locks (lockCustomerAndAccount) so that nothing read here can
 * change before the caller writes. Throws the catalogue rejection; on success hands back what the
 * write needs. Fund orders and allocation requests both go through here.
 */
export async function checkOrder(
  tx: Tx,
  customerId: number,
  customer: CustomerRow,
  account: AccountRow,
  body: OrderInput,
  now: number,
) {
  const instrument = await findInstrument(tx, body.instrument_id);
  const side = body.orderside;
  const accountCurrency = account.currency.trim();
  const fx = await loadFx(tx);
  const isFund = instrument?.groupType === 'FND';
  const needs = {
    buy: side === 'BUY' && isFund,
    sell: side === 'SELL' && isFund,
  };
  const country = customer.country as CountryCode;
  // One after another: a transaction is one connection, and node-postgres does not pipeline.
  const zero = new Decimal(0);
  const cash = needs.buy ? await cashBalance(tx, account.accid) : zero;
  const reserved = needs.buy ? await reservedForFundOrders(tx, account.accid) : zero;
  const approved =
    needs.buy && instrument ? await hasValidApproval(tx, customerId, instrument.mifid2Category, now) : false;
  const boughtToday =
    needs.buy && instrument?.isIndexFund
      ? await indexFundBuysSince(tx, customerId, startOfLocalDay(country, now))
      : zero;
  const held = needs.sell ? await heldUnits(tx, account.accid, body.instrument_id) : zero;
  const heldReserved = needs.sell ? await reservedUnits(tx, account.accid, body.instrument_id) : zero;
  const tradedToday = isFund
    ? await sidesTradedSince(tx, account.accid, body.instrument_id, startOfLocalDay(country, now))
    : new Set<OrderSide>();
  const min = minimumInvestment(
    instrument?.minInvestment
      ? { value: instrument.minInvestment, currency: instrument.currency.trim() }
      : null,
  );

  const check = checkFundOrder(
    { side, amount: body.amount, percent: body.percent },
    {
      today: localDayAt(fundTimeZone(country), now),
      customer: { birthDate: customer.birthDate, isPartner: customer.isPartner },
      account: {
        isBlocked: account.isBlocked,
        accountCode: account.accountCode,
        atyid: account.atyid,
        currency: accountCurrency,
      },
      instrument: instrument && {
        isFund,
        activeForBuy: instrument.activeForBuy,
        activeForSell: instrument.activeForSell,
        isIndexFund: instrument.isIndexFund,
        mifid2Category: instrument.mifid2Category,
      },
      hasValidApproval: approved,
      minimumInAccountCurrency: convert(fx, min.value, min.currency, accountCurrency),
      tradingPower: cash.minus(reserved),
      indexFundBoughtToday: boughtToday,
      availableUnits: held.minus(heldReserved),
      tradedToday,
    },
  );
  if (!check.ok) throw reject(check.code, `The order was refused: ${check.code}`, check.field);
  return { check, fund: instrument as InstrumentRow, fx, accountCurrency };
}

export async function placeInTransaction(
  deps: Pick<Deps, 'time'>,
  tx: Tx,
  customerId: number,
  key: string,
  hash: string,
  body: FundOrderRequest,
): Promise<PlaceResult> {
  const now = deps.time.now();
  const { customer, account } = await lockCustomerAndAccount(tx, customerId, body.accid);
  if (!customer || !account)
    throw reject('ACCOUNT_NOT_FOUND', `Account ${body.accid} was not found`, 'body.accid');
  // Under the lock: a request with this key that committed while we waited is replayed, not repeated.
  const raced = await findByIdempotencyKey(tx, customerId, key);
  if (raced) {
    if (raced.requestHash !== hash)
      throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another order', [
        { code: 'IDEMPOTENCY_KEY_REUSED', field: 'headers.idempotency-key' },
      ]);
    return { reply: raced.reply as FundOrderPlacedReply, created: false, accid: raced.accid };
  }

  const { check, fund, fx, accountCurrency } = await checkOrder(tx, customerId, customer, account, body, now);
  const side = body.orderside;
  const schedule = orderSchedule(fund, side, now);

  let amount: Decimal;
  let units: Decimal | null = null;
  let percent: Decimal | null = null;
  if (check.side === 'BUY') {
    amount = check.amount;
  } else {
    units = check.units;
    percent = check.percent;
    // The reply's amount for a sell is what the units are worth at the last NAV; the order itself
    // executes at the NAV of its trade day.
    const nav = (await latestPrices(tx, [fund.instrumentId])).get(fund.instrumentId)?.last ?? new Decimal(0);
    amount = roundTo(convert(fx, units.times(nav), fund.currency.trim(), accountCurrency), 2);
  }

  const [inserted] = await tx
    .insert(fundOrders)
    .values({
      customerId,
      accid: account.accid,
      instrumentId: fund.instrumentId,
      side,
      state: 'PLACED',
      amount: check.side === 'BUY' ? amount.toFixed(2) : null,
      currency: accountCurrency,
      percent: percent?.toFixed(2) ?? null,
      units: units?.toFixed(6) ?? null,
      reservedAmount: check.side === 'BUY' ? amount.toFixed(2) : '0',
      reservedUnits: units?.toFixed(6) ?? '0',
      stopTime: new Date(schedule.stopTime),
      tradeDay: schedule.tradeDay,
      settleDay: schedule.settleDay,
      idempotencyKey: key,
      requestHash: hash,
      reply: {},
      orderReferrer: body.order_referrer ?? null,
      createdAt: new Date(now),
    })
    .returning();
  const row = inserted as FundOrderRow;
  const reply: FundOrderPlacedReply = {
    fund_order: {
      order_id: row.id,
      account_number: account.accno,
      volume: units?.toNumber() ?? 0,
      amount: { value: money(amount, accountCurrency).value },
      percent: percent?.toNumber() ?? null,
      name: fund.name,
    },
  };
  await tx.update(fundOrders).set({ reply }).where(eq(fundOrders.id, row.id));
  return {
    reply,
    created: true,
    accid: account.accid,
    order: fundOrderReply(row, { accno: account.accno, name: fund.name }, now),
  };
}

/** Whether an order can still be cancelled: waiting for its cut-off, which has not come. */
export function isCancellable(order: Pick<FundOrderRow, 'state' | 'stopTime'>, now: number): boolean {
  return order.state === 'PLACED' && now < order.stopTime.getTime();
}

/** Cancels an order the caller has locked and found cancellable; the reservation goes with it. */
export async function cancelOrderRow(tx: Tx, orderId: number, now: number): Promise<FundOrderRow> {
  const [updated] = await tx
    .update(fundOrders)
    .set({ state: 'CANCELLED', reservedAmount: '0', reservedUnits: '0', cancelledAt: new Date(now) })
    .where(eq(fundOrders.id, orderId))
    .returning();
  return updated as FundOrderRow;
}

/** Cancels a waiting order before its stop time; the reservation goes with it. */
export async function cancelFundOrder(
  deps: Deps,
  customerId: number,
  orderId: number,
): Promise<FundOrderReply> {
  const now = deps.time.now();
  const row = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(fundOrders)
      .where(and(eq(fundOrders.id, orderId), eq(fundOrders.customerId, customerId)))
      .for('update');
    if (!order) throw reject('ORDER_NOT_FOUND', `Fund order ${orderId} was not found`);
    if (!isCancellable(order, now))
      throw new HttpError(
        409,
        'ORDER_NOT_CANCELLABLE',
        'The order is past its stop time or no longer waiting',
        [{ code: 'ORDER_NOT_CANCELLABLE' }],
      );
    return cancelOrderRow(tx, order.id, now);
  });
  deps.accountReads.invalidate(row.accid);
  const reply = fundOrderReply(row, await orderContext(deps.db, row.accid, row.instrumentId), now);
  publishOrder(deps, customerId, reply);
  return reply;
}

/** The order's new state on the customer's private live feed, when anyone listens. */
export function publishOrder(deps: Pick<Deps, 'bus'>, customerId: number, order: FundOrderReply): void {
  deps.bus.publish({
    kind: 'private',
    customerId,
    type: 'order',
    data: { order_type: 'FUND', ...order } as Record<string, unknown>,
  });
}
