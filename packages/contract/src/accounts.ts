import { z } from 'zod';
import { defineCall } from './call';
import { IdParam, MoneySchema } from './common';

export const AccountSchema = z
  .object({
    accid: z.number().int(),
    accno: z.string(),
    alias: z.string(),
    type: z.string(),
    /** The account currency. */
    symbol: z.string(),
    is_blocked: z.boolean(),
    account_code: z.string(),
    atyid: z.number().int(),
    default: z.boolean(),
  })
  .meta({ id: 'Account' });

export const AccountInfoSchema = z
  .object({
    accid: z.number().int(),
    account_currency: z.string(),
    /** Cash balance. */
    account_sum: MoneySchema,
    /** Cash that can be used for new orders: cash less reservations. */
    trading_power: MoneySchema,
    /** Cash plus the market value of all holdings, in the account currency. */
    own_capital: MoneySchema,
    full_marketvalue: MoneySchema,
    reserved: z.object({ fund_orders: MoneySchema, exchange_orders: MoneySchema }),
  })
  .meta({ id: 'AccountInfo' });

export const InstrumentGroupTypeSchema = z.enum(['EQ', 'FND', 'IDX']);

export const PositionSchema = z
  .object({
    accid: z.number().int(),
    accno: z.string(),
    instrument: z.object({
      instrument_id: z.number().int(),
      name: z.string(),
      symbol: z.string(),
      currency: z.string(),
      instrument_group_type: InstrumentGroupTypeSchema,
      last_nav: z.number().optional(),
    }),
    qty: z.number(),
    /** Average acquisition price in the instrument currency. */
    acq_price: MoneySchema,
    /** Acquisition value (qty × acquisition price) in the account currency. */
    acq_value_acc: MoneySchema,
    /** Latest price in the instrument currency. */
    last_price: MoneySchema,
    /** Price at the previous close, instrument currency. */
    morning_price: MoneySchema,
    market_value: MoneySchema,
    market_value_acc: MoneySchema,
  })
  .meta({ id: 'Position' });

const AccidParams = z.object({ accid: IdParam });

export const getAccounts = defineCall({
  id: 'getAccounts',
  method: 'GET',
  path: '/api/2/accounts',
  auth: 'token',
  summary: "The customer's accounts",
  tags: ['accounts'],
  reply: z.array(AccountSchema),
  cached: true,
});

export const getAccountInfo = defineCall({
  id: 'getAccountInfo',
  method: 'GET',
  path: '/api/2/accounts/{accid}/info',
  auth: 'token',
  summary: 'Cash, trading power, own capital and reservations of one account',
  tags: ['accounts'],
  params: AccidParams,
  reply: AccountInfoSchema,
  throttleMs: 7000,
  accountParam: 'accid',
});

export const getAccountPositions = defineCall({
  id: 'getAccountPositions',
  method: 'GET',
  path: '/api/2/accounts/{accid}/positions',
  auth: 'token',
  summary: 'Holdings of one account with market values',
  tags: ['accounts'],
  params: AccidParams,
  reply: z.array(PositionSchema),
  throttleMs: 7000,
  accountParam: 'accid',
});
