import { and, eq, inArray } from 'drizzle-orm';
import {
  Decimal,
  SAVINGS_PLAN_BELOW_ONE_SHARE,
  checkBuyer,
  checkTrader,
  effectiveCourtageClass,
  type CustomerSegment,
  type CustomerTier,
  localDayAt,
  sharesForAmount,
  type CountryCode,
  type CourtageClass,
  type Currency,
} from '@broker/domain';
import type { Deps } from '../deps';
import type { Db, Tx } from '../db/database';
import { customers, instruments, markets, tradables } from '../db/schema';
import { txBatches } from '../db/statement-batch';
import { requestHash } from '../http/idempotency';
import { HttpError } from '../http/api-error';
import { convert, loadFx, type FxTable } from '../instruments/fx';
import { readShareFacts } from '../exchange/order-facts';
import {
  marketFrom,
  insertOrder,
  rejection,
  type ExchangeOrderRequest,
  type MarketNow,
  type Placed,
} from '../exchange/placement';

/**
 * The shares of savings plans (issue 15): which lines are shares and where they trade, their check
 * when a plan is saved, and their buy on the plan's day through share order entry (exchange/
 * placement.ts insertOrder: the same locks, checks, reservation and order row as a customer's own
 * order; the exchange fills it and books the trade and its courtage like any other).
 */

/** A plan line's share: its order book on its home exchange, and that exchange's country. */
export interface PlanShare {
  instrumentId: number;
  marketId: number;
  identifier: string;
  lotSize: number;
  currency: string;
  country: CountryCode;
}

/** The shares among `instrumentIds` (exchange-traded, group EQ); a fund or an unknown id is absent. */
export async function planShares(
  db: Db | Tx,
  instrumentIds: readonly number[],
): Promise<Map<number, PlanShare>> {
  if (instrumentIds.length === 0) return new Map();
  const rows = await db
    .select({
      instrumentId: instruments.instrumentId,
      marketId: tradables.marketId,
      identifier: tradables.identifier,
      lotSize: tradables.lotSize,
      currency: instruments.currency,
      country: markets.country,
    })
    .from(instruments)
    .innerJoin(
      tradables,
      and(eq(tradables.instrumentId, instruments.instrumentId), eq(tradables.marketId, instruments.marketId)),
    )
    .innerJoin(markets, eq(markets.marketId, tradables.marketId))
    .where(and(inArray(instruments.instrumentId, [...instrumentIds]), eq(instruments.groupType, 'EQ')));
  return new Map(
    rows.map((r) => [
      r.instrumentId,
      { ...r, currency: r.currency.trim(), country: r.country.trim() as CountryCode },
    ]),
  );
}

/** The exchanges a plan's shares trade on: its run waits for their opening (domain runAt). */
export async function planMarkets(
  db: Db | Tx,
  items: readonly { instrumentId: number }[],
): Promise<CountryCode[]> {
  const shares = await planShares(
    db,
    items.map((i) => i.instrumentId),
  );
  return [...new Set([...shares.values()].map((s) => s.country))];
}

/**
 * Checks a share line when a plan is saved, as order entry would check the customer on the day
 * (under the same locks): the account is the customer's and may trade shares (not private banking,
 * not a minor, not blocked, an order-flow account). The price, the volume and the cash are the
 * day's. Answers the account's currency and the customer's country.
 */
export async function checkShareLine(
  tx: Tx,
  customerId: number,
  accid: number,
  share: PlanShare,
  now: number,
): Promise<{ currency: string; country: CountryCode }> {
  const facts = await readShareFacts(
    txBatches(tx),
    { customerId, accid, marketId: share.marketId, identifier: share.identifier },
    true,
  );
  if (!facts?.share)
    throw rejection({
      code: 'ACCOUNT_NOT_FOUND',
      message: `Account ${accid} was not found`,
      field: 'body.accid',
    });
  const today = localDayAt(facts.share.timeZone, now);
  // A plan only buys: overdue KYC answers refuse it as they refuse its buys.
  const refused =
    checkTrader({
      today,
      customer: facts.customer,
      account: {
        accid: facts.account.accid,
        is_blocked: facts.account.isBlocked,
        account_code: facts.account.accountCode,
        atyid: facts.account.atyid,
      },
      placedBy: 'CUSTOMER',
    }) ?? checkBuyer('BUY', { today, customer: facts.customer });
  if (refused)
    throw rejection({ ...refused, field: refused.field === 'path.accid' ? 'body.accid' : refused.field });
  const [customer] = await tx
    .select({ country: customers.country })
    .from(customers)
    .where(eq(customers.id, customerId));
  return {
    currency: facts.account.currency.trim(),
    country: (customer?.country.trim() ?? 'SE') as CountryCode,
  };
}

/** What a run needs once for all its share lines. */
export interface ShareRunContext {
  fx: FxTable;
  courtageClass: CourtageClass;
}

export async function shareRunContext(tx: Tx, customerId: number): Promise<ShareRunContext> {
  const [customer] = await tx
    .select({ courtageClass: customers.courtageClass, segment: customers.segment, tier: customers.tier })
    .from(customers)
    .where(eq(customers.id, customerId));
  // Read in the job's transaction: on the embedded database a read beside it would wait for it.
  return {
    fx: await loadFx(tx),
    courtageClass: customer
      ? effectiveCourtageClass(
          customer.segment as CustomerSegment,
          customer.tier as CustomerTier | null,
          customer.courtageClass as CourtageClass,
        )
      : 'MINI',
  };
}

/**
 * The share's price and phase from the simulator's memory: the schedule runs in the process that
 * leads, which simulates (main.ts), and the job's transaction is open, so the database is not
 * asked. Elsewhere it throws, and the schedule tries the job again after its back-off.
 */
function marketInMemory(deps: Pick<Deps, 'snapshots'>, share: PlanShare): MarketNow {
  const ask = (t: 'price' | 'trading_status') =>
    deps.snapshots.resolveInMemory?.({ t, m: share.marketId, i: share.identifier });
  const price = ask('price');
  const status = ask('trading_status');
  // No live book here (the simulator off, or not yet up at a catch-up run): this line is refused
  // like a closed book, and the plan's other lines and its next month go on.
  if (!price || !status)
    throw new HttpError(422, 'ORDER_BOOK_CLOSED', `No live market for ${share.marketId}:${share.identifier}`);
  return marketFrom(price.state, status.state);
}

export type ShareLineOutcome =
  { placed: Placed; volume: number; price: string } | { rejectCode: string; price: string | null };

/**
 * A share line's buy on the plan's day: a day limit order at the ask (the last price when the book
 * shows no ask) for the most whole shares the amount pays for with the courtage and any exchange
 * fee at that price (domain sharesForAmount). The limit at the ask fills at once against the book
 * in continuous trading and reserves exactly its total, which a market order would not (order entry
 * reserves a market buy at the top of the price collar, 10 % above the last price, so a line sized
 * to its amount would be refused for cash it does not need). Not one share for the amount: no
 * order, SAVINGS_PLAN_BELOW_ONE_SHARE. Order entry's refusals are thrown (HttpError) as the
 * customer's own order would hear them; the caller tells a short cash from the rest.
 */
export async function placeShareLine(
  deps: Pick<Deps, 'snapshots'>,
  tx: Tx,
  line: {
    customerId: number;
    accid: number;
    accountCurrency: string;
    amount: string;
    share: PlanShare;
    key: string;
  },
  context: ShareRunContext,
  now: number,
): Promise<ShareLineOutcome> {
  const { share } = line;
  const market = marketInMemory(deps, share);
  const quoted = market.ask ?? market.last;
  if (quoted === undefined) return { rejectCode: 'ORDER_BOOK_CLOSED', price: null };
  const price = new Decimal(quoted).toFixed();
  const volume = sharesForAmount({
    amount: line.amount,
    price,
    lotSize: share.lotSize,
    shareCurrency: share.currency,
    accountCurrency: line.accountCurrency as Currency,
    rate: convert(context.fx, new Decimal(1), share.currency, line.accountCurrency),
    courtageClass: context.courtageClass,
  });
  if (volume === 0) return { rejectCode: SAVINGS_PLAN_BELOW_ONE_SHARE, price };
  const body: ExchangeOrderRequest = {
    market_id: share.marketId,
    identifier: share.identifier,
    side: 'BUY',
    order_type: 'LIMIT',
    price: Number(price),
    volume,
    currency: share.currency,
  };
  const placed = await insertOrder({ time: { now: () => now } }, tx, {
    customerId: line.customerId,
    accid: line.accid,
    key: line.key,
    hash: requestHash({ accid: line.accid, ...body }),
    body,
    market,
    fx: context.fx,
    placedBy: 'CUSTOMER',
  });
  return { placed, volume, price };
}
