import { z } from 'zod';
import {
  CORPORATE_MOVE_ACTIONS,
  TRANSACTION_TYPES,
  TRANSACTIONS_PAGE_MAX,
  TRANSACTIONS_PAGE_SIZE,
} from '@broker/domain';
import { defineCall } from './call';
import { IdList, MoneySchema, PlainDate, wholeNumber } from './common';

/**
 * The transactions area (spec 001 §7.22 "transactions page" and "transaction-filters"; issue 13):
 * the customer's ledger rows across their accounts, filtered, sorted and paged. Filters are comma
 * lists; the client drops the `__ALL__` wildcard (spec 001 §5), so a filter left out means all.
 */

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
    /** A trade on the exchange: its contract note (spec 001 §7.22 "notes pdf"); null otherwise. */
    contract_note_url: z.string().nullable(),
    /** The row this one belongs to: a withholding tax's dividend, a reversal's reversed row. */
    related: z
      .object({ transaction_id: z.number().int(), type: TransactionTypeSchema, trade_date: z.string() })
      .nullable(),
    /** A split's ratio: `to` new shares for every `from`; null for other rows. */
    split: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
    /**
     * A spin-off's or a merger's row (each has one on the old share, FROM, and one on the new, TO):
     * the other instrument, the ratio (`to` new shares for every `from` old) and the share of the
     * cost that moved; null for other rows.
     */
    move: z
      .object({
        action: z.enum(CORPORATE_MOVE_ACTIONS),
        role: z.enum(['FROM', 'TO']),
        instrument_id: z.number().int(),
        instrument_name: z.string(),
        from: z.number().int(),
        to: z.number().int(),
        cost_share: z.number(),
      })
      .nullable(),
    /**
     * A purchase's or transfer in's acquisition cost in force (fees included, account currency):
     * the customer's correction (update-acquisition-cost) or the booked cost; null for other rows.
     */
    acquisition_cost: z.number().nullable(),
    acquisition_cost_edited: z.boolean(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionsQuerySchema = z.object({
  /** The customer's accounts (all of them when left out); another customer's answers 404. */
  accids: IdList.optional(),
  types: typeList.optional(),
  instrument_ids: IdList.optional(),
  /** Trade dates from and to, inclusive. */
  from: PlainDate.optional(),
  to: PlainDate.optional(),
  /** By trade date (then booking order); newest first unless ASC. */
  sort: z.enum(['ASC', 'DESC']).default('DESC'),
  limit: wholeNumber(1, TRANSACTIONS_PAGE_MAX).default(TRANSACTIONS_PAGE_SIZE),
  offset: wholeNumber(0, 1_000_000_000).default(0),
});

export const TransactionsPageSchema = z
  .object({
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    transactions: z.array(TransactionSchema),
  })
  .meta({ id: 'TransactionsPage' });

export const getTransactions = defineCall({
  id: 'getTransactions',
  method: 'GET',
  path: '/api/2/transactions',
  auth: 'token',
  summary:
    "A page of the customer's transactions across the chosen accounts, filtered by type, instrument and trade date, sorted by trade date; `total` counts every match",
  tags: ['transactions'],
  query: TransactionsQuerySchema,
  reply: TransactionsPageSchema,
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

/** The filters shared by the summaries and the downloads: a page's query without sort and paging. */
export const TransactionsFilterSchema = TransactionsQuerySchema.pick({
  accids: true,
  types: true,
  instrument_ids: true,
  from: true,
  to: true,
});

const SumSchema = z.object({ currency: z.string(), value: z.number() });

export const getTransactionSummary = defineCall({
  id: 'getTransactionSummary',
  method: 'GET',
  path: '/api/2/transactions/summary',
  auth: 'token',
  summary:
    'Spec 001 §7.22 "transaction-summary": the transactions the filters match, counted and summed per type and account currency (amounts with fees inside, and the fees)',
  tags: ['transactions'],
  query: TransactionsFilterSchema,
  reply: z
    .object({
      types: z.array(
        z.object({
          type: TransactionTypeSchema,
          currency: z.string(),
          count: z.number().int(),
          amount: z.number(),
          fee: z.number(),
        }),
      ),
      /** The net cash effect of all matched rows per currency. */
      net: z.array(SumSchema),
    })
    .meta({ id: 'TransactionSummary' }),
});

export const getBalanceSummary = defineCall({
  id: 'getBalanceSummary',
  method: 'GET',
  path: '/api/2/transactions/balance-summary',
  auth: 'token',
  summary:
    'Spec 001 §7.22 "balance-summary": per account the cash balance before `from` and at the end of `to` (by trade date), with what came in and went out between',
  tags: ['transactions'],
  query: TransactionsFilterSchema.pick({ accids: true, from: true, to: true }),
  reply: z
    .object({
      accounts: z.array(
        z.object({
          accid: z.number().int(),
          account_number: z.string(),
          currency: z.string(),
          opening: z.number(),
          money_in: z.number(),
          money_out: z.number(),
          closing: z.number(),
        }),
      ),
    })
    .meta({ id: 'BalanceSummary' }),
});

/**
 * The downloads. Not contract calls: plain links the browser follows with the session cookie, so
 * it saves the file itself; the query is the filters above plus the file's own options.
 */
export const TRANSACTIONS_CSV_PATH = '/api/2/transactions/csv';
export const TRANSACTIONS_STATEMENT_PATH = '/api/2/transactions/statement.pdf';
