import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The database schema. Amounts are exact `numeric`; Drizzle hands them to TypeScript as strings,
 * which go through Decimal before any arithmetic. Timestamps are timestamptz.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Key-value store for server-wide secrets (the token-signing key), shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    customerNo: text('customer_no').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: char('country', { length: 2 }).notNull(),
    /** PRIVATE_BANKING, RETAIL, ACTIVE_TRADER, EMPLOYEE (domain CUSTOMER_SEGMENTS). */
    segment: text('segment').notNull().default('RETAIL'),
    /**
     * GOLD, PLATINUM, BLACK, SIGNATURE for private banking; EMPLOYEE_<country> for an employee;
     * null for retail and active traders.
     */
    tier: text('tier'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /**
     * The person's national identity number as the tax authority knows it (Sweden: personnummer,
     * twelve digits); the SRU files name the filer by it. Null until known.
     */
    nationalId: text('national_id'),
    /** The postal address the tax files carry. */
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    isPartner: boolean('is_partner').notNull().default(false),
    /**
     * Spec 001 §3 person types: NAT a natural person, JUR a legal person (a company, which needs
     * an LEI), EST an estate of a deceased person.
     */
    personType: text('person_type').notNull().default('NAT'),
    /** sv, nb, da, fi, en. */
    lang: text('lang').notNull(),
    /** Share courtage class, MINI, SMALL, MEDIUM or FIXED (domain COURTAGE_CLASSES). */
    courtageClass: text('courtage_class').notNull().default('MINI'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // An eID login finds the customer by the person's national id (auth/identified-person.ts).
    index('customers_country_national_id_idx').on(t.country, t.nationalId),
    check(
      'customers_segment_tier_check',
      // IS NOT NULL first: a null tier would make IN and = unknown, which a check lets through.
      sql`(${t.segment} = 'PRIVATE_BANKING' AND ${t.tier} IS NOT NULL AND ${t.tier} IN ('GOLD', 'PLATINUM', 'BLACK', 'SIGNATURE'))
        OR (${t.segment} = 'EMPLOYEE' AND ${t.tier} IS NOT NULL AND ${t.tier} = ('EMPLOYEE_' || ${t.country}))
        OR (${t.segment} IN ('RETAIL', 'ACTIVE_TRADER') AND ${t.tier} IS NULL)`,
    ),
  ],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A person an eID has identified who is not (yet) a customer: sign-up starts from here. The same
 * person identified again finds the same row; it points at the customer once sign-up has made one.
 */
export const prospects = pgTable(
  'prospects',
  {
    id: serial('id').primaryKey(),
    country: char('country', { length: 2 }).notNull(),
    nationalId: text('national_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** The login provider that identified the person last (SE_BANKID, SIGNICAT, …). */
    identifiedBy: text('identified_by').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('prospects_country_national_id_idx').on(t.country, t.nationalId)],
);

/** A login: a customer's (user_id) or, before sign-up is done, a prospect's (prospect_id), never both. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    prospectId: integer('prospect_id').references(() => prospects.id),
    /** SHA-256 of the cookie value: a database leak does not hand out live sessions. */
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    /**
     * A company customer's session opened by its representative: the person's user acting (they
     * return to their own login from it). Null for everyone's own login.
     */
    actingUserId: integer('acting_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    check('sessions_one_subject_check', sql`(${t.userId} IS NULL) <> (${t.prospectId} IS NULL)`),
  ],
);

export const markets = pgTable('markets', {
  marketId: integer('market_id').primaryKey(),
  /** ISO 10383 MIC, e.g. XSTO. */
  mic: text('mic').notNull().unique(),
  name: text('name').notNull(),
  country: char('country', { length: 2 }).notNull(),
  timeZone: text('time_zone').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
});

export const instruments = pgTable(
  'instruments',
  {
    instrumentId: integer('instrument_id').primaryKey(),
    isin: text('isin').notNull().unique(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    /** EQ (share), FND (fund), IDX (index). */
    groupType: text('group_type').notNull(),
    /** ESH (share), FND, IND. */
    instrumentType: text('instrument_type').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.marketId),
    sector: text('sector'),
    /** MiFID II product category; categories that need a knowledge test are listed in domain. */
    mifid2Category: integer('mifid2_category').notNull(),
    risk: text('risk').notNull(),
    sfdrArticle: integer('sfdr_article'),
    // Funds only.
    fundType: text('fund_type'),
    buyFee: numeric('buy_fee', { precision: 8, scale: 4 }),
    sellFee: numeric('sell_fee', { precision: 8, scale: 4 }),
    prospectusUrl: text('prospectus_url'),
    buyFrequency: text('buy_frequency'),
    sellFrequency: text('sell_frequency'),
    minInvestment: numeric('min_investment', { precision: 20, scale: 2 }),
    isIndexFund: boolean('is_index_fund').notNull().default(false),
    activeForBuy: boolean('active_for_buy').notNull().default(true),
    activeForSell: boolean('active_for_sell').notNull().default(true),
  },
  (t) => [index('instruments_symbol_idx').on(t.symbol)],
);

export const tradables = pgTable(
  'tradables',
  {
    id: serial('id').primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.marketId),
    identifier: text('identifier').notNull(),
    lotSize: integer('lot_size').notNull().default(1),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [uniqueIndex('tradables_market_identifier_idx').on(t.marketId, t.identifier)],
);

/** Index membership, so indices can be computed from their constituents. */
export const indexConstituents = pgTable(
  'index_constituents',
  {
    indexId: integer('index_id')
      .notNull()
      .references(() => instruments.instrumentId),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    weight: numeric('weight', { precision: 10, scale: 8 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.indexId, t.instrumentId] })],
);

/** Daily OHLCV for shares and indices; for funds open = high = low = close = NAV and volume is null. */
export const dailyBars = pgTable(
  'daily_bars',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    day: date('day', { mode: 'string' }).notNull(),
    open: numeric('open', { precision: 20, scale: 4 }).notNull(),
    high: numeric('high', { precision: 20, scale: 4 }).notNull(),
    low: numeric('low', { precision: 20, scale: 4 }).notNull(),
    close: numeric('close', { precision: 20, scale: 4 }).notNull(),
    volume: bigint('volume', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.day] })],
);

/** Intraday 1-minute bars; the time is the start of the minute. */
export const minuteBars = pgTable(
  'minute_bars',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    at: ts('at').notNull(),
    open: numeric('open', { precision: 20, scale: 4 }).notNull(),
    high: numeric('high', { precision: 20, scale: 4 }).notNull(),
    low: numeric('low', { precision: 20, scale: 4 }).notNull(),
    close: numeric('close', { precision: 20, scale: 4 }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.at] })],
);

/** Reference exchange rates: how many SEK one unit of the currency buys. */
export const fxRates = pgTable('fx_rates', {
  currency: char('currency', { length: 3 }).primaryKey(),
  sekPerUnit: numeric('sek_per_unit', { precision: 20, scale: 8 }).notNull(),
});

/**
 * The reference rates of each banking day (a fixing, as a central bank publishes them): how many
 * SEK one unit bought that day. `fx_rates` holds the newest of them; a day without its own row
 * (a weekend) takes the newest before it. SEK itself has no rows: it is always 1.
 */
export const fxFixings = pgTable(
  'fx_fixings',
  {
    currency: char('currency', { length: 3 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sekPerUnit: numeric('sek_per_unit', { precision: 20, scale: 8 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.day] })],
);

export const accounts = pgTable(
  'accounts',
  {
    accid: integer('accid').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accno: text('accno').notNull().unique(),
    alias: text('alias').notNull(),
    /** Account type, e.g. ISK, KF, AF (SE), ASK (NO), ASK (DK), AOT (FI). */
    type: text('type').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    accountCode: text('account_code').notNull(),
    atyid: integer('atyid').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * Who keeps the account (domain ACCOUNT_PROVIDERS): NORDBROKER, ours, or NETFONDS, a Norwegian
     * customer's account at Netfonds, shown by its own calls and kept out of our accounts' lists,
     * orders and transfers (docs/decisions.md "Netfonds accounts").
     */
    provider: text('provider').notNull().default('NORDBROKER'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_customer_idx').on(t.customerId)],
);

/**
 * Every movement of cash on an account; the balance is the sum. Written together with the
 * transaction that caused it, in one database transaction.
 */
export const cashLedger = pgTable(
  'cash_ledger',
  {
    id: serial('id').primaryKey(),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** DEPOSIT, WITHDRAWAL, BUY, SELL, DIVIDEND, FEE. */
    kind: text('kind').notNull(),
    transactionId: integer('transaction_id').references(() => transactions.id),
    bookedAt: ts('booked_at').notNull(),
  },
  (t) => [index('cash_ledger_accid_idx').on(t.accid)],
);

export const positions = pgTable(
  'positions',
  {
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    qty: numeric('qty', { precision: 24, scale: 6 }).notNull(),
    /** Average acquisition price, instrument currency. */
    acqPrice: numeric('acq_price', { precision: 20, scale: 6 }).notNull(),
    /** Acquisition value in the account currency, at the rates of the trades. */
    acqValueAcc: numeric('acq_value_acc', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accid, t.instrumentId] })],
);

export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    /** Domain TRANSACTION_TYPES. */
    type: text('type').notNull(),
    instrumentId: integer('instrument_id').references(() => instruments.instrumentId),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    settleDate: date('settle_date', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 6 }),
    /** Price per unit, instrument currency. */
    price: numeric('price', { precision: 20, scale: 6 }),
    /** Cash effect on the account, account currency: negative for buys, positive for sells, dividends, deposits. */
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    fee: numeric('fee', { precision: 20, scale: 2 }).notNull().default('0'),
    currency: char('currency', { length: 3 }).notNull(),
    /**
     * The row this one belongs to: a withholding tax's dividend, a reversal's reversed row. A row
     * is reversed at most once (the partial unique index).
     */
    relatedId: integer('related_id').references((): AnyPgColumn => transactions.id),
    /** Domain TransactionDetail: what a corporate action did, what a transfer in cost; else null. */
    detail: jsonb('detail'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('transactions_accid_idx').on(t.accid, t.tradeDate),
    index('transactions_instr_idx').on(t.instrumentId),
    index('transactions_related_idx').on(t.relatedId),
    uniqueIndex('transactions_reversed_once_idx')
      .on(t.relatedId)
      .where(sql`${t.type} = 'REVERSAL'`),
  ],
);

/**
 * The customer's corrections for tax (issue 13), kept append-only so that every change and who
 * made it stays on record: EXCLUDE or RESTORE a sale's realisation event, or ACQUISITION_COST for a
 * purchase or a transfer in (what it cost, fees included, account currency). For each transaction
 * the latest EXCLUDE/RESTORE and the latest ACQUISITION_COST are in force; every report reads them.
 */
export const taxAdjustments = pgTable(
  'tax_adjustments',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    /** EXCLUDE, RESTORE, ACQUISITION_COST. */
    kind: text('kind').notNull(),
    acquisitionCost: numeric('acquisition_cost', { precision: 20, scale: 2 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('tax_adjustments_transaction_idx').on(t.transactionId, t.id)],
);

/**
 * News items of the simulated agencies (market/news.ts lists the sources). The instruments an item
 * is about are an array, so "news for an instrument" is one GIN-indexed containment query.
 */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id').notNull(),
    headline: text('headline').notNull(),
    preamble: text('preamble').notNull(),
    body: text('body').notNull(),
    /** ANALYSIS, FLASH, MARKET_COMMENTARY, NEWS, PRESS_RELEASE. */
    type: text('type').notNull(),
    /** se, no, da, fi, en (the feed's language codes). */
    lang: text('lang').notNull(),
    /** SE, NO, DK, FI, WORLD. */
    region: text('region').notNull(),
    publishedAt: ts('published_at').notNull(),
    instrumentIds: integer('instrument_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** What the item is about (news/tags.ts: EARNINGS, ANALYST, …), for the tag filter. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('news_published_idx').on(t.publishedAt),
    index('news_source_idx').on(t.sourceId, t.publishedAt),
    index('news_instruments_idx').using('gin', t.instrumentIds),
    index('news_tags_idx').using('gin', t.tags),
  ],
);

/**
 * Corporate events of an instrument for the chart's historical events (spec 002 §3 "Enrich"):
 * dividends, reports, general meetings (domain EVENT_TYPES). `change` is the close-to-close change
 * of the event day in percent, which decides a report's icon; dividends carry their amount.
 */
export const corporateEvents = pgTable(
  'corporate_events',
  {
    id: serial('id').primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    change: numeric('change', { precision: 12, scale: 4 }),
    dividendAmount: numeric('dividend_amount', { precision: 20, scale: 4 }),
    dividendCurrency: char('dividend_currency', { length: 3 }),
    /**
     * A dividend's payment day; its `day` is the ex-day (holders at the close of the trading day
     * before it are entitled). Null for events that pay nothing.
     */
    payDay: date('pay_day', { mode: 'string' }),
    /** A SPLIT (or reverse split): `splitTo` new shares for every `splitFrom` held, from its `day`. */
    splitFrom: integer('split_from'),
    splitTo: integer('split_to'),
    /**
     * When every holder's booking of the event was written (holdings/corporate-event-job.ts), or the
     * seed booked it; null while it is still to come or to be booked.
     */
    bookedAt: ts('booked_at'),
  },
  (t) => [
    index('corporate_events_instrument_day_idx').on(t.instrumentId, t.day),
    // The job's one question: which payable events are not booked yet.
    index('corporate_events_unbooked_idx')
      .on(t.payDay)
      .where(sql`${t.bookedAt} is null and ${t.payDay} is not null`),
    index('corporate_events_unbooked_splits_idx')
      .on(t.day)
      .where(sql`${t.bookedAt} is null and ${t.splitTo} is not null`),
  ],
);

/**
 * One row per corporate event and account it was booked on, written in the same transaction as the
 * booking: a second run, or a second process, finds it and books nothing twice. `transactionId` is
 * null when the entitlement came to less than an öre.
 */
export const corporateEventBookings = pgTable(
  'corporate_event_bookings',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => corporateEvents.id),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    transactionId: integer('transaction_id').references(() => transactions.id),
    bookedAt: ts('booked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.accid] })],
);

/**
 * Knowledge-test (appropriateness) approvals: a customer may buy instruments of a MiFID II
 * category that needs the test (domain mifid2.ts) while an approval for it has not expired.
 */
export const customerApprovals = pgTable(
  'customer_approvals',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    mifid2Category: integer('mifid2_category').notNull(),
    approvedAt: ts('approved_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.mifid2Category] })],
);

/**
 * The fund order book. An order is PLACED until its fund's cut-off (stop_time), EXECUTED at the
 * NAV of its trade day, and SETTLED on settle_day when cash and units move; or CANCELLED /
 * REJECTED. While an order is active its reservation holds: `reserved_amount` (a buy's cash, in
 * the account currency) counts against trading power and `reserved_units` (a sell's units) against
 * the holding; both drop to 0 when the order settles, is cancelled or rejected, so "what is
 * reserved" is one sum over the account's rows.
 */
export const fundOrders = pgTable(
  'fund_orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    /** BUY or SELL. */
    side: text('side').notNull(),
    /** PLACED, EXECUTED, SETTLED, CANCELLED, REJECTED (domain FUND_ORDER_STATES). */
    state: text('state').notNull(),
    /** Buy: the amount paid, fee included; sell: the proceeds after the fee, once executed. Account currency. */
    amount: numeric('amount', { precision: 20, scale: 2 }),
    /** The account currency. */
    currency: char('currency', { length: 3 }).notNull(),
    /** Sell: percent of the available holding. */
    percent: numeric('percent', { precision: 5, scale: 2 }),
    /** Sell: units reserved at placement, the units sold once executed; buy: units bought once executed. */
    units: numeric('units', { precision: 24, scale: 6 }),
    reservedAmount: numeric('reserved_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    reservedUnits: numeric('reserved_units', { precision: 24, scale: 6 }).notNull().default('0'),
    /** The fund's cut-off the order waits for; cancellable before it. */
    stopTime: ts('stop_time').notNull(),
    tradeDay: date('trade_day', { mode: 'string' }).notNull(),
    settleDay: date('settle_day', { mode: 'string' }).notNull(),
    /** The NAV of the trade day, instrument currency. */
    nav: numeric('nav', { precision: 20, scale: 6 }),
    fee: numeric('fee', { precision: 20, scale: 2 }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request body: one key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The placement reply, replayed as is for a retry with the same key. */
    reply: jsonb('reply').notNull(),
    orderReferrer: text('order_referrer'),
    rejectCode: text('reject_code'),
    transactionId: integer('transaction_id').references(() => transactions.id),
    createdAt: ts('created_at').notNull(),
    executedAt: ts('executed_at'),
    settledAt: ts('settled_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('fund_orders_idempotency_idx').on(t.customerId, t.idempotencyKey),
    index('fund_orders_customer_idx').on(t.customerId, t.createdAt),
    // The account's orders (reservation sums), of one instrument (reserved units), and of one side
    // since a time: the same-day rules ask whether the account placed a buy or a sell of the
    // instrument today, which then reads today's orders of that side only, not the account's whole
    // history of the instrument (order-facts.ts).
    index('fund_orders_accid_idx').on(t.accid, t.instrumentId, t.side, t.createdAt),
    // The orders that hold cash: the reservation sum reads these, not the account's whole history.
    index('fund_orders_reserving_idx')
      .on(t.accid)
      .where(sql`${t.reservedAmount} <> 0`),
    index('fund_orders_due_idx').on(t.state, t.stopTime),
  ],
);

/**
 * Allocation requests (spec 000 §3, §4): what an advised customer sends instead of an order. The
 * processing run turns an IN_PROGRESS request into a fund order (`fund_order_id`) or, for a share,
 * an exchange order (`exchange_order_id`) through that order book's own placement, and the request
 * then follows that order's state. Statuses are domain
 * ALLOCATION_REQUEST_STATUSES; `reject_code` says why a request or its order was refused.
 */
export const allocationRequests = pgTable(
  'allocation_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    /** BUY or SELL. */
    side: text('side').notNull(),
    status: text('status').notNull(),
    /** Buy: the amount, account currency. */
    amount: numeric('amount', { precision: 20, scale: 2 }),
    /** The account currency. */
    currency: char('currency', { length: 3 }).notNull(),
    /** Sell: percent of the available holding. */
    percent: numeric('percent', { precision: 5, scale: 2 }),
    fundOrderId: integer('fund_order_id').references(() => fundOrders.id),
    /** FUND, or EXCHANGE_TRADING: a share at a limit (spec 001 §7.14), placed as a day limit order. */
    orderType: text('order_type').notNull().default('FUND'),
    /** Exchange trading: the order book (market and identifier), the volume and the limit price. */
    marketId: integer('market_id'),
    identifier: text('identifier'),
    volume: integer('volume'),
    price: numeric('price', { precision: 20, scale: 4 }),
    exchangeOrderId: integer('exchange_order_id').references(() => exchangeOrders.id),
    rejectCode: text('reject_code'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('allocation_requests_customer_idx').on(t.customerId, t.createdAt),
    index('allocation_requests_accid_idx').on(t.accid, t.instrumentId, t.createdAt),
    index('allocation_requests_status_idx').on(t.status),
  ],
);

/**
 * Knowledge-test attempts (spec 001 §7.12). An attempt fixes the questions it asked, so a later
 * change of the question set cannot change how an open attempt is graded; it is examined once.
 */
export const appropriatenessAttempts = pgTable(
  'appropriateness_attempts',
  {
    /** Random UUID: attempt ids are not guessable nor countable. */
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    mifid2Category: integer('mifid2_category').notNull(),
    /** Question ids in the order asked. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    startedAt: ts('started_at').notNull(),
    examinedAt: ts('examined_at'),
    passed: boolean('passed'),
    /** Ids of the questions answered wrong. */
    wrong: jsonb('wrong').$type<string[]>(),
  },
  (t) => [index('appropriateness_attempts_customer_idx').on(t.customerId, t.startedAt)],
);

/**
 * Curated lists ("inspiration", spec 001 §7.11; the card of spec 000 §3). The display name is kept
 * per UI language (`{ sv, nb, da, fi, en }`) in one jsonb column: every list needs all five, and a
 * translations table would cost a join on every card for no gain. `views` is the running total
 * shown on the card; the per-day counts behind the TRENDING badge are in curated_list_daily_views.
 */
export const curatedLists = pgTable(
  'curated_lists',
  {
    id: serial('id').primaryKey(),
    /** Lower-case words joined by '-', always with a letter, so it never reads as an id. */
    slug: text('slug').notNull().unique(),
    displayName: jsonb('display_name').$type<Record<string, string>>().notNull(),
    /** Topic ids (domain CURATED_LIST_TOPICS); the first is the list's own, which picks its image. */
    topics: text('topics').array().notNull(),
    /** Path of the list image on this server; the card adds `?width=`. */
    imagePath: text('image_path').notNull(),
    webTrackerId: text('web_tracker_id').notNull(),
    publishedAt: ts('published_at').notNull(),
    createdAt: ts('created_at').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [index('curated_lists_topics_idx').using('gin', t.topics)],
);

export const curatedListInstruments = pgTable(
  'curated_list_instruments',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => curatedLists.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.instrumentId] }),
    index('curated_list_instruments_pos_idx').on(t.listId, t.position),
  ],
);

/**
 * Who has opened a list: one row per list and viewer (an access token's session), so a list
 * counts one view per session, however often it is reloaded. `day` is when, for clean-up.
 */
export const curatedListViews = pgTable(
  'curated_list_views',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => curatedLists.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.viewerKey] })],
);

/** Counted views per list and Stockholm day: the weeks the TRENDING rule compares. */
export const curatedListDailyViews = pgTable(
  'curated_list_daily_views',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => curatedLists.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.day] }), index('curated_list_daily_views_day_idx').on(t.day)],
);

export const curatedListFeedback = pgTable(
  'curated_list_feedback',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => curatedLists.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** 1 (not useful) to 5 (very useful). */
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('curated_list_feedback_list_idx').on(t.listId, t.createdAt)],
);

/** A customer's own watchlists (spec 001 §7.9); private to the customer. */
export const watchlists = pgTable(
  'watchlists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    /** The curated list it was copied from, if any; kept when that list goes away. */
    copiedFrom: integer('copied_from').references(() => curatedLists.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('watchlists_customer_idx').on(t.customerId, t.createdAt)],
);

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    position: integer('position').notNull(),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.watchlistId, t.instrumentId] })],
);

/**
 * Share orders (issue 12). The order book of the exchange lives in the simulator's process; these
 * rows are what it answers for. `reserved_amount` (a buy's cash, account currency) counts against
 * trading power and `reserved_volume` (a sell's shares) against the holding until the order is
 * done, cancelled, expired or rejected. `version` grows with every change the customer makes, so
 * a fill matched against an older version of the order is refused when it is booked.
 */
export const exchangeOrders = pgTable(
  'exchange_orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    marketId: integer('market_id').notNull(),
    identifier: text('identifier').notNull(),
    side: text('side').notNull(),
    /** Domain EXCHANGE_ORDER_TYPES. */
    orderType: text('order_type').notNull(),
    /** Limit, share currency; null for market and trailing orders until triggered. */
    price: numeric('price', { precision: 20, scale: 4 }),
    volume: integer('volume').notNull(),
    tradedVolume: integer('traded_volume').notNull().default(0),
    openVolume: integer('open_volume'),
    /** Share currency. */
    currency: char('currency', { length: 3 }).notNull(),
    accountCurrency: char('account_currency', { length: 3 }).notNull(),
    /** The last day the order is valid (the exchange's local day). */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** Domain EXCHANGE_ORDER_STATES. */
    state: text('state').notNull(),
    rejectCode: text('reject_code'),
    triggerPrice: numeric('trigger_price', { precision: 20, scale: 4 }),
    trailPercent: numeric('trail_percent', { precision: 6, scale: 2 }),
    algoAggression: text('algo_aggression'),
    courtageClass: text('courtage_class').notNull(),
    reservedAmount: numeric('reserved_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    reservedVolume: integer('reserved_volume').notNull().default(0),
    /** Sum of price × volume of the fills, share currency. */
    tradedValue: numeric('traded_value', { precision: 24, scale: 4 }).notNull().default('0'),
    /** Courtage and FX fee charged so far, account currency. */
    fees: numeric('fees', { precision: 20, scale: 2 }).notNull().default('0'),
    /** One courtage per order and day: the day of the last fill and the account value filled on it. */
    feeDay: date('fee_day', { mode: 'string' }),
    feeDayValue: numeric('fee_day_value', { precision: 20, scale: 2 }).notNull().default('0'),
    version: integer('version').notNull().default(1),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    modifiedAt: ts('modified_at').notNull(),
  },
  (t) => [
    uniqueIndex('exchange_orders_idempotency_idx').on(t.customerId, t.idempotencyKey),
    index('exchange_orders_accid_idx').on(t.accid, t.createdAt),
    // Reservations are summed over the account's active orders only. The one partial index of the
    // active orders leads with the account: a second one on the same predicate (there was one by
    // instrument) lets a generic plan made while the book was empty sum an account's reservations by
    // scanning every active order of every account (docs/decisions.md, "Order entry's plans").
    index('exchange_orders_active_idx')
      .on(t.accid, t.instrumentId)
      .where(sql`${t.state} in ('NEW', 'WAITING', 'ON_MARKET', 'PART_DONE')`),
  ],
);

/**
 * The fills of share orders: each one booked with its transaction, cash movement and position
 * change in one database transaction. `match_id` is the exchange's match: unique per order, so a
 * match is never booked twice.
 */
export const exchangeTrades = pgTable(
  'exchange_trades',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => exchangeOrders.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    matchId: text('match_id').notNull(),
    side: text('side').notNull(),
    price: numeric('price', { precision: 20, scale: 4 }).notNull(),
    volume: integer('volume').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    accountCurrency: char('account_currency', { length: 3 }).notNull(),
    fxRate: numeric('fx_rate', { precision: 20, scale: 8 }).notNull(),
    courtage: numeric('courtage', { precision: 20, scale: 2 }).notNull(),
    fxFee: numeric('fx_fee', { precision: 20, scale: 2 }).notNull(),
    /** Cash effect, account currency: negative for a buy. */
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    tradedAt: ts('traded_at').notNull(),
    tradeDay: date('trade_day', { mode: 'string' }).notNull(),
    settleDay: date('settle_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('exchange_trades_match_idx').on(t.orderId, t.matchId),
    index('exchange_trades_accid_idx').on(t.accid, t.tradedAt),
    // The transactions page links each trade's row to its contract note.
    index('exchange_trades_transaction_idx').on(t.transactionId),
  ],
);

/**
 * The customer's own accounts at other banks (issue 15, spec 001 §7.7 "external bank accounts"),
 * checked by the country's rules (domain banking/account-number.ts) before they are stored.
 * Money leaves only to a verified one, and only once its withdrawal delay has passed. A removed
 * account keeps its row (withdrawals name it) with `deleted_at` set.
 */
export const externalBankAccounts = pgTable(
  'external_bank_accounts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    country: char('country', { length: 2 }).notNull(),
    /** SE clearing or DK registration number; empty for NO and FI (so the unique index holds). */
    clearing: text('clearing').notNull().default(''),
    /** Digits only (FI: the IBAN). */
    accountNumber: text('account_number').notNull(),
    display: text('display').notNull(),
    bank: text('bank'),
    createdAt: ts('created_at').notNull(),
    /** Set when the customer's bank confirmed that the account is theirs. */
    verifiedAt: ts('verified_at'),
    /** From when money may go to it: the withdrawal delay after its verification. */
    withdrawalsFrom: ts('withdrawals_from'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('external_bank_accounts_number_idx')
      .on(t.customerId, t.country, t.clearing, t.accountNumber)
      .where(sql`${t.deletedAt} is null`),
    index('external_bank_accounts_customer_idx').on(t.customerId),
  ],
);

/**
 * Money put into an account (issue 15): through an instant bank payment (the provider's payment id,
 * credited when its signed notification arrives) or an ordinary bank transfer to the account's
 * reference (credited the next banking day). The DEPOSIT transaction is written in the same
 * database transaction that marks it CREDITED.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** INSTANT (bank payment) or TRANSFER (to the account's reference). */
    method: text('method').notNull(),
    /** Domain DEPOSIT_STATUSES. */
    status: text('status').notNull(),
    /** The payment provider's id for an instant payment; the bank's id for a transfer. */
    providerRef: text('provider_ref'),
    /** The customer's account the money came from, once the bank has told. */
    bankAccountId: integer('bank_account_id').references(() => externalBankAccounts.id),
    transactionId: integer('transaction_id').references(() => transactions.id),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('deposits_provider_ref_idx').on(t.method, t.providerRef),
    index('deposits_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** The payment provider's notifications already taken (their own ids): a replay changes nothing. */
export const bankNotifications = pgTable('bank_notifications', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  receivedAt: ts('received_at').notNull(),
});

/**
 * Money taken out to the customer's own verified bank account (issue 15): booked (a WITHDRAWAL
 * transaction) when requested, sent on the cut-off of its banking day, paid when the bank confirms;
 * cancelled before it is sent by a REVERSAL of the booking.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => externalBankAccounts.id),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Domain WITHDRAWAL_STATUSES. */
    status: text('status').notNull(),
    /** The banking day it is sent on (at the cut-off), in the account's country. */
    sendDay: date('send_day', { mode: 'string' }).notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    reversalId: integer('reversal_id').references(() => transactions.id),
    requestedAt: ts('requested_at').notNull(),
    sentAt: ts('sent_at'),
    paidAt: ts('paid_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [index('withdrawals_customer_idx').on(t.customerId, t.requestedAt)],
);

/**
 * A customer's daily withdrawal limit when it is not the standard one, and a raise waiting for its
 * delay (domain WITHDRAWAL_LIMIT_RAISE_DELAY_MS), which the customer may cancel until then.
 */
export const withdrawalLimits = pgTable('withdrawal_limits', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  currency: char('currency', { length: 3 }).notNull(),
  dailyLimit: numeric('daily_limit', { precision: 20, scale: 2 }).notNull(),
  pendingLimit: numeric('pending_limit', { precision: 20, scale: 2 }),
  pendingFrom: ts('pending_from'),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * The simulated payment provider's own books (apps/server/src/bank-simulator): a third party's, kept
 * apart from ours, that a real integration would replace. A payment the customer approves or
 * cancels on the provider's page, and the notifications it owes the merchant, retried until
 * acknowledged.
 */
export const simBankPayments = pgTable('sim_bank_payments', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  country: char('country', { length: 2 }).notNull(),
  locale: text('locale').notNull(),
  endUserId: text('end_user_id').notNull(),
  endUserName: text('end_user_name').notNull(),
  /** The person the merchant says is paying (their national id), as their bank login would show. */
  endUserNationalId: text('end_user_national_id'),
  notificationUrl: text('notification_url').notNull(),
  successUrl: text('success_url').notNull(),
  failUrl: text('fail_url').notNull(),
  /** Accounts the merchant knows the payer has: shown at their bank. */
  suggestedAccounts: jsonb('suggested_accounts').notNull(),
  /** CREATED, APPROVED, CANCELLED; REJECTED when the merchant refused the payer (nothing moved). */
  status: text('status').notNull(),
  /** The account paid from: { bank, clearing, account_number, display, holder_id }. */
  payer: jsonb('payer'),
  createdAt: ts('created_at').notNull(),
  decidedAt: ts('decided_at'),
});

export const simBankNotifications = pgTable(
  'sim_bank_notifications',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    url: text('url').notNull(),
    /** The exact body sent and signed. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    deliveredAt: ts('delivered_at'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('sim_bank_notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * The durable job schedule (issue 15; docs/decisions.md "The job schedule"): work due at a time by
 * the server's clock (a savings plan's day, a withdrawal's banking day). A job is (kind, ref,
 * due_at): scheduling it twice is one job (until it is cancelled), and it is done in the same transaction as its effect, so
 * a run after a crash books nothing twice. A failed run is tried again later (`not_before`).
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** What the job is about within its kind (a plan id, a withdrawal id). */
    ref: text('ref').notNull(),
    dueAt: ts('due_at').notNull(),
    payload: jsonb('payload'),
    /** PENDING, DONE, or CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** After a failed run: not again before this. */
    notBefore: ts('not_before'),
    createdAt: ts('created_at').notNull(),
    doneAt: ts('done_at'),
  },
  (t) => [
    // A cancelled job does not hold its key: the same job can be scheduled again (a plan resumed).
    uniqueIndex('scheduled_jobs_key_idx')
      .on(t.kind, t.ref, t.dueAt)
      .where(sql`${t.status} <> 'CANCELLED'`),
    index('scheduled_jobs_pending_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * Savings goals (issue 15; spec 001 §7.11): a name, a target amount in the customer's currency and
 * a target date over some of the customer's own accounts, whose value is its progress (computed
 * when read, never stored).
 */
export const savingsGoals = pgTable(
  'savings_goals',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    targetAmount: numeric('target_amount', { precision: 20, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('savings_goals_customer_idx').on(t.customerId, t.createdAt)],
);

/** The accounts whose value counts towards a goal. */
export const savingsGoalAccounts = pgTable(
  'savings_goal_accounts',
  {
    goalId: integer('goal_id')
      .notNull()
      .references(() => savingsGoals.id, { onDelete: 'cascade' }),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
  },
  (t) => [primaryKey({ columns: [t.goalId, t.accid] })],
);

/**
 * When a goal's value was first seen at or above one of its milestones (25, 50, 75 % of the
 * target): at a change of the goal or the daily check. Cleared when the target or the accounts
 * change, since the milestone is then another amount.
 */
export const savingsGoalMilestones = pgTable(
  'savings_goal_milestones',
  {
    goalId: integer('goal_id')
      .notNull()
      .references(() => savingsGoals.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull(),
    reachedAt: ts('reached_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.goalId, t.percent] })],
);

/**
 * Monthly savings plans (issue 15; spec 001 §7.14 "periodic plans"): up to four funds or shares
 * with an amount each, bought from one account on a day of the month through the fund order book
 * and share order entry. The
 * next buy is a job on the schedule (kind `savings-plans.run`, ref the plan's id).
 */
export const savingsPlans = pgTable(
  'savings_plans',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    /** 1–28. */
    dayOfMonth: integer('day_of_month').notNull(),
    /** ACTIVE or PAUSED (domain SAVINGS_PLAN_STATUSES). */
    status: text('status').notNull(),
    /** The account's currency, which the amounts are in. */
    currency: char('currency', { length: 3 }).notNull(),
    /** `[{ instrumentId, amount }]`, the amounts as decimal text, in the plan's order. */
    items: jsonb('items').notNull(),
    /** The sum of the items' amounts: what the percentile compares. */
    monthlyAmount: numeric('monthly_amount', { precision: 20, scale: 2 }).notNull(),
    /** A month ('yyyy-MM') the customer skipped; its run buys nothing. */
    skipMonth: text('skip_month'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('savings_plans_customer_idx').on(t.customerId)],
);

/**
 * One row per plan and month, written in the transaction of the job that ran it: a run after a crash
 * finds it and books nothing twice. Its status and orders are the plan's history.
 */
export const savingsPlanRuns = pgTable(
  'savings_plan_runs',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => savingsPlans.id),
    /** 'yyyy-MM'. */
    month: text('month').notNull(),
    /** Domain SAVINGS_PLAN_RUN_STATUSES. */
    status: text('status').notNull(),
    /** The day of the first attempt, and of the last (the retry's, when there was one). */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    /** While RETRY_PENDING: the banking day it is tried again. */
    retryDay: date('retry_day', { mode: 'string' }),
    attempts: integer('attempts').notNull().default(1),
    /** `[{ instrumentId, amount, orderId, rejectCode }]`: each fund's order, or why it was refused. */
    orders: jsonb('orders').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('savings_plan_runs_month_idx').on(t.planId, t.month)],
);

/**
 * A customer's know-your-customer answers (domain kyc: the CDD questionnaire and its risk), one row
 * per time they answered, never edited: the latest row is in force, and its due day is when the
 * periodic refresh falls due (spec 001 §7.18 ANSWER_KYC). Sign-up writes the first row.
 */
export const kycAnswers = pgTable(
  'kyc_answers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The answer sheet: question id → chosen option ids (domain CddAnswerSheet). */
    answers: jsonb('answers').notNull(),
    /** LOW, MEDIUM, HIGH (domain CDD_RISK_LEVELS). */
    riskLevel: text('risk_level').notNull(),
    riskScore: integer('risk_score').notNull(),
    /** Domain CddRiskReason values. */
    riskReasons: jsonb('risk_reasons').notNull(),
    answeredAt: ts('answered_at').notNull(),
    /** yyyy-MM-dd: the day by which the answers must be given again (domain kycDueDate). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** SIGNUP, REFRESH, REVIEW (a person's review of high-risk answers) or SEED. */
    source: text('source').notNull(),
  },
  (t) => [
    index('kyc_answers_customer_idx').on(t.customerId, t.answeredAt),
    check('kyc_answers_risk_level_check', sql`${t.riskLevel} IN ('LOW', 'MEDIUM', 'HIGH')`),
  ],
);

/** A customer's own note on an instrument (spec 001 §7.9 notes); private to the customer. */
export const instrumentNotes = pgTable(
  'instrument_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('instrument_notes_customer_instrument_idx').on(t.customerId, t.instrumentId)],
);

/**
 * The simulated BankID server's orders (eid-simulator/, the outside party's own table): what the
 * identification app scans and the relying party collects. Its secrets never leave it except in
 * the auth answer to the relying party.
 */
export const simBankidOrders = pgTable('sim_bankid_orders', {
  orderRef: text('order_ref').primaryKey(),
  autoStartToken: text('auto_start_token').notNull().unique(),
  qrStartToken: text('qr_start_token').notNull().unique(),
  qrStartSecret: text('qr_start_secret').notNull(),
  /** pending, complete, failed (BankID's collect statuses). */
  status: text('status').notNull(),
  /** BankID's hint codes: outstandingTransaction, noClient, started, userSign, userCancel, … */
  hintCode: text('hint_code'),
  /** Once complete: { personalNumber, givenName, surname }. */
  person: jsonb('person'),
  /** When the identification app first opened the order (QR or autostart). */
  startedAt: ts('started_at'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * The simulated Signicat-style identity provider's authorization codes (eid-simulator/): single
 * use, a minute to live, bound to the redirect URI and the relying party's nonce.
 */
export const simIdpCodes = pgTable('sim_idp_codes', {
  /** SHA-256 of the code: the code itself is only in the redirect. */
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  nonce: text('nonce').notNull(),
  /** nbid, mitid or ftn. */
  idp: text('idp').notNull(),
  /** { nin, country, givenName, familyName, birthdate } */
  person: jsonb('person').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull(),
});

/**
 * Our side of a BankID login (eid/): the order a browser started, bound to it by the hash of its
 * eID cookie, with the QR secret the animated QR is made from on the server, and when a login used
 * it (once).
 */
export const eidBankidOrders = pgTable('eid_bankid_orders', {
  orderRef: text('order_ref').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  /** LOGIN or SIGNUP. */
  useCase: text('use_case').notNull(),
  /** Given to the browser: it opens the identification app on this device. */
  autoStartToken: text('auto_start_token').notNull(),
  qrStartToken: text('qr_start_token').notNull(),
  qrStartSecret: text('qr_start_secret').notNull(),
  status: text('status').notNull(),
  hintCode: text('hint_code'),
  /** The completion data's user once complete: { personalNumber, givenName, surname }. */
  person: jsonb('person'),
  createdAt: ts('created_at').notNull(),
  usedAt: ts('used_at'),
});

/**
 * Our side of a Signicat login (eid/): the state and nonce of one authorization request, bound to
 * the browser that started it and to its redirect URI; used once.
 */
export const eidSignicatLogins = pgTable('eid_signicat_logins', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  browserHash: text('browser_hash').notNull(),
  country: char('country', { length: 2 }).notNull(),
  redirectUri: text('redirect_uri').notNull(),
  createdAt: ts('created_at').notNull(),
  usedAt: ts('used_at'),
});

/**
 * What a customer is told about (issue 16): a kind (domain NOTIFICATION_KINDS) and its parameters
 * (numbers, names, money as `{ value, currency }`, the link path), never prose: the reader's
 * language renders it. Written by notifications/notify.ts in the transaction of its cause.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_customer_idx').on(t.customerId, t.id),
    index('notifications_unread_idx')
      .on(t.customerId, t.id)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Per customer: the version of their notifications (grows with every change), the unread count kept
 * with it, and the last version told on the private feed. Rows whose version is ahead of what was
 * told are the publisher's outbox (notifications/publisher.ts).
 */
export const notificationStates = pgTable(
  'notification_states',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id),
    version: integer('version').notNull().default(0),
    unread: integer('unread').notNull().default(0),
    publishedVersion: integer('published_version').notNull().default(0),
  },
  (t) => [
    index('notification_states_unpublished_idx')
      .on(t.customerId)
      .where(sql`${t.version} > ${t.publishedVersion}`),
  ],
);

/** A kind the customer switched off (or on again); a kind with no row is on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.kind] })],
);

/**
 * A passkey ceremony's challenge (issue 16): kept server-side with its expiry and used at most
 * once (used_at is set by the first attempt, good or bad). Registration ceremonies belong to the
 * user who started them and carry the passkey's name.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  id: text('id').primaryKey(),
  challenge: text('challenge').notNull(),
  /** REGISTRATION or AUTHENTICATION. */
  ceremony: text('ceremony').notNull(),
  userId: integer('user_id').references(() => users.id),
  name: text('name'),
  rpId: text('rp_id').notNull(),
  origin: text('origin').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  /** What the first use came to: ENROLLED, USED (a login) or FAILED. */
  outcome: text('outcome'),
});

/** A customer's user's WebAuthn credential (a passkey), found by its credential id at login. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** base64url credential id, as the authenticator returns it. */
    credentialId: text('credential_id').notNull(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: a login must bring a higher one (unless both are 0). */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/** A personal API key: only its SHA-256 and last four characters are kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    last4: text('last4').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at'),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/** A user's chosen session length, used for their new logins and refreshes. */
export const sessionSettings = pgTable('session_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  sessionMinutes: integer('session_minutes').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * The Legal Entity Identifiers a legal person (JUR) gave (required action PROVIDE_LEI), one row per
 * time given, never edited: the latest is in force and is due again a year after (domain
 * leiDueDate).
 */
export const customerLeis = pgTable(
  'customer_leis',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** ISO 17442, checked by the domain (isValidLei). */
    lei: char('lei', { length: 20 }).notNull(),
    givenAt: ts('given_at').notNull(),
    /** yyyy-MM-dd in the customer's country. */
    givenOn: date('given_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('customer_leis_customer_idx').on(t.customerId, t.givenAt)],
);

/**
 * Consents a customer gave (required action ACCEPT_TERMS): the kind, the version accepted and when,
 * one row per acceptance; the latest of a kind is in force.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** TERMS (the customer terms). */
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    acceptedAt: ts('accepted_at').notNull(),
  },
  (t) => [
    index('customer_consents_customer_idx').on(t.customerId, t.kind, t.acceptedAt),
    check('customer_consents_kind_check', sql`${t.kind} IN ('TERMS')`),
  ],
);

/**
 * A prospect's sign-up application (issue 16; domain signup/steps.ts): the step reached and each
 * step's accepted input, so a new eID login resumes where the person left. One per prospect. Made
 * by the become-customer intent; DONE once the customer exists (customer_id set in the same
 * transaction as the customer).
 */
export const signupApplications = pgTable(
  'signup_applications',
  {
    id: serial('id').primaryKey(),
    prospectId: integer('prospect_id')
      .notNull()
      .references(() => prospects.id),
    /** The first step not yet done (domain SIGNUP_FORM_STEPS); null when every step is. */
    currentStep: text('current_step'),
    /** Each step's accepted input, normalized, by step name (the contract's SignupSaved). */
    steps: jsonb('steps').notNull().default({}),
    /** OPEN, MANUAL_REVIEW, MINOR, REFUSED, DONE (domain SIGNUP_STATUSES). */
    status: text('status').notNull(),
    /** US_PERSON, HIGH_RISK or MINOR when not open for one of those. */
    reason: text('reason'),
    /** The CDD risk once every page is answered (domain CddRisk). */
    risk: jsonb('risk'),
    customerId: integer('customer_id').references(() => customers.id),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('signup_applications_prospect_idx').on(t.prospectId),
    check(
      'signup_applications_status_check',
      sql`${t.status} IN ('OPEN', 'MANUAL_REVIEW', 'MINOR', 'REFUSED', 'DONE')`,
    ),
  ],
);

/** Raw bytes (PostgreSQL bytea), read and written as Node Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A CRM task (spec 001 §7.5; domain crm/tasks.ts): something a person at the broker needs from the
 * customer, answered with attachments and submitted for review. Opened by the system in the
 * transaction of its cause (a HIGH risk KYC answering opens PROVIDE_SOURCE_OF_FUNDS).
 */
export const crmTasks = pgTable(
  'crm_tasks',
  {
    id: serial('id').primaryKey(),
    /** The customer's task, or null for a prospect's (onboarding_case_id): exactly one is set. */
    customerId: integer('customer_id').references(() => customers.id),
    /** The onboarding case of a prospect the task belongs to (crm/onboarding.ts). */
    onboardingCaseId: integer('onboarding_case_id').references((): AnyPgColumn => onboardingCases.id),
    /** Domain CRM_TASK_TYPES. */
    type: text('type').notNull(),
    /** OPEN, SUBMITTED, DONE, REJECTED (domain CRM_TASK_STATUSES). */
    status: text('status').notNull(),
    /** The KYC answering that opened it, when one did. */
    kycAnswerId: integer('kyc_answer_id').references(() => kycAnswers.id),
    createdAt: ts('created_at').notNull(),
    /** yyyy-MM-dd: by when the customer is asked to answer. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    submittedAt: ts('submitted_at'),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    index('crm_tasks_customer_idx').on(t.customerId, t.id),
    index('crm_tasks_onboarding_case_idx').on(t.onboardingCaseId, t.id),
    check('crm_tasks_status_check', sql`${t.status} IN ('OPEN', 'SUBMITTED', 'DONE', 'REJECTED')`),
    check('crm_tasks_owner_check', sql`num_nonnulls(${t.customerId}, ${t.onboardingCaseId}) = 1`),
  ],
);

/**
 * A file the customer uploaded to a task, kept in the database beside its task, so a backup or a
 * deletion takes both at once and a file is never left without its row. Its type is the one its
 * bytes showed (domain sniffContentType), and it was scanned before the row was written.
 */
export const crmAttachments = pgTable(
  'crm_attachments',
  {
    id: serial('id').primaryKey(),
    /** As its task's: the customer's, or null with onboarding_case_id for a prospect's. */
    customerId: integer('customer_id').references(() => customers.id),
    onboardingCaseId: integer('onboarding_case_id').references((): AnyPgColumn => onboardingCases.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => crmTasks.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Hex SHA-256 of the bytes: the reviewer's proof that what they read is what was sent. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('crm_attachments_task_idx').on(t.taskId, t.id),
    check('crm_attachments_owner_check', sql`num_nonnulls(${t.customerId}, ${t.onboardingCaseId}) = 1`),
  ],
);

/**
 * An upload token (spec 001 §7.5 attachments tokens, onboarding file upload initialize): the
 * declared name, type and size of one file for one task, answered by one PUT of the bytes to the
 * token's address before it expires. Only the SHA-256 of the token is kept.
 */
export const crmUploadTokens = pgTable(
  'crm_upload_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** As its task's: the customer's, or null with onboarding_case_id for a prospect's. */
    customerId: integer('customer_id').references(() => customers.id),
    onboardingCaseId: integer('onboarding_case_id').references((): AnyPgColumn => onboardingCases.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => crmTasks.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    index('crm_upload_tokens_customer_idx').on(t.customerId),
    check('crm_upload_tokens_owner_check', sql`num_nonnulls(${t.customerId}, ${t.onboardingCaseId}) = 1`),
  ],
);

/**
 * A customer's "what do you want to do" answers (spec 001 §7.9 onboarding answers; domain
 * personalization/onboarding.ts), one row per customer, replaced on each answering. Optional:
 * no row until the customer answers.
 */
export const onboardingAnswers = pgTable('onboarding_answers', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  /** Domain ONBOARDING_GOALS, in the questionnaire's order. */
  goals: jsonb('goals').notNull(),
  /** Domain ONBOARDING_EXPERIENCE, or null when not told. */
  experience: text('experience'),
  /** Domain ONBOARDING_INTERESTS, in the questionnaire's order. */
  interests: jsonb('interests').notNull(),
  answeredAt: ts('answered_at').notNull(),
});

/**
 * The getting-started tasks a customer put aside (spec 001 §7.9 tasks). Only the dismissal is
 * stored: whether a task is done is always derived from the customer's state. Undismissing deletes
 * the row.
 */
export const dismissedTasks = pgTable(
  'dismissed_tasks',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Domain TASK_TYPES. */
    taskType: text('task_type').notNull(),
    dismissedAt: ts('dismissed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.taskType] })],
);

/**
 * Intraday-limit activations (spec 001 §7.4; credits/): one row per account and trading day while
 * active (a customer may deactivate and activate again the same day: a new row). The limit is fixed
 * at activation, in the account currency. `ended_by`: CUSTOMER (deactivated) or CLOSE (the close
 * job of the trading day ended it).
 */
export const intradayLimits = pgTable(
  'intraday_limits',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    country: char('country', { length: 2 }).notNull(),
    tradingDay: date('trading_day', { mode: 'string' }).notNull(),
    limitAmount: numeric('limit_amount', { precision: 20, scale: 2 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    activatedAt: ts('activated_at').notNull(),
    deactivatedAt: ts('deactivated_at'),
    endedBy: text('ended_by'),
  },
  (t) => [
    uniqueIndex('intraday_limits_active_idx')
      .on(t.accid, t.tradingDay)
      .where(sql`${t.deactivatedAt} is null`),
    index('intraday_limits_customer_idx').on(t.customerId, t.tradingDay),
    check('intraday_limits_ended_by_check', sql`${t.endedBy} IN ('CUSTOMER', 'CLOSE')`),
  ],
);

/**
 * Authorizations (spec 001 §7.6 "authorized accounts with VIEW"): an owner lets another customer
 * look at one of their accounts. A revoked one keeps its row (revoked_at) as a record of who could
 * see what, when; at most one in force per account, grantee and permission.
 */
export const accountAuthorizations = pgTable(
  'account_authorizations',
  {
    id: serial('id').primaryKey(),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    /** The account's owner when the authorization was given (who alone may revoke it). */
    grantorCustomerId: integer('grantor_customer_id')
      .notNull()
      .references(() => customers.id),
    granteeCustomerId: integer('grantee_customer_id')
      .notNull()
      .references(() => customers.id),
    /** VIEW (domain AUTHORIZATION_PERMISSIONS). */
    permission: text('permission').notNull(),
    grantedAt: ts('granted_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    index('account_authorizations_grantor_idx').on(t.grantorCustomerId),
    index('account_authorizations_grantee_idx').on(t.granteeCustomerId),
    uniqueIndex('account_authorizations_active_idx')
      .on(t.accid, t.granteeCustomerId, t.permission)
      .where(sql`${t.revokedAt} IS NULL`),
    check('account_authorizations_permission_check', sql`${t.permission} IN ('VIEW')`),
    check('account_authorizations_not_self_check', sql`${t.grantorCustomerId} <> ${t.granteeCustomerId}`),
  ],
);

/**
 * A member of staff who works the compliance desk (issue 16 follow-up; desk/). Not a customer's
 * user: its own table, password hash (argon2 like users), sessions and cookie, so a staff login can
 * never stand for a customer nor a customer's for staff.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Domain STAFF_ROLES. */
    role: text('role').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    disabledAt: ts('disabled_at'),
  },
  (t) => [check('staff_users_role_check', sql`${t.role} IN ('COMPLIANCE')`)],
);

/** A staff login (cookie nnx_desk_session); only the SHA-256 of the cookie value is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_idx').on(t.tokenHash)],
);

/**
 * Every decision taken at the desk: on what (item kind and id: a CRM task or an onboarding case),
 * by whom, when, with what comment; what it led to (the follow-up task a rejection opened,
 * the reviewed KYC answers an approval wrote). Never updated: the record of the review.
 */
export const deskDecisions = pgTable(
  'desk_decisions',
  {
    id: serial('id').primaryKey(),
    /** Domain DESK_ITEM_KINDS. */
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    /** The task's customer; for an onboarding case, the customer its approval made (else null). */
    customerId: integer('customer_id').references(() => customers.id),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    /** APPROVE or REJECT. */
    decision: text('decision').notNull(),
    /** A rejection's reason (domain DESK_REJECT_REASONS). */
    reason: text('reason'),
    comment: text('comment').notNull(),
    decidedAt: ts('decided_at').notNull(),
    followUpTaskId: integer('follow_up_task_id').references(() => crmTasks.id),
    kycAnswerId: integer('kyc_answer_id').references(() => kycAnswers.id),
  },
  (t) => [
    uniqueIndex('desk_decisions_item_idx').on(t.itemKind, t.itemId),
    check('desk_decisions_item_kind_check', sql`${t.itemKind} IN ('CRM_TASK', 'ONBOARDING_CASE')`),
    check('desk_decisions_decision_check', sql`${t.decision} IN ('APPROVE', 'REJECT')`),
  ],
);

/**
 * A prospect's onboarding case (spec 001 §7.5 onboarding; docs/decisions.md "Onboarding cases"): a
 * sign-up in manual review for a HIGH KYC risk goes on here. The case holds CRM tasks
 * (crm_tasks.onboarding_case_id) the applicant answers with files; a reviewer approves it (the
 * customer is made, crm/onboarding-review.ts) or rejects it (the application REFUSED). One per
 * application.
 */
export const onboardingCases = pgTable(
  'onboarding_cases',
  {
    id: serial('id').primaryKey(),
    prospectId: integer('prospect_id')
      .notNull()
      .references(() => prospects.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => signupApplications.id),
    /** OPEN, SUBMITTED, APPROVED, REJECTED (domain ONBOARDING_CASE_STATUSES). */
    status: text('status').notNull(),
    /** Why the case exists: the application's reason (HIGH_RISK). */
    reason: text('reason').notNull(),
    /** The applicant's own words on the source of their funds and the account's purpose (create). */
    statement: text('statement'),
    createdAt: ts('created_at').notNull(),
    submittedAt: ts('submitted_at'),
    resolvedAt: ts('resolved_at'),
    /** Who approved or rejected it (the staff desk's user name). */
    reviewer: text('reviewer'),
    /** A rejection's reason, for the file; not shown to the applicant. */
    rejectionReason: text('rejection_reason'),
    /** The customer an approval made. */
    customerId: integer('customer_id').references(() => customers.id),
  },
  (t) => [
    uniqueIndex('onboarding_cases_application_idx').on(t.applicationId),
    index('onboarding_cases_prospect_idx').on(t.prospectId),
    check('onboarding_cases_status_check', sql`${t.status} IN ('OPEN', 'SUBMITTED', 'APPROVED', 'REJECTED')`),
  ],
);

/**
 * A KF account's beneficiary designation (spec 001 §7.5 "Scrive links"): the clause and named
 * people as the customer chose them, the PDF they sign, and the signing service's transaction. It
 * takes effect when signed (signed_pdf: the service's sealed document with its signature page); at
 * most one is signed and in force per account (the earlier one becomes SUPERSEDED) and at most one
 * waits for a signature (a new one cancels the earlier).
 */
export const beneficiaryDesignations = pgTable(
  'beneficiary_designations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accid: integer('accid')
      .notNull()
      .references(() => accounts.accid),
    /** STANDARD or NAMED (domain BENEFICIARY_CLAUSES). */
    clause: text('clause').notNull(),
    /** NAMED: [{ name, birthDate, share }] with shares adding to 100; STANDARD: []. */
    beneficiaries: jsonb('beneficiaries').notNull(),
    /** Domain DESIGNATION_STATUSES. */
    status: text('status').notNull(),
    /** The document sent for signing, and the hex SHA-256 of its bytes. */
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    /** The signing service's document id and its link for the signer. */
    signingRef: text('signing_ref'),
    signUrl: text('sign_url'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    signedAt: ts('signed_at'),
    signerName: text('signer_name'),
    signedPdf: bytea('signed_pdf'),
    signedPdfSha256: text('signed_pdf_sha256'),
    endedAt: ts('ended_at'),
  },
  (t) => [
    index('beneficiary_designations_account_idx').on(t.accid, t.id),
    uniqueIndex('beneficiary_designations_signing_ref_idx').on(t.signingRef),
    uniqueIndex('beneficiary_designations_pending_idx')
      .on(t.accid)
      .where(sql`${t.status} = 'PENDING_SIGNATURE'`),
    uniqueIndex('beneficiary_designations_signed_idx')
      .on(t.accid)
      .where(sql`${t.status} = 'SIGNED'`),
    check(
      'beneficiary_designations_status_check',
      sql`${t.status} IN ('PENDING_SIGNATURE', 'SIGNED', 'SUPERSEDED', 'CANCELLED', 'EXPIRED')`,
    ),
    check('beneficiary_designations_clause_check', sql`${t.clause} IN ('STANDARD', 'NAMED')`),
  ],
);

/**
 * The simulated e-signing service's documents (sign-simulator/, the outside world like
 * sim_bank_*): what the merchant sent, for whom, where to call back and return, and once signed the
 * sealed PDF with its signature page. Only the SHA-256 of the signer's link token is kept.
 */
export const simSignDocuments = pgTable('sim_sign_documents', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  lang: text('lang').notNull(),
  pdf: bytea('pdf').notNull(),
  signerName: text('signer_name').notNull(),
  signerNationalId: text('signer_national_id'),
  tokenSha256: text('token_sha256').notNull(),
  callbackUrl: text('callback_url').notNull(),
  returnUrl: text('return_url').notNull(),
  /** PENDING, SIGNED, REJECTED, CANCELLED. */
  status: text('status').notNull(),
  expiresAt: ts('expires_at').notNull(),
  signedAt: ts('signed_at'),
  sealedPdf: bytea('sealed_pdf'),
  createdAt: ts('created_at').notNull(),
  /** When the callback of the last change was acknowledged by the merchant (null: not yet). */
  callbackDeliveredAt: ts('callback_delivered_at'),
});

/**
 * Affiliate (spec 001 §7.5): each customer's referral code, made on first ask, and who became a
 * customer through one (one row per referred customer: a person is referred once).
 */
export const affiliateCodes = pgTable('affiliate_codes', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  code: text('code').notNull().unique(),
  createdAt: ts('created_at').notNull(),
});

export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    referredCustomerId: integer('referred_customer_id')
      .primaryKey()
      .references(() => customers.id),
    referrerCustomerId: integer('referrer_customer_id')
      .notNull()
      .references(() => customers.id),
    code: text('code').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('affiliate_referrals_referrer_idx').on(t.referrerCustomerId)],
);

/** The referral code a sign-up came with (`?ref=` of the link), kept until the customer is made. */
export const signupReferrals = pgTable('signup_referrals', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => signupApplications.id),
  code: text('code').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * Company accounts (docs/decisions.md "Company accounts"): who may act for a company customer (a
 * legal person, JUR). A row is made when a person who signs for the company alone opens its
 * account; `ended_at` ends the representation without losing the record of it. An estate's
 * representatives (role ESTATE_REPRESENTATIVE, named by the desk) are rows here too, with the
 * estate in `company_customer_id`: both are a customer a person acts for through the same switch.
 */
export const companyRepresentatives = pgTable(
  'company_representatives',
  {
    id: serial('id').primaryKey(),
    companyCustomerId: integer('company_customer_id')
      .notNull()
      .references(() => customers.id),
    personCustomerId: integer('person_customer_id')
      .notNull()
      .references(() => customers.id),
    /** The register's role of the person when the representation began (domain SIGNATORY_ROLES). */
    role: text('role').notNull(),
    since: ts('since').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('company_representatives_in_force_idx')
      .on(t.companyCustomerId, t.personCustomerId)
      .where(sql`${t.endedAt} IS NULL`),
    index('company_representatives_person_idx').on(t.personCustomerId),
  ],
);

/**
 * The opening of a company account as it was declared: what the register said then (name, form,
 * signatories), the beneficial owners the person named, and who opened it. Kept as the record of
 * the customer due diligence done for the company.
 */
export const companyOpenings = pgTable('company_openings', {
  companyCustomerId: integer('company_customer_id')
    .primaryKey()
    .references(() => customers.id),
  openedByCustomerId: integer('opened_by_customer_id')
    .notNull()
    .references(() => customers.id),
  /** The register's reply at opening (domain RegisteredCompany). */
  register: jsonb('register').notNull(),
  /** Domain BeneficialOwner[], normalized; empty with none_above_25. */
  beneficialOwners: jsonb('beneficial_owners').notNull(),
  noneAbove25: boolean('none_above_25').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * A customer who has died (docs/decisions.md "Estates"): registered by the desk from the population
 * register's notice, when the customer became an estate (person type EST). The estate's
 * representatives are rows of company_representatives with role ESTATE_REPRESENTATIVE: the same
 * switch of the login serves a company and an estate.
 */
export const estates = pgTable('estates', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  diedOn: date('died_on', { mode: 'string' }).notNull(),
  registeredByStaffId: integer('registered_by_staff_id')
    .notNull()
    .references(() => staffUsers.id),
  registeredAt: ts('registered_at').notNull(),
});

/**
 * A customer's consent to marketing by email and by SMS, one row per change, the latest in force:
 * the record of when it was given or withdrawn and where (GDPR art. 7(1): consent must be
 * demonstrable; withdrawing it as easy as giving it). The first row is the sign-up's answer.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
    /** SIGNUP (the wizard's last step) or SETTINGS (the customer changed it). */
    source: text('source').notNull(),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [
    index('marketing_consents_customer_idx').on(t.customerId, t.recordedAt),
    check('marketing_consents_source_check', sql`${t.source} IN ('SIGNUP', 'SETTINGS')`),
  ],
);

/**
 * A listed company's quarterly reports (issue 17): income statement and cash flow of the quarter,
 * balance sheet at its end, in millions of the report currency with one decimal as published; the
 * key figures are computed from these, the latest price and the dividends (instruments/).
 */
export const financialReports = pgTable(
  'financial_reports',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    fiscalYear: integer('fiscal_year').notNull(),
    quarter: integer('quarter').notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    reportDay: date('report_day', { mode: 'string' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    revenue: numeric('revenue', { precision: 20, scale: 1 }).notNull(),
    grossProfit: numeric('gross_profit', { precision: 20, scale: 1 }).notNull(),
    operatingIncome: numeric('operating_income', { precision: 20, scale: 1 }).notNull(),
    netIncome: numeric('net_income', { precision: 20, scale: 1 }).notNull(),
    totalAssets: numeric('total_assets', { precision: 20, scale: 1 }).notNull(),
    totalEquity: numeric('total_equity', { precision: 20, scale: 1 }).notNull(),
    cash: numeric('cash', { precision: 20, scale: 1 }).notNull(),
    interestBearingDebt: numeric('interest_bearing_debt', { precision: 20, scale: 1 }).notNull(),
    operatingCashFlow: numeric('operating_cash_flow', { precision: 20, scale: 1 }).notNull(),
    capex: numeric('capex', { precision: 20, scale: 1 }).notNull(),
    sharesOutstanding: bigint('shares_outstanding', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instrumentId, t.fiscalYear, t.quarter] }),
    check('financial_reports_quarter_check', sql`${t.quarter} BETWEEN 1 AND 4`),
  ],
);

/** Analysts' recommendations (BUY, HOLD, SELL) with their target price; each firm's latest counts. */
export const analystRatings = pgTable(
  'analyst_ratings',
  {
    id: serial('id').primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    firm: text('firm').notNull(),
    rating: text('rating').notNull(),
    targetPrice: numeric('target_price', { precision: 20, scale: 4 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('analyst_ratings_instrument_idx').on(t.instrumentId, t.day),
    check('analyst_ratings_rating_check', sql`${t.rating} IN ('BUY', 'HOLD', 'SELL')`),
  ],
);

/**
 * Published net short positions (EU regulation 236/2012): one row per disclosure, in percent of the
 * issued shares with two decimals; a row below 0.5 % is the holder's last (it fell below).
 */
export const shortPositions = pgTable(
  'short_positions',
  {
    id: serial('id').primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    holder: text('holder').notNull(),
    percent: numeric('percent', { precision: 6, scale: 2 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('short_positions_instrument_idx').on(t.instrumentId, t.day)],
);

/** Facts about a listed company shown on its page; the sector is the instrument's. */
export const companyProfiles = pgTable('company_profiles', {
  instrumentId: integer('instrument_id')
    .primaryKey()
    .references(() => instruments.instrumentId),
  founded: integer('founded').notNull(),
  headquarters: text('headquarters').notNull(),
  employees: integer('employees').notNull(),
  ceo: text('ceo').notNull(),
  chair: text('chair').notNull(),
  website: text('website').notNull(),
});

/** The key figures a customer pinned, in their order (spec 001 §7.12 "key figures ... favourites"). */
export const keyFigureFavourites = pgTable(
  'key_figure_favourites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    figure: text('figure').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.figure] })],
);

/** A customer's saved screener criteria (issue 17), at most SAVED_SCREENS_MAX each. */
export const savedScreens = pgTable(
  'saved_screens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    /** SHARES or FUNDS. */
    type: text('type').notNull(),
    criteria: jsonb('criteria').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('saved_screens_customer_idx').on(t.customerId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Content (issue 17; spec 001 §7.3): a small CMS of our own, the FAQ's feedback, events, forms.
// ---------------------------------------------------------------------------------------------

/**
 * A page of the site in one language, found by its path (the same path in every language, so the
 * language switcher keeps the address). The body is structured blocks (contract ContentBlock:
 * heading, paragraph, list, callout, image), never HTML: the web app renders them as React
 * elements, so nothing in the content can run as script.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    path: text('path').notNull(),
    /** sv, nb, da, fi or en. */
    lang: text('lang').notNull(),
    /** academy, help or site. */
    space: text('space').notNull(),
    /** ARTICLE, FAQ or LANDING. */
    pageType: text('page_type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: jsonb('body').notNull(),
    /** FAQ entries (content_entries ids) the page links to. */
    relatedEntryIds: text('related_entry_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Paths the page had before: asked for, they answer a redirect to `path`. */
    previousPaths: text('previous_paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.path, t.lang] }),
    index('content_pages_space_idx').on(t.space, t.lang),
    check('content_pages_lang_check', sql`${t.lang} IN ('sv', 'nb', 'da', 'fi', 'en')`),
  ],
);

/** A typed record by id (an FAQ question with its answer), its fields per language in `fields`. */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: text('id').primaryKey(),
    /** e.g. faq. */
    contentType: text('content_type').notNull(),
    /** Order among the entries of its type. */
    position: integer('position').notNull(),
    /** `{ [lang]: { ... } }`; for faq: `{ question, answer: ContentBlock[] }`. */
    fields: jsonb('fields').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('content_entries_type_idx').on(t.contentType, t.position)],
);

/** A file the content shows (an SVG illustration we made), served by the app itself. */
export const contentAssets = pgTable('content_assets', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** Alternative text per language, `{ [lang]: string }`. */
  alt: jsonb('alt').notNull(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** The academy's menu: sections in order, each with its articles (page paths) in order. */
export const academyMenuSections = pgTable('academy_menu_sections', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  /** `{ [lang]: string }`. */
  titles: jsonb('titles').notNull(),
  /** Paths of academy pages, in reading order. */
  paths: text('paths').array().notNull(),
});

/**
 * "Was this helpful?" on an FAQ answer: one vote per customer per answer, or per visitor key (a
 * cookie) for visitors; voting again changes the vote.
 */
export const faqFeedback = pgTable(
  'faq_feedback',
  {
    id: serial('id').primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id),
    visitorKey: text('visitor_key'),
    helpful: boolean('helpful').notNull(),
    comment: text('comment'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('faq_feedback_customer_idx')
      .on(t.entryId, t.customerId)
      .where(sql`${t.customerId} IS NOT NULL`),
    uniqueIndex('faq_feedback_visitor_idx')
      .on(t.entryId, t.visitorKey)
      .where(sql`${t.customerId} IS NULL`),
    check('faq_feedback_voter_check', sql`${t.customerId} IS NOT NULL OR ${t.visitorKey} IS NOT NULL`),
  ],
);

/** A webinar or investor evening, held in one language. */
export const contentEvents = pgTable('content_events', {
  id: serial('id').primaryKey(),
  lang: text('lang').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** WEBINAR or INVESTOR_EVENING. */
  kind: text('kind').notNull(),
  location: text('location'),
  startsAt: ts('starts_at').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  seats: integer('seats').notNull(),
});

/** A customer's seat at an event; the token is the unsubscribe link's. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => contentEvents.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: ts('created_at').notNull(),
    /** Set by the unsubscribe link; registering again clears it. */
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('event_registrations_customer_idx').on(t.eventId, t.customerId),
    uniqueIndex('event_registrations_token_idx').on(t.unsubscribeToken),
  ],
);

/** A form sent from the site: CONTACT_ME (call me back) or NEWSLETTER (with an unsubscribe token). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    lang: text('lang').notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    topic: text('topic'),
    message: text('message'),
    unsubscribeToken: text('unsubscribe_token'),
    unsubscribedAt: ts('unsubscribed_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('form_submissions_token_idx').on(t.unsubscribeToken),
    // One live newsletter subscription per address (compared case-blind): two sign-ups at the
    // same instant make one (content/events.ts submitForm).
    uniqueIndex('form_submissions_newsletter_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.kind} = 'NEWSLETTER' and ${t.unsubscribedAt} is null`),
    check('form_submissions_kind_check', sql`${t.kind} IN ('CONTACT_ME', 'NEWSLETTER')`),
  ],
);

/**
 * The macro calendar (news/macro.ts): central-bank rate decisions and CPI, GDP and unemployment
 * releases per country, seeded a year back and a year ahead. Every row carries its simulated
 * outcome; the calendar call shows it only once `at` has passed (and the prior once `priorAt` has),
 * so a stored row never needs updating as days go by.
 */
export const macroEvents = pgTable(
  'macro_events',
  {
    id: serial('id').primaryKey(),
    /** SE, NO, DK, FI (the ECB's decisions are Finland's). */
    country: char('country', { length: 2 }).notNull(),
    /** POLICY_RATE, CPI, GDP, UNEMPLOYMENT. */
    indicator: text('indicator').notNull(),
    /** The web's translation key of the event's name, e.g. RATE_RIKSBANK, CPI_SE. */
    nameKey: text('name_key').notNull(),
    /** The period a release reports on: 2026-10 (a month), 2026-Q3 (a quarter); null for a decision. */
    period: text('period'),
    day: date('day', { mode: 'string' }).notNull(),
    at: ts('at').notNull(),
    outcome: numeric('outcome', { precision: 8, scale: 2 }).notNull(),
    prior: numeric('prior', { precision: 8, scale: 2 }),
    /** When the prior was published (the series' previous release). */
    priorAt: ts('prior_at'),
    consensus: numeric('consensus', { precision: 8, scale: 2 }).notNull(),
  },
  (t) => [
    index('macro_events_day_idx').on(t.day, t.at),
    uniqueIndex('macro_events_series_at_idx').on(t.nameKey, t.at),
  ],
);

/**
 * Trading-status notices (news/trading-notices.ts): an order book halted or resumed, a market's
 * auction begun, written by the simulator where the status changes, for the news page's list.
 */
export const tradingNotices = pgTable(
  'trading_notices',
  {
    id: serial('id').primaryKey(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.marketId),
    /** Null for a notice about the whole market (an auction). */
    instrumentId: integer('instrument_id').references(() => instruments.instrumentId),
    /** HALTED, RESUMED, OPENING_AUCTION, CLOSING_AUCTION. */
    notice: text('notice').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    index('trading_notices_at_idx').on(t.at),
    index('trading_notices_market_at_idx').on(t.marketId, t.at),
  ],
);

/**
 * A share's next quarterly report, announced with its day and time (issue 17): the seed writes one
 * per share, each publication (instruments/company-data-reports.ts, on the job schedule) writes the
 * report's figures and its press release and adds the quarter after. `published_at` is set once.
 */
export const scheduledReports = pgTable(
  'scheduled_reports',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    fiscalYear: integer('fiscal_year').notNull(),
    quarter: integer('quarter').notNull(),
    reportDay: date('report_day', { mode: 'string' }).notNull(),
    publishAt: ts('publish_at').notNull(),
    publishedAt: ts('published_at'),
    /** The press release that published it. */
    newsId: integer('news_id'),
  },
  (t) => [
    primaryKey({ columns: [t.instrumentId, t.fiscalYear, t.quarter] }),
    check('scheduled_reports_quarter_check', sql`${t.quarter} BETWEEN 1 AND 4`),
  ],
);

/** One line of a fund's top holdings or of an allocation; weights in percent, exact decimal text. */
export interface FundHoldingJson {
  name: string;
  weight: string;
  /** The share we list when the holding is one of ours, so the page can link to it. */
  instrumentId: number | null;
}
export interface FundAllocationJson {
  key: string;
  weight: string;
}

/**
 * A fund's fact sheet (issue 17, spec 001 §3 and §7.12 "funds"): its company, launch and managers,
 * ongoing charge, assets under management, region and dividend strategy, benchmark, top-10
 * holdings and its allocation by asset class, region and sector (each summing to 100 %). The
 * category is the instrument's sector; the SRRI, returns and rating are computed from the NAVs.
 */
export const fundFacts = pgTable(
  'fund_facts',
  {
    instrumentId: integer('instrument_id')
      .primaryKey()
      .references(() => instruments.instrumentId),
    company: text('company').notNull(),
    launchDate: date('launch_date', { mode: 'string' }).notNull(),
    /** Each manager with the day they took over, longest-serving first. */
    managers: jsonb('managers').$type<{ name: string; since: string }[]>().notNull(),
    /** Ongoing charge in percent a year. */
    ongoingCharge: numeric('ongoing_charge', { precision: 6, scale: 4 }).notNull(),
    aum: numeric('aum', { precision: 20, scale: 2 }).notNull(),
    aumCurrency: char('aum_currency', { length: 3 }).notNull(),
    aumDay: date('aum_day', { mode: 'string' }).notNull(),
    region: text('region').notNull(),
    dividendStrategy: text('dividend_strategy').notNull(),
    benchmark: text('benchmark'),
    holdings: jsonb('holdings').$type<FundHoldingJson[]>().notNull(),
    assetAllocation: jsonb('asset_allocation').$type<FundAllocationJson[]>().notNull(),
    regionAllocation: jsonb('region_allocation').$type<FundAllocationJson[]>().notNull(),
    sectorAllocation: jsonb('sector_allocation').$type<FundAllocationJson[]>().notNull(),
  },
  (t) => [
    index('fund_facts_region_idx').on(t.region),
    check(
      'fund_facts_dividend_strategy_check',
      sql`${t.dividendStrategy} IN ('ACCUMULATING', 'DISTRIBUTING')`,
    ),
  ],
);
