import { and, eq, isNull } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { intradayLimits } from '../db/schema';

/**
 * The account's intraday limits not ended, as order entry reads them (credits area): the SQL text
 * for the one facts statement of share order entry (exchange/order-facts.ts), a JSON array of
 * `{ day, limit }` or null, and the same as a query. Which one applies is decided by the order's day
 * (`limitOn`): a limit is for one trading day only, so one left unended (its close job not yet run)
 * never raises another day's trading power.
 */
export function openIntradayLimitsSql(accidExpr: string): string {
  return `(select json_agg(json_build_object('day', x.trading_day::text, 'limit', x.limit_amount::text))
    from intraday_limits x where x.accid = ${accidExpr} and x.deactivated_at is null)`;
}

export interface OpenLimit {
  day: string;
  limit: Decimal;
}

/** The value of openIntradayLimitsSql (drivers give json parsed, or as text). */
export function decodeOpenLimits(value: unknown): OpenLimit[] {
  if (value === null || value === undefined) return [];
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as { day: string; limit: string }[];
  return rows.map((r) => ({ day: r.day, limit: new Decimal(r.limit) }));
}

/** The limit in force on `day`, 0 without one. */
export function limitOn(open: readonly OpenLimit[], day: string): Decimal {
  return open.find((o) => o.day === day)?.limit ?? new Decimal(0);
}

export async function openIntradayLimits(db: Db | Tx, accid: number): Promise<OpenLimit[]> {
  const rows = await db
    .select({ day: intradayLimits.tradingDay, limit: intradayLimits.limitAmount })
    .from(intradayLimits)
    .where(and(eq(intradayLimits.accid, accid), isNull(intradayLimits.deactivatedAt)));
  return rows.map((r) => ({ day: r.day, limit: new Decimal(r.limit) }));
}
