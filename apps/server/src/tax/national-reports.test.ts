import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCash, reverseBooking } from '../accounts/ledger';
import { Decimal } from '@broker/domain';
import { transactions } from '../db/schema';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { pdfToText } from '../testing/pdf-text';

interface RealisationEvent {
  transaction_id: number;
  accid: number;
  trade_date: string;
  sale_amount: number;
  fees: number;
  acquisition_cost: number;
  result: number;
  tax_wrapper: boolean;
}
interface NorwegianReport {
  shield_rate_percent: number | null;
  sales: {
    transaction_id: number;
    proceeds: number;
    cost: number;
    gain: number;
    shield_used: number;
    taxable: number;
    kind: 'SHARE' | 'INTEREST_FUND';
    excluded: boolean;
  }[];
  dividends: { accid: number; amount: number; shield_used: number; taxable: number }[];
  ask_accounts: { accid: number; deposits: number; taxable_withdrawals: number }[];
  totals: Record<string, number>;
}
interface DanishReport {
  sales: {
    transaction_id: number;
    proceeds: number;
    cost: number;
    result: number;
    kind: 'SHARE' | 'INTEREST_FUND';
    excluded: boolean;
  }[];
  capital_income: number;
  dividends: { accid: number; amount: number }[];
  share_income: Record<string, number>;
  aktiesparekonto: {
    accid: number;
    start_value: number;
    end_value: number;
    deposits: number;
    withdrawals: number;
    return: number;
    loss_used: number;
    taxable: number;
    tax: number;
    loss_carried_forward: number;
  }[];
}

const sum = (xs: readonly Decimal.Value[]) => xs.reduce<Decimal>((s, x) => s.plus(x), new Decimal(0));
const ore = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
const YEAR = 2025;

describe.each(DB_KINDS)('the Norwegian and Danish tax reports on %s', (kind) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const cookies: Record<string, string> = {};
  const get = async <T>(who: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: headers[who] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const ledgerOf = async (accids: readonly number[], type: string) =>
    (await t.database.db.select().from(transactions)).filter(
      (x) => accids.includes(x.accid) && x.type === type && x.tradeDate.startsWith(`${YEAR}-`),
    );
  const eventsOf = async (who: string) =>
    (await get<{ events: RealisationEvent[] }>(who, `/tax/v1/realisation-events?year=${YEAR}`)).events.filter(
      (e) => !e.tax_wrapper,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['demo-no', 'demo-dk', 'demo-se']) {
      const login = await loginForApi(t.app, who);
      headers[who] = login.headers;
      cookies[who] = login.cookie;
    }
  });
  afterAll(async () => t?.close());

  it('Norway: each sale’s gain is its first-in-first-out result, less a shield that never makes a loss', async () => {
    const r = await get<NorwegianReport>('demo-no', `/tax/v1/no?year=${YEAR}`);
    const events = await eventsOf('demo-no');
    expect(r.shield_rate_percent).toBe(3.6);
    expect(r.sales.map((s) => s.transaction_id).sort()).toEqual(events.map((e) => e.transaction_id).sort());
    for (const s of r.sales) {
      const e = events.find((x) => x.transaction_id === s.transaction_id)!;
      expect([s.proceeds, s.cost, s.gain]).toEqual([
        new Decimal(e.sale_amount).minus(e.fees).toNumber(),
        e.acquisition_cost,
        e.result,
      ]);
      expect(s.taxable).toBe(new Decimal(s.gain).minus(s.shield_used).toNumber());
      expect(s.shield_used).toBeGreaterThanOrEqual(0);
      expect(s.shield_used).toBeLessThanOrEqual(Math.max(s.gain, 0));
      if (s.kind === 'INTEREST_FUND') expect(s.shield_used).toBe(0);
    }
    // The shares held over 2024's year end earned a shield that some 2025 sale used.
    expect(r.sales.some((s) => s.shield_used > 0)).toBe(true);

    const shares = r.sales.filter((s) => s.kind === 'SHARE');
    const interest = r.sales.filter((s) => s.kind === 'INTEREST_FUND');
    expect(r.totals.taxable_sales).toBe(sum(shares.map((s) => s.taxable)).toNumber());
    expect(r.totals.interest_fund_result).toBe(sum(interest.map((s) => s.gain)).toNumber());

    const ordinary = [...new Set(events.map((e) => e.accid))];
    const dividends = await ledgerOf(ordinary, 'DIVIDEND');
    expect(r.totals.dividends).toBe(sum(dividends.map((d) => d.amount)).toNumber());
    for (const d of r.dividends)
      expect(d.taxable).toBe(new Decimal(d.amount).minus(d.shield_used).toNumber());

    const askDeposits = await ledgerOf(
      r.ask_accounts.map((a) => a.accid),
      'DEPOSIT',
    );
    expect(sum(r.ask_accounts.map((a) => a.deposits)).toNumber()).toBe(
      sum(askDeposits.map((d) => d.amount)).toNumber(),
    );
    const income = sum([r.totals.taxable_sales!, r.totals.taxable_dividends!, r.totals.taxable_withdrawals!]);
    expect(r.totals.taxable_income).toBe(income.toNumber());
    // Each tax to the øre, added exactly.
    expect(r.totals.tax).toBe(
      sum([
        ore(income.times('1.72').times('0.22')),
        ore(new Decimal(r.totals.interest_fund_result!).times('0.22')),
      ]).toNumber(),
    );
  });

  it('Norway: an excluded sale stays listed but leaves the sums', async () => {
    const before = await get<NorwegianReport>('demo-no', `/tax/v1/no?year=${YEAR}`);
    const sale = before.sales.find((s) => s.kind === 'SHARE' && s.gain !== 0)!;
    const url = `/tax/v1/realisation-events/${sale.transaction_id}`;
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/exclude`, headers: headers['demo-no'] })).statusCode,
    ).toBe(200);
    const after = await get<NorwegianReport>('demo-no', `/tax/v1/no?year=${YEAR}`);
    expect(after.sales.find((s) => s.transaction_id === sale.transaction_id)?.excluded).toBe(true);
    expect(after.totals.taxable_sales).toBe(
      new Decimal(before.totals.taxable_sales!).minus(sale.taxable).toNumber(),
    );
    await t.app.inject({ method: 'POST', url: `${url}/restore`, headers: headers['demo-no'] });
  });

  it('Denmark: share income is the sales at average cost plus dividends, taxed 27 % below the limit', async () => {
    const r = await get<DanishReport>('demo-dk', `/tax/v1/dk?year=${YEAR}`);
    const events = await eventsOf('demo-dk');
    expect(r.sales.map((s) => s.transaction_id).sort()).toEqual(events.map((e) => e.transaction_id).sort());
    for (const s of r.sales)
      expect(s.result).toBe(events.find((e) => e.transaction_id === s.transaction_id)!.result);
    const dividends = await ledgerOf([...new Set(events.map((e) => e.accid))], 'DIVIDEND');
    const shares = r.sales.filter((s) => s.kind === 'SHARE' && !s.excluded);
    const income = sum([...shares.map((s) => s.result), ...dividends.map((d) => d.amount)]);
    // Bond-based funds are capital income, apart from the share income.
    expect(r.capital_income).toBe(
      sum(r.sales.filter((s) => s.kind === 'INTEREST_FUND').map((s) => s.result)).toNumber(),
    );
    expect(r.share_income.income).toBe(income.toNumber());
    expect(r.share_income.limit).toBe(67500);
    expect(income.lt(67500)).toBe(true);
    // Earlier years' losses come off first.
    const used = Decimal.min(r.share_income.loss_brought_forward!, Decimal.max(income, 0));
    expect(r.share_income.loss_used).toBe(used.toNumber());
    expect(r.share_income.tax).toBe(ore(Decimal.max(income.minus(used), 0).times('0.27')));
  });

  it('Denmark: the aktiesparekonto is marked to market from one year end to the next at 17 %', async () => {
    const [before, r] = [
      await get<DanishReport>('demo-dk', `/tax/v1/dk?year=${YEAR - 1}`),
      await get<DanishReport>('demo-dk', `/tax/v1/dk?year=${YEAR}`),
    ];
    expect(r.aktiesparekonto.length).toBeGreaterThan(0);
    for (const a of r.aktiesparekonto) {
      const last = before.aktiesparekonto.find((x) => x.accid === a.accid)!;
      expect(a.start_value).toBe(last.end_value);
      const deposits = await ledgerOf([a.accid], 'DEPOSIT');
      expect(a.deposits).toBe(sum(deposits.map((d) => d.amount)).toNumber());
      const result = new Decimal(a.end_value).minus(a.start_value).minus(a.deposits).plus(a.withdrawals);
      expect(a.return).toBe(result.toNumber());
      expect(a.loss_used).toBe(Decimal.min(last.loss_carried_forward, Decimal.max(result, 0)).toNumber());
      expect(a.tax).toBe(ore(new Decimal(a.taxable).times('0.17')));
    }
  });

  it('is for the customers of its country, and another customer’s account answers 404', async () => {
    for (const [who, url] of [
      ['demo-se', `/tax/v1/no?year=${YEAR}`],
      ['demo-no', `/tax/v1/dk?year=${YEAR}`],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: headers[who] });
      expect([res.statusCode, res.json().code]).toEqual([403, 'TAX_REPORT_NOT_AVAILABLE']);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/tax/v1/no?year=${YEAR}&accids=10022`,
      headers: headers['demo-no'],
    });
    expect(res.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/tax/v1/dk?year=2019',
      headers: headers['demo-dk'],
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'TAX_YEAR_NOT_KNOWN']);
  });

  it('downloads each report as a PDF and a spreadsheet CSV with the same figures', async () => {
    const download = (who: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who]! } });
    const no = await get<NorwegianReport>('demo-no', `/tax/v1/no?year=${YEAR}`);
    const csv = await download('demo-no', `/tax/v1/no/csv?year=${YEAR}&variant=SPREADSHEET&lang=nb`);
    expect([csv.statusCode, csv.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    const records = csv.body.replace(/^\ufeff/, '').split('\r\n');
    const plain = (text: string) => new Decimal(text.replace(',', '.'));
    const value = (label: string) => plain(records.find((r) => r.startsWith(`${label};`))!.split(';')[1]!);
    expect(value('Beregnet skatt').toNumber()).toBe(no.totals.tax);
    // The sales block: its rows add up to the taxable sales on the call.
    const head = records.indexOf('Salg på ordinære kontoer');
    const rows = records.slice(head + 2, head + 2 + no.sales.length).map((r) => r.split(';'));
    const counted = rows.filter((r) => r[10] === 'Nei' && r[3] === 'Aksje');
    expect(sum(counted.map((r) => plain(r[9]!))).toNumber()).toBe(no.totals.taxable_sales);

    const dk = await get<DanishReport>('demo-dk', `/tax/v1/dk?year=${YEAR}`);
    const pdf = await download('demo-dk', `/tax/v1/dk/pdf?year=${YEAR}&lang=en`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = await pdfToText(pdf.rawPayload);
    expect(text).toContain(`Danish tax report for ${YEAR}`);
    const amount = (n: number) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(n);
    expect(text).toContain(`${amount(dk.share_income.tax!)} DKK`);
    expect(text).toContain(amount(dk.aktiesparekonto[0]!.tax));

    // The same refusals as the calls: another country's form, and no session at all.
    const other = await download('demo-no', `/tax/v1/k4/pdf?year=${YEAR}`);
    expect([other.statusCode, other.json().code]).toEqual([403, 'TAX_REPORT_NOT_AVAILABLE']);
    const anonymous = await t.app.inject({ method: 'GET', url: `/tax/v1/no/csv?year=${YEAR}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('Sweden: the ISK and KF standard income from the quarter-start values and the year’s deposits', async () => {
    interface Isk {
      rate_percent: number;
      tax_free_level: number;
      accounts: {
        accid: number;
        type: string;
        quarter_start_values: number[];
        deposits: number;
        transfers_in: number;
        capital_base: number;
        tax_free: number;
        standard_income: number;
        tax: number;
      }[];
      totals: { capital_base: number; tax_free: number; standard_income: number; tax: number };
    }
    const r = await get<Isk>('demo-se', `/tax/v1/isk?year=${YEAR}`);
    expect(r.rate_percent).toBe(2.96);
    expect(r.accounts.length).toBeGreaterThan(0);
    expect(r.accounts.every((a) => ['ISK', 'KF'].includes(a.type))).toBe(true);
    for (const a of r.accounts) {
      const deposits = await ledgerOf([a.accid], 'DEPOSIT');
      expect(a.deposits).toBe(sum(deposits.map((d) => d.amount)).toNumber());
      const base = ore(sum([...a.quarter_start_values, a.deposits, a.transfers_in]).dividedBy(4));
      expect(a.capital_base).toBe(base);
      const income = ore(new Decimal(a.capital_base).minus(a.tax_free).times('0.0296'));
      expect([a.standard_income, a.tax]).toEqual([income, ore(new Decimal(income).times('0.30'))]);
    }
    // The person's tax-free level is shared by the accounts, never more than it is.
    expect(r.totals.tax_free).toBe(Math.min(r.tax_free_level, r.totals.capital_base));
    expect(r.totals.tax).toBe(sum(r.accounts.map((a) => a.tax)).toNumber());

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/tax/v1/isk?year=2026',
      headers: headers['demo-se'],
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'TAX_YEAR_NOT_KNOWN']);
    const other = await t.app.inject({
      method: 'GET',
      url: `/tax/v1/isk?year=${YEAR}`,
      headers: headers['demo-no'],
    });
    expect(other.statusCode).toBe(403);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/tax/v1/isk/csv?year=${YEAR}&lang=sv`,
      headers: { cookie: cookies['demo-se']! },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`Skatt,${new Decimal(r.totals.tax).toFixed(2)}`);
  });

  // Last: it books a deposit and its reversal on demo-dk's aktiesparekonto.
  it('Denmark: a deposit reversed the next year is money in, then money out; neither year’s return moves', async () => {
    const asks = async (year: number) =>
      (await get<DanishReport>('demo-dk', `/tax/v1/dk?year=${year}`)).aktiesparekonto;
    const [before25, before26] = [await asks(YEAR), await asks(YEAR + 1)];
    const accid = before25[0]!.accid;
    const db = t.database.db;
    const at = (day: string) => ({ accid, currency: 'DKK', tradeDay: day, at: new Date(`${day}T10:00:00Z`) });
    const deposit = await db.transaction((tx) =>
      bookCash(tx, { ...at(`${YEAR}-12-20`), type: 'DEPOSIT', amount: new Decimal('5000') }),
    );
    await db.transaction((tx) => reverseBooking(tx, { ...at(`${YEAR + 1}-01-05`), transactionId: deposit }));
    const [after25, after26] = [await asks(YEAR), await asks(YEAR + 1)];
    const row = (rows: DanishReport['aktiesparekonto']) => rows.find((a) => a.accid === accid)!;
    expect(row(after25).deposits - row(before25).deposits).toBe(5000);
    expect(row(after25).end_value - row(before25).end_value).toBe(5000);
    expect(row(after26).withdrawals - row(before26).withdrawals).toBe(5000);
    expect(row(after26).start_value - row(before26).start_value).toBe(5000);
    expect([row(after25).return, row(after26).return]).toEqual([row(before25).return, row(before26).return]);
    // The later report replays the earlier year as that year's own report does.
    expect(row(after26).loss_used).toBe(row(before26).loss_used);
  });
});
