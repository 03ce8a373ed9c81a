import { eq } from 'drizzle-orm';
import { tradesByRequest, type CustomerSegment } from '@broker/domain';
import type { Deps } from '../deps';
import { customers } from '../db/schema';
import { HttpError } from '../http/api-error';

/** How a customer trades funds: private banking by allocation request, everyone else by order. */
export type FundFlow = 'ORDER' | 'REQUEST';

/**
 * Refuses a fund order or an allocation request from a customer whose segment trades the other way
 * (403, the code also in fields[0], where the order screen reads it). A private-banking customer's
 * orders are placed by the adviser from their requests, so their own placement is
 * USER_NOT_ALLOWED_TO_PLACE_ORDER (spec 000 §6, §8); a request from anyone else is
 * ALLOCATION_REQUEST_NOT_ALLOWED. Read at every call: a segment change applies to the next one.
 */
export async function requireFundFlow(deps: Deps, customerId: number, flow: FundFlow): Promise<void> {
  const [row] = await deps.db
    .select({ segment: customers.segment })
    .from(customers)
    .where(eq(customers.id, customerId));
  // A customer that no longer exists is the handler's to answer, as for any other call.
  if (row) refuseOtherFundFlow(row.segment, flow);
}

/** The refusal of requireFundFlow, for a segment the caller has read itself (placement: under its lock). */
export function refuseOtherFundFlow(segment: string, flow: FundFlow): void {
  const byRequest = tradesByRequest(segment as CustomerSegment);
  if (flow === 'ORDER' && byRequest) {
    throw new HttpError(
      403,
      'USER_NOT_ALLOWED_TO_PLACE_ORDER',
      'Private-banking customers send allocation requests; the bank places the order',
      [{ code: 'USER_NOT_ALLOWED_TO_PLACE_ORDER' }],
    );
  }
  if (flow === 'REQUEST' && !byRequest) {
    throw new HttpError(
      403,
      'ALLOCATION_REQUEST_NOT_ALLOWED',
      'Allocation requests are for private-banking customers; place an order instead',
      [{ code: 'ALLOCATION_REQUEST_NOT_ALLOWED' }],
    );
  }
}
