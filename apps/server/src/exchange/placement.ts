import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ExchangeOrderRequestSchema,
  OrderPreviewSchema,
  PriceData,
  TradingStatusData,
} from '@broker/contract';
import {
  Decimal,
  checkExchangeOrder,
  localDayAt,
  needsLimit,
  orderDay,
  type CountryCode,
  orderCosts,
  reservationPrice,
  tradesByRequest,
  type BookPhase,
  type CustomerSegment,
  type CourtageClass,
  type Currency,
  type ExchangeOrderInput,
  type Rejection,
} from '@broker/domain';
import type { Deps } from '../deps';
import type { Db, Tx } from '../db/database';
import { exchangeOrders } from '../db/schema';
import { HttpError } from '../http/api-error';
import { isUniqueViolation, requestHash } from '../http/idempotency';
import { convert, referenceFx, type FxTable } from '../instruments/fx';
import { inBatchedTransaction, txBatches, type StatementBatches } from '../db/statement-batch';
import { insertReturningId } from '../db/sql-text';
import { readShareFacts, type ShareFacts } from './order-facts';
import { limitOn } from '../credits/active-limit';
import type { ExchangeOrderRow, OrderNames } from './replies';

export type ExchangeOrderRequest = z.infer<typeof ExchangeOrderRequestSchema>;
type OrderPreview = z.infer<typeof OrderPreviewSchema>;

/**
 * Order entry: the checks of the domain (exchange-order.ts) on facts read under the customer's and
 * the account's row locks, the reservation, and the new order row (state NEW) in one transaction.
 * The exchange picks the order up from there (runtime.ts). The preview runs the same reads and
 * checks without locks and without writing.
 */

/** HTTP statuses: the caller's input 400, what does not exist for the caller 404, other rules 422. */
const STATUS: Record<string, number> = {
  INPUT_ERROR: 400,
  MANDATORY_FIELD_MISSING: 400,
  ACCOUNT_NOT_FOUND: 404,
  UNKNOWN_INSTRUMENT: 404,
  ORDER_NOT_FOUND: 404,
  USER_NOT_ALLOWED_TO_PLACE_ORDER: 403,
};

export function rejection(r: Rejection): HttpError {
  return new HttpError(STATUS[r.code] ?? 422, r.code as never, r.message, [
    { code: r.code, ...(r.field ? { field: r.field } : {}) },
  ]);
}

/** Decimal text of a JSON number as written (JSON numbers of a price have at most a few decimals). */
export function decimalText(n: number): string {
  return new Decimal(n).toFixed();
}

export function orderInput(body: ExchangeOrderRequest): ExchangeOrderInput {
  return {
    side: body.side,
    orderType: body.order_type,
    price: body.price === undefined ? undefined : decimalText(body.price),
    volume: body.volume,
    validUntil: body.valid_until,
    triggerPrice: body.trigger_price === undefined ? undefined : decimalText(body.trigger_price),
    trailPercent: body.trail_percent === undefined ? undefined : decimalText(body.trail_percent),
    algoAggression: body.algo_aggression,
  };
}

/** The order book's phase as order entry sees it, from the live trading status. */
export function bookPhase(status: Partial<TradingStatusData> | undefined): BookPhase {
  if (!status) return 'CLOSED';
  if (status.halted || status.orderbook_status === 'SUSPENDED_OR_HALTED') return 'HALTED';
  if (status.orderbook_status === 'CONTINUOUS_TRADING') return 'OPEN';
  if (status.orderbook_status === 'OPENING_AUCTION' || status.orderbook_status === 'CLOSING_AUCTION')
    return 'AUCTION';
  return 'CLOSED';
}

/** The customer, or the desk placing a private-banking customer's allocation request. */
export type PlacedBy = 'CUSTOMER' | 'DESK';

export interface MarketNow {
  phase: BookPhase;
  last: number | undefined;
  bid: number | undefined;
  ask: number | undefined;
}

/** The share's last price, best prices and phase now, from the live market (or its snapshot). */
export async function marketNow(deps: Pick<Deps, 'snapshots'>, m: number, i: string): Promise<MarketNow> {
  const [price, status] = await Promise.all([
    deps.snapshots.resolve({ t: 'price', m, i }),
    deps.snapshots.resolve({ t: 'trading_status', m, i }),
  ]);
  return marketFrom(price.state, status.state);
}

/** A book's phase and prices from its price and trading-status states, as the feed keeps them. */
export function marketFrom(price: unknown, status: unknown): MarketNow {
  const p = price as Partial<PriceData> | undefined;
  return {
    phase: bookPhase(status as Partial<TradingStatusData> | undefined),
    last: p?.last,
    bid: p?.bid,
    ask: p?.ask,
  };
}

/** The facts with the order book found (order entry refuses an unknown one before anything else). */
type Facts = ShareFacts & { share: NonNullable<ShareFacts['share']> };

/** Reads what the checks need (with `lock`, under the customer's and then the account's row lock). */
async function readFacts(
  batches: StatementBatches,
  customerId: number,
  accid: number,
  body: Pick<ExchangeOrderRequest, 'market_id' | 'identifier'>,
  lock: boolean,
  key?: string,
): Promise<Facts> {
  const facts = await readShareFacts(
    batches,
    { customerId, accid, marketId: body.market_id, identifier: body.identifier, key },
    lock,
  );
  if (!facts) {
    throw rejection({
      code: 'ACCOUNT_NOT_FOUND',
      message: `Account ${accid} was not found`,
      field: 'path.accid',
    });
  }
  if (!facts.share) {
    throw rejection({
      code: 'UNKNOWN_INSTRUMENT',
      message: `No order book ${body.market_id}:${body.identifier}`,
      field: 'body.identifier',
    });
  }
  return facts as Facts;
}

interface Checked {
  input: ExchangeOrderInput;
  today: string;
  rate: Decimal;
  tradingPower: Decimal;
  availableVolume: number;
  /** A buy's reservation (its total at the reservation price), account currency. */
  reserve: Decimal;
  rejection: Rejection | undefined;
  /** Costs at the limit, or at the best price for an order without one. */
  estimate: ReturnType<typeof orderCosts> | undefined;
}

/** Every rule of order entry on the facts read; the first broken rule is in `rejection`. */
function check(
  deps: Pick<Deps, 'time'>,
  facts: Facts,
  body: ExchangeOrderRequest,
  market: MarketNow,
  fx: FxTable,
  placedBy: PlacedBy = 'CUSTOMER',
): Checked {
  const now = deps.time.now();
  // The day the order trades on: after the close, the next trading day (a day order waits for it).
  const today = orderDay(
    facts.share.country as CountryCode,
    localDayAt(facts.share.timeZone, now),
    now,
    market.phase === 'OPEN' || market.phase === 'AUCTION' || market.phase === 'HALTED',
  );
  const input = orderInput(body);
  const accountCurrency = facts.account.currency.trim() as Currency;
  const rate = convert(fx, new Decimal(1), facts.share.currency, accountCurrency);
  // An intraday limit active for the order's day adds to a share buy's trading power (credits area,
  // docs/decisions.md "Intraday limit"); only share orders read it, fund orders stay cash-based.
  const tradingPower = facts.cash.minus(facts.reserved).plus(limitOn(facts.intradayLimits, today));
  const availableVolume = Math.max(0, facts.held.toNumber() - facts.reservedVolume);
  const costsAt = (price: Decimal) =>
    orderCosts({
      side: body.side,
      price,
      volume: Math.max(0, body.volume),
      shareCurrency: facts.share.currency,
      accountCurrency,
      rate,
      courtageClass: facts.customer.courtageClass as CourtageClass,
    });
  const estimatePrice =
    input.price !== undefined
      ? new Decimal(input.price)
      : (body.side === 'BUY' ? market.ask : market.bid) !== undefined
        ? new Decimal((body.side === 'BUY' ? market.ask : market.bid)!)
        : market.last !== undefined
          ? new Decimal(market.last)
          : undefined;
  const estimate = estimatePrice && body.volume > 0 ? costsAt(estimatePrice) : undefined;
  const resPrice = reservationPrice(input, market.last);
  const reserve =
    body.side === 'BUY' && resPrice && body.volume > 0 ? costsAt(resPrice).total : new Decimal(0);

  const first = (): Rejection | undefined => {
    if (facts.share.groupType !== 'EQ') {
      return {
        code: 'NOT_VALID_TRADABLE',
        message: 'Only shares trade on the exchange; funds have their own order',
        field: 'body.identifier',
      };
    }
    if (body.currency !== facts.share.currency) {
      return {
        code: 'INPUT_ERROR',
        message: `The share trades in ${facts.share.currency}`,
        field: 'body.currency',
      };
    }
    const ruled = checkExchangeOrder(input, {
      today,
      phase: market.phase,
      lotSize: facts.share.lotSize,
      last: market.last,
      customer: facts.customer,
      placedBy,
      account: {
        accid: facts.account.accid,
        is_blocked: facts.account.isBlocked,
        account_code: facts.account.accountCode,
        atyid: facts.account.atyid,
      },
    });
    if (ruled) return ruled;
    if (body.open_volume !== undefined && (body.order_type !== 'LIMIT' || body.open_volume > body.volume)) {
      return {
        code: 'INPUT_ERROR',
        message: 'A shown volume is for limit orders, at most the volume',
        field: 'body.open_volume',
      };
    }
    if (body.open_volume !== undefined && body.open_volume % facts.share.lotSize !== 0) {
      return {
        code: 'VOLUME_NOT_LOT_MULTIPLE',
        message: `The shown volume must be a multiple of the lot size ${facts.share.lotSize}`,
        field: 'body.open_volume',
      };
    }
    if (body.side === 'BUY') {
      if (!resPrice) return { code: 'ORDER_BOOK_CLOSED', message: 'The share has no price to buy at yet' };
      if (reserve.gt(tradingPower)) {
        return {
          code: 'NOT_ENOUGH_TRADING_POWER',
          message: 'Not enough money for the order and its fees',
          field: 'body.volume',
        };
      }
    } else if (body.volume > availableVolume) {
      return {
        code: 'NOT_ENOUGH_POSITIONS',
        message: `The account can sell ${availableVolume} (held less active sell orders)`,
        field: 'body.volume',
      };
    }
    return undefined;
  };
  return { input, today, rate, tradingPower, availableVolume, reserve, rejection: first(), estimate };
}

export async function previewOrder(
  deps: Deps,
  customerId: number,
  accid: number,
  body: ExchangeOrderRequest,
): Promise<OrderPreview> {
  const market = await marketNow(deps, body.market_id, body.identifier);
  const fx = await referenceFx(deps.db);
  const facts = await inBatchedTransaction(deps.db, (b) => readFacts(b, customerId, accid, body, false));
  // A private-banking customer's form previews the order the desk would place for their request.
  const placedBy = tradesByRequest(facts.customer.segment as CustomerSegment) ? 'DESK' : 'CUSTOMER';
  const c = check(deps, facts, body, market, fx, placedBy);
  const accountCurrency = facts.account.currency.trim();
  const money = (v: Decimal, currency: string, places = 2) => ({
    value: v.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber(),
    currency,
  });
  const e = c.estimate;
  return {
    value: e ? money(e.value, facts.share.currency, 4) : null,
    account_value: e ? money(e.accountValue, accountCurrency) : null,
    courtage_class: facts.customer.courtageClass as CourtageClass,
    courtage: e ? money(e.courtage, accountCurrency) : null,
    fx_fee: e ? money(e.fxFee, accountCurrency) : null,
    total: e ? money(e.total, accountCurrency) : null,
    fx_rate: c.rate.toDecimalPlaces(8).toNumber(),
    trading_power: money(c.tradingPower, accountCurrency),
    trading_power_after: money(c.tradingPower.minus(c.reserve), accountCurrency),
    available_volume: c.availableVolume,
    rejection: c.rejection
      ? { code: c.rejection.code, message: c.rejection.message, field: c.rejection.field ?? null }
      : null,
  };
}

export interface Placed {
  row: ExchangeOrderRow;
  /** False for a replay of an earlier placement with the same key. */
  created: boolean;
  /** Whether the book was in continuous trading at placement (the exchange answers at once then). */
  trading?: boolean;
  /** The account number and the share's name, as read with the facts. */
  names?: OrderNames;
}

/**
 * Places the order. A retry with the same Idempotency-Key and body answers the order it placed
 * (as it stands now); another body with the key is refused (409). On PostgreSQL the transaction is
 * two round trips (lock and facts, then insert and commit), then the row is read for the reply.
 */
export async function placeOrder(
  deps: Deps,
  customerId: number,
  accid: number,
  key: string,
  body: ExchangeOrderRequest,
): Promise<Placed> {
  const hash = requestHash({ accid, ...body });
  // Read before the transaction: on the embedded database a read outside it would wait for it.
  const market = await marketNow(deps, body.market_id, body.identifier);
  const fx = await referenceFx(deps.db);
  let entered: Entered;
  try {
    entered = await inBatchedTransaction(deps.db, (batches) =>
      enterOrder(deps, batches, { customerId, accid, key, hash, body, market, fx, placedBy: 'CUSTOMER' }),
    );
  } catch (error) {
    // Retries with one key meet at the customer lock; should two pass it together, the unique index
    // refuses one, which then answers the other's order.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findByKey(deps.db, customerId, key);
    if (!winner) throw error;
    return replay(winner, hash);
  }
  return placedRow(deps.db, entered, hash, market);
}

export interface Placement {
  customerId: number;
  accid: number;
  key: string;
  /** requestHash of what was asked, for the replay of a key. */
  hash: string;
  body: ExchangeOrderRequest;
  market: MarketNow;
  fx: FxTable;
  placedBy: PlacedBy;
}

/**
 * Reads the facts under the customer's and the account's locks and checks every rule of order
 * entry; throws the first broken rule (nothing written).
 */
export async function lockAndCheck(
  deps: Pick<Deps, 'time'>,
  tx: Tx,
  p: Omit<Placement, 'key' | 'hash'>,
): Promise<{ facts: Facts; checked: Checked }> {
  const facts = await readFacts(txBatches(tx), p.customerId, p.accid, p.body, true);
  const checked = check(deps, facts, p.body, p.market, p.fx, p.placedBy);
  if (checked.rejection) throw rejection(checked.rejection);
  return { facts, checked };
}

/** The placement inside the caller's transaction (the desk writes its request's move in the same one). */
export async function insertOrder(deps: Pick<Deps, 'time'>, tx: Tx, p: Placement): Promise<Placed> {
  const entered = await enterOrder(deps, txBatches(tx), p);
  return placedRow(tx, entered, p.hash, p.market);
}

/** What a placement wrote, or the earlier order its key names. */
interface Entered {
  id: number;
  created: boolean;
  names: OrderNames;
  /** The order written (none for an earlier order: it is read as it stands now). */
  row?: ExchangeOrderRow;
}

async function enterOrder(
  deps: Pick<Deps, 'time'>,
  batches: StatementBatches,
  p: Placement,
): Promise<Entered> {
  const { customerId, accid, key, body } = p;
  // Under the locks, so a retry with the key waits for a placement in progress and then finds it.
  const facts = await readFacts(batches, customerId, accid, body, true, key);
  const names = { accno: facts.account.accno, name: facts.share.name };
  if (facts.earlierId !== undefined) return { id: facts.earlierId, created: false, names };
  const c = check(deps, facts, body, p.market, p.fx, p.placedBy);
  if (c.rejection) throw rejection(c.rejection);
  const now = new Date(deps.time.now());
  const values = {
    customerId,
    accid,
    instrumentId: facts.share.instrumentId,
    marketId: body.market_id,
    identifier: body.identifier,
    side: body.side,
    orderType: body.order_type,
    price: needsLimit(body.order_type) && c.input.price !== undefined ? c.input.price : null,
    volume: body.volume,
    openVolume: body.open_volume ?? null,
    currency: facts.share.currency,
    accountCurrency: facts.account.currency.trim(),
    validUntil: body.valid_until ?? c.today,
    state: 'NEW',
    triggerPrice: c.input.triggerPrice ?? null,
    trailPercent: c.input.trailPercent ?? null,
    algoAggression: body.algo_aggression ?? null,
    courtageClass: facts.customer.courtageClass,
    reservedAmount: c.reserve.toFixed(2),
    reservedVolume: body.side === 'SELL' ? body.volume : 0,
    idempotencyKey: key,
    requestHash: p.hash,
    createdAt: now,
    modifiedAt: now,
  };
  const [inserted] = await batches.runLast([
    insertReturningId('exchange_order_insert', exchangeOrders, values),
  ]);
  const id = Number(inserted?.[0]?.id);
  // The reply's row is what was written and the columns' defaults: reading it back after the commit
  // cost a third round trip and a quarter of the server's time per order (bench/order-entry.bench.ts).
  const row: ExchangeOrderRow = {
    ...values,
    id,
    tradedVolume: 0,
    tradedValue: '0',
    fees: '0',
    feeDay: null,
    feeDayValue: '0',
    version: 1,
    rejectCode: null,
  };
  return { id, created: true, names, row };
}

/** The order as stored, for the reply; a replay answers it only for the same request. */
async function placedRow(conn: Db | Tx, entered: Entered, hash: string, market: MarketNow): Promise<Placed> {
  const [row] = entered.row
    ? [entered.row]
    : await conn.select().from(exchangeOrders).where(eq(exchangeOrders.id, entered.id));
  if (!row) throw new Error(`exchange order ${entered.id} vanished`);
  if (!entered.created) return replay(row, hash);
  return { row, created: true, trading: market.phase === 'OPEN', names: entered.names };
}

async function findByKey(
  conn: Db | Tx,
  customerId: number,
  key: string,
): Promise<ExchangeOrderRow | undefined> {
  const [row] = await conn
    .select()
    .from(exchangeOrders)
    .where(and(eq(exchangeOrders.customerId, customerId), eq(exchangeOrders.idempotencyKey, key)));
  return row;
}

function replay(row: ExchangeOrderRow, hash: string): Placed {
  if (row.requestHash !== hash) {
    throw new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another order', [
      { code: 'IDEMPOTENCY_KEY_REUSED', field: 'headers.idempotency-key' },
    ]);
  }
  return { row, created: false };
}
