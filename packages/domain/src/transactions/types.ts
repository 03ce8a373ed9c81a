/**
 * The kinds of rows of the ledger's transactions (issue 13): every money or holding movement is one
 * (server accounts/ledger.ts books them). Currency exchange (FX) is listed for filters and exports
 * but not booked yet: an account holds cash in its own currency only, and a trade in another
 * currency carries its exchange in the trade's row.
 */
export const TRANSACTION_TYPES = [
  'BUY',
  'SELL',
  'DEPOSIT',
  'WITHDRAWAL',
  'DIVIDEND',
  'WITHHOLDING_TAX',
  'FEE',
  'INTEREST',
  'YEARLY_TAX',
  'FX',
  'CORPORATE_ACTION',
  'TRANSFER_IN',
  'REVERSAL',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Spec 001 §9: a page of transactions holds 50 unless asked otherwise. */
export const TRANSACTIONS_PAGE_SIZE = 50;
/** The most one page may hold. */
export const TRANSACTIONS_PAGE_MAX = 200;
