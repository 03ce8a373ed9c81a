import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../chart/db-rows';
import { DB_KINDS, startTestApp, type TestApp } from '../testing/test-app';
import { pdfToText } from '../testing/pdf-text';
import { feeOn } from './fact-sheet';

describe('feeOn', () => {
  it('is exact and rounds to cents once', () => {
    expect(feeOn('10000', '0.1')).toBe('10.00');
    expect(feeOn('10000', '0')).toBe('0.00');
    expect(feeOn('333.33', '0.5')).toBe('1.67');
    expect(feeOn('12345678901234567.89', '1')).toBe('123456789012345.68');
  });
});

describe.each(DB_KINDS)('fund fact sheet (%s)', (kind) => {
  let t: TestApp;
  let fund: { isin: string; name: string; currency: string };
  let share: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const funds = await queryRows<typeof fund>(
      t.database.db,
      sql`select isin, name, trim(currency) as currency from instruments
          where name = 'Kronfjäll Tillväxtmarknader'`,
    );
    fund = funds[0]!;
    const shares = await queryRows<{ isin: string }>(
      t.database.db,
      sql`select isin from instruments where group_type = 'EQ' limit 1`,
    );
    share = shares[0]!.isin;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('is a real PDF of the fund’s facts and costs at the address the instrument gives', async () => {
    const instrument = await queryRows<{ prospectus_url: string }>(
      t.database.db,
      sql`select prospectus_url from instruments where isin = ${fund.isin}`,
    );
    expect(instrument[0]!.prospectus_url).toBe(`/documents/prospectus/${fund.isin}.pdf`);
    const res = await get(`${instrument[0]!.prospectus_url}?lang=sv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-language']).toBe('sv');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfToText(res.rawPayload);
    expect(text).toContain('Faktablad');
    expect(text).toContain(fund.name);
    expect(text).toContain(`ISIN ${fund.isin} · SEK`);
    expect(text).toMatch(/Köpavgift\s+0,10 %/);
    expect(text).toMatch(/Säljavgift\s+0,10 %/);
    // 0.1 % of 10 000 SEK, with Swedish digit grouping and decimal comma.
    expect(text).toContain('Vid en investering på 10 000,00 SEK är köpavgiften 10,00 SEK');
    expect(text).toMatch(/Fondtyp\s+Aktiefond/);
    expect(text).toMatch(/1 år\s+[+-]?\d+,\d\d %/);
    expect(text).toContain('Historisk avkastning är ingen garanti');
  });

  it('speaks the reader’s language: ?lang=, else Accept-Language, else Swedish', async () => {
    const url = `/documents/prospectus/${fund.isin}.pdf`;
    const finnish = await get(url, { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.8' });
    expect(finnish.headers['content-language']).toBe('fi');
    expect(pdfToText(finnish.rawPayload)).toMatch(/Merkintäpalkkio\s+0,10 %/);
    const english = await get(`${url}?lang=en`, { 'accept-language': 'fi' });
    expect(pdfToText(english.rawPayload)).toMatch(/Buy fee\s+0\.10 %/);
    const norwegian = await get(url, { 'accept-language': 'no' });
    expect(norwegian.headers['content-language']).toBe('nb');
    expect((await get(url, { 'accept-language': 'de-DE' })).headers['content-language']).toBe('sv');
  });

  it('answers 404 for what is no fund, and 400 for a language it does not speak', async () => {
    for (const file of [`${share}.pdf`, 'SE0000000000.pdf', 'x.pdf', `${fund.isin}.txt`, `${fund.isin}`]) {
      const res = await get(`/documents/prospectus/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    }
    const res = await get(`/documents/prospectus/${fund.isin}.pdf?lang=de`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INPUT_ERROR' });
  });
});
