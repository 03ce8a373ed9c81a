import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

interface Event {
  transaction_id: number;
  accid: number;
  isin: string;
  quantity: number;
  sale_amount: number;
  fees: number;
  acquisition_cost: number;
  result: number;
  trade_date: string;
  tax_wrapper: boolean;
  excluded: boolean;
}
interface K4 {
  year: number;
  sections: {
    section: string;
    rows: { isin: string; quantity: number; sale_price: number; cost: number; gain: number; loss: number }[];
    totals: { sale_price: number; cost: number; gain: number; loss: number };
  }[];
  forms: { number: number; fields: { code: number; value: string }[] }[];
}

describe.each(DB_KINDS)('K4 on %s', (kind) => {
  let t: TestApp;
  let se: Record<string, string>;
  let fi: Record<string, string>;
  let events: Event[];
  let year: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    se = (await loginForApi(t.app, 'demo-se')).headers;
    fi = (await loginForApi(t.app, 'demo-fi')).headers;
    events = ((await get('/tax/v1/realisation-events', se)).json() as { events: Event[] }).events;
    year = Number(events.find((e) => !e.tax_wrapper)!.trade_date.slice(0, 4));
  });
  afterAll(async () => t?.close());

  const get = (url: string, h: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: h });
  const k4 = async (query: string) => {
    const res = await get(`/tax/v1/k4${query}`, se);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as K4;
  };

  it('puts the year’s reported sales on K4: its rows add up to the realised results to the öre', async () => {
    const report = await k4(`?year=${year}`);
    const reported = events.filter(
      (e) => !e.tax_wrapper && !e.excluded && e.trade_date.startsWith(`${year}-`),
    );
    expect(reported.length).toBeGreaterThan(0);
    const rows = report.sections.flatMap((s) => s.rows);
    const net = rows.reduce((s, r) => s.plus(r.gain).minus(r.loss), new Decimal(0));
    expect(net.toFixed(2)).toBe(reported.reduce((s, e) => s.plus(e.result), new Decimal(0)).toFixed(2));
    // One row per security, holding all its sales of the year.
    expect(rows.map((r) => r.isin).sort()).toEqual([...new Set(reported.map((e) => e.isin))].sort());
    for (const row of rows) {
      const of = reported.filter((e) => e.isin === row.isin);
      expect([row.quantity, row.sale_price, row.cost]).toEqual([
        of.reduce((s, e) => s.plus(e.quantity), new Decimal(0)).toNumber(),
        of.reduce((s, e) => s.plus(e.sale_amount).minus(e.fees), new Decimal(0)).toNumber(),
        of.reduce((s, e) => s.plus(e.acquisition_cost), new Decimal(0)).toNumber(),
      ]);
    }
    for (const s of report.sections) {
      expect(s.totals.gain).toBe(s.rows.reduce((sum, r) => sum.plus(r.gain), new Decimal(0)).toNumber());
    }
    // The forms are in whole kronor and numbered.
    expect(report.forms.map((f) => f.number)).toEqual(report.forms.map((_, i) => i + 1));
    const first = report.forms[0]!.fields;
    expect(first.find((f) => f.code === 3102)!.value).toMatch(/^\d+$/);
    expect(first.find((f) => f.code === 7014)!.value).toBe('1');
  });

  it('leaves out an excluded sale, and reports per account', async () => {
    const sale = events.find((e) => !e.tax_wrapper && e.trade_date.startsWith(`${year}-`))!;
    const before = await k4(`?year=${year}`);
    await t.app.inject({
      method: 'POST',
      url: `/tax/v1/realisation-events/${sale.transaction_id}/exclude`,
      headers: se,
    });
    const after = await k4(`?year=${year}`);
    const quantity = (r: K4) =>
      r.sections.flatMap((s) => s.rows).find((row) => row.isin === sale.isin)?.quantity ?? 0;
    expect(new Decimal(quantity(before)).minus(quantity(after)).toNumber()).toBe(sale.quantity);
    await t.app.inject({
      method: 'POST',
      url: `/tax/v1/realisation-events/${sale.transaction_id}/restore`,
      headers: se,
    });
    expect(await k4(`?year=${year}`)).toEqual(before);

    const ofAccount = await k4(`?year=${year}&accids=${sale.accid}`);
    const isins = new Set(
      events.filter((e) => e.accid === sale.accid && e.trade_date.startsWith(`${year}-`)).map((e) => e.isin),
    );
    expect(ofAccount.sections.flatMap((s) => s.rows).every((r) => isins.has(r.isin))).toBe(true);
  });

  it('lists the years and accounts K4 has, and is not there for a customer taxed elsewhere', async () => {
    const available = (await get('/tax/v1/k4/available', se)).json() as {
      sru_available: boolean;
      years: number[];
      accounts: { type: string }[];
    };
    expect(available.years).toContain(year);
    expect(available.accounts.length).toBeGreaterThan(0);
    expect(available.sru_available).toBe(true);
    expect(available.accounts.every((a) => a.type !== 'ISK' && a.type !== 'KF')).toBe(true);
    for (const url of ['/tax/v1/k4?year=2025', '/tax/v1/k4/available']) {
      const res = await get(url, fi);
      expect([res.statusCode, res.json().code]).toEqual([403, 'TAX_REPORT_NOT_AVAILABLE']);
    }
  });

  it('writes the SRU files: the report’s forms for the person, in ISO 8859-1', async () => {
    const { cookie } = await loginForApi(t.app, 'demo-se');
    const download = (file: string, who = cookie) =>
      t.app.inject({ method: 'GET', url: `/tax/v1/k4/sru/${file}?year=${year}`, headers: { cookie: who } });
    const report = await k4(`?year=${year}`);
    const blanketter = await download('BLANKETTER.SRU');
    expect([blanketter.statusCode, blanketter.headers['content-type']]).toEqual([
      200,
      'text/plain; charset=iso-8859-1',
    ]);
    expect(blanketter.headers['content-disposition']).toContain('BLANKETTER.SRU');
    const lines = Buffer.from(blanketter.rawPayload).toString('latin1').split('\r\n');
    // Every form: its head naming the person by personnummer, the report's fields, its end.
    expect(lines.filter((l) => l === `#BLANKETT K4-${year}P4`)).toHaveLength(report.forms.length);
    expect(lines.filter((l) => l.startsWith('#IDENTITET 197104172387 '))).toHaveLength(report.forms.length);
    expect(lines).toContain('#NAMN Lindqvist, Karin');
    const fields = lines.filter((l) => l.startsWith('#UPPGIFT ')).map((l) => l.slice('#UPPGIFT '.length));
    expect(fields).toEqual(report.forms.flatMap((f) => f.fields.map((x) => `${x.code} ${x.value}`)));
    expect(lines.at(-2)).toBe('#FIL_SLUT');

    const info = await download('INFO.SRU');
    const infoText = Buffer.from(info.rawPayload).toString('latin1');
    expect(infoText).toContain('#ORGNR 197104172387\r\n');
    expect(infoText).toContain('#ADRESS Västmannagatan 14\r\n');
    expect(infoText).toContain('#POSTNR 11325\r\n#POSTORT Stockholm\r\n');
    // ISO 8859-1: "ä" is one byte, 0xE4.
    expect(Buffer.from(info.rawPayload).includes(Buffer.from([0xe4]))).toBe(true);

    // A customer taxed elsewhere, and an unknown file.
    const fiCookie = (await loginForApi(t.app, 'demo-fi')).cookie;
    const refused = await download('BLANKETTER.SRU', fiCookie);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'TAX_REPORT_NOT_AVAILABLE']);
    expect((await download('OTHER.SRU')).statusCode).toBe(404);
  });

  it('answers 409 for SRU files while the customer record has no personnummer', async () => {
    const { cookie } = await loginForApi(t.app, 'demo-se');
    await t.database.db.execute(sql`update customers set national_id = null where customer_no = '1004217'`);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: `/tax/v1/k4/sru/INFO.SRU?year=${year}`,
        headers: { cookie },
      });
      expect([res.statusCode, res.json().code]).toEqual([409, 'TAX_FILER_DETAILS_MISSING']);
      // The page learns it beforehand from K4's available data, and says so instead of the links.
      const available = await get('/tax/v1/k4/available', se);
      expect(available.json().sru_available).toBe(false);
    } finally {
      await t.database.db.execute(
        sql`update customers set national_id = '197104172387' where customer_no = '1004217'`,
      );
    }
  });
});
