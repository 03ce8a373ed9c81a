import { and, asc, desc, eq } from 'drizzle-orm';
import {
  CANCELLABLE_ALLOCATION_STATUSES,
  allocationStatusOfOrder,
  canTransition,
  isActiveExchangeOrder,
  money,
  type AllocationRequestStatus,
  type FundOrderState,
  type OrderSide,
  type OrderType,
} from '@broker/domain';
import type { AllocationRequestSchema, FundAllocationRequestSchema } from '@broker/contract';
import type { z } from 'zod';
import type { Deps } from '../deps';
import type { Db, Tx } from '../db/database';
import { accounts, allocationRequests, exchangeOrders, fundOrders, instruments } from '../db/schema';
import { HttpError, renameErrorFields } from '../http/api-error';
import { IDEMPOTENCY_KEY_HEADER_MAX, requestHash } from '../http/idempotency';
import { fundOrderReply } from './replies';
import { findOwnedAccountByNumber } from './request-actions';
import { txBatches } from '../db/statement-batch';
import { lockJobs } from '../platform/schedule';
import { FUND_ORDER_EXECUTE_JOB } from './order-jobs';
import {
  cancelOrderRow,
  checkOrder,
  isCancellable,
  lockAndReadFacts,
  placeInTransaction,
  publishOrder,
  reject,
} from './service';

/**
 * Allocation requests: what an advised (private-banking) customer sends instead of an order. The
 * request is checked at once by the order book's own checks and request actions (a refusal is a 4xx
 * with the order book's code and nothing is stored) and waits IN_PROGRESS. The processing run
 * (runAllocationRequestJob, every 5 s, startFundAllocationJob) stands in for the bank's desk: it
 * places the request as a fund order through the same placement, in one transaction with the
 * request's move to ORDER_APPROVED, or rejects it (REQUEST_REJECTED, with the code of the refusal)
 * when the facts changed meanwhile. From then on the request follows its order: executed or settled
 * → ORDER_EXECUTED, rejected → ORDER_REJECTED, cancelled → CANCELLED. Domain ALLOCATION_TRANSITIONS
 * is the state machine. Share requests (EXCHANGE_TRADING) share the table, the list and the cancel;
 * their desk run is exchange/allocation-requests.ts.
 */

type Body = z.infer<typeof FundAllocationRequestSchema>;
type Reply = z.infer<typeof AllocationRequestSchema>;
type Row = typeof allocationRequests.$inferSelect;

/** Field names of the order checks → those of the allocation payload, for the rejection's fields. */
const FIELD_NAMES: Record<string, string> = {
  'body.instrument_id': 'body.onPremInstrumentId',
  'body.accid': 'body.accountNumber',
  'body.orderside': 'body.side',
};

/**
 * `orderCancellable`: the request's order exists and can still be cancelled; `tradedVolume`: what
 * a share request's order traded so far.
 */
function replyOf(
  row: Row,
  ctx: { accno: string; name: string },
  orderCancellable: boolean,
  tradedVolume: number | null = null,
): Reply {
  const currency = row.currency.trim();
  const status = row.status as AllocationRequestStatus;
  const share = row.orderType === 'EXCHANGE_TRADING';
  return {
    id: row.id,
    requestStatus: status,
    accountNumber: ctx.accno,
    amount: row.amount === null ? null : money(row.amount, currency),
    percent: row.percent === null ? null : Number(row.percent),
    instrument: { longName: ctx.name, instrumentId: row.instrumentId },
    side: row.side as OrderSide,
    orderType: row.orderType as OrderType,
    tradingOrderBookId: share && row.identifier !== null ? Number(row.identifier) : null,
    volume: row.volume,
    tradedVolume: share ? (tradedVolume ?? 0) : null,
    price: row.price === null ? null : money(row.price, currency),
    accid: row.accid,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    orderId: row.fundOrderId ?? row.exchangeOrderId,
    rejectCode: row.rejectCode,
    cancellable: status === 'IN_PROGRESS' || (status === 'ORDER_APPROVED' && orderCancellable),
  };
}

function selectWithContext(db: Db | Tx) {
  return db
    .select({
      request: allocationRequests,
      accno: accounts.accno,
      name: instruments.name,
      orderState: fundOrders.state,
      stopTime: fundOrders.stopTime,
      shareOrderState: exchangeOrders.state,
      tradedVolume: exchangeOrders.tradedVolume,
    })
    .from(allocationRequests)
    .innerJoin(accounts, eq(accounts.accid, allocationRequests.accid))
    .innerJoin(instruments, eq(instruments.instrumentId, allocationRequests.instrumentId))
    .leftJoin(fundOrders, eq(fundOrders.id, allocationRequests.fundOrderId))
    .leftJoin(exchangeOrders, eq(exchangeOrders.id, allocationRequests.exchangeOrderId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectWithContext>['where']>>[number];
const toReply = (r: Joined, now: number) =>
  replyOf(
    r.request,
    r,
    r.shareOrderState !== null
      ? isActiveExchangeOrder(r.shareOrderState)
      : r.orderState !== null &&
          r.stopTime !== null &&
          isCancellable({ state: r.orderState, stopTime: r.stopTime }, now),
    r.tradedVolume,
  );

/** One request as the list shows it. */
export async function allocationRequestReply(db: Db, id: number, now: number): Promise<Reply> {
  const [joined] = await selectWithContext(db).where(eq(allocationRequests.id, id));
  if (!joined) throw new Error(`allocation request ${id} vanished`);
  return toReply(joined, now);
}

export async function createAllocationRequest(
  deps: Pick<Deps, 'db' | 'time'>,
  customerId: number,
  body: Body,
): Promise<Reply> {
  const now = deps.time.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const owned = await findOwnedAccountByNumber(tx, customerId, body.accountNumber).catch(() => undefined);
      if (!owned)
        throw reject('ACCOUNT_NOT_FOUND', `Account ${body.accountNumber} was not found`, 'body.accid');
      const order = {
        instrument_id: body.onPremInstrumentId,
        orderside: body.side,
        amount: body.amount,
        percent: body.percent,
      };
      // The same locks as a placement: the same-day rules and the checks see every committed order and request.
      const facts = await lockAndReadFacts(txBatches(tx), customerId, owned.accid, order, now);
      const { check, fund, accountCurrency, account } = checkOrder(facts, order, now);
      const [row] = await tx
        .insert(allocationRequests)
        .values({
          customerId,
          accid: account.accid,
          instrumentId: fund.instrumentId,
          side: body.side,
          status: 'IN_PROGRESS',
          amount: check.side === 'BUY' ? check.amount.toFixed(2) : null,
          currency: accountCurrency,
          percent: check.side === 'SELL' ? check.percent.toFixed(2) : null,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning();
      return replyOf(row as Row, { accno: account.accno, name: fund.name }, false);
    });
  } catch (error) {
    throw renameErrorFields(error, FIELD_NAMES);
  }
}

export async function listAllocationRequests(
  deps: Pick<Deps, 'db' | 'time'>,
  customerId: number,
  limit: number,
): Promise<Reply[]> {
  const now = deps.time.now();
  const rows = await selectWithContext(deps.db)
    .where(eq(allocationRequests.customerId, customerId))
    .orderBy(desc(allocationRequests.id))
    .limit(limit);
  return rows.map((r) => toReply(r, now));
}

function notCancellable(): HttpError {
  return new HttpError(
    409,
    'ALLOCATION_REQUEST_NOT_CANCELLABLE',
    'The request is no longer waiting, or its order is past its stop time',
    [{ code: 'ALLOCATION_REQUEST_NOT_CANCELLABLE' }],
  );
}

/**
 * Cancels a request: a waiting one at once; an approved one is marked CANCEL_IN_PROGRESS when its
 * order can still be cancelled, and the processing run cancels the order (or, when its stop time
 * passed meanwhile, lets the request follow the order).
 */
export async function cancelAllocationRequest(
  deps: Pick<Deps, 'db' | 'time'>,
  customerId: number,
  id: number,
): Promise<Reply> {
  const now = deps.time.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(allocationRequests)
      .where(and(eq(allocationRequests.id, id), eq(allocationRequests.customerId, customerId)))
      .for('update');
    if (!row)
      throw new HttpError(404, 'ALLOCATION_REQUEST_NOT_FOUND', `Allocation request ${id} was not found`, [
        { code: 'ALLOCATION_REQUEST_NOT_FOUND', field: 'params.id' },
      ]);
    const status = row.status as AllocationRequestStatus;
    if (!CANCELLABLE_ALLOCATION_STATUSES.includes(status)) throw notCancellable();
    let next: AllocationRequestStatus = 'CANCELLED';
    if (status === 'ORDER_APPROVED' && row.exchangeOrderId !== null) {
      const [order] = await tx
        .select({ state: exchangeOrders.state })
        .from(exchangeOrders)
        .where(eq(exchangeOrders.id, row.exchangeOrderId));
      if (!order || !isActiveExchangeOrder(order.state)) throw notCancellable();
      next = 'CANCEL_IN_PROGRESS';
    } else if (status === 'ORDER_APPROVED') {
      const [order] = row.fundOrderId
        ? await tx.select().from(fundOrders).where(eq(fundOrders.id, row.fundOrderId))
        : [];
      if (!order || !isCancellable(order, now)) throw notCancellable();
      next = 'CANCEL_IN_PROGRESS';
    }
    await tx
      .update(allocationRequests)
      .set({ status: next, updatedAt: new Date(now) })
      .where(eq(allocationRequests.id, id));
  });
  return allocationRequestReply(deps.db, id, now);
}

/**
 * The Idempotency-Key of the order a request becomes: longer than any key a client may send
 * (the header allows IDEMPOTENCY_KEY_HEADER_MAX characters), so a customer's own key can never meet it.
 */
export function orderKey(requestId: number): string {
  return `allocation-request:${requestId}:`.padEnd(IDEMPOTENCY_KEY_HEADER_MAX + 1, '-');
}

export interface AllocationJobResult {
  approved: number;
  rejected: number;
  cancelled: number;
  followed: number;
}

class Raced extends Error {}

/** Moves a request on, if the state machine allows and no one moved it meanwhile; whether it did. */
export async function setStatus(
  tx: Tx,
  row: Pick<Row, 'id' | 'status'>,
  to: AllocationRequestStatus,
  now: number,
  extra: Partial<Pick<Row, 'rejectCode' | 'fundOrderId' | 'exchangeOrderId'>> = {},
): Promise<boolean> {
  if (!canTransition(row.status as AllocationRequestStatus, to)) return false;
  // Conditional on the status read: a cancel that committed meanwhile wins, and this changes nothing.
  const done = await tx
    .update(allocationRequests)
    .set({ status: to, updatedAt: new Date(now), ...extra })
    .where(and(eq(allocationRequests.id, row.id), eq(allocationRequests.status, row.status)))
    .returning({ id: allocationRequests.id });
  return done.length > 0;
}

/** One processing run at `now`: approve or reject waiting requests, carry out cancels, follow the orders. */
export async function runAllocationRequestJob(
  deps: Pick<Deps, 'db' | 'bus' | 'accountReads'>,
  now: number,
): Promise<AllocationJobResult> {
  const result: AllocationJobResult = { approved: 0, rejected: 0, cancelled: 0, followed: 0 };
  const waiting = await deps.db
    .select()
    .from(allocationRequests)
    .where(and(eq(allocationRequests.status, 'IN_PROGRESS'), eq(allocationRequests.orderType, 'FUND')))
    .orderBy(asc(allocationRequests.id));
  for (const row of waiting) {
    const body = {
      instrument_id: row.instrumentId,
      accid: row.accid,
      orderside: row.side as OrderSide,
      ...(row.amount !== null
        ? { amount: { value: Number(row.amount), currency: row.currency.trim() } }
        : {}),
      ...(row.percent !== null ? { percent: Number(row.percent) } : {}),
    };
    try {
      const placed = await deps.db.transaction(async (tx) => {
        const r = await placeInTransaction(
          { time: { now: () => now } },
          tx,
          row.customerId,
          orderKey(row.id),
          requestHash(body),
          body,
        );
        if (!(await setStatus(tx, row, 'ORDER_APPROVED', now, { fundOrderId: r.reply.fund_order.order_id })))
          throw new Raced();
        return r;
      });
      result.approved++;
      deps.accountReads.invalidate(placed.accid);
      if (placed.order) publishOrder(deps, row.customerId, placed.order);
    } catch (error) {
      if (error instanceof Raced) continue;
      if (!(error instanceof HttpError)) throw error;
      // The order book refused it now: the request is rejected with the refusal's code, nothing else changes.
      const code = error.fields?.[0]?.code ?? error.code;
      if (
        await deps.db.transaction((tx) => setStatus(tx, row, 'REQUEST_REJECTED', now, { rejectCode: code }))
      )
        result.rejected++;
    }
  }

  const cancelling = await deps.db
    .select()
    .from(allocationRequests)
    .where(and(eq(allocationRequests.status, 'CANCEL_IN_PROGRESS'), eq(allocationRequests.orderType, 'FUND')))
    .orderBy(asc(allocationRequests.id));
  for (const row of cancelling) {
    if (!row.fundOrderId) continue;
    const orderId = row.fundOrderId;
    const cancelled = await deps.db.transaction(async (tx) => {
      // The order's execution job first, then the account, then the order: the schedule's runner
      // takes the job before its handler locks the account and the order, as placement locks them.
      await lockJobs(tx, FUND_ORDER_EXECUTE_JOB, orderId);
      await tx
        .select({ accid: accounts.accid })
        .from(accounts)
        .where(eq(accounts.accid, row.accid))
        .for('update');
      const [order] = await tx.select().from(fundOrders).where(eq(fundOrders.id, orderId)).for('update');
      if (!order) return undefined;
      if (isCancellable(order, now)) {
        if (!(await setStatus(tx, row, 'CANCELLED', now))) return undefined;
        return cancelOrderRow(tx, order.id, now);
      }
      // Too late: the order goes on, and the request with it.
      await setStatus(
        tx,
        row,
        allocationStatusOfOrder(order.state as FundOrderState) ?? 'ORDER_APPROVED',
        now,
      );
      return undefined;
    });
    if (cancelled) {
      result.cancelled++;
      deps.accountReads.invalidate(cancelled.accid);
      const [ctx] = await deps.db
        .select({ accno: accounts.accno, name: instruments.name })
        .from(accounts)
        .innerJoin(instruments, eq(instruments.instrumentId, cancelled.instrumentId))
        .where(eq(accounts.accid, cancelled.accid));
      publishOrder(deps, row.customerId, fundOrderReply(cancelled, ctx ?? { accno: '', name: '' }, now));
    }
  }

  const approved = await deps.db
    .select({
      id: allocationRequests.id,
      status: allocationRequests.status,
      state: fundOrders.state,
      rejectCode: fundOrders.rejectCode,
    })
    .from(allocationRequests)
    .innerJoin(fundOrders, eq(fundOrders.id, allocationRequests.fundOrderId))
    .where(eq(allocationRequests.status, 'ORDER_APPROVED'));
  for (const r of approved) {
    const to = allocationStatusOfOrder(r.state as FundOrderState);
    if (!to) continue;
    const extra = to === 'ORDER_REJECTED' ? { rejectCode: r.rejectCode } : {};
    if (await deps.db.transaction((tx) => setStatus(tx, r, to, now, extra))) result.followed++;
  }
  return result;
}

export const FUND_ALLOCATION_JOB_INTERVAL_MS = 5000;

/**
 * Runs the desk on a timer while `isLeader()` says this process leads, one run at a time, as the
 * share requests' desk runs (exchange/allocation-requests.ts). Not a job on the schedule: the desk
 * is not due at a time but works through a queue whose state is the requests' own rows, so a run
 * after a crash or a stop finds everything still to do. Returns a stop function that waits for a
 * run in progress.
 */
export function startFundAllocationJob(
  deps: Pick<Deps, 'db' | 'bus' | 'accountReads' | 'time'>,
  opts: { isLeader: () => boolean; log: { error(obj: object, msg: string): void }; intervalMs?: number },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running || !opts.isLeader()) return;
    running = runAllocationRequestJob(deps, deps.time.now())
      .catch((error: unknown) => opts.log.error({ err: error }, 'fund allocation job failed'))
      .finally(() => {
        running = undefined;
      });
  }, opts.intervalMs ?? FUND_ALLOCATION_JOB_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
