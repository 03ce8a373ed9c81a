import { and, asc, eq } from 'drizzle-orm';
import {
  allocationStatusOfExchangeOrder,
  isActiveExchangeOrder,
  type ExchangeOrderState,
} from '@broker/domain';
import type { AllocationRequestSchema, ExchangeAllocationRequestSchema } from '@broker/contract';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { allocationRequests, customers, exchangeOrders, instruments } from '../db/schema';
import { HttpError, renameErrorFields } from '../http/api-error';
import { requestHash } from '../http/idempotency';
import { referenceFx } from '../instruments/fx';
import { orderBookById } from '../instruments/order-book-id';
import {
  allocationRequestReply,
  orderKey,
  setStatus,
  type AllocationJobResult,
} from '../fund-orders/allocation-requests';
import { findOwnedAccountByNumber } from '../fund-orders/request-actions';
import { refuseOtherFundFlow } from '../fund-orders/segment';
import { publishExchangeOrder } from './booking';
import { cancelLockedOrder } from './changes';
import { decimalText, insertOrder, lockAndCheck, marketNow, type ExchangeOrderRequest } from './placement';
import { orderNames } from './queries';
import type { ExchangeOrderRow } from './replies';

/**
 * Exchange-trading allocation requests (spec 001 §7.14): a private-banking customer asks for a
 * share at a limit, and the bank's desk places the order. The request is checked at once by order
 * entry's own rules, as the desk would place it (a refusal is a 4xx with order entry's code and
 * nothing is stored), and waits IN_PROGRESS. The desk run (every few seconds on the leading
 * process) places it as a limit order for the order day, in one transaction with the request's
 * move to ORDER_APPROVED, or rejects it (REQUEST_REJECTED) when the facts changed meanwhile; the
 * request then follows its order (domain allocationStatusOfExchangeOrder). Listing and the
 * customer's cancel are shared with fund requests (fund-orders/allocation-requests.ts).
 */

type Body = z.infer<typeof ExchangeAllocationRequestSchema>;
type Reply = z.infer<typeof AllocationRequestSchema>;
type Row = typeof allocationRequests.$inferSelect;

/** Order entry's field names → those of the request, for a refusal's fields. */
const FIELD_NAMES: Record<string, string> = {
  'path.accid': 'body.accountNumber',
  'body.identifier': 'body.tradingOrderBookId',
};

/** The order the desk places for a request: a limit order for the order day. */
function orderOf(r: {
  marketId: number;
  identifier: string;
  side: string;
  price: string;
  volume: number;
  currency: string;
}): ExchangeOrderRequest {
  return {
    market_id: r.marketId,
    identifier: r.identifier,
    side: r.side as ExchangeOrderRequest['side'],
    price: Number(r.price),
    volume: r.volume,
    currency: r.currency,
    order_type: 'LIMIT',
  };
}

export async function createExchangeAllocationRequest(
  deps: Deps,
  customerId: number,
  body: Body,
): Promise<Reply> {
  const now = deps.time.now();
  const ref = await orderBookById(deps.db, body.tradingOrderBookId);
  const [instrument] = ref
    ? await deps.db
        .select({ currency: instruments.currency })
        .from(instruments)
        .where(eq(instruments.instrumentId, ref.instrumentId))
    : [];
  const book = ref && instrument ? { ...ref, currency: instrument.currency } : undefined;
  if (!book) {
    throw new HttpError(404, 'UNKNOWN_INSTRUMENT', `No order book ${body.tradingOrderBookId}`, [
      { code: 'UNKNOWN_INSTRUMENT', field: 'body.tradingOrderBookId' },
    ]);
  }
  // Read before the transaction: on the embedded database a read outside it would wait for it.
  const market = await marketNow(deps, book.marketId, book.identifier);
  const fx = await referenceFx(deps.db);
  const currency = book.currency.trim();
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ segment: customers.segment })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (customer) refuseOtherFundFlow(customer.segment, 'REQUEST');
      const account = await findOwnedAccountByNumber(tx, customerId, body.accountNumber).catch(() => {
        throw new HttpError(404, 'ACCOUNT_NOT_FOUND', `Account ${body.accountNumber} was not found`, [
          { code: 'ACCOUNT_NOT_FOUND', field: 'body.accountNumber' },
        ]);
      });
      const price = decimalText(body.price);
      const order = orderOf({ ...book, side: body.side, price, volume: body.volume, currency });
      await lockAndCheck(deps, tx, {
        customerId,
        accid: account.accid,
        body: order,
        market,
        fx,
        placedBy: 'DESK',
      });
      const [row] = await tx
        .insert(allocationRequests)
        .values({
          customerId,
          accid: account.accid,
          instrumentId: book.instrumentId,
          side: body.side,
          status: 'IN_PROGRESS',
          orderType: 'EXCHANGE_TRADING',
          marketId: book.marketId,
          identifier: book.identifier,
          volume: body.volume,
          price,
          currency,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning({ id: allocationRequests.id });
      return row!.id;
    });
    return await allocationRequestReply(deps.db, id, now);
  } catch (error) {
    throw renameErrorFields(error, FIELD_NAMES);
  }
}

class Raced extends Error {}

/** Tells the customer's screens and the exchange about an order the desk placed or cancelled. */
async function announce(deps: Pick<Deps, 'db' | 'bus'>, row: ExchangeOrderRow): Promise<void> {
  publishExchangeOrder(deps.bus, row.customerId, row, await orderNames(deps.db, row));
  deps.bus.publish({ kind: 'exchange', type: 'order', data: { orderId: row.id } });
}

async function placeWaiting(deps: Deps, row: Row, now: number, result: AllocationJobResult) {
  if (row.marketId === null || row.identifier === null || row.price === null || row.volume === null) return;
  const body = orderOf({
    marketId: row.marketId,
    identifier: row.identifier,
    side: row.side,
    price: row.price,
    volume: row.volume,
    currency: row.currency.trim(),
  });
  try {
    const market = await marketNow(deps, body.market_id, body.identifier);
    const fx = await referenceFx(deps.db);
    const placed = await deps.db.transaction(async (tx) => {
      const p = await insertOrder({ time: { now: () => now } }, tx, {
        customerId: row.customerId,
        accid: row.accid,
        key: orderKey(row.id),
        hash: requestHash({ accid: row.accid, ...body }),
        body,
        market,
        fx,
        placedBy: 'DESK',
      });
      if (!(await setStatus(tx, row, 'ORDER_APPROVED', now, { exchangeOrderId: p.row.id })))
        throw new Raced();
      return p;
    });
    result.approved++;
    deps.accountReads.invalidate(row.accid);
    await announce(deps, placed.row);
  } catch (error) {
    if (error instanceof Raced) return;
    if (!(error instanceof HttpError)) throw error;
    // Order entry refused it now (the money or the shares went meanwhile, the book halted): the
    // request is rejected with the refusal's code, nothing else changes.
    const code = error.fields?.[0]?.code ?? error.code;
    if (await deps.db.transaction((tx) => setStatus(tx, row, 'REQUEST_REJECTED', now, { rejectCode: code })))
      result.rejected++;
  }
}

async function cancelApproved(deps: Deps, row: Row, now: number, result: AllocationJobResult) {
  const orderId = row.exchangeOrderId;
  if (orderId === null) return;
  const cancelled = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(exchangeOrders)
      .where(eq(exchangeOrders.id, orderId))
      .for('update');
    if (!order) return undefined;
    if (!isActiveExchangeOrder(order.state)) {
      // Too late: the order ended meanwhile, and the request follows it.
      const to = allocationStatusOfExchangeOrder(order.state as ExchangeOrderState, order.tradedVolume);
      await setStatus(tx, row, to ?? 'ORDER_APPROVED', now);
      return undefined;
    }
    const to = allocationStatusOfExchangeOrder('CANCELLED', order.tradedVolume) ?? 'CANCELLED';
    if (!(await setStatus(tx, row, to, now))) return undefined;
    return cancelLockedOrder(tx, order, new Date(now));
  });
  if (!cancelled) return;
  result.cancelled++;
  deps.accountReads.invalidate(cancelled.accid);
  await announce(deps, cancelled);
}

/** One desk run at `now`: place or reject waiting share requests, carry out cancels, follow the orders. */
export async function runExchangeAllocationJob(deps: Deps, now: number): Promise<AllocationJobResult> {
  const result: AllocationJobResult = { approved: 0, rejected: 0, cancelled: 0, followed: 0 };
  const ofStatus = (status: string) =>
    deps.db
      .select()
      .from(allocationRequests)
      .where(and(eq(allocationRequests.status, status), eq(allocationRequests.orderType, 'EXCHANGE_TRADING')))
      .orderBy(asc(allocationRequests.id));

  for (const row of await ofStatus('IN_PROGRESS')) await placeWaiting(deps, row, now, result);
  for (const row of await ofStatus('CANCEL_IN_PROGRESS')) await cancelApproved(deps, row, now, result);

  const approved = await deps.db
    .select({
      id: allocationRequests.id,
      status: allocationRequests.status,
      state: exchangeOrders.state,
      tradedVolume: exchangeOrders.tradedVolume,
      rejectCode: exchangeOrders.rejectCode,
    })
    .from(allocationRequests)
    .innerJoin(exchangeOrders, eq(exchangeOrders.id, allocationRequests.exchangeOrderId))
    .where(eq(allocationRequests.status, 'ORDER_APPROVED'));
  for (const r of approved) {
    const to = allocationStatusOfExchangeOrder(r.state as ExchangeOrderState, r.tradedVolume);
    if (!to) continue;
    const extra = to === 'ORDER_REJECTED' ? { rejectCode: r.rejectCode } : {};
    if (await deps.db.transaction((tx) => setStatus(tx, r, to, now, extra))) result.followed++;
  }
  return result;
}

export const EXCHANGE_ALLOCATION_JOB_INTERVAL_MS = 3000;

/**
 * Runs the desk on a timer while `isLeader()` says this process runs the exchange, one run at a
 * time. Returns a stop function that waits for a run in progress.
 */
export function startExchangeAllocationJob(
  deps: Deps,
  opts: { isLeader: () => boolean; log: { error(obj: object, msg: string): void }; intervalMs?: number },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running || !opts.isLeader()) return;
    running = runExchangeAllocationJob(deps, deps.time.now())
      .catch((error: unknown) => opts.log.error({ err: error }, 'exchange allocation job failed'))
      .finally(() => {
        running = undefined;
      });
  }, opts.intervalMs ?? EXCHANGE_ALLOCATION_JOB_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
