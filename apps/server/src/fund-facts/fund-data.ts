import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  addDays,
  addYears,
  FUND_PERIODS,
  fundPeriodStarts,
  periodReturn,
  RATING_YEARS,
  rateFunds,
  type FixedPeriod,
  type FundRating,
  type Nav,
} from '@broker/domain';
import type { Db } from '../db/database';
import { dailyBars, fundFacts, instruments } from '../db/schema';
import { notFound } from '../http/api-error';
import { TtlCache } from '../platform/ttl-cache';

/**
 * A fund's stored data read for its page and the screener: the instrument and fact sheet, its
 * NAVs (daily_bars closes), its returns by fund period and the ratings of all funds. The period
 * rules are the domain's (fund-facts/returns.ts); the NAVs they need are picked in one query, so
 * the screener's pass over every fund stays one round trip.
 */

export type FundRow = typeof instruments.$inferSelect;

/** The fund, or 404: UNKNOWN_INSTRUMENT when there is no such instrument, NOT_A_FUND for a share or index. */
export async function fundOrThrow(db: Db, instrumentId: number): Promise<FundRow> {
  const [row] = await db.select().from(instruments).where(eq(instruments.instrumentId, instrumentId));
  if (!row) throw notFound('UNKNOWN_INSTRUMENT', `Instrument ${instrumentId} was not found`);
  if (row.groupType !== 'FND') throw notFound('NOT_A_FUND', `Instrument ${instrumentId} is not a fund`);
  return row;
}

export async function factsOf(db: Db, instrumentId: number) {
  const [row] = await db.select().from(fundFacts).where(eq(fundFacts.instrumentId, instrumentId));
  return row;
}

/** The fund's NAVs up to `today`, oldest first. */
export async function navsOf(db: Db, instrumentId: number, today: string, from?: string): Promise<Nav[]> {
  const rows = await db
    .select({ day: dailyBars.day, nav: dailyBars.close })
    .from(dailyBars)
    .where(
      and(
        eq(dailyBars.instrumentId, instrumentId),
        lte(dailyBars.day, today),
        ...(from ? [gte(dailyBars.day, from)] : []),
      ),
    )
    .orderBy(asc(dailyBars.day));
  return rows;
}

export interface PeriodReturns {
  nav: string;
  navDay: string;
  periods: { period: FixedPeriod; from: string | null; value: string | null }[];
}

/**
 * Each fund's return over every fund period, by id (absent: no NAV at all). The latest NAV of each
 * fund first, then per period the start NAV the domain's rule names, both up to `today`.
 */
export async function fundPeriodReturnsOf(
  db: Db,
  ids: readonly number[],
  today: string,
): Promise<Map<number, PeriodReturns>> {
  const out = new Map<number, PeriodReturns>();
  if (ids.length === 0) return out;
  const { rows: lasts } = (await db.execute(sql`
    select distinct on (instrument_id) instrument_id, day::text as day, close::text as close
    from daily_bars
    where instrument_id = any(${`{${ids.join(',')}}`}::int[]) and day <= ${today}::date
    order by instrument_id, day desc`)) as unknown as {
    rows: { instrument_id: number; day: string; close: string }[];
  };
  // One (fund, start) pair per period; ALL (no start day, NULL) takes the first NAV.
  const pairIds: number[] = [];
  const pairStarts: string[] = [];
  for (const l of lasts) {
    for (const s of fundPeriodStarts(l.day)) {
      pairIds.push(Number(l.instrument_id));
      pairStarts.push(s.onOrBefore ?? 'NULL');
    }
  }
  const { rows: bases } = (await db.execute(sql`
    select p.ord, coalesce(b.day, f.day)::text as day, coalesce(b.close, f.close)::text as close
    from unnest(${`{${pairIds.join(',')}}`}::int[], ${`{${pairStarts.join(',')}}`}::date[])
      with ordinality as p(id, start, ord)
    left join lateral (
      select day, close from daily_bars where instrument_id = p.id and day <= p.start order by day desc limit 1
    ) b on p.start is not null
    left join lateral (
      select day, close from daily_bars where instrument_id = p.id order by day asc limit 1
    ) f on p.start is null
    order by p.ord`)) as unknown as {
    rows: { ord: number | string; day: string | null; close: string | null }[];
  };
  const n = FUND_PERIODS.length;
  lasts.forEach((l, f) => {
    const periods = FUND_PERIODS.map((period, k) => {
      const base = bases[f * n + k];
      // A start on the latest NAV's own day is no period (a fund with a single NAV).
      if (!base?.day || base.close === null || base.day === l.day) return { period, from: null, value: null };
      return { period, from: base.day, value: periodReturn(base.close, l.close) };
    });
    out.set(Number(l.instrument_id), { nav: l.close, navDay: l.day, periods });
  });
  return out;
}

const RATING_TTL_MS = 60_000;
const ratingCaches = new WeakMap<
  Db,
  TtlCache<string, { asOf: string | null; ratings: Map<number, FundRating> }>
>();

/** Every fund's rating at `today`, by id; NAVs change once a banking day, so kept a minute. */
export function fundRatings(db: Db, today: string) {
  let cache = ratingCaches.get(db);
  if (!cache) ratingCaches.set(db, (cache = new TtlCache(RATING_TTL_MS)));
  return cache.getOrLoad(today, async () => {
    const funds = await db
      .select({ id: instruments.instrumentId, category: instruments.sector, launch: fundFacts.launchDate })
      .from(instruments)
      .leftJoin(fundFacts, eq(fundFacts.instrumentId, instruments.instrumentId))
      .where(eq(instruments.groupType, 'FND'))
      .orderBy(asc(instruments.instrumentId));
    // Three years and a month back from today covers each fund's 36 months from its latest NAV; a
    // fund whose first NAV is inside that window is younger than three years and gets no rating.
    const from = addDays(addYears(today, -RATING_YEARS), -31);
    const ids = funds.map((f) => f.id);
    const rows = ids.length
      ? await db
          .select({ id: dailyBars.instrumentId, day: dailyBars.day, nav: dailyBars.close })
          .from(dailyBars)
          .where(
            and(inArray(dailyBars.instrumentId, ids), gte(dailyBars.day, from), lte(dailyBars.day, today)),
          )
          .orderBy(asc(dailyBars.instrumentId), asc(dailyBars.day))
      : [];
    const navs = new Map<number, Nav[]>();
    let asOf: string | null = null;
    for (const r of rows) {
      const list = navs.get(r.id) ?? [];
      list.push({ day: r.day, nav: r.nav });
      navs.set(r.id, list);
      if (asOf === null || r.day > asOf) asOf = r.day;
    }
    const ratings = rateFunds(
      funds.map((f) => ({
        id: f.id,
        category: f.category ?? '',
        navs: navs.get(f.id) ?? [],
        launchDate: f.launch,
      })),
    );
    return { asOf, ratings };
  });
}
