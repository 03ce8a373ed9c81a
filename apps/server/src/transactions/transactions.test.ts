import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

interface Page {
  total: number;
  limit: number;
  offset: number;
  transactions: {
    transaction_id: number;
    accid: number;
    type: string;
    instrument_id: number | null;
    trade_date: string;
    amount: { value: number; currency: string };
  }[];
}

describe.each(DB_KINDS)('transactions on %s', (kind) => {
  let t: TestApp;
  let se: Record<string, string>;
  let no: Record<string, string>;
  let seAccids: number[];
  let noAccid: number;
  /** demo-se's ledger as the database has it, the independent reference for the pages. */
  let ledger: (typeof transactions.$inferSelect)[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    se = (await loginForApi(t.app, 'demo-se')).headers;
    no = (await loginForApi(t.app, 'demo-no')).headers;
    seAccids = ((await get('/api/2/accounts', se)).json() as { accid: number }[]).map((a) => a.accid);
    noAccid = ((await get('/api/2/accounts', no)).json() as { accid: number }[])[0]!.accid;
    const all = await t.database.db.select().from(transactions);
    ledger = all.filter((r) => seAccids.includes(r.accid));
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const page = async (query: string) => {
    const res = await get(`/api/2/transactions${query}`, se);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('pages through every transaction of the customer, 50 at a time, newest first', async () => {
    expect(ledger.length).toBeGreaterThan(50);
    const first = await page('');
    expect([first.total, first.limit, first.offset, first.transactions.length]).toEqual([
      ledger.length,
      50,
      0,
      50,
    ]);
    const seen: number[] = [];
    for (let offset = 0; offset < first.total; offset += 50) {
      seen.push(...(await page(`?offset=${offset}`)).transactions.map((r) => r.transaction_id));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(ledger.map((r) => r.id).sort((a, b) => a - b));
    const dates = first.transactions.map((r) => r.trade_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const oldest = await page('?sort=ASC&limit=1');
    expect(oldest.transactions[0]!.trade_date).toBe(ledger.map((r) => r.tradeDate).sort()[0]);
  });

  it('filters by account, type, instrument and trade dates, and counts the matches', async () => {
    const accid = seAccids[0]!;
    const buys = ledger.filter((r) => r.accid === accid && r.type === 'BUY');
    expect(buys.length).toBeGreaterThan(0);
    const byType = await page(`?accids=${accid}&types=BUY&limit=200`);
    expect(byType.total).toBe(buys.length);
    expect(byType.transactions.every((r) => r.accid === accid && r.type === 'BUY')).toBe(true);

    const instrument = buys[0]!.instrumentId!;
    const ofInstrument = ledger.filter((r) => r.instrumentId === instrument);
    expect((await page(`?instrument_ids=${instrument}`)).total).toBe(ofInstrument.length);

    const day = buys[0]!.tradeDate;
    const onDay = ledger.filter((r) => r.tradeDate === day);
    const dayPage = await page(`?from=${day}&to=${day}`);
    expect(dayPage.total).toBe(onDay.length);
    expect(dayPage.transactions.every((r) => r.trade_date === day)).toBe(true);

    const both = await page('?types=DEPOSIT,DIVIDEND&limit=200');
    expect(both.total).toBe(ledger.filter((r) => r.type === 'DEPOSIT' || r.type === 'DIVIDEND').length);
    // Past the last page: no rows, the same count.
    expect(await page(`?types=BUY&offset=100000`)).toMatchObject({
      total: ledger.filter((r) => r.type === 'BUY').length,
      transactions: [],
    });
  });

  it('answers amounts exactly as booked, signed, in the account currency', async () => {
    const rows = (await page('?limit=200')).transactions;
    for (const r of rows) {
      const booked = ledger.find((l) => l.id === r.transaction_id)!;
      expect(r.amount).toEqual({ value: Number(booked.amount), currency: booked.currency.trim() });
    }
    expect(rows.some((r) => r.type === 'BUY' && r.amount.value < 0)).toBe(true);
  });

  it('lists what the transactions can be filtered by', async () => {
    const res = await get('/api/2/transactions/filters', se);
    expect(res.statusCode).toBe(200);
    const f = res.json() as {
      accounts: { accid: number }[];
      types: string[];
      instruments: { instrument_id: number }[];
      first_date: string;
      last_date: string;
    };
    expect(f.accounts.map((a) => a.accid)).toEqual([...seAccids].sort((a, b) => a - b));
    expect(f.types).toEqual([...new Set(ledger.map((r) => r.type))].sort());
    expect(f.instruments.map((i) => i.instrument_id).sort()).toEqual(
      [...new Set(ledger.flatMap((r) => (r.instrumentId ? [r.instrumentId] : [])))].sort(),
    );
    const days = ledger.map((r) => r.tradeDate).sort();
    expect([f.first_date, f.last_date]).toEqual([days[0], days[days.length - 1]]);
  });

  it("answers 404 for another customer's account, alone or in a list, and 400 for bad filters", async () => {
    for (const accids of [`${noAccid}`, `${seAccids[0]},${noAccid}`]) {
      const res = await get(`/api/2/transactions?accids=${accids}`, se);
      expect([res.statusCode, res.json().code]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
    }
    for (const query of [
      'types=BUY,LOAN',
      'from=2025-02-30',
      'from=2026-02-01&to=2026-01-01',
      'limit=201',
      'limit=0',
      'sort=UP',
      'accids=0x10',
    ]) {
      const res = await get(`/api/2/transactions?${query}`, se);
      expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'INPUT_ERROR']);
    }
  });
});
