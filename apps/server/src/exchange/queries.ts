import { and, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { ACTIVE_EXCHANGE_ORDER_STATES } from '@broker/domain';
import type { Db } from '../db/database';
import { accounts, exchangeOrders, exchangeTrades, instruments } from '../db/schema';
import type { ExchangeOrderRow, ExchangeTradeRow, OrderNames } from './replies';

const DAY_MS = 86_400_000;

/**
 * The account's active orders, those created in the last `days` days, and those that traded in them
 * (an order placed on Friday evening that fills on Monday morning is one of Monday's), newest first.
 */
export async function listOrders(
  db: Db,
  accid: number,
  opts: { now: number; days: number; limit: number; before?: number | undefined },
): Promise<{ row: ExchangeOrderRow; names: OrderNames }[]> {
  const rows = await db
    .select({ row: exchangeOrders, accno: accounts.accno, name: instruments.name })
    .from(exchangeOrders)
    .innerJoin(accounts, eq(accounts.accid, exchangeOrders.accid))
    .innerJoin(instruments, eq(instruments.instrumentId, exchangeOrders.instrumentId))
    .where(
      and(
        eq(exchangeOrders.accid, accid),
        or(
          inArray(exchangeOrders.state, [...ACTIVE_EXCHANGE_ORDER_STATES]),
          gte(exchangeOrders.createdAt, new Date(opts.now - opts.days * DAY_MS)),
          inArray(
            exchangeOrders.id,
            db
              .select({ id: exchangeTrades.orderId })
              .from(exchangeTrades)
              .where(
                and(
                  eq(exchangeTrades.accid, accid),
                  gte(exchangeTrades.tradedAt, new Date(opts.now - opts.days * DAY_MS)),
                ),
              ),
          ),
        ),
        opts.before === undefined ? undefined : lt(exchangeOrders.id, opts.before),
      ),
    )
    .orderBy(desc(exchangeOrders.id))
    .limit(opts.limit);
  return rows.map((r) => ({ row: r.row, names: { accno: r.accno, name: r.name } }));
}

/** The account's fills of the last `days` days, newest first. */
export async function listTrades(
  db: Db,
  accid: number,
  opts: { now: number; days: number },
): Promise<{ row: ExchangeTradeRow; order: ExchangeOrderRow; names: OrderNames }[]> {
  const rows = await db
    .select({ row: exchangeTrades, order: exchangeOrders, accno: accounts.accno, name: instruments.name })
    .from(exchangeTrades)
    .innerJoin(exchangeOrders, eq(exchangeOrders.id, exchangeTrades.orderId))
    .innerJoin(accounts, eq(accounts.accid, exchangeTrades.accid))
    .innerJoin(instruments, eq(instruments.instrumentId, exchangeTrades.instrumentId))
    .where(
      and(
        eq(exchangeTrades.accid, accid),
        gte(exchangeTrades.tradedAt, new Date(opts.now - opts.days * DAY_MS)),
      ),
    )
    .orderBy(desc(exchangeTrades.id));
  return rows.map((r) => ({ row: r.row, order: r.order, names: { accno: r.accno, name: r.name } }));
}

/** One fill of the account, with its order and names; undefined when it is not the account's. */
export async function findTrade(db: Db, accid: number, tradeId: number) {
  const [r] = await db
    .select({ row: exchangeTrades, order: exchangeOrders, accno: accounts.accno, name: instruments.name })
    .from(exchangeTrades)
    .innerJoin(exchangeOrders, eq(exchangeOrders.id, exchangeTrades.orderId))
    .innerJoin(accounts, eq(accounts.accid, exchangeTrades.accid))
    .innerJoin(instruments, eq(instruments.instrumentId, exchangeTrades.instrumentId))
    .where(and(eq(exchangeTrades.id, tradeId), eq(exchangeTrades.accid, accid)));
  return r ? { row: r.row, order: r.order, names: { accno: r.accno, name: r.name } } : undefined;
}

export async function orderNames(db: Db, row: ExchangeOrderRow): Promise<OrderNames> {
  const [r] = await db
    .select({ accno: accounts.accno, name: instruments.name })
    .from(accounts)
    .innerJoin(instruments, eq(instruments.instrumentId, row.instrumentId))
    .where(eq(accounts.accid, row.accid));
  return { accno: r?.accno ?? '', name: r?.name ?? '' };
}
