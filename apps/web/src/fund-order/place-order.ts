import { IDEMPOTENCY_KEY_HEADER, placeFundOrder, type CallBody, type CallReply } from '@broker/contract';
import { ApiError, NETWORK_ERROR, type ApiClient } from '@broker/client';

export type FundOrderBody = CallBody<typeof placeFundOrder>;
export type FundOrderPlaced = CallReply<typeof placeFundOrder>;

/** Sends one placement with the given Idempotency-Key. */
export type SendFundOrder = (body: FundOrderBody, idempotencyKey: string) => Promise<FundOrderPlaced>;

/** How often a placement that got no reply at all is sent again, with the same key. */
export const NETWORK_RETRIES = 2;

/** POST /api/2/fund_orders through the app's client, with the `Idempotency-Key` the contract requires. */
export function createFundOrderSender(client: ApiClient): SendFundOrder {
  return (body, idempotencyKey) =>
    client.call(placeFundOrder, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** No reply arrived (the order may or may not have reached the order book). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.code === NETWORK_ERROR;
}

/**
 * Places one confirmed order: the key is made once by the caller, and a placement that got no
 * reply is sent again with the SAME key, so the order book answers the first order's reply instead
 * of taking a second order. A reply (success or refusal) ends it.
 */
export async function placeWithRetry(
  send: SendFundOrder,
  body: FundOrderBody,
  idempotencyKey: string,
  retries = NETWORK_RETRIES,
): Promise<FundOrderPlaced> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(body, idempotencyKey);
    } catch (error) {
      if (!isNetworkError(error) || attempt >= retries) throw error;
    }
  }
}

/** A fresh key per confirmed order. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
