import { sql } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import { closeOnBookedBasis } from '../market/splits';

export interface LatestPrice {
  /** The latest close (NAV for funds). */
  last: Decimal;
  /** The close of the trading day before the latest one; equals `last` when there is only one day. */
  previousClose: Decimal;
  day: string;
}

/**
 * Latest and previous daily close per instrument, on the basis of the splits booked (market/splits.ts). A lateral LIMIT 2 walks the (instrument_id, day)
 * primary key backwards, so the cost does not grow with the length of the history.
 */
export async function latestPrices(
  db: Db,
  instrumentIds: readonly number[],
): Promise<Map<number, LatestPrice>> {
  const result = new Map<number, LatestPrice>();
  if (instrumentIds.length === 0) return result;
  const ids = [...new Set(instrumentIds)];
  const { rows } = (await db.execute(sql`
    select i.id as instrument_id, b.day, ${closeOnBookedBasis(sql`b.close`, sql`i.id`, sql`b.day`)} as close
    from unnest(${`{${ids.join(',')}}`}::int[]) as i(id)
    cross join lateral (
      select day, close from daily_bars where instrument_id = i.id order by day desc limit 2
    ) b
    order by i.id, b.day desc`)) as unknown as {
    rows: { instrument_id: number; day: string; close: string }[];
  };
  for (const row of rows) {
    const id = Number(row.instrument_id);
    const seen = result.get(id);
    if (!seen) {
      const close = new Decimal(row.close);
      result.set(id, { last: close, previousClose: close, day: String(row.day) });
    } else {
      seen.previousClose = new Decimal(row.close);
    }
  }
  return result;
}
