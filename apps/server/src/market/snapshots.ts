import { and, eq, sql } from 'drizzle-orm';
import { isCountryCode, type CountryCode } from '@broker/domain';
import type {
  DepthData,
  IndicatorData,
  PriceData,
  SubscriptionArgs,
  TradeData,
  TradingStatusData,
} from '@broker/contract';
import type { Db } from '../db/database';
import { indexConstituents, instruments, markets, tradables } from '../db/schema';
import { streamFor } from '../db/seed/random';
import type { SnapshotSource } from '../feed/snapshot-source';
import { TtlCache } from '../platform/ttl-cache';
import { systemTime, type MarketClock, type TimeSource } from './clock';
import { compact } from './compact';
import { cutoffAt, fundCountry } from './funds';
import { indexLevel } from './index-model';
import { countryOfIndicatorMarket } from './indicator-markets';
import { newsData, newsSource } from './news';
import { latestNewsOf } from './news-store';
import { depthData, newShareState, quote, vwapOf, type ShareState } from './tick-model';
import { fundPhase, tradingStatusData } from './trading-status';
import { dailyHistory, dayAggregates, resumeFrom } from './universe';
import { timeZoneOf } from './sessions';
import { adjustedBars, cachedSplits } from './splits';

/**
 * The current state of a key for a subscription's first frame and for the REST snapshots. The
 * process that simulates answers from the simulator's memory (`live`); every other process reads
 * the database: the day so far from the stored minute bars, the previous close from the daily
 * bars, the status from the clock, and a depth synthesised around the last price (depth is not
 * stored). Halts and the latest trade are known to the simulating process only.
 */

/** What the simulator offers; `Simulator` implements it. */
export interface LiveMarket {
  knows(m: number, i: string): boolean;
  priceOf(m: number, i: string): PriceData | undefined;
  depthOf(m: number, i: string): DepthData | undefined;
  tradeOf(m: number, i: string): TradeData | undefined;
  statusOf(m: number, i: string): TradingStatusData | undefined;
  indicatorOf(m: string, i: string): IndicatorData | undefined;
}

interface BookRow {
  instrumentId: number;
  groupType: string;
  currency: string;
  country: CountryCode;
}

type Snapshot = { known: boolean; state?: Record<string, unknown> };

/** Every key a subscription may name, read in one statement (see `knownKeys`). */
interface KnownKeys {
  /** `${marketId}:${identifier}` of every tradable. */
  books: Set<string>;
  /** `${country}:${symbol}` of every index. */
  indices: Set<string>;
}

/** Database answers may be this old; the first frames of many subscribers share one read. */
const DB_CACHE_MS = 1000;
const BOOK_CACHE_MS = 60_000;

export class MarketSnapshots implements SnapshotSource {
  /** Set while this process runs the simulator. */
  live: LiveMarket | undefined;
  private readonly books: TtlCache<string, BookRow | undefined>;
  private readonly answers: TtlCache<string, Snapshot>;
  private readonly catalogue: TtlCache<'all', KnownKeys>;

  constructor(
    private readonly db: Db,
    private readonly clock: MarketClock,
    private readonly seed: string,
    private readonly time: TimeSource = systemTime,
  ) {
    this.books = new TtlCache(BOOK_CACHE_MS, 10_000, () => this.time.now());
    this.answers = new TtlCache(DB_CACHE_MS, 10_000, () => this.time.now());
    this.catalogue = new TtlCache(BOOK_CACHE_MS, 1, () => this.time.now());
  }

  /**
   * The keys that exist, from one read shared by every subscription for a minute. A key outside it
   * is refused without touching the database: a socket naming thousands of keys that do not exist
   * would otherwise queue a lookup each on the one embedded connection and stall every request.
   */
  private knownKeys(): Promise<KnownKeys> {
    return this.catalogue.getOrLoad('all', async () => {
      const [books, indices] = await Promise.all([
        this.db.select({ m: tradables.marketId, i: tradables.identifier }).from(tradables),
        this.db
          .select({ symbol: instruments.symbol, country: markets.country })
          .from(instruments)
          .innerJoin(markets, eq(markets.marketId, instruments.marketId))
          .where(eq(instruments.groupType, 'IDX')),
      ]);
      return {
        books: new Set(books.map((r) => `${r.m}:${r.i}`)),
        indices: new Set(indices.map((r) => `${r.country.trim()}:${r.symbol}`)),
      };
    });
  }

  resolveInMemory(args: { t: 'price' | 'trading_status'; m: number; i: string }) {
    const live = this.live;
    if (!live?.knows(args.m, args.i)) return undefined;
    const state = args.t === 'price' ? live.priceOf(args.m, args.i) : live.statusOf(args.m, args.i);
    return state ? { state: { ...state } } : {};
  }

  async resolve(args: SubscriptionArgs): Promise<Snapshot> {
    if (args.t === 'news') return this.answers.getOrLoad(`news:${args.s}`, () => this.news(args.s));
    const live = this.live;
    if (args.t === 'indicator') {
      const state = live?.indicatorOf(args.m, args.i);
      if (state) return { known: true, state: { ...state } };
      return this.answers.getOrLoad(`indicator:${args.m}:${args.i}`, () =>
        this.indicatorFromDb(args.m, args.i),
      );
    }
    const { m, i } = args;
    if (live?.knows(m, i) !== true && !(await this.knownKeys()).books.has(`${m}:${i}`)) {
      return { known: false };
    }
    if (live?.knows(m, i)) {
      const state =
        args.t === 'price'
          ? live.priceOf(m, i)
          : args.t === 'depth'
            ? live.depthOf(m, i)
            : args.t === 'trade'
              ? live.tradeOf(m, i)
              : live.statusOf(m, i);
      return state ? { known: true, state: { ...state } } : { known: true };
    }
    return this.answers.getOrLoad(`${args.t}:${m}:${i}`, () => this.bookFromDb(args.t, m, i));
  }

  private book(m: number, i: string): Promise<BookRow | undefined> {
    return this.books.getOrLoad(`${m}:${i}`, async () => {
      const [row] = await this.db
        .select({
          instrumentId: instruments.instrumentId,
          groupType: instruments.groupType,
          currency: instruments.currency,
          country: markets.country,
        })
        .from(tradables)
        .innerJoin(instruments, eq(instruments.instrumentId, tradables.instrumentId))
        .innerJoin(markets, eq(markets.marketId, tradables.marketId))
        .where(and(eq(tradables.marketId, m), eq(tradables.identifier, i)));
      if (!row) return undefined;
      const country = row.country.trim();
      return { ...row, currency: row.currency.trim(), country: isCountryCode(country) ? country : 'SE' };
    });
  }

  private async bookFromDb(
    type: 'price' | 'depth' | 'trade' | 'trading_status',
    m: number,
    i: string,
  ): Promise<Snapshot> {
    const book = await this.book(m, i);
    if (!book) return { known: false };
    const now = this.time.now();
    const fund = book.groupType === 'FND';
    if (type === 'trading_status') {
      const country = fund ? fundCountry(book.currency) : book.country;
      const phase = fund ? fundPhase(this.clock, country, now) : this.clock.phase(country, now);
      return { known: true, state: { ...tradingStatusData(m, i, phase, false, now) } };
    }
    if (type === 'trade' || (type === 'depth' && book.groupType !== 'EQ')) return { known: true };
    if (fund) return { known: true, state: await this.fundPrice(m, i, book) };
    const state = await this.dayState(m, i, book, now);
    if (!state) return { known: true };
    if (type === 'depth') return { known: true, state: { ...depthData(state) } };
    return { known: true, state: this.priceFrom(state, book.groupType === 'EQ') };
  }

  /** The trading day so far, as the simulator would have resumed it, with synthesised quotes. */
  private async dayState(m: number, i: string, book: BookRow, now: number): Promise<ShareState | undefined> {
    const day = this.clock.sessionDay(book.country, now);
    const [history, today, splits] = await Promise.all([
      dailyHistory(this.db, [book.instrumentId], 3),
      dayAggregates(this.db, [book.instrumentId], day, timeZoneOf(book.country)),
      cachedSplits(this.db),
    ]);
    // On the day's basis, as the simulator resumes (market/splits.ts): after a split, the close
    // before it is divided by its factor, so the day's change is no fall of half.
    const bars = adjustedBars(history.get(book.instrumentId) ?? [], splits.get(book.instrumentId), day);
    const resume = resumeFrom(day, bars, today.get(book.instrumentId));
    if (!resume) return undefined;
    const params = {
      instrumentId: book.instrumentId,
      marketId: m,
      identifier: i,
      dailyVol: 0.016,
      avgDailyVolume: 0,
      tickIntervalMs: 0,
      spread: 0.001,
      meanTradeSize: 500,
    };
    const state = newShareState(params, resume, now);
    // Seeded by the last price, so every process shows the same book for the same price.
    quote(state, streamFor(this.seed, 'snapshot-depth', book.instrumentId, String(resume.last)), now);
    state.tickTimestamp = resume.tradeTimestamp ?? now;
    return state;
  }

  private priceFrom(s: ShareState, quotes: boolean): Record<string, unknown> {
    const bid = quotes ? s.bids[0] : undefined;
    const ask = quotes ? s.asks[0] : undefined;
    return compact({
      m: s.params.marketId,
      i: s.params.identifier,
      bid: bid?.price,
      ask: ask?.price,
      bid_volume: bid?.volume,
      ask_volume: ask?.volume,
      last: s.last,
      open: s.open,
      high: s.high,
      low: s.low,
      close: s.prevClose,
      vwap: quotes ? vwapOf(s) : undefined,
      turnover: quotes ? Math.round(s.turnover * 100) / 100 : undefined,
      turnover_volume: quotes ? s.turnoverVolume : undefined,
      tick_timestamp: s.tickTimestamp,
      trade_timestamp: quotes ? s.tradeTimestamp : undefined,
    } satisfies PriceData) as Record<string, unknown>;
  }

  private async fundPrice(m: number, i: string, book: BookRow): Promise<Record<string, unknown> | undefined> {
    const bars = (await dailyHistory(this.db, [book.instrumentId], 2)).get(book.instrumentId) ?? [];
    const last = bars[bars.length - 1];
    if (!last) return undefined;
    const previous = bars[bars.length - 2];
    return compact({
      m,
      i,
      last: last.close,
      close: previous?.close,
      tick_timestamp: cutoffAt(fundCountry(book.currency), last.day),
    } satisfies PriceData) as Record<string, unknown>;
  }

  private async indicatorFromDb(market: string, symbol: string): Promise<Snapshot> {
    const country = countryOfIndicatorMarket(market);
    if (!country) return { known: false };
    if (!(await this.knownKeys()).indices.has(`${country}:${symbol}`)) return { known: false };
    const [ix] = await this.db
      .select({ instrumentId: instruments.instrumentId })
      .from(instruments)
      .innerJoin(markets, eq(markets.marketId, instruments.marketId))
      .where(
        and(
          eq(instruments.groupType, 'IDX'),
          eq(instruments.symbol, symbol),
          sql`trim(${markets.country}) = ${country}`,
        ),
      );
    if (!ix) return { known: false };
    const now = this.time.now();
    const day = this.clock.sessionDay(country, now);
    const members = await this.db
      .select({ instrumentId: indexConstituents.instrumentId, weight: indexConstituents.weight })
      .from(indexConstituents)
      .where(eq(indexConstituents.indexId, ix.instrumentId));
    const ids = [ix.instrumentId, ...members.map((r) => r.instrumentId)];
    const [history, today, splits] = await Promise.all([
      dailyHistory(this.db, ids, 3),
      dayAggregates(this.db, ids, day, timeZoneOf(country)),
      cachedSplits(this.db),
    ]);
    const own = resumeFrom(day, history.get(ix.instrumentId) ?? [], today.get(ix.instrumentId));
    if (!own) return { known: true };
    const levels = members.flatMap((r) => {
      // Members on the day's basis, as the index chains them (market/splits.ts).
      const bars = adjustedBars(history.get(r.instrumentId) ?? [], splits.get(r.instrumentId), day);
      const share = resumeFrom(day, bars, today.get(r.instrumentId));
      return share ? [{ share, weight: Number(r.weight) }] : [];
    });
    const last = indexLevel(own.prevClose, levels);
    const state: IndicatorData = compact({
      m: market,
      i: symbol,
      last,
      high: own.high === undefined ? undefined : Math.max(own.high, last),
      low: own.low === undefined ? undefined : Math.min(own.low, last),
      close: own.prevClose,
      tick_timestamp: now,
    });
    return { known: true, state: { ...state } };
  }

  private async news(sourceId: number): Promise<Snapshot> {
    if (!newsSource(sourceId)) return { known: false };
    const item = await latestNewsOf(this.db, sourceId);
    return item ? { known: true, state: { ...newsData(item.id, item) } } : { known: true };
  }
}
