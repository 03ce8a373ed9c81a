import { sql } from 'drizzle-orm';
import {
  addDays,
  isCountryCode,
  localTimeToUtc,
  tradingDayOnOrBefore,
  tradingDaysBetween,
  type CountryCode,
} from '@broker/domain';
import type { Db } from '../db/database';
import { streamFor } from '../db/seed/random';
import type { MarketClock } from './clock';
import { localDay, timeZoneOf, timetable } from './sessions';
import { roundToTick } from './tick-size';
import { dailyHistory, dailyVolatility, dayAggregates, type DailyRow } from './universe';
import { adjustedBars, loadSplits, splitFactorOn } from './splits';

/**
 * Fills the trading days a stopped server missed in the daily history of shares and indices, so the
 * simulator continues from a history without gaps. A share's missing day is a lognormal step from
 * the previous close with the share's estimated daily volatility (a small overnight gap to the open,
 * the rest intraday), drawn from a stream keyed by (seed, instrument, day): every process and every
 * restart fills a day the same way. A day that has minute bars (the server stopped during it) is
 * rolled up from them instead. Indices are chain-linked from their members' bars like the live
 * index (index-model.ts). Existing bars are never touched.
 */

/** How far back a start fills in missing days; older gaps stay gaps. */
export const DAILY_BACKFILL_DAYS = 370;
/** The overnight gap at the open, as a fraction of the daily volatility (as in the tick model). */
const GAP_FRACTION = 0.3;
const VOLUME_DAYS = 20;

/** The latest trading day whose session is over at `now`: today once closed (market clock), else before today. */
export function lastCompletedTradingDay(clock: MarketClock, country: CountryCode, now: number): string {
  const today = localDay(timeZoneOf(country), now);
  if (clock.mode === 'market') {
    const tt = timetable(country, today);
    if (tt && tt.closeAt <= now) return today;
  }
  return tradingDayOnOrBefore(country, addDays(today, -1));
}

/** The trading days after `lastDay` up to `until`, at most the last DAILY_BACKFILL_DAYS calendar days. */
export function missingTradingDays(country: CountryCode, lastDay: string, until: string): string[] {
  const from = [addDays(lastDay, 1), addDays(until, -DAILY_BACKFILL_DAYS)].sort()[1] as string;
  return from > until ? [] : tradingDaysBetween(country, from, until);
}

export interface ShareWalk {
  instrumentId: number;
  dailyVol: number;
  avgDailyVolume: number;
}

/** One share's daily bars for `days`, a seeded random walk starting from `lastClose`. */
export function walkShare(
  seed: string,
  share: ShareWalk,
  lastClose: number,
  days: readonly string[],
): DailyRow[] {
  const out: DailyRow[] = [];
  let prev = lastClose;
  const vol = share.dailyVol;
  const intraday = vol * Math.sqrt(1 - GAP_FRACTION * GAP_FRACTION);
  for (const day of days) {
    const rng = streamFor(seed, 'daily-backfill', share.instrumentId, day);
    const open = roundToTick(prev * Math.exp(GAP_FRACTION * vol * rng.normal()));
    const close = roundToTick(open * Math.exp(-(intraday * intraday) / 2 + intraday * rng.normal()));
    const high = Math.max(
      open,
      close,
      roundToTick(Math.max(open, close) * Math.exp(Math.abs(rng.normal()) * vol * 0.4)),
    );
    const low = Math.min(
      open,
      close,
      roundToTick(Math.min(open, close) * Math.exp(-Math.abs(rng.normal()) * vol * 0.4)),
    );
    const volume = Math.max(1, Math.round(share.avgDailyVolume * Math.exp(0.4 * rng.normal() - 0.08)));
    out.push({ day, open, high, low, close, volume });
    prev = close;
  }
  return out;
}

export interface IndexMemberBars {
  weight: number;
  /** The member's bars, stored and backfilled, oldest first. */
  bars: readonly DailyRow[];
}

/** The member's close on or before `day`. */
function closeAsOf(bars: readonly DailyRow[], day: string): number | undefined {
  let close: number | undefined;
  for (const b of bars) {
    if (b.day > day) break;
    close = b.close;
  }
  return close ?? bars[0]?.open;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * An index's daily bars for `days`, chain-linked from `lastClose` on `lastDay`: each day's open,
 * high, low and close is the previous close times the weighted ratio of the members' open, high, low
 * and close to their own closes of the index's previous day.
 */
export function chainIndex(
  members: readonly IndexMemberBars[],
  lastDay: string,
  lastClose: number,
  days: readonly string[],
): DailyRow[] {
  const out: DailyRow[] = [];
  let prevDay = lastDay;
  let prev = lastClose;
  for (const day of days) {
    const sums = { open: 0, high: 0, low: 0, close: 0, weight: 0 };
    for (const m of members) {
      const base = closeAsOf(m.bars, prevDay);
      if (base === undefined || base <= 0) continue;
      const bar = m.bars.find((b) => b.day === day);
      const today = bar ?? { open: base, high: base, low: base, close: closeAsOf(m.bars, day) ?? base };
      sums.open += (m.weight * today.open) / base;
      sums.high += (m.weight * today.high) / base;
      sums.low += (m.weight * today.low) / base;
      sums.close += (m.weight * today.close) / base;
      sums.weight += m.weight;
    }
    const level = (x: number) => (sums.weight === 0 ? prev : round2((prev * x) / sums.weight));
    const open = level(sums.open);
    const close = level(sums.close);
    out.push({
      day,
      open,
      high: Math.max(open, close, level(sums.high)),
      low: Math.min(open, close, level(sums.low)),
      close,
      volume: null,
    });
    prevDay = day;
    prev = close;
  }
  return out;
}

type Rows<T> = { rows: T[] };

interface Book {
  instrumentId: number;
  groupType: string;
  country: CountryCode;
}

const textArray = (values: readonly (string | number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/**
 * Fills the missing trading days of every share and index up to its market's last completed
 * trading day, in one insert; returns the number of bars inserted.
 */
export async function backfillDailyBars(
  db: Db,
  clock: MarketClock,
  seed: string,
  now: number,
): Promise<number> {
  const { rows: bookRows } = (await db.execute(sql`
    select distinct on (t.instrument_id) t.instrument_id, i.group_type, m.country
    from tradables t
    join instruments i on i.instrument_id = t.instrument_id
    join markets m on m.market_id = t.market_id
    where i.group_type in ('EQ', 'IDX')
    order by t.instrument_id, t.market_id, t.id`)) as unknown as Rows<Record<string, string | number>>;
  const books: Book[] = bookRows
    .map((r) => ({
      instrumentId: Number(r.instrument_id),
      groupType: String(r.group_type).trim(),
      country: String(r.country).trim() as CountryCode,
    }))
    .filter((b) => isCountryCode(b.country));
  if (books.length === 0) return 0;

  const [history, splits] = await Promise.all([
    dailyHistory(
      db,
      books.map((b) => b.instrumentId),
    ),
    loadSplits(db),
  ]);
  const until = new Map<CountryCode, string>();
  for (const b of books) {
    if (!until.has(b.country)) until.set(b.country, lastCompletedTradingDay(clock, b.country, now));
  }
  const due = new Map<number, string[]>();
  for (const b of books) {
    const last = history.get(b.instrumentId)?.at(-1);
    if (!last) continue;
    const days = missingTradingDays(b.country, last.day, until.get(b.country) as string);
    if (days.length > 0) due.set(b.instrumentId, days);
  }
  if (due.size === 0) return 0;

  // Days the server stopped during have minute bars: roll those up rather than invent the day.
  const rolledUp = new Map<string, Map<number, DailyRow>>();
  const earliest = [...due.values()].map((d) => d[0] as string).sort()[0] as string;
  const { rows: span } = (await db.execute(sql`
    select extract(epoch from min(at)) * 1000 as first_at, extract(epoch from max(at)) * 1000 as last_at
    from minute_bars where at >= ${new Date(localTimeToUtc(addDays(earliest, -1), '00:00', 'Europe/Helsinki')).toISOString()}::timestamptz`)) as unknown as Rows<
    Record<string, string | number | null>
  >;
  const firstAt = span[0]?.first_at == null ? undefined : Number(span[0].first_at);
  const lastAt = span[0]?.last_at == null ? undefined : Number(span[0].last_at);
  if (firstAt !== undefined && lastAt !== undefined) {
    for (const country of until.keys()) {
      const tz = timeZoneOf(country);
      const ids = books
        .filter((b) => b.country === country && due.has(b.instrumentId))
        .map((b) => b.instrumentId);
      const days = [...new Set(ids.flatMap((id) => due.get(id) ?? []))].sort();
      for (const day of days) {
        const from = localTimeToUtc(day, '00:00', tz);
        const to = localTimeToUtc(addDays(day, 1), '00:00', tz);
        if (lastAt < from || firstAt >= to) continue;
        const wanted = ids.filter((id) => due.get(id)?.includes(day));
        for (const [id, agg] of await dayAggregates(db, wanted, day, tz)) {
          const byId = rolledUp.get(day) ?? new Map<number, DailyRow>();
          byId.set(id, {
            day,
            open: agg.open,
            high: agg.high,
            low: agg.low,
            close: agg.close,
            volume: agg.volume,
          });
          rolledUp.set(day, byId);
        }
      }
    }
  }

  const inserted: { instrumentId: number; row: DailyRow }[] = [];
  const merged = new Map<number, DailyRow[]>();
  for (const b of books.filter((x) => x.groupType === 'EQ')) {
    const bars = history.get(b.instrumentId) ?? [];
    const days = due.get(b.instrumentId);
    if (!days) {
      merged.set(b.instrumentId, bars);
      continue;
    }
    const shareSplits = splits.get(b.instrumentId);
    // The walk's volatility on one price basis; the stored bars stay as they traded.
    const basis = adjustedBars(bars, shareSplits, (bars.at(-1) as DailyRow).day);
    const volumes = basis.slice(-VOLUME_DAYS).map((r) => r.volume ?? 0);
    const walk: ShareWalk = {
      instrumentId: b.instrumentId,
      dailyVol: dailyVolatility(
        basis.map((r) => r.close),
        0.016,
      ),
      avgDailyVolume: Math.max(100, volumes.reduce((x, y) => x + y, 0) / Math.max(1, volumes.length)),
    };
    const rows: DailyRow[] = [];
    let prevClose = (bars.at(-1) as DailyRow).close;
    let pending: string[] = [];
    const flushWalk = () => {
      const walked = walkShare(seed, walk, prevClose, pending);
      rows.push(...walked);
      if (walked.length > 0) prevClose = (walked.at(-1) as DailyRow).close;
      pending = [];
    };
    for (const day of days) {
      const factor = splitFactorOn(shareSplits, day);
      if (factor !== 1) {
        // A split the server was down for: the walk goes on from the close on the new basis.
        flushWalk();
        prevClose = Math.round((prevClose / factor) * 1e4) / 1e4;
      }
      const rolled = rolledUp.get(day)?.get(b.instrumentId);
      if (!rolled) {
        pending.push(day);
        continue;
      }
      flushWalk();
      rows.push(rolled);
      prevClose = rolled.close;
    }
    flushWalk();
    for (const row of rows) inserted.push({ instrumentId: b.instrumentId, row });
    merged.set(b.instrumentId, [...bars, ...rows]);
  }

  const { rows: memberRows } = (await db.execute(
    sql`select index_id, instrument_id, weight from index_constituents`,
  )) as unknown as Rows<Record<string, string | number>>;
  for (const b of books.filter((x) => x.groupType === 'IDX')) {
    const days = due.get(b.instrumentId);
    const last = history.get(b.instrumentId)?.at(-1);
    if (!days || !last) continue;
    const members = memberRows
      .filter((r) => Number(r.index_id) === b.instrumentId)
      .map((r) => {
        const id = Number(r.instrument_id);
        const bars = merged.get(id) ?? [];
        // A member's split is no fall of the index: its bars on the basis of its latest one.
        return { weight: Number(r.weight), bars: adjustedBars(bars, splits.get(id), bars.at(-1)?.day ?? '') };
      })
      .filter((m) => m.bars.length > 0);
    let prevDay = last.day;
    let prevClose = last.close;
    let pending: string[] = [];
    const flushChain = () => {
      const chained = chainIndex(members, prevDay, prevClose, pending);
      for (const row of chained) inserted.push({ instrumentId: b.instrumentId, row });
      const end = chained.at(-1);
      if (end) [prevDay, prevClose] = [end.day, end.close];
      pending = [];
    };
    for (const day of days) {
      const rolled = rolledUp.get(day)?.get(b.instrumentId);
      if (!rolled) {
        pending.push(day);
        continue;
      }
      flushChain();
      inserted.push({ instrumentId: b.instrumentId, row: rolled });
      [prevDay, prevClose] = [day, rolled.close];
    }
    flushChain();
  }
  if (inserted.length === 0) return 0;

  const col = <T extends string | number | null>(f: (x: (typeof inserted)[number]) => T) =>
    textArray(inserted.map(f));
  const { rows: done } = (await db.execute(sql`
    insert into daily_bars (instrument_id, day, open, high, low, close, volume)
    select * from unnest(
      ${col((x) => x.instrumentId)}::int[], ${col((x) => x.row.day)}::date[],
      ${col((x) => x.row.open)}::numeric[], ${col((x) => x.row.high)}::numeric[],
      ${col((x) => x.row.low)}::numeric[], ${col((x) => x.row.close)}::numeric[],
      ${col((x) => (x.row.volume === null ? null : Math.round(x.row.volume)))}::bigint[])
    on conflict (instrument_id, day) do nothing
    returning 1 as one`)) as unknown as Rows<unknown>;
  return done.length;
}
