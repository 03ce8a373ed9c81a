import { addDays } from '../calendar/dates';
import { tradingSession } from '../calendar/exchange-hours';
import { isTradingDay } from '../calendar/trading-days';
import type { CountryCode } from '../countries';
import { isOrderFlowAccount, type OrderFlowAccount } from '../fund-orders/accounts';
import { isMinorCustomerOn } from '../fund-orders/limits';
import { kycBlocksBuying, type KycStanding } from '../required-actions/actions';
import { isEstate } from '../estates/estates';
import { tradesByRequest, type CustomerSegment } from '../customer-segments';
import type { Decimal } from '../money';
import { dec } from '../money';
import { isOnTickGrid, tickBand, toTickGrid } from './tick-size';

/**
 * Share orders (issue 12): their types, states and the rules an order must pass before it reaches
 * the exchange. Pure: the server reads the facts under its locks and asks `checkExchangeOrder`,
 * the order form asks the same function for its messages.
 */

/**
 * LIMIT rests until filled, cancelled or expired; MARKET is immediate-or-cancel at the best level
 * (Nasdaq Nordic); FAK fills what it can at its limit at once and kills the rest; FOK fills all at
 * once or nothing; STOP_LIMIT becomes a limit order when the last price reaches its trigger;
 * STOP_TRAILING triggers when the last price falls (sell) or rises (buy) a percentage from its best
 * since placement; ALGO works the order over time by its aggression (see algo.ts).
 */
export const EXCHANGE_ORDER_TYPES = [
  'LIMIT',
  'MARKET',
  'FAK',
  'FOK',
  'STOP_LIMIT',
  'STOP_TRAILING',
  'ALGO',
] as const;
export type ExchangeOrderType = (typeof EXCHANGE_ORDER_TYPES)[number];

/** Spec 001 §7.8. */
export const ALGO_AGGRESSIONS = ['PASSIVE', 'MODERATE', 'AGGRESSIVE'] as const;
export type AlgoAggression = (typeof ALGO_AGGRESSIONS)[number];

/**
 * NEW: accepted, not yet in the book (waits for the exchange, or for the opening call);
 * WAITING: a stop order whose trigger has not been reached; ON_MARKET, PART_DONE, DONE as they
 * sound; CANCELLED by the customer, EXPIRED at the end of its validity or killed unfilled (the rest
 * of a FAK, market or FOK order), REJECTED by the exchange with a reason code.
 */
export const EXCHANGE_ORDER_STATES = [
  'NEW',
  'WAITING',
  'ON_MARKET',
  'PART_DONE',
  'DONE',
  'CANCELLED',
  'EXPIRED',
  'REJECTED',
] as const;
export type ExchangeOrderState = (typeof EXCHANGE_ORDER_STATES)[number];

export const ACTIVE_EXCHANGE_ORDER_STATES: readonly ExchangeOrderState[] = [
  'NEW',
  'WAITING',
  'ON_MARKET',
  'PART_DONE',
];

export function isActiveExchangeOrder(state: string): boolean {
  return (ACTIVE_EXCHANGE_ORDER_STATES as readonly string[]).includes(state);
}

/**
 * Algo orders (spec 001 §7.8; our definitions, README "Share orders"): each works its volume in
 * slices of at most this share of the market volume traded since it started, never past its limit.
 * PASSIVE rests at the best price on its own side and follows it, never crossing; MODERATE rests at
 * the midpoint and crosses the spread when a slice has waited ALGO_MODERATE_CROSS_MS; AGGRESSIVE
 * takes the best opposite price at once.
 */
export const ALGO_PARTICIPATION: Record<AlgoAggression, number> = {
  PASSIVE: 0.1,
  MODERATE: 0.2,
  AGGRESSIVE: 0.3,
};
export const ALGO_MODERATE_CROSS_MS = 20_000;

/** The longest validity: the last day an order may be valid is today + this (FACTS.md, Nordnet). */
export const MAX_VALIDITY_DAYS = 30;
/**
 * A limit further than this from the last price is refused (a fat-finger check; Nasdaq Nordic's
 * dynamic volatility guards are a few percent, a broker's entry check is wider).
 */
export const PRICE_COLLAR_PERCENT = 10;
/** A trailing stop's distance from the peak, percent. */
export const TRAIL_PERCENT_RANGE = { min: '0.1', max: '50' } as const;
/** The most shares one order may hold, a sanity bound on input. */
export const MAX_ORDER_VOLUME = 10_000_000;

/** Orders of these types act at once and never rest: they need continuous trading now. */
export const IMMEDIATE_TYPES: readonly ExchangeOrderType[] = ['MARKET', 'FAK', 'FOK'];

/** The trading phase of the order book as order entry sees it. */
export type BookPhase = 'OPEN' | 'AUCTION' | 'CLOSED' | 'HALTED';

/** The rejection codes of share order entry, beyond the fund order catalogue's shared ones. */
export const EXCHANGE_ORDER_CODES = [
  /** The limit or trigger price is not a multiple of the tick of its price band. */
  'PRICE_NOT_ON_TICK_GRID',
  /** The limit is further than PRICE_COLLAR_PERCENT from the last price. */
  'PRICE_OUTSIDE_COLLAR',
  /** The volume is not a whole multiple of the order book's lot size. */
  'VOLUME_NOT_LOT_MULTIPLE',
  /** A stop trigger on the wrong side of the last price, or a trailing distance out of range. */
  'INVALID_TRIGGER',
  /** valid_until in the past, beyond MAX_VALIDITY_DAYS, or set on an order that cannot rest. */
  'INVALID_VALIDITY',
  /** An immediate order (market, FAK, FOK) outside continuous trading. */
  'ORDER_BOOK_CLOSED',
  /** The order book is halted: no order is accepted until it resumes. */
  'ORDER_BOOK_HALTED',
  /**
   * A legal person (JUR) without an LEI: an exchange trade must be reported with the client's LEI
   * (MiFIR art. 26, "no LEI, no trade"), so neither side is taken until one is given.
   */
  'LEI_MISSING',
  /** A change of an order that is no longer on the market, or of a field that cannot change. */
  'ORDER_NOT_MODIFIABLE',
] as const;
export type ExchangeOrderCode = (typeof EXCHANGE_ORDER_CODES)[number];

export interface ExchangeOrderInput {
  side: 'BUY' | 'SELL';
  orderType: ExchangeOrderType;
  /** Limit price, exact decimal text; none for MARKET and STOP_TRAILING. */
  price?: string | undefined;
  volume: number;
  /** The last day the order is valid (exchange's local day); none: today only. */
  validUntil?: string | undefined;
  /** STOP_LIMIT: the last price that triggers it. */
  triggerPrice?: string | undefined;
  /** STOP_TRAILING: percent from the peak (sell) or trough (buy). */
  trailPercent?: string | undefined;
  algoAggression?: AlgoAggression | undefined;
}

export interface ExchangeOrderFacts {
  /** The exchange's local day now. */
  today: string;
  phase: BookPhase;
  lotSize: number;
  /** The last traded price, if the share has traded. */
  last?: number | undefined;
  /** kyc: the KYC answers in force (absent: not checked, as for a change of a resting order). */
  customer: {
    birthDate: string;
    personType?: string;
    segment: string;
    kyc?: KycStanding | null;
    /** Whether a legal person has given an LEI (absent: not checked, as for a change of a resting order). */
    hasLei?: boolean;
  };
  account: OrderFlowAccount;
  /**
   * Who places it: the customer, or the bank's desk turning a private-banking customer's allocation
   * request into an order (the one way such a customer's order reaches the exchange).
   */
  placedBy?: 'CUSTOMER' | 'DESK';
}

/** Who trades and where: the part of the facts that says whether the account may trade at all. */
export type TraderFacts = Pick<ExchangeOrderFacts, 'today' | 'customer' | 'account' | 'placedBy'>;

/**
 * The fund order catalogue's codes (spec 000 §8) that share order entry uses too, and the 404s of
 * its calls. With EXCHANGE_ORDER_CODES they are every code a share order can be refused with, so
 * the web's catalogues can be checked to hold a text for each in every language.
 */
export const SHARED_ENTRY_CODES = [
  'VOLUME_IS_ZERO',
  'CUSTOMER_IS_MINOR',
  'USER_NOT_ALLOWED_TO_PLACE_ORDER',
  'ACCOUNT_IS_BLOCKED',
  'INVALID_ACCOUNT_TYPE',
  'NOT_VALID_TRADABLE',
  'NOT_ENOUGH_TRADING_POWER',
  'NOT_ENOUGH_POSITIONS',
  'MANDATORY_FIELD_MISSING',
  'INPUT_ERROR',
  'ORDER_NOT_CANCELLABLE',
  'ACCOUNT_NOT_FOUND',
  'UNKNOWN_INSTRUMENT',
  'ORDER_NOT_FOUND',
  'KYC_ANSWER_INVALID',
  'ACCOUNT_IS_BLOCKED_FOR_BUYING',
] as const;
export type ShareOrderRejectionCode = ExchangeOrderCode | (typeof SHARED_ENTRY_CODES)[number];

export interface Rejection {
  code: ShareOrderRejectionCode;
  field?: string;
  message: string;
}

const refuse = (code: ShareOrderRejectionCode, message: string, field?: string): Rejection => ({
  code,
  message,
  ...(field ? { field } : {}),
});

/** Whether an order type carries a limit price. */
export function needsLimit(type: ExchangeOrderType): boolean {
  return type !== 'MARKET' && type !== 'STOP_TRAILING';
}

/**
 * The first rule an order breaks, or undefined. Who may trade first, then the order's own fields,
 * then the order book: a customer who may not trade hears that before anything about the price.
 * Trading power and the holding are the caller's to check (they need the order's costs).
 */
export function checkExchangeOrder(
  input: ExchangeOrderInput,
  facts: ExchangeOrderFacts,
): Rejection | undefined {
  const traderRejection = checkTrader(facts);
  if (traderRejection) return traderRejection;
  const buyerRejection = checkBuyer(input.side, facts);
  if (buyerRejection) return buyerRejection;
  if (!Number.isInteger(input.volume) || input.volume <= 0) {
    return refuse('VOLUME_IS_ZERO', 'The volume must be a whole number above zero', 'body.volume');
  }
  if (input.volume % facts.lotSize !== 0) {
    return refuse(
      'VOLUME_NOT_LOT_MULTIPLE',
      `The volume must be a multiple of the lot size ${facts.lotSize}`,
      'body.volume',
    );
  }
  const priceRejection = checkLimit(input, facts);
  if (priceRejection) return priceRejection;
  const triggerRejection = checkTrigger(input, facts);
  if (triggerRejection) return triggerRejection;
  const validityRejection = checkValidity(input, facts.today);
  if (validityRejection) return validityRejection;
  if (facts.phase === 'HALTED') return refuse('ORDER_BOOK_HALTED', 'Trading in the share is halted');
  if (IMMEDIATE_TYPES.includes(input.orderType) && facts.phase !== 'OPEN') {
    return refuse(
      'ORDER_BOOK_CLOSED',
      'Market, fill-and-kill and fill-or-kill orders need continuous trading',
    );
  }
  return undefined;
}

/**
 * Whether this customer may trade shares on this account at all (before any field of an order):
 * private banking only through the desk, no minors, no blocked accounts, only order-flow accounts.
 * The valid-operations call answers the same function, so the order form and the book agree.
 */
export function checkTrader(facts: TraderFacts): Rejection | undefined {
  const { customer, account } = facts;
  if (facts.placedBy !== 'DESK' && tradesByRequest(customer.segment as CustomerSegment)) {
    return refuse(
      'USER_NOT_ALLOWED_TO_PLACE_ORDER',
      'Private-banking customers send allocation requests; the bank places the order',
    );
  }
  if (customer.personType === 'JUR' && customer.hasLei === false) {
    return refuse('LEI_MISSING', 'The company must give its LEI before it trades on an exchange');
  }
  if (isMinorCustomerOn(customer, facts.today)) {
    return refuse('CUSTOMER_IS_MINOR', 'Customers under 18 cannot place orders');
  }
  if (account.is_blocked) return refuse('ACCOUNT_IS_BLOCKED', 'The account is blocked', 'path.accid');
  if (!isOrderFlowAccount(account)) {
    return refuse('INVALID_ACCOUNT_TYPE', 'Shares cannot be traded on this account', 'path.accid');
  }
  return undefined;
}

/**
 * Whether this customer may buy: KYC answers overdue or waiting for review stop every buy until the
 * customer answers again (issue 16); sells stay allowed, so a customer can always get out.
 */
export function checkBuyer(
  side: 'BUY' | 'SELL',
  facts: Pick<TraderFacts, 'today' | 'customer'>,
): Rejection | undefined {
  if (side === 'BUY' && isEstate(facts.customer)) {
    return refuse('ACCOUNT_IS_BLOCKED_FOR_BUYING', 'An estate may sell or move its holdings, not buy');
  }
  if (side === 'BUY' && kycBlocksBuying(facts.customer.kyc, facts.today)) {
    return refuse('KYC_ANSWER_INVALID', 'Update your KYC answers to buy again');
  }
  return undefined;
}

function checkLimit(input: ExchangeOrderInput, facts: ExchangeOrderFacts): Rejection | undefined {
  if (!needsLimit(input.orderType)) {
    return input.price === undefined
      ? undefined
      : refuse('INPUT_ERROR', `A ${input.orderType} order takes no price`, 'body.price');
  }
  if (input.price === undefined) return refuse('MANDATORY_FIELD_MISSING', 'A price is needed', 'body.price');
  if (!isOnTickGrid(input.price)) {
    return refuse(
      'PRICE_NOT_ON_TICK_GRID',
      `The price must be a multiple of the tick size ${tickBand(dec(input.price).abs()).tick}`,
      'body.price',
    );
  }
  if (facts.last !== undefined && !withinCollar(input.price, facts.last)) {
    return refuse(
      'PRICE_OUTSIDE_COLLAR',
      `The price must be within ${PRICE_COLLAR_PERCENT} % of the last price ${facts.last}`,
      'body.price',
    );
  }
  return undefined;
}

/** Whether a price lies within the collar around the last price (bounds included). */
export function withinCollar(price: string, last: number): boolean {
  const { low, high } = collarBounds(last);
  const p = dec(price);
  return p.gte(low) && p.lte(high);
}

/** The lowest and highest price the collar lets through, on the tick grid. */
export function collarBounds(last: number): { low: Decimal; high: Decimal } {
  const ref = dec(last);
  const span = ref.times(PRICE_COLLAR_PERCENT).dividedBy(100);
  return { low: dec(toTickGrid(ref.minus(span), 'up')), high: dec(toTickGrid(ref.plus(span), 'down')) };
}

function checkTrigger(input: ExchangeOrderInput, facts: ExchangeOrderFacts): Rejection | undefined {
  if (input.orderType === 'STOP_LIMIT') {
    if (input.triggerPrice === undefined) {
      return refuse('MANDATORY_FIELD_MISSING', 'A stop order needs a trigger price', 'body.trigger_price');
    }
    if (!isOnTickGrid(input.triggerPrice)) {
      return refuse('PRICE_NOT_ON_TICK_GRID', 'The trigger price is off the tick grid', 'body.trigger_price');
    }
    // A stop that would trigger at once is a plain order placed by mistake.
    if (facts.last !== undefined) {
      const trigger = dec(input.triggerPrice);
      const wrongSide = input.side === 'SELL' ? trigger.gte(facts.last) : trigger.lte(facts.last);
      if (wrongSide) {
        return refuse(
          'INVALID_TRIGGER',
          input.side === 'SELL'
            ? 'A stop-loss sell triggers below the last price'
            : 'A stop buy triggers above the last price',
          'body.trigger_price',
        );
      }
    }
    return undefined;
  }
  if (input.triggerPrice !== undefined) {
    return refuse('INPUT_ERROR', 'Only a stop-limit order takes a trigger price', 'body.trigger_price');
  }
  if (input.orderType === 'STOP_TRAILING') {
    if (input.trailPercent === undefined) {
      return refuse('MANDATORY_FIELD_MISSING', 'A trailing stop needs its distance', 'body.trail_percent');
    }
    const pct = dec(input.trailPercent);
    if (pct.lt(TRAIL_PERCENT_RANGE.min) || pct.gt(TRAIL_PERCENT_RANGE.max)) {
      return refuse(
        'INVALID_TRIGGER',
        `The trailing distance must be ${TRAIL_PERCENT_RANGE.min} to ${TRAIL_PERCENT_RANGE.max} %`,
        'body.trail_percent',
      );
    }
  } else if (input.trailPercent !== undefined) {
    return refuse('INPUT_ERROR', 'Only a trailing stop takes a trailing distance', 'body.trail_percent');
  }
  if (input.orderType === 'ALGO' && input.algoAggression === undefined) {
    return refuse('MANDATORY_FIELD_MISSING', 'An algo order needs its aggression', 'body.algo_aggression');
  }
  if (input.orderType !== 'ALGO' && input.algoAggression !== undefined) {
    return refuse('INPUT_ERROR', 'Only an algo order takes an aggression', 'body.algo_aggression');
  }
  return undefined;
}

function checkValidity(input: ExchangeOrderInput, today: string): Rejection | undefined {
  if (input.validUntil === undefined) return undefined;
  if (IMMEDIATE_TYPES.includes(input.orderType) && input.validUntil !== today) {
    return refuse('INVALID_VALIDITY', 'An immediate order is valid today only', 'body.valid_until');
  }
  if (input.validUntil < today) {
    return refuse('INVALID_VALIDITY', 'The validity date has passed', 'body.valid_until');
  }
  if (input.validUntil > lastValidDay(today)) {
    return refuse(
      'INVALID_VALIDITY',
      `An order can be valid at most ${MAX_VALIDITY_DAYS} days ahead`,
      'body.valid_until',
    );
  }
  return undefined;
}

/** The last day an order placed on `today` may be valid. */
export function lastValidDay(today: string): string {
  return addDays(today, MAX_VALIDITY_DAYS);
}

/**
 * The price a buy reserves cash at: its limit, or for an order without one (market, trailing) the
 * top of the collar, the most it can pay. A share that has never traded has no collar: undefined.
 */
export function reservationPrice(
  input: Pick<ExchangeOrderInput, 'orderType' | 'price'>,
  last: number | undefined,
) {
  if (needsLimit(input.orderType)) return input.price === undefined ? undefined : dec(input.price);
  return last === undefined ? undefined : collarBounds(last).high;
}

/**
 * The trading day an order placed at `now` is for, which a day order is valid until: today while
 * the exchange still trades today (also before the open); after today's close, or on a day
 * without trading, the next trading day. `trading` says the book trades now whatever the calendar
 * (the always-open simulator clock).
 */
export function orderDay(country: CountryCode, today: string, now: number, trading: boolean): string {
  if (trading) return today;
  const session = tradingSession(country, today);
  if (session && now < session.closeAt) return today;
  let day = addDays(today, 1);
  while (!isTradingDay(country, day)) day = addDays(day, 1);
  return day;
}
