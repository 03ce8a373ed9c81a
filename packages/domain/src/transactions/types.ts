/**
 * The kinds of rows of the ledger's transactions (issue 13): every money or holding movement is one.
 * The ledger holds trades, deposits and dividends today; the rest are the movements it is to take
 * (withdrawals, withholding tax, fees, interest, yearly account tax, currency exchange, corporate
 * actions, securities transferred in, and reversals of a booking), listed here so filters and
 * exports know them from the start.
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
