import { sql, type SQL } from 'drizzle-orm';
import { dayStamp, localTimeToUtc } from '@broker/domain';
import type { Db } from '../db/database';
import { cachedSplits, type Split } from '../market/splits';
import type { Bars } from './bars';

/**
 * Prices as a customer compares them across a split (issue 14): the chart, its period figures and
 * the spark lines show the history on today's basis, every bar before a split in effect divided by
 * its factor (volumes multiplied), as exchanges' and brokers' charts do, so a 2-for-1 split is no
 * fall of half. The stored bars stay as they traded: the ledger's quantities before the split
 * belong to them, and own capital values those quantities at those prices (market/splits.ts).
 */

/** The share's splits that have taken effect by `today` (its day has begun). */
export async function splitsInEffect(db: Db, instrumentId: number, today: string): Promise<Split[]> {
  return ((await cachedSplits(db)).get(instrumentId) ?? []).filter((s) => s.day <= today);
}

/** The splits in effect by `today` of each of the instruments that have any. */
export async function splitsInEffectOf(
  db: Db,
  instrumentIds: readonly number[],
  today: string,
): Promise<Map<number, Split[]>> {
  const out = new Map<number, Split[]>();
  for (const id of instrumentIds) {
    const splits = await splitsInEffect(db, id, today);
    if (splits.length > 0) out.set(id, splits);
  }
  return out;
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

/**
 * The bars on the basis after the splits: a bar stamped before a split's start is divided by its
 * factor. `startOf` gives the epoch ms a split's day begins in the bars' own stamps (the UTC day
 * stamp for daily bars, the local midnight for minute bars). New arrays; none when nothing changes.
 */
export function adjustBars(bars: Bars, splits: readonly Split[], startOf: (day: string) => number): Bars {
  if (splits.length === 0) return bars;
  const starts = splits.map((s) => ({ at: startOf(s.day), factor: s.factor }));
  const n = bars.t.length;
  if (n === 0 || bars.t[0]! >= Math.max(...starts.map((s) => s.at))) return bars;
  const out: Bars = {
    t: bars.t,
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: bars.volume === null ? null : new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    let f = 1;
    for (const s of starts) if (bars.t[i]! < s.at) f *= s.factor;
    out.open[i] = f === 1 ? bars.open[i]! : round4(bars.open[i]! / f);
    out.high[i] = f === 1 ? bars.high[i]! : round4(bars.high[i]! / f);
    out.low[i] = f === 1 ? bars.low[i]! : round4(bars.low[i]! / f);
    out.close[i] = f === 1 ? bars.close[i]! : round4(bars.close[i]! / f);
    if (out.volume) out.volume[i] = Math.round(bars.volume![i]! * f);
  }
  return out;
}

/** Daily bars (stamped at the day's UTC midnight) on today's basis. */
export const adjustDailyBars = (bars: Bars, splits: readonly Split[]) => adjustBars(bars, splits, dayStamp);

/** Minute bars (epoch ms) on today's basis: a split's day begins at midnight in the market's zone. */
export const adjustMinuteBars = (bars: Bars, splits: readonly Split[], timeZone: string) =>
  adjustBars(bars, splits, (day) => localTimeToUtc(day, '00:00', timeZone));

/**
 * In SQL, what a bar of the day `day` (a date expression, qualified: `daily_bars.day`) of the
 * instrument `instrumentId` (an integer expression) is divided by: the product of the factors of the splits after it. The plain
 * `1` when none of the instruments has a split in effect, so the usual query stays as it was.
 */
export function splitDivisorSql(
  splits: ReadonlyMap<number, readonly Split[]>,
  instrumentId: SQL,
  day: SQL,
): SQL {
  const rows = [...splits].flatMap(([id, list]) => list.map((s) => ({ id, ...s })));
  if (rows.length === 0) return sql`1`;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.day}::date, ${r.factor}::float8)`),
    sql`, `,
  );
  return sql`(select coalesce(exp(sum(ln(s.split_factor))), 1)
              from (values ${values}) as s(split_instrument, split_day, split_factor)
              where s.split_instrument = ${instrumentId} and s.split_day > ${day})`;
}
