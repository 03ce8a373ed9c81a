import { z } from 'zod';
import { TRANSACTION_TYPES, TRANSACTIONS_PAGE_MAX, TRANSACTIONS_PAGE_SIZE } from '@broker/domain';
import { defineCall } from './call';
import { MoneySchema, PlainDate, wholeNumber } from './common';

/**
 * The transactions area (spec 001 §7.22 "transactions page" and "transaction-filters"; issue 13):
 * the customer's ledger rows across their accounts, filtered, sorted and paged. Filters are comma
 * lists; the client drops the `__ALL__` wildcard (spec 001 §5), so a filter left out means all.
 */

const idList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { message: 'expected up to 100 ids separated by commas' });

const typeList = z
  .string()
  .refine((s) => s.split(',').every((t) => (TRANSACTION_TYPES as readonly string[]).includes(t)), {
    message: `expected transaction types separated by commas (${TRANSACTION_TYPES.join(', ')})`,
  });

export const TransactionTypeSchema = z.enum(TRANSACTION_TYPES);

export const TransactionSchema = z
  .object({
    transaction_id: z.number().int(),
    accid: z.number().int(),
    account_number: z.string(),
    type: TransactionTypeSchema,
    instrument_id: z.number().int().nullable(),
    instrument_name: z.string().nullable(),
    trade_date: z.string(),
    settle_date: z.string(),
    /** Shares or fund units; null for a movement of money only. */
    quantity: z.number().nullable(),
    /** Per share or unit, in the instrument's currency. */
    price: MoneySchema.nullable(),
    /** The cash effect on the account, fees included: negative for a buy or a withdrawal. */
    amount: MoneySchema,
    /** Fees inside `amount`, account currency. */
    fee: MoneySchema,
  })
  .meta({ id: 'Transaction' });

export const TransactionsQuerySchema = z.object({
  /** The customer's accounts (all of them when left out); another customer's answers 404. */
  accids: idList.optional(),
  types: typeList.optional(),
  instrument_ids: idList.optional(),
  /** Trade dates from and to, inclusive. */
  from: PlainDate.optional(),
  to: PlainDate.optional(),
  /** By trade date (then booking order); newest first unless ASC. */
  sort: z.enum(['ASC', 'DESC']).default('DESC'),
  limit: wholeNumber(1, TRANSACTIONS_PAGE_MAX).default(TRANSACTIONS_PAGE_SIZE),
  offset: wholeNumber(0, 1_000_000_000).default(0),
});

export const getTransactions = defineCall({
  id: 'getTransactions',
  method: 'GET',
  path: '/api/2/transactions',
  auth: 'token',
  summary:
    "A page of the customer's transactions across the chosen accounts, filtered by type, instrument and trade date, sorted by trade date; `total` counts every match",
  tags: ['transactions'],
  query: TransactionsQuerySchema,
  reply: z
    .object({
      total: z.number().int(),
      limit: z.number().int(),
      offset: z.number().int(),
      transactions: z.array(TransactionSchema),
    })
    .meta({ id: 'TransactionsPage' }),
});

export const getTransactionFilters = defineCall({
  id: 'getTransactionFilters',
  method: 'GET',
  path: '/api/2/transactions/filters',
  auth: 'token',
  summary:
    "What the customer's transactions can be filtered by: their accounts, the types and instruments their transactions have, and the first and last trade dates",
  tags: ['transactions'],
  reply: z
    .object({
      accounts: z.array(z.object({ accid: z.number().int(), account_number: z.string() })),
      types: z.array(TransactionTypeSchema),
      instruments: z.array(z.object({ instrument_id: z.number().int(), name: z.string() })),
      first_date: z.string().nullable(),
      last_date: z.string().nullable(),
    })
    .meta({ id: 'TransactionFilters' }),
});
