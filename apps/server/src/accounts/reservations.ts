import { sql } from 'drizzle-orm';
import { ACTIVE_EXCHANGE_ORDER_STATES, Decimal } from '@broker/domain';
import type { Db, Tx } from '../db/database';

/**
 * What an account's cash is held for: active fund buys (fund_orders.reserved_amount, until they
 * settle) and active share buys (exchange_orders.reserved_amount, until done, cancelled or
 * expired). Trading power is cash less both; every check of money reads them through here or
 * through `RESERVED_CASH_SQL`, so no area can spend what another holds.
 */

const ACTIVE = ACTIVE_EXCHANGE_ORDER_STATES.map((s) => `'${s}'`).join(', ');

/**
 * The SQL text of both reservations of the account in parameter `$n` (for raw statements). A fund
 * order that holds nothing adds nothing to the sum, so `reserved_amount <> 0` changes no result; it
 * reads the account's orders that hold cash (fund_orders_reserving_idx), not all it ever placed.
 */
export function reservedCashSql(param: string): string {
  return `((select coalesce(sum(reserved_amount), 0) from fund_orders
        where accid = ${param} and reserved_amount <> 0)
    + (select coalesce(sum(reserved_amount), 0) from exchange_orders
        where accid = ${param} and state in (${ACTIVE})))`;
}

/**
 * The SQL text of the shares of an instrument that the account's active share sells hold (through
 * the account's index of active orders).
 */
export function reservedVolumeSql(accid: string, instrumentId: string): string {
  return `(select coalesce(sum(reserved_volume), 0) from exchange_orders
    where accid = ${accid} and instrument_id = ${instrumentId} and state in (${ACTIVE}))`;
}

export interface Reserved {
  fundOrders: Decimal;
  exchangeOrders: Decimal;
}

export async function reservedCash(db: Db | Tx, accid: number): Promise<Reserved> {
  const result = (await db.execute(sql`select
      (select coalesce(sum(reserved_amount), 0) from fund_orders
        where accid = ${accid} and reserved_amount <> 0)::text as funds,
      (select coalesce(sum(reserved_amount), 0) from exchange_orders
        where accid = ${accid} and state in (${sql.raw(ACTIVE)}))::text as shares`)) as unknown as {
    rows: { funds?: string; shares?: string }[];
  };
  const row = result.rows[0] ?? {};
  return { fundOrders: new Decimal(row.funds ?? 0), exchangeOrders: new Decimal(row.shares ?? 0) };
}
