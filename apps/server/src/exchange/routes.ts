import { eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_KEY_HEADER,
  cancelAllocationRequestV2,
  cancelExchangeOrder,
  createAllocationRequestV2,
  createExchangeAllocationRequest,
  getExchangeOrders,
  getExchangeTrades,
  getFeeConditions,
  getValidOrderBookOperations,
  modifyExchangeOrder,
  placeExchangeOrder,
  previewExchangeOrder,
  setCourtageClass,
} from '@broker/contract';
import type { Deps } from '../deps';
import { exchangeOrders } from '../db/schema';
import type { BusMessage } from '../feed/bus';
import { defineRoute } from '../http/define-route';
import { createExchangeAllocationRequest as createRequest } from './allocation-requests';
import {
  cancelAllocationRequestV2 as cancelRequestV2,
  createAllocationRequestV2 as createRequestV2,
} from './allocation-requests-v2';
import { publishExchangeOrder } from './booking';
import { cancelOrder, modifyOrder } from './changes';
import { placeOrder, previewOrder } from './placement';
import { listOrders, listTrades, orderNames } from './queries';
import { exchangeOrderReply, exchangeTradeReply, type ExchangeOrderRow, type OrderNames } from './replies';
import { validOrderBookOperations } from './valid-operations';
import { feeConditions, setCourtageClass as changeCourtageClass } from './fee-conditions';

/** How long order entry waits for the exchange's first answer before it replies with NEW. */
export const FIRST_ANSWER_WAIT_MS = 1500;

/**
 * Hands a placed or changed order to the exchange (over the bus, to whichever process runs it) and
 * tells the customer's other screens. A new order placed during continuous trading waits a moment
 * for the exchange's answer, so the reply says ON_MARKET or DONE, as the customer expects, rather
 * than NEW; outside trading hours it stays NEW until the opening.
 */
async function announce(
  deps: Deps,
  row: ExchangeOrderRow,
  waitForAnswer: boolean,
  known?: OrderNames,
): Promise<ExchangeOrderRow> {
  const names = known ?? (await orderNames(deps.db, row));
  publishExchangeOrder(deps.bus, row.customerId, row, names);
  if (!waitForAnswer || !deps.config.simulator.enabled) {
    deps.bus.publish({ kind: 'exchange', type: 'order', data: { orderId: row.id } });
    return row;
  }
  const answered = new Promise<void>((resolve) => {
    const timer = setTimeout(done, FIRST_ANSWER_WAIT_MS);
    const stop = deps.bus.subscribe((m: BusMessage) => {
      if (m.kind !== 'private' || m.type !== 'order' || m.customerId !== row.customerId) return;
      const order = (m.data as { order?: { order_id?: number; order_state?: string } }).order;
      if (order?.order_id === row.id && order.order_state !== 'NEW') done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
  deps.bus.publish({ kind: 'exchange', type: 'order', data: { orderId: row.id } });
  await answered;
  const [now] = await deps.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, row.id));
  return now ?? row;
}

async function orderReply(deps: Deps, row: ExchangeOrderRow, known?: OrderNames) {
  const order = exchangeOrderReply(row, known ?? (await orderNames(deps.db, row)));
  return {
    order_id: row.id,
    result_code: row.state === 'REJECTED' && row.rejectCode ? row.rejectCode : 'OK',
    order_state: order.order_state,
    order,
  };
}

export const exchangeOrderRoutes = [
  defineRoute(placeExchangeOrder, async ({ deps, access, params, body, headers }) => {
    const placed = await placeOrder(
      deps,
      access.customerId,
      params.accid,
      headers[IDEMPOTENCY_KEY_HEADER],
      body,
    );
    let row = placed.row;
    if (placed.created) {
      deps.accountReads.invalidate(row.accid);
      row = await announce(deps, row, placed.trading === true, placed.names);
    }
    return orderReply(deps, row, placed.names);
  }),

  defineRoute(previewExchangeOrder, ({ deps, access, params, body }) =>
    previewOrder(deps, access.customerId, params.accid, body),
  ),

  defineRoute(getExchangeOrders, async ({ deps, access, params, query }) => {
    await deps.accountReads.ownedAccount(access.customerId, params.accid);
    const rows = await listOrders(deps.db, params.accid, {
      now: deps.time.now(),
      days: query.days,
      limit: query.limit,
      before: query.before,
    });
    return rows.map((r) => exchangeOrderReply(r.row, r.names));
  }),

  defineRoute(modifyExchangeOrder, async ({ deps, access, params, body }) => {
    const row = await modifyOrder(deps, access.customerId, params.accid, params.order_id, body);
    deps.accountReads.invalidate(row.accid);
    return orderReply(deps, await announce(deps, row, false));
  }),

  defineRoute(cancelExchangeOrder, async ({ deps, access, params }) => {
    const row = await cancelOrder(deps, access.customerId, params.accid, params.order_id);
    deps.accountReads.invalidate(row.accid);
    return orderReply(deps, await announce(deps, row, false));
  }),

  defineRoute(createExchangeAllocationRequest, ({ deps, access, body }) =>
    createRequest(deps, access.customerId, body),
  ),

  // v2 (spec 001 §7.14): every kind by order book; the fund and share requests' own checks.
  defineRoute(createAllocationRequestV2, ({ deps, access, body }) =>
    createRequestV2(deps, access.customerId, body),
  ),

  defineRoute(cancelAllocationRequestV2, ({ deps, access, params }) =>
    cancelRequestV2(deps, access.customerId, params.id),
  ),

  defineRoute(getValidOrderBookOperations, ({ deps, access, query }) =>
    validOrderBookOperations(deps, access.customerId, query),
  ),

  defineRoute(getFeeConditions, ({ deps, access }) => feeConditions(deps.db, access.customerId)),

  defineRoute(setCourtageClass, ({ deps, access, body }) =>
    changeCourtageClass(deps.db, access.customerId, body.courtage_class),
  ),

  defineRoute(getExchangeTrades, async ({ deps, access, params, query }) => {
    await deps.accountReads.ownedAccount(access.customerId, params.accid);
    const rows = await listTrades(deps.db, params.accid, { now: deps.time.now(), days: query.days });
    return rows.map((r) => exchangeTradeReply(r.row, r.order, r.names));
  }),
];
