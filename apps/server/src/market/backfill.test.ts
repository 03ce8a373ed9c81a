import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isHoliday, tradingDaysBetween, type CountryCode } from '@broker/domain';
import { TEST_AS_OF, startTestApp, type TestApp } from '../testing/test-app';
import { backfillDailyBars, lastCompletedTradingDay } from './backfill';
import { MarketClock } from './clock';

/**
 * A server stopped after the seeded Friday 2026-11-20 and started again the next Friday at 15:00 UTC
 * (before the Nordic closes): the days in between get daily bars, once, the same way every time.
 */

const NOW = Date.parse('2026-11-27T15:00:00Z');
const SEED = 'backfill-test';

type Bar = { instrumentId: number; day: string; open: number; high: number; low: number; close: number };

describe('daily bar backfill', () => {
  let t: TestApp;
  let books: { instrumentId: number; country: CountryCode }[];
  let before: Bar[];

  async function bars(): Promise<Bar[]> {
    const { rows } = (await t.database.db.execute(sql`
      select b.instrument_id, b.day::text as day, b.open, b.high, b.low, b.close
      from daily_bars b join instruments i on i.instrument_id = b.instrument_id
      where i.group_type in ('EQ', 'IDX')
      order by b.instrument_id, b.day`)) as unknown as { rows: Record<string, string | number>[] };
    return rows.map((r) => ({
      instrumentId: Number(r.instrument_id),
      day: String(r.day),
      open: Number(r.open),
      high: Number(r.high),
      low: Number(r.low),
      close: Number(r.close),
    }));
  }

  beforeAll(async () => {
    t = await startTestApp('pglite');
    const { rows } = (await t.database.db.execute(sql`
      select distinct on (t.instrument_id) t.instrument_id, m.country
      from tradables t join instruments i on i.instrument_id = t.instrument_id
      join markets m on m.market_id = t.market_id
      where i.group_type in ('EQ', 'IDX')
      order by t.instrument_id, t.market_id, t.id`)) as unknown as {
      rows: Record<string, string | number>[];
    };
    books = rows.map((r) => ({
      instrumentId: Number(r.instrument_id),
      country: String(r.country).trim() as CountryCode,
    }));
    before = await bars();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('knows when a trading day is complete', () => {
    const market = new MarketClock('market');
    const open = new MarketClock('always-open');
    expect(lastCompletedTradingDay(market, 'SE', NOW)).toBe('2026-11-26');
    expect(lastCompletedTradingDay(market, 'SE', Date.parse('2026-11-27T17:00:00Z'))).toBe('2026-11-27');
    expect(lastCompletedTradingDay(open, 'SE', Date.parse('2026-11-27T17:00:00Z'))).toBe('2026-11-26');
    expect(lastCompletedTradingDay(open, 'SE', Date.parse('2026-11-30T10:00:00Z'))).toBe('2026-11-27');
    expect(lastCompletedTradingDay(market, 'SE', Date.parse('2026-12-28T10:00:00Z'))).toBe('2026-12-23');
    expect(isHoliday('SE', '2026-12-24')).toBe(true);
  });

  it('fills every missing trading day of every share and index, once and deterministically', async () => {
    const clock = new MarketClock('market');
    expect(books.length).toBeGreaterThan(0);
    const lastStored = new Map<number, Bar>();
    for (const b of before) lastStored.set(b.instrumentId, b);
    for (const b of books) expect(lastStored.get(b.instrumentId)?.day).toBe(TEST_AS_OF);

    const inserted = await backfillDailyBars(t.database.db, clock, SEED, NOW);
    const after = await bars();
    const added = after.filter((a) => a.day > TEST_AS_OF);
    expect(inserted).toBe(added.length);

    for (const b of books) {
      const expected = tradingDaysBetween(b.country, '2026-11-21', '2026-11-26');
      expect(expected.length).toBe(4);
      const mine = added.filter((a) => a.instrumentId === b.instrumentId);
      expect(mine.map((a) => a.day)).toEqual(expected);
      for (const bar of mine) {
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
        expect(bar.low).toBeGreaterThan(0);
      }
      const last = lastStored.get(b.instrumentId)!;
      const first = mine[0]!;
      expect(Math.abs(first.open / last.close - 1)).toBeLessThan(0.05);
    }
    // Stored history stays as it was.
    expect(after.filter((a) => a.day <= TEST_AS_OF)).toEqual(before);

    // A second run finds nothing missing.
    expect(await backfillDailyBars(t.database.db, clock, SEED, NOW)).toBe(0);
    expect(await bars()).toEqual(after);

    // The same seed fills the same days the same way.
    await t.database.db.execute(sql`delete from daily_bars where day > ${TEST_AS_OF}::date`);
    expect(await backfillDailyBars(t.database.db, clock, SEED, NOW)).toBe(inserted);
    expect(await bars()).toEqual(after);
  });

  it('walks a split the server was down for on the new basis: half the price from its day', async () => {
    const clock = new MarketClock('market');
    const [split] = (
      (await t.database.db.execute(
        sql`select instrument_id, day::text as day from corporate_events where event = 'SPLIT'`,
      )) as unknown as { rows: { instrument_id: number; day: string }[] }
    ).rows;
    expect(split).toBeDefined();
    // Down until a week after the split's day.
    const later = Date.parse(`${split!.day}T15:00:00Z`) + 7 * 86_400_000;
    expect(await backfillDailyBars(t.database.db, clock, SEED, later)).toBeGreaterThan(0);
    const mine = (await bars()).filter((b) => b.instrumentId === Number(split!.instrument_id));
    const at = mine.findIndex((b) => b.day === split!.day);
    expect(at).toBeGreaterThanOrEqual(mine.length - 8);
    for (let i = mine.length - 8; i < mine.length; i++) {
      const ratio = mine[i]!.close / mine[i - 1]!.close;
      // The split's day: about half (2 for 1) with a day's move; every other day a day's move.
      if (i === at) expect(Math.abs(ratio - 0.5)).toBeLessThan(0.05);
      else expect(Math.abs(ratio - 1)).toBeLessThan(0.1);
    }
  });
});
