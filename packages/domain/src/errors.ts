import { FUND_ORDER_FAILURE_CODES, REQUEST_ACTION_REASONS } from './fund-orders/catalogue';
import { EXCHANGE_ORDER_CODES } from './trading/exchange-order';
import { EID_ERROR_CODES } from './identity/eid-errors';
import { NOTIFICATION_ERROR_CODES } from './notifications/kinds';
import { SIGNUP_ERROR_CODES } from './signup/codes';
import { PERSONALIZATION_ERROR_CODES } from './personalization/codes';
import { INTRADAY_LIMIT_ERROR_CODES } from './credits/intraday-limit';
import { ACCOUNT_ACCESS_ERROR_CODES } from './account-access';
import { INSURANCE_ERROR_CODES } from './insurance/beneficiaries';
import { COMPANY_ERROR_CODES } from './companies/company-accounts';
import { ESTATE_ERROR_CODES } from './estates/estates';

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
  /** No such note of the customer's (another customer's answers the same). */
  'NOTE_NOT_FOUND',
  /** The customer already keeps NOTES_PER_INSTRUMENT_MAX notes on the instrument. */
  'NOTE_LIMIT_REACHED',
  // Instrument data (issue 17): a fund or index has no company figures; a pinned figure twice.
  'NO_COMPANY_DATA',
  'DUPLICATE_FIGURE',
  // The screener: a fund field on shares (or the other way), the saved screens' limit, another's screen.
  'FIELD_NOT_FOR_TYPE',
  'SCREEN_LIMIT_REACHED',
  'SCREEN_NOT_FOUND',
  // CRM tasks and attachments (spec 001 §7.5; domain crm).
  /** No such task of the customer's (another customer's answers the same). */
  'CRM_TASK_NOT_FOUND',
  /** The task no longer waits for the customer: files cannot change, it cannot be submitted again. */
  'CRM_TASK_NOT_OPEN',
  /** A task is submitted with at least one file. */
  'CRM_TASK_NO_ATTACHMENTS',
  /** The desk: the task is not waiting for a reviewer (not submitted yet, or already decided). */
  'CRM_TASK_NOT_SUBMITTED',
  /** The desk: a decision's input breaks a rule (a rejection without reason or comment, …). */
  'DESK_DECISION_INVALID',
  /** The desk: no live staff session behind the desk cookie. */
  'DESK_SESSION_INVALID',
  /** No such attachment of the customer's. */
  'ATTACHMENT_NOT_FOUND',
  /** Only PDF, JPEG and PNG (domain ATTACHMENT_CONTENT_TYPES). */
  'ATTACHMENT_TYPE_NOT_ALLOWED',
  /** Above ATTACHMENT_MAX_BYTES. */
  'ATTACHMENT_TOO_LARGE',
  /** The task holds ATTACHMENTS_PER_TASK_MAX files already. */
  'ATTACHMENT_LIMIT_REACHED',
  /** Empty, too long, or with folders or control characters (domain fileNameProblem). */
  'ATTACHMENT_FILE_NAME_INVALID',
  /** No onboarding case of the prospect's (or the reviewer's case id is unknown). */
  'ONBOARDING_CASE_NOT_FOUND',
  /** No case can be made now (the reply's message and fields name the reason). */
  'ONBOARDING_NOT_READY',
  /** create: the prospect has a case already (the trigger answers it instead). */
  'ONBOARDING_CASE_EXISTS',
  /** approve: not every task of the case is sent yet. */
  'ONBOARDING_CASE_NOT_SUBMITTED',
  /** approve or reject: the case was decided already. */
  'ONBOARDING_CASE_CLOSED',
  /** The upload address is unknown, used or expired: ask for a new one. */
  'UPLOAD_TOKEN_INVALID',
  /** The bytes sent are not as many as declared. */
  'ATTACHMENT_SIZE_MISMATCH',
  /** The bytes are not a file of the declared type. */
  'ATTACHMENT_CONTENT_MISMATCH',
  /** The virus scan found something in the file; it was not kept. */
  'ATTACHMENT_INFECTED',
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
  /** No deposit with that id among the customer's own. */
  'DEPOSIT_NOT_FOUND',
  /** Below the smallest or above the largest amount an instant payment takes (domain INSTANT_DEPOSIT_LIMITS). */
  'DEPOSIT_AMOUNT_OUT_OF_RANGE',
  /** An amount with more decimals than öre/cents. */
  'AMOUNT_PRECISION',
  /** The account is blocked: no money moves in or out. */
  'ACCOUNT_BLOCKED',
  /** The payment provider could not be reached or refused the payment: nothing was started. */
  'BANK_PROVIDER_UNAVAILABLE',
  /** A payment notification whose signature is missing or wrong (forged or altered). */
  'WEBHOOK_SIGNATURE_INVALID',
  /** A payment notification signed too long ago: a replay. */
  'WEBHOOK_SIGNATURE_EXPIRED',
  /** A payment notification about a payment we never started, or that disagrees with it. */
  'WEBHOOK_PAYMENT_UNKNOWN',
  /** No withdrawal with that id among the customer's own. */
  'WITHDRAWAL_NOT_FOUND',
  /** Money goes out only to an account the customer's bank has confirmed is theirs (a deposit from it). */
  'BANK_ACCOUNT_NOT_VERIFIED',
  /** The account was confirmed too recently: withdrawals to it start after the withdrawal delay. */
  'WITHDRAWAL_DELAY',
  /** The bank account's currency is not the account's. */
  'WITHDRAWAL_CURRENCY',
  /** More than the account's settled cash that no order holds. */
  'WITHDRAWAL_EXCEEDS_AVAILABLE',
  /** More than what is left of the day's withdrawal limit. */
  'WITHDRAWAL_LIMIT_EXCEEDED',
  /** Sent already (or cancelled): it can no longer be cancelled. */
  'WITHDRAWAL_NOT_CANCELLABLE',
  /** A daily withdrawal limit above the most it can be. */
  'WITHDRAWAL_LIMIT_TOO_HIGH',
  /** No raise of the withdrawal limit is waiting to be cancelled. */
  'WITHDRAWAL_LIMIT_NO_RAISE',
  // Savings goals (issue 15; domain savings-goals/goal.ts).
  /** No savings goal with that id among the customer's own (another customer's answers the same). */
  'SAVINGS_GOAL_NOT_FOUND',
  ...NOTIFICATION_ERROR_CODES,
  /** The name is empty or longer than 60 characters. */
  'SAVINGS_GOAL_NAME_LENGTH',
  /** The target amount is zero or less. */
  'SAVINGS_GOAL_TARGET_NOT_POSITIVE',
  /** The target amount has more than two decimals or is beyond any goal (over 10^12). */
  'SAVINGS_GOAL_TARGET_FORMAT',
  /** The target date is today or before (the customer's day): a goal is for later. */
  'SAVINGS_GOAL_DATE_NOT_FUTURE',
  /** The target date is more than 50 years away. */
  'SAVINGS_GOAL_DATE_TOO_FAR',
  /** A goal needs at least one account whose value counts towards it. */
  'SAVINGS_GOAL_ACCOUNTS_REQUIRED',
  /** One of the customer's own accounts that a goal may not use (a blocked one). */
  'SAVINGS_GOAL_ACCOUNT_NOT_ALLOWED',
  /** The customer already has the most goals one may have (20). */
  'SAVINGS_GOAL_LIMIT_REACHED',
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
  ...EID_ERROR_CODES,
  // Passkeys, API keys and sessions (issue 16; contract auth-passkeys, auth-api-keys, auth-sessions).
  /** An API key sent to a call that needs a real login (sessions, tokens, keys, passkeys). */
  'API_KEY_NOT_ALLOWED',
  /** The API key is unknown, revoked or expired. */
  'API_KEY_INVALID',
  'API_KEY_NOT_FOUND',
  'API_KEY_NAME_LENGTH',
  'API_KEY_LIMIT_REACHED',
  'PASSKEY_NAME_LENGTH',
  'PASSKEY_NOT_FOUND',
  'PASSKEY_ALREADY_ENROLLED',
  'PASSKEY_REGISTRATION_FAILED',
  /** At login: no passkey with that credential id (deleted, or never enrolled here). */
  'PASSKEY_NOT_RECOGNISED',
  'PASSKEY_VERIFICATION_FAILED',
  /**
   * A passkey or API key asked for while acting for a company or an estate: they are the person's
   * own credentials, and one made for the company's login would open it without the person.
   */
  'PERSONAL_CREDENTIAL_ONLY',
  'LUNA_CHALLENGE_NOT_FOUND',
  'LUNA_CHALLENGE_EXPIRED',
  'LUNA_CHALLENGE_USED',
  'LUNA_WRONG_CEREMONY',
  'SESSION_NOT_FOUND',
  'SESSION_IS_CURRENT',
  'SESSION_LENGTH_NOT_ALLOWED',
  // Required actions (issue 16; KYC_ANSWER_INVALID, which refuses buys, is the order catalogue's).
  /** No KYC answering with that id among the customer's own (another customer's answers the same). */
  'KYC_RESULT_NOT_FOUND',
  /** Not an ISO 17442 LEI: 20 letters or digits whose check digits hold (mod 97-10). */
  'LEI_INVALID',
  /** Only a legal person (person type JUR) gives an LEI. */
  'LEI_NOT_REQUIRED',
  /** A consent to another version than the one in force. */
  'CONSENT_VERSION_NOT_CURRENT',
  /**
   * The answers in force are high risk and wait for a person's review: new answers are not taken
   * from the customer meanwhile (they could otherwise answer until the risk came out low).
   */
  'KYC_UNDER_REVIEW',
  /** The customer's courtage class comes with their tier (private banking, employees). */
  'COURTAGE_CLASS_SET_BY_TIER',
  /** A tier's class asked for by a customer without that tier. */
  'COURTAGE_CLASS_NOT_AVAILABLE',
  // Sign-up (issue 16; domain signup/codes.ts).
  ...SIGNUP_ERROR_CODES,
  // Personalization (spec 001 §7.9; domain personalization/codes.ts).
  ...PERSONALIZATION_ERROR_CODES,
  // Credits: the intraday limit (domain credits/intraday-limit.ts).
  ...INTRADAY_LIMIT_ERROR_CODES,
  // Account alias and authorizations (spec 001 §7.6; domain account-access).
  ...ACCOUNT_ACCESS_ERROR_CODES,
  // KF beneficiary designations, their signing and the insurance documents (domain insurance).
  ...INSURANCE_ERROR_CODES,
  // Company accounts (domain companies; LEI_INVALID above is shared with PROVIDE_LEI).
  ...COMPANY_ERROR_CODES,
  // Estates of customers who have died (domain estates).
  ...ESTATE_ERROR_CODES,
  // Content (issue 17; contract content.ts).
  /** No page at that path (in that space, of those page types, in that language). */
  'CONTENT_NOT_FOUND',
  /** No content entry (an FAQ question) or asset with that id. */
  'CONTENT_ENTRY_NOT_FOUND',
  'CONTENT_ASSET_NOT_FOUND',
  'EVENT_NOT_FOUND',
  /** Every seat of the event is taken. */
  'EVENT_FULL',
  /** The event has begun or is over: no registrations. */
  'EVENT_CLOSED',
  /** The unsubscribe link's token names no registration or subscription. */
  'UNSUBSCRIBE_TOKEN_INVALID',
  // Indices (issue 17; contract indicators.ts): no index by that symbol or order-book id (a share's
  // order book asked as an index answers the same), and no list by that id.
  'INDEX_NOT_FOUND',
  'INDEX_LIST_NOT_FOUND',
  // Fund facts (issue 17): a share or an index asked for a fund's facts, returns or rating.
  'NOT_A_FUND',
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
