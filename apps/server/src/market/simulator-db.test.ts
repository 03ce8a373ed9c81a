import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { PriceData, TradeData } from '@broker/contract';
import { createInProcessBus, type BusMessage } from '../feed/bus';
import { dailyBars, instruments, minuteBars, tradables } from '../db/schema';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';
import { MarketClock } from './clock';
import { countNews, listNewsItems } from './news-store';
import { MarketSnapshots } from './snapshots';
import { createMarket, type Market } from './start';
import type { SimulatorSettings } from './settings';

/**
 * The simulator on a seeded database (history up to Friday 2026-11-20). The tests run in date order
 * on one database, as a server would over a week: it continues the stored
 * history, stores what it showed as minute and daily bars, fixes fund NAVs once per banking day,
 * stores and publishes news, and answers snapshots from memory or from the database.
 */

const utc = (iso: string) => Date.parse(iso);
const SILENT = { info() {}, warn() {}, error() {} };
const SHARE = { m: 11, i: '101' };

describe.each(DB_KINDS)('market simulator on %s', (kind) => {
  let t: TestApp;
  let shareId: number;
  const markets: Market[] = [];

  function start(clock: SimulatorSettings['clock'], at: number, messages: BusMessage[] = []) {
    const bus = createInProcessBus();
    bus.subscribe((m) => messages.push(m));
    let now = at;
    const market = createMarket({
      db: t.database,
      bus,
      config: {
        simulator: { enabled: true, clock, speed: 1, seed: 'sim-test', haltsPerDay: 0.5 },
        databaseUrl: undefined,
      },
      time: { now: () => now },
      timers: false,
      alwaysLead: true,
    });
    markets.push(market);
    return {
      market,
      messages,
      async begin() {
        await market.start(SILENT);
      },
      stepTo(ms: number) {
        now = ms;
        market.step(ms);
      },
    };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const [row] = await t.database.db
      .select({ id: tradables.instrumentId })
      .from(tradables)
      .where(and(eq(tradables.marketId, SHARE.m), eq(tradables.identifier, SHARE.i)));
    shareId = row!.id;
  });
  afterAll(async () => {
    for (const m of markets) await m.stop();
    await t?.close();
  });

  const prices = (messages: BusMessage[], key: string) =>
    messages.filter((m) => m.kind === 'market' && m.key === key).map((m) => m.data as unknown as PriceData);

  it('continues the stored history, stores the minute bars it showed and the daily bar at the day change', async () => {
    // Saturday 23:55:30 in Stockholm under the always-open clock: the stored Friday close is the
    // previous close.
    const sim = start('always-open', utc('2026-11-21T22:55:30Z'));
    await sim.begin();
    const [friday] = await t.database.db
      .select()
      .from(dailyBars)
      .where(and(eq(dailyBars.instrumentId, shareId), eq(dailyBars.day, '2026-11-20')));
    const first = prices(sim.messages, 'price:11:101')[0]!;
    expect(first.close).toBe(Number(friday!.close));
    expect(first.last).toBe(Number(friday!.close));

    sim.stepTo(utc('2026-11-21T22:59:00Z'));
    await sim.market.flush();
    const trades = sim.messages
      .filter((m) => m.kind === 'market' && m.type === 'trade' && m.key === 'trade:11:101')
      .map((m) => m.data as unknown as TradeData);
    expect(trades.length).toBeGreaterThan(20);
    const stored = await t.database.db
      .select()
      .from(minuteBars)
      .where(and(eq(minuteBars.instrumentId, shareId), gte(minuteBars.at, new Date('2026-11-21T00:00:00Z'))))
      .orderBy(asc(minuteBars.at));
    // Minutes 22:55 to 22:58 are over; the 22:59 bar is still open.
    expect(stored.map((b) => b.at.toISOString())).toEqual([
      '2026-11-21T22:55:00.000Z',
      '2026-11-21T22:56:00.000Z',
      '2026-11-21T22:57:00.000Z',
      '2026-11-21T22:58:00.000Z',
    ]);
    for (const bar of stored) {
      const inMinute = trades.filter(
        (tr) => tr.trade_timestamp >= bar.at.getTime() && tr.trade_timestamp < bar.at.getTime() + 60_000,
      );
      const ps = inMinute.map((tr) => tr.price);
      expect(Number(bar.open)).toBe(ps[0]);
      expect(Number(bar.close)).toBe(ps[ps.length - 1]);
      expect(Number(bar.high)).toBe(Math.max(...ps));
      expect(Number(bar.low)).toBe(Math.min(...ps));
      expect(bar.volume).toBe(inMinute.reduce((a, tr) => a + tr.volume, 0));
    }

    // Local midnight in Stockholm ends the day: its daily bar comes from its minute bars.
    sim.stepTo(utc('2026-11-21T22:59:59Z'));
    await sim.market.flush();
    expect(
      await t.database.db
        .select()
        .from(dailyBars)
        .where(and(eq(dailyBars.instrumentId, shareId), eq(dailyBars.day, '2026-11-21'))),
    ).toEqual([]);
    const lastOfDay = prices(sim.messages, 'price:11:101').at(-1)!;
    sim.stepTo(utc('2026-11-21T23:00:00Z'));
    await sim.market.flush();
    const [saturday] = await t.database.db
      .select()
      .from(dailyBars)
      .where(and(eq(dailyBars.instrumentId, shareId), eq(dailyBars.day, '2026-11-21')));
    expect(saturday).toBeDefined();
    expect(Number(saturday!.close)).toBe(lastOfDay.last);
    expect(Number(saturday!.high)).toBe(lastOfDay.high);
    expect(Number(saturday!.low)).toBe(lastOfDay.low);
    expect(Number(saturday!.open)).toBe(lastOfDay.open);
    expect(saturday!.volume).toBe(lastOfDay.turnover_volume);
    // The new day starts from the old day's close.
    const sunday = prices(sim.messages, 'price:11:101').at(-1)!;
    expect(sunday).toMatchObject({ close: lastOfDay.last, last: lastOfDay.last, turnover_volume: 0 });
    expect(sunday.open).toBeUndefined();

    // Snapshots: from memory while leading; a process without the simulator reads the database.
    const fromMemory = await sim.market.snapshots.resolve({ t: 'price', ...SHARE });
    expect(fromMemory).toEqual({ known: true, state: sunday });
    const dbOnly = new MarketSnapshots(t.database.db, new MarketClock('always-open'), 'sim-test', {
      now: () => utc('2026-11-21T22:59:30Z'),
    });
    const fromDb = await dbOnly.resolve({ t: 'price', ...SHARE });
    expect(fromDb.known).toBe(true);
    expect(fromDb.state).toMatchObject({
      m: 11,
      i: '101',
      close: Number(friday!.close),
      last: lastOfDay.last,
    });
    const depth = (await dbOnly.resolve({ t: 'depth', ...SHARE })).state!;
    expect(depth.bid1 as number).toBeLessThan(depth.ask1 as number);
    expect(await dbOnly.resolve({ t: 'price', m: 11, i: '999999' })).toEqual({ known: false });
    expect(await dbOnly.resolve({ t: 'trade', ...SHARE })).toEqual({ known: true });
    expect((await dbOnly.resolve({ t: 'trading_status', ...SHARE })).state).toMatchObject({
      status: 'CONTINUOUS_TRADING',
      halted: false,
    });
    const index = await dbOnly.resolve({ t: 'indicator', m: 'SSE', i: 'OMXS30' });
    expect(index.known).toBe(true);
    expect(index.state!.last).toBeGreaterThan(0);
    expect(await dbOnly.resolve({ t: 'indicator', m: 'SSE', i: 'NOPE' })).toEqual({ known: false });
    expect(await dbOnly.resolve({ t: 'indicator', m: 'XXX', i: 'OMXS30' })).toEqual({ known: false });
    await sim.market.stop();
  });

  it('fixes one NAV per fund and banking day at the cut-off, and never twice', async () => {
    const funds = await t.database.db.select().from(instruments).where(eq(instruments.groupType, 'FND'));
    const ids = funds.map((f) => f.instrumentId);
    const navsOn = (day: string) =>
      t.database.db
        .select()
        .from(dailyBars)
        .where(and(inArray(dailyBars.instrumentId, ids), eq(dailyBars.day, day)));
    // Monday 23 November, 11:55 UTC: past the Norwegian (07:30), Finnish (10:00) and Danish (11:00)
    // cut-offs, before the Swedish one (12:00 UTC).
    const sim = start('market', utc('2026-11-23T11:55:00Z'));
    await sim.begin();
    await sim.market.flush();
    const early = await navsOn('2026-11-23');
    const sek = funds.filter((f) => f.currency === 'SEK').map((f) => f.instrumentId);
    expect(early.length).toBe(funds.length - sek.length);
    expect(early.some((b) => sek.includes(b.instrumentId))).toBe(false);
    expect(await navsOn('2026-11-21')).toEqual([]);
    expect(await navsOn('2026-11-22')).toEqual([]);

    sim.stepTo(utc('2026-11-23T12:00:30Z'));
    await sim.market.flush();
    const all = await navsOn('2026-11-23');
    expect(all.length).toBe(funds.length);
    for (const b of all) expect([b.open, b.high, b.low]).toEqual([b.close, b.close, b.close]);
    const navPrice = prices(sim.messages, `price:4:${(await fundBook(sek[0]!)).identifier}`).at(-1)!;
    const stored = all.find((b) => b.instrumentId === sek[0])!;
    expect(navPrice.last).toBe(Number(stored.close));
    await sim.market.stop();

    // A restart later that day finds nothing missing and changes nothing.
    const again = start('market', utc('2026-11-23T14:00:00Z'));
    await again.begin();
    await again.market.flush();
    expect(await navsOn('2026-11-23')).toEqual(all);
    await again.market.stop();
  });

  async function fundBook(instrumentId: number) {
    const [row] = await t.database.db
      .select()
      .from(tradables)
      .where(eq(tradables.instrumentId, instrumentId));
    return row!;
  }

  it('stores earlier news on the first start and publishes new items as they are stored', async () => {
    const before = await countNews(t.database.db);
    const startAt = utc('2026-11-24T09:00:00Z');
    const sim = start('always-open', startAt);
    await sim.begin();
    await sim.market.flush();
    const past = await listNewsItems(t.database.db, { limit: 50 });
    // The first test's market found the table empty and filled it; this one adds nothing at start.
    expect(before).toBeGreaterThan(0);
    expect(await countNews(t.database.db)).toBe(before);
    for (const n of past) expect(n.publishedAt).toBeLessThan(startAt);

    sim.stepTo(startAt + 10 * 60_000);
    await sim.market.flush();
    const published = sim.messages.filter((m) => m.kind === 'market' && m.type === 'news');
    expect(published.length).toBeGreaterThanOrEqual(4);
    const fresh = await listNewsItems(t.database.db, { limit: published.length });
    for (const m of published) {
      if (m.kind !== 'market') continue;
      const data = m.data as { news_id: number; source_id: number; headline: string };
      expect(m.key).toBe(`news:${data.source_id}`);
      const row = fresh.find((n) => n.id === data.news_id);
      expect(row?.headline).toBe(data.headline);
    }
    await sim.market.stop();
  });

  it('stores the current minute on a stop, and a restart within that minute carries on with it', async () => {
    const minute = utc('2026-11-25T10:00:00Z');
    const first = start('always-open', minute + 10_000);
    await first.begin();
    first.stepTo(minute + 40_000);
    await first.market.stop();
    const second = start('always-open', minute + 45_000);
    await second.begin();
    const resumed = prices(second.messages, 'price:11:101')[0]!;
    const before = prices(first.messages, 'price:11:101').at(-1)!;
    expect(resumed).toMatchObject({
      open: before.open,
      high: before.high,
      low: before.low,
      last: before.last,
    });
    expect(resumed.turnover_volume).toBe(before.turnover_volume);
    second.stepTo(minute + 90_000);
    await second.market.flush();

    const trades = [...first.messages, ...second.messages]
      .filter((m) => m.kind === 'market' && m.type === 'trade' && m.key === 'trade:11:101')
      .map((m) => m.data as unknown as TradeData)
      .filter((tr) => tr.trade_timestamp < minute + 60_000);
    expect(trades.some((tr) => tr.trade_timestamp > minute + 45_000)).toBe(true);
    const [bar] = await t.database.db
      .select()
      .from(minuteBars)
      .where(and(eq(minuteBars.instrumentId, shareId), eq(minuteBars.at, new Date(minute))));
    expect(Number(bar!.open)).toBe(trades[0]!.price);
    expect(Number(bar!.close)).toBe(trades.at(-1)!.price);
    expect(bar!.volume).toBe(trades.reduce((a, tr) => a + tr.volume, 0));
    await second.market.stop();
  });
});

describe('market simulator started on a weekend', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows each index at its stored Friday close, as the index's chart ends", async () => {
    const messages: BusMessage[] = [];
    const bus = createInProcessBus();
    bus.subscribe((m) => messages.push(m));
    const market = createMarket({
      db: t.database,
      bus,
      config: {
        simulator: { enabled: true, clock: 'market', speed: 1, seed: 'sim-test', haltsPerDay: 0 },
        databaseUrl: undefined,
      },
      time: { now: () => utc('2026-11-21T12:00:00Z') },
      timers: false,
      alwaysLead: true,
    });
    await market.start(SILENT);
    const closes = await t.database.db
      .select({ id: dailyBars.instrumentId, close: dailyBars.close, identifier: tradables.identifier })
      .from(dailyBars)
      .innerJoin(instruments, eq(instruments.instrumentId, dailyBars.instrumentId))
      .innerJoin(tradables, eq(tradables.instrumentId, dailyBars.instrumentId))
      .where(and(eq(instruments.groupType, 'IDX'), eq(dailyBars.day, '2026-11-20')));
    expect(closes.length).toBeGreaterThan(0);
    const shown = (identifier: string) =>
      messages
        .filter((m) => m.kind === 'market' && m.type === 'price' && m.key.endsWith(`:${identifier}`))
        .map((m) => (m.data as unknown as PriceData).last)
        .at(-1);
    for (const c of closes) expect(shown(c.identifier), String(c.id)).toBe(Number(c.close));
    await market.stop();
  });
});
