import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  computeIndicator,
  dayStamp,
  fundRangeEndMs,
  localTimeToUtc,
  parseTechnicalAnalysisQuery,
  warmupBars,
} from '@broker/domain';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { bulkInsert } from '../db/seed/bulk-insert';
import { dailyBars, instruments, minuteBars, transactions } from '../db/schema';

/** Sunday after TEST_AS_OF (Friday 2026-11-20): DAY_1 must fall back to Friday's session. */
const NOW = Date.parse('2026-11-22T10:00:00Z');
const TEST_ID = 9001;
const SHARE = 1001;
/** OMXS30, of Stockholm shares. */
const INDEX = 3001;
const SE_ACCID = 10001;
const NO_ACCID = 10011;
const BASE = '/api/2/market-data/price-time-series';

interface Series {
  pricePoints: {
    timeStamp: number;
    last: number;
    open?: number;
    high?: number;
    low?: number;
    volume?: number;
  }[];
  returnedPeriod: string;
  returnedResolution: string;
  currency: string;
  previousClose: number | null;
  high: number | null;
  low: number | null;
  availablePeriods: string[];
  validResolutionsForPeriod: string[];
  comparePricePoints: { timeSeriesIdentifier: string; pricePoints: { timeStamp: number; value: number }[] }[];
  technicalAnalysisPoints: { taTypeWithParams: string; taType: string; points: Record<string, number>[] }[];
  enrichPoints: { event: string; eventTimestamp: number; timestamp: number; change: number | null }[];
  owners: { timestamp: number; value: number }[];
  returns: {
    period: string;
    performance: number | null;
    returnAmount: { value: number; currency: string } | null;
  }[];
  supportedTechnicalAnalysisPointsTypes: string[];
}

const bar = (day: string, o: number, h: number, l: number, c: number, v: number) => ({
  instrumentId: TEST_ID,
  day,
  open: String(o),
  high: String(h),
  low: String(l),
  close: String(c),
  volume: v,
});

/** Hand-made bars of a test share, so every aggregate below can be checked by hand. */
const TEST_BARS = [
  bar('2026-09-24', 10, 12, 9, 11, 100), // Thu, ISO week 39
  bar('2026-09-25', 11, 13, 10, 12, 200),
  bar('2026-09-28', 12, 14, 11, 13, 300), // Mon, week 40
  bar('2026-09-29', 13, 13.5, 8, 9, 400),
  bar('2026-09-30', 9, 10, 8.5, 10, 500), // last day of Q3
  bar('2026-10-01', 10, 20, 10, 19, 600), // first of Q4, same week
  bar('2026-10-02', 19, 19, 15, 16, 700),
  bar('2026-10-05', 16, 17, 14, 15, 800), // Mon, week 41
  bar('2026-11-02', 20, 21, 19, 20, 10),
  bar('2026-11-03', 20, 21, 19, 20, 10),
  bar('2026-11-04', 20, 21, 19, 20, 10),
  bar('2026-11-05', 20, 21, 19, 20, 10),
  bar('2026-11-06', 20, 21, 19, 20, 10),
  bar('2026-11-19', 50, 51, 49, 50, 10),
];

const minute = (iso: string, o: number, h: number, l: number, c: number, v: number) => ({
  instrumentId: TEST_ID,
  at: new Date(iso),
  open: String(o),
  high: String(h),
  low: String(l),
  close: String(c),
  volume: v,
});

/** Friday 2026-11-20, Stockholm is UTC+1: 08:00Z is the 09:00 open. */
const TEST_MINUTES = [
  minute('2026-11-20T08:00:00Z', 50, 51, 49.5, 50.5, 10),
  minute('2026-11-20T08:01:00Z', 50.5, 52, 50, 51, 20),
  minute('2026-11-20T08:29:00Z', 51, 51, 48, 49, 30),
  minute('2026-11-20T08:30:00Z', 49, 50, 49, 50, 40),
  minute('2026-11-20T12:05:00Z', 50, 53, 50, 52, 50),
];

const trade = (id: number, accid: number, type: 'BUY' | 'SELL', day: string, qty: number, price: number) => ({
  id,
  accid,
  type,
  instrumentId: TEST_ID,
  tradeDate: day,
  settleDate: day,
  quantity: String(qty),
  price: String(price),
  amount: String(type === 'BUY' ? -qty * price : qty * price),
  fee: '0',
  currency: accid === SE_ACCID ? 'SEK' : 'NOK',
  createdAt: new Date(`${day}T10:15:00Z`),
});

describe.each(DB_KINDS)('chart (%s)', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let cookie: string;

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const series = async (id: number, query: string): Promise<Series> => {
    const res = await get(`${BASE}/${id}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Series;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.app.deps.time = { now: () => NOW };
    const db = t.database.db;
    await db.insert(instruments).values({
      instrumentId: TEST_ID,
      isin: 'SE0000009001',
      name: 'Testbolaget, "Ett" AB',
      symbol: 'TEST B',
      groupType: 'EQ',
      instrumentType: 'ESH',
      currency: 'SEK',
      marketId: 11,
      mifid2Category: 1,
      risk: 'MEDIUM',
    });
    await bulkInsert(db, dailyBars, TEST_BARS);
    await bulkInsert(db, minuteBars, TEST_MINUTES);
    // Customer of SE_ACCID holds from 2 to 5 November, the one of NO_ACCID from the 3rd on.
    const maxId = await db.execute(sql`select max(id)::int as id from transactions`);
    const first = Number((maxId as unknown as { rows: { id: number }[] }).rows[0]!.id) + 1000;
    await bulkInsert(db, transactions, [
      trade(first, SE_ACCID, 'BUY', '2026-11-02', 10, 20),
      trade(first + 1, NO_ACCID, 'BUY', '2026-11-03', 5, 20),
      trade(first + 2, SE_ACCID, 'SELL', '2026-11-05', 10, 20.5),
    ]);
    ({ headers, cookie } = await loginForApi(t.app, 'demo-se'));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('aggregation', () => {
    it('DAY returns the stored bars with the previous close before the range', async () => {
      const s = await series(TEST_ID, 'from=2026-09-28&to=2026-10-02&resolution=DAY');
      expect(s.returnedPeriod).toBe('CUSTOM');
      expect(s.pricePoints.map((p) => p.last)).toEqual([13, 9, 10, 19, 16]);
      expect(s.pricePoints[0]).toEqual({
        timeStamp: dayStamp('2026-09-28'),
        last: 13,
        open: 12,
        high: 14,
        low: 11,
        volume: 300,
      });
      expect(s.previousClose).toBe(12);
      expect(s.high).toBe(20);
      expect(s.low).toBe(8);
    });

    it('WEEK buckets are ISO weeks stamped with their first trading day', async () => {
      const s = await series(TEST_ID, 'from=2026-09-24&to=2026-10-05&resolution=WEEK');
      expect(s.pricePoints).toEqual([
        { timeStamp: dayStamp('2026-09-24'), open: 10, high: 13, low: 9, last: 12, volume: 300 },
        { timeStamp: dayStamp('2026-09-28'), open: 12, high: 20, low: 8, last: 16, volume: 2500 },
        { timeStamp: dayStamp('2026-10-05'), open: 16, high: 17, low: 14, last: 15, volume: 800 },
      ]);
    });

    it('MONTH and QUARTER buckets split at 30 September / 1 October', async () => {
      const expected = [
        { timeStamp: dayStamp('2026-09-24'), open: 10, high: 14, low: 8, last: 10, volume: 1500 },
        { timeStamp: dayStamp('2026-10-01'), open: 10, high: 20, low: 10, last: 15, volume: 2100 },
      ];
      const month = await series(TEST_ID, 'from=2026-01-01&to=2026-10-05&resolution=MONTH');
      expect(month.pricePoints).toEqual(expected);
      const quarter = await series(TEST_ID, 'from=2024-01-01&to=2026-10-05&resolution=QUARTER');
      expect(quarter.pricePoints).toEqual(expected);
    });

    it('converts prices, previous close, indicators and returns into the asked currency', async () => {
      const query = 'from=2026-09-28&to=2026-10-02&resolution=DAY&technicalAnalysis=sma-2';
      const own = await series(TEST_ID, query);
      const eur = await series(TEST_ID, `${query}&currency=EUR`);
      // The seed's reference rates: 11.5 SEK per EUR.
      const rate = 1 / 11.5;
      expect(own.currency).toBe('SEK');
      expect(eur.currency).toBe('EUR');
      expect(eur.pricePoints.map((p) => p.last)).toEqual(own.pricePoints.map((p) => p.last * rate));
      expect(eur.pricePoints.map((p) => p.volume)).toEqual(own.pricePoints.map((p) => p.volume));
      expect(eur.previousClose).toBeCloseTo(own.previousClose! * rate, 12);
      const sma = (s: Series) => s.technicalAnalysisPoints[0]!.points.map((p) => p.value!);
      sma(eur).forEach((v, i) => expect(v).toBeCloseTo(sma(own)[i]! * rate, 12));
      expect(eur.returns.map((r) => r.performance)).toEqual(own.returns.map((r) => r.performance));
      expect(eur.returns.every((r) => r.returnAmount === null || r.returnAmount.currency === 'EUR')).toBe(
        true,
      );
      const bad = await get(`${BASE}/${TEST_ID}?${query}&currency=XYZ`);
      expect(bad.statusCode).toBe(400);
    });

    it('an epoch-ms to (a fund range end) includes points stamped at or before it', async () => {
      const to = fundRangeEndMs('2026-10-02', 'Europe/Stockholm');
      const s = await series(TEST_ID, `from=2026-09-28&to=${to}&resolution=DAY`);
      expect(s.pricePoints.at(-1)!.timeStamp).toBe(dayStamp('2026-10-02'));
      expect(s.pricePoints).toHaveLength(5);
    });

    it('intraday buckets are aligned in local time and stamped with their first minute', async () => {
      const s = await series(TEST_ID, 'period=DAY_1&resolution=MIN_30');
      expect(s.pricePoints).toEqual([
        { timeStamp: Date.parse('2026-11-20T08:00:00Z'), open: 50, high: 52, low: 48, last: 49, volume: 60 },
        { timeStamp: Date.parse('2026-11-20T08:30:00Z'), open: 49, high: 50, low: 49, last: 50, volume: 40 },
        { timeStamp: Date.parse('2026-11-20T12:05:00Z'), open: 50, high: 53, low: 50, last: 52, volume: 50 },
      ]);
      expect(s.previousClose).toBe(50);
      const week = await series(TEST_ID, 'period=WEEK_1&resolution=HOUR_4');
      // Local 08-12 and 12-16: 09:00-09:30 local in the first, 13:05 local in the second.
      expect(week.pricePoints.map((p) => [p.timeStamp, p.last, p.volume])).toEqual([
        [Date.parse('2026-11-20T08:00:00Z'), 50, 100],
        [Date.parse('2026-11-20T12:05:00Z'), 52, 50],
      ]);
    });

    it('DAY_1 on a Sunday is Friday’s session of a seeded share', async () => {
      const s = await series(SHARE, 'period=DAY_1');
      expect(s.returnedPeriod).toBe('DAY_1');
      expect(s.returnedResolution).toBe('MIN_5');
      const open = localTimeToUtc('2026-11-20', '00:00', 'Europe/Stockholm');
      expect(s.pricePoints.length).toBeGreaterThan(50);
      for (const p of s.pricePoints) {
        expect(p.timeStamp).toBeGreaterThanOrEqual(open);
        expect(p.timeStamp).toBeLessThan(open + 86_400_000);
      }
      expect(s.availablePeriods).toContain('DAY_1');
      expect(s.supportedTechnicalAnalysisPointsTypes).toHaveLength(6);
      expect(s.validResolutionsForPeriod[0]).toBe('MIN_5');
    });

    it('DAY_1 of a seeded index is its session too, ending at its close', async () => {
      const s = await series(INDEX, 'period=DAY_1');
      expect(s.returnedPeriod).toBe('DAY_1');
      expect(s.pricePoints.length).toBeGreaterThan(50);
      const open = localTimeToUtc('2026-11-20', '00:00', 'Europe/Stockholm');
      expect(s.pricePoints.every((p) => p.timeStamp >= open && p.timeStamp < open + 86_400_000)).toBe(true);
      const daily = await series(INDEX, 'period=WEEK_1&resolution=DAY');
      expect(s.pricePoints.at(-1)!.last).toBe(daily.pricePoints.at(-1)!.last);
    });
  });

  describe('input rules', () => {
    const bad = async (url: string, status: number, code: string, field?: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json() as { code: string; fields?: { field: string }[] };
      expect(body.code).toBe(code);
      if (field) expect(body.fields?.[0]?.field).toBe(field);
    };

    it('refuses both or neither of period and from/to, reversed and future ranges', async () => {
      await bad(`${BASE}/${SHARE}?period=YEAR_1&from=2026-01-01`, 400, 'INPUT_ERROR', 'query.period');
      await bad(`${BASE}/${SHARE}`, 400, 'INPUT_ERROR', 'query.period');
      await bad(`${BASE}/${SHARE}?from=2026-10-02&to=2026-10-01`, 400, 'INPUT_ERROR', 'query.from');
      await bad(`${BASE}/${SHARE}?from=2026-11-23`, 400, 'INPUT_ERROR', 'query.from');
      await bad(`${BASE}/${SHARE}?from=2026-02-30&to=2026-03-01`, 400, 'INPUT_ERROR', 'querystring.from');
    });

    it('refuses a resolution the period does not offer, and unknown instruments', async () => {
      await bad(`${BASE}/${SHARE}?period=YEAR_1&resolution=MIN_1`, 400, 'INPUT_ERROR', 'query.resolution');
      await bad(`${BASE}/2001?period=WEEK_1&resolution=MIN_30`, 400, 'INPUT_ERROR', 'query.resolution');
      await bad(`${BASE}/999999?period=YEAR_1`, 404, 'UNKNOWN_INSTRUMENT');
    });

    it('refuses more than 8 comparators, unknown ones and invalid indicators', async () => {
      await bad(
        `${BASE}/${SHARE}?period=MONTH_1&compare=1002,1003,1004,1005,1006,1007,1008,1009,1010`,
        400,
        'INPUT_ERROR',
        'query.compare',
      );
      await bad(`${BASE}/${SHARE}?period=MONTH_1&compare=1002,999999`, 404, 'UNKNOWN_INSTRUMENT');
      const res = await get(`${BASE}/${SHARE}?period=MONTH_1&technicalAnalysis=sma-1`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INPUT_ERROR', message: "'sma-1': invalid parameters" });
    });
  });

  describe('overlays', () => {
    it('compare sends each instrument’s closes at the same resolution, duplicates once', async () => {
      const s = await series(SHARE, 'period=MONTH_1&compare=1002,1003,1002');
      expect(s.comparePricePoints.map((c) => c.timeSeriesIdentifier)).toEqual(['1002', '1003']);
      const other = await series(1002, 'period=MONTH_1');
      expect(s.comparePricePoints[0]!.pricePoints).toEqual(
        other.pricePoints.map((p) => ({ timeStamp: p.timeStamp, value: p.last })),
      );
    });

    it('indicators: every value equals the domain function over the bars from its warm-up on', async () => {
      const query = 'sma-14,bollinger-20-2,macd-12-26-9,rsi-14-70-30,stochastic-14-3-80-20,ema-9';
      const s = await series(SHARE, `period=MONTH_3&resolution=DAY&technicalAnalysis=${query}`);
      const all = await series(SHARE, 'from=2020-01-01&resolution=DAY');
      const first = all.pricePoints.findIndex((p) => p.timeStamp === s.pricePoints[0]!.timeStamp);
      const input = (from: number) => ({
        close: all.pricePoints.slice(from).map((p) => p.last),
        high: all.pricePoints.slice(from).map((p) => p.high!),
        low: all.pricePoints.slice(from).map((p) => p.low!),
      });
      const parsed = parseTechnicalAnalysisQuery(query);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(s.technicalAnalysisPoints.map((ta) => ta.taTypeWithParams)).toEqual(query.split(','));
      parsed.entries.forEach((entry, k) => {
        const points = s.technicalAnalysisPoints[k]!.points;
        // Every point of the period has every field, from the first one on.
        expect(points).toHaveLength(s.pricePoints.length);
        expect(points[0]!.timeStamp).toBe(s.pricePoints[0]!.timeStamp);
        const start = Math.max(0, first - warmupBars(entry));
        const exact = computeIndicator(entry, input(start)) as unknown as Record<string, Float64Array>;
        // With the warm-up, no kind depends on where the computation starts (up to rounding).
        const full = computeIndicator(entry, input(0)) as unknown as Record<string, Float64Array>;
        points.forEach((p, j) => {
          for (const [field, value] of Object.entries(p)) {
            if (field === 'timeStamp') continue;
            expect(value, `${entry.kind}.${field}[${j}]`).toBe(exact[field]![first + j - start]);
            expect(value).toBeCloseTo(full[field]![first + j]!, 6);
          }
        });
      });
    });

    it('a day’s or a week’s indicator values are the same whatever period shows them', async () => {
      const query = 'technicalAnalysis=rsi-14-70-30,macd-12-26-9,ema-9';
      const valuesByStamp = (s: Series) =>
        new Map(
          s.technicalAnalysisPoints.flatMap((ta) =>
            ta.points.map((p) => [`${ta.taType}@${p.timeStamp}`, p] as const),
          ),
        );
      const same = (a: Series, b: Series, skipFirst: boolean) => {
        const inB = valuesByStamp(b);
        const firstStamp = a.pricePoints[0]!.timeStamp;
        let compared = 0;
        for (const [key, point] of valuesByStamp(a)) {
          const other = inB.get(key);
          if (!other || (skipFirst && point.timeStamp === firstStamp)) continue;
          for (const [field, value] of Object.entries(point)) {
            expect(value, `${key}.${field}`).toBeCloseTo(other[field]!, 6);
          }
          compared++;
        }
        return compared;
      };
      const month = await series(SHARE, `period=MONTH_1&resolution=DAY&${query}`);
      const year = await series(SHARE, `period=YEAR_1&resolution=DAY&${query}`);
      expect(same(month, year, false)).toBeGreaterThanOrEqual(3 * 15);
      // Weeks: a range starts on any weekday, so its first week is partial on screen; the week's
      // values are still computed from the whole week (the first bar keeps its own stamp).
      const fromWednesday = await series(SHARE, `from=2026-06-17&resolution=WEEK&${query}`);
      const longer = await series(SHARE, `from=2025-11-19&resolution=WEEK&${query}`);
      expect(same(fromWednesday, longer, true)).toBeGreaterThanOrEqual(3 * 20);
      fromWednesday.technicalAnalysisPoints.forEach((ta, k) => {
        const first = ta.points[0]!;
        const week = longer.technicalAnalysisPoints[k]!.points.find(
          (p) => p.timeStamp === dayStamp('2026-06-15'),
        )!;
        expect(first.timeStamp).toBe(dayStamp('2026-06-17'));
        for (const [field, value] of Object.entries(first)) {
          if (field !== 'timeStamp') expect(value, `${ta.taType}.${field}`).toBeCloseTo(week[field]!, 6);
        }
      });
    });

    it('indicator warm-up reads the bars before the range; undefined values are left out', async () => {
      const s = await series(
        TEST_ID,
        'from=2026-09-29&to=2026-10-05&resolution=DAY&technicalAnalysis=sma-3,sma-20',
      );
      expect(s.technicalAnalysisPoints[0]!.points[0]).toEqual({
        timeStamp: dayStamp('2026-09-29'),
        value: (12 + 13 + 9) / 3,
      });
      expect(s.technicalAnalysisPoints[1]!.points).toEqual([]);
    });

    it('historical events fall on chart points, with the real change of the day', async () => {
      const s = await series(SHARE, 'period=YEAR_1&resolution=WEEK&enrichType=HISTORICAL_EVENTS');
      expect(s.enrichPoints.length).toBeGreaterThan(4);
      const stamps = new Set(s.pricePoints.map((p) => p.timeStamp));
      for (const e of s.enrichPoints) {
        expect(stamps.has(e.timestamp)).toBe(true);
        expect(e.timestamp).toBeLessThanOrEqual(e.eventTimestamp);
      }
      const days = await series(SHARE, 'period=YEAR_1&resolution=DAY');
      const report = s.enrichPoints.find((e) => e.event === 'QUARTERLY_REPORT')!;
      const i = days.pricePoints.findIndex((p) => p.timeStamp === report.eventTimestamp);
      const change =
        ((days.pricePoints[i]!.last - days.pricePoints[i - 1]!.last) / days.pricePoints[i - 1]!.last) * 100;
      expect(report.change).toBeCloseTo(change, 3);
      const none = await series(SHARE, 'period=YEAR_1&resolution=WEEK');
      expect(none.enrichPoints).toEqual([]);
    });

    it('owners per day follow the trades of each customer across accounts', async () => {
      const s = await series(TEST_ID, 'from=2026-11-02&to=2026-11-06&resolution=DAY&nordbrokerOwners=true');
      expect(s.owners).toEqual(
        [1, 2, 2, 1, 1].map((value, k) => ({ timestamp: dayStamp(`2026-11-0${k + 2}`), value })),
      );
      expect((await series(TEST_ID, 'from=2026-11-02&to=2026-11-06&resolution=DAY')).owners).toEqual([]);
    });

    it('the seeded positions are the running total of the seeded trades, and owners agree with them', async () => {
      const db = t.database.db;
      const mismatches = await db.execute(sql`
        with ledger as (
          select accid, instrument_id, sum(case when type = 'BUY' then quantity else -quantity end) as qty
          from transactions where type in ('BUY', 'SELL') and id < 1000000 and instrument_id <> ${TEST_ID}
          group by accid, instrument_id
        )
        select coalesce(l.accid, p.accid) as accid from ledger l
        full join positions p on p.accid = l.accid and p.instrument_id = l.instrument_id
        where coalesce(l.qty, 0) <> coalesce(p.qty, 0)`);
      expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
      const held = await db.execute(sql`
        select count(distinct a.customer_id)::int as n from positions p join accounts a on a.accid = p.accid
        where p.instrument_id = ${SHARE} and p.qty > 0`);
      const n = Number((held as unknown as { rows: { n: number }[] }).rows[0]!.n);
      const s = await series(SHARE, 'period=MONTH_1&nordbrokerOwners=true');
      expect(n).toBeGreaterThan(0);
      expect(s.owners.at(-1)!.value).toBe(n);
    });

    it('returns per period: performance against the close before the period', async () => {
      const s = await series(SHARE, 'period=YEAR_1');
      const month = s.returns.find((r) => r.period === 'MONTH_1')!;
      const daily = await series(SHARE, 'period=MONTH_1&resolution=DAY');
      const last = daily.pricePoints.at(-1)!.last;
      expect(month.returnAmount).toEqual({
        value: Number((last - daily.previousClose!).toFixed(4)),
        currency: 'SEK',
      });
      expect(month.performance).toBeCloseTo(((last - daily.previousClose!) / daily.previousClose!) * 100, 3);
      expect(s.availablePeriods).toEqual(
        expect.arrayContaining(['DAY_1', 'WEEK_1', 'MONTH_1', 'YEAR_1', 'ALL']),
      );
      expect(s.availablePeriods).not.toContain('YEAR_3');
    });
  });

  describe('CSV download', () => {
    it('answers the series as an attachment with the session cookie', async () => {
      const url = `${BASE}/${TEST_ID}/csv?from=2026-09-28&to=2026-09-29&resolution=DAY`;
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="TEST B-CUSTOM-DAY.csv"; filename*=UTF-8''TEST%20B-CUSTOM-DAY.csv`,
      );
      expect(res.body).toBe(
        'date,open,high,low,close,volume\r\n2026-09-28,12,14,11,13,300\r\n2026-09-29,13,13.5,8,9,400\r\n',
      );
    });

    it('writes intraday dates in the market’s local time', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${BASE}/${TEST_ID}/csv?period=DAY_1&resolution=MIN_30`,
        headers: { cookie },
      });
      expect(res.body.split('\r\n')[1]).toBe('2026-11-20T09:00,50,52,48,49,60');
    });

    it('needs a session and checks the query like the JSON call', async () => {
      const url = `${BASE}/${TEST_ID}/csv?period=YEAR_1`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const badRes = await t.app.inject({
        method: 'GET',
        url: `${url}&resolution=MIN_1`,
        headers: { cookie },
      });
      expect(badRes.statusCode).toBe(400);
      expect(badRes.json().code).toBe('INPUT_ERROR');
    });
  });

  describe('buy/sell dots', () => {
    const dots = (q: string) => get(`/api/2/transactions/buy-sell-dots?${q}`);

    it('lists the customer’s buys and sells of the instrument in the range', async () => {
      const res = await dots(
        `accids=${SE_ACCID},10002&fromDate=2026-11-01&toDate=2026-11-30&instrumentId=${TEST_ID}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json() as { type: string; amount: number; timestampEpochMillis: number }[];
      expect(rows.map((r) => [r.type, r.amount])).toEqual([
        ['BUY', 200],
        ['SELL', 205],
      ]);
      expect(rows[0]).toMatchObject({
        price: 20,
        priceUnit: 'SEK',
        quantity: 10,
        timestampEpochMillis: Date.parse('2026-11-02T10:15:00Z'),
      });
      const narrow = await dots(
        `accids=${SE_ACCID}&fromDate=2026-11-03&toDate=2026-11-04&instrumentId=${TEST_ID}`,
      );
      expect(narrow.json()).toEqual([]);
    });

    it('refuses another customer’s account with 404 and a reversed range with 400', async () => {
      const foreign = await dots(
        `accids=${SE_ACCID},${NO_ACCID}&fromDate=2026-11-01&toDate=2026-11-30&instrumentId=${TEST_ID}`,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('ACCOUNT_NOT_FOUND');
      const reversed = await dots(
        `accids=${SE_ACCID}&fromDate=2026-11-30&toDate=2026-11-01&instrumentId=${TEST_ID}`,
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().code).toBe('INPUT_ERROR');
    });
  });

  describe('lists and returns', () => {
    it('historical returns per period with high, low and turnover', async () => {
      const res = await get(`/api/2/market-data/historical-returns/${TEST_ID}`);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json() as {
        period: string;
        performance: number | null;
        high: number | null;
        low: number | null;
        turnover: number | null;
      }[];
      const month = rows.find((r) => r.period === 'MONTH_1')!;
      // 2026-10-20 .. 2026-11-20: the November bars; before them the close of 5 October, 15. The
      // last price is Friday's last minute close, 52: that session has no daily bar yet.
      expect(month).toEqual({
        period: 'MONTH_1',
        performance: Number((((52 - 15) / 15) * 100).toFixed(4)),
        high: 51,
        low: 19,
        turnover: 5 * 200 + 500,
      });
      const fund = (await get('/api/2/market-data/historical-returns/2001')).json() as {
        turnover: number | null;
      }[];
      expect(fund.every((r) => r.turnover === null)).toBe(true);
    });

    it('popular comparators: the main index first, 17 rows of the mainSearch shape', async () => {
      const res = await get('/api/2/market-data/popular-comparators?country=SE');
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json() as {
        display_symbol: string;
        instrument_group_type: string;
        market_data_order_book_id: string;
      }[];
      expect(rows).toHaveLength(17);
      expect(rows[0]!.instrument_group_type).toBe('IDX');
      expect(rows[0]!.display_symbol).toBe('OMXS30');
      expect(rows.every((r) => r.market_data_order_book_id !== '')).toBe(true);
    });

    it('compare search answers at most 5 rows like mainSearch', async () => {
      const res = await get('/api/2/market-data/compare-search?query=a');
      expect(res.statusCode).toBe(200);
      expect((res.json() as unknown[]).length).toBe(5);
    });

    it('spark lines: daily closes of many instruments, unknown ids skipped', async () => {
      const res = await get('/api/2/market-data/spark-lines?instrument_ids=1001,999999,2001&period=MONTH_1');
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.json() as { instrument_id: number; points: { value: number }[] }[];
      expect(lines.map((l) => l.instrument_id)).toEqual([1001, 2001]);
      const s = await series(1001, 'period=MONTH_1&resolution=DAY');
      expect(lines[0]!.points.map((p) => p.value)).toEqual(s.pricePoints.map((p) => p.last));
      const yearly = await get('/api/2/market-data/spark-lines?instrument_ids=1001&period=YEAR_3');
      expect((yearly.json() as { points: unknown[] }[])[0]!.points.length).toBeLessThan(60);
    });
  });
});
