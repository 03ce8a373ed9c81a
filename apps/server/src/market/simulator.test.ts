import { describe, expect, it } from 'vitest';
import type { IndicatorData, NewsData, PriceData, TradeData, TradingStatusData } from '@broker/contract';
import type { Db } from '../db/database';
import { createInProcessBus, type BusMessage } from '../feed/bus';
import { MarketClock, type ClockMode } from './clock';
import { indexLevel } from './index-model';
import type { MarketWriter, NavRow, TradingNoticeRow } from './market-store';
import { minuteOf, type MinuteBar } from './minute-bars';
import type { NewsItem } from './news';
import { Simulator, type SimulatorOptions } from './simulator';
import { MarketSnapshots } from './snapshots';
import type { ShareInfo, Universe } from './universe';

/** The simulator on a small hand-made market, with a recording writer instead of a database. */

const utc = (iso: string) => Date.parse(iso);
const SILENT = { info() {}, warn() {}, error() {} };

function share(n: number, prevClose: number, weightless = false): ShareInfo {
  return {
    params: {
      instrumentId: 1000 + n,
      marketId: 11,
      identifier: String(100 + n),
      dailyVol: 0.02,
      avgDailyVolume: 200_000,
      tickIntervalMs: 600 + n * 400,
      spread: 0.001,
      meanTradeSize: 300,
    },
    name: weightless ? `Gamma ${n} AB` : `Alpha ${n} AB`,
    symbol: `S${n}`,
    currency: 'SEK',
    country: 'SE',
    resume: { day: '2026-11-19', prevClose: prevClose * 0.99, last: prevClose },
  };
}

const UNIVERSE: Universe = {
  markets: [
    {
      marketId: 11,
      mic: 'XSTO',
      name: 'Nasdaq Stockholm',
      country: 'SE',
      timeZone: 'Europe/Stockholm',
      indicatorMarket: 'SSE',
    },
  ],
  shares: [share(1, 100), share(2, 45.5), share(3, 8.12)],
  indices: [
    {
      instrumentId: 3001,
      marketId: 11,
      identifier: '90001',
      symbol: 'OMXS30',
      country: 'SE',
      indicatorMarket: 'SSE',
      members: [
        { instrumentId: 1001, weight: 0.5 },
        { instrumentId: 1002, weight: 0.3 },
        { instrumentId: 1003, weight: 0.2 },
      ],
      resume: { day: '2026-11-19', prevClose: 2000 },
    },
  ],
  funds: [
    {
      instrumentId: 2001,
      marketId: 4,
      identifier: '40001',
      currency: 'SEK',
      country: 'SE',
      model: { instrumentId: 2001, dailyVol: 0.01, decimals: 2 },
      last: { day: '2026-11-19', nav: 150 },
      previous: { day: '2026-11-18', nav: 149 },
    },
  ],
};

function recordingWriter() {
  const w = {
    bars: [] as MinuteBar[],
    daily: [] as { ids: number[]; day: string; from: number; to: number }[],
    navs: [] as NavRow[],
    news: [] as NewsItem[],
    notices: [] as TradingNoticeRow[],
  };
  const writer: MarketWriter = {
    minuteBars: (bars) => void w.bars.push(...bars.map((b) => ({ ...b }))),
    dailyBarsFromMinutes: (ids, day, from, to) => void w.daily.push({ ids: [...ids], day, from, to }),
    fundNavs: (rows) => void w.navs.push(...rows),
    news: async (items) => {
      w.news.push(...items);
      return items.map((_, n) => w.news.length - items.length + n + 1);
    },
    tradingNotices: (rows) => void w.notices.push(...rows),
    flush: async () => undefined,
  };
  return { w, writer };
}

function simulate(mode: ClockMode, startAt: number, opts: Partial<SimulatorOptions> = {}) {
  const bus = createInProcessBus();
  const messages: BusMessage[] = [];
  bus.subscribe((m) => messages.push(m));
  const { w, writer } = recordingWriter();
  const sim = new Simulator({
    universe: structuredClone(UNIVERSE),
    bus,
    writer,
    clock: new MarketClock(mode),
    seed: 'unit',
    speed: 1,
    startAt,
    log: SILENT,
    haltsPerDay: 0,
    newsEveryMs: [3_600_000, 3_600_000],
    ...opts,
  });
  sim.begin();
  const of = <T>(type: string, key?: string) =>
    messages
      .filter((m) => m.kind === 'market' && m.type === type && (!key || m.key === key))
      .map((m) => m.data as unknown as T);
  return { sim, messages, w, of };
}

describe('market simulator', () => {
  it('runs a Stockholm trading day: statuses, auctions with one uncrossing trade each, bars, daily bar, NAV', () => {
    // A quarter of the normal pace keeps a whole day quick to simulate.
    const { sim, w, of } = simulate('market', utc('2026-11-20T06:30:00Z'), { speed: 0.25 });
    for (let t = utc('2026-11-20T07:00:00Z'); t <= utc('2026-11-20T17:05:00Z'); t += 3_600_000) sim.step(t);
    sim.step(utc('2026-11-20T17:05:00Z'));

    expect(
      of<TradingStatusData>('trading_status', 'trading_status:11:101').map((s) => [
        s.orderbook_status,
        s.status,
      ]),
    ).toEqual([
      ['CLOSED', 'CLOSED'],
      ['PRE_TRADING', 'PRE_MARKET_PRICES'],
      ['OPENING_AUCTION', 'PRE_MARKET_TRADING'],
      ['CONTINUOUS_TRADING', 'CONTINUOUS_TRADING'],
      ['CLOSING_AUCTION', 'CONTINUOUS_TRADING'],
      ['POST_TRADING', 'POST_TRADING'],
      ['CLOSED', 'CLOSED'],
    ]);

    // The market's two calls are notices for the news page (halts are off here).
    expect(w.notices.filter((n) => n.marketId === 11)).toEqual([
      { marketId: 11, instrumentId: null, notice: 'OPENING_AUCTION', at: utc('2026-11-20T07:50:00Z') },
      { marketId: 11, instrumentId: null, notice: 'CLOSING_AUCTION', at: utc('2026-11-20T16:25:00Z') },
    ]);

    const open = utc('2026-11-20T08:00:00Z');
    const closingCall = utc('2026-11-20T16:25:00Z');
    const close = utc('2026-11-20T16:30:00Z');
    const trades = of<TradeData>('trade', 'trade:11:101');
    expect(trades.length).toBeGreaterThan(1000);
    expect(trades[0]!.trade_timestamp).toBe(open);
    expect(trades.at(-1)!.trade_timestamp).toBe(close);
    expect(trades.filter((t) => t.trade_timestamp < open || t.trade_timestamp > close)).toEqual([]);
    expect(trades.filter((t) => t.trade_timestamp >= closingCall && t.trade_timestamp < close)).toEqual([]);
    // No continuous quotes during the calls either.
    const prices = of<PriceData>('price', 'price:11:101');
    const inCalls = prices.filter(
      (p) =>
        (p.tick_timestamp! >= open - 600_000 && p.tick_timestamp! < open) ||
        (p.tick_timestamp! > closingCall && p.tick_timestamp! < close),
    );
    expect(inCalls).toEqual([]);
    // The day starts at pre-trading from the previous session's last price; close is that price.
    expect(prices.find((p) => p.close === 100)).toMatchObject({ last: 100 });
    expect(prices.at(-1)).toMatchObject({ close: 100, open: trades[0]!.price, last: trades.at(-1)!.price });

    // Every trade is in a stored minute bar, and the bars are exactly the trades' OHLCV.
    const byMinute = new Map<number, TradeData[]>();
    for (const t of trades)
      byMinute.set(minuteOf(t.trade_timestamp), [...(byMinute.get(minuteOf(t.trade_timestamp)) ?? []), t]);
    const bars = w.bars.filter((b) => b.instrumentId === 1001);
    expect(bars.map((b) => b.at)).toEqual([...byMinute.keys()]);
    for (const bar of bars) {
      const ts = byMinute.get(bar.at)!;
      const ps = ts.map((t) => t.price);
      expect(bar).toEqual({
        instrumentId: 1001,
        at: bar.at,
        open: ps[0],
        high: Math.max(...ps),
        low: Math.min(...ps),
        close: ps.at(-1),
        volume: ts.reduce((a, t) => a + t.volume, 0),
      });
    }
    expect(bars.at(-1)!.at).toBe(close);

    // The day's daily bars are built at the close (the start also completes the previous day's).
    expect(w.daily.map((d) => d.day)).toEqual(['2026-11-19', '2026-11-20']);
    expect(w.daily[1]).toEqual({
      ids: [1001, 1002, 1003, 3001],
      day: '2026-11-20',
      from: utc('2026-11-19T23:00:00Z'),
      to: utc('2026-11-20T23:00:00Z'),
    });

    // The Swedish fund got its NAV at the 13:00 cut-off, once.
    expect(w.navs.map((n) => [n.instrumentId, n.day])).toEqual([[2001, '2026-11-20']]);
    expect(of<PriceData>('price', 'price:4:40001').at(-1)).toMatchObject({
      last: w.navs[0]!.nav,
      close: 150,
    });
  });

  it('computes the index from the latest prices of its members and their weights', () => {
    const { sim, messages } = simulate('always-open', utc('2026-11-20T10:00:00Z'));
    sim.step(utc('2026-11-20T10:20:00Z'));
    const latest = new Map<string, PriceData>();
    let checked = 0;
    for (const m of messages) {
      if (m.kind !== 'market') continue;
      if (m.type === 'price') latest.set(m.key, m.data as unknown as PriceData);
      if (m.type === 'indicator') {
        const ix = m.data as unknown as IndicatorData;
        const members = [
          ['price:11:101', 0.5],
          ['price:11:102', 0.3],
          ['price:11:103', 0.2],
        ].map(([key, weight]) => {
          const p = latest.get(key as string)!;
          return { share: { last: p.last!, prevClose: p.close! }, weight: weight as number };
        });
        expect(ix.last).toBe(indexLevel(ix.close!, members));
        if (ix.high !== undefined) expect(ix.high).toBeGreaterThanOrEqual(ix.last!);
        if (ix.low !== undefined) expect(ix.low).toBeLessThanOrEqual(ix.last!);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(sim.indicatorOf('SSE', 'OMXS30')).toEqual(
      messages.filter((m) => m.type === 'indicator').at(-1)!.data,
    );
  });

  it('halts order books now and then for a few minutes: no trades while halted', () => {
    const { sim, of, w } = simulate('always-open', utc('2026-11-20T10:00:00Z'), { haltsPerDay: 1500 });
    sim.step(utc('2026-11-20T11:00:00Z'));
    // Each halt and each resumption is also a notice for the news page, in the order they happened.
    const open = new Set<number>();
    for (const n of w.notices) {
      expect(n.instrumentId).not.toBeNull();
      if (n.notice === 'HALTED') open.add(n.instrumentId!);
      else expect(open.delete(n.instrumentId!), `resumed ${n.instrumentId} without a halt`).toBe(true);
    }
    expect(w.notices.filter((n) => n.notice === 'HALTED').length).toBeGreaterThan(2);
    let halts = 0;
    for (const key of ['101', '102', '103']) {
      const statuses = of<TradingStatusData>('trading_status', `trading_status:11:${key}`);
      const trades = of<TradeData>('trade', `trade:11:${key}`);
      for (let n = 0; n < statuses.length; n++) {
        const s = statuses[n]!;
        if (!s.halted) continue;
        halts++;
        expect(s).toMatchObject({ status: 'SUSPENDED_OR_HALTED', orderbook_status: 'SUSPENDED_OR_HALTED' });
        const resumed = statuses[n + 1];
        if (!resumed) continue;
        expect(resumed).toMatchObject({ halted: false, status: 'CONTINUOUS_TRADING' });
        const length = resumed.tick_timestamp! - s.tick_timestamp!;
        expect(length).toBeGreaterThanOrEqual(120_000);
        expect(length).toBeLessThanOrEqual(300_000);
        const during = trades.filter(
          (t) => t.trade_timestamp > s.tick_timestamp! && t.trade_timestamp < resumed.tick_timestamp!,
        );
        expect(during).toEqual([]);
      }
    }
    expect(halts).toBeGreaterThan(2);
  });

  it('is deterministic for a seed, however its steps are cut', () => {
    const start = utc('2026-11-20T07:45:00Z');
    const end = utc('2026-11-20T08:15:00Z');
    const a = simulate('market', start);
    a.sim.step(end);
    const b = simulate('market', start);
    for (let t = start; t < end; t += 137) b.sim.step(t);
    b.sim.step(end);
    expect(a.messages.length).toBeGreaterThan(1000);
    expect(JSON.stringify(b.messages)).toBe(JSON.stringify(a.messages));
    const c = simulate('market', start, { seed: 'another' });
    c.sim.step(end);
    expect(JSON.stringify(c.messages)).not.toBe(JSON.stringify(a.messages));
  });

  it('publishes news now and then, stored first, on the key of its source; quiet at night', async () => {
    const day = simulate('always-open', utc('2026-11-20T10:00:00Z'), { newsEveryMs: [1000, 3000] });
    day.sim.step(utc('2026-11-20T10:01:00Z'));
    await day.sim.flush();
    const news = day.messages.filter((m) => m.type === 'news');
    expect(news.length).toBeGreaterThanOrEqual(20);
    expect(news.length).toBe(day.w.news.length);
    for (const [n, m] of news.entries()) {
      if (m.kind !== 'market') continue;
      const data = m.data as unknown as NewsData;
      expect(m.key).toBe(`news:${data.source_id}`);
      expect(data).toMatchObject({ news_id: n + 1, headline: day.w.news[n]!.headline });
    }
    const night = simulate('market', utc('2026-11-20T23:30:00Z'), { newsEveryMs: [1000, 3000] });
    night.sim.step(utc('2026-11-21T00:30:00Z'));
    await night.sim.flush();
    expect(night.w.news).toEqual([]);
  });

  it('answers snapshots from memory while it runs', async () => {
    const { sim, of } = simulate('always-open', utc('2026-11-20T10:00:00Z'), { haltsPerDay: 1500 });
    sim.step(utc('2026-11-20T10:30:00Z'));
    // No database behind it: every answer below must come from the simulator.
    const snapshots = new MarketSnapshots(undefined as unknown as Db, new MarketClock('always-open'), 'unit');
    snapshots.live = sim;
    expect(await snapshots.resolve({ t: 'price', m: 11, i: '101' })).toEqual({
      known: true,
      state: of('price', 'price:11:101').at(-1),
    });
    expect(await snapshots.resolve({ t: 'depth', m: 11, i: '102' })).toEqual({
      known: true,
      state: of('depth', 'depth:11:102').at(-1),
    });
    expect(await snapshots.resolve({ t: 'trade', m: 11, i: '103' })).toEqual({
      known: true,
      state: of('trade', 'trade:11:103').at(-1),
    });
    const status = (await snapshots.resolve({ t: 'trading_status', m: 11, i: '101' })).state!;
    expect(status.halted).toBe(
      of<TradingStatusData>('trading_status', 'trading_status:11:101').at(-1)!.halted,
    );
    expect(await snapshots.resolve({ t: 'indicator', m: 'SSE', i: 'OMXS30' })).toEqual({
      known: true,
      state: of('indicator').at(-1),
    });
    expect(await snapshots.resolve({ t: 'price', m: 4, i: '40001' })).toMatchObject({
      known: true,
      state: { last: 150, close: 149 },
    });
    expect(await snapshots.resolve({ t: 'depth', m: 4, i: '40001' })).toEqual({ known: true });
  });
});
