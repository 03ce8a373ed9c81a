import { and, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { Decimal, LIVE_ALLOCATION_STATUSES, type OrderSide } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { accounts, allocationRequests, customerApprovals, fundOrders, instruments } from '../db/schema';

type Conn = Db | Tx;

export type InstrumentRow = typeof instruments.$inferSelect;

export async function findInstrument(db: Conn, instrumentId: number): Promise<InstrumentRow | undefined> {
  const [row] = await db.select().from(instruments).where(eq(instruments.instrumentId, instrumentId));
  return row;
}

export async function findByIdempotencyKey(db: Conn, customerId: number, key: string) {
  const [row] = await db
    .select()
    .from(fundOrders)
    .where(and(eq(fundOrders.customerId, customerId), eq(fundOrders.idempotencyKey, key)));
  return row;
}

export async function hasValidApproval(db: Conn, customerId: number, category: number, now: number) {
  const rows = await db
    .select({ c: customerApprovals.mifid2Category })
    .from(customerApprovals)
    .where(
      and(
        eq(customerApprovals.customerId, customerId),
        eq(customerApprovals.mifid2Category, category),
        gt(customerApprovals.expiresAt, new Date(now)),
      ),
    );
  return rows.length > 0;
}

export function listApprovals(db: Conn, customerId: number) {
  return db.select().from(customerApprovals).where(eq(customerApprovals.customerId, customerId));
}

/** Units of the active sell orders of one account and instrument (placed or executed, not settled). */
export async function reservedUnits(db: Conn, accid: number, instrumentId: number): Promise<Decimal> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${fundOrders.reservedUnits})` })
    .from(fundOrders)
    .where(and(eq(fundOrders.accid, accid), eq(fundOrders.instrumentId, instrumentId)));
  return new Decimal(row?.total ?? 0);
}

/** The customer's orders with what the reply needs, newest first. */
/** A page of the customer's orders, newest first; `before` (an order id) pages on to older ones. */
export function listOrders(db: Conn, customerId: number, limit: number, before?: number) {
  return db
    .select({ order: fundOrders, accno: accounts.accno, name: instruments.name })
    .from(fundOrders)
    .innerJoin(accounts, eq(accounts.accid, fundOrders.accid))
    .innerJoin(instruments, eq(instruments.instrumentId, fundOrders.instrumentId))
    .where(
      before === undefined
        ? eq(fundOrders.customerId, customerId)
        : and(eq(fundOrders.customerId, customerId), lt(fundOrders.id, before)),
    )
    .orderBy(desc(fundOrders.id))
    .limit(limit);
}

/**
 * Sides of the orders and allocation requests of one account and instrument made since `since`
 * that still count (not cancelled or rejected): the facts of SOLD_ALREADY / BOUGHT_ALREADY.
 */
export async function sidesTradedSince(
  db: Conn,
  accid: number,
  instrumentId: number,
  since: number,
): Promise<Set<OrderSide>> {
  const at = new Date(since);
  const orders = await db
    .selectDistinct({ side: fundOrders.side })
    .from(fundOrders)
    .where(
      and(
        eq(fundOrders.accid, accid),
        eq(fundOrders.instrumentId, instrumentId),
        inArray(fundOrders.state, ['PLACED', 'EXECUTED', 'SETTLED']),
        gte(fundOrders.createdAt, at),
      ),
    );
  const requests = await db
    .selectDistinct({ side: allocationRequests.side })
    .from(allocationRequests)
    .where(
      and(
        eq(allocationRequests.accid, accid),
        eq(allocationRequests.instrumentId, instrumentId),
        inArray(allocationRequests.status, [...LIVE_ALLOCATION_STATUSES]),
        gte(allocationRequests.createdAt, at),
      ),
    );
  return new Set([...orders, ...requests].map((r) => r.side as OrderSide));
}
