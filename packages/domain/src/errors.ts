import { FUND_ORDER_FAILURE_CODES } from './fund-orders/catalogue';

/**
 * The machine codes a rejected call answers with. Every 4xx body is
 * `{ code, message, fields?: [{ code, field }] }` with a code from this list.
 */
export const API_ERROR_CODES = [
  'INPUT_ERROR',
  'MALFORMED_JSON',
  'MANDATORY_FIELD_MISSING',
  'ROUTE_NOT_FOUND',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'SESSION_INVALID',
  'MISSING_CLIENT_ID',
  'INVALID_TOKEN',
  'ACCOUNT_NOT_FOUND',
  'UNKNOWN_INSTRUMENT',
  'NEWS_NOT_FOUND',
  'UNSUPPORTED_AUTHENTICATION_PROVIDER',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Fund orders: the failure catalogue of spec 000 §8 (ACCOUNT_NOT_FOUND, UNKNOWN_INSTRUMENT,
  // MANDATORY_FIELD_MISSING and INPUT_ERROR are already above), then the order book's own.
  ...FUND_ORDER_FAILURE_CODES,
  /** One Idempotency-Key sent again with another request body. */
  'IDEMPOTENCY_KEY_REUSED',
  'ORDER_NOT_FOUND',
  /** A cancel after the order's stop time, or of an order that is no longer waiting. */
  'ORDER_NOT_CANCELLABLE',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiFieldError {
  code: string;
  field?: string;
}

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: ApiFieldError[];
}
