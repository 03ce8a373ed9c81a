import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, lte } from 'drizzle-orm';
import { Decimal, localDayAt } from '@broker/domain';
import { bookCash } from '../accounts/ledger';
import { cashLedger, dailyBars, fxRates, instruments, positions } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

interface Point {
  day: string;
  value: number;
  flow: number;
}
interface Graph {
  currency: string;
  period: string;
  start_value: number;
  points: Point[];
}
interface PeriodReturn {
  period: string;
  from: string;
  to: string;
  performance: number;
  money_weighted: number | null;
  returnAmount: number;
  currency: string;
}

describe.each(DB_KINDS)('holdings: own capital and returns on %s', (kind) => {
  let t: TestApp;
  let se: { headers: Record<string, string> };
  let accid: number;
  let currency: string;
  const today = localDayAt('Europe/Stockholm', Date.now());

  beforeAll(async () => {
    // No simulator: the closes stay those of the seed while the test reads them twice.
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    se = await loginForApi(t.app, 'demo-se');
    const list = (await get('/api/2/accounts', se.headers)).json() as { accid: number; symbol: string }[];
    accid = list[0]!.accid;
    currency = list[0]!.symbol;
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const ok = async <T>(url: string): Promise<T> => {
    const res = await get(url, se.headers);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json() as T;
  };

  /** Own capital now recomputed from the stored cash, positions, latest closes and reference rates. */
  async function ownCapitalNow(): Promise<Decimal> {
    const db = t.database.db;
    const cash = (await db.select().from(cashLedger).where(eq(cashLedger.accid, accid))).reduce(
      (s, r) => s.plus(r.amount),
      new Decimal(0),
    );
    const rates = new Map((await db.select().from(fxRates)).map((r) => [r.currency.trim(), r.sekPerUnit]));
    let total = cash;
    for (const p of await db.select().from(positions).where(eq(positions.accid, accid))) {
      const [bar] = await db
        .select()
        .from(dailyBars)
        .where(and(eq(dailyBars.instrumentId, p.instrumentId), lte(dailyBars.day, today)))
        .orderBy(desc(dailyBars.day))
        .limit(1);
      const [instrument] = await db
        .select()
        .from(instruments)
        .where(eq(instruments.instrumentId, p.instrumentId));
      const from = instrument!.currency.trim();
      const rate = new Decimal(rates.get(from)!).dividedBy(rates.get(currency)!);
      total = total.plus(new Decimal(p.qty).times(bar!.close).times(rate));
    }
    return total;
  }

  it("ends the graph at today's own capital as the stored cash, holdings and closes give it", async () => {
    const g = await ok<Graph>(`/api/2/holdings/own-capital-graph?accids=${accid}&period=MONTH_1`);
    expect(g.currency).toBe(currency);
    expect(g.points.at(-1)!.day).toBe(today);
    // A month of calendar days, each once, in order.
    expect(g.points.length).toBeGreaterThanOrEqual(28);
    expect(g.points.map((p) => p.day)).toEqual([...g.points.map((p) => p.day)].sort());
    expect(new Set(g.points.map((p) => p.day)).size).toBe(g.points.length);
    const expected = await ownCapitalNow();
    expect(Math.abs(g.points.at(-1)!.value - expected.toNumber())).toBeLessThanOrEqual(0.01);
  });

  it('counts a deposit as a flow, not as a return: value and flow grow by it, the results stay', async () => {
    const before = await ok<PeriodReturn[]>(`/api/2/holdings/returns/periods?accids=${accid}`);
    const graphBefore = await ok<Graph>(`/api/2/holdings/own-capital-graph?accids=${accid}&period=WEEK_1`);
    await t.database.db.transaction((tx) =>
      bookCash(tx, {
        accid,
        currency,
        tradeDay: today,
        at: new Date(),
        type: 'DEPOSIT',
        amount: new Decimal('250000'),
      }),
    );
    const after = await ok<PeriodReturn[]>(`/api/2/holdings/returns/periods?accids=${accid}`);
    const graphAfter = await ok<Graph>(`/api/2/holdings/own-capital-graph?accids=${accid}&period=WEEK_1`);
    const last = (g: Graph) => g.points.at(-1)!;
    expect(last(graphAfter).flow - last(graphBefore).flow).toBeCloseTo(250000, 2);
    expect(last(graphAfter).value - last(graphBefore).value).toBeCloseTo(250000, 2);
    for (const period of ['DAY_1', 'WEEK_1', 'YEAR_1', 'ALL']) {
      const b = before.find((r) => r.period === period)!;
      const a = after.find((r) => r.period === period)!;
      expect(a.returnAmount, period).toBeCloseTo(b.returnAmount, 2);
      expect(a.performance, period).toBeCloseTo(b.performance, 2);
    }
  });

  it('splits the whole history into calendar years that add up to it', async () => {
    const periods = await ok<PeriodReturn[]>(`/api/2/holdings/returns/periods?accids=${accid}`);
    const years = await ok<PeriodReturn[]>(`/api/2/holdings/returns/years?accids=${accid}`);
    expect(years[0]!.period).toBe(today.slice(0, 4));
    expect(years.map((y) => Number(y.period))).toEqual(
      [...years.map((y) => Number(y.period))].sort((a, b) => b - a),
    );
    const all = periods.find((p) => p.period === 'ALL')!;
    const sum = years.reduce((s, y) => s + y.returnAmount, 0);
    expect(Math.abs(sum - all.returnAmount)).toBeLessThanOrEqual(0.01 * years.length);
    // Time-weighted returns chain: the years' growth factors multiply to the whole history's.
    const chained = years.reduce((g, y) => g * (1 + y.performance / 100), 1) - 1;
    expect(Math.abs(chained * 100 - all.performance)).toBeLessThanOrEqual(0.02 * years.length);
  });

  it("answers another customer's account with 404, and no history with empty lists", async () => {
    const dk = await loginForApi(t.app, 'demo-dk');
    const res = await get(`/api/2/holdings/returns/periods?accids=${accid}`, dk.headers);
    expect(res.statusCode).toBe(404);
    const empty = await loginForApi(t.app, 'demo-empty');
    const none = await get('/api/2/holdings/returns/years', empty.headers);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });
});
