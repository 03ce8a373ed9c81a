import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@broker/client';
import {
  IDEMPOTENCY_KEY_HEADER,
  cancelExchangeOrder,
  getExchangeOrders,
  getExchangeTrades,
  getValidOrderBookOperations,
  modifyExchangeOrder,
  placeExchangeOrder,
  previewExchangeOrder,
  type CallReply,
} from '@broker/contract';
import type { OrderBody } from './order-form';

export type ShareOrder = CallReply<typeof getExchangeOrders>[number];
export type ShareTrade = CallReply<typeof getExchangeTrades>[number];
export type OrderReply = CallReply<typeof placeExchangeOrder>;
export type Preview = CallReply<typeof previewExchangeOrder>;

export const shareOrdersKey = (accid: number) => ['shareOrders', accid] as const;

/**
 * The account's share orders of today and the active ones. Fills, expiries and changes made on
 * another screen arrive as private feed events, which mark this stale (live/PrivateEvents.tsx).
 */
export const shareOrdersQuery = (client: ApiClient, accid: number) =>
  queryOptions({
    queryKey: shareOrdersKey(accid),
    queryFn: () => client.call(getExchangeOrders, { params: { accid } }),
  });

/** The account's share orders of the last `days` days and the active ones, for the orders page. */
export const shareOrderHistoryQuery = (client: ApiClient, accid: number, days: number) =>
  queryOptions({
    queryKey: [...shareOrdersKey(accid), 'days', days],
    queryFn: () => client.call(getExchangeOrders, { params: { accid }, query: { days } }),
  });

export const shareTradesQuery = (client: ApiClient, accid: number) =>
  queryOptions({
    queryKey: ['shareTrades', accid],
    queryFn: () => client.call(getExchangeTrades, { params: { accid } }),
  });

/**
 * What each account may do in the share's book now (spec 001 §7.22): the form offers the order
 * types order entry takes and says at once why a side is closed to an account.
 */
export const validOperationsQuery = (client: ApiClient, tradingOrderBookId: number, accids: number[]) =>
  queryOptions({
    queryKey: ['validOperations', tradingOrderBookId, accids],
    queryFn: () =>
      client.call(getValidOrderBookOperations, {
        query: { tradingOrderBookId, accids: accids.join(',') },
      }),
  });

export const previewQuery = (client: ApiClient, accid: number, body: OrderBody) =>
  queryOptions({
    queryKey: ['sharePreview', accid, body],
    queryFn: () => client.call(previewExchangeOrder, { params: { accid }, body }),
    staleTime: 2000,
  });

export function placeShareOrder(client: ApiClient, accid: number, body: OrderBody, key: string) {
  return client.call(placeExchangeOrder, {
    params: { accid },
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

export function cancelShareOrder(client: ApiClient, accid: number, orderId: number) {
  return client.call(cancelExchangeOrder, { params: { accid, order_id: orderId } });
}

export function modifyShareOrder(
  client: ApiClient,
  accid: number,
  orderId: number,
  change: { price?: number; volume?: number },
) {
  return client.call(modifyExchangeOrder, { params: { accid, order_id: orderId }, body: change });
}
