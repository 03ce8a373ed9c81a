import { z } from 'zod';
import {
  NETFONDS_DOCUMENT_KINDS,
  NETFONDS_TRANSACTIONS_PAGE_SIZE,
  TRANSACTIONS_PAGE_MAX,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam, MoneySchema, wholeNumber } from './common';
import { PositionSchema } from './accounts';
import { TransactionTypeSchema, TransactionsPageSchema, TransactionsQuerySchema } from './transactions';

/**
 * Netfonds (spec 001 §7.22 "Netfonds accounts, transactions, available-pdfs, yearly-statement,
 * cost-and-charges, positions, note"; issue 13): a Norwegian customer's accounts at Netfonds,
 * read over the same ledger as ours. A Netfonds account answers 404 on every other account call, and
 * one of ours answers 404 here.
 */

const AccidParams = z.object({ accid: IdParam });

export const NetfondsAccountSchema = z
  .object({
    accid: z.number().int(),
    account_number: z.string(),
    alias: z.string(),
    type: z.string(),
    currency: z.string(),
    /** Cash on the account. */
    cash: MoneySchema,
    /** The holdings at their latest prices, account currency. */
    market_value: MoneySchema,
    /** Cash plus holdings. */
    total_value: MoneySchema,
    /** The kinds of transaction the account has, for a filter that offers only those. */
    transaction_types: z.array(TransactionTypeSchema),
  })
  .meta({ id: 'NetfondsAccount' });

export const getNetfondsAccounts = defineCall({
  id: 'getNetfondsAccounts',
  method: 'GET',
  path: '/api/2/netfonds/accounts',
  auth: 'token',
  summary: "The customer's Netfonds accounts with their cash and value (an empty list for most customers)",
  tags: ['netfonds'],
  reply: z.array(NetfondsAccountSchema),
});

export const getNetfondsTransactions = defineCall({
  id: 'getNetfondsTransactions',
  method: 'GET',
  path: '/api/2/netfonds/accounts/{accid}/transactions',
  auth: 'token',
  summary:
    "A page of a Netfonds account's transactions, 200 to a page unless asked (spec 001 §9), filtered and sorted as the transactions page; a trade's `contract_note_url` is its Netfonds note",
  tags: ['netfonds'],
  params: AccidParams,
  accountParam: 'accid',
  query: TransactionsQuerySchema.omit({ accids: true }).extend({
    limit: wholeNumber(1, TRANSACTIONS_PAGE_MAX).default(NETFONDS_TRANSACTIONS_PAGE_SIZE),
  }),
  reply: TransactionsPageSchema,
});

export const getNetfondsPositions = defineCall({
  id: 'getNetfondsPositions',
  method: 'GET',
  path: '/api/2/netfonds/accounts/{accid}/positions',
  auth: 'token',
  summary: "A Netfonds account's holdings with their market values",
  tags: ['netfonds'],
  params: AccidParams,
  accountParam: 'accid',
  reply: z.array(PositionSchema),
});

export const NetfondsDocumentKindSchema = z.enum(NETFONDS_DOCUMENT_KINDS);

export const getNetfondsAvailablePdfs = defineCall({
  id: 'getNetfondsAvailablePdfs',
  method: 'GET',
  path: '/api/2/netfonds/accounts/{accid}/available-pdfs',
  auth: 'token',
  summary:
    'The documents of a Netfonds account: for every finished year the account had transactions in, its yearly statement and its costs and charges, newest first, each with the link to its PDF',
  tags: ['netfonds'],
  params: AccidParams,
  accountParam: 'accid',
  reply: z.array(
    z
      .object({ kind: NetfondsDocumentKindSchema, year: z.number().int(), url: z.string() })
      .meta({ id: 'NetfondsDocument' }),
  ),
});

const CostSchema = z.object({
  /** In the account currency. */
  amount: z.number(),
  /** Of the average value of the account over the year; null when it held nothing. */
  percent: z.number().nullable(),
});

export const NetfondsCostAndChargesSchema = z
  .object({
    accid: z.number().int(),
    account_number: z.string(),
    year: z.number().int(),
    currency: z.string(),
    /** The account's value (cash and holdings) at each month's end, averaged over the year's months. */
    average_value: z.number(),
    /** What the service cost: courtage on trades, currency exchange, other fees. */
    service: z.object({ courtage: CostSchema, currency_exchange: CostSchema, other_fees: CostSchema }),
    /** What the funds charged on buying and selling (their entry and exit fees). */
    product: z.object({ fund_entry_exit: CostSchema }),
    total: CostSchema,
    /** Trades that carried costs, counted. */
    trades: z.number().int(),
  })
  .meta({ id: 'NetfondsCostAndCharges' });

export const getNetfondsCostAndCharges = defineCall({
  id: 'getNetfondsCostAndCharges',
  method: 'GET',
  path: '/api/2/netfonds/accounts/{accid}/cost-and-charges',
  auth: 'token',
  summary:
    "A Netfonds account's costs and charges for a year (MiFID II ex-post): each kind in money and as a share of the account's average value",
  tags: ['netfonds'],
  params: AccidParams,
  accountParam: 'accid',
  query: z.object({ year: wholeNumber(2000, 2100) }),
  reply: NetfondsCostAndChargesSchema,
});

/**
 * The PDFs: plain links the browser follows with the session cookie. `{accid}` and
 * `{transaction_id}` are filled in; the yearly documents take `?year=`.
 */
export const NETFONDS_YEARLY_STATEMENT_PATH = '/api/2/netfonds/accounts/{accid}/yearly-statement.pdf';
export const NETFONDS_COST_AND_CHARGES_PDF_PATH = '/api/2/netfonds/accounts/{accid}/cost-and-charges.pdf';
export const NETFONDS_NOTE_PATH = '/api/2/netfonds/accounts/{accid}/notes/{transaction_id}.pdf';

export const netfondsDocumentUrl = (
  kind: (typeof NETFONDS_DOCUMENT_KINDS)[number],
  accid: number,
  year: number,
): string =>
  `${(kind === 'YEARLY_STATEMENT' ? NETFONDS_YEARLY_STATEMENT_PATH : NETFONDS_COST_AND_CHARGES_PDF_PATH).replace('{accid}', String(accid))}?year=${year}`;

export const netfondsNoteUrl = (accid: number, transactionId: number): string =>
  NETFONDS_NOTE_PATH.replace('{accid}', String(accid)).replace('{transaction_id}', String(transactionId));
