import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import { bookCash, reverseBooking } from '../accounts/ledger';
import { monthEnds } from './cost-and-charges';
import { accounts, cashLedger, instruments, positions, transactions } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { pdfToText } from '../testing/pdf-text';

interface NetfondsAccount {
  accid: number;
  account_number: string;
  currency: string;
  cash: { value: number };
  market_value: { value: number };
  total_value: { value: number };
  transaction_types: string[];
}
interface Page {
  total: number;
  limit: number;
  transactions: { transaction_id: number; accid: number; type: string; contract_note_url: string | null }[];
}

const sum = (values: readonly (string | number)[]) =>
  values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));

describe.each(DB_KINDS)('Netfonds on %s', (kind) => {
  let t: TestApp;
  let no: { cookie: string; headers: Record<string, string> };
  let se: { cookie: string; headers: Record<string, string> };
  let nf: NetfondsAccount;
  let ours: number;
  let ledger: (typeof transactions.$inferSelect)[];
  const lastYear = new Date().getUTCFullYear() - 1;

  beforeAll(async () => {
    t = await startTestApp(kind);
    no = await loginForApi(t.app, 'demo-no');
    se = await loginForApi(t.app, 'demo-se');
    const list = (await get('/api/2/netfonds/accounts', no.headers)).json() as NetfondsAccount[];
    expect(list).toHaveLength(1);
    nf = list[0]!;
    ours = ((await get('/api/2/accounts', no.headers)).json() as { accid: number }[])[0]!.accid;
    ledger = await t.database.db.select().from(transactions).where(eq(transactions.accid, nf.accid));
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const ok = async (url: string, headers: Record<string, string>) => {
    const res = await get(url, headers);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res;
  };

  it('lists the account with its cash and value, and only for the customer who has one', async () => {
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.accid, nf.accid));
    expect(row!.provider).toBe('NETFONDS');
    const cash = sum(
      (await t.database.db.select().from(cashLedger).where(eq(cashLedger.accid, nf.accid))).map(
        (r) => r.amount,
      ),
    );
    expect(nf.cash.value).toBe(cash.toNumber());
    expect(nf.currency).toBe('NOK');
    expect(new Decimal(nf.total_value.value).minus(nf.market_value.value).toNumber()).toBe(cash.toNumber());
    expect(nf.market_value.value).toBeGreaterThan(0);
    expect([...nf.transaction_types].sort()).toEqual([...new Set(ledger.map((r) => r.type))].sort());
    expect((await ok('/api/2/netfonds/accounts', se.headers)).json()).toEqual([]);
  });

  it('keeps the Netfonds account out of our accounts, transactions and orders, and ours out of its calls', async () => {
    const ourList = (await ok('/api/2/accounts', no.headers)).json() as { accid: number }[];
    expect(ourList.map((a) => a.accid)).not.toContain(nf.accid);
    for (const url of [
      `/api/2/accounts/${nf.accid}/info`,
      `/api/2/accounts/${nf.accid}/positions`,
      `/api/2/accounts/${nf.accid}/orders`,
      `/api/2/transactions?accids=${nf.accid}`,
      `/api/2/transactions/summary?accids=${ours},${nf.accid}`,
    ]) {
      const res = await get(url, no.headers);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'ACCOUNT_NOT_FOUND']);
    }
    // Orders on it: refused as on a missing account, whatever else the order says.
    const [fund] = await t.database.db
      .select()
      .from(instruments)
      .where(eq(instruments.groupType, 'FND'))
      .limit(1);
    const fundOrder = await t.app.inject({
      method: 'POST',
      url: '/api/2/fund_orders',
      headers: { ...no.headers, 'idempotency-key': 'netfonds-fund' },
      payload: {
        instrument_id: fund!.instrumentId,
        accid: nf.accid,
        orderside: 'BUY',
        amount: { value: 1000, currency: 'NOK' },
      },
    });
    expect([fundOrder.statusCode, fundOrder.json().code]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
    const shareOrder = await t.app.inject({
      method: 'POST',
      url: `/api/2/accounts/${nf.accid}/orders`,
      headers: { ...no.headers, 'idempotency-key': 'netfonds-share' },
      payload: {
        market_id: 1,
        identifier: '1',
        side: 'BUY',
        price: 10,
        volume: 1,
        currency: 'NOK',
        order_type: 'LIMIT',
      },
    });
    expect([shareOrder.statusCode, shareOrder.json().code]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
    // Our transactions page is ours alone; the Netfonds rows are not on it.
    const page = (await ok('/api/2/transactions?limit=200', no.headers)).json() as Page;
    expect(page.transactions.some((r) => r.accid === nf.accid)).toBe(false);
    // Ours on the Netfonds calls, and the Netfonds account of another customer: 404 alike.
    for (const [accid, who] of [
      [ours, no],
      [nf.accid, se],
    ] as const) {
      for (const path of [
        'transactions',
        'positions',
        'available-pdfs',
        `cost-and-charges?year=${lastYear}`,
      ]) {
        const url = `/api/2/netfonds/accounts/${accid}/${path}`;
        const res = await get(url, who.headers);
        expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'ACCOUNT_NOT_FOUND']);
      }
      const pdf = await get(`/api/2/netfonds/accounts/${accid}/yearly-statement.pdf?year=${lastYear}`, {
        cookie: who.cookie,
      });
      expect(pdf.statusCode).toBe(404);
    }
  });

  it('pages the transactions 200 at a time, each trade with its Netfonds note', async () => {
    expect(ledger.length).toBeGreaterThan(200);
    const first = (await ok(`/api/2/netfonds/accounts/${nf.accid}/transactions`, no.headers)).json() as Page;
    expect([first.total, first.limit]).toEqual([ledger.length, 200]);
    const seen: number[] = [];
    for (let offset = 0; offset < first.total; offset += 200) {
      const page = (
        await ok(`/api/2/netfonds/accounts/${nf.accid}/transactions?offset=${offset}`, no.headers)
      ).json() as Page;
      seen.push(...page.transactions.map((r) => r.transaction_id));
      for (const r of page.transactions) {
        expect(r.contract_note_url).toBe(
          r.type === 'BUY' || r.type === 'SELL'
            ? `/api/2/netfonds/accounts/${nf.accid}/notes/${r.transaction_id}.pdf`
            : null,
        );
      }
    }
    expect(seen.sort((a, b) => a - b)).toEqual(ledger.map((r) => r.id).sort((a, b) => a - b));

    const sale = ledger.find((r) => r.type === 'SELL')!;
    const [instrument] = await t.database.db
      .select()
      .from(instruments)
      .where(eq(instruments.instrumentId, sale.instrumentId!));
    const note = await ok(`/api/2/netfonds/accounts/${nf.accid}/notes/${sale.id}.pdf?lang=en`, {
      cookie: no.cookie,
    });
    const text = pdfToText(note.rawPayload);
    expect(text).toContain('Netfonds · Contract note');
    expect(text).toContain(instrument!.name);
    expect(text).toContain(instrument!.isin);
    const deposit = ledger.find((r) => r.type === 'DEPOSIT')!;
    expect(
      (await get(`/api/2/netfonds/accounts/${nf.accid}/notes/${deposit.id}.pdf`, { cookie: no.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it('shows the holdings the ledger adds up to', async () => {
    const held = await t.database.db.select().from(positions).where(eq(positions.accid, nf.accid));
    const reply = (await ok(`/api/2/netfonds/accounts/${nf.accid}/positions`, no.headers)).json() as {
      instrument: { instrument_id: number };
      qty: number;
      market_value_acc: { value: number };
    }[];
    expect(reply.map((p) => [p.instrument.instrument_id, p.qty]).sort()).toEqual(
      held
        .filter((p) => Number(p.qty) !== 0)
        .map((p) => [p.instrumentId, Number(p.qty)])
        .sort(),
    );
    // Each value is rounded to the øre, and the account's total once.
    const total = sum(reply.map((p) => p.market_value_acc.value));
    expect(total.minus(nf.market_value.value).abs().toNumber()).toBeLessThanOrEqual(0.005 * reply.length);
  });

  it('offers each finished year’s statement and costs, and draws them from the ledger', async () => {
    const docs = (await ok(`/api/2/netfonds/accounts/${nf.accid}/available-pdfs`, no.headers)).json() as {
      kind: string;
      year: number;
      url: string;
    }[];
    const firstYear = Math.min(...ledger.map((r) => Number(r.tradeDate.slice(0, 4))));
    const years = [...new Set(docs.map((d) => d.year))];
    expect(years).toEqual(Array.from({ length: lastYear - firstYear + 1 }, (_, i) => lastYear - i));
    expect(docs.filter((d) => d.year === lastYear).map((d) => d.kind)).toEqual([
      'YEARLY_STATEMENT',
      'COST_AND_CHARGES',
    ]);

    // The costs of last year, recomputed from the rows: share trades' fees are courtage (no
    // exchange fills on a Netfonds account, so no currency exchange), fund trades' fees the funds'.
    const inYear = ledger.filter((r) => r.tradeDate.startsWith(`${lastYear}-`));
    const groups = new Map(
      (await t.database.db.select().from(instruments)).map((i) => [i.instrumentId, i.groupType]),
    );
    const trades = inYear.filter((r) => r.type === 'BUY' || r.type === 'SELL');
    const courtage = sum(trades.filter((r) => groups.get(r.instrumentId!) !== 'FND').map((r) => r.fee));
    const fund = sum(trades.filter((r) => groups.get(r.instrumentId!) === 'FND').map((r) => r.fee));
    const other = new Decimal(0).minus(sum(inYear.filter((r) => r.type === 'FEE').map((r) => r.amount)));
    const costs = (
      await ok(`/api/2/netfonds/accounts/${nf.accid}/cost-and-charges?year=${lastYear}`, no.headers)
    ).json() as {
      average_value: number;
      service: Record<string, { amount: number; percent: number | null }>;
      product: { fund_entry_exit: { amount: number } };
      total: { amount: number; percent: number | null };
      trades: number;
    };
    expect(costs.service.courtage!.amount).toBe(courtage.toNumber());
    expect(costs.service.currency_exchange!.amount).toBe(0);
    expect(costs.service.other_fees!.amount).toBe(other.toNumber());
    expect(costs.product.fund_entry_exit.amount).toBe(fund.toNumber());
    const total = courtage.plus(fund).plus(other);
    expect(costs.total.amount).toBe(total.toNumber());
    expect(costs.trades).toBe(trades.filter((r) => Number(r.fee) > 0).length);
    expect(costs.average_value).toBeGreaterThan(0);
    expect(costs.total.percent).toBe(
      total.times(100).dividedBy(costs.average_value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
    );
    const next = await get(`/api/2/netfonds/accounts/${nf.accid}/cost-and-charges?year=2100`, no.headers);
    expect([next.statusCode, next.json().code]).toEqual([400, 'INPUT_ERROR']);

    // The yearly statement: its title, the account and every sale of the year.
    const statement = pdfToText(
      (
        await ok(`/api/2/netfonds/accounts/${nf.accid}/yearly-statement.pdf?year=${lastYear}&lang=en`, {
          cookie: no.cookie,
        })
      ).rawPayload,
    );
    expect(statement).toContain(`Yearly statement ${lastYear}`);
    expect(statement).toContain(nf.account_number);
    expect(statement).toContain('Netfonds · Amounts in NOK');
    const sales = inYear.filter((r) => r.type === 'SELL');
    expect(sales.length).toBeGreaterThan(0);
    for (const s of sales) expect(statement).toContain(s.tradeDate);
    const costPdf = pdfToText(
      (
        await ok(`/api/2/netfonds/accounts/${nf.accid}/cost-and-charges.pdf?year=${lastYear}&lang=nb`, {
          cookie: no.cookie,
        })
      ).rawPayload,
    );
    expect(costPdf).toContain(`Kostnader og gebyrer ${lastYear}`);
    // This year is not over: no documents yet.
    const current = await get(
      `/api/2/netfonds/accounts/${nf.accid}/yearly-statement.pdf?year=${lastYear + 1}`,
      { cookie: no.cookie },
    );
    expect([current.statusCode, current.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
  });

  it('counts the Netfonds account in the Norwegian tax report, which is about the person', async () => {
    const res = await ok(`/tax/v1/no?year=${lastYear}&accids=${nf.accid}`, no.headers);
    const report = res.json() as { sales: { accid: number }[] };
    expect(report.sales.length).toBeGreaterThan(0);
    expect(report.sales.every((s) => s.accid === nf.accid)).toBe(true);
    const all = (await ok(`/tax/v1/no?year=${lastYear}`, no.headers)).json() as {
      sales: { accid: number }[];
    };
    expect(all.sales.some((s) => s.accid === nf.accid)).toBe(true);
  });

  it('averages the value over the months since the account began', () => {
    // The demo account began in late November: its first year has two month ends, not twelve.
    expect(monthEnds(2024, '2026-11-26', '2024-11-20')).toEqual(['2024-11-30', '2024-12-31']);
    // This year: every month end so far, and today for the month under way.
    const thisYear = monthEnds(2026, '2026-11-26', '2020-01-01');
    expect(thisYear).toHaveLength(11);
    expect(thisYear.at(-1)).toBe('2026-11-26');
    expect(monthEnds(2023, '2026-11-26', '2024-11-20')).toEqual([]);
  });

  // Last: it books on demo-no's Netfonds account and corrects a cost there.
  it('states the booked figures: a reversed booking is no booking, and the customer’s own corrections stay theirs', async () => {
    const statement = async () =>
      pdfToText(
        (
          await ok(`/api/2/netfonds/accounts/${nf.accid}/yearly-statement.pdf?year=${lastYear}&lang=en`, {
            cookie: no.cookie,
          })
        ).rawPayload,
      );
    const costs = async () =>
      (
        await ok(`/api/2/netfonds/accounts/${nf.accid}/cost-and-charges?year=${lastYear}`, no.headers)
      ).json() as {
        service: { other_fees: { amount: number } };
      };
    const [before, costsBefore] = [await statement(), await costs()];
    const db = t.database.db;
    const at = (day: string) => ({
      accid: nf.accid,
      currency: 'NOK',
      tradeDay: day,
      at: new Date(`${day}T10:00:00Z`),
    });
    for (const [type, amount] of [
      ['FEE', '-100'],
      ['DEPOSIT', '5000'],
    ] as const) {
      const id = await db.transaction((tx) =>
        bookCash(tx, { ...at(`${lastYear}-06-10`), type, amount: new Decimal(amount) }),
      );
      await db.transaction((tx) => reverseBooking(tx, { ...at(`${lastYear}-06-11`), transactionId: id }));
    }
    // A correction of a purchase's cost is the customer's, for their tax report: every purchase
    // before a sale of last year, so that the sale's lots are among them.
    const sale = ledger.find((r) => r.type === 'SELL' && r.tradeDate.startsWith(`${lastYear}-`))!;
    const purchases = ledger.filter(
      (r) => r.type === 'BUY' && r.instrumentId === sale.instrumentId && r.tradeDate < sale.tradeDate,
    );
    expect(purchases.length).toBeGreaterThan(0);
    for (const purchase of purchases) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/2/transactions/${purchase.id}/acquisition-cost`,
        headers: no.headers,
        payload: { acquisition_cost: 1 },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    // The customer's own report does take them.
    const taxed = (await ok(`/tax/v1/no?year=${lastYear}&accids=${nf.accid}`, no.headers)).json() as {
      sales: { transaction_id: number; cost: number }[];
    };
    expect(taxed.sales.find((s) => s.transaction_id === sale.id)!.cost).toBeLessThan(
      Number(purchases[0]!.amount) * -1,
    );
    expect(await statement()).toBe(before);
    expect((await costs()).service.other_fees.amount).toBe(costsBefore.service.other_fees.amount);
  });
});
