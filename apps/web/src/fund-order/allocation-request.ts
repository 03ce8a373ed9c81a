import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '@broker/client';
import {
  createFundAllocationRequest,
  getAllocationRequests,
  type CallBody,
  type CallReply,
} from '@broker/contract';
import {
  ALLOCATION_REQUEST_FAILED,
  REQUEST_ACTION_REASONS,
  REQUEST_FLOW_CODES,
  allocationOutcome,
  type RequestActionReason,
  type RequestFlowCode,
} from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { failureMessageKey } from './failure';
import { requestActionMessageKey } from './RequestActionNotice';

/**
 * Allocation requests (spec 000 §3, §4): instead of placing an order, a private-banking customer
 * sends a request the bank turns into an order. The order screen is in request mode when the
 * session's customer segment trades by request (domain `tradesByRequest`); the server holds each
 * segment to its flow, so there is no switch in the address to send the other call.
 */

/** The server's answer to a request from a customer outside private banking. */
export const ALLOCATION_REQUEST_NOT_ALLOWED = 'ALLOCATION_REQUEST_NOT_ALLOWED';

export const ALLOCATION_REQUESTS_KEY = ['allocationRequests'] as const;

export type AllocationRequestBody = CallBody<typeof createFundAllocationRequest>;
export type AllocationRequest = CallReply<typeof createFundAllocationRequest>;

export const allocationRequestsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: ALLOCATION_REQUESTS_KEY, queryFn: () => client.call(getAllocationRequests) });

export type RequestOutcome = { ok: true; request: AllocationRequest } | { ok: false; code: string };

/**
 * Sends one request and reads its outcome (spec 000 §4): REQUEST_REJECTED and ORDER_REJECTED fail
 * with the status as code, IN_PROGRESS and ORDER_APPROVED succeed. A refusal names its code in
 * fields[0].code; anything else (no reply at all, an unreadable one) is ALLOCATION_REQUEST_FAILED.
 */
export async function sendAllocationRequest(
  client: ApiClient,
  body: AllocationRequestBody,
): Promise<RequestOutcome> {
  let reply: AllocationRequest;
  try {
    reply = await client.call(createFundAllocationRequest, { body });
  } catch (error) {
    const code = error instanceof ApiError ? error.fields[0]?.code : undefined;
    return { ok: false, code: code ?? ALLOCATION_REQUEST_FAILED };
  }
  const outcome = allocationOutcome(reply.requestStatus);
  if (outcome === undefined) return { ok: false, code: ALLOCATION_REQUEST_FAILED };
  return outcome.ok ? { ok: true, request: reply } : { ok: false, code: outcome.code };
}

function isRequestFlowCode(code: string): code is RequestFlowCode {
  return (REQUEST_FLOW_CODES as readonly string[]).includes(code);
}

function isRequestActionReason(code: string): code is RequestActionReason {
  return (REQUEST_ACTION_REASONS as readonly string[]).includes(code);
}

/**
 * The failure screen's message for a request (spec 000 §8 "Request flow"); an order-book code the
 * server refused with takes its order catalogue text, a request-action reason its reason text;
 * nothing for an unknown code.
 */
export function requestFailureMessageKey(code: string | undefined): MessageKey | undefined {
  if (code === undefined) return undefined;
  if (isRequestFlowCode(code)) return `fundOrder.request.failure.${code}`;
  // The segment changed during the session: the server wants an order now.
  if (code === ALLOCATION_REQUEST_NOT_ALLOWED)
    return 'fundOrder.request.failure.ALLOCATION_REQUEST_NOT_ALLOWED';
  if (isRequestActionReason(code)) return requestActionMessageKey(code);
  return failureMessageKey(code);
}
