import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { dailyBars, minuteBars, tradingNotices } from '../db/schema';
import type { MinuteBar } from './minute-bars';
import type { NewsItem } from './news';
import { insertNews } from './news-store';

/**
 * The simulator's writes. The loop only enqueues; one chain of promises runs the writes in order
 * (minute bars before the daily bar built from them) off the hot path, and bars that pile up while
 * a write runs go out together in the next statement. A failed write is logged and dropped: the
 * feed must go on, and every write is an upsert that a later run can repeat.
 */

export interface MarketLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface NavRow {
  instrumentId: number;
  day: string;
  nav: number;
}

export interface TradingNoticeRow {
  marketId: number;
  /** Null for the whole market. */
  instrumentId: number | null;
  notice: 'HALTED' | 'RESUMED' | 'OPENING_AUCTION' | 'CLOSING_AUCTION';
  at: number;
}

export interface MarketWriter {
  minuteBars(bars: readonly MinuteBar[]): void;
  /** The day's daily bar of each instrument from its minute bars in [from, to). */
  dailyBarsFromMinutes(instrumentIds: readonly number[], day: string, from: number, to: number): void;
  /** A NAV is written once; a second write of the same day keeps the first. */
  fundNavs(rows: readonly NavRow[]): void;
  /** Resolves with the ids of the stored items, in order. */
  news(items: readonly NewsItem[]): Promise<number[]>;
  /** Trading-status notices (an order book halted or resumed, a market's auction), for the news page. */
  tradingNotices(rows: readonly TradingNoticeRow[]): void;
  /** Resolves when everything enqueued so far has been attempted. */
  flush(): Promise<void>;
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export function createMarketWriter(db: Db, log: MarketLog): MarketWriter {
  let chain: Promise<unknown> = Promise.resolve();
  let pendingBars: MinuteBar[] = [];
  let barsQueued = false;

  const enqueue = <T>(what: string, job: () => Promise<T>): Promise<T | undefined> => {
    const run = chain.then(job).catch((error: unknown) => {
      log.error({ err: error, what }, 'market data write failed');
      return undefined;
    });
    chain = run;
    return run;
  };

  const writeBars = async () => {
    barsQueued = false;
    const bars = pendingBars;
    pendingBars = [];
    if (bars.length === 0) return;
    await db
      .insert(minuteBars)
      .values(
        bars.map((b) => ({
          instrumentId: b.instrumentId,
          at: new Date(b.at),
          open: String(b.open),
          high: String(b.high),
          low: String(b.low),
          close: String(b.close),
          volume: b.volume,
        })),
      )
      .onConflictDoUpdate({
        target: [minuteBars.instrumentId, minuteBars.at],
        set: {
          open: sql`excluded.open`,
          high: sql`excluded.high`,
          low: sql`excluded.low`,
          close: sql`excluded.close`,
          volume: sql`excluded.volume`,
        },
      });
  };

  return {
    minuteBars(bars) {
      if (bars.length === 0) return;
      pendingBars.push(...bars);
      if (!barsQueued) {
        barsQueued = true;
        void enqueue('minute bars', writeBars);
      }
    },

    dailyBarsFromMinutes(instrumentIds, day, from, to) {
      if (instrumentIds.length === 0) return;
      // Bars still waiting are in a write queued before this one, so the aggregate sees the day's last minute.
      void enqueue('daily bars', () =>
        db.execute(sql`
          insert into daily_bars (instrument_id, day, open, high, low, close, volume)
          select instrument_id, ${day}::date,
                 (array_agg(open order by at))[1], max(high), min(low),
                 (array_agg(close order by at desc))[1], sum(volume)::bigint
          from minute_bars
          where instrument_id = any(${intArray(instrumentIds)})
            and at >= ${new Date(from).toISOString()}::timestamptz and at < ${new Date(to).toISOString()}::timestamptz
          group by instrument_id
          on conflict (instrument_id, day) do update
            set open = excluded.open, high = excluded.high, low = excluded.low,
                close = excluded.close, volume = excluded.volume`),
      );
    },

    fundNavs(rows) {
      if (rows.length === 0) return;
      void enqueue('fund NAVs', () =>
        db
          .insert(dailyBars)
          .values(
            rows.map((r) => {
              const nav = String(r.nav);
              return {
                instrumentId: r.instrumentId,
                day: r.day,
                open: nav,
                high: nav,
                low: nav,
                close: nav,
                volume: null,
              };
            }),
          )
          .onConflictDoNothing(),
      );
    },

    async news(items) {
      return (await enqueue('news', () => insertNews(db, items))) ?? [];
    },

    tradingNotices(rows) {
      if (rows.length === 0) return;
      void enqueue('trading notices', () =>
        db.insert(tradingNotices).values(rows.map((r) => ({ ...r, at: new Date(r.at) }))),
      );
    },

    async flush() {
      await chain;
    },
  };
}
