import { z } from 'zod';
import {
  CUSTOMER_SUITABILITY_THROTTLE_MS,
  FUND_ORDER_STATES,
  ORDER_FLOW_THROTTLE_MS,
  ORDER_SIDES,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam, MoneySchema, PercentSchema, Text, wholeNumber } from './common';
import { InstrumentSchema, TradingFrequencySchema } from './instruments';

/**
 * The fund order book (spec 000 §3, §7): placing, listing and cancelling fund orders, a fund's
 * trading info, and MiFID II suitability.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const Id = z.number().int().positive().max(2_147_483_647);
export const OrderSideSchema = z.enum(ORDER_SIDES);
export const FundOrderStateSchema = z.enum(FUND_ORDER_STATES);

/** Spec 000 §7 "POST fund orders". Which of amount and percent a side needs is an order-book rule (MANDATORY_FIELD_MISSING). */
export const FundOrderRequestSchema = z
  .object({
    instrument_id: Id,
    accid: Id,
    orderside: OrderSideSchema,
    /** Buy: the amount to invest, in the account currency. */
    amount: z.object({ value: z.number(), currency: z.string().min(1).max(3) }).optional(),
    /** Sell: percent (0.01–100, two decimals) of the available holding. */
    percent: PercentSchema.optional(),
    order_referrer: Text.max(100).optional(),
  })
  .meta({ id: 'FundOrderRequest' });

export const FundOrderPlacedSchema = z
  .object({
    fund_order: z.object({
      order_id: z.number().int(),
      /** The account number (accno). */
      account_number: z.string(),
      /** Units: a sell's reserved units; 0 for a buy until it executes at the NAV. */
      volume: z.number(),
      /** Buy: the amount; sell: the holding's value of the units at the last NAV, account currency. */
      amount: z.object({ value: z.number() }),
      /** Sell percent; null for a buy. */
      percent: z.number().nullable(),
      /** The fund's name. */
      name: z.string(),
    }),
  })
  .meta({ id: 'FundOrderPlaced' });

export const FundOrderSchema = z
  .object({
    order_id: z.number().int(),
    accid: z.number().int(),
    account_number: z.string(),
    order_side: OrderSideSchema,
    instrument_id: z.number().int(),
    name: z.string(),
    state: FundOrderStateSchema,
    /** Buy: the amount paid (fee included); sell: the proceeds once executed, else the estimate at placement. */
    amount: MoneySchema,
    percent: z.number().nullable(),
    /** Units: a sell's reserved units until it executes; a buy's are known from execution. */
    volume: z.number(),
    /** The NAV the order executed at, instrument currency. */
    nav: z.number().nullable(),
    fee: MoneySchema.nullable(),
    /** Epoch ms. */
    created_at: z.number().int(),
    /** Epoch ms: the fund's cut-off the order waits for; it can be cancelled until then. */
    stop_time: z.number().int(),
    trade_day: z.string(),
    settle_day: z.string(),
    cancellable: z.boolean(),
    reject_code: z.string().nullable(),
    order_referrer: z.string().nullable(),
  })
  .meta({ id: 'FundOrder' });

export const placeFundOrder = defineCall({
  id: 'placeFundOrder',
  method: 'POST',
  path: '/api/2/fund_orders',
  auth: 'token',
  summary:
    'Places a fund order (buy for an amount, sell a percent of the holding). The same Idempotency-Key with the same body replays the first reply; with another body it is refused (409 IDEMPOTENCY_KEY_REUSED).',
  tags: ['fund orders'],
  headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: z.string().min(1).max(200) }),
  body: FundOrderRequestSchema,
  reply: FundOrderPlacedSchema,
  status: 201,
});

/** The most orders one page of `getFundOrders` holds. */
export const FUND_ORDERS_PAGE_MAX = 500;

export const getFundOrders = defineCall({
  id: 'getFundOrders',
  method: 'GET',
  path: '/api/2/fund_orders/v2',
  auth: 'token',
  summary:
    "The customer's fund orders, newest first, with their state; a page of `limit` (default and at most 500), older pages with `before` (the last order_id of the previous page)",
  tags: ['fund orders'],
  query: z.object({
    limit: wholeNumber(1, FUND_ORDERS_PAGE_MAX).default(FUND_ORDERS_PAGE_MAX),
    before: IdParam.optional(),
  }),
  reply: z.array(FundOrderSchema),
  throttleMs: ORDER_FLOW_THROTTLE_MS,
});

export const cancelFundOrder = defineCall({
  id: 'cancelFundOrder',
  method: 'DELETE',
  path: '/api/2/fund_orders/{order_id}',
  auth: 'token',
  summary: 'Cancels a waiting fund order before its stop time (later: 409 ORDER_NOT_CANCELLABLE)',
  tags: ['fund orders'],
  params: z.object({ order_id: IdParam }),
  reply: FundOrderSchema,
});

export const TradingInfoSchema = z
  .object({
    buyFrequency: TradingFrequencySchema,
    sellFrequency: TradingFrequencySchema,
    /** Epoch ms of the next buy cut-off (stop time) of the fund. */
    nextBuyAt: z.number().int(),
    nextSellAt: z.number().int(),
    minInvestment: MoneySchema,
    /**
     * The minimum in each account currency (SEK, NOK, DKK, EUR) at the rate the order book uses,
     * rounded up to the cent: the form compares an amount in the account's currency with it.
     */
    minInvestmentByCurrency: z.array(MoneySchema),
  })
  .meta({ id: 'TradingInfo' });

export const getTradingInfo = defineCall({
  id: 'getTradingInfo',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/trading-info',
  auth: 'public',
  summary: "A fund's trading frequencies, next cut-offs and minimum investment",
  tags: ['fund orders'],
  params: z.object({ instrument_id: IdParam }),
  reply: TradingInfoSchema,
  throttleMs: ORDER_FLOW_THROTTLE_MS,
});

export const getInstrumentSuitability = defineCall({
  id: 'getInstrumentSuitability',
  method: 'GET',
  path: '/api/2/instruments/validation/suitability/{instrument_id}',
  auth: 'token',
  summary:
    'Whether the customer may buy the instrument (MiFID II knowledge test where its category needs one)',
  tags: ['fund orders'],
  params: z.object({ instrument_id: IdParam }),
  reply: z.object({ eligible: z.boolean() }).meta({ id: 'InstrumentSuitability' }),
  throttleMs: ORDER_FLOW_THROTTLE_MS,
});

export const getCustomerSuitability = defineCall({
  id: 'getCustomerSuitability',
  method: 'GET',
  path: '/api/2/customer/suitability',
  auth: 'token',
  summary:
    "Expiry (epoch ms) of the customer's knowledge-test approvals by MiFID II category; 204 without a body when the customer has none",
  tags: ['fund orders'],
  reply: z
    .object({ expiration_timestamps: z.record(z.string(), z.number().int()) })
    .meta({ id: 'CustomerSuitability' }),
  throttleMs: CUSTOMER_SUITABILITY_THROTTLE_MS,
});

/** One account's holding of the instrument, as the sell form needs it (spec 000 §3 "Position", §5). */
export const InstrumentAccountPositionSchema = z
  .object({
    accid: z.number().int(),
    accno: z.string(),
    /** Units held (settled); 0 when the account holds none. */
    qty: z.number(),
    market_value_acc: MoneySchema,
    /** The latest NAV (funds) or price, instrument currency; null before the first one. */
    last_nav: z.number().nullable(),
    /** Units of the account's active sell orders of the instrument. */
    active_sell_units: z.number(),
    /** (qty − active sell units) × last NAV × exchange rate, account currency (spec 000 §5). */
    available_holdings: MoneySchema,
  })
  .meta({ id: 'InstrumentAccountPosition' });

export const getInstrumentWithPositions = defineCall({
  id: 'getInstrumentWithPositions',
  method: 'GET',
  path: '/api/2/instruments/{instrument_id}/positions',
  auth: 'token',
  summary:
    "The instrument with the customer's position in it on each of the given accounts (another customer's account: 404 ACCOUNT_NOT_FOUND)",
  tags: ['fund orders'],
  params: z.object({ instrument_id: IdParam }),
  query: z.object({
    /** Comma list of up to 20 of the customer's account ids. */
    accids: z.string().regex(/^\d{1,10}(,\d{1,10}){0,19}$/, {
      message: 'expected up to 20 account ids separated by commas',
    }),
  }),
  reply: z
    .object({ instrument: InstrumentSchema, positions: z.array(InstrumentAccountPositionSchema) })
    .meta({ id: 'InstrumentWithPositions' }),
  throttleMs: ORDER_FLOW_THROTTLE_MS,
});
