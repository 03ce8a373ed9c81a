import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, isBankingDay, localTimeToUtc } from '@broker/domain';
import { queryRows } from '../chart/db-rows';
import { fxOn } from '../instruments/fx';
import { DB_KINDS, TEST_AS_OF, startTestApp, type TestApp } from '../testing/test-app';
import { publishFixings } from './fx-fixings';

describe.each(DB_KINDS)('the daily exchange-rate fixing on %s', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;
  const noonOf = (day: string) => localTimeToUtc(day, '12:00', 'Europe/Stockholm');
  const fixings = () =>
    queryRows<{ currency: string; day: string; rate: string }>(
      db(),
      sql`select trim(currency) as currency, day::text as day, sek_per_unit::text as rate
          from fx_fixings where day > ${TEST_AS_OF}::date order by day, currency`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes each missed banking day once, sets the reference rates to the newest, keeps the peg', async () => {
    const until = addDays(TEST_AS_OF, 12);
    const [first, again] = await Promise.all([
      publishFixings(db(), 'fixing-test', noonOf(until)),
      publishFixings(db(), 'fixing-test', noonOf(until)),
    ]);
    const banking: string[] = [];
    for (let d = addDays(TEST_AS_OF, 1); d <= until; d = addDays(d, 1))
      if (isBankingDay('SE', d)) banking.push(d);
    // One of the two made them all, the other found nothing to do.
    expect([first.days, again.days].sort((a, b) => b.length - a.length)).toEqual([banking, []]);

    const rows = await fixings();
    const currencies = [...new Set(rows.map((r) => r.currency))].sort();
    expect(currencies).toEqual(['CAD', 'DKK', 'EUR', 'NOK', 'USD']);
    expect(rows).toHaveLength(banking.length * currencies.length);
    const newest = new Map(rows.filter((r) => r.day === banking.at(-1)).map((r) => [r.currency, r.rate]));
    const reference = await queryRows<{ currency: string; rate: string }>(
      db(),
      sql`select trim(currency) as currency, sek_per_unit::text as rate from fx_rates where currency <> 'SEK'`,
    );
    for (const r of reference) expect(Number(r.rate), r.currency).toBe(Number(newest.get(r.currency)));
    // The rates moved, and by what a currency moves in a day.
    const eur = rows.filter((r) => r.currency === 'EUR').map((r) => Number(r.rate));
    expect(new Set(eur).size).toBe(eur.length);
    for (let i = 1; i < eur.length; i++) expect(Math.abs(Math.log(eur[i]! / eur[i - 1]!))).toBeLessThan(0.05);
    for (const day of banking) {
      const on = rows.filter((r) => r.day === day);
      const rate = (c: string) => Number(on.find((r) => r.currency === c)!.rate);
      expect(rate('EUR') / rate('DKK')).toBeCloseTo(11.5 / 1.54155, 5);
    }

    // A day's rates are its own fixing; a weekend day has Friday's.
    const friday = banking.filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 5).at(-1)!;
    const sunday = addDays(friday, 2);
    expect((await fxOn(db(), sunday)).get('USD')!.toString()).toBe(
      (await fxOn(db(), friday)).get('USD')!.toString(),
    );
    expect(Number((await fxOn(db(), friday)).get('USD'))).toBe(
      Number(rows.find((r) => r.day === friday && r.currency === 'USD')!.rate),
    );

    // Later, nothing new: the same rows.
    expect((await publishFixings(db(), 'fixing-test', noonOf(until))).days).toEqual([]);
    expect(await fixings()).toEqual(rows);
  });

  it('makes a day’s fixing as the day begins in Helsinki, before a Finnish pay day’s dividends', async () => {
    // The newest fixing so far, and the next banking day after it.
    const [last] = await queryRows<{ day: string }>(
      db(),
      sql`select max(day)::text as day from fx_fixings where currency = 'EUR'`,
    );
    let next = addDays(last!.day, 1);
    while (!isBankingDay('SE', next)) next = addDays(next, 1);
    // 23:30 in Stockholm the evening before is 00:30 of the day in Helsinki.
    const lateEvening = localTimeToUtc(addDays(next, -1), '23:30', 'Europe/Stockholm');
    expect((await publishFixings(db(), 'fixing-test', lateEvening)).days).toEqual([next]);
  });

  it('starts the history from today’s reference rates on data made before it had one', async () => {
    await db().execute(sql`delete from fx_fixings`);
    const reference = await queryRows<{ currency: string; rate: string }>(
      db(),
      sql`select trim(currency) as currency, sek_per_unit::text as rate from fx_rates where currency <> 'SEK'
          order by currency`,
    );
    const monday = '2027-03-01';
    const made = await publishFixings(db(), 'fixing-test', noonOf(monday));
    expect(made.days).toEqual([monday]);
    const rows = await queryRows<{ currency: string; rate: string }>(
      db(),
      sql`select trim(currency) as currency, sek_per_unit::text as rate from fx_fixings order by currency`,
    );
    expect(rows.map((r) => [r.currency, Number(r.rate)])).toEqual(
      reference.map((r) => [r.currency, Number(r.rate)]),
    );
    // And walks on from there the next day.
    expect((await publishFixings(db(), 'fixing-test', noonOf('2027-03-02'))).days).toEqual(['2027-03-02']);
  });
});
