import { eq } from 'drizzle-orm';
import type { AllocationRequestSchema, AllocationRequestV2Schema } from '@broker/contract';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { instruments } from '../db/schema';
import { HttpError, renameErrorFields } from '../http/api-error';
import { orderBookById } from '../instruments/order-book-id';
import { cancelAllocationRequest, createAllocationRequest } from '../fund-orders/allocation-requests';
import { findOwnedAccountByNumber } from '../fund-orders/request-actions';
import { requireFundFlow } from '../fund-orders/segment';
import { createExchangeAllocationRequest } from './allocation-requests';

/**
 * Allocation requests v2 (spec 001 §7.14 "v2 create and cancel"): one call for every kind, the
 * instrument named by an order book id as getRequestActionsV2 names it. The book decides the kind:
 * a fund's goes to the fund requests (fund-orders/allocation-requests.ts), a share's to the
 * exchange-trading requests (allocation-requests.ts), each with its own checks, so v1 and v2 refuse
 * and store the same things. Cancel is v1's, which already serves both kinds.
 */

type Body = z.infer<typeof AllocationRequestV2Schema>;
type Reply = z.infer<typeof AllocationRequestSchema>;

const refuse = (status: number, code: string, message: string, field: string) =>
  new HttpError(status, code as never, message, [{ code, field }]);

/** A field that belongs to the other kind: sent, it would be silently ignored, so it is refused. */
function refuseOthers(body: Body, fields: readonly (keyof Body)[]): void {
  for (const field of fields)
    if (body[field] !== undefined)
      throw refuse(400, 'INPUT_ERROR', `${field} does not belong to this kind of request`, `body.${field}`);
}

export async function createAllocationRequestV2(deps: Deps, customerId: number, body: Body): Promise<Reply> {
  const book = await orderBookById(deps.db, body.tradingOrderBookId);
  const [instrument] = book
    ? await deps.db
        .select({ groupType: instruments.groupType })
        .from(instruments)
        .where(eq(instruments.instrumentId, book.instrumentId))
    : [];
  if (!book || !instrument)
    throw refuse(
      404,
      'UNKNOWN_INSTRUMENT',
      `No order book ${body.tradingOrderBookId}`,
      'body.tradingOrderBookId',
    );
  // The account before the fields: another customer's answers 404 whatever else the body holds.
  await findOwnedAccountByNumber(deps.db, customerId, body.accountNumber).catch((error: unknown) => {
    throw renameErrorFields(error, { 'query.accountNumber': 'body.accountNumber' });
  });
  if (instrument.groupType === 'FND') {
    refuseOthers(body, ['volume', 'price']);
    await requireFundFlow(deps, customerId, 'REQUEST');
    return createAllocationRequest(deps, customerId, {
      accountNumber: body.accountNumber,
      onPremInstrumentId: book.instrumentId,
      side: body.side,
      ...(body.amount === undefined ? {} : { amount: body.amount }),
      ...(body.percent === undefined ? {} : { percent: body.percent }),
    }).catch((error: unknown) => {
      throw renameErrorFields(error, { 'body.onPremInstrumentId': 'body.tradingOrderBookId' });
    });
  }
  if (instrument.groupType === 'EQ') {
    refuseOthers(body, ['amount', 'percent']);
    if (body.volume === undefined || body.price === undefined) {
      const field = body.volume === undefined ? 'volume' : 'price';
      throw refuse(400, 'MANDATORY_FIELD_MISSING', `A share request needs ${field}`, `body.${field}`);
    }
    return createExchangeAllocationRequest(deps, customerId, {
      accountNumber: body.accountNumber,
      tradingOrderBookId: body.tradingOrderBookId,
      side: body.side,
      volume: body.volume,
      price: body.price,
    });
  }
  throw refuse(
    422,
    'NOT_VALID_TRADABLE',
    `Order book ${body.tradingOrderBookId} is not tradable`,
    'body.tradingOrderBookId',
  );
}

export const cancelAllocationRequestV2 = cancelAllocationRequest;
