import { z } from 'zod';
import { defineCall } from './call';
import { EVENT_TYPES } from '@broker/domain';
import { IdList, PlainDate, wholeNumber } from './common';
import { FixedPeriodSchema } from './chart';
import { AcquisitionCost } from './tax';

/**
 * Holdings (spec 001 §7.10; issue 14): every call takes comma-joined account ids (left out: all
 * the customer's accounts); one that is not the customer's answers 404 and nothing is shown.
 * Values are own capital (cash plus holdings at the day's close) in `currency`, the first account's.
 */

const AccountsQuery = z.object({ accids: IdList.optional() });

export const OwnCapitalPointSchema = z
  .object({
    /** ISO day. */
    day: z.string(),
    /** Own capital at the end of the day. */
    value: z.number(),
    /** Deposits and transfers in (positive) and withdrawals (negative) that day. */
    flow: z.number(),
  })
  .meta({ id: 'OwnCapitalPoint' });

export const getOwnCapitalGraph = defineCall({
  id: 'getOwnCapitalGraph',
  method: 'GET',
  path: '/api/2/holdings/own-capital-graph',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "own-capital graph": own capital day by day over a fund period (spec 001 §9), with the external flows marked, and the value at the start',
  tags: ['holdings'],
  query: AccountsQuery.extend({ period: FixedPeriodSchema.default('YEAR_1') }),
  reply: z.object({
    currency: z.string(),
    period: FixedPeriodSchema,
    /** Own capital at the end of the day before the first point. */
    start_value: z.number(),
    points: z.array(OwnCapitalPointSchema),
  }),
});

/** What a result in money is made of (issue 14: "returns split into price, dividends and currency"). */
export const ReturnPartsSchema = z
  .object({
    /** The holdings' prices in their own currency, and the trades' costs: the rest of the result. */
    price: z.number(),
    /** Dividends received, less the foreign tax withheld on them. */
    dividends: z.number(),
    /** What holdings and cash in another currency gained or lost as the exchange rates moved. */
    currency: z.number(),
    /** Fees, taxes (such as the ISK tax) and interest. */
    other: z.number(),
  })
  .meta({ id: 'ReturnParts' });

/** Spec 002 §3 "Period with performance" (period, performance, returnAmount), with both methods. */
export const PeriodReturnSchema = z
  .object({
    /** A fund period, or a calendar year (`2025`). */
    period: z.string(),
    /** ISO days the return runs over. */
    from: z.string(),
    to: z.string(),
    /** Time-weighted return in percent: the investments' own, deposits and withdrawals taken out. */
    performance: z.number(),
    /** Money-weighted return in percent (the period's rate, not a yearly one); null: nothing invested. */
    money_weighted: z.number().nullable(),
    /** What the accounts earned in money: end value less start value less the flows. */
    returnAmount: z.number(),
    /** `returnAmount` in its parts, which add up to it exactly. */
    parts: ReturnPartsSchema,
    currency: z.string(),
  })
  .meta({ id: 'PeriodReturn' });

export const getReturnsByPeriod = defineCall({
  id: 'getReturnsByPeriod',
  method: 'GET',
  path: '/api/2/holdings/returns/periods',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "returns by period": the time- and money-weighted return and the result in money for every fund period',
  tags: ['holdings'],
  query: AccountsQuery,
  reply: z.array(PeriodReturnSchema),
});

export const getReturnsByYear = defineCall({
  id: 'getReturnsByYear',
  method: 'GET',
  path: '/api/2/holdings/returns/years',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "returns by year": each calendar year since the first transaction (this year so far), newest first',
  tags: ['holdings'],
  query: AccountsQuery,
  reply: z.array(PeriodReturnSchema),
});

export const MoverSchema = z
  .object({
    instrument_id: z.number().int(),
    name: z.string(),
    /** Percent since the previous close. */
    change_percent: z.number(),
    /** Shares held × the change, in `currency`. */
    contribution: z.number(),
    market_value: z.number(),
  })
  .meta({ id: 'Mover' });

export const getTopMovers = defineCall({
  id: 'getTopMovers',
  method: 'GET',
  path: '/api/2/holdings/top-movers',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "top movers (exchange-traded, funds)": the holdings that rose and fell most today, by percent or by contribution in money',
  tags: ['holdings'],
  query: AccountsQuery.extend({
    kind: z.enum(['EXCHANGE_TRADED', 'FUNDS']).default('EXCHANGE_TRADED'),
    sort: z.enum(['PERCENT', 'CONTRIBUTION']).default('PERCENT'),
    limit: wholeNumber(1, 50).default(5),
  }),
  reply: z.object({
    currency: z.string(),
    /** Best first. */
    gainers: z.array(MoverSchema),
    /** Worst first. */
    losers: z.array(MoverSchema),
  }),
});

export const DividendMonthSchema = z
  .object({
    year: z.number().int(),
    /** 1–12. */
    month: z.number().int(),
    /** Paid before tax, in `currency`. */
    gross: z.number(),
    /** Foreign tax withheld from it. */
    withholding: z.number(),
    /** What reached the accounts. */
    net: z.number(),
  })
  .meta({ id: 'DividendMonth' });

export const UpcomingDividendSchema = z
  .object({
    accid: z.number().int(),
    instrument_id: z.number().int(),
    name: z.string(),
    event: z.string(),
    /** Holders as this day begins are paid. */
    ex_day: z.string(),
    pay_day: z.string(),
    /** Per share, in `dividend_currency`. */
    per_share: z.number(),
    dividend_currency: z.string(),
    /** Shares paid on: those held at the ex-day once it has passed (ENTITLED), else those held now (EXPECTED). */
    quantity: z.number(),
    status: z.enum(['ENTITLED', 'EXPECTED']),
    /** In the account's currency, at today's reference rate. */
    gross: z.number(),
    withholding: z.number(),
    net: z.number(),
    currency: z.string(),
  })
  .meta({ id: 'UpcomingDividend' });

export const getDividendSummary = defineCall({
  id: 'getDividendSummary',
  method: 'GET',
  path: '/api/2/holdings/dividends',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "dividend summary": dividends received per month (gross, withheld, net) and the calendar of the coming ones of the holdings',
  tags: ['holdings'],
  query: AccountsQuery,
  reply: z.object({
    /** The first account's: received dividends of other accounts are converted at today's rate. */
    currency: z.string(),
    /** Months with a dividend, oldest first. */
    received: z.array(DividendMonthSchema),
    /** By pay day, then ex-day. */
    upcoming: z.array(UpcomingDividendSchema),
  }),
});

export const AllocationSliceSchema = z
  .object({
    /** An asset class, region, sector (domain allocation/) or currency code. */
    key: z.string(),
    /** Market value in `currency`. */
    value: z.number(),
    /** Share of the breakdown's total, 0–100. */
    percent: z.number(),
  })
  .meta({ id: 'AllocationSlice' });

export const getAllocation = defineCall({
  id: 'getAllocation',
  method: 'GET',
  path: '/api/2/holdings/allocation',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "allocation": the holdings by asset class and currency (cash included), and the investments by region and sector, largest first',
  tags: ['holdings'],
  query: AccountsQuery,
  reply: z.object({
    currency: z.string(),
    /** Own capital: cash and holdings. */
    total: z.number(),
    asset_class: z.array(AllocationSliceSchema),
    currency_split: z.array(AllocationSliceSchema),
    /** Of the holdings only (cash is invested nowhere). */
    region: z.array(AllocationSliceSchema),
    sector: z.array(AllocationSliceSchema),
  }),
});

export const BalanceSchema = z
  .object({
    cash: z.number(),
    /** Held for active buy orders (funds and shares). */
    reserved: z.number(),
    trading_power: z.number(),
    market_value: z.number(),
    own_capital: z.number(),
  })
  .meta({ id: 'Balance' });

export const getBalanceOverview = defineCall({
  id: 'getBalanceOverview',
  method: 'GET',
  path: '/api/2/holdings/balance-overview',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "balance overview": cash, reserved, trading power, market value and own capital per account and in total',
  tags: ['holdings'],
  query: AccountsQuery,
  reply: z.object({
    /** The total's currency: the first account's; other accounts are converted at today's rate. */
    currency: z.string(),
    accounts: z.array(
      BalanceSchema.extend({
        accid: z.number().int(),
        accno: z.string(),
        alias: z.string(),
        currency: z.string(),
      }),
    ),
    total: BalanceSchema,
  }),
});

/**
 * A position's id: its account and instrument (`10001-1001`). Stable for as long as the account
 * holds the instrument, and the same again if it is bought back.
 */
export const PositionIdParam = z
  .string()
  .regex(/^\d{1,10}-\d{1,10}$/, { message: 'expected a position id: account id, "-", instrument id' });

export const HoldingPositionSchema = z
  .object({
    position_id: z.string(),
    accid: z.number().int(),
    accno: z.string(),
    instrument: z.object({
      instrument_id: z.number().int(),
      name: z.string(),
      symbol: z.string(),
      /** The price's currency. */
      currency: z.string(),
      instrument_group_type: z.enum(['EQ', 'FND', 'IDX']),
    }),
    quantity: z.number(),
    /** What the shares held cost, fees included, with the customer's corrections: the tax area's figure. */
    acquisition_cost: z.number(),
    /** Acquisition cost per share. */
    average_acquisition_price: z.number(),
    /** Whether a corrected acquisition cost reaches the holding. */
    acquisition_cost_edited: z.boolean(),
    /** The latest price, in the instrument's currency. */
    last_price: z.number(),
    /** Quantity × latest price, in `currency`. */
    market_value: z.number(),
    /** Market value less acquisition cost. */
    unrealised_result: z.number(),
    /** Of the acquisition cost, in percent; null when the shares cost nothing. */
    unrealised_percent: z.number().nullable(),
    /** The account's: the currency of the money figures. */
    currency: z.string(),
  })
  .meta({ id: 'HoldingPosition' });

export const getHoldingPositions = defineCall({
  id: 'getHoldingPositions',
  method: 'GET',
  path: '/api/2/holdings/positions',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "positions": the holdings of the accounts with their acquisition cost (the customer\'s corrections applied), market value and unrealised result',
  tags: ['holdings'],
  query: AccountsQuery,
  reply: z.array(HoldingPositionSchema),
});

export const PositionLotSchema = z
  .object({
    transaction_id: z.number().int(),
    /** The transaction's type: BUY, TRANSFER_IN, SELL or CORPORATE_ACTION. */
    type: z.string(),
    trade_date: z.string(),
    /** Shares in (positive) or out (negative): the lots add up to the position's quantity. */
    quantity: z.number(),
    /** Price per share in the instrument's currency; null for a corporate action. */
    price: z.number().nullable(),
    /** Cash booked, in the account's currency (a transfer in or a split books none). */
    amount: z.number(),
    /**
     * A purchase or transfer in: its cost in force, fees included (the correction, else the booked
     * cost). A sale: the cost of the shares it sold, as the tax area computes it. Else null.
     */
    acquisition_cost: z.number().nullable(),
    /** A purchase's or transfer in's cost as booked; null for other lots. */
    booked_cost: z.number().nullable(),
    acquisition_cost_edited: z.boolean(),
    /** A sale's realised result; null for other lots. */
    result: z.number().nullable(),
    /** Whether its acquisition cost may be corrected (purchases and transfers in). */
    editable: z.boolean(),
    /** A split's ratio: `to` new shares for every `from`. */
    split: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  })
  .meta({ id: 'PositionLot' });

const PositionDetailSchema = HoldingPositionSchema.extend({
  /** Every movement of the holding since it was last empty, oldest first. */
  lots: z.array(PositionLotSchema),
}).meta({ id: 'PositionDetail' });

const PositionParams = z.object({ position_id: PositionIdParam });

export const getHoldingPosition = defineCall({
  id: 'getHoldingPosition',
  method: 'GET',
  path: '/api/2/holdings/positions/{position_id}',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "positions by id": one holding\'s figures and its lots (purchases, transfers in, sales and splits since it was last empty), each with its acquisition cost',
  tags: ['holdings'],
  params: PositionParams,
  reply: PositionDetailSchema,
});

export const updatePositionAcquisitionCost = defineCall({
  id: 'updatePositionAcquisitionCost',
  method: 'PUT',
  path: '/api/2/holdings/positions/{position_id}/acquisition-cost',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "positions (with update-acquisition-cost)": corrects what one of the position\'s purchases or transfers in cost, fees included, in the account currency (null restores the booked cost); stored as the tax area\'s correction, so every report uses it',
  tags: ['holdings'],
  params: PositionParams,
  body: z.object({
    /** A purchase or transfer in among the position's lots. */
    transaction_id: z.number().int().min(1).max(2_147_483_647),
    acquisition_cost: AcquisitionCost.nullable(),
  }),
  reply: PositionDetailSchema,
});

export const CompanyEventSchema = z
  .object({
    id: z.number().int(),
    instrument_id: z.number().int(),
    name: z.string(),
    type: z.enum(EVENT_TYPES),
    /** The event's day (a dividend's ex-day, a split's first day on the new basis). */
    day: z.string(),
    /** Whether the day is today or later. */
    upcoming: z.boolean(),
    /** A dividend's payment day, amount per share and its currency; else null. */
    pay_day: z.string().nullable(),
    dividend_amount: z.number().nullable(),
    dividend_currency: z.string().nullable(),
    /** A split's ratio: `to` new shares for every `from`; else null. */
    split: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
    /** The chosen accounts that hold the instrument. */
    accids: z.array(z.number().int()),
  })
  .meta({ id: 'CompanyEvent' });

export const getCompanyEvents = defineCall({
  id: 'getCompanyEvents',
  method: 'GET',
  path: '/api/2/holdings/company-events',
  auth: 'token',
  summary:
    'Spec 001 §7.10 "company events": dividends, reports, general meetings and splits of the instruments the accounts hold, from `from` (default 90 days ago) to `to` (default a year ahead; at most five years in all); the coming ones first, soonest first, then the past ones, latest first',
  tags: ['holdings'],
  query: AccountsQuery.extend({ from: PlainDate.optional(), to: PlainDate.optional() }),
  reply: z.array(CompanyEventSchema),
});
