import { z } from 'zod';
import {
  ALGO_AGGRESSIONS,
  COURTAGE_CLASSES,
  CUSTOMER_SEGMENTS,
  CUSTOMER_TIERS,
  EXCHANGE_ORDER_STATES,
  EXCHANGE_ORDER_TYPES,
  MAX_ORDER_VOLUME,
  ORDER_SIDES,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam, MoneySchema, PlainDate, wholeNumber } from './common';
import { IDEMPOTENCY_KEY_HEADER } from './fund-orders';
import { ORDERBOOK_STATUSES } from './live';

/**
 * Share orders on the exchange (issue 12), after the broker's public API v2: orders and trades of
 * an account, a cost preview that the form and the order book compute alike.
 */

const AccidParams = z.object({ accid: IdParam });
const OrderParams = z.object({ accid: IdParam, order_id: IdParam });

/** A price as the API carries it: a positive JSON number, read as the decimal it is written as. */
const Price = z.number().positive().max(1_000_000_000);

export const ExchangeOrderTypeSchema = z.enum(EXCHANGE_ORDER_TYPES);
export const ExchangeOrderStateSchema = z.enum(EXCHANGE_ORDER_STATES);
export const AlgoAggressionSchema = z.enum(ALGO_AGGRESSIONS);

export const ExchangeOrderRequestSchema = z
  .strictObject({
    /** The order book: market and identifier as in the live feed. */
    market_id: wholeNumber(1, 2_147_483_647),
    identifier: z.string().min(1).max(40),
    side: z.enum(ORDER_SIDES),
    /** Limit price in the share's currency; none for MARKET and STOP_TRAILING. */
    price: Price.optional(),
    volume: z.number().int().min(-MAX_ORDER_VOLUME).max(MAX_ORDER_VOLUME),
    /** The share's trading currency (a check that the caller prices the right book). */
    currency: z.string().length(3),
    order_type: ExchangeOrderTypeSchema,
    /** The last day the order is valid, the exchange's local day; none: today only. */
    valid_until: PlainDate.optional(),
    /** Shown volume of an iceberg order (the rest hidden); none: all shown. */
    open_volume: z.number().int().positive().max(MAX_ORDER_VOLUME).optional(),
    /** STOP_LIMIT: the last price that turns it into a limit order. */
    trigger_price: Price.optional(),
    /** STOP_TRAILING: percent the price may move against the order from its best before it triggers. */
    trail_percent: z.number().positive().max(100).optional(),
    algo_aggression: AlgoAggressionSchema.optional(),
  })
  .meta({ id: 'ExchangeOrderRequest' });

export const ExchangeOrderSchema = z
  .object({
    order_id: z.number().int(),
    accid: z.number().int(),
    account_number: z.string(),
    market_id: z.number().int(),
    identifier: z.string(),
    instrument_id: z.number().int(),
    name: z.string(),
    side: z.enum(ORDER_SIDES),
    order_type: ExchangeOrderTypeSchema,
    /** The limit, share currency; null for an order without one. */
    price: MoneySchema.nullable(),
    volume: z.number().int(),
    traded_volume: z.number().int(),
    open_volume: z.number().int().nullable(),
    /** Volume-weighted price of the fills so far. */
    avg_price: MoneySchema.nullable(),
    valid_until: z.string(),
    order_state: ExchangeOrderStateSchema,
    reject_code: z.string().nullable(),
    trigger_price: MoneySchema.nullable(),
    trail_percent: z.number().nullable(),
    algo_aggression: AlgoAggressionSchema.nullable(),
    /** Cash (buy, account currency) still held for the order. */
    reserved: MoneySchema,
    /** Courtage and currency fee charged so far, account currency. */
    fees: MoneySchema,
    /** Epoch ms. */
    created_at: z.number().int(),
    modified_at: z.number().int(),
    /** Whether price and volume can still be changed and the order cancelled. */
    modifiable: z.boolean(),
  })
  .meta({ id: 'ExchangeOrder' });

export const ExchangeOrderReplySchema = z
  .object({
    order_id: z.number().int(),
    /** OK, or the code of a rejection the exchange answered at once. */
    result_code: z.string(),
    order_state: ExchangeOrderStateSchema,
    order: ExchangeOrderSchema,
  })
  .meta({ id: 'ExchangeOrderReply' });

export const ExchangeTradeSchema = z
  .object({
    trade_id: z.number().int(),
    order_id: z.number().int(),
    accid: z.number().int(),
    account_number: z.string(),
    market_id: z.number().int(),
    identifier: z.string(),
    instrument_id: z.number().int(),
    name: z.string(),
    side: z.enum(ORDER_SIDES),
    price: MoneySchema,
    volume: z.number().int(),
    /** Courtage of the fill, account currency. */
    courtage: MoneySchema,
    fx_fee: MoneySchema,
    /** Account currency per share currency unit at the fill. */
    fx_rate: z.number(),
    /** Cash effect, account currency: negative for a buy. */
    amount: MoneySchema,
    /** Epoch ms. */
    traded_at: z.number().int(),
    settle_day: z.string(),
    /** The contract note's number; the PDF is at `contract_note_url`. */
    note_number: z.string(),
    contract_note_url: z.string(),
  })
  .meta({ id: 'ExchangeTrade' });

export const OrderPreviewSchema = z
  .object({
    /** price × volume in the share's currency; null without a price to value it at. */
    value: MoneySchema.nullable(),
    account_value: MoneySchema.nullable(),
    /** The courtage class the order is charged by (the customer's now). */
    courtage_class: z.enum(COURTAGE_CLASSES),
    courtage: MoneySchema.nullable(),
    fx_fee: MoneySchema.nullable(),
    /** What a buy takes from the account, or a sell brings. */
    total: MoneySchema.nullable(),
    fx_rate: z.number(),
    trading_power: MoneySchema,
    /** Trading power once the order is placed (a buy reserves its total). */
    trading_power_after: MoneySchema,
    /** Shares the account may still sell: held less what its active sell orders reserve. */
    available_volume: z.number().int(),
    /** The first rule the order breaks, as placing it would answer; null when it would be accepted. */
    rejection: z.object({ code: z.string(), message: z.string(), field: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'OrderPreview' });

export const placeExchangeOrder = defineCall({
  id: 'placeExchangeOrder',
  method: 'POST',
  path: '/api/2/accounts/{accid}/orders',
  auth: 'token',
  summary:
    'Places a share order. The same Idempotency-Key with the same body replays the first reply; with another body it is refused (409 IDEMPOTENCY_KEY_REUSED).',
  tags: ['exchange orders'],
  params: AccidParams,
  headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: z.string().min(1).max(200) }),
  body: ExchangeOrderRequestSchema,
  reply: ExchangeOrderReplySchema,
  status: 201,
  accountParam: 'accid',
});

export const previewExchangeOrder = defineCall({
  id: 'previewExchangeOrder',
  method: 'POST',
  path: '/api/2/accounts/{accid}/orders/preview',
  auth: 'token',
  summary:
    "An order's value, courtage, currency fee, total and trading power after it, and the rule it would break: the same computation as placing it, without placing it. For a private-banking customer: of the order the desk would place for their exchange-trading allocation request",
  tags: ['exchange orders'],
  params: AccidParams,
  body: ExchangeOrderRequestSchema,
  reply: OrderPreviewSchema,
  accountParam: 'accid',
});

export const EXCHANGE_ORDERS_PAGE_MAX = 500;

export const getExchangeOrders = defineCall({
  id: 'getExchangeOrders',
  method: 'GET',
  path: '/api/2/accounts/{accid}/orders',
  auth: 'token',
  summary:
    "The account's share orders, newest first: active ones and those of the last `days` days (default 1, today); pages of `limit` before an order_id",
  tags: ['exchange orders'],
  params: AccidParams,
  query: z.object({
    days: wholeNumber(1, 366).default(1),
    limit: wholeNumber(1, EXCHANGE_ORDERS_PAGE_MAX).default(EXCHANGE_ORDERS_PAGE_MAX),
    before: IdParam.optional(),
  }),
  reply: z.array(ExchangeOrderSchema),
  accountParam: 'accid',
});

export const modifyExchangeOrder = defineCall({
  id: 'modifyExchangeOrder',
  method: 'PUT',
  path: '/api/2/accounts/{accid}/orders/{order_id}',
  auth: 'token',
  summary:
    "Changes an active order's price and/or volume (the volume is the order's new total, at least what has traded). A lower volume keeps the order's place in the queue; any other change puts it last at its price.",
  tags: ['exchange orders'],
  params: OrderParams,
  body: z
    .strictObject({
      price: Price.optional(),
      volume: z.number().int().min(1).max(MAX_ORDER_VOLUME).optional(),
    })
    .meta({ id: 'ExchangeOrderChange' }),
  reply: ExchangeOrderReplySchema,
  accountParam: 'accid',
});

export const cancelExchangeOrder = defineCall({
  id: 'cancelExchangeOrder',
  method: 'DELETE',
  path: '/api/2/accounts/{accid}/orders/{order_id}',
  auth: 'token',
  summary: 'Cancels what is left of an active order (409 ORDER_NOT_CANCELLABLE once it is done)',
  tags: ['exchange orders'],
  params: OrderParams,
  reply: ExchangeOrderReplySchema,
  accountParam: 'accid',
});

export const getExchangeTrades = defineCall({
  id: 'getExchangeTrades',
  method: 'GET',
  path: '/api/2/accounts/{accid}/trades',
  auth: 'token',
  summary: "The account's share trades (fills) of the last `days` days, newest first",
  tags: ['exchange orders'],
  params: AccidParams,
  query: z.object({ days: wholeNumber(1, 366).default(1) }),
  reply: z.array(ExchangeTradeSchema),
  accountParam: 'accid',
});

/** Comma list of account ids. */
const AccidList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, { message: 'expected account ids separated by commas' });

export const ValidOrderBookOperationsSchema = z
  .object({
    tradingOrderBookId: z.number().int(),
    /** The book's status now (spec 001 §9 order-book statuses). */
    orderbookStatus: z.enum(ORDERBOOK_STATUSES),
    accounts: z.array(
      z.object({
        accid: z.number().int(),
        accountNumber: z.string(),
        /** ORDER: the customer's own order; REQUEST: an exchange-trading allocation request (private banking). */
        placement: z.enum(['ORDER', 'REQUEST']),
        /** BUY, then SELL; `code` is order entry's reason when not allowed. */
        operations: z.array(
          z.object({ side: z.enum(ORDER_SIDES), isAllowed: z.boolean(), code: z.string().nullable() }),
        ),
        /** The order types order entry takes now from this account. */
        orderTypes: z.array(z.enum(EXCHANGE_ORDER_TYPES)),
        /** Shares held less those active sell orders offer. */
        availableVolume: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ValidOrderBookOperations' });

export const getValidOrderBookOperations = defineCall({
  id: 'getValidOrderBookOperations',
  method: 'GET',
  path: '/api/2/trading/valid-order-book-operations',
  auth: 'token',
  summary:
    'What each of the given accounts can do in a share’s order book now (spec 001 §7.22): buy and sell allowed or why not, the order types taken, and the shares available to sell. Accounts by `accids` or `accountIds` (one of them); another customer’s account answers 404.',
  tags: ['exchange orders'],
  query: z.object({
    tradingOrderBookId: IdParam,
    accids: AccidList.optional(),
    accountIds: AccidList.optional(),
  }),
  reply: ValidOrderBookOperationsSchema,
});

export const FeeConditionsSchema = z
  .object({
    /** The class the customer's next share orders are charged by. */
    courtage_class: z.enum(COURTAGE_CLASSES),
    segment: z.enum(CUSTOMER_SEGMENTS),
    tier: z.enum(CUSTOMER_TIERS).nullable(),
    /**
     * The class comes with the customer's tier (private banking, employees) and cannot be changed;
     * `classes` then holds that class alone. Otherwise `classes` are the ones to choose from.
     */
    set_by_tier: z.boolean(),
    /** The currency the minimums are given in: the customer's country's. */
    currency: z.string(),
    classes: z.array(
      z.object({
        courtage_class: z.enum(COURTAGE_CLASSES),
        /** Percent of the order value; null for a fixed fee. */
        percent: z.number().nullable(),
        /** The least fee per order and day (a fixed class: the fee). */
        minimum: MoneySchema,
      }),
    ),
  })
  .meta({ id: 'FeeConditions' });

export const getFeeConditions = defineCall({
  id: 'getFeeConditions',
  method: 'GET',
  path: '/api/2/customer/fee-conditions',
  auth: 'token',
  summary: "The customer's courtage class and every class's rule (spec 001 §7.9 fee conditions)",
  tags: ['exchange orders'],
  reply: FeeConditionsSchema,
});

export const setCourtageClass = defineCall({
  id: 'setCourtageClass',
  method: 'PUT',
  path: '/api/2/customer/fee-conditions',
  auth: 'token',
  summary:
    'Moves the customer to another courtage class: share orders placed from now on are charged by it; orders already placed keep the class they were placed with. A class that comes with a tier is not chosen (409 COURTAGE_CLASS_SET_BY_TIER; a tier class asked for by anyone else: 422 COURTAGE_CLASS_NOT_AVAILABLE)',
  tags: ['exchange orders'],
  body: z.object({ courtage_class: z.enum(COURTAGE_CLASSES) }),
  reply: FeeConditionsSchema,
});
