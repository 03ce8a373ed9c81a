import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { Decimal, addDays, localDayAt } from '@broker/domain';
import { bookCash, bookDividend, bookTrade, reverseBooking } from '../accounts/ledger';
import { queryRows } from '../chart/db-rows';
import { accounts, cashLedger, dailyBars, fxRates, instruments, positions } from '../db/schema';
import { DB_KINDS, TEST_AS_OF, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

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
  parts: { price: number; dividends: number; currency: number; other: number };
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

  it("lists today's movers of each kind, ordered by percent or by contribution, with consistent figures", async () => {
    interface Mover {
      instrument_id: number;
      change_percent: number;
      contribution: number;
      market_value: number;
    }
    interface Movers {
      currency: string;
      gainers: Mover[];
      losers: Mover[];
    }
    const groups = new Map(
      (await t.database.db.select().from(instruments)).map((i) => [i.instrumentId, i.groupType]),
    );
    let seen = 0;
    for (const kind of ['EXCHANGE_TRADED', 'FUNDS'] as const) {
      for (const sort of ['PERCENT', 'CONTRIBUTION'] as const) {
        const m = await ok<Movers>(`/api/2/holdings/top-movers?kind=${kind}&sort=${sort}&limit=50`);
        expect(m.currency).toBe(currency);
        const measure = (x: Mover) => (sort === 'PERCENT' ? x.change_percent : x.contribution);
        expect(m.gainers.map(measure)).toEqual([...m.gainers.map(measure)].sort((a, b) => b - a));
        expect(m.losers.map(measure)).toEqual([...m.losers.map(measure)].sort((a, b) => a - b));
        for (const x of [...m.gainers, ...m.losers]) {
          seen++;
          expect(groups.get(x.instrument_id) === 'FND').toBe(kind === 'FUNDS');
          expect(Math.sign(x.contribution)).toBe(Math.sign(x.change_percent));
          // The change on the value before it: contribution / (value now − contribution).
          const before = x.market_value - x.contribution;
          expect(Math.abs((x.contribution / before) * 100 - x.change_percent)).toBeLessThan(0.02);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    const few = await ok<Movers>('/api/2/holdings/top-movers?limit=1');
    expect(few.gainers.length).toBeLessThanOrEqual(1);
    expect(few.losers.length).toBeLessThanOrEqual(1);
  });

  it('allocates own capital by class and currency, and the holdings by region and sector, each adding up', async () => {
    interface Slice {
      key: string;
      value: number;
      percent: number;
    }
    interface Allocation {
      currency: string;
      total: number;
      asset_class: Slice[];
      currency_split: Slice[];
      region: Slice[];
      sector: Slice[];
    }
    interface Balance {
      cash: number;
      reserved: number;
      trading_power: number;
      market_value: number;
      own_capital: number;
    }
    const a = await ok<Allocation>(`/api/2/holdings/allocation?accids=${accid}`);
    const b = await ok<{ currency: string; accounts: (Balance & { accid: number })[]; total: Balance }>(
      `/api/2/holdings/balance-overview?accids=${accid}`,
    );
    expect(a.currency).toBe(currency);
    // The allocation's total is the account's own capital, which is today's graph point too.
    expect(a.total).toBeCloseTo(b.total.own_capital, 2);
    expect(a.total).toBeCloseTo((await ownCapitalNow()).toNumber(), 1);
    const sum = (xs: Slice[], key: 'value' | 'percent') => xs.reduce((s, x) => s + x[key], 0);
    const cash = a.asset_class.find((x) => x.key === 'CASH')?.value ?? 0;
    expect(cash).toBeCloseTo(b.total.cash, 2);
    for (const [xs, whole] of [
      [a.asset_class, a.total],
      [a.currency_split, a.total],
      [a.region, a.total - cash],
      [a.sector, a.total - cash],
    ] as const) {
      expect(Math.abs(sum(xs, 'value') - whole)).toBeLessThan(0.01 * xs.length + 0.01);
      expect(Math.abs(sum(xs, 'percent') - 100)).toBeLessThan(0.01 * xs.length + 0.01);
      expect(xs.map((x) => x.value)).toEqual([...xs.map((x) => x.value)].sort((p, q) => q - p));
    }
    expect(a.asset_class.some((x) => x.key === 'SHARES' || x.key.endsWith('_FUNDS'))).toBe(true);
    // The balance: own capital is cash and holdings; trading power is cash less what buys hold.
    const [row] = b.accounts;
    expect(row!.accid).toBe(accid);
    expect(row!.own_capital).toBeCloseTo(row!.cash + row!.market_value, 2);
    expect(row!.trading_power).toBeCloseTo(row!.cash - row!.reserved, 2);
    // All accounts: the total is the accounts' sum (one currency here).
    const all = await ok<{ accounts: Balance[]; total: Balance }>('/api/2/holdings/balance-overview');
    expect(all.accounts.length).toBeGreaterThan(1);
    expect(all.total.own_capital).toBeCloseTo(
      all.accounts.reduce((s, x) => s + x.own_capital, 0),
      1,
    );
  });

  it("answers another customer's account with 404, and no history with empty lists", async () => {
    const dk = await loginForApi(t.app, 'demo-dk');
    for (const call of [
      'returns/periods',
      'returns/years',
      'own-capital-graph',
      'top-movers',
      'dividends',
      'allocation',
      'balance-overview',
    ]) {
      const res = await get(`/api/2/holdings/${call}?accids=${accid}`, dk.headers);
      expect(res.statusCode, call).toBe(404);
    }
    const empty = await loginForApi(t.app, 'demo-empty');
    const none = await get('/api/2/holdings/returns/years', empty.headers);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });
  it('takes out deposits, withdrawals and reversed deposits, and counts fees and their reversal as return', async () => {
    // A new account of demo-empty (last: the test before reads it without any), with money only: every figure can be worked out by hand.
    const db = t.database.db;
    const [owner] = await queryRows<{ customer_id: number }>(
      db,
      sql`select customer_id from users where username = 'demo-empty'`,
    );
    const [template] = await db.select().from(accounts).where(eq(accounts.accid, accid));
    const own = 96_001;
    await db.insert(accounts).values({
      ...template!,
      accid: own,
      customerId: Number(owner!.customer_id),
      accno: `RETURNS-${own}`,
      isDefault: false,
    });
    const day = (n: number) => addDays(today, n - 10);
    const cash = (n: number, type: 'DEPOSIT' | 'WITHDRAWAL' | 'FEE', amount: string) =>
      db.transaction((tx) =>
        bookCash(tx, {
          accid: own,
          currency,
          tradeDay: day(n),
          at: new Date(),
          type,
          amount: new Decimal(amount),
        }),
      );
    const reverse = (n: number, transactionId: number) =>
      db.transaction((tx) =>
        reverseBooking(tx, { accid: own, transactionId, tradeDay: day(n), at: new Date() }),
      );
    await cash(1, 'DEPOSIT', '10000');
    const fee = await cash(2, 'FEE', '-100'); // -1 % of 10 000
    await cash(3, 'WITHDRAWAL', '-4950'); // half of what is there: no return
    const deposit = await cash(4, 'DEPOSIT', '1000');
    await reverse(5, deposit); // the deposit taken back: money out, no return
    await reverse(6, fee); // +100 on 4 950: +2.02 %

    const empty = await loginForApi(t.app, 'demo-empty');
    const read = async <T>(url: string) => {
      const res = await get(url, empty.headers);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.json() as T;
    };
    const g = await read<Graph>(`/api/2/holdings/own-capital-graph?accids=${own}&period=MONTH_1`);
    expect(g.start_value).toBe(0);
    const flows = Object.fromEntries(g.points.filter((p) => p.flow !== 0).map((p) => [p.day, p.flow]));
    expect(flows).toEqual({ [day(1)]: 10000, [day(3)]: -4950, [day(4)]: 1000, [day(5)]: -1000 });
    expect(g.points.at(-1)!.value).toBe(5050);
    const periods = await read<PeriodReturn[]>(`/api/2/holdings/returns/periods?accids=${own}`);
    // Ten days of history: no "3 years" that would only repeat "since the start".
    expect(periods.map((r) => r.period)).toEqual([
      'DAY_1',
      'WEEK_1',
      'MONTH_1',
      'MONTH_3',
      'MONTH_6',
      'YTD',
      'YEAR_1',
      'ALL',
    ]);
    const month = periods.find((r) => r.period === 'MONTH_1')!;
    // Time-weighted: 0.99 × 5050/4950 = 1.01; in money: 5050 − (10000 − 4950 + 1000 − 1000) = 0.
    expect(month.performance).toBe(1);
    expect(month.returnAmount).toBe(0);
    expect(month.from).toBe(day(1));
  });

  it('tells the result apart: dividends net of tax, the exchange rates moving, fees, and the prices', async () => {
    // A new account of demo-empty holding 100 shares of a Finnish company from three weeks before the
    // seed day: prices and the euro move on their own, and the parts are checked day by day.
    const db = t.database.db;
    const [owner] = await queryRows<{ customer_id: number }>(
      db,
      sql`select customer_id from users where username = 'demo-empty'`,
    );
    const [template] = await db.select().from(accounts).where(eq(accounts.accid, accid));
    const own = 96_002;
    await db.insert(accounts).values({
      ...template!,
      accid: own,
      customerId: Number(owner!.customer_id),
      accno: `PARTS-${own}`,
      isDefault: false,
    });
    const [share] = await queryRows<{ instrument_id: number }>(
      db,
      sql`select i.instrument_id from instruments i where trim(i.currency) = 'EUR' and i.group_type = 'EQ'
          and exists (select 1 from daily_bars b where b.instrument_id = i.instrument_id) order by 1 limit 1`,
    );
    const id = share!.instrument_id;
    const bars = await queryRows<{ day: string; close: string }>(
      db,
      sql`select day::text as day, close::text as close from daily_bars
          where instrument_id = ${id} and day >= ${addDays(TEST_AS_OF, -40)}::date order by day`,
    );
    const eur = await queryRows<{ day: string; rate: string }>(
      db,
      sql`select day::text as day, sek_per_unit::text as rate from fx_fixings
          where currency = 'EUR' and day >= ${addDays(TEST_AS_OF, -40)}::date order by day`,
    );
    const latest = <T extends { day: string }>(rows: readonly T[], day: string) =>
      rows.filter((r) => r.day <= day).at(-1)!;
    const bought = bars.at(-15)!.day;
    const paid = bars.at(-10)!.day;
    const charged = bars.at(-5)!.day;
    const close = (day: string) => new Decimal(latest(bars, day).close);
    const rate = (day: string) => new Decimal(latest(eur, day).rate);
    const qty = new Decimal(100);
    const cost = qty.times(close(bought)).times(rate(bought)).toDecimalPlaces(2);
    const gross = qty.times('0.5').times(rate(paid)).toDecimalPlaces(2);
    const withheld = gross.times('0.15').toDecimalPlaces(2);
    await db.transaction(async (tx) => {
      const at = new Date();
      await bookCash(tx, {
        accid: own,
        currency,
        tradeDay: bought,
        at,
        type: 'DEPOSIT',
        amount: new Decimal(200_000),
      });
      await bookTrade(tx, {
        accid: own,
        side: 'BUY',
        instrumentId: id,
        tradeDay: bought,
        settleDay: bought,
        quantity: qty,
        price: close(bought),
        amount: cost.plus(10).negated(),
        fee: new Decimal(10),
        currency,
        at,
      });
      await bookDividend(tx, {
        accid: own,
        currency,
        tradeDay: paid,
        at,
        instrumentId: id,
        quantity: qty,
        perShare: new Decimal('0.5'),
        gross,
        withholding: withheld,
      });
      await bookCash(tx, {
        accid: own,
        currency,
        tradeDay: charged,
        at,
        type: 'FEE',
        amount: new Decimal(-25),
      });
    });

    const empty = await loginForApi(t.app, 'demo-empty');
    const res = await get(`/api/2/holdings/returns/periods?accids=${own}`, empty.headers);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const all = (res.json() as PeriodReturn[]).find((r) => r.period === 'ALL')!;
    expect(all.from).toBe(bought);
    // The result: what is there today less the deposit.
    const value = new Decimal(200_000)
      .minus(cost)
      .minus(10)
      .plus(gross)
      .minus(withheld)
      .minus(25)
      .plus(qty.times(close(today)).times(rate(today)));
    expect(all.returnAmount).toBe(value.minus(200_000).toDecimalPlaces(2).toNumber());
    expect(all.parts.dividends).toBe(gross.minus(withheld).toNumber());
    expect(all.parts.other).toBe(-25);
    // Each day after the buy, the shares held at the day's close times the euro's move.
    let currencyCents = 0;
    for (let d = addDays(bought, 1); d <= today; d = addDays(d, 1)) {
      currencyCents += Math.round(
        qty
          .times(close(d))
          .times(rate(d).minus(rate(addDays(d, -1))))
          .toNumber() * 100,
      );
    }
    expect(Math.abs(all.parts.currency * 100 - currencyCents)).toBeLessThanOrEqual(1);
    expect(all.parts.currency).not.toBe(0);
    // The prices: each day's move in euros at the day before's rate, less the courtage.
    let priceCents = -1000;
    for (let d = addDays(bought, 1); d <= today; d = addDays(d, 1)) {
      const before = addDays(d, -1);
      priceCents += Math.round(
        qty
          .times(close(d).minus(close(before)))
          .times(rate(before))
          .toNumber() * 100,
      );
    }
    expect(Math.abs(all.parts.price * 100 - priceCents)).toBeLessThanOrEqual(2);
  });

  it('measures a fully invested account by its share alone: repeated buys, a deposit on a down day, a sale and withdrawal, the euro moving', async () => {
    // What breaks many portfolio trackers: every krona is in one euro share all along, bought in
    // two lots (the second with a deposit on a day the share fell), partly sold and the money
    // taken out. The time-weighted return must be the share's own in kronor, whatever the flows.
    const db = t.database.db;
    const [owner] = await queryRows<{ customer_id: number }>(
      db,
      sql`select customer_id from users where username = 'demo-empty'`,
    );
    const [template] = await db.select().from(accounts).where(eq(accounts.accid, accid));
    const own = 96_003;
    await db.insert(accounts).values({
      ...template!,
      accid: own,
      customerId: Number(owner!.customer_id),
      accno: `TRACKER-${own}`,
      isDefault: false,
    });
    const [share] = await queryRows<{ instrument_id: number }>(
      db,
      sql`select i.instrument_id from instruments i where trim(i.currency) = 'EUR' and i.group_type = 'EQ'
          and exists (select 1 from daily_bars b where b.instrument_id = i.instrument_id)
          order by 1 offset 1 limit 1`,
    );
    const id = share!.instrument_id;
    const bars = await queryRows<{ day: string; close: string }>(
      db,
      sql`select day::text as day, close::text as close from daily_bars
          where instrument_id = ${id} and day >= ${addDays(TEST_AS_OF, -60)}::date order by day`,
    );
    const eur = await queryRows<{ day: string; rate: string }>(
      db,
      sql`select day::text as day, sek_per_unit::text as rate from fx_fixings
          where currency = 'EUR' and day >= ${addDays(TEST_AS_OF, -70)}::date order by day`,
    );
    const latest = <T extends { day: string }>(rows: readonly T[], day: string) =>
      rows.filter((r) => r.day <= day).at(-1)!;
    const worth = (qty: number, day: string) =>
      new Decimal(qty).times(latest(bars, day).close).times(latest(eur, day).rate).toDecimalPlaces(2);
    const first = bars.at(-30)!.day;
    // A day the share closed lower than the day before, between the two ends.
    const downAt = bars.findIndex(
      (b, i) => i >= bars.length - 25 && Number(b.close) < Number(bars[i - 1]!.close),
    );
    const down = bars[downAt]!.day;
    const beforeDown = bars[downAt - 1]!.day;
    expect(downAt < bars.length - 10).toBe(true);
    const sold = bars.at(-5)!.day;
    const at = new Date();
    // A trade at the close of `priced` (the day before, for one at the next day's open), booked on `day`.
    const trade = (day: string, side: 'BUY' | 'SELL', qty: number, priced = day) => ({
      accid: own,
      side,
      instrumentId: id,
      tradeDay: day,
      settleDay: day,
      quantity: new Decimal(qty),
      price: new Decimal(latest(bars, priced).close),
      amount: side === 'BUY' ? worth(qty, priced).negated() : worth(qty, priced),
      fee: new Decimal(0),
      currency,
      at,
    });
    // Money counts from the start of the day it comes (docs/decisions.md, "Holdings and returns"),
    // so the second lot is bought as the day opens, at the close before; then the day falls.
    await db.transaction(async (tx) => {
      await bookCash(tx, {
        accid: own,
        currency,
        tradeDay: first,
        at,
        type: 'DEPOSIT',
        amount: worth(200, first),
      });
      await bookTrade(tx, trade(first, 'BUY', 200));
      await bookCash(tx, {
        accid: own,
        currency,
        tradeDay: down,
        at,
        type: 'DEPOSIT',
        amount: worth(100, beforeDown),
      });
      await bookTrade(tx, trade(down, 'BUY', 100, beforeDown));
      await bookTrade(tx, trade(sold, 'SELL', 150));
      await bookCash(tx, {
        accid: own,
        currency,
        tradeDay: sold,
        at,
        type: 'WITHDRAWAL',
        amount: worth(150, sold).negated(),
      });
    });

    const empty = await loginForApi(t.app, 'demo-empty');
    const res = await get(`/api/2/holdings/returns/periods?accids=${own}`, empty.headers);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const all = (res.json() as PeriodReturn[]).find((r) => r.period === 'ALL')!;
    const unit = (day: string) => Number(latest(bars, day).close) * Number(latest(eur, day).rate);
    const shareReturn = (unit(today) / unit(first) - 1) * 100;
    expect(Math.abs(all.performance - shareReturn)).toBeLessThanOrEqual(0.01);
    // The euro moved over the month: what it did to the shares held as each day began is currency.
    const heldAsDayBegins = (d: string) => (d <= down ? 200 : d <= sold ? 300 : 150);
    let currencyCents = 0;
    for (let d = addDays(first, 1); d <= today; d = addDays(d, 1)) {
      const move = new Decimal(latest(eur, d).rate).minus(latest(eur, addDays(d, -1)).rate);
      currencyCents += Math.round(
        move.times(heldAsDayBegins(d)).times(latest(bars, d).close).toNumber() * 100,
      );
    }
    expect(currencyCents).not.toBe(0);
    expect(Math.abs(all.parts.currency * 100 - currencyCents)).toBeLessThanOrEqual(1);
    expect(all.parts.dividends).toBe(0);
    expect(all.parts.other).toBe(0);
    // The money-weighted return weighs the second lot: a number, never NaN.
    expect(Number.isFinite(all.money_weighted)).toBe(true);
  });
});
