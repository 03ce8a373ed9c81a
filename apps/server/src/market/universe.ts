import { sql } from 'drizzle-orm';
import { addDays, isCountryCode, localTimeToUtc, type CountryCode } from '@broker/domain';
import type { Db } from '../db/database';
import { fxRates, indexConstituents, instruments, markets, tradables } from '../db/schema';
import { adjustedBars, loadSplits, type Split } from './splits';
import type { MarketClock } from './clock';
import { fundCountry, type FundModel } from './funds';
import { INDICATOR_MARKET } from './indicator-markets';
import { minuteOf, type MinuteBar } from './minute-bars';
import { timeZoneOf } from './sessions';
import { SESSION_MS, TRADE_PROBABILITY, type ShareParams, type ShareResume } from './tick-model';

/**
 * What the simulator starts from, read from the database: the exchanges, every share, index and
 * fund with its order book, parameters estimated from its stored history (daily volatility, volume,
 * liquidity), and where its current trading day stands, so the feed continues the stored history.
 */

export interface MarketInfo {
  marketId: number;
  mic: string;
  name: string;
  country: CountryCode;
  timeZone: string;
  indicatorMarket: string;
}

export interface ShareInfo {
  params: ShareParams;
  name: string;
  symbol: string;
  currency: string;
  country: CountryCode;
  resume: ShareResume;
  /** The stored bar of the current minute, when a restart falls within it. */
  openBar?: MinuteBar;
  /** Splits still to come, which the simulator applies as their day begins. */
  splits?: Split[];
}

export interface IndexInfo {
  instrumentId: number;
  marketId: number;
  identifier: string;
  symbol: string;
  country: CountryCode;
  indicatorMarket: string;
  members: { instrumentId: number; weight: number }[];
  /** `last`: the day's stored level, when its bars are stored (a finished day's close). */
  resume: { day: string; prevClose: number; last?: number; open?: number; high?: number; low?: number };
  openBar?: MinuteBar;
}

export interface FundInfo {
  instrumentId: number;
  marketId: number;
  identifier: string;
  currency: string;
  country: CountryCode;
  model: FundModel;
  /** The latest stored NAV and the one before it. */
  last: { day: string; nav: number } | undefined;
  previous: { day: string; nav: number } | undefined;
}

export interface Universe {
  markets: MarketInfo[];
  shares: ShareInfo[];
  indices: IndexInfo[];
  funds: FundInfo[];
}

/** History used for the estimates: about three months of trading days. */
const HISTORY_DAYS = 61;
const VOLUME_DAYS = 20;
const FASTEST_TICK_MS = 500;
const SLOWEST_TICK_MS = 5000;
const TIGHTEST_SPREAD = 0.0005;
const WIDEST_SPREAD = 0.005;

export interface DailyRow {
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
}

export interface DayAggregate {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  turnover: number;
  /** The day's latest stored bar; a restart within its minute carries on with it. */
  lastBar: { at: number; open: number; high: number; low: number; close: number; volume: number };
}

/** Standard deviation of daily log-returns, bounded to what listed shares and funds show. */
export function dailyVolatility(closes: readonly number[], fallback: number, floor = 0.005): number {
  const returns: number[] = [];
  for (let n = 1; n < closes.length; n++) {
    const a = closes[n - 1] as number;
    const b = closes[n] as number;
    if (a > 0 && b > 0) returns.push(Math.log(b / a));
  }
  if (returns.length < 10) return fallback;
  const mean = returns.reduce((x, y) => x + y, 0) / returns.length;
  const variance = returns.reduce((x, r) => x + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.min(0.08, Math.max(floor, Math.sqrt(variance)));
}

/**
 * The trading day's state from the stored history: previous close from the daily bars before the
 * day, the day so far from its minute bars (or its daily bar when the day is already complete).
 */
export function resumeFrom(
  day: string,
  bars: readonly DailyRow[],
  today: DayAggregate | undefined,
): ShareResume | undefined {
  const before = bars.filter((b) => b.day < day);
  const dayBar = bars.find((b) => b.day === day);
  const prevClose = before[before.length - 1]?.close ?? dayBar?.open ?? today?.open;
  if (prevClose === undefined) return undefined;
  if (today) {
    return {
      day,
      prevClose,
      last: today.close,
      open: today.open,
      high: today.high,
      low: today.low,
      turnover: today.turnover,
      turnoverVolume: today.volume,
      tradeTimestamp: today.lastBar.at,
    };
  }
  if (dayBar) {
    const volume = dayBar.volume ?? 0;
    return {
      day,
      prevClose,
      last: dayBar.close,
      open: dayBar.open,
      high: dayBar.high,
      low: dayBar.low,
      turnoverVolume: volume,
      turnover: (volume * (dayBar.high + dayBar.low + dayBar.close)) / 3,
    };
  }
  return { day, prevClose, last: prevClose };
}

/**
 * Liquidity sets the pace: the most traded share ticks every 0.5 s and quotes the tightest spread,
 * the least traded every 5 s with the widest, log-spaced by rank in between.
 */
export function shareParamsByLiquidity(
  shares: readonly {
    base: Omit<ShareParams, 'tickIntervalMs' | 'spread' | 'meanTradeSize'>;
    liquidity: number;
  }[],
  speed: number,
): ShareParams[] {
  const order = shares
    .map((s, n) => ({ n, liquidity: s.liquidity }))
    .sort((a, b) => b.liquidity - a.liquidity);
  const rank = new Map(order.map((o, r) => [o.n, r]));
  const last = Math.max(1, shares.length - 1);
  return shares.map((s, n) => {
    const x = (rank.get(n) ?? 0) / last;
    const tickIntervalMs = FASTEST_TICK_MS * (SLOWEST_TICK_MS / FASTEST_TICK_MS) ** x;
    const tradesPerDay = (SESSION_MS / (tickIntervalMs / speed)) * TRADE_PROBABILITY;
    return {
      ...s.base,
      tickIntervalMs,
      spread: TIGHTEST_SPREAD * (WIDEST_SPREAD / TIGHTEST_SPREAD) ** x,
      // Continuous trading carries about 85 % of the day's volume; the auctions the rest.
      meanTradeSize: Math.max(1, (0.85 * s.base.avgDailyVolume) / tradesPerDay),
    };
  });
}

type Rows<T> = { rows: T[] };

/** The last `limit` daily bars of each instrument, oldest first. */
export async function dailyHistory(
  db: Db,
  ids: readonly number[],
  limit = HISTORY_DAYS,
): Promise<Map<number, DailyRow[]>> {
  const out = new Map<number, DailyRow[]>();
  if (ids.length === 0) return out;
  const { rows } = (await db.execute(sql`
    select i.id as instrument_id, b.day::text as day, b.open, b.high, b.low, b.close, b.volume
    from unnest(${`{${ids.join(',')}}`}::int[]) as i(id)
    cross join lateral (
      select day, open, high, low, close, volume from daily_bars
      where instrument_id = i.id order by day desc limit ${limit}
    ) b
    order by i.id, b.day`)) as unknown as Rows<Record<string, string | number | null>>;
  for (const r of rows) {
    const id = Number(r.instrument_id);
    const list = out.get(id) ?? [];
    list.push({
      day: String(r.day),
      open: Number(r.open),
      high: Number(r.high),
      low: Number(r.low),
      close: Number(r.close),
      volume: r.volume === null ? null : Number(r.volume),
    });
    out.set(id, list);
  }
  return out;
}

/** Each instrument's minute bars of one local day, rolled up. */
export async function dayAggregates(
  db: Db,
  ids: readonly number[],
  day: string,
  timeZone: string,
): Promise<Map<number, DayAggregate>> {
  const out = new Map<number, DayAggregate>();
  if (ids.length === 0) return out;
  const from = new Date(localTimeToUtc(day, '00:00', timeZone)).toISOString();
  const to = new Date(localTimeToUtc(addDays(day, 1), '00:00', timeZone)).toISOString();
  const { rows } = (await db.execute(sql`
    select instrument_id,
           (array_agg(open order by at))[1] as open, max(high) as high, min(low) as low,
           (array_agg(close order by at desc))[1] as close, sum(volume) as volume,
           sum(volume * (high + low + close) / 3) as turnover,
           extract(epoch from max(at)) * 1000 as last_at,
           (array_agg(open order by at desc))[1] as last_open, (array_agg(high order by at desc))[1] as last_high,
           (array_agg(low order by at desc))[1] as last_low, (array_agg(volume order by at desc))[1] as last_volume
    from minute_bars
    where instrument_id = any(${`{${ids.join(',')}}`}::int[])
      and at >= ${from}::timestamptz and at < ${to}::timestamptz
    group by instrument_id`)) as unknown as Rows<Record<string, string | number>>;
  for (const r of rows) {
    out.set(Number(r.instrument_id), {
      open: Number(r.open),
      high: Number(r.high),
      low: Number(r.low),
      close: Number(r.close),
      volume: Number(r.volume),
      turnover: Number(r.turnover),
      lastBar: {
        at: Number(r.last_at),
        open: Number(r.last_open),
        high: Number(r.last_high),
        low: Number(r.last_low),
        close: Number(r.close),
        volume: Number(r.last_volume),
      },
    });
  }
  return out;
}

export async function loadUniverse(
  db: Db,
  clock: MarketClock,
  now: number,
  speed: number,
): Promise<Universe> {
  const [marketRows, bookRows, memberRows, fxRows] = await Promise.all([
    db.select().from(markets),
    db
      .select({
        instrumentId: instruments.instrumentId,
        groupType: instruments.groupType,
        name: instruments.name,
        symbol: instruments.symbol,
        currency: instruments.currency,
        marketId: tradables.marketId,
        identifier: tradables.identifier,
      })
      .from(tradables)
      .innerJoin(instruments, sql`${instruments.instrumentId} = ${tradables.instrumentId}`)
      .orderBy(tradables.marketId, tradables.id),
    db.select().from(indexConstituents),
    db.select().from(fxRates),
  ]);
  const sekPerUnit = new Map(fxRows.map((r) => [r.currency.trim(), Number(r.sekPerUnit)]));
  const marketById = new Map(marketRows.map((m) => [m.marketId, m]));
  const exchangeIds = new Set(
    bookRows.filter((b) => b.groupType === 'EQ' || b.groupType === 'IDX').map((b) => b.marketId),
  );
  const exchanges: MarketInfo[] = marketRows
    .filter((m) => exchangeIds.has(m.marketId) && isCountryCode(m.country.trim()))
    .map((m) => {
      const country = m.country.trim() as CountryCode;
      return {
        marketId: m.marketId,
        mic: m.mic,
        name: m.name,
        country,
        timeZone: timeZoneOf(country),
        indicatorMarket: INDICATOR_MARKET[country],
      };
    });
  const exchangeById = new Map(exchanges.map((m) => [m.marketId, m]));
  // One order book per instrument: the first listing (lowest tradable id) is the one simulated.
  const seen = new Set<number>();
  const books = bookRows.filter((b) => !seen.has(b.instrumentId) && seen.add(b.instrumentId));
  const [history, splits] = await Promise.all([
    dailyHistory(
      db,
      books.map((b) => b.instrumentId),
    ),
    loadSplits(db),
  ]);

  const todays = new Map<number, DayAggregate>();
  for (const m of exchanges) {
    const ids = books.filter((b) => b.marketId === m.marketId).map((b) => b.instrumentId);
    const day = clock.sessionDay(m.country, now);
    for (const [id, agg] of await dayAggregates(db, ids, day, m.timeZone)) todays.set(id, agg);
  }

  const openBar = (instrumentId: number): MinuteBar | undefined => {
    const bar = todays.get(instrumentId)?.lastBar;
    return bar && bar.at === minuteOf(now) ? { instrumentId, ...bar } : undefined;
  };

  const shareBases: {
    base: Omit<ShareParams, 'tickIntervalMs' | 'spread' | 'meanTradeSize'>;
    liquidity: number;
  }[] = [];
  const shareRest: Omit<ShareInfo, 'params'>[] = [];
  const indices: IndexInfo[] = [];
  const funds: FundInfo[] = [];
  for (const b of books) {
    const bars = history.get(b.instrumentId) ?? [];
    const currency = b.currency.trim();
    const market = exchangeById.get(b.marketId);
    if (b.groupType === 'EQ' && market) {
      const day = clock.sessionDay(market.country, now);
      const shareSplits = splits.get(b.instrumentId);
      // On the basis of today: the splits in effect divide the older bars.
      const bars = adjustedBars(history.get(b.instrumentId) ?? [], shareSplits, day);
      const resume = resumeFrom(day, bars, todays.get(b.instrumentId));
      if (!resume) continue;
      const volumes = bars.slice(-VOLUME_DAYS).map((r) => r.volume ?? 0);
      const avgDailyVolume = Math.max(100, volumes.reduce((x, y) => x + y, 0) / Math.max(1, volumes.length));
      shareBases.push({
        base: {
          instrumentId: b.instrumentId,
          marketId: b.marketId,
          identifier: b.identifier,
          dailyVol: dailyVolatility(
            bars.map((r) => r.close),
            0.016,
          ),
          avgDailyVolume,
        },
        liquidity: avgDailyVolume * resume.prevClose * (sekPerUnit.get(currency) ?? 1),
      });
      shareRest.push({
        name: b.name,
        symbol: b.symbol,
        currency,
        country: market.country,
        resume,
        openBar: openBar(b.instrumentId),
        splits: (shareSplits ?? []).filter((x) => x.day > day),
      });
    } else if (b.groupType === 'IDX' && market) {
      const resume = resumeFrom(clock.sessionDay(market.country, now), bars, todays.get(b.instrumentId));
      if (!resume) continue;
      indices.push({
        instrumentId: b.instrumentId,
        marketId: b.marketId,
        identifier: b.identifier,
        symbol: b.symbol,
        country: market.country,
        indicatorMarket: market.indicatorMarket,
        members: memberRows
          .filter((r) => r.indexId === b.instrumentId)
          .map((r) => ({ instrumentId: r.instrumentId, weight: Number(r.weight) })),
        resume: {
          day: resume.day,
          prevClose: resume.prevClose,
          last: resume.last,
          open: resume.open,
          high: resume.high,
          low: resume.low,
        },
        openBar: openBar(b.instrumentId),
      });
    } else if (b.groupType === 'FND' && marketById.has(b.marketId)) {
      const last = bars[bars.length - 1];
      const previous = bars[bars.length - 2];
      funds.push({
        instrumentId: b.instrumentId,
        marketId: b.marketId,
        identifier: b.identifier,
        currency,
        country: fundCountry(currency),
        model: {
          instrumentId: b.instrumentId,
          dailyVol: dailyVolatility(
            bars.map((r) => r.close),
            0.008,
            0.0002,
          ),
          // Euro fund NAVs are quoted with four decimals, the others with two.
          decimals: currency === 'EUR' ? 4 : 2,
        },
        last: last ? { day: last.day, nav: last.close } : undefined,
        previous: previous ? { day: previous.day, nav: previous.close } : undefined,
      });
    }
  }
  const params = shareParamsByLiquidity(shareBases, speed);
  const shares: ShareInfo[] = shareRest.map((rest, n) => ({ ...rest, params: params[n] as ShareParams }));
  return { markets: exchanges, shares, indices, funds };
}
