import { sql } from 'drizzle-orm';
import { FIXED_PERIODS, addDays, periodFromDate, roundTo, type FixedPeriod } from '@broker/domain';
import type { Db } from '../db/database';
import { localDay } from '../market/sessions';
import { TtlCache } from '../platform/ttl-cache';
import { queryRows } from './db-rows';
import { splitDivisorSql, splitsInEffectOf } from './split-adjusted';
import type { ChartInstrument } from './instrument';

/** One fixed period's numbers, from the daily bars (and the latest minute bar for today). */
export interface PeriodStats {
  period: FixedPeriod;
  fromDay: string;
  /** The close before the period, or null when the history does not reach before it. */
  base: number | null;
  last: number | null;
  high: number | null;
  low: number | null;
  turnover: number | null;
  /** Daily bars inside the period. */
  bars: number;
}

export interface ReturnsSummary {
  periods: PeriodStats[];
  firstDay: string | null;
  hasMinuteBars: boolean;
}

interface Row {
  period: FixedPeriod;
  from_day: string;
  base: number | null;
  high: number | null;
  low: number | null;
  turnover: number | null;
  bars: number;
  last: number | null;
  last_day: string | null;
  first_day: string | null;
  minute_close: number | null;
  minute_at: number | null;
}

/**
 * Period statistics change when a minute bar or a daily bar is written, at most once a minute; the
 * chart asks for them with every series request. Kept for a second per instrument and minute (as
 * the account reads are, READ_CACHE_MS), per database.
 */
const STATS_TTL_MS = 1000;
const statsCaches = new WeakMap<Db, TtlCache<string, ReturnsSummary>>();

export function cachedPeriodStats(
  db: Db,
  instrument: ChartInstrument,
  today: string,
  now: number,
): Promise<ReturnsSummary> {
  let cache = statsCaches.get(db);
  if (!cache) statsCaches.set(db, (cache = new TtlCache(STATS_TTL_MS)));
  const key = `${instrument.instrumentId}:${today}:${Math.floor(now / 60_000)}`;
  return cache.getOrLoad(key, () => periodStats(db, instrument, today, now));
}

/**
 * Every fixed period in one statement: for each period's first day, the close before it and the
 * period's high, low and turnover (an index range scan per period on the daily bars' primary key).
 * DAY_1 is the latest trading day: its first day is the latest daily bar's, unless a session has
 * minute bars after it (trading today), in which case the latest minute close is the last price.
 */
export async function periodStats(
  db: Db,
  instrument: ChartInstrument,
  today: string,
  now: number,
): Promise<ReturnsSummary> {
  const id = instrument.instrumentId;
  const periods = FIXED_PERIODS.filter((p) => p !== 'DAY_1');
  const froms = periods.map((p) => periodFromDate(p, today));
  // On today's basis: a bar before a split in effect divided by its factor, to the bars' four
  // decimals as the chart's adjusted bars are (chart/split-adjusted.ts).
  const splits = await splitsInEffectOf(db, [id], today);
  const divisor = splitDivisorSql(splits, sql`${id}::int`, sql`daily_bars.day`);
  const rows = await queryRows<Row>(
    db,
    sql`with last_bar as (
          select day, round((close / ${divisor})::numeric, 4) as close from daily_bars where instrument_id = ${id} and day <= ${today}::date
          order by day desc limit 1
        ),
        last_minute as (
          select close, at from minute_bars
          where instrument_id = ${id} and at <= ${new Date(now).toISOString()}::timestamptz
          order by at desc limit 1
        ),
        p as (
          select * from unnest(${`{DAY_1,${periods.join(',')}}`}::text[],
                               ${`{${[today, ...froms].join(',')}}`}::date[]) as p(period, from_day)
        )
        select p.period, p.from_day::text as from_day, b.base, a.high, a.low, a.turnover, a.bars,
               (select close::float8 from last_bar) as last,
               (select day::text from last_bar) as last_day,
               (select min(day)::text from daily_bars where instrument_id = ${id}) as first_day,
               (select close::float8 from last_minute) as minute_close,
               (select (extract(epoch from at) * 1000)::float8 from last_minute) as minute_at
        from p
        left join lateral (
          select round((close / ${divisor})::numeric, 4)::float8 as base from daily_bars
          where instrument_id = ${id}
            and day < case when p.period = 'DAY_1' then coalesce((select day from last_bar), p.from_day) else p.from_day end
          order by day desc limit 1
        ) b on true
        left join lateral (
          select round(max(high / ${divisor})::numeric, 4)::float8 as high,
                 round(min(low / ${divisor})::numeric, 4)::float8 as low,
                 sum(close * volume)::float8 as turnover, count(*)::int as bars
          from daily_bars
          where instrument_id = ${id} and day <= ${today}::date
            and day >= case when p.period = 'DAY_1' then coalesce((select day from last_bar), p.from_day) else p.from_day end
        ) a on true`,
  );
  const first = rows[0];
  const lastDay = first?.last_day ?? null;
  const minuteDay = first?.minute_at == null ? null : localDay(instrument.timeZone, Number(first.minute_at));
  // A session with minute bars after the last daily bar is today's, still without its daily bar.
  const live = minuteDay !== null && (lastDay === null || minuteDay > lastDay);
  const last = live ? Number(first!.minute_close) : first?.last == null ? null : Number(first.last);
  rows.sort((a, b) => FIXED_PERIODS.indexOf(a.period) - FIXED_PERIODS.indexOf(b.period));
  return {
    firstDay: first?.first_day ?? null,
    hasMinuteBars: minuteDay !== null,
    periods: rows.map((r) => {
      const isDay1 = r.period === 'DAY_1';
      const base = isDay1 && live ? (first?.last ?? null) : r.base;
      return {
        period: r.period,
        fromDay: isDay1 ? (live ? minuteDay! : (lastDay ?? r.from_day)) : r.from_day,
        base: base === null ? null : Number(base),
        last,
        high: isDay1 && live ? null : r.high === null ? null : Number(r.high),
        low: isDay1 && live ? null : r.low === null ? null : Number(r.low),
        turnover: instrument.isFund || r.turnover === null ? null : Number(r.turnover),
        bars: Number(r.bars),
      };
    }),
  };
}

/** Performance in percent, 4 decimals; null without both prices. */
export function performance(s: PeriodStats): number | null {
  if (s.base === null || s.last === null || s.base === 0) return null;
  return roundTo(((s.last - s.base) / s.base) * 100, 4).toNumber();
}

/** Change per unit in the instrument currency, prices to 4 decimals. */
export function returnAmount(s: PeriodStats): number | null {
  if (s.base === null || s.last === null) return null;
  return roundTo(s.last - s.base, 4).toNumber();
}

/**
 * Fixed periods the chart can offer: a period with bars in it whose history reaches (within a week,
 * for weekends and holidays) back to its first day, so a period longer than the history does not
 * show up as a copy of ALL. ALL is offered whenever there is any history. DAY_1 needs minute bars,
 * so funds, priced once a day, never get it.
 */
export function availablePeriods(summary: ReturnsSummary, instrument: ChartInstrument): FixedPeriod[] {
  const { firstDay } = summary;
  if (firstDay === null) return [];
  return summary.periods
    .filter((s) => {
      if (s.period === 'ALL') return true;
      if (s.period === 'DAY_1') return !instrument.isFund && summary.hasMinuteBars;
      return s.bars > 0 && firstDay <= addDays(s.fromDay, 7);
    })
    .map((s) => s.period);
}
