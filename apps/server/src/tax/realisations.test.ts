import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '@broker/domain';
import { accounts, positions, transactions } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { sql } from 'drizzle-orm';
import { queryRows } from '../chart/db-rows';
import { bookCorporateMove, bookDividend, bookSplit, bookTrade, reverseBooking } from '../accounts/ledger';

type Row = typeof transactions.$inferSelect;

interface Event {
  transaction_id: number;
  accid: number;
  account_type: string;
  instrument_id: number;
  instrument_name: string;
  trade_date: string;
  quantity: number;
  sale_amount: number;
  fees: number;
  acquisition_cost: number;
  result: number;
  currency: string;
  method: string;
  tax_wrapper: boolean;
  excluded: boolean;
  user_edited: boolean;
}
interface Events {
  events: Event[];
  totals: { currency: string; count: number; gains: number; losses: number; net: number }[];
}

const ore = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Accounts taxed as a whole: each is a holding of its own. */
const WRAPPERS = ['ISK', 'KF', 'ASK', 'OST'];

/**
 * The test's own replay of the ledger, written apart from the domain's: per holding in booking
 * order, average cost (one pool) or first in, first out (a queue of purchases). A holding is one
 * share on one account, or (`pooled`: Sweden, Norway) one share over all the ordinary accounts.
 * Answers each sale's acquisition cost and result by transaction id.
 */
function recompute(
  ledger: readonly Row[],
  method: 'AVERAGE' | 'FIFO',
  costs: ReadonlyMap<number, string> = new Map(),
  pooledKey: (r: Row) => string = (r) => `${r.accid}:${r.instrumentId}`,
): Map<number, { cost: string; result: string }> {
  const out = new Map<number, { cost: string; result: string }>();
  const holdings = new Map<string, Row[]>();
  for (const r of ledger) {
    if (r.type !== 'BUY' && r.type !== 'SELL') continue;
    const key = pooledKey(r);
    holdings.set(key, [...(holdings.get(key) ?? []), r]);
  }
  for (const rows of holdings.values()) {
    rows.sort((a, b) => (a.tradeDate === b.tradeDate ? a.id - b.id : a.tradeDate < b.tradeDate ? -1 : 1));
    const lots: { qty: Decimal; cost: Decimal }[] = [];
    for (const r of rows) {
      const qty = new Decimal(r.quantity!);
      if (r.type === 'BUY') {
        const cost = new Decimal(costs.get(r.id) ?? new Decimal(r.amount).negated());
        if (method === 'AVERAGE' && lots.length > 0) {
          lots[0] = { qty: lots[0]!.qty.plus(qty), cost: lots[0]!.cost.plus(cost) };
        } else lots.push({ qty, cost });
        continue;
      }
      let left = qty;
      let cost = new Decimal(0);
      while (left.gt(0)) {
        const lot = lots[0]!;
        const take = Decimal.min(left, lot.qty);
        const part = take.eq(lot.qty) ? lot.cost : ore(lot.cost.times(take).dividedBy(lot.qty));
        cost = cost.plus(part);
        left = left.minus(take);
        if (take.eq(lot.qty)) lots.shift();
        else lots[0] = { qty: lot.qty.minus(take), cost: lot.cost.minus(part) };
      }
      out.set(r.id, { cost: cost.toFixed(2), result: new Decimal(r.amount).minus(cost).toFixed(2) });
    }
  }
  return out;
}

describe.each(DB_KINDS)('realisation events on %s', (kind) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const ledgers: Record<string, Row[]> = {};
  const accountTypes = new Map<number, string>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    const all = await t.database.db.select().from(transactions);
    for (const a of await t.database.db.select().from(accounts)) accountTypes.set(a.accid, a.type);
    for (const user of ['demo-se', 'demo-fi', 'demo-no']) {
      headers[user] = (await loginForApi(t.app, user)).headers;
      // Tax is about the person: their Netfonds accounts (demo-no has one) count with ours.
      const accids = [
        ...((await get('/api/2/accounts', headers[user]!)).json() as { accid: number }[]),
        ...((await get('/api/2/netfonds/accounts', headers[user]!)).json() as { accid: number }[]),
      ].map((a) => a.accid);
      ledgers[user] = all.filter((r) => accids.includes(r.accid));
    }
  });
  afterAll(async () => t?.close());

  // Sweden and Norway pool a share over the ordinary accounts; Finland keeps each account apart.
  const keyOf = (pooled: boolean) => (r: Row) =>
    pooled && !WRAPPERS.includes(accountTypes.get(r.accid) ?? '')
      ? `${r.instrumentId}`
      : `${r.accid}:${r.instrumentId}`;
  const get = (url: string, h: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: h });
  const send = (method: 'POST' | 'PUT', url: string, h: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
  const events = async (user: string, query = '') => {
    const res = await get(`/tax/v1/realisation-events${query}`, headers[user]!);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Events;
  };

  it.each([
    ['demo-se', 'AVERAGE'],
    ['demo-fi', 'FIFO'],
    ['demo-no', 'FIFO'],
  ] as const)(
    'gives every sale of %s its result by the country’s method (%s), to the öre',
    async (user, method) => {
      const ledger = ledgers[user]!;
      const sales = ledger.filter((r) => r.type === 'SELL');
      expect(sales.length).toBeGreaterThan(0);
      const reply = await events(user);
      expect(reply.events.map((e) => e.transaction_id).sort((a, b) => a - b)).toEqual(
        sales.map((r) => r.id).sort((a, b) => a - b),
      );
      const expected = recompute(ledger, method, new Map(), keyOf(user !== 'demo-fi'));
      for (const e of reply.events) {
        const sale = sales.find((r) => r.id === e.transaction_id)!;
        expect(e.method).toBe(method);
        expect([e.acquisition_cost.toFixed(2), e.result.toFixed(2)]).toEqual([
          expected.get(e.transaction_id)!.cost,
          expected.get(e.transaction_id)!.result,
        ]);
        // Gross price less fees is what the account received.
        expect(new Decimal(e.sale_amount).minus(e.fees).toFixed(2)).toBe(new Decimal(sale.amount).toFixed(2));
      }
      // Totals count only the events reported: not on ISK, KF, ASK, aktiesparekonto, osakesäästötili.
      const reported = reply.events.filter((e) => !e.tax_wrapper);
      const net = reported.reduce((s, e) => s.plus(e.result), new Decimal(0));
      {
        // One currency per customer here: its line is there even when nothing is reported.
        expect(reply.totals).toHaveLength(1);
        expect(reply.totals[0]!.count).toBe(reported.length);
        expect(reply.totals[0]!.net).toBe(net.toNumber());
        expect(new Decimal(reply.totals[0]!.gains).plus(reply.totals[0]!.losses).toNumber()).toBe(
          net.toNumber(),
        );
      }
    },
  );

  it('marks the sales on tax-wrapper accounts and leaves them out of the totals', async () => {
    const reply = await events('demo-se');
    for (const e of reply.events) {
      expect(e.tax_wrapper).toBe(['ISK', 'KF'].includes(accountTypes.get(e.accid)!));
    }
    expect(reply.events.some((e) => e.tax_wrapper)).toBe(true);
  });

  it('filters by year, account and instrument, and sums each year in total-pnl', async () => {
    const all = (await events('demo-se')).events;
    const year = Number(all[0]!.trade_date.slice(0, 4));
    const ofYear = (await events('demo-se', `?year=${year}`)).events;
    expect(ofYear.map((e) => e.transaction_id)).toEqual(
      all.filter((e) => e.trade_date.startsWith(`${year}-`)).map((e) => e.transaction_id),
    );
    const one = all[0]!;
    const ofHolding = (await events('demo-se', `?accids=${one.accid}&instrument_ids=${one.instrument_id}`))
      .events;
    expect(ofHolding.every((e) => e.accid === one.accid && e.instrument_id === one.instrument_id)).toBe(true);
    expect(ofHolding.length).toBe(
      all.filter((e) => e.accid === one.accid && e.instrument_id === one.instrument_id).length,
    );

    const totals = (await get('/tax/v1/realisation-events/total-pnl', headers['demo-se']!)).json() as {
      years: { year: number; net: number; count: number }[];
    };
    expect(totals.years.map((y) => y.year)).toEqual(
      [...new Set(all.map((e) => Number(e.trade_date.slice(0, 4))))].sort((a, b) => b - a),
    );
    for (const y of totals.years) {
      const reported = all.filter((e) => e.trade_date.startsWith(`${y.year}-`) && !e.tax_wrapper);
      expect([y.count, y.net]).toEqual([
        reported.length,
        reported.reduce((s, e) => s.plus(e.result), new Decimal(0)).toNumber(),
      ]);
    }
  });

  it('excludes a sale from the totals and restores it, keeping the result', async () => {
    const before = await events('demo-se');
    const sale = before.events.find((e) => !e.tax_wrapper)!;
    const url = `/tax/v1/realisation-events/${sale.transaction_id}`;
    const excluded = await send('POST', `${url}/exclude`, headers['demo-se']!);
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json()).toMatchObject({
      transaction_id: sale.transaction_id,
      excluded: true,
      result: sale.result,
    });
    const after = await events('demo-se');
    expect(after.totals[0]!.count).toBe(before.totals[0]!.count - 1);
    expect(new Decimal(after.totals[0]!.net).plus(sale.result).toNumber()).toBe(before.totals[0]!.net);
    expect((await events('demo-se', '?user_edited=true')).events.map((e) => e.transaction_id)).toEqual([
      sale.transaction_id,
    ]);

    expect((await send('POST', `${url}/restore`, headers['demo-se']!)).json()).toMatchObject({
      excluded: false,
    });
    expect((await events('demo-se')).totals).toEqual(before.totals);
    expect((await get(url, headers['demo-se']!)).json()).toMatchObject({ excluded: false });
  });

  it('uses an acquisition cost the customer gives for a purchase in every later sale, and can take it back', async () => {
    const ledger = ledgers['demo-se']!;
    const before = await events('demo-se');
    // A purchase followed by a sale of the same holding.
    const sale = before.events.find((e) => !e.tax_wrapper)!;
    const buy = ledger
      .filter((r) => r.type === 'BUY' && r.accid === sale.accid && r.instrumentId === sale.instrument_id)
      .sort((a, b) => (a.tradeDate < b.tradeDate ? -1 : 1))[0]!;
    const cost = new Decimal(buy.amount).negated().plus('1234.56').toFixed(2);
    const res = await send('PUT', `/api/2/transactions/${buy.id}/acquisition-cost`, headers['demo-se']!, {
      acquisition_cost: Number(cost),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      transaction_id: buy.id,
      booked_cost: new Decimal(buy.amount).negated().toNumber(),
      acquisition_cost: Number(cost),
      user_edited: true,
    });
    const expected = recompute(ledger, 'AVERAGE', new Map([[buy.id, cost]]), keyOf(true));
    const after = await events('demo-se', `?accids=${sale.accid}&instrument_ids=${sale.instrument_id}`);
    for (const e of after.events) {
      expect(e.acquisition_cost.toFixed(2)).toBe(expected.get(e.transaction_id)!.cost);
      expect(e.user_edited).toBe(e.trade_date >= buy.tradeDate);
    }
    expect(
      after.events.some(
        (e) =>
          e.acquisition_cost !==
          before.events.find((b) => b.transaction_id === e.transaction_id)!.acquisition_cost,
      ),
    ).toBe(true);

    // The transactions list shows the cost in force on the purchase, marked as the customer's.
    const listed = async () => {
      const page = await get(
        `/api/2/transactions?accids=${buy.accid}&types=BUY,DEPOSIT&limit=200`,
        headers['demo-se']!,
      );
      const all = (
        page.json() as {
          transactions: {
            transaction_id: number;
            type: string;
            acquisition_cost: number | null;
            acquisition_cost_edited: boolean;
          }[];
        }
      ).transactions;
      expect(all.filter((r) => r.type === 'DEPOSIT').every((r) => r.acquisition_cost === null)).toBe(true);
      return all.find((r) => r.transaction_id === buy.id)!;
    };
    expect(await listed()).toMatchObject({ acquisition_cost: Number(cost), acquisition_cost_edited: true });

    await send('PUT', `/api/2/transactions/${buy.id}/acquisition-cost`, headers['demo-se']!, {
      acquisition_cost: null,
    });
    expect((await events('demo-se')).events).toEqual(before.events);
    expect(await listed()).toMatchObject({
      acquisition_cost: new Decimal(buy.amount).negated().toNumber(),
      acquisition_cost_edited: false,
    });
  });

  it('answers 404 for another customer’s sale or purchase, or the wrong kind of transaction, and 400 for a bad cost', async () => {
    const seSale = ledgers['demo-se']!.find((r) => r.type === 'SELL')!;
    const seBuy = ledgers['demo-se']!.find((r) => r.type === 'BUY')!;
    const fi = headers['demo-fi']!;
    for (const url of [`/tax/v1/realisation-events/${seSale.id}`, `/tax/v1/realisation-events/${seBuy.id}`]) {
      const res = await get(url, fi);
      expect([res.statusCode, res.json().code]).toEqual([404, 'REALISATION_EVENT_NOT_FOUND']);
    }
    const exclude = await send('POST', `/tax/v1/realisation-events/${seSale.id}/exclude`, fi);
    expect(exclude.statusCode).toBe(404);
    for (const id of [seBuy.id, ledgers['demo-fi']!.find((r) => r.type === 'SELL')!.id]) {
      const res = await send('PUT', `/api/2/transactions/${id}/acquisition-cost`, fi, {
        acquisition_cost: 100,
      });
      expect([res.statusCode, res.json().code]).toEqual([404, 'TRANSACTION_NOT_FOUND']);
    }
    const noAccid = ledgers['demo-no']![0]!.accid;
    expect((await get(`/tax/v1/realisation-events?accids=${noAccid}`, fi)).statusCode).toBe(404);
    const fiBuy = ledgers['demo-fi']!.find((r) => r.type === 'BUY')!;
    for (const acquisition_cost of [-1, 1.234, '12']) {
      const res = await send('PUT', `/api/2/transactions/${fiBuy.id}/acquisition-cost`, fi, {
        acquisition_cost,
      });
      expect([res.statusCode, res.json().code]).toEqual([400, 'INPUT_ERROR']);
    }
  });

  // Last: it books a purchase of its own on demo-no's second ordinary account.
  it('pools a share over the ordinary accounts: a purchase on one is the cost of a sale on the other', async () => {
    const ledger = ledgers['demo-no']!;
    const byDate = (a: Row, b: Row) =>
      a.tradeDate === b.tradeDate ? a.id - b.id : a.tradeDate < b.tradeDate ? -1 : 1;
    const sale = ledger.filter((r) => r.type === 'SELL' && r.accid === 10012).sort(byDate)[0]!;
    // Bought on 10013 before anything else, for 1 krone: first in, so the sale's whole cost.
    await t.database.db.insert(transactions).values({
      accid: 10013,
      type: 'BUY',
      instrumentId: sale.instrumentId,
      tradeDate: '2020-01-02',
      settleDate: '2020-01-06',
      quantity: sale.quantity,
      price: '0.000001',
      amount: '-1.00',
      fee: '0.00',
      currency: 'NOK',
      createdAt: new Date('2020-01-02T09:00:00Z'),
    });
    const accids = new Set(ledger.map((r) => r.accid));
    const updated = (await t.database.db.select().from(transactions)).filter((r) => accids.has(r.accid));
    const expected = recompute(updated, 'FIFO', new Map(), keyOf(true));
    for (const query of ['', '?accids=10012']) {
      const e = (await events('demo-no', query)).events.find((x) => x.transaction_id === sale.id)!;
      expect(e.acquisition_cost).toBe(1);
      expect(e.acquisition_cost.toFixed(2)).toBe(expected.get(sale.id)!.cost);
    }
    // The sale on an account the request leaves out is not listed, though its purchases count.
    const only13 = (await events('demo-no', '?accids=10013')).events;
    expect(only13.some((x) => x.transaction_id === sale.id)).toBe(false);
  });

  // Books a share of its own on demo-no's two ordinary accounts, after the seeded history.
  it('splits a pooled share once however many accounts book the split; a reversed dividend leaves the report', async () => {
    const db = t.database.db;
    const held = new Set(ledgers['demo-no']!.map((r) => r.instrumentId));
    const [share] = await queryRows<{ instrument_id: number }>(
      db,
      sql`select instrument_id from instruments where trim(currency) = 'NOK' and group_type = 'EQ'
          order by instrument_id`,
    ).then((rows) => rows.filter((r) => !held.has(Number(r.instrument_id))));
    const instrumentId = Number(share!.instrument_id);
    const on = (accid: number, day: string) => ({
      accid,
      currency: 'NOK',
      tradeDay: day,
      settleDay: day,
      at: new Date(`${day}T10:00:00Z`),
      instrumentId,
    });
    const buy = (accid: number, day: string, cost: string) =>
      db.transaction((tx) =>
        bookTrade(tx, {
          ...on(accid, day),
          side: 'BUY',
          quantity: new Decimal(10),
          price: new Decimal(cost).dividedBy(10),
          amount: new Decimal(cost).negated(),
          fee: new Decimal(0),
          acquisitionValue: new Decimal(cost),
        }),
      );
    // First in on 10012: 10 for 1 000; then 10 on 10013 for 3 000; a 1:2 split booked on both.
    await buy(10012, '2026-11-23', '1000');
    await buy(10013, '2026-11-24', '3000');
    for (const accid of [10012, 10013])
      await db.transaction((tx) => bookSplit(tx, { ...on(accid, '2026-11-25'), from: 1, to: 2 }));
    const sale = await db.transaction((tx) =>
      bookTrade(tx, {
        ...on(10012, '2026-11-26'),
        side: 'SELL',
        quantity: new Decimal(10),
        price: new Decimal(80),
        amount: new Decimal(800),
        fee: new Decimal(0),
      }),
    );
    // First in, first out over the pool: 10 of the first lot's 20 shares (split once) cost 500.
    // Split twice it would be 250; not split, 1 000.
    const e = (await events('demo-no', '?accids=10012')).events.find((x) => x.transaction_id === sale)!;
    expect([e.acquisition_cost, e.result]).toEqual([500, 300]);
    const report = await get('/tax/v1/no?year=2026', headers['demo-no']!);
    expect(report.statusCode, report.body).toBe(200);
    const reported = (report.json() as { sales: { transaction_id: number; cost: number }[] }).sales;
    expect(reported.find((x) => x.transaction_id === sale)?.cost).toBe(500);

    // A dividend on the shares left, then taken back: the report no longer counts it.
    const dividendsOf = async () =>
      (
        (await get('/tax/v1/no?year=2026', headers['demo-no']!)).json() as {
          dividends: { instrument_name: string; amount: number }[];
        }
      ).dividends.filter((d) => d.instrument_name === e.instrument_name);
    const { dividendId } = await db.transaction((tx) =>
      bookDividend(tx, {
        ...on(10013, '2026-11-26'),
        quantity: new Decimal(20),
        perShare: new Decimal(5),
        gross: new Decimal(100),
        withholding: new Decimal(0),
      }),
    );
    expect((await dividendsOf()).map((d) => d.amount)).toEqual([100]);
    await db.transaction((tx) =>
      reverseBooking(tx, { accid: 10013, transactionId: dividendId, tradeDay: '2026-11-26', at: new Date() }),
    );
    expect(await dividendsOf()).toEqual([]);

    // The transactions list names what the reversal took back, and the split's ratio.
    const listed = (
      await get('/api/2/transactions?accids=10013&types=REVERSAL,CORPORATE_ACTION', headers['demo-no']!)
    ).json() as {
      transactions: {
        type: string;
        related: { transaction_id: number; type: string; trade_date: string } | null;
        split: { from: number; to: number } | null;
      }[];
    };
    expect(listed.transactions.map((r) => [r.type, r.related, r.split])).toEqual([
      ['REVERSAL', { transaction_id: dividendId, type: 'DIVIDEND', trade_date: '2026-11-26' }, null],
      ['CORPORATE_ACTION', null, { from: 1, to: 2 }],
    ]);
  });

  it('moves cost at a spin-off and at a merger: the new shares are sold at the cost that came with them', async () => {
    const db = t.database.db;
    const held = new Set(ledgers['demo-se']!.map((r) => r.instrumentId));
    const [a, b, c] = (
      await queryRows<{ instrument_id: number }>(
        db,
        sql`select instrument_id from instruments where trim(currency) = 'SEK' and group_type = 'EQ'
            order by instrument_id`,
      )
    )
      .map((r) => Number(r.instrument_id))
      .filter((id) => !held.has(id));
    const on = (day: string) => ({
      accid: 10002,
      currency: 'SEK',
      tradeDay: day,
      settleDay: day,
      at: new Date(`${day}T10:00:00Z`),
    });
    const trade = (
      instrumentId: number,
      day: string,
      side: 'BUY' | 'SELL',
      quantity: number,
      value: string,
    ) =>
      db.transaction((tx) =>
        bookTrade(tx, {
          ...on(day),
          instrumentId,
          side,
          quantity: new Decimal(quantity),
          price: new Decimal(value).dividedBy(quantity),
          amount: side === 'BUY' ? new Decimal(value).negated() : new Decimal(value),
          fee: new Decimal(0),
          ...(side === 'BUY' ? { acquisitionValue: new Decimal(value) } : {}),
        }),
      );
    const positionOf = async (instrumentId: number) =>
      (await db.select().from(positions)).find((p) => p.accid === 10002 && p.instrumentId === instrumentId);
    const saleOf = async (id: number) =>
      (await events('demo-se', '?accids=10002')).events.find((e) => e.transaction_id === id)!;

    // 10 A for 1 000; a spin-off of 1 B for every A takes 30 % of the cost.
    await trade(a!, '2026-11-16', 'BUY', 10, '1000');
    await db.transaction((tx) =>
      bookCorporateMove(tx, {
        ...on('2026-11-17'),
        action: 'SPIN_OFF',
        from: a!,
        to: b!,
        ratio: { from: 1, to: 1 },
        costShare: new Decimal('0.3'),
      }),
    );
    expect([(await positionOf(a!))?.acqValueAcc, (await positionOf(b!))?.acqValueAcc]).toEqual([
      '700.00',
      '300.00',
    ]);
    const soldB = await trade(b!, '2026-11-18', 'SELL', 10, '500');
    expect([(await saleOf(soldB)).acquisition_cost, (await saleOf(soldB)).result]).toEqual([300, 200]);

    // A merges into C, 1 C for every 2 A: all of A's cost goes with it.
    const merger = await db.transaction((tx) =>
      bookCorporateMove(tx, {
        ...on('2026-11-19'),
        action: 'MERGER',
        from: a!,
        to: c!,
        ratio: { from: 2, to: 1 },
      }),
    );
    expect(await positionOf(a!)).toBeUndefined();
    expect([(await positionOf(c!))?.qty, (await positionOf(c!))?.acqValueAcc]).toEqual([
      '5.000000',
      '700.00',
    ]);
    const soldC = await trade(c!, '2026-11-20', 'SELL', 5, '1000');
    expect([(await saleOf(soldC)).acquisition_cost, (await saleOf(soldC)).result]).toEqual([700, 300]);

    // The rows: each instrument's holding is the sum of its rows' effects; the new share's row
    // names the old one's.
    const rows = (await db.select().from(transactions)).filter((r) => r.accid === 10002);
    for (const id of [a!, b!, c!]) {
      const effect = rows
        .filter((r) => r.instrumentId === id)
        .reduce(
          (s, r) =>
            s.plus(
              r.type === 'SELL'
                ? new Decimal(r.quantity!).negated()
                : ['BUY', 'CORPORATE_ACTION'].includes(r.type)
                  ? new Decimal(r.quantity!)
                  : 0,
            ),
          new Decimal(0),
        );
      expect(effect.toNumber()).toBe(Number((await positionOf(id))?.qty ?? 0));
    }
    expect(rows.find((r) => r.id === merger!.toId)?.relatedId).toBe(merger!.fromId);
    // The transactions list says what each row of a move did, and with which instrument.
    const listed = (
      await get('/api/2/transactions?accids=10002&types=CORPORATE_ACTION&sort=ASC', headers['demo-se']!)
    ).json() as {
      transactions: {
        instrument_id: number;
        move: {
          action: string;
          role: string;
          instrument_id: number;
          from: number;
          to: number;
          cost_share: number;
        } | null;
      }[];
    };
    expect(
      listed.transactions.map((r) => [
        r.instrument_id,
        r.move && [
          r.move.action,
          r.move.role,
          r.move.instrument_id,
          r.move.from,
          r.move.to,
          r.move.cost_share,
        ],
      ]),
    ).toEqual([
      [a, ['SPIN_OFF', 'FROM', b, 1, 1, 0.3]],
      [b, ['SPIN_OFF', 'TO', a, 1, 1, 0.3]],
      [a, ['MERGER', 'FROM', c, 2, 1, 1]],
      [c, ['MERGER', 'TO', a, 2, 1, 1]],
    ]);

    // Rights: 1 for every D held, at no cost; 4 sold; 6 used, 2 for each new D at 50 (150 paid).
    const d = c!;
    const rights = (
      await queryRows<{ instrument_id: number }>(
        db,
        sql`select instrument_id from instruments where trim(currency) = 'SEK' and group_type = 'EQ'
            order by instrument_id`,
      )
    )
      .map((r) => Number(r.instrument_id))
      .filter((id) => !held.has(id) && ![a, b, c].includes(id))[0]!;
    await trade(d, '2026-11-21', 'BUY', 10, '1000');
    await db.transaction((tx) =>
      bookCorporateMove(tx, {
        ...on('2026-11-22'),
        action: 'RIGHTS',
        from: d,
        to: rights,
        ratio: { from: 1, to: 1 },
      }),
    );
    expect([(await positionOf(rights))?.qty, (await positionOf(rights))?.acqValueAcc]).toEqual([
      '10.000000',
      '0.00',
    ]);
    const soldRights = await trade(rights, '2026-11-23', 'SELL', 4, '40');
    expect([(await saleOf(soldRights)).acquisition_cost, (await saleOf(soldRights)).result]).toEqual([0, 40]);
    await db.transaction((tx) =>
      bookCorporateMove(tx, {
        ...on('2026-11-24'),
        action: 'SUBSCRIPTION',
        from: rights,
        to: d,
        ratio: { from: 2, to: 1 },
        used: new Decimal(6),
        payment: new Decimal(150),
        price: new Decimal(50),
      }),
    );
    expect(await positionOf(rights)).toBeUndefined();
    expect([(await positionOf(d))?.qty, (await positionOf(d))?.acqValueAcc]).toEqual([
      '13.000000',
      '1150.00',
    ]);
    const soldD = await trade(d, '2026-11-25', 'SELL', 13, '1300');
    expect([(await saleOf(soldD)).acquisition_cost, (await saleOf(soldD)).result]).toEqual([1150, 150]);

    // Norway's report replays its own way (first in, first out with the shield): a demerger on
    // demo-no's share account gives the new share its quarter of the cost there too.
    const noHeld = new Set(ledgers['demo-no']!.map((r) => r.instrumentId));
    const [x, y] = (
      await queryRows<{ instrument_id: number }>(
        db,
        sql`select instrument_id from instruments where trim(currency) = 'NOK' and group_type = 'EQ'
            order by instrument_id desc`,
      )
    )
      .map((r) => Number(r.instrument_id))
      .filter((id) => !noHeld.has(id));
    const onNo = (day: string) => ({ ...on(day), accid: 10012, currency: 'NOK' });
    await db.transaction((tx) =>
      bookTrade(tx, {
        ...onNo('2026-11-16'),
        instrumentId: x!,
        side: 'BUY',
        quantity: new Decimal(100),
        price: new Decimal(100),
        amount: new Decimal(-10000),
        fee: new Decimal(0),
        acquisitionValue: new Decimal(10000),
      }),
    );
    await db.transaction((tx) =>
      bookCorporateMove(tx, {
        ...onNo('2026-11-17'),
        action: 'SPIN_OFF',
        from: x!,
        to: y!,
        ratio: { from: 1, to: 1 },
        costShare: new Decimal('0.25'),
      }),
    );
    const soldY = await db.transaction((tx) =>
      bookTrade(tx, {
        ...onNo('2026-11-18'),
        instrumentId: y!,
        side: 'SELL',
        quantity: new Decimal(100),
        price: new Decimal(30),
        amount: new Decimal(3000),
        fee: new Decimal(0),
      }),
    );
    const report = (await get('/tax/v1/no?year=2026', headers['demo-no']!)).json() as {
      sales: { transaction_id: number; cost: number; gain: number }[];
    };
    const sold = report.sales.find((r) => r.transaction_id === soldY)!;
    expect([sold.cost, sold.gain]).toEqual([2500, 500]);
  });

  it('applies a move once to a holding pooled over accounts, keeps FIFO lots whole through a 3:1 merger, and flags a corrected cost it carries', async () => {
    const db = t.database.db;
    const at = (accid: number, currency: string, day: string) => ({
      accid,
      currency,
      tradeDay: day,
      settleDay: day,
      at: new Date(`${day}T10:00:00Z`),
    });
    const trade = (
      accid: number,
      currency: string,
      instrumentId: number,
      day: string,
      side: 'BUY' | 'SELL',
      quantity: number,
      value: string,
    ) =>
      db.transaction((tx) =>
        bookTrade(tx, {
          ...at(accid, currency, day),
          instrumentId,
          side,
          quantity: new Decimal(quantity),
          price: new Decimal(value).dividedBy(quantity),
          amount: side === 'BUY' ? new Decimal(value).negated() : new Decimal(value),
          fee: new Decimal(0),
          ...(side === 'BUY' ? { acquisitionValue: new Decimal(value) } : {}),
        }),
      );
    const sharesIn = async (currency: string) =>
      (
        await queryRows<{ instrument_id: number }>(
          db,
          sql`select instrument_id from instruments where trim(currency) = ${currency} and group_type = 'EQ'
              order by instrument_id`,
        )
      ).map((r) => Number(r.instrument_id));

    // Sweden pools the ordinary accounts: two share accounts of a Swedish customer who had none
    // (demo-empty), and a spin-off of event 1 booked on both. The pool's cost moves once.
    const [owner] = await queryRows<{ customer_id: number }>(
      db,
      sql`select customer_id from users where username = 'demo-empty'`,
    );
    const [template] = await db
      .select()
      .from(accounts)
      .where(sql`${accounts.accid} = 10002`);
    for (const accid of [95_001, 95_002])
      await db.insert(accounts).values({
        ...template!,
        accid,
        customerId: Number(owner!.customer_id),
        accno: `POOLED-${accid}`,
        isDefault: false,
      });
    const empty = (await loginForApi(t.app, 'demo-empty')).headers;
    const [x, y] = await sharesIn('SEK');
    const bought = await trade(95_001, 'SEK', x!, '2026-11-16', 'BUY', 100, '1000');
    await trade(95_002, 'SEK', x!, '2026-11-16', 'BUY', 100, '1000');
    // The customer corrects the first purchase's cost to 1 500: the pool's cost is 2 500.
    const put = await send('PUT', `/api/2/transactions/${bought}/acquisition-cost`, empty, {
      acquisition_cost: 1500,
    });
    expect(put.statusCode, put.body).toBe(200);
    for (const accid of [95_001, 95_002])
      await db.transaction((tx) =>
        bookCorporateMove(tx, {
          ...at(accid, 'SEK', '2026-11-17'),
          action: 'SPIN_OFF',
          from: x!,
          to: y!,
          ratio: { from: 1, to: 1 },
          costShare: new Decimal('0.2'),
          eventId: 1,
        }),
      );
    const sale = await trade(95_002, 'SEK', y!, '2026-11-18', 'SELL', 100, '500');
    const listed = (await get('/tax/v1/realisation-events?accids=95002', empty)).json() as Events;
    const e = listed.events.find((r) => r.transaction_id === sale)!;
    // 20 % of the pool's 2 500 (with the corrected cost), once: 500 for the 200 new shares, 250 for
    // the 100 sold; and the sale says a corrected cost reached it. Twice it would be 450.
    expect([e.acquisition_cost, e.result, e.user_edited]).toEqual([250, 250, true]);

    // Finland: first in, first out per account; three lots of one share, 3 old for 1 new.
    const used = new Set(
      (await db.select().from(transactions)).filter((r) => r.accid === 10032).map((r) => r.instrumentId),
    );
    const [p, q] = (await sharesIn('EUR')).filter((id) => !used.has(id));
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-18'])
      await trade(10032, 'EUR', p!, day, 'BUY', 1, '10');
    await db.transaction((tx) =>
      bookCorporateMove(tx, {
        ...at(10032, 'EUR', '2026-11-19'),
        action: 'MERGER',
        from: p!,
        to: q!,
        ratio: { from: 3, to: 1 },
      }),
    );
    const sold = await trade(10032, 'EUR', q!, '2026-11-20', 'SELL', 1, '45');
    const f = (await events('demo-fi', '?accids=10032')).events.find((r) => r.transaction_id === sold)!;
    expect([f.acquisition_cost, f.result]).toEqual([30, 15]);
  });
});
