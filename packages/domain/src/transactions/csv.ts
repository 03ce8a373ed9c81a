import { csvRecord, type CsvSeparator } from '../chart/csv';
import type { TransactionType } from './types';

/**
 * The transactions export (issue 13): one record per ledger row, written by the server as it
 * streams the rows out. Two variants of one file:
 * - STANDARD: RFC 4180, comma-separated, decimal point, column and type codes as in the API, for
 *   programs and for anyone importing it into a tool of their own;
 * - SPREADSHEET: semicolon-separated with decimal commas and headings and types in the reader's
 *   language, preceded by a byte order mark, because Excel in the Nordic locales splits on ';',
 *   reads ',' as the decimal mark and opens a file without the mark as ANSI (å ä ö garbled).
 * Both are UTF-8 with a header record; amounts are the ledger's exact decimals, never re-rounded.
 */
export const TRANSACTIONS_CSV_VARIANTS = ['STANDARD', 'SPREADSHEET'] as const;
export type TransactionsCsvVariant = (typeof TRANSACTIONS_CSV_VARIANTS)[number];

export const TRANSACTIONS_CSV_COLUMNS = [
  'transaction_id',
  'trade_date',
  'settle_date',
  'account_number',
  'type',
  'instrument',
  'isin',
  'quantity',
  'price',
  'price_currency',
  'amount',
  'fee',
  'currency',
] as const;
export type TransactionsCsvColumn = (typeof TRANSACTIONS_CSV_COLUMNS)[number];

/** A ledger row as the database gives it: decimals as text, so nothing is lost on the way. */
export interface TransactionCsvRow {
  transactionId: number;
  tradeDate: string;
  settleDate: string;
  accountNumber: string;
  type: TransactionType;
  instrument: string | null;
  isin: string | null;
  quantity: string | null;
  price: string | null;
  priceCurrency: string | null;
  amount: string;
  fee: string;
  currency: string;
}

/** What the spreadsheet variant writes in the reader's language. */
export interface TransactionsCsvTexts {
  headings: Record<TransactionsCsvColumn, string>;
  types: Record<TransactionType, string>;
}

const BYTE_ORDER_MARK = '\ufeff';

/** A decimal without the trailing zeros of its stored scale: '10.000000' → '10', '1.500' → '1.5'. */
export function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

function separatorOf(variant: TransactionsCsvVariant): CsvSeparator {
  return variant === 'SPREADSHEET' ? ';' : ',';
}

/** The file's start: the byte order mark where the variant wants one, and the header record. */
export function transactionsCsvHeader(variant: TransactionsCsvVariant, texts: TransactionsCsvTexts): string {
  if (variant === 'STANDARD') return csvRecord(TRANSACTIONS_CSV_COLUMNS);
  return (
    BYTE_ORDER_MARK +
    csvRecord(
      TRANSACTIONS_CSV_COLUMNS.map((c) => texts.headings[c]),
      ';',
    )
  );
}

/** One ledger row as a record of the variant. */
export function transactionCsvRecord(
  row: TransactionCsvRow,
  variant: TransactionsCsvVariant,
  texts: TransactionsCsvTexts,
): string {
  const spreadsheet = variant === 'SPREADSHEET';
  const decimal = (text: string | null, plain: boolean) => {
    if (text === null) return null;
    const shown = plain ? plainDecimal(text) : text;
    return spreadsheet ? shown.replace('.', ',') : shown;
  };
  return csvRecord(
    [
      row.transactionId,
      row.tradeDate,
      row.settleDate,
      row.accountNumber,
      spreadsheet ? texts.types[row.type] : row.type,
      row.instrument,
      row.isin,
      decimal(row.quantity, true),
      decimal(row.price, true),
      row.priceCurrency,
      decimal(row.amount, false),
      decimal(row.fee, false),
      row.currency,
    ],
    separatorOf(variant),
  );
}
