import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Decimal, TRANSACTIONS_CSV_COLUMNS } from '@broker/domain';
import { cashLedger, transactions } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { pdfToText } from '../testing/pdf-text';
import { exportRows } from './export-rows';

type Row = typeof transactions.$inferSelect;

const sum = (values: readonly (string | number)[]) =>
  values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));

/** RFC 4180 records of a file written by the export (no field holds a line break). */
function records(text: string, separator: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const out: string[] = [];
      let field = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const ch = line[i]!;
        if (quoted && ch === '"' && line[i + 1] === '"') {
          field += '"';
          i++;
        } else if (ch === '"') {
          quoted = !quoted;
        } else if (!quoted && ch === separator) {
          out.push(field);
          field = '';
        } else {
          field += ch;
        }
      }
      out.push(field);
      return out;
    });
}

describe.each(DB_KINDS)('transaction summaries and downloads on %s', (kind) => {
  let t: TestApp;
  let se: { cookie: string; headers: Record<string, string> };
  let seAccids: number[];
  let noAccid: number;
  /** demo-se's ledger as the database has it: the independent reference. */
  let ledger: Row[];
  let cash: Map<number, Decimal>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    se = await loginForApi(t.app, 'demo-se');
    const no = await loginForApi(t.app, 'demo-no');
    seAccids = ((await get('/api/2/accounts', se.headers)).json() as { accid: number }[]).map((a) => a.accid);
    noAccid = ((await get('/api/2/accounts', no.headers)).json() as { accid: number }[])[0]!.accid;
    ledger = (await t.database.db.select().from(transactions)).filter((r) => seAccids.includes(r.accid));
    cash = new Map();
    for (const l of await t.database.db.select().from(cashLedger)) {
      if (seAccids.includes(l.accid)) cash.set(l.accid, (cash.get(l.accid) ?? new Decimal(0)).plus(l.amount));
    }
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const ok = async (url: string, headers: Record<string, string>) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  /** A day in the middle of the ledger, so both halves have rows. */
  const middleDay = () => ledger.map((r) => r.tradeDate).sort()[Math.floor(ledger.length / 2)]!;

  it('sums the matched transactions per type and currency', async () => {
    const reply = (await ok('/api/2/transactions/summary', se.headers)).json() as {
      types: { type: string; currency: string; count: number; amount: number; fee: number }[];
      net: { currency: string; value: number }[];
    };
    const types = [...new Set(ledger.map((r) => r.type))].sort();
    expect(reply.types.map((r) => r.type)).toEqual(types);
    for (const row of reply.types) {
      const of = ledger.filter((r) => r.type === row.type && r.currency.trim() === row.currency);
      expect([row.count, row.amount, row.fee]).toEqual([
        of.length,
        sum(of.map((r) => r.amount)).toNumber(),
        sum(of.map((r) => r.fee)).toNumber(),
      ]);
    }
    expect(reply.net).toEqual([{ currency: 'SEK', value: sum(ledger.map((r) => r.amount)).toNumber() }]);
    const accid = seAccids[0]!;
    const buys = (await ok(`/api/2/transactions/summary?accids=${accid}&types=BUY`, se.headers)).json() as {
      types: { count: number }[];
    };
    expect(buys.types.map((r) => r.count)).toEqual([
      ledger.filter((r) => r.accid === accid && r.type === 'BUY').length,
    ]);
  });

  it('gives each account its balance before, in and out during, and at the end of a period', async () => {
    const all = (await ok('/api/2/transactions/balance-summary', se.headers)).json() as {
      accounts: { accid: number; opening: number; money_in: number; money_out: number; closing: number }[];
    };
    expect(all.accounts.map((a) => a.accid)).toEqual([...seAccids].sort((a, b) => a - b));
    // With no period the closing balance is the account's cash: the ledger and the cash agree.
    for (const a of all.accounts) {
      expect([a.opening, a.closing]).toEqual([0, (cash.get(a.accid) ?? new Decimal(0)).toNumber()]);
    }
    const from = middleDay();
    const to = ledger.map((r) => r.tradeDate).sort()[Math.floor((ledger.length * 3) / 4)]!;
    const period = (
      await ok(`/api/2/transactions/balance-summary?from=${from}&to=${to}`, se.headers)
    ).json() as {
      accounts: { accid: number; opening: number; money_in: number; money_out: number; closing: number }[];
    };
    for (const a of period.accounts) {
      const mine = ledger.filter((r) => r.accid === a.accid);
      const inPeriod = mine.filter((r) => r.tradeDate >= from && r.tradeDate <= to).map((r) => r.amount);
      expect(a).toMatchObject({
        opening: sum(mine.filter((r) => r.tradeDate < from).map((r) => r.amount)).toNumber(),
        money_in: sum(inPeriod.filter((v) => Number(v) > 0)).toNumber(),
        money_out: sum(inPeriod.filter((v) => Number(v) < 0)).toNumber(),
        closing: sum(mine.filter((r) => r.tradeDate <= to).map((r) => r.amount)).toNumber(),
      });
    }
  });

  it('reads an export a chunk at a time by keyset, each row once, in order', async () => {
    const where = [sql`t.accid = any(${`{${seAccids.join(',')}}`}::int[])`];
    const seen: number[] = [];
    for await (const chunk of exportRows(t.database.db, where, 'DESC', 7)) {
      expect(chunk.length).toBeLessThanOrEqual(7);
      seen.push(...chunk.map((r) => r.transactionId));
    }
    const expected = [...ledger]
      .sort((a, b) => (a.tradeDate === b.tradeDate ? b.id - a.id : a.tradeDate < b.tradeDate ? 1 : -1))
      .map((r) => r.id);
    expect(seen).toEqual(expected);
  });

  it('downloads every matching transaction as CSV, exactly as booked', async () => {
    const res = await ok('/api/2/transactions/csv?sort=ASC', { cookie: se.cookie });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transaktioner-start-/);
    const [header, ...rows] = records(res.body, ',');
    expect(header).toEqual([...TRANSACTIONS_CSV_COLUMNS]);
    expect(rows.map((r) => Number(r[0]))).toEqual(
      [...ledger]
        .sort((a, b) => (a.tradeDate === b.tradeDate ? a.id - b.id : a.tradeDate < b.tradeDate ? -1 : 1))
        .map((r) => r.id),
    );
    const amount = TRANSACTIONS_CSV_COLUMNS.indexOf('amount');
    const byId = new Map(ledger.map((r) => [r.id, r]));
    for (const r of rows) {
      const booked = byId.get(Number(r[0]))!;
      expect([r[4], r[amount], r[1]]).toEqual([booked.type, booked.amount, booked.tradeDate]);
    }
    expect(sum(rows.map((r) => r[amount]!)).equals(sum(ledger.map((r) => r.amount)))).toBe(true);

    const from = middleDay();
    const filtered = records(
      (await ok(`/api/2/transactions/csv?from=${from}&types=BUY,SELL`, { cookie: se.cookie })).body,
      ',',
    ).slice(1);
    expect(filtered.length).toBe(
      ledger.filter((r) => r.tradeDate >= from && (r.type === 'BUY' || r.type === 'SELL')).length,
    );
  });

  it('writes the spreadsheet variant with semicolons, decimal commas and the reader’s words', async () => {
    const res = await ok(
      `/api/2/transactions/csv?variant=SPREADSHEET&lang=sv&types=BUY&accids=${seAccids[0]}`,
      {
        cookie: se.cookie,
      },
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = records(res.body.replace(/^\ufeff/, ''), ';');
    expect(header!.slice(0, 3)).toEqual(['Transaktion', 'Affärsdag', 'Likviddag']);
    expect(rows.length).toBe(ledger.filter((r) => r.accid === seAccids[0] && r.type === 'BUY').length);
    const amount = TRANSACTIONS_CSV_COLUMNS.indexOf('amount');
    for (const r of rows) {
      expect(r[4]).toBe('Köp');
      expect(r[amount]).toMatch(/^-\d+,\d\d$/);
    }
  });

  it('draws the statement of a period: balances, every transaction in it, in the reader’s language', async () => {
    const accid = seAccids[0]!;
    const from = middleDay();
    const res = await ok(`/api/2/transactions/statement.pdf?accids=${accid}&from=${from}&lang=en`, {
      cookie: se.cookie,
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfToText(res.rawPayload);
    expect(text).toContain('Account statement');
    const mine = ledger.filter((r) => r.accid === accid);
    const inPeriod = mine.filter((r) => r.tradeDate >= from);
    // Each transaction is one line that starts with its trade date.
    const lines = text.split('\n').filter((l) => /^\s*\d{4}-\d\d-\d\d\s/.test(l));
    expect(lines.length).toBe(inPeriod.length);
    const money = (d: Decimal) =>
      `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(d.toNumber())} SEK`;
    expect(text).toMatch(
      new RegExp(
        `Balance before the period\\s+${money(sum(mine.filter((r) => r.tradeDate < from).map((r) => r.amount)))}`,
      ),
    );
    expect(text).toMatch(new RegExp(`Balance at the end of the period\\s+${money(cash.get(accid)!)}`));
  });

  it('keeps another customer’s accounts out of the downloads, and strangers out altogether', async () => {
    for (const url of [
      `/api/2/transactions/csv?accids=${noAccid}`,
      `/api/2/transactions/statement.pdf?accids=${seAccids[0]},${noAccid}`,
    ]) {
      const res = await get(url, { cookie: se.cookie });
      expect([res.statusCode, res.json().code]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
      expect((await get(url, {})).statusCode).toBe(401);
    }
    for (const url of [
      `/api/2/transactions/summary?accids=${noAccid}`,
      `/api/2/transactions/balance-summary?accids=${noAccid}`,
    ]) {
      expect((await get(url, se.headers)).statusCode).toBe(404);
    }
    const bad = await get('/api/2/transactions/csv?variant=XLSX', { cookie: se.cookie });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INPUT_ERROR']);
  });
});
