import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { TtlCache } from '../platform/ttl-cache';
import type { DailyRow } from './universe';
import type { ShareState } from './tick-model';

/**
 * A split changes the share's price basis from its day: 2 for 1 halves every price. The market
 * follows it in three places, so that a holding's value (twice the shares at half the price) does
 * not move: the running simulator divides its reference prices as the split's day begins; a
 * restarted one resumes from stored bars adjusted for the splits already in effect; the backfill of
 * days the server missed divides its walk from the split's day. The stored bars stay as they
 * traded (the ledger's quantities before the split belong to those prices); only the derived
 * figures (the reference close, the volatility) read them adjusted.
 */

export interface Split {
  day: string;
  /** New shares per old share: 2 for a 2-for-1 split, 0.1 for a 1-for-10 reverse split. */
  factor: number;
}

export type Splits = ReadonlyMap<number, readonly Split[]>;

/** Every split of the corporate events, by share, oldest first. */
export async function loadSplits(db: Db): Promise<Map<number, Split[]>> {
  const { rows } = (await db.execute(
    sql`select instrument_id, day::text as day, split_from, split_to from corporate_events
        where split_to is not null and split_from is not null order by instrument_id, day`,
  )) as unknown as { rows: { instrument_id: number; day: string; split_from: number; split_to: number }[] };
  const out = new Map<number, Split[]>();
  for (const r of rows) {
    const list = out.get(Number(r.instrument_id)) ?? [];
    list.push({ day: String(r.day), factor: Number(r.split_to) / Number(r.split_from) });
    out.set(Number(r.instrument_id), list);
  }
  return out;
}

/**
 * The splits as readers outside the simulator use them (snapshots, the chart), kept half a
 * minute per database: a split is announced weeks before its day.
 */
const SPLITS_TTL_MS = 30_000;
const splitCaches = new WeakMap<Db, TtlCache<'splits', Map<number, Split[]>>>();

export function cachedSplits(db: Db): Promise<ReadonlyMap<number, readonly Split[]>> {
  let cache = splitCaches.get(db);
  if (!cache) splitCaches.set(db, (cache = new TtlCache(SPLITS_TTL_MS)));
  return cache.getOrLoad('splits', () => loadSplits(db));
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

/** The factor of the splits that take effect on `day` (1: none). */
export function splitFactorOn(splits: readonly Split[] | undefined, day: string): number {
  return (splits ?? []).filter((s) => s.day === day).reduce((f, s) => f * s.factor, 1);
}

/**
 * The bars as they would have traded on the basis in effect on `asOf`: each bar before a split
 * whose day is on or before `asOf` divided by its factor (volumes multiplied).
 */
export function adjustedBars(
  bars: readonly DailyRow[],
  splits: readonly Split[] | undefined,
  asOf: string,
): DailyRow[] {
  const inEffect = (splits ?? []).filter((s) => s.day <= asOf);
  if (inEffect.length === 0) return [...bars];
  return bars.map((b) => {
    const f = inEffect.filter((s) => b.day < s.day).reduce((x, s) => x * s.factor, 1);
    if (f === 1) return b;
    return {
      ...b,
      open: round4(b.open / f),
      high: round4(b.high / f),
      low: round4(b.low / f),
      close: round4(b.close / f),
      volume: b.volume === null ? null : Math.round(b.volume * f),
    };
  });
}

/** A running share's reference prices on the new basis, as the split's day begins (after its roll). */
export function applySplit(s: ShareState, factor: number): void {
  if (factor === 1) return;
  s.prevClose = round4(s.prevClose / factor);
  s.last = round4(s.last / factor);
  s.fair = s.fair / factor;
  // The old book is of old prices: the next quote builds it again around the new fair price.
  s.bids = [];
  s.asks = [];
}

/**
 * In SQL, a stored close of the day `day` (a qualified date expression) of the instrument
 * `instrumentId`, on the basis of the splits already booked on the holdings (`booked_at` set by the
 * corporate-event job): divided by their factors, to the stored prices' four decimals. Valuations
 * read prices this way so that a holding doubled by a 2-for-1 split is never worth twice as much
 * at yesterday's close in the hours before the split day's first trade.
 */
export function closeOnBookedBasis(close: SQL, instrumentId: SQL, day: SQL): SQL {
  return sql`round((${close} / coalesce((select exp(sum(ln(e.split_to::numeric / e.split_from)))
              from corporate_events e
              where e.instrument_id = ${instrumentId} and e.split_to is not null and e.split_from is not null
                and e.booked_at is not null and e.day > ${day}), 1))::numeric, 4)`;
}
