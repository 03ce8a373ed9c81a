/**
 * The fund order flow's codes (spec 000 §4, §8): order failure codes, the request (allocation) flow
 * codes, allocation request statuses and per-account request-action reasons. Pure lists; the texts
 * live in the web's message catalogues.
 */

/** Every order failure code of spec 000 §8, in the order the spec lists them. */
export const FUND_ORDER_FAILURE_CODES = [
  'SUPERFUND_NOT_ALLOWED',
  'ABOVE_MAX_AMOUNT',
  'FUND_NOT_ACTIVE_FOR_BUY',
  'NOT_ENOUGH_POSITIONS',
  'NOT_MIFID2_SUITABLE',
  'KYC_ANSWER_INVALID',
  'NOT_ENOUGH_TRADING_POWER',
  'NOT_VALID_TRADABLE',
  'UNKNOWN_INSTRUMENT',
  'NOT_A_FUND',
  'INVALID_FUND_UNIVERSE',
  'FUND_NOT_ACTIVE_FOR_SELL',
  'FUND_NOT_DAILY_TRADED',
  'FUND_EMT_DATA_MISSING_ERROR',
  'BELOW_MIN_INVEST_AMOUNT',
  'INVALID_ACCOUNT_TYPE',
  'NO_SUITABLE_AGREEMENT',
  'INSID_ISINCODE_MISSMATCH',
  'ACCOUNT_IS_BLOCKED',
  'ACCOUNT_IS_BLOCKED_FOR_BUYING',
  'ACCOUNT_NOT_FOUND',
  'ORDER_ACCOUNT_CURRENCY_MISMATCH',
  'MANDATORY_FIELD_MISSING',
  'INPUT_ERROR',
  'CUSTOMER_IS_MINOR',
  'USER_NOT_ALLOWED_TO_PLACE_ORDER',
  'ABASEC_ORDER_ID_ALREADY_INSERTED',
  'VOLUME_IS_ZERO',
  'HEDGE_FUND_NOT_FOUND',
  'TOO_MANY_BUY_LEGS',
  'MISSING_KIID_FOR_ACCOUNT_COUNTRY_CODE',
] as const;
export type FundOrderFailureCode = (typeof FUND_ORDER_FAILURE_CODES)[number];

export function isFundOrderFailureCode(code: unknown): code is FundOrderFailureCode {
  return typeof code === 'string' && (FUND_ORDER_FAILURE_CODES as readonly string[]).includes(code);
}

/** Logged for a failure that came without a code (spec 000 §4 step 6). */
export const UNKNOWN_REASON = 'UNKNOWN_REASON';

/** Codes of the allocation request flow (spec 000 §8 "Request flow"). */
export const REQUEST_FLOW_CODES = [
  'ALLOCATION_REQUEST_FAILED',
  'REQUEST_REJECTED',
  'ORDER_REJECTED',
] as const;
export type RequestFlowCode = (typeof REQUEST_FLOW_CODES)[number];

/** A transport error of the allocation request call (spec 000 §4). */
export const ALLOCATION_REQUEST_FAILED: RequestFlowCode = 'ALLOCATION_REQUEST_FAILED';

export const ALLOCATION_REQUEST_STATUSES = [
  'REQUEST_REJECTED',
  'IN_PROGRESS',
  'ORDER_APPROVED',
  'CANCEL_IN_PROGRESS',
  'CANCELLED',
  'ORDER_REJECTED',
  'ORDER_EXECUTED',
] as const;
export type AllocationRequestStatus = (typeof ALLOCATION_REQUEST_STATUSES)[number];

/**
 * How the client reads an allocation request status (spec 000 §4): the two rejections are failures
 * whose code is the status itself; ORDER_APPROVED and IN_PROGRESS are success; other statuses are
 * neither (a later state of a request, not an answer to placing it).
 */
export function allocationOutcome(
  status: AllocationRequestStatus,
): { ok: true } | { ok: false; code: RequestFlowCode } | undefined {
  if (status === 'REQUEST_REJECTED' || status === 'ORDER_REJECTED') return { ok: false, code: status };
  if (status === 'ORDER_APPROVED' || status === 'IN_PROGRESS') return { ok: true };
  return undefined;
}

/** Per-account request-action reasons (spec 000 §4, §8). */
export const REQUEST_ACTION_REASONS = [
  'SOLD_ALREADY',
  'BOUGHT_ALREADY',
  'REQUESTS_CLOSED',
  'NOT_AUTHORIZED_TO_BUY',
  'NOT_AUTHORIZED_TO_SELL',
] as const;
export type RequestActionReason = (typeof REQUEST_ACTION_REASONS)[number];

/** Order types of the request-actions call and the order sides (spec 000 §3 "Enumerations"). */
export const ORDER_TYPES = ['FUND', 'EXCHANGE_TRADING'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_SIDES = ['BUY', 'SELL'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/**
 * The life of a fund order in our order book: PLACED (waiting for the cut-off, cancellable),
 * EXECUTED (NAV fixed, units known), SETTLED (position and cash moved), CANCELLED (by the customer
 * before the stop time), REJECTED (could not execute, e.g. the holding was gone at execution).
 */
export const FUND_ORDER_STATES = ['PLACED', 'EXECUTED', 'SETTLED', 'CANCELLED', 'REJECTED'] as const;
export type FundOrderState = (typeof FUND_ORDER_STATES)[number];

/** States whose reservation still holds: cash of buys, units of sells. */
export const ACTIVE_FUND_ORDER_STATES: readonly FundOrderState[] = ['PLACED', 'EXECUTED'];
