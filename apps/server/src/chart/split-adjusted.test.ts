import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dayStamp, localTimeToUtc } from '@broker/domain';
import { queryRows } from './db-rows';
import { adjustBars } from './split-adjusted';
import { DB_KINDS, TEST_AS_OF, startTestApp, type TestApp } from '../testing/test-app';

const bars = (closes: number[], start: string) => {
  const n = closes.length;
  const t = new Float64Array(n).map((_, i) => dayStamp(start) + i * 86_400_000);
  const c = Float64Array.from(closes);
  return {
    t,
    open: c.slice(),
    high: c.slice(),
    low: c.slice(),
    close: c,
    volume: new Float64Array(n).fill(100),
  };
};

describe('adjustBars', () => {
  it('divides what came before each split by its factor, volumes multiplied, and leaves the rest', () => {
    const b = bars([100, 102, 51, 52, 520, 530], '2026-01-01');
    const out = adjustBars(
      b,
      [
        { day: '2026-01-03', factor: 2 },
        { day: '2026-01-05', factor: 0.1 },
      ],
      dayStamp,
    );
    // Before the 2-for-1 and the 1-for-10: ×10 / 2 = ×5; between them: ×10; after: as traded.
    expect(Array.from(out.close)).toEqual([500, 510, 510, 520, 520, 530]);
    expect(Array.from(out.volume!)).toEqual([20, 20, 10, 10, 100, 100]);
    expect(Array.from(b.close)).toEqual([100, 102, 51, 52, 520, 530]); // the stored ones stay
    // Nothing to do: the same bars back.
    expect(adjustBars(b, [], dayStamp)).toBe(b);
    expect(adjustBars(b, [{ day: '2025-12-01', factor: 2 }], dayStamp)).toBe(b);
  });
});

interface Point {
  timeStamp: number;
  last: number;
  volume?: number;
}

describe.each(DB_KINDS)('the chart across a split (%s)', (kind) => {
  let t: TestApp;
  let id: number;
  let raw: { day: string; close: number; volume: number }[];
  let splitDay: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    t.app.deps.time = { now: () => localTimeToUtc(TEST_AS_OF, '18:00', 'Europe/Stockholm') };
    const db = t.database.db;
    // A seeded share that splits 2 for 1 ten sessions before the seed day, on the stored bars.
    const [share] = await queryRows<{ id: number }>(
      db,
      sql`select instrument_id as id from instruments where group_type = 'EQ' and trim(currency) = 'SEK'
          and instrument_id not in (select instrument_id from corporate_events where split_to is not null)
          order by instrument_id limit 1`,
    );
    id = share!.id;
    raw = await queryRows(
      db,
      sql`select day::text as day, close::float8 as close, volume::float8 as volume from daily_bars
          where instrument_id = ${id} and day <= ${TEST_AS_OF}::date order by day desc limit 40`,
    );
    raw.reverse();
    splitDay = raw.at(-10)!.day;
    await db.execute(
      sql`insert into corporate_events (instrument_id, day, event, split_from, split_to)
          values (${id}, ${splitDay}::date, 'SPLIT', 1, 2)`,
    );
  }, 120_000);
  afterAll(async () => t?.close());

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as T;
  };
  const expected = (r: { day: string; close: number }) =>
    r.day < splitDay ? Math.round((r.close / 2) * 1e4) / 1e4 : r.close;

  it('draws the days before the split at half their price and twice their volume', async () => {
    const s = await get<{ pricePoints: Point[]; previousClose?: number }>(
      `/api/2/market-data/price-time-series/${id}?period=MONTH_1&resolution=DAY`,
    );
    const byDay = new Map(raw.map((r) => [dayStamp(r.day), r]));
    expect(s.pricePoints.length).toBeGreaterThan(15);
    for (const p of s.pricePoints) {
      const r = byDay.get(p.timeStamp)!;
      expect(p.last, r.day).toBe(expected(r));
      expect(p.volume, r.day).toBe(r.day < splitDay ? r.volume * 2 : r.volume);
    }
    expect(s.pricePoints.some((p) => p.timeStamp < dayStamp(splitDay))).toBe(true);
    // The close before the month is on the same basis.
    const first = raw.findIndex((r) => dayStamp(r.day) === s.pricePoints[0]!.timeStamp);
    expect(s.previousClose).toBe(expected(raw[first - 1]!));
  });

  it('measures the period returns and spark lines on the same basis', async () => {
    const returns = await get<{ period: string; performance: number }[]>(
      `/api/2/market-data/historical-returns/${id}`,
    );
    const daily = await get<{ pricePoints: Point[]; previousClose: number }>(
      `/api/2/market-data/price-time-series/${id}?period=MONTH_1&resolution=DAY`,
    );
    const month = returns.find((r) => r.period === 'MONTH_1')!;
    const last = raw.at(-1)!.close;
    const base = daily.previousClose;
    // Against the adjusted close before the month (the stored bars here did not split, so the
    // adjusted history doubles at the split: the month is measured across it, not from half).
    expect(base).toBeLessThan(raw.at(-25)!.close * 0.75);
    expect(month.performance).toBeCloseTo(((last - base) / base) * 100, 1);

    const [line] = await get<{ instrument_id: number; points: { timeStamp: number; value: number }[] }[]>(
      `/api/2/market-data/spark-lines?instrument_ids=${id}&period=MONTH_1`,
    );
    const byDay = new Map(raw.map((r) => [dayStamp(r.day), r]));
    for (const p of line!.points) expect(p.value).toBe(expected(byDay.get(p.timeStamp)!));
  });
});
