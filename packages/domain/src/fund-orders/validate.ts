import { needsKnowledgeTest } from '../mifid2';
import { Decimal } from '../money';
import type { OrderSide } from './catalogue';
import { MAX_ORDER_AMOUNT, indexFundDailyLimit } from './limits';
import { requestAction, type RequestActionCode, type RequestActionFacts } from './request-actions';
import { isValidSellPercent } from './sell';
import { UNIT_DECIMALS } from './constants';

/**
 * The order book's checks of one fund order, pure: the server loads the facts inside the
 * transaction that locks the account and applies this. The first failing rule decides the code
 * (spec 000 §7: the client reads data.fields[0].code); the order of the rules goes from "this
 * request cannot be about anything" to "this customer cannot afford it".
 */

export interface OrderRequest {
  side: OrderSide;
  /** Buy: the amount and its currency as sent. */
  amount?: { value: Decimal.Value; currency: string } | undefined;
  /** Sell: percent of the available holding. */
  percent?: Decimal.Value | undefined;
}

export interface OrderFacts {
  /** Today in the customer's country, for the age check. */
  today: string;
  customer: RequestActionFacts['customer'];
  account: { isBlocked: boolean; accountCode: string; atyid: number; currency: string };
  instrument:
    | {
        isFund: boolean;
        activeForBuy: boolean;
        activeForSell: boolean;
        isIndexFund: boolean;
        mifid2Category: number;
      }
    | undefined;
  /** Whether the customer holds a valid (unexpired) knowledge-test approval for the category. */
  hasValidApproval: boolean;
  /** Buy: the fund's minimum investment converted to the account currency. */
  minimumInAccountCurrency: Decimal;
  /** Buy: cash less active buy reservations, account currency. */
  tradingPower: Decimal;
  /** Buy: index-fund buys placed today by the customer, account currency. */
  indexFundBoughtToday: Decimal;
  /** Sell: units held less units of active sell orders of this account and instrument. */
  availableUnits: Decimal;
  /**
   * Sides of today's orders and allocation requests of this account and instrument that still
   * count (request actions SOLD_ALREADY / BOUGHT_ALREADY); absent: none.
   */
  tradedToday?: ReadonlySet<OrderSide>;
}

export type OrderCheck =
  | { ok: true; side: 'BUY'; amount: Decimal }
  | { ok: true; side: 'SELL'; percent: Decimal; units: Decimal }
  | { ok: false; code: RequestActionCode; field?: string };

function decimalOrUndefined(v: Decimal.Value | undefined): Decimal | undefined {
  if (v === undefined) return undefined;
  try {
    const d = new Decimal(v);
    return d.isFinite() ? d : undefined;
  } catch {
    return undefined;
  }
}

export function checkFundOrder(req: OrderRequest, f: OrderFacts): OrderCheck {
  const fail = (code: RequestActionCode, field?: string): OrderCheck => ({
    ok: false,
    code,
    ...(field ? { field } : {}),
  });
  if (!f.instrument) return fail('UNKNOWN_INSTRUMENT', 'body.instrument_id');
  if (!f.instrument.isFund) return fail('NOT_A_FUND', 'body.instrument_id');
  // Whether this account may trade this fund this way today at all: the request actions decide,
  // so the order button (which reads them) and the order book refuse the same things.
  const action = requestAction(req.side, {
    today: f.today,
    customer: f.customer,
    account: f.account,
    instrument: f.instrument,
    tradedToday: f.tradedToday ?? new Set(),
  });
  if (!action.isAllowed) return fail(action.code, action.field);

  if (req.side === 'BUY') {
    // A buy is an amount; a percent sent with it would be silently ignored, so it is refused.
    if (req.percent !== undefined) return fail('INPUT_ERROR', 'body.percent');
    if (req.amount === undefined) return fail('MANDATORY_FIELD_MISSING', 'body.amount');
    const amount = decimalOrUndefined(req.amount.value);
    if (!amount || amount.lte(0) || amount.decimalPlaces() > 2 || amount.gt(MAX_ORDER_AMOUNT))
      return fail('INPUT_ERROR', 'body.amount.value');
    if (req.amount.currency.trim() !== f.account.currency.trim())
      return fail('ORDER_ACCOUNT_CURRENCY_MISMATCH', 'body.amount.currency');
    if (!f.instrument.activeForBuy) return fail('FUND_NOT_ACTIVE_FOR_BUY');
    if (needsKnowledgeTest(f.instrument.mifid2Category) && !f.hasValidApproval)
      return fail('NOT_MIFID2_SUITABLE');
    if (amount.lt(f.minimumInAccountCurrency)) return fail('BELOW_MIN_INVEST_AMOUNT', 'body.amount.value');
    if (
      f.instrument.isIndexFund &&
      f.indexFundBoughtToday.plus(amount).gt(indexFundDailyLimit(f.account.currency))
    )
      return fail('ABOVE_MAX_AMOUNT', 'body.amount.value');
    if (amount.gt(f.tradingPower)) return fail('NOT_ENOUGH_TRADING_POWER', 'body.amount.value');
    return { ok: true, side: 'BUY', amount };
  }

  // A sell is a percent of the holding; an amount sent with it would be ignored, so it is refused.
  if (req.amount !== undefined) return fail('INPUT_ERROR', 'body.amount');
  if (req.percent === undefined) return fail('MANDATORY_FIELD_MISSING', 'body.percent');
  const percent = decimalOrUndefined(req.percent);
  if (!percent || !isValidSellPercent(percent)) return fail('INPUT_ERROR', 'body.percent');
  if (!f.instrument.activeForSell) return fail('FUND_NOT_ACTIVE_FOR_SELL');
  if (f.availableUnits.lte(0)) return fail('NOT_ENOUGH_POSITIONS', 'body.percent');
  const units = sellUnits(percent, f.availableUnits);
  if (units.lte(0)) return fail('VOLUME_IS_ZERO', 'body.percent');
  return { ok: true, side: 'SELL', percent, units };
}

/**
 * Units a sell of `percent` takes from `available` units, rounded down to the unit scale so that
 * the units of all sells never add up to more than the holding.
 */
export function sellUnits(percent: Decimal.Value, available: Decimal.Value): Decimal {
  return new Decimal(available)
    .times(percent)
    .dividedBy(100)
    .toDecimalPlaces(UNIT_DECIMALS, Decimal.ROUND_DOWN);
}

/**
 * Units a buy gets: (amount − fee) / (NAV × exchange rate), rounded down to the unit scale (the
 * customer never gets more than was paid for); the fee is inside the amount (buy total = amount).
 */
export function buyUnits(input: {
  amount: Decimal.Value;
  fee: Decimal.Value;
  nav: Decimal.Value;
  exchangeRate: Decimal.Value;
}): Decimal {
  return new Decimal(input.amount)
    .minus(input.fee)
    .dividedBy(new Decimal(input.nav).times(input.exchangeRate))
    .toDecimalPlaces(UNIT_DECIMALS, Decimal.ROUND_DOWN);
}
