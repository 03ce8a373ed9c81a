import { describe, expect, it } from 'vitest';
import {
  TRANSACTIONS_CSV_COLUMNS,
  plainDecimal,
  transactionCsvRecord,
  transactionsCsvHeader,
  type TransactionCsvRow,
  type TransactionsCsvTexts,
} from './csv';
import { TRANSACTION_TYPES } from './types';

const texts: TransactionsCsvTexts = {
  headings: Object.fromEntries(
    TRANSACTIONS_CSV_COLUMNS.map((c) => [c, `H ${c}`]),
  ) as TransactionsCsvTexts['headings'],
  types: Object.fromEntries(TRANSACTION_TYPES.map((t) => [t, `T ${t}`])) as TransactionsCsvTexts['types'],
};

const buy: TransactionCsvRow = {
  transactionId: 7,
  tradeDate: '2025-03-04',
  settleDate: '2025-03-06',
  accountNumber: '9552-1234567',
  type: 'BUY',
  instrument: 'Norrland Kraft; "B"',
  isin: 'SE0000000001',
  quantity: '10.000000',
  price: '123.450000',
  priceCurrency: 'SEK',
  amount: '-1241.50',
  fee: '7.00',
  currency: 'SEK',
};

describe('transactions CSV', () => {
  it('writes decimals without their stored scale, but keeps amounts to the öre', () => {
    expect(plainDecimal('10.000000')).toBe('10');
    expect(plainDecimal('1.500000')).toBe('1.5');
    expect(plainDecimal('100')).toBe('100');
    expect(plainDecimal('0.000001')).toBe('0.000001');
  });

  it('STANDARD is RFC 4180 with API codes and a decimal point', () => {
    expect(transactionsCsvHeader('STANDARD', texts)).toBe(`${TRANSACTIONS_CSV_COLUMNS.join(',')}\r\n`);
    expect(transactionCsvRecord(buy, 'STANDARD', texts)).toBe(
      '7,2025-03-04,2025-03-06,9552-1234567,BUY,"Norrland Kraft; ""B""",SE0000000001,10,123.45,SEK,-1241.50,7.00,SEK\r\n',
    );
  });

  it('SPREADSHEET has a byte order mark, semicolons, decimal commas and the reader’s words', () => {
    const header = transactionsCsvHeader('SPREADSHEET', texts);
    expect(header.startsWith('\ufeffH transaction_id;H trade_date;')).toBe(true);
    expect(transactionCsvRecord(buy, 'SPREADSHEET', texts)).toBe(
      '7;2025-03-04;2025-03-06;9552-1234567;T BUY;"Norrland Kraft; ""B""";SE0000000001;10;123,45;SEK;-1241,50;7,00;SEK\r\n',
    );
  });

  it('leaves the instrument columns empty for a movement of money only', () => {
    const deposit = {
      ...buy,
      type: 'DEPOSIT' as const,
      instrument: null,
      isin: null,
      quantity: null,
      price: null,
      priceCurrency: null,
      amount: '5000.00',
      fee: '0.00',
    };
    expect(transactionCsvRecord(deposit, 'STANDARD', texts)).toBe(
      '7,2025-03-04,2025-03-06,9552-1234567,DEPOSIT,,,,,,5000.00,0.00,SEK\r\n',
    );
  });
});
