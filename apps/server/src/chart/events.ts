import { sql } from 'drizzle-orm';
import { dayStamp, type EventType } from '@broker/domain';
import type { EnrichPointSchema } from '@broker/contract';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { barCount, type Bars } from './bars';
import { queryRows } from './db-rows';
import type { ChartWindow } from './window';

type EnrichPoint = z.infer<typeof EnrichPointSchema>;

interface EventRow {
  day: string;
  event: EventType;
  change: number | null;
  dividend_amount: number | null;
  dividend_currency: string | null;
}

/**
 * The chart point an instant falls in: the last point stamped at or before it. Intraday points
 * start later in the day than an event's 00:00 stamp, so there the day's first point is used.
 */
function pointOf(points: Bars, eventMs: number, intraday: boolean, dayEndMs: number): number | null {
  const t = points.t;
  let lo = 0;
  let hi = barCount(points);
  // First index with a stamp > eventMs.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (t[mid]! <= eventMs) lo = mid + 1;
    else hi = mid;
  }
  if (intraday) return lo < t.length && t[lo]! <= dayEndMs ? t[lo]! : null;
  return lo > 0 ? t[lo - 1]! : null;
}

/**
 * Corporate events in the window, each placed on the chart point it belongs to. Announced events
 * still to come (dividends a year ahead) are left out: the chart shows what happened.
 */
export async function enrichPoints(
  db: Db,
  instrumentId: number,
  w: ChartWindow,
  points: Bars,
): Promise<EnrichPoint[]> {
  if (barCount(points) === 0) return [];
  const rows = await queryRows<EventRow>(
    db,
    sql`select day::text as day, event, change::float8 as change, dividend_amount::float8 as dividend_amount,
          dividend_currency
        from corporate_events
        where instrument_id = ${instrumentId} and day >= ${w.fromDay}::date
          and day <= ${w.toDay < w.today ? w.toDay : w.today}::date
        order by day, id`,
  );
  const out: EnrichPoint[] = [];
  for (const r of rows) {
    const eventTimestamp = dayStamp(r.day);
    const timestamp = pointOf(points, eventTimestamp, w.intraday, eventTimestamp + 86_400_000);
    if (timestamp === null) continue;
    out.push({
      event: r.event,
      eventTimestamp,
      timestamp,
      change: r.change === null ? null : Number(r.change),
      dividendAmount: r.dividend_amount === null ? null : Number(r.dividend_amount),
      dividendCurrency: r.dividend_currency?.trim() ?? null,
    });
  }
  return out;
}
