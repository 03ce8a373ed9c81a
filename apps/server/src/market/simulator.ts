import { applySplit, splitFactorOn } from './splits';
import {
  subscriptionKey,
  type DepthData,
  type IndicatorData,
  type LiveType,
  type PriceData,
  type TradeData,
  type TradingStatusData,
} from '@broker/contract';
import { addDays, localTimeToUtc, utcOffsetMinutes, type CountryCode } from '@broker/domain';
import { streamFor, type Rng } from '../db/seed/random';
import type { Bus } from '../feed/bus';
import type { MarketClock } from './clock';
import { compact } from './compact';
import { EventQueue } from './event-queue';
import { cutoffAt, navDaysDue, navFor, nextCutoffAfter } from './funds';
import { indexPriceData, indicatorData, rollIndexDay, updateIndex, type IndexState } from './index-model';
import type { MarketLog, MarketWriter, NavRow, TradingNoticeRow } from './market-store';
import { MINUTE_MS, MinuteBars, minuteOf, type MinuteBar } from './minute-bars';
import { RecentNews, generateNews, newsData, pastNews, type NewsContext } from './news';
import { localDay, timeZoneOf, type Phase } from './sessions';
import {
  SESSION_MS,
  continuousTick,
  depthData,
  diffuse,
  flowOrder,
  newShareState,
  priceData,
  quote,
  record,
  rollDay,
  tradeData,
  uncross,
  type ShareState,
  type Trade,
} from './tick-model';
import type { Print, Venue, VenueHost } from './venue';
import { fundPhase, tradingStatusData } from './trading-status';
import type { FundInfo, MarketInfo, ShareInfo, Universe } from './universe';

/**
 * The market simulator: a discrete-event loop over the exchanges, their shares, indices and funds.
 * `step(now)` processes every event due up to `now` in time order and publishes each change on the
 * bus as the full state of its key; with an injected clock (tests) nothing runs on timers. Database
 * writes go to a writer that queues them, so a slow database never holds up the ticks.
 */

export interface SimulatorOptions {
  universe: Universe;
  bus: Bus;
  writer: MarketWriter;
  clock: MarketClock;
  seed: string;
  /** Multiplies the tick rate (and news and halt rates); volatility per real second stays the same. */
  speed: number;
  /** The instant the universe was loaded at; the simulation starts there. */
  startAt: number;
  log: MarketLog;
  /** Expected halts per share per trading day at speed 1; 0 turns them off. */
  haltsPerDay?: number;
  /** Time between news items at speed 1, ms. */
  newsEveryMs?: readonly [number, number];
  /** How often the indices are recomputed at speed 1, ms. */
  indexEveryMs?: number;
  /** Store a few days of earlier news (for an empty news table). */
  seedPastNews?: boolean;
  /** The exchange of customers' orders; without it the simulator trades alone. */
  venue?: Venue;
}

const PRIORITY = { phase: 0, haltEnd: 1, minute: 2, tick: 3, index: 4, nav: 5, news: 6 } as const;
const HALT_MIN_MS = 2 * MINUTE_MS;
const HALT_MAX_MS = 5 * MINUTE_MS;
/** Halts do not start this close to the end of continuous trading. */
const HALT_MARGIN_MS = HALT_MAX_MS + 5 * MINUTE_MS;
const PAST_NEWS = { count: 40, days: 3 };
const STOCKHOLM = 'Europe/Stockholm';

interface MarketSim {
  info: MarketInfo;
  phase: Phase;
  day: string;
  nextChangeAt: number;
  shares: ShareSim[];
  indices: IndexSim[];
  indexToken: number;
}

interface ShareSim {
  info: ShareInfo;
  state: ShareState;
  market: MarketSim;
  rng: Rng;
  indices: IndexSim[];
  halted: boolean;
  token: number;
  lastTickAt: number;
}

interface IndexSim {
  state: IndexState;
  market: MarketSim;
  dirty: boolean;
  /** Member volume since the last recomputation, for the index's minute bar. */
  volume: number;
}

interface FundSim {
  info: FundInfo;
  last: { day: string; nav: number } | undefined;
  previous: { day: string; nav: number } | undefined;
}

type SimEvent =
  | { kind: 'phase'; market: MarketSim }
  | { kind: 'tick'; share: ShareSim; token: number }
  | { kind: 'halt-end'; share: ShareSim }
  | { kind: 'minute' }
  | { kind: 'index'; market: MarketSim; token: number }
  | { kind: 'nav'; country: CountryCode }
  | { kind: 'news' };

type Book =
  { kind: 'share'; sim: ShareSim } | { kind: 'index'; sim: IndexSim } | { kind: 'fund'; sim: FundSim };

const bookKey = (m: number | string, i: string) => `${m}:${i}`;

export class Simulator implements VenueHost {
  private readonly queue = new EventQueue<SimEvent>();
  private readonly markets: MarketSim[] = [];
  private readonly shares: ShareSim[] = [];
  private readonly funds: FundSim[] = [];
  private readonly books = new Map<string, Book>();
  private readonly sharesById = new Map<number, ShareSim>();
  private readonly indicators = new Map<string, IndexSim>();
  private readonly lastTrades = new Map<string, TradeData>();
  private readonly bars = new MinuteBars();
  private pendingBars: MinuteBar[] = [];
  private readonly pendingNews = new Set<Promise<void>>();
  private readonly newsRng: Rng;
  /** What the agencies told lately (past and live), so a headline is not repeated within days. */
  private readonly recentNews = new RecentNews();
  private readonly haltsPerDay: number;
  private readonly newsEveryMs: readonly [number, number];
  private readonly indexEveryMs: number;
  private now: number;
  private begun = false;

  constructor(private readonly opts: SimulatorOptions) {
    const { universe, seed, startAt, clock } = opts;
    this.now = startAt;
    this.haltsPerDay = opts.haltsPerDay ?? 0.5;
    this.newsEveryMs = opts.newsEveryMs ?? [30_000, 120_000];
    this.indexEveryMs = opts.indexEveryMs ?? 1000;
    // Streams are keyed by the start instant as well, so a restart does not replay the last run.
    this.newsRng = streamFor(seed, 'news', startAt);
    const marketById = new Map<number, MarketSim>();
    for (const info of universe.markets) {
      const market: MarketSim = {
        info,
        phase: clock.phase(info.country, startAt),
        day: clock.sessionDay(info.country, startAt),
        nextChangeAt: clock.nextChange(info.country, startAt),
        shares: [],
        indices: [],
        indexToken: 0,
      };
      this.markets.push(market);
      marketById.set(info.marketId, market);
    }
    const shareById = new Map<number, ShareSim>();
    for (const info of universe.shares) {
      const market = marketById.get(info.params.marketId);
      if (!market) continue;
      const sim: ShareSim = {
        info,
        state: newShareState(info.params, info.resume, startAt),
        market,
        rng: streamFor(seed, 'ticks', info.params.instrumentId, startAt),
        indices: [],
        halted: false,
        token: 0,
        lastTickAt: startAt,
      };
      if (info.openBar) this.bars.restore(info.openBar);
      market.shares.push(sim);
      this.shares.push(sim);
      shareById.set(info.params.instrumentId, sim);
      this.sharesById.set(info.params.instrumentId, sim);
      this.books.set(bookKey(info.params.marketId, info.params.identifier), { kind: 'share', sim });
    }
    for (const info of universe.indices) {
      const market = marketById.get(info.marketId);
      if (!market) continue;
      const members = info.members.flatMap((m) => {
        const share = shareById.get(m.instrumentId);
        return share ? [{ share: share.state, weight: m.weight, sim: share }] : [];
      });
      const sim: IndexSim = {
        state: {
          instrumentId: info.instrumentId,
          marketId: info.marketId,
          identifier: info.identifier,
          symbol: info.symbol,
          indicatorMarket: info.indicatorMarket,
          members: members.map(({ share, weight }) => ({ share, weight })),
          day: info.resume.day,
          prevClose: info.resume.prevClose,
          last: info.resume.last ?? info.resume.prevClose,
          open: info.resume.open,
          high: info.resume.high,
          low: info.resume.low,
          tickTimestamp: undefined,
        },
        market,
        dirty: false,
        volume: 0,
      };
      if (info.openBar) this.bars.restore(info.openBar);
      for (const m of members) m.sim.indices.push(sim);
      market.indices.push(sim);
      this.books.set(bookKey(info.marketId, info.identifier), { kind: 'index', sim });
      this.indicators.set(bookKey(info.indicatorMarket, info.symbol), sim);
    }
    for (const info of universe.funds) {
      const sim: FundSim = { info, last: info.last, previous: info.previous };
      this.funds.push(sim);
      this.books.set(bookKey(info.marketId, info.identifier), { kind: 'fund', sim });
    }
  }

  /**
   * Publishes the full state of every key, catches up on what a stopped simulator left undone
   * (missing fund NAVs, the daily bar of a finished day) and schedules the first events.
   */
  begin(): void {
    if (this.begun) return;
    this.begun = true;
    const t = this.now;
    const { clock, writer } = this.opts;
    for (const market of this.markets) {
      for (const sh of market.shares) quote(sh.state, sh.rng, t);
      // A closed market's index keeps its stored close: recomputed from its members it could differ
      // in the last decimals (the seed's and the live index's formulas), beside the chart's close.
      const closed = market.phase === 'CLOSED' || market.phase === 'POST_TRADING';
      for (const ix of market.indices) {
        if (closed && ix.state.open !== undefined) ix.state.tickTimestamp ??= t;
        else updateIndex(ix.state, t, false);
      }
      if (clock.mode === 'market' && (market.phase === 'POST_TRADING' || market.phase === 'CLOSED')) {
        this.writeDailyBars(market, market.day);
      }
      this.publishMarket(market, t);
      this.queue.push(market.nextChangeAt, PRIORITY.phase, { kind: 'phase', market });
      if (market.phase === 'CONTINUOUS_TRADING') this.startContinuous(market, t);
    }
    const navs: NavRow[] = [];
    for (const fund of this.funds) {
      if (fund.last) {
        for (const day of navDaysDue(fund.info.country, fund.last.day, t)) navs.push(this.fixNav(fund, day));
      }
      this.publishFund(fund, t);
    }
    writer.fundNavs(navs);
    for (const country of new Set(this.funds.map((f) => f.info.country))) {
      this.queue.push(nextCutoffAfter(country, t).at, PRIORITY.nav, { kind: 'nav', country });
    }
    this.queue.push(minuteOf(t) + MINUTE_MS, PRIORITY.minute, { kind: 'minute' });
    this.queue.push(t + this.newsDelay(), PRIORITY.news, { kind: 'news' });
    if (this.opts.seedPastNews) {
      const items = pastNews(
        streamFor(this.opts.seed, 'past-news', t),
        this.newsContext(),
        t,
        PAST_NEWS.count,
        PAST_NEWS.days,
        this.recentNews,
      );
      void writer.news(items);
    }
  }

  /** Processes every event due up to `now`. */
  step(now: number): void {
    if (!this.begun) this.begin();
    for (let at = this.queue.peekAt(); at !== undefined && at <= now; at = this.queue.peekAt()) {
      const next = this.queue.pop()!;
      this.now = next.at;
      this.handle(next.event, next.at);
    }
    this.now = Math.max(this.now, now);
    if (this.pendingBars.length) {
      this.opts.writer.minuteBars(this.pendingBars);
      this.pendingBars = [];
    }
  }

  /**
   * Stores the bars of the current minute as they stand, for a stop: a restart carries on with
   * them. Call `flush` afterwards to wait for the writes.
   */
  finish(): void {
    this.pendingBars.push(...this.bars.finishAll());
    this.opts.writer.minuteBars(this.pendingBars);
    this.pendingBars = [];
  }

  /** Resolves when every write and news publication started so far is done. */
  async flush(): Promise<void> {
    await Promise.all(this.pendingNews);
    await this.opts.writer.flush();
  }

  // ---- Views for snapshots (the leader answers from memory) ----

  knows(m: number, i: string): boolean {
    return this.books.has(bookKey(m, i));
  }

  priceOf(m: number, i: string): PriceData | undefined {
    const book = this.books.get(bookKey(m, i));
    if (!book) return undefined;
    if (book.kind === 'share') return priceData(book.sim.state);
    if (book.kind === 'index') return indexPriceData(book.sim.state);
    return this.fundPrice(book.sim);
  }

  depthOf(m: number, i: string): DepthData | undefined {
    const book = this.books.get(bookKey(m, i));
    return book?.kind === 'share' ? depthData(book.sim.state) : undefined;
  }

  tradeOf(m: number, i: string): TradeData | undefined {
    return this.lastTrades.get(bookKey(m, i));
  }

  statusOf(m: number, i: string): TradingStatusData | undefined {
    const book = this.books.get(bookKey(m, i));
    if (!book) return undefined;
    if (book.kind === 'fund') {
      return tradingStatusData(
        m,
        i,
        fundPhase(this.opts.clock, book.sim.info.country, this.now),
        false,
        this.now,
      );
    }
    const halted = book.kind === 'share' && book.sim.halted;
    return tradingStatusData(m, i, book.sim.market.phase, halted, this.now);
  }

  indicatorOf(m: string, i: string): IndicatorData | undefined {
    const sim = this.indicators.get(bookKey(m, i));
    return sim ? indicatorData(sim.state) : undefined;
  }

  // ---- Events ----

  private handle(e: SimEvent, t: number): void {
    switch (e.kind) {
      case 'phase':
        return this.onPhase(e.market, t);
      case 'tick':
        if (e.token === e.share.token) this.onTick(e.share, t);
        return;
      case 'halt-end':
        return this.onHaltEnd(e.share, t);
      case 'minute':
        this.pendingBars.push(...this.bars.finishEnded(t));
        this.queue.push(t + MINUTE_MS, PRIORITY.minute, { kind: 'minute' });
        return;
      case 'index':
        if (e.token === e.market.indexToken) this.onIndex(e.market, t);
        return;
      case 'nav':
        return this.onNav(e.country, t);
      case 'news':
        return this.onNews(t);
    }
  }

  private onPhase(market: MarketSim, t: number): void {
    const { clock } = this.opts;
    const { country } = market.info;
    const before = market.phase;
    const phase = clock.phase(country, t);
    const day = clock.sessionDay(country, t);
    const dayChanged = day !== market.day;
    if (dayChanged) {
      // Under the always-open clock trading runs through midnight: the old day ends here.
      if (clock.mode === 'always-open') this.closeDay(market, market.day);
      for (const sh of market.shares) {
        if (sh.state.day === day) continue;
        rollDay(sh.state, day);
        // A split from today: the new day's prices are on the new basis (market/splits.ts).
        applySplit(sh.state, splitFactorOn(sh.info.splits, day));
      }
      for (const ix of market.indices) rollIndexDay(ix.state, day);
      market.day = day;
    }
    if (before === 'OPENING_AUCTION' && phase === 'CONTINUOUS_TRADING') this.auction(market, t, 'opening');
    if (before === 'CLOSING_AUCTION' && phase !== 'CLOSING_AUCTION') {
      this.auction(market, t, 'closing');
      this.closeDay(market, market.day);
    }
    market.phase = phase;
    if (phase !== before && (phase === 'OPENING_AUCTION' || phase === 'CLOSING_AUCTION'))
      this.notice(market.info.marketId, null, phase, t);
    // Under the always-open clock a day ends without a phase change; the venue expires day orders then.
    if (phase !== before || dayChanged) this.opts.venue?.phaseChanged(market.info.marketId, phase, day, t);
    market.nextChangeAt = clock.nextChange(country, t);
    this.queue.push(market.nextChangeAt, PRIORITY.phase, { kind: 'phase', market });
    if (phase === 'CONTINUOUS_TRADING' && before !== 'CONTINUOUS_TRADING') this.startContinuous(market, t);
    if (phase !== before || clock.mode === 'always-open') this.publishMarket(market, t);
  }

  private auction(market: MarketSim, t: number, kind: 'opening' | 'closing'): void {
    for (const sh of market.shares) {
      if (sh.halted) continue;
      this.onTrade(sh, uncross(sh.state, sh.rng, t, kind));
    }
    for (const ix of market.indices) this.recomputeIndex(ix, t, true);
  }

  /** Finishes the market's minute bars and builds the day's daily bars from them. */
  private closeDay(market: MarketSim, day: string): void {
    this.pendingBars.push(...this.bars.finish(this.instrumentIds(market)));
    this.opts.writer.minuteBars(this.pendingBars);
    this.pendingBars = [];
    this.writeDailyBars(market, day);
  }

  private writeDailyBars(market: MarketSim, day: string): void {
    const tz = market.info.timeZone;
    this.opts.writer.dailyBarsFromMinutes(
      this.instrumentIds(market),
      day,
      localTimeToUtc(day, '00:00', tz),
      localTimeToUtc(addDays(day, 1), '00:00', tz),
    );
  }

  private instrumentIds(market: MarketSim): number[] {
    return [
      ...market.shares.map((s) => s.info.params.instrumentId),
      ...market.indices.map((i) => i.state.instrumentId),
    ];
  }

  private startContinuous(market: MarketSim, t: number): void {
    for (const sh of market.shares) {
      sh.lastTickAt = t;
      if (!sh.halted) this.scheduleTick(sh, t);
    }
    market.indexToken += 1;
    this.queue.push(t + this.indexInterval(), PRIORITY.index, {
      kind: 'index',
      market,
      token: market.indexToken,
    });
  }

  private scheduleTick(sh: ShareSim, t: number): void {
    sh.token += 1;
    const delay = (sh.info.params.tickIntervalMs / this.opts.speed) * sh.rng.uniform(0.5, 1.5);
    this.queue.push(t + Math.max(1, Math.round(delay)), PRIORITY.tick, {
      kind: 'tick',
      share: sh,
      token: sh.token,
    });
  }

  private onTick(sh: ShareSim, t: number): void {
    const market = sh.market;
    if (market.phase !== 'CONTINUOUS_TRADING' || sh.halted) return;
    const dt = t - sh.lastTickAt;
    sh.lastTickAt = t;
    const venue = this.opts.venue;
    if (venue?.active(sh.info.params.instrumentId)) {
      diffuse(sh.state, sh.rng, t);
      quote(sh.state, sh.rng, t);
      const prints = venue.requote(sh.state, t);
      const order = flowOrder(sh.state, sh.rng);
      if (order) prints.push(...venue.flow(sh.state, order.side, order.volume, t));
      this.recordPrints(sh, prints, t);
    } else {
      const trade = continuousTick(sh.state, sh.rng, t);
      if (trade) this.onTrade(sh, trade);
      else this.publishShare(sh);
    }
    const haltChance = (this.haltsPerDay * this.opts.speed * dt) / SESSION_MS;
    if (sh.rng.chance(haltChance) && market.nextChangeAt - t > HALT_MARGIN_MS) {
      sh.halted = true;
      this.publishStatus(sh.info.params.marketId, sh.info.params.identifier, market.phase, true, t);
      this.notice(sh.info.params.marketId, sh.info.params.instrumentId, 'HALTED', t);
      const until = t + Math.round(sh.rng.uniform(HALT_MIN_MS, HALT_MAX_MS));
      this.queue.push(until, PRIORITY.haltEnd, { kind: 'halt-end', share: sh });
      return;
    }
    this.scheduleTick(sh, t);
  }

  private onHaltEnd(sh: ShareSim, t: number): void {
    if (!sh.halted) return;
    sh.halted = false;
    const { marketId, identifier } = sh.info.params;
    this.publishStatus(marketId, identifier, sh.market.phase, false, t);
    this.notice(marketId, sh.info.params.instrumentId, 'RESUMED', t);
    if (sh.market.phase === 'CONTINUOUS_TRADING') {
      sh.lastTickAt = t;
      this.scheduleTick(sh, t);
    }
  }

  /** Records the venue's prints as trades and publishes the share (once, when nothing traded). */
  private recordPrints(sh: ShareSim, prints: readonly Print[], t: number): void {
    if (prints.length === 0) {
      this.publishShare(sh);
      return;
    }
    for (const p of prints) this.onTrade(sh, record(sh.state, p.price, p.volume, t));
  }

  // ---- The venue's way in (VenueHost) ----

  actOnShare(
    instrumentId: number,
    act: (state: ShareState, phase: Phase, halted: boolean) => Print[],
  ): boolean {
    const sh = this.sharesById.get(instrumentId);
    if (!sh) return false;
    this.recordPrints(sh, act(sh.state, sh.market.phase, sh.halted), this.now);
    return true;
  }

  shareStatus(instrumentId: number): { phase: Phase; halted: boolean; day: string } | undefined {
    const sh = this.sharesById.get(instrumentId);
    return sh ? { phase: sh.market.phase, halted: sh.halted, day: sh.market.day } : undefined;
  }

  private onTrade(sh: ShareSim, trade: Trade): void {
    const s = sh.state;
    const data = tradeData(s, trade);
    this.lastTrades.set(bookKey(s.params.marketId, s.params.identifier), data);
    this.publishShare(sh);
    this.publish('trade', subscriptionKey({ t: 'trade', m: data.m, i: data.i }), data);
    const finished = this.bars.add(s.params.instrumentId, trade.price, trade.volume, trade.at);
    if (finished) this.pendingBars.push(finished);
    for (const ix of sh.indices) {
      ix.dirty = true;
      ix.volume += trade.volume;
    }
  }

  private onIndex(market: MarketSim, t: number): void {
    if (market.phase !== 'CONTINUOUS_TRADING') return;
    for (const ix of market.indices) if (ix.dirty) this.recomputeIndex(ix, t, true);
    this.queue.push(t + this.indexInterval(), PRIORITY.index, {
      kind: 'index',
      market,
      token: market.indexToken,
    });
  }

  private recomputeIndex(ix: IndexSim, t: number, trading: boolean): void {
    updateIndex(ix.state, t, trading);
    ix.dirty = false;
    if (trading) {
      const finished = this.bars.add(ix.state.instrumentId, ix.state.last, ix.volume, t);
      if (finished) this.pendingBars.push(finished);
      ix.volume = 0;
    }
    this.publishIndex(ix);
  }

  private onNav(country: CountryCode, t: number): void {
    const day = localDay(timeZoneOf(country), t);
    const navs: NavRow[] = [];
    for (const fund of this.funds) {
      if (fund.info.country !== country || !fund.last || fund.last.day >= day) continue;
      navs.push(this.fixNav(fund, day));
      this.publishFund(fund, t);
    }
    this.opts.writer.fundNavs(navs);
    this.queue.push(nextCutoffAfter(country, t).at, PRIORITY.nav, { kind: 'nav', country });
  }

  private fixNav(fund: FundSim, day: string): NavRow {
    const base = fund.last as { day: string; nav: number };
    const nav = navFor(this.opts.seed, fund.info.model, day, base.nav);
    fund.previous = base;
    fund.last = { day, nav };
    return { instrumentId: fund.info.instrumentId, day, nav };
  }

  private onNews(t: number): void {
    this.queue.push(t + this.newsDelay(), PRIORITY.news, { kind: 'news' });
    // Agencies are quiet at night (Stockholm time) under the market clock.
    const hour = new Date(t + utcOffsetMinutes(STOCKHOLM, t) * MINUTE_MS).getUTCHours();
    if (this.opts.clock.mode === 'market' && (hour < 7 || hour >= 22)) return;
    const item = generateNews(this.newsRng, this.newsContext(), t, this.recentNews);
    if (!item) return;
    const done = this.opts.writer.news([item]).then(([id]) => {
      if (id !== undefined)
        this.publish('news', subscriptionKey({ t: 'news', s: item.sourceId }), newsData(id, item));
    });
    this.pendingNews.add(done);
    void done.finally(() => this.pendingNews.delete(done));
  }

  /** A trading-status notice for the news page (news/trading-notices.ts reads them). */
  private notice(
    marketId: number,
    instrumentId: number | null,
    notice: TradingNoticeRow['notice'],
    t: number,
  ): void {
    this.opts.writer.tradingNotices([{ marketId, instrumentId, notice, at: t }]);
  }

  private newsContext(): NewsContext {
    return {
      companies: this.shares.map((sh) => ({
        instrumentId: sh.info.params.instrumentId,
        name: sh.info.name,
        country: sh.info.country,
        currency: sh.info.currency,
        last: sh.state.last,
      })),
      indices: this.markets.flatMap((m) =>
        m.indices.map((ix) => ({
          instrumentId: ix.state.instrumentId,
          symbol: ix.state.symbol,
          country: m.info.country,
          // Commented on while its market trades only (news.ts).
          changePct:
            m.phase !== 'CONTINUOUS_TRADING' || ix.state.open === undefined
              ? undefined
              : (ix.state.last / ix.state.prevClose - 1) * 100,
        })),
      ),
    };
  }

  private newsDelay(): number {
    const [lo, hi] = this.newsEveryMs;
    return Math.round(this.newsRng.uniform(lo, hi) / this.opts.speed);
  }

  private indexInterval(): number {
    return Math.max(50, Math.round(this.indexEveryMs / this.opts.speed));
  }

  // ---- Publishing ----

  private publish(type: LiveType, key: string, data: object): void {
    this.opts.bus.publish({ kind: 'market', type, key, data: data as Record<string, unknown> });
  }

  private publishShare(sh: ShareSim): void {
    const { marketId: m, identifier: i } = sh.info.params;
    this.publish('price', subscriptionKey({ t: 'price', m, i }), priceData(sh.state));
    this.publish('depth', subscriptionKey({ t: 'depth', m, i }), depthData(sh.state));
  }

  private publishIndex(ix: IndexSim): void {
    const s = ix.state;
    this.publish(
      'indicator',
      subscriptionKey({ t: 'indicator', m: s.indicatorMarket, i: s.symbol }),
      indicatorData(s),
    );
    this.publish('price', subscriptionKey({ t: 'price', m: s.marketId, i: s.identifier }), indexPriceData(s));
  }

  private publishStatus(m: number, i: string, phase: Phase, halted: boolean, t: number): void {
    this.publish(
      'trading_status',
      subscriptionKey({ t: 'trading_status', m, i }),
      tradingStatusData(m, i, phase, halted, t),
    );
  }

  private publishMarket(market: MarketSim, t: number): void {
    for (const sh of market.shares) {
      this.publishShare(sh);
      this.publishStatus(sh.info.params.marketId, sh.info.params.identifier, market.phase, sh.halted, t);
    }
    for (const ix of market.indices) {
      this.publishIndex(ix);
      this.publishStatus(ix.state.marketId, ix.state.identifier, market.phase, false, t);
    }
  }

  private fundPrice(fund: FundSim): PriceData | undefined {
    const { marketId: m, identifier: i, country } = fund.info;
    if (!fund.last) return undefined;
    return compact({
      m,
      i,
      last: fund.last.nav,
      close: fund.previous?.nav,
      tick_timestamp: cutoffAt(country, fund.last.day),
    });
  }

  private publishFund(fund: FundSim, t: number): void {
    const { marketId: m, identifier: i, country } = fund.info;
    const price = this.fundPrice(fund);
    if (price) this.publish('price', subscriptionKey({ t: 'price', m, i }), price);
    this.publish(
      'trading_status',
      subscriptionKey({ t: 'trading_status', m, i }),
      tradingStatusData(m, i, fundPhase(this.opts.clock, country, t), false, t),
    );
  }
}
