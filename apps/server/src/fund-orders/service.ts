import { and, eq } from 'drizzle-orm';
import {
  COUNTRIES,
  type Decimal,
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
import { convert } from '../instruments/fx';
import { isUniqueViolation, requestHash } from '../http/idempotency';
import { lockAndReadOrderFacts, type OrderInstrument, type StoredPlacement } from './order-facts';
import { findByIdempotencyKey, type InstrumentRow } from './queries';
import { instrumentFacts } from '../instruments/facts';
import {
  fundOrderReply,
  placedReply,
  withOrderId,
  type FundOrderPlacedReply,
  type FundOrderReply,
  type FundOrderRow,
} from './replies';
import { refuseOtherFundFlow, type FundFlow } from './segment';
import { insertReturningId } from '../db/sql-text';
import { inBatchedTransaction, txBatches, type StatementBatches } from '../db/statement-batch';
import { cancelJobs, withJobAboutInserted } from '../platform/schedule';
import { FUND_ORDER_EXECUTE_JOB } from './order-jobs';

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

export function frequencyOf(
  instrument: Pick<InstrumentRow, 'buyFrequency' | 'sellFrequency'>,
  side: OrderSide,
): TradingFrequency {
  return ((side === 'BUY' ? instrument.buyFrequency : instrument.sellFrequency) ??
    'DAILY') as TradingFrequency;
}

/** When an order placed now trades, stops being cancellable, and settles. */
export function orderSchedule(instrument: OrderInstrument, side: OrderSide, now: number) {
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

/** The stored placement's reply when the body is the same; another body with its key is refused. */
function replay(stored: StoredPlacement, hash: string): PlaceResult {
  if (stored.requestHash !== hash)
    throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another order', [
      { code: 'IDEMPOTENCY_KEY_REUSED', field: 'headers.idempotency-key' },
    ]);
  return { reply: withOrderId(stored.reply, stored.id), created: false, accid: stored.accid };
}

/**
 * Places a fund order. Every check and the reservation run in one transaction holding the
 * customer's and the account's row locks; a rejection throws before anything is written. A retry
 * with the same Idempotency-Key and body replays the stored reply; another body is refused. The key
 * is looked up under the locks only: a retry takes the same locks, so it waits for the first
 * placement and then finds it.
 */
export async function placeFundOrder(
  deps: Deps,
  customerId: number,
  key: string,
  body: FundOrderRequest,
): Promise<PlaceResult> {
  const hash = requestHash(body);
  try {
    return await inBatchedTransaction(deps.db, (batches) =>
      placeWithBatches(deps, batches, customerId, key, hash, body, 'ORDER'),
    );
  } catch (error) {
    // Requests with one key meet at the customer lock, so the later one finds the stored order;
    // should two ever get past it together, the unique index refuses one, which then replays.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByIdempotencyKey(deps.db, customerId, key);
    if (!winner) throw error;
    return replay(winner, hash);
  }
}

/** The fields of a placement that the checks read; an allocation request maps onto the same. */
export type OrderInput = Pick<FundOrderRequest, 'instrument_id' | 'orderside' | 'amount' | 'percent'>;

const perCountry = (f: (country: CountryCode) => number) =>
  Object.fromEntries(COUNTRIES.map((c) => [c, f(c)])) as Record<CountryCode, number>;

/** Local days are 23 to 25 hours long, so 25 hours after a day's start is within the next day. */
const LONGEST_DAY_MS = 25 * 3600_000;
let today: { starts: Record<CountryCode, number>; ends: Record<CountryCode, number> } | undefined;

/**
 * The start of today in every country, for the facts statement to pick the customer's from. Every
 * placement asks, and the time-zone arithmetic showed in the profile, so the starts are kept with the
 * next days' starts and computed again once `now` is outside [start, next start) in any country.
 */
function startsOfDay(now: number): Record<CountryCode, number> {
  const kept = today;
  if (kept && COUNTRIES.every((c) => now >= kept.starts[c] && now < kept.ends[c])) return kept.starts;
  const starts = perCountry((c) => startOfLocalDay(c, now));
  today = { starts, ends: perCountry((c) => startOfLocalDay(c, starts[c] + LONGEST_DAY_MS)) };
  return starts;
}

/**
 * Locks the customer's and the account's rows and reads every fact of the order under them (see
 * order-facts.ts), in the caller's transaction. A customer whose segment trades funds the other way
 * than `flow` is refused first; then ACCOUNT_NOT_FOUND when the account is not the customer's.
 */
export async function lockAndReadFacts(
  batches: StatementBatches,
  customerId: number,
  accid: number,
  body: OrderInput,
  now: number,
  opts: { key?: string; flow?: FundFlow } = {},
) {
  const facts = await lockAndReadOrderFacts(batches, {
    customerId,
    accid,
    instrumentId: body.instrument_id,
    side: body.orderside,
    now,
    startOfDay: startsOfDay(now),
    ...(opts.key === undefined ? {} : { idempotencyKey: opts.key }),
  });
  if (opts.flow && facts.segment !== undefined) refuseOtherFundFlow(facts.segment, opts.flow);
  if (!facts.locked) throw reject('ACCOUNT_NOT_FOUND', `Account ${accid} was not found`, 'body.accid');
  return { ...facts, locked: facts.locked };
}

type LockedFacts = Awaited<ReturnType<typeof lockAndReadFacts>>;

/**
 * Every check of a fund order, on the facts read under the customer's and the account's row locks
 * (lockAndReadFacts), so that nothing read can change before the caller writes. Throws the
 * catalogue rejection; on success hands back what the write needs. Fund orders and allocation
 * requests both go through here.
 */
export function checkOrder(facts: LockedFacts, body: OrderInput, now: number) {
  const { instrument, fx } = facts;
  const { customer, account } = facts.locked;
  const side = body.orderside;
  const accountCurrency = account.currency.trim();
  const isFund = instrument?.groupType === 'FND';
  const country = customer.country;
  const min = minimumInvestment(
    instrument?.minInvestment
      ? { value: instrument.minInvestment, currency: instrument.currency.trim() }
      : null,
  );

  const check = checkFundOrder(
    { side, amount: body.amount, percent: body.percent },
    {
      today: localDayAt(fundTimeZone(country), now),
      customer: {
        birthDate: customer.birthDate,
        personType: customer.personType,
        isPartner: customer.isPartner,
        kyc: customer.kyc,
      },
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
      hasValidApproval: facts.hasValidApproval,
      minimumInAccountCurrency: convert(fx, min.value, min.currency, accountCurrency),
      tradingPower: facts.cash.minus(facts.reserved),
      indexFundBoughtToday: facts.indexFundBoughtToday,
      availableUnits: facts.held.minus(facts.reservedUnits),
      tradedToday: facts.tradedToday,
    },
  );
  if (!check.ok) throw reject(check.code, `The order was refused: ${check.code}`, check.field);
  return { check, fund: instrument as OrderInstrument, fx, accountCurrency, account };
}

/** One placement inside the caller's transaction (the allocation run places requests this way). */
export function placeInTransaction(
  deps: Pick<Deps, 'time'>,
  tx: Tx,
  customerId: number,
  key: string,
  hash: string,
  body: FundOrderRequest,
): Promise<PlaceResult> {
  return placeWithBatches(deps, txBatches(tx), customerId, key, hash, body);
}

/**
 * One placement: the locks and the facts in one batch, the checks, then the order with its
 * reservation and its reply in one INSERT, the last batch (the stored reply leaves out the order id,
 * which is the row's own; see replies.ts). In a transaction of its own that is two round trips.
 */
async function placeWithBatches(
  deps: Pick<Deps, 'time'>,
  batches: StatementBatches,
  customerId: number,
  key: string,
  hash: string,
  body: FundOrderRequest,
  /** The customer's own placement must be the customer's segment's way of trading funds. */
  flow?: FundFlow,
): Promise<PlaceResult> {
  const now = deps.time.now();
  const facts = await lockAndReadFacts(batches, customerId, body.accid, body, now, { key, flow });
  // Under the lock: a request with this key that committed while we waited is replayed, not repeated.
  if (facts.stored) return replay(facts.stored, hash);

  const { check, fund, fx, accountCurrency, account } = checkOrder(facts, body, now);
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
    amount = roundTo(convert(fx, units.times(facts.lastNav), fund.currency.trim(), accountCurrency), 2);
  }
  const reply = placedReply({
    account_number: account.accno,
    volume: units?.toNumber() ?? 0,
    amount: { value: money(amount, accountCurrency).value },
    percent: percent?.toNumber() ?? null,
    name: fund.name,
  });
  const order = {
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
    reply,
    orderReferrer: body.order_referrer ?? null,
    createdAt: new Date(now),
  };
  // The order's execution is scheduled by the same statement: an order committed has its job.
  const insert = withJobAboutInserted(
    insertReturningId('fund_order_insert', fundOrders, order),
    { kind: FUND_ORDER_EXECUTE_JOB, dueAt: order.stopTime },
    now,
  );
  const [[inserted]] = (await batches.runLast([insert])) as [[{ id: number }]];
  const row: FundOrderRow = {
    ...order,
    id: inserted.id,
    nav: null,
    fee: null,
    rejectCode: null,
    transactionId: null,
    executedAt: null,
    settledAt: null,
    cancelledAt: null,
  };
  return {
    reply: withOrderId(reply, row.id),
    created: true,
    accid: account.accid,
    order: fundOrderReply(row, { accno: account.accno, name: fund.name }, now),
  };
}

/** Whether an order can still be cancelled: waiting for its cut-off, which has not come. */
export function isCancellable(order: Pick<FundOrderRow, 'state' | 'stopTime'>, now: number): boolean {
  return order.state === 'PLACED' && now < order.stopTime.getTime();
}

/**
 * Cancels an order the caller has locked and found cancellable; the reservation and the execution
 * job go with it. The caller has taken the job's lock before the order's (lockJobs, or cancelJobs
 * itself), as the schedule's runner does, so a cancel at the cut-off waits for an execution in
 * progress instead of deadlocking with it.
 */
export async function cancelOrderRow(tx: Tx, orderId: number, now: number): Promise<FundOrderRow> {
  await cancelJobs(tx, FUND_ORDER_EXECUTE_JOB, orderId);
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
    // Another customer's order id touches nothing, not even its job's lock.
    const [mine] = await tx
      .select({ id: fundOrders.id })
      .from(fundOrders)
      .where(and(eq(fundOrders.id, orderId), eq(fundOrders.customerId, customerId)));
    if (!mine) throw reject('ORDER_NOT_FOUND', `Fund order ${orderId} was not found`);
    // The job first, then the order (see cancelOrderRow); refused, the transaction gives it back.
    await cancelJobs(tx, FUND_ORDER_EXECUTE_JOB, orderId);
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
  // Both from the caches of facts that do not change: the reply costs no further query.
  const [account, facts] = await Promise.all([
    deps.accountReads.ownedAccount(customerId, row.accid),
    instrumentFacts(deps.db, row.instrumentId),
  ]);
  const reply = fundOrderReply(row, { accno: account.accno, name: facts?.instrument.name ?? '' }, now);
  publishOrder(deps, customerId, reply);
  return reply;
}

/** The order's new state on the customer's private live feed, when anyone listens. */
export function publishOrder(deps: Pick<Deps, 'bus'>, customerId: number, order: FundOrderReply): void {
  deps.bus.publish({
    kind: 'private',
    customerId,
    type: 'order',
    data: { order_type: 'FUND', order } as Record<string, unknown>,
  });
}
