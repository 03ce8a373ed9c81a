import { z } from 'zod';
import {
  ALLOCATION_REQUEST_STATUSES,
  ORDER_FLOW_THROTTLE_MS,
  ORDER_TYPES,
  REQUEST_ACTION_REASONS,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam, MoneySchema, PercentSchema } from './common';
import { OrderSideSchema } from './fund-orders';

/**
 * Request actions and allocation requests (spec 000 §3, §4, §7). Accounts are named by their
 * account number (accno), instruments by our instrument id (`onPremInstrumentId`) or, in v2, by the
 * id of one of the instrument's order books (`tradingOrderBookId`: a tradable's numeric
 * `identifier`, as in the instrument reply and the live feed's `i`).
 */

const Id = z.number().int().positive().max(2_147_483_647);
/** Account numbers are digits (the seed's are 8); letters and dashes are let through for other banks' styles. */
const AccountNumber = z.string().regex(/^[0-9A-Za-z-]{1,40}$/, { message: 'expected an account number' });

export const RequestActionSchema = z
  .object({
    side: OrderSideSchema,
    isAllowed: z.boolean(),
    /** Why not; null when allowed. */
    reason: z.enum(REQUEST_ACTION_REASONS).nullable(),
    /**
     * The order book's own code behind a refusal (e.g. CUSTOMER_IS_MINOR, SUPERFUND_NOT_ALLOWED,
     * ACCOUNT_IS_BLOCKED), so the screen can say why no account works; null when allowed.
     */
    code: z.string().nullable().optional(),
  })
  .meta({ id: 'RequestAction' });

export const getRequestActions = defineCall({
  id: 'getRequestActions',
  method: 'GET',
  path: '/api/2/request-actions',
  auth: 'token',
  summary:
    'Whether the account may buy and sell the instrument today (BUY first, then SELL), with the reason when not',
  tags: ['allocation requests'],
  query: z.object({
    accountNumber: AccountNumber,
    onPremInstrumentId: IdParam,
    orderType: z.enum(ORDER_TYPES),
  }),
  reply: z.array(RequestActionSchema),
  throttleMs: ORDER_FLOW_THROTTLE_MS,
});

export const getRequestActionsV2 = defineCall({
  id: 'getRequestActionsV2',
  method: 'GET',
  path: '/api/2/v2/request-actions',
  auth: 'token',
  summary: 'Request actions by order book: the order type follows from the instrument behind the order book',
  tags: ['allocation requests'],
  query: z.object({ accountNumber: AccountNumber, tradingOrderBookId: IdParam }),
  reply: z.array(RequestActionSchema),
  throttleMs: ORDER_FLOW_THROTTLE_MS,
});

/** Spec 000 §3 "Allocation request payload". Which of amount and percent a side needs is a rule (MANDATORY_FIELD_MISSING). */
export const FundAllocationRequestSchema = z
  .object({
    accountNumber: AccountNumber,
    onPremInstrumentId: Id,
    side: OrderSideSchema,
    /** Buy: the amount to invest, account currency. */
    amount: z.object({ value: z.number(), currency: z.string().min(1).max(3) }).optional(),
    /** Sell: percent (0.01–100, two decimals) of the available holding. */
    percent: PercentSchema.optional(),
  })
  .meta({ id: 'FundAllocationRequest' });

/**
 * Spec 001 §7.14 "exchange-trading": a share, by the order book's id, bought or sold at a limit.
 * The desk places it as a limit order valid for the order day (the next trading day after the close).
 */
export const ExchangeAllocationRequestSchema = z
  .object({
    accountNumber: AccountNumber,
    tradingOrderBookId: Id,
    side: OrderSideSchema,
    /** Shares, a multiple of the lot. */
    volume: z.number().int().positive().max(1_000_000_000),
    /** The limit, in the share's currency, on its tick grid. */
    price: z.number().positive().max(1_000_000_000),
  })
  .meta({ id: 'ExchangeAllocationRequest' });

export const AllocationRequestStatusSchema = z.enum(ALLOCATION_REQUEST_STATUSES);

/** Spec 000 §3 "Allocation request response", plus what the requests list shows. */
export const AllocationRequestSchema = z
  .object({
    id: z.number().int(),
    requestStatus: AllocationRequestStatusSchema,
    accountNumber: z.string(),
    /** Buy: the amount; null for a sell. */
    amount: MoneySchema.nullable(),
    /** Sell: the percent; null for a buy. */
    percent: z.number().nullable(),
    instrument: z.object({ longName: z.string(), instrumentId: z.number().int() }),
    side: OrderSideSchema,
    /** FUND, or EXCHANGE_TRADING for a share. */
    orderType: z.enum(ORDER_TYPES),
    /** Exchange trading: the order book, the shares asked for and traded, the limit; null for a fund. */
    tradingOrderBookId: z.number().int().nullable(),
    volume: z.number().int().nullable(),
    tradedVolume: z.number().int().nullable(),
    price: MoneySchema.nullable(),
    accid: z.number().int(),
    /** Epoch ms. */
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
    /** The order the request became, once approved (a fund order, or an exchange order for a share). */
    orderId: z.number().int().nullable(),
    /** Why the request or its order was refused (a catalogue code). */
    rejectCode: z.string().nullable(),
    cancellable: z.boolean(),
  })
  .meta({ id: 'AllocationRequest' });

export const createFundAllocationRequest = defineCall({
  id: 'createFundAllocationRequest',
  method: 'POST',
  path: '/api/2/allocation-requests/fund',
  auth: 'token',
  summary:
    'Sends a fund allocation request (IN_PROGRESS); the next processing run places it as a fund order (ORDER_APPROVED). Refused at once with the order book’s codes and request-action reasons.',
  tags: ['allocation requests'],
  body: FundAllocationRequestSchema,
  reply: AllocationRequestSchema,
  status: 201,
});

export const createExchangeAllocationRequest = defineCall({
  id: 'createExchangeAllocationRequest',
  method: 'POST',
  path: '/api/2/allocation-requests/exchange-trading',
  auth: 'token',
  summary:
    'Sends an exchange-trading allocation request (IN_PROGRESS); the next processing run places it as a day limit order (ORDER_APPROVED), which it then follows. Refused at once with the order entry’s codes.',
  tags: ['allocation requests'],
  body: ExchangeAllocationRequestSchema,
  reply: AllocationRequestSchema,
  status: 201,
});

export const getAllocationRequests = defineCall({
  id: 'getAllocationRequests',
  method: 'GET',
  path: '/api/2/allocation-requests',
  auth: 'token',
  summary: "The customer's allocation requests, newest first",
  tags: ['allocation requests'],
  reply: z.array(AllocationRequestSchema),
  throttleMs: ORDER_FLOW_THROTTLE_MS,
});

export const cancelAllocationRequest = defineCall({
  id: 'cancelAllocationRequest',
  method: 'DELETE',
  path: '/api/2/allocation-requests/{id}',
  auth: 'token',
  summary:
    'Cancels a request: IN_PROGRESS becomes CANCELLED; an approved one CANCEL_IN_PROGRESS until the processing run cancels its order (409 ALLOCATION_REQUEST_NOT_CANCELLABLE when that is no longer possible)',
  tags: ['allocation requests'],
  params: z.object({ id: IdParam }),
  reply: AllocationRequestSchema,
});

/**
 * Spec 001 §7.14 "v2 create": one call for every kind, the instrument named by one of its order
 * books (`tradingOrderBookId`, as getRequestActionsV2): behind a fund's book a fund request (buy an
 * amount, sell a percent), behind a share's an exchange-trading request (volume at a limit price).
 * A field of the other kind is refused (INPUT_ERROR), a missing one MANDATORY_FIELD_MISSING.
 */
export const AllocationRequestV2Schema = z
  .object({
    accountNumber: AccountNumber,
    tradingOrderBookId: Id,
    side: OrderSideSchema,
    /** Fund buy: the amount to invest, account currency. */
    amount: z.object({ value: z.number(), currency: z.string().min(1).max(3) }).optional(),
    /** Fund sell: percent (0.01–100) of the available holding. */
    percent: PercentSchema.optional(),
    /** Share: the shares, a multiple of the lot. */
    volume: z.number().int().positive().max(1_000_000_000).optional(),
    /** Share: the limit in the share's currency, on its tick grid. */
    price: z.number().positive().max(1_000_000_000).optional(),
  })
  .meta({ id: 'AllocationRequestV2' });

export const createAllocationRequestV2 = defineCall({
  id: 'createAllocationRequestV2',
  method: 'POST',
  path: '/api/2/v2/allocation-requests',
  auth: 'token',
  summary:
    'Sends an allocation request of any kind by order book: a fund request or an exchange-trading request, by the instrument behind the book; checked at once as v1 checks each kind',
  tags: ['allocation requests'],
  body: AllocationRequestV2Schema,
  reply: AllocationRequestSchema,
  status: 201,
});

export const cancelAllocationRequestV2 = defineCall({
  id: 'cancelAllocationRequestV2',
  method: 'DELETE',
  path: '/api/2/v2/allocation-requests/{id}',
  auth: 'token',
  summary:
    'Cancels a request of any kind, as v1 does (IN_PROGRESS → CANCELLED; approved → CANCEL_IN_PROGRESS while its order can still be cancelled; 409 ALLOCATION_REQUEST_NOT_CANCELLABLE otherwise)',
  tags: ['allocation requests'],
  params: z.object({ id: IdParam }),
  reply: AllocationRequestSchema,
});
