import { sql } from 'drizzle-orm';
import { dayStamp, defaultResolution, periodFromDate, type FixedPeriod } from '@broker/domain';
import type { CallReply, getSparkLines } from '@broker/contract';
import type { Db } from '../db/database';
import { localDay } from '../market/sessions';
import { intArray, queryRows } from './db-rows';
import { splitsInEffectOf } from './split-adjusted';

type SparkLines = CallReply<typeof getSparkLines>;

interface Row {
  instrument_id: number;
  day: string;
  close: number;
  /** A bucket's last day, whose close it is (the day itself for daily closes). */
  last_day?: string;
}

/**
 * Closing prices of many instruments in one query, for spark graphs. Daily closes, or for the long
 * periods the last close of each week or month (the period's default resolution, stamped with the
 * bucket's first day, as on the chart). Unlike the chart's series this aggregates in SQL: with up
 * to 50 instruments it saves sending ~50 times more rows than are drawn. DAY_1 is the last two
 * sessions' closes, because a spark line of one point draws nothing (spec 002 §2).
 * "Today" is Stockholm's day; unknown ids are skipped.
 */
export async function sparkLines(
  db: Db,
  ids: readonly number[],
  period: FixedPeriod,
  now: number,
): Promise<SparkLines> {
  const unique = [...new Set(ids)];
  const today = localDay('Europe/Stockholm', now);
  const resolution = defaultResolution(period, { isFund: false });
  const bucket =
    resolution === 'WEEK'
      ? 'week'
      : resolution === 'MONTH'
        ? 'month'
        : resolution === 'QUARTER'
          ? 'quarter'
          : null;
  const idList = intArray(unique);
  const rows =
    period === 'DAY_1'
      ? await queryRows<Row>(
          db,
          sql`select i.id as instrument_id, b.day::text as day, b.close::float8 as close
              from unnest(${idList}::int[]) as i(id)
              cross join lateral (
                select day, close from daily_bars where instrument_id = i.id and day <= ${today}::date
                order by day desc limit 2
              ) b
              order by i.id, b.day`,
        )
      : bucket === null
        ? await queryRows<Row>(
            db,
            sql`select instrument_id, day::text as day, close::float8 as close from daily_bars
                where instrument_id = any(${idList}::int[])
                  and day >= ${periodFromDate(period, today)}::date and day <= ${today}::date
                order by instrument_id, day`,
          )
        : await queryRows<Row>(
            db,
            sql`select instrument_id, min(day)::text as day, max(day)::text as last_day,
                       ((array_agg(close order by day desc))[1])::float8 as close
                from daily_bars
                where instrument_id = any(${idList}::int[])
                  and day >= ${periodFromDate(period, today)}::date and day <= ${today}::date
                group by instrument_id, date_trunc(${bucket}, day)
                order by instrument_id, min(day)`,
          );
  // On today's basis: a close before a split in effect divided by its factor (chart/split-adjusted.ts).
  const splits = await splitsInEffectOf(db, unique, today);
  const divisor = (id: number, day: string) =>
    (splits.get(id) ?? []).filter((s) => day < s.day).reduce((f, s) => f * s.factor, 1);
  const byId = new Map<number, { timeStamp: number; value: number }[]>();
  for (const r of rows) {
    const id = Number(r.instrument_id);
    let points = byId.get(id);
    if (!points) byId.set(id, (points = []));
    const f = divisor(id, r.last_day ?? r.day);
    const close = Number(r.close);
    points.push({ timeStamp: dayStamp(r.day), value: f === 1 ? close : Math.round((close / f) * 1e4) / 1e4 });
  }
  return unique.filter((id) => byId.has(id)).map((id) => ({ instrument_id: id, points: byId.get(id)! }));
}
