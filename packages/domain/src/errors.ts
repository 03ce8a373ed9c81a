import { FUND_ORDER_FAILURE_CODES, REQUEST_ACTION_REASONS } from './fund-orders/catalogue';
import { EXCHANGE_ORDER_CODES } from './trading/exchange-order';

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
  'DOCUMENT_NOT_FOUND',
  // Transactions and tax: a transaction or sale that is not the customer's answers as a missing one.
  'TRANSACTION_NOT_FOUND',
  'REALISATION_EVENT_NOT_FOUND',
  /** Holdings: a position id that names no holding of the customer's (another customer's answers the same). */
  'POSITION_NOT_FOUND',
  'TAX_REPORT_NOT_AVAILABLE',
  'TAX_YEAR_NOT_KNOWN',
  /** The SRU files name the filer by personnummer and address, which the customer record lacks. */
  'TAX_FILER_DETAILS_MISSING',
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
  // Curated lists and watchlists (issue 6).
  /** No published curated list with that id or slug. */
  'CURATED_LIST_NOT_FOUND',
  /** No watchlist with that id among the customer's own (another customer's answers the same). */
  'WATCHLIST_NOT_FOUND',
  /** The customer already has MAX_WATCHLISTS_PER_CUSTOMER watchlists. */
  'WATCHLIST_LIMIT_REACHED',
  /** The watchlist would hold more than MAX_WATCHLIST_ITEMS instruments. */
  'WATCHLIST_FULL',
  /** The instrument is already in the watchlist. */
  'WATCHLIST_ITEM_EXISTS',
  /** The instrument is not in the watchlist. */
  'WATCHLIST_ITEM_NOT_FOUND',
  // Request actions (spec 000 §8): a placement the request actions forbid answers the reason.
  ...REQUEST_ACTION_REASONS,
  'ALLOCATION_REQUEST_NOT_FOUND',
  /** A customer outside private banking sends a request: they place orders themselves. */
  'ALLOCATION_REQUEST_NOT_ALLOWED',
  /** A cancel of a request that is no longer waiting, or whose order is past its stop time. */
  'ALLOCATION_REQUEST_NOT_CANCELLABLE',
  // The knowledge test (spec 001 §7.12).
  /** A MiFID II category that has no knowledge test. */
  'UNKNOWN_MIFID2_CATEGORY',
  'ATTEMPT_NOT_FOUND',
  /** An attempt examined under another category than it was started for. */
  'ATTEMPT_CATEGORY_MISMATCH',
  'ATTEMPT_ALREADY_EXAMINED',
  'ATTEMPT_EXPIRED',
  // Share orders (issue 12).
  ...EXCHANGE_ORDER_CODES,
  // Money in and out (issue 15).
  /** No bank account with that id among the customer's own (another customer's answers the same). */
  'BANK_ACCOUNT_NOT_FOUND',
  /** Not the shape of an account number of the customer's country. */
  'BANK_ACCOUNT_FORMAT',
  /** The account number's check digit does not match: mistyped. */
  'BANK_ACCOUNT_CHECK_DIGIT',
  /** No Swedish bank has that clearing number. */
  'CLEARING_NUMBER_UNKNOWN',
  /** The customer already has that bank account. */
  'BANK_ACCOUNT_EXISTS',
  // Monthly savings plans (issue 15).
  /** No savings plan with that id among the customer's own (another customer's answers the same). */
  'SAVINGS_PLAN_NOT_FOUND',
  /** The day of the month is not 1–28. */
  'SAVINGS_PLAN_DAY_INVALID',
  /** More than SAVINGS_PLAN_MAX_ITEMS funds in one plan. */
  'SAVINGS_PLAN_TOO_MANY_ITEMS',
  /** One fund twice in a plan. */
  'SAVINGS_PLAN_DUPLICATE_INSTRUMENT',
  /** A fund's monthly amount below the plan minimum (SAVINGS_PLAN_MIN_AMOUNT). */
  'SAVINGS_PLAN_AMOUNT_TOO_SMALL',
  /** Pause of a paused plan, resume of an active one, skip when the next month is already skipped. */
  'SAVINGS_PLAN_STATE',
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
