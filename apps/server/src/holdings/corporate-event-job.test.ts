import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  Decimal,
  addDays,
  dividendAmounts,
  issuerCountryOf,
  localTimeToUtc,
  withholdingRate,
  type CountryCode,
} from '@broker/domain';
import { queryRows } from '../chart/db-rows';
import type { BusMessage } from '../feed/bus';
import { DB_KINDS, TEST_AS_OF, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { publishFixings } from '../market/fx-fixings';
import { runCorporateEventJob } from './corporate-event-job';

interface EventRow {
  id: number;
  instrument_id: number;
  ex_day: string;
  pay_day: string;
  per_share: string;
  isin: string;
  currency: string;
}

interface Booked {
  accid: number;
  event_id: number;
  transaction_id: number | null;
  type: string;
  quantity: string;
  price: string;
  amount: string;
  trade_date: string;
  currency: string;
  country: string;
  withheld: string | null;
  withheld_related: number | null;
  cash: string;
}

describe.each(DB_KINDS)('corporate events move money on %s', (kind) => {
  let t: TestApp;
  const published: BusMessage[] = [];
  const db = () => t.database.db;
  const noonOf = (day: string) => localTimeToUtc(day, '12:00', 'Europe/Stockholm');

  let se: { headers: Record<string, string> };

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    t.app.deps.bus.subscribe((m) => published.push(m));
    se = await loginForApi(t.app, 'demo-se');
  });

  /** The dividend summary as demo-se sees it on a day. */
  const summaryOn = async (day: string) => {
    t.app.deps.time = { now: () => noonOf(day) };
    const res = await t.app.inject({ method: 'GET', url: '/api/2/holdings/dividends', headers: se.headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as {
      currency: string;
      received: { year: number; month: number; gross: number; withholding: number; net: number }[];
      upcoming: {
        accid: number;
        instrument_id: number;
        pay_day: string;
        ex_day: string;
        status: string;
        quantity: number;
        gross: number;
        withholding: number;
        net: number;
      }[];
    };
  };
  afterAll(async () => t?.close());

  const unbooked = () =>
    queryRows<EventRow>(
      db(),
      sql`select e.id, e.instrument_id, e.day::text as ex_day, e.pay_day::text as pay_day,
            e.dividend_amount::text as per_share, i.isin, trim(i.currency) as currency
          from corporate_events e join instruments i using (instrument_id)
          where e.booked_at is null and e.pay_day is not null order by e.pay_day, e.id`,
    );

  /** Every holder's booking of the events, with its dividend row, its withholding and its cash rows. */
  const bookings = (ids: number[]) =>
    queryRows<Booked>(
      db(),
      sql`select b.accid, b.event_id, b.transaction_id, t.type, t.quantity::text as quantity,
            t.price::text as price, t.amount::text as amount, t.trade_date::text as trade_date,
            trim(t.currency) as currency, trim(c.country) as country,
            w.amount::text as withheld, w.related_id as withheld_related,
            (select coalesce(sum(l.amount), 0)::text from cash_ledger l
              where l.transaction_id in (t.id, coalesce(w.id, -1))) as cash
          from corporate_event_bookings b
          join accounts a on a.accid = b.accid join customers c on c.id = a.customer_id
          left join transactions t on t.id = b.transaction_id
          left join transactions w on w.related_id = t.id and w.type = 'WITHHOLDING_TAX'
          where b.event_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by b.event_id, b.accid`,
    );

  /** What the account held as the ex-day began, from the ledger. */
  const heldBefore = async (accid: number, instrumentId: number, exDay: string) =>
    (
      await queryRows<{ q: string | null }>(
        db(),
        sql`select sum(case when type in ('BUY', 'TRANSFER_IN', 'CORPORATE_ACTION') then quantity
                 when type = 'SELL' then -quantity else 0 end)::text as q
            from transactions where accid = ${accid} and instrument_id = ${instrumentId} and trade_date < ${exDay}::date`,
      )
    )[0]?.q ?? '0';

  interface Held {
    accid: number;
    qty: string;
    acq_price: string;
    acq_value: string;
  }
  let split: { id: number; instrument_id: number; day: string };
  let restingOrderAccid = 0;
  let heldBeforeSplit: Held[];
  let restingOrder: number;
  const holdingsOf = (instrumentId: number) =>
    queryRows<Held>(
      db(),
      sql`select accid, qty::text as qty, acq_price::text as acq_price, acq_value_acc::text as acq_value
          from positions where instrument_id = ${instrumentId} and qty > 0 order by accid`,
    );

  it('has the year ahead announced and nothing paid before its pay day', async () => {
    const events = await unbooked();
    expect(events.length).toBeGreaterThan(20);
    expect(events.every((e) => e.pay_day >= TEST_AS_OF)).toBe(true);
    const splits = await queryRows<{ id: number; instrument_id: number; day: string }>(
      db(),
      sql`select id, instrument_id, day::text as day from corporate_events where event = 'SPLIT' and booked_at is null`,
    );
    expect(splits).toHaveLength(1);
    split = splits[0]!;
    heldBeforeSplit = await holdingsOf(split.instrument_id);
    // The demo's split is of a share the demo customers hold.
    expect(heldBeforeSplit.length).toBeGreaterThan(0);
    // A holder's order to sell the share, resting when the split comes: it must not outlive it.
    const [book] = await queryRows<{
      market_id: number;
      identifier: string;
      currency: string;
      close: string;
    }>(
      db(),
      sql`select t.market_id, t.identifier, trim(i.currency) as currency,
            (select close::text from daily_bars where instrument_id = i.instrument_id order by day desc limit 1) as close
          from tradables t join instruments i using (instrument_id)
          where t.instrument_id = ${split.instrument_id} order by t.id limit 1`,
    );
    const seAccounts = (
      (await t.app.inject({ method: 'GET', url: '/api/2/accounts', headers: se.headers })).json() as {
        accid: number;
      }[]
    ).map((a) => a.accid);
    const seller = heldBeforeSplit.find((h) => seAccounts.includes(h.accid))!;
    expect(seller).toBeDefined();
    restingOrderAccid = seller.accid;
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/2/accounts/${seller.accid}/orders`,
      headers: { ...se.headers, 'idempotency-key': 'split-test-sell' },
      payload: {
        market_id: book!.market_id,
        identifier: book!.identifier,
        side: 'SELL',
        price: Math.round(Number(book!.close) * 1.05),
        volume: 1,
        currency: book!.currency,
        order_type: 'LIMIT',
      },
    });
    expect(placed.statusCode, placed.body.slice(0, 300)).toBe(201);
    restingOrder = (placed.json() as { order_id: number }).order_id;
    const first = events[0]!.pay_day < split.day ? events[0]!.pay_day : split.day;
    // The evening before the first pay day (or the split): nothing is due yet.
    const before = await runCorporateEventJob(t.app.deps, noonOf(addDays(first, -1)));
    expect(before).toEqual({ events: 0, payments: 0, splits: 0, failed: [] });
  });

  it('pays the holders at the ex-day, foreign tax withheld, once however often it runs', async () => {
    // An event the job cannot book (paid in a currency without a rate) holds up no other.
    const [bad] = await queryRows<{ id: number }>(
      db(),
      sql`insert into corporate_events (instrument_id, day, event, dividend_amount, dividend_currency, pay_day)
          values (${split.instrument_id}, ${TEST_AS_OF}::date, 'BONUS_DIVIDEND', 1, 'XTS', ${addDays(TEST_AS_OF, 1)}::date)
          returning id`,
    );
    const events = (await unbooked()).filter((e) => e.id !== bad!.id);
    // Catch up over half a year as a server that was down would: every event due by then, at once.
    const until = addDays(TEST_AS_OF, 182);
    const due = events.filter((e) => e.pay_day <= until);
    expect(due.length).toBeGreaterThan(3);
    // What demo-se's calendar promises for them, the day after the seed day.
    const promised = (await summaryOn(addDays(TEST_AS_OF, 1))).upcoming.filter((u) => u.pay_day <= until);
    expect(promised.length).toBeGreaterThan(0);
    published.length = 0;
    // The half year's exchange-rate fixings come first, as the job's runs make them in the server.
    const fixed = await publishFixings(db(), 'catch-up', noonOf(until));
    expect(fixed.days.at(-1)! > addDays(until, -5)).toBe(true);
    // A run without the day's fixing books the split (due before the day's first trade) and leaves
    // the dividends to the next run.
    expect(split.day <= until).toBe(true);
    const splitsOnly = await runCorporateEventJob(t.app.deps, noonOf(until), { payDividends: false });
    expect(splitsOnly).toEqual({ events: 1, payments: 0, splits: heldBeforeSplit.length, failed: [] });
    const result = await runCorporateEventJob(t.app.deps, noonOf(until));
    // Every dividend due.
    expect(result.events).toBe(due.length);
    expect(result.failed.map((f) => f.eventId)).toEqual([bad!.id]);
    expect(result.splits).toBe(0);
    expect(result.payments).toBeGreaterThan(0);

    const rows = await bookings(due.map((e) => e.id));
    const paid = rows.filter((r) => r.transaction_id !== null);
    expect(paid).toHaveLength(result.payments);
    let foreign = 0;
    for (const r of paid) {
      const e = due.find((x) => x.id === r.event_id)!;
      expect(r.type).toBe('DIVIDEND');
      expect(r.trade_date).toBe(e.pay_day);
      expect(new Decimal(r.quantity).eq(await heldBefore(r.accid, e.instrument_id, e.ex_day))).toBe(true);
      expect(new Decimal(r.price).eq(e.per_share)).toBe(true);
      // Converted at the pay day's fixing.
      const rates = await queryRows<{ c: string; v: string }>(
        db(),
        sql`select distinct on (currency) trim(currency) as c, sek_per_unit::text as v from fx_fixings
            where day <= ${e.pay_day}::date order by currency, day desc`,
      );
      const sek = (c: string) =>
        c === 'SEK' ? new Decimal(1) : new Decimal(rates.find((x) => x.c === c)!.v);
      const rate = withholdingRate(issuerCountryOf(e.isin), r.country as CountryCode);
      const expected = dividendAmounts(
        r.quantity,
        e.per_share,
        sek(e.currency).dividedBy(sek(r.currency)),
        rate,
      );
      expect(r.amount).toBe(expected.gross.toFixed(2));
      expect(new Decimal(r.withheld ?? 0).negated().toFixed(2)).toBe(expected.withholding.toFixed(2));
      // The cash moved is the net, in the same transactions as the rows.
      expect(new Decimal(r.cash).toFixed(2)).toBe(expected.net.toFixed(2));
      if (!expected.withholding.isZero()) {
        foreign++;
        expect(r.withheld_related).toBe(r.transaction_id);
      }
    }
    // Every holder, none left out: each account that held a share at its ex-day has its booking.
    for (const e of due) {
      const holders = await queryRows<{ accid: number }>(
        db(),
        sql`select accid from transactions where instrument_id = ${e.instrument_id} and trade_date < ${e.ex_day}::date
            group by accid having sum(case when type in ('BUY', 'TRANSFER_IN', 'CORPORATE_ACTION') then quantity
              when type = 'SELL' then -quantity else 0 end) > 0 order by accid`,
      );
      expect(rows.filter((r) => r.event_id === e.id).map((r) => r.accid)).toEqual(
        holders.map((h) => h.accid),
      );
    }
    expect(foreign).toBeGreaterThan(0);
    // Each customer is told on the private feed.
    const told = published.filter((m) => m.kind === 'private' && m.type === 'transaction');
    expect(told).toHaveLength(result.payments + splitsOnly.splits);

    // The calendar promised what was paid (nothing traded between): each of demo-se's rows, to the
    // öre where no exchange rate moved between the promise and the pay day.
    let sameCurrency = 0;
    for (const u of promised) {
      const e = due.find((x) => x.instrument_id === u.instrument_id && x.ex_day === u.ex_day)!;
      const r = paid.find((x) => x.event_id === e.id && x.accid === u.accid)!;
      expect(r, `${u.instrument_id} ${u.ex_day}`).toBeDefined();
      expect(Number(r.quantity)).toBe(u.quantity);
      if (e.currency !== r.currency) continue;
      sameCurrency++;
      expect(Number(r.amount)).toBe(u.gross);
      expect(new Decimal(r.withheld ?? 0).negated().eq(u.withholding)).toBe(true);
    }
    expect(sameCurrency).toBeGreaterThan(0);
    // And once paid they are received, no longer coming, in the months they were paid.
    const after = await summaryOn(until);
    expect(after.upcoming.filter((u) => u.pay_day <= until)).toEqual([]);
    for (const month of new Set(promised.map((u) => u.pay_day.slice(0, 7)))) {
      const inMonth = promised.filter((u) => u.pay_day.startsWith(month));
      const m = after.received.find((x) => `${x.year}-${String(x.month).padStart(2, '0')}` === month)!;
      expect(m).toBeDefined();
      const gross = inMonth.reduce((s, u) => s.plus(u.gross), new Decimal(0));
      // Whatever else demo-se received that month from the seed's history adds to it, never less.
      expect(new Decimal(m.gross).gte(gross)).toBe(true);
      expect(new Decimal(m.net).eq(new Decimal(m.gross).minus(m.withholding))).toBe(true);
    }

    // Again (the unbookable event gone, as an operator would fix it): nothing more.
    await db().execute(sql`delete from corporate_events where id = ${bad!.id}`);
    expect(await runCorporateEventJob(t.app.deps, noonOf(until))).toEqual({
      events: 0,
      payments: 0,
      splits: 0,
      failed: [],
    });
    expect(await bookings(due.map((e) => e.id))).toEqual(rows);
    const left = (await unbooked()).filter((e) => e.id !== bad!.id);
    expect(left.every((e) => e.pay_day > until)).toBe(true);
  });

  it('split the holding two for one on its day: twice the shares, the same cost, half the price', async () => {
    const [order] = await queryRows<{ state: string; reserved_volume: number }>(
      db(),
      sql`select state, reserved_volume from exchange_orders where id = ${restingOrder}`,
    );
    // The order of old shares at an old price went with the split, its reservation with it.
    expect(order).toEqual({ state: 'CANCELLED', reserved_volume: 0 });
    const after = await holdingsOf(split.instrument_id);
    expect(after.map((h) => h.accid)).toEqual(heldBeforeSplit.map((h) => h.accid));
    for (const [i, h] of after.entries()) {
      const b = heldBeforeSplit[i]!;
      expect(new Decimal(h.qty).eq(new Decimal(b.qty).times(2))).toBe(true);
      expect(new Decimal(h.acq_value).eq(b.acq_value)).toBe(true);
      expect(new Decimal(h.acq_price).eq(new Decimal(b.acq_price).dividedBy(2).toDecimalPlaces(6))).toBe(
        true,
      );
      const [row] = await queryRows<{ quantity: string; trade_date: string; detail: unknown }>(
        db(),
        sql`select quantity::text as quantity, trade_date::text as trade_date, detail from transactions
            where accid = ${h.accid} and instrument_id = ${split.instrument_id} and type = 'CORPORATE_ACTION'`,
      );
      // The row is the change in shares, on the split's day.
      expect(new Decimal(row!.quantity).eq(b.qty)).toBe(true);
      expect(row!.trade_date).toBe(split.day);
      expect(row!.detail).toEqual({ action: 'SPLIT', from: 1, to: 2 });
    }
    // Before the split day's first trade (no new close here), the holding is worth what it was:
    // twice the shares at yesterday's close on the new basis, not twice the money.
    const [close] = await queryRows<{ close: string }>(
      db(),
      sql`select close::text as close from daily_bars where instrument_id = ${split.instrument_id}
          order by day desc limit 1`,
    );
    const seller = heldBeforeSplit.find((h) => h.accid === restingOrderAccid)!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/2/accounts/${seller.accid}/positions`,
      headers: se.headers,
    });
    const position = (
      res.json() as {
        instrument: { instrument_id: number };
        qty: number;
        last_price: { value: number };
        market_value: { value: number };
      }[]
    ).find((p) => p.instrument.instrument_id === split.instrument_id)!;
    expect(position.qty).toBe(Number(seller.qty) * 2);
    expect(position.last_price.value).toBe(Number(new Decimal(close!.close).dividedBy(2).toDecimalPlaces(4)));
    expect(
      Math.abs(position.market_value.value - Number(seller.qty) * Number(close!.close)),
    ).toBeLessThanOrEqual(0.01);
    // And the own-capital graph's today carries no jump of the split's size.
    t.app.deps.time = { now: () => noonOf(addDays(TEST_AS_OF, 182)) };
    const graph = await t.app.inject({
      method: 'GET',
      url: `/api/2/holdings/own-capital-graph?accids=${seller.accid}&period=YEAR_1`,
      headers: se.headers,
    });
    const points = (graph.json() as { points: { day: string; value: number; flow: number }[] }).points;
    const at = (day: string) => points.filter((p) => p.day <= day).at(-1)!.value;
    const splitValue = Number(seller.qty) * Number(close!.close);
    // The day before and the split day differ by the day's cash moves at most, not by the holding.
    expect(Math.abs(at(split.day) - at(addDays(split.day, -1)))).toBeLessThan(splitValue / 4);
  });

  it('shows the dividend in the account: cash and transactions agree', async () => {
    const [row] = await queryRows<{ accid: number; n: number }>(
      db(),
      sql`select b.accid, count(*)::int as n from corporate_event_bookings b
          where b.transaction_id is not null group by b.accid order by n desc limit 1`,
    );
    expect(row).toBeDefined();
    const [sums] = await queryRows<{ ledger: string; tx: string }>(
      db(),
      sql`select (select sum(amount)::text from cash_ledger where accid = ${row!.accid}) as ledger,
                 (select sum(amount)::text from transactions where accid = ${row!.accid}) as tx`,
    );
    expect(new Decimal(sums!.ledger).eq(sums!.tx)).toBe(true);
  });

  it('reverse split 1 for 10: whole shares stay, the fraction is sold for cash, the value unchanged', async () => {
    // A share held in whole numbers that are no multiple of ten, in SEK by SEK accounts.
    const [share] = await queryRows<{ instrument_id: number }>(
      db(),
      sql`select p.instrument_id from positions p join instruments i using (instrument_id)
          join accounts a on a.accid = p.accid
          where i.group_type = 'EQ' and trim(i.currency) = 'SEK' and trim(a.currency) = 'SEK'
            and p.instrument_id <> ${split.instrument_id} and mod(p.qty, 10) <> 0
          group by p.instrument_id order by count(*) desc, p.instrument_id limit 1`,
    );
    const id = share!.instrument_id;
    const before = await holdingsOf(id);
    const day = addDays(TEST_AS_OF, 203); // a Friday, after everything the tests before booked
    const [close] = await queryRows<{ close: string }>(
      db(),
      sql`select close::text as close from daily_bars where instrument_id = ${id} and day < ${day}::date
          order by day desc limit 1`,
    );
    await db().execute(
      sql`insert into corporate_events (instrument_id, day, event, split_from, split_to)
          values (${id}, ${day}::date, 'SPLIT', 10, 1)`,
    );
    const result = await runCorporateEventJob(t.app.deps, noonOf(day));
    expect(result.failed).toEqual([]);
    expect(result.splits).toBe(before.length);
    const after = new Map((await holdingsOf(id)).map((h) => [h.accid, h]));
    // One new share for ten old: ten times the price.
    const price = new Decimal(close!.close).times(10);
    for (const b of before) {
      const tenth = new Decimal(b.qty).dividedBy(10);
      const whole = tenth.floor();
      const fraction = tenth.minus(whole);
      const h = after.get(b.accid);
      const [currency] = await queryRows<{ c: string }>(
        db(),
        sql`select trim(currency) as c from accounts where accid = ${b.accid}`,
      );
      if (whole.isZero()) expect(h).toBeUndefined();
      else expect(new Decimal(h!.qty).eq(whole), `${b.accid}`).toBe(true);
      if (fraction.isZero() || currency!.c !== 'SEK') continue;
      const [sale] = await queryRows<{
        id: number;
        quantity: string;
        price: string;
        amount: string;
        fee: string;
      }>(
        db(),
        sql`select id, quantity::text as quantity, price::text as price, amount::text as amount, fee::text as fee
            from transactions where accid = ${b.accid} and instrument_id = ${id} and type = 'SELL'
              and trade_date = ${day}::date`,
      );
      expect(new Decimal(sale!.quantity).eq(fraction)).toBe(true);
      expect(new Decimal(sale!.price).eq(price)).toBe(true);
      expect(new Decimal(sale!.fee).isZero()).toBe(true);
      const paid = fraction.times(price).toDecimalPlaces(2);
      expect(new Decimal(sale!.amount).eq(paid)).toBe(true);
      // Into the account's cash, in the same transaction (its ledger row).
      const [ledger] = await queryRows<{ amount: string }>(
        db(),
        sql`select amount::text as amount from cash_ledger where transaction_id = ${sale!.id}`,
      );
      expect(new Decimal(ledger!.amount).eq(paid)).toBe(true);
      // What the holding was worth at the close before is what the shares and the cash are worth.
      const worth = new Decimal(b.qty).times(close!.close);
      expect(whole.times(price).plus(paid).minus(worth).abs().lte(0.01)).toBe(true);
      // The cost of what is left: the holding's less the fraction's share of it.
      if (h) {
        const sold = new Decimal(b.acq_value).times(fraction).dividedBy(tenth).toDecimalPlaces(2);
        expect(new Decimal(h.acq_value).eq(new Decimal(b.acq_value).minus(sold))).toBe(true);
      }
    }
    expect(before.some((b) => !new Decimal(b.qty).mod(10).isZero())).toBe(true);
  });
});
