import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { wcagViolations } from './axe-scan';
import { logIn } from './login';
import { centsOf } from './amounts';
import { api } from './api';
import { laneUrl } from './lane';

/**
 * The tax page's realised results (issue 13), as demo-se in Swedish: reached from the account menu
 * with the keyboard, the latest year's sales with the net result of those reported adding up to the
 * rows, a sale excluded and restored with the keyboard; and demo-fi's first in, first out. Then, for
 * a customer of each country, last year's report downloaded and every sale's result recomputed here
 * from the customer's own transactions file.
 */
const baseUrl = laneUrl();

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await logIn(page, 'demo-se', 'SE');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const ore = centsOf;

const reportedOre = async () => {
  const rows = page.locator('[data-testid="tax-event"]');
  const results = await rows.evaluateAll((els) =>
    els.map((e) => ({
      status: e.querySelector('[data-testid="tax-event-status"]')!.textContent ?? '',
      result: e.querySelector('[data-testid="tax-event-result"]')!.textContent ?? '',
    })),
  );
  return results.filter((r) => r.status.startsWith('Deklareras')).reduce((sum, r) => sum + ore(r.result), 0);
};

/** The page's axe-core violations (WCAG 2.1 A and AA), as the a11y suite scans: none expected. */

describe('tax: realised results', () => {
  it('opens from the account menu on the latest year, and the net is the reported sales added up', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-tax').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tax');
    await expect.poll(() => page.getByTestId('tax-event').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('tax-method').innerText()).toContain('genomsnittsmetoden');
    const years = await page.getByTestId('tax-year').locator('option').allInnerTexts();
    expect(await page.getByTestId('tax-year').inputValue()).toBe(years[0]);
    const dates = await page.locator('[data-testid="tax-event"] td:first-child').allInnerTexts();
    expect(dates.every((d) => d.startsWith(`${years[0]}-`))).toBe(true);
    const net = ore(await page.getByTestId('tax-net').innerText());
    expect(net).toBe(await reportedOre());

    // The year's K4 holds the same sales: its gains less its losses are the net result.
    await expect.poll(() => page.getByTestId('tax-k4-row').count()).toBeGreaterThan(0);
    const k4 = async (testId: string) =>
      (await page.getByTestId(testId).allInnerTexts()).reduce((sum, text) => sum + ore(text), 0);
    expect((await k4('tax-k4-gain')) - (await k4('tax-k4-loss'))).toBe(net);

    // Its SRU files: one named row on the forms for each K4 row, the person named by personnummer.
    const sru = (await download(page, 'tax-k4-sru-BLANKETTER.SRU')).toString('latin1').split('\r\n');
    expect(sru[0]).toBe(`#BLANKETT K4-${years[0]}P4`);
    // Names are each row's second field: A 3101–3181, C 3311–3371, D 3411–3471.
    const named = sru.filter((l) => /^#UPPGIFT (31[0-8]1|33[1-7]1|34[1-7]1) /.test(l));
    expect(named).toHaveLength(await page.getByTestId('tax-k4-row').count());
    const info = (await download(page, 'tax-k4-sru-INFO.SRU')).toString('latin1');
    expect(info).toContain('#ORGNR 197104172387');
    expect(pageErrors).toEqual([]);
  });

  it('excludes a sale from the reports and restores it, with the keyboard', async () => {
    const net = ore(await page.getByTestId('tax-net').innerText());
    const row = page.locator('[data-testid="tax-event"]:has([data-testid="tax-event-toggle"])').first();
    const id = await row.getAttribute('data-transaction-id');
    const sale = page.locator(`[data-testid="tax-event"][data-transaction-id="${id}"]`);
    const result = ore(await sale.getByTestId('tax-event-result').innerText());
    const toggle = sale.getByTestId('tax-event-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sale.getAttribute('data-excluded')).toBe('true');
    expect(await sale.getByTestId('tax-event-status').innerText()).toBe('Undantagen');
    await expect.poll(async () => ore(await page.getByTestId('tax-net').innerText())).toBe(net - result);

    // The buttons stay disabled until every report has been fetched again after the first change;
    // a disabled button takes no focus, so wait for it before pressing.
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sale.getAttribute('data-excluded')).toBe('false');
    await expect.poll(async () => ore(await page.getByTestId('tax-net').innerText())).toBe(net);
  });

  it('uses first in, first out for a Finnish customer, and shows form 9A', async () => {
    const fi = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const p = await fi.newPage();
    try {
      await logIn(p, 'demo-fi', 'FI');
      await p.goto('/tax');
      await expect.poll(() => p.getByTestId('tax-event').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await p.getByTestId('tax-method').innerText()).toContain('FIFO');
      // Finland's 9A, not Sweden's K4: its net is its rows added up, never below the realised net
      // (each row deducts the better of the actual and the deemed cost).
      await expect.poll(() => p.getByTestId('tax-9a-row').count()).toBeGreaterThan(0);
      expect(await p.getByTestId('tax-k4').count()).toBe(0);
      const cents = centsOf;
      const rows = (await p.getByTestId('tax-9a-result').allInnerTexts()).reduce((s, x) => s + cents(x), 0);
      const net9a = cents(await p.getByTestId('tax-9a-net').innerText());
      expect(net9a).toBe(rows);
      expect(net9a).toBeGreaterThanOrEqual(cents(await p.getByTestId('tax-net').innerText()));
      expect(await wcagViolations(p)).toEqual([]);
    } finally {
      await fi.close();
    }
  });
});

/** A report's download, followed like a customer's click, as bytes. */
const download = async (p: Page, testId: string) => {
  const [file] = await Promise.all([p.waitForEvent('download'), p.getByTestId(testId).click()]);
  return readFileSync((await file.path())!);
};

/** A spreadsheet CSV's blocks: each table's records after its title, split on semicolons. */
const csvBlock = (csv: string, title: string) => {
  const records = csv.replace(/^\ufeff/, '').split('\r\n');
  const start = records.indexOf(title);
  expect(start, `no block "${title}" in the CSV`).toBeGreaterThanOrEqual(0);
  const end = records.indexOf('', start);
  return records.slice(start + 2, end === -1 ? undefined : end).map((r) => r.split(';'));
};

/** Last year: the demo's ledger covers the two years before the server's day. */
const LAST_YEAR = new Date().getFullYear() - 1;

describe.each([
  { user: 'demo-no', country: 'NO', form: 'no', title: `Skatterapport for ${LAST_YEAR}` },
  { user: 'demo-dk', country: 'DK', form: 'dk', title: `Skatterapport for ${LAST_YEAR}` },
])('tax: last year’s report of $user', ({ user, country, form, title }) => {
  it('opens last year, downloads the CSV and the PDF, and their figures add up to the page’s', async () => {
    const c = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const p = await c.newPage();
    try {
      await logIn(p, user, country);
      await p.goto('/tax');
      await p.getByTestId('tax-year').selectOption(String(LAST_YEAR));
      const section = p.getByTestId(`tax-${form}`);
      await expect.poll(() => section.locator('h2').innerText(), { timeout: 20_000 }).toBe(title);
      await expect.poll(() => section.getAttribute('aria-busy')).toBe('false');
      expect(await p.getByTestId(form === 'no' ? 'tax-dk' : 'tax-no').count()).toBe(0);
      expect(await wcagViolations(p)).toEqual([]);
      const shown = async (id: string) => centsOf(await p.getByTestId(`tax-${form}-${id}`).innerText());

      const csv = (await download(p, `tax-${form}-spreadsheet`)).toString('utf8');
      const pdf = await download(p, `tax-${form}-pdf`);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
      expect(text).toContain(title);
      const sumOf = (rows: string[][], column: number) => rows.reduce((s, r) => s + centsOf(r[column]!), 0);

      if (form === 'no') {
        // Recomputed from the rows: share sales' taxable gains, the dividends less their shield and
        // the ASK withdrawals beyond deposits make the taxable income; it is grossed up by 1.72 and
        // taxed at 22 %, the interest funds' result at 22 % without gross-up.
        const sales = csvBlock(csv, 'Salg på ordinære kontoer').filter((r) =>
          r[0]!.startsWith(`${LAST_YEAR}-`),
        );
        expect(sales.length).toBe(await p.getByTestId('tax-no-sale').count());
        const counted = sales.filter((r) => r[10] === 'Nei');
        const shares = sumOf(
          counted.filter((r) => r[3] === 'Aksje'),
          9,
        );
        const interest = sumOf(
          counted.filter((r) => r[3] === 'Rentefond'),
          7,
        );
        const dividends = csvBlock(csv, 'Utbytte').filter((r) => r[0] !== 'Sum');
        const ask = csvBlock(csv, 'Aksjesparekontoer (ASK)');
        const income = shares + sumOf(dividends, 4) + sumOf(ask, 4);
        expect(await shown('taxable')).toBe(income);
        expect(await shown('interest')).toBe(interest);
        const tax = Math.round(income * 1.72 * 0.22) + Math.round(interest * 0.22);
        expect(Math.abs((await shown('tax')) - tax)).toBeLessThanOrEqual(1);
      } else {
        // Share income is the share sales' results and the dividends; below the year's limit it is
        // taxed at 27 %.
        const sales = csvBlock(csv, 'Salg på almindelige depoter').filter((r) =>
          r[0]!.startsWith(`${LAST_YEAR}-`),
        );
        expect(sales.length).toBe(await p.getByTestId('tax-dk-sale').count());
        const counted = sales.filter((r) => r[8] === 'Nej' && r[3] === 'Aktie');
        const dividends = csvBlock(csv, 'Udbytte').filter((r) => r[0] !== 'I alt');
        const income = sumOf(counted, 7) + sumOf(dividends, 2);
        expect(await shown('income')).toBe(income);
        expect(income).toBeLessThan(67_500_00);
        // Earlier years' losses come off first.
        const taxable = income - (await shown('lossUsed'));
        expect(Math.abs((await shown('tax')) - Math.round(Math.max(taxable, 0) * 0.27))).toBeLessThanOrEqual(
          1,
        );
        // Each aktiesparekonto's tax is 17 % of its return (after any loss carried into the year).
        expect(await p.getByTestId('tax-dk-ask-row').count()).toBeGreaterThan(0);
      }
      // The PDF's summary holds the same tax (the page writes a minus sign, the PDF a hyphen).
      const taxShown = await p.getByTestId(`tax-${form}-tax`).innerText();
      expect(text.replace(/\s+/g, ' ')).toContain(
        taxShown
          .replace(/\s+/g, ' ')
          .replace(/[−–]/g, '-')
          .replace(/ kr\.?$/, ''),
      );

      // At phone width: still no violations, and the wide tables scroll in their boxes, not the page.
      await p.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      expect(await wcagViolations(p)).toEqual([]);
    } finally {
      await c.close();
    }
  });
});

describe('tax: last year’s form 9A of demo-fi', () => {
  it('downloads the spreadsheet CSV and the PDF, and each disposal’s result is its price less the better cost', async () => {
    const c = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const p = await c.newPage();
    try {
      await logIn(p, 'demo-fi', 'FI');
      await p.goto('/tax');
      await p.getByTestId('tax-year').selectOption(String(LAST_YEAR));
      const title = `Lomake 9A vuodelta ${LAST_YEAR}`;
      const section = p.getByTestId('tax-9a');
      await expect.poll(() => section.locator('h2').innerText(), { timeout: 20_000 }).toBe(title);
      await expect.poll(() => section.getAttribute('aria-busy')).toBe('false');
      await expect.poll(() => p.getByTestId('tax-9a-row').count()).toBeGreaterThan(0);

      // Recomputed from the file's rows: instrument, quantity, acquired, sold, price, actual cost,
      // deemed cost, deemed used, result. The better (larger) cost is deducted, and the rows add up
      // to the page's net.
      const csv = (await download(p, 'tax-9a-spreadsheet')).toString('utf8');
      const rows = csvBlock(csv, 'Luovutukset').filter((r) => r[0] !== 'Yhteensä');
      expect(rows.length).toBe(await p.getByTestId('tax-9a-row').count());
      for (const r of rows) {
        expect(r[3]!.startsWith(`${LAST_YEAR}-`)).toBe(true);
        const [price, actual, deemed] = [r[4]!, r[5]!, r[6]!].map(centsOf);
        expect(r[7]).toBe(deemed! > actual! ? 'Kyllä' : 'Ei');
        expect(centsOf(r[8]!)).toBe(price! - Math.max(actual!, deemed!));
      }
      const net = rows.reduce((sum, r) => sum + centsOf(r[8]!), 0);
      expect(centsOf(await p.getByTestId('tax-9a-net').innerText())).toBe(net);

      const pdf = await download(p, 'tax-9a-pdf');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
      expect(text).toContain(title);
      expect(await wcagViolations(p)).toEqual([]);
    } finally {
      await c.close();
    }
  });
});

describe('tax: the ISK and KF statement of demo-se', () => {
  it('says the current year’s rate is not known yet, and shows last year’s with its PDF', async () => {
    const c = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const p = await c.newPage();
    try {
      await logIn(p, 'demo-se', 'SE');
      await p.goto('/tax');
      const years = await p.getByTestId('tax-year').locator('option').allInnerTexts();
      if (years[0] === String(LAST_YEAR + 1)) {
        await expect.poll(() => p.getByTestId('tax-isk-error').count(), { timeout: 20_000 }).toBe(1);
      }
      await p.getByTestId('tax-year').selectOption(String(LAST_YEAR));
      const title = `Schablonintäkt för ISK och KF ${LAST_YEAR}`;
      await expect
        .poll(() => p.getByTestId('tax-isk').locator('h2').innerText(), { timeout: 20_000 })
        .toBe(title);
      await expect.poll(() => p.getByTestId('tax-isk').getAttribute('aria-busy')).toBe('false');
      const rows = await p.getByTestId('tax-isk-row').count();
      expect(rows).toBeGreaterThan(0);
      // The accounts' taxes add up to the statement's.
      const taxes = await p.locator('[data-testid="tax-isk-row"] td:last-child').allInnerTexts();
      expect(taxes.reduce((s, x) => s + centsOf(x), 0)).toBe(
        centsOf(await p.getByTestId('tax-isk-tax').innerText()),
      );
      const pdf = await download(p, 'tax-isk-pdf');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
      expect(text).toContain(title);
    } finally {
      await c.close();
    }
  });
});

/** A comma-separated file's records (RFC 4180: quoted fields may hold commas, quotes and breaks). */
const csvRecords = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\r')) {
      field += c;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else {
      // A record ends on CRLF.
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    }
  }
  record.push(field);
  records.push(record);
  return records;
};

/** A decimal as whole units of 10^-scale, exactly (BigInt): "12.5" at scale 2 is 1250n. */
const units = (text: string, scale: number): bigint => {
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const value = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  if (fraction.slice(scale).replace(/0/g, '') !== '')
    throw new Error(`${text} has more than ${scale} decimals`);
  return text.startsWith('-') ? -value : value;
};
/** a × b ÷ c rounded half up, for a, b, c ≥ 0 (c > 0): a share of a cost, to the öre. */
const shareOf = (a: bigint, b: bigint, c: bigint) => (2n * a * b + c) / (2n * c);

/** The tax-wrapper account types of each country, whose sales are shown but not reported. */
const WRAPPER_TYPES: Record<string, readonly string[]> = {
  SE: ['ISK', 'KF'],
  NO: ['ASK'],
  DK: ['Aktiesparekonto'],
  FI: ['OST'],
};

/** A row of the ledger as a transactions file or the Netfonds transactions call gives it. */
interface Movement {
  id: string;
  date: string;
  type: string;
  accno: string;
  instrument: string;
  /** Decimal text, as many decimals as the source gives. */
  quantity: string;
  /** The cash effect on the account, fees inside. */
  amount: string;
}

/** The transactions file's records as movements, by its header's column names. */
const movementsOfCsv = (rows: string[][]): Movement[] => {
  const [header, ...records] = rows;
  const at = (name: string) => header!.indexOf(name);
  return records.map((r) => ({
    id: r[at('transaction_id')]!,
    date: r[at('trade_date')]!,
    type: r[at('type')]!,
    accno: r[at('account_number')]!,
    instrument: r[at('instrument')]!,
    quantity: r[at('quantity')]!,
    amount: r[at('amount')]!,
  }));
};

/**
 * A Norwegian customer's Netfonds accounts' transactions up to a day, 200 to a page: they are not
 * in the transactions file (Netfonds keeps its own), but the person's tax counts them.
 */
const netfondsMovements = async (p: Page, to: string): Promise<Movement[]> => {
  const accounts = JSON.parse((await api(p, 'GET', '/api/2/netfonds/accounts')).text) as { accid: number }[];
  const movements: Movement[] = [];
  for (const { accid } of accounts) {
    for (let offset = 0; ; offset += 200) {
      const page = JSON.parse(
        (
          await api(
            p,
            'GET',
            `/api/2/netfonds/accounts/${accid}/transactions?to=${to}&sort=ASC&offset=${offset}`,
          )
        ).text,
      ) as {
        total: number;
        transactions: {
          transaction_id: number;
          trade_date: string;
          type: string;
          account_number: string;
          instrument_name: string | null;
          quantity: number | null;
          amount: { value: number };
        }[];
      };
      movements.push(
        ...page.transactions.map((t) => ({
          id: String(t.transaction_id),
          date: t.trade_date,
          type: t.type,
          accno: t.account_number,
          instrument: t.instrument_name ?? '',
          quantity: (t.quantity ?? 0).toFixed(6),
          amount: t.amount.value.toFixed(2),
        })),
      );
      if (offset + 200 >= page.total) break;
    }
  }
  return movements;
};

/**
 * Every sale's result worked out here, from the customer's own transactions alone and the rules as
 * the tax authorities state them: Sweden and Denmark pool the shares of one kind across a person's
 * ordinary accounts at their average cost, courtage included (Skatteverket SKV 332,
 * "genomsnittsmetoden"; Skattestyrelsen's "gennemsnitsmetoden"); Norway pools them too but sells the
 * earliest bought first (Skatteetaten, "først inn, først ut"); Finland sells the earliest bought
 * first on each book-entry account (Vero, "FIFO-periaate"); a tax-wrapper account is a holding of
 * its own. A sale's cost is rounded to the öre once and taken out of what is held.
 */
const recomputedResults = (
  country: string,
  movements: readonly Movement[],
  accounts: Map<string, { type: string; currency: string }>,
): Map<string, bigint> => {
  const fifo = country === 'FI' || country === 'NO';
  const holdings = new Map<string, { quantity: bigint; cost: bigint }[]>();
  const results = new Map<string, bigint>();
  const inOrder = [...movements].sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : Number(a.id) - Number(b.id),
  );
  for (const m of inOrder) {
    if (m.type !== 'BUY' && m.type !== 'SELL') {
      // Holdings here move only by trades: a corporate action or a transfer in would need its own rule.
      expect(['CORPORATE_ACTION', 'TRANSFER_IN'].includes(m.type), `${m.id} ${m.type}`).toBe(false);
      continue;
    }
    const account = accounts.get(m.accno);
    expect(account?.currency, `account ${m.accno}`).toMatch(/^[A-Z]{3}$/);
    const own = country === 'FI' || WRAPPER_TYPES[country]!.includes(account!.type);
    const key = `${own ? m.accno : account!.currency}:${m.instrument}`;
    const lots = holdings.get(key) ?? [];
    holdings.set(key, lots);
    const q = units(m.quantity, 6);
    const cash = units(m.amount, 2);
    if (m.type === 'BUY') {
      // What was paid, courtage inside: the cash that left the account.
      if (fifo || lots.length === 0) lots.push({ quantity: q, cost: -cash });
      else {
        lots[0]!.quantity += q;
        lots[0]!.cost -= cash;
      }
      continue;
    }
    let left = q;
    let cost = 0n;
    while (left > 0n) {
      const lot = lots[0];
      expect(lot, `sale ${m.id} of more than was held`).toBeDefined();
      const take = left < lot!.quantity ? left : lot!.quantity;
      const part = take === lot!.quantity ? lot!.cost : shareOf(lot!.cost, take, lot!.quantity);
      cost += part;
      lot!.cost -= part;
      lot!.quantity -= take;
      left -= take;
      if (lot!.quantity === 0n) lots.shift();
    }
    // The proceeds that came in, courtage taken, less what the shares sold cost.
    results.set(m.id, cash - cost);
  }
  return results;
};

describe.each([
  { user: 'demo-se', country: 'SE' },
  { user: 'demo-no', country: 'NO' },
  { user: 'demo-dk', country: 'DK' },
  { user: 'demo-fi', country: 'FI' },
])('tax: $user’s last year recomputed from the transactions', ({ user, country }) => {
  it('every sale on the tax page has the result its transactions file gives by the country’s method', async () => {
    const c = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const p = await c.newPage();
    try {
      await logIn(p, user, country);
      // All accounts, everything up to the end of last year, oldest first: the file a customer
      // would hand to an accountant.
      await p.goto('/transactions');
      await p.getByTestId('transactions-to').fill(`${LAST_YEAR}-12-31`);
      await p.getByTestId('transactions-sort').selectOption('ASC');
      const csv = (await download(p, 'transactions-csv')).toString('utf8');
      const movements = movementsOfCsv(csvRecords(csv.trimEnd()));
      if (country === 'NO') movements.push(...(await netfondsMovements(p, `${LAST_YEAR}-12-31`)));
      // The account list calls the account's currency its symbol.
      const accountsReply = JSON.parse((await api(p, 'GET', '/api/2/accounts')).text) as {
        accno: string;
        type: string;
        symbol: string;
      }[];
      const netfonds = JSON.parse((await api(p, 'GET', '/api/2/netfonds/accounts')).text) as {
        account_number: string;
        type: string;
        currency: string;
      }[];
      const accounts = new Map([
        ...accountsReply.map((a) => [a.accno, { type: a.type, currency: a.symbol }] as const),
        ...netfonds.map((a) => [a.account_number, a] as const),
      ]);
      const expected = recomputedResults(country, movements, accounts);
      const lastYears = new Set(
        movements.filter((m) => m.type === 'SELL' && m.date.startsWith(`${LAST_YEAR}-`)).map((m) => m.id),
      );
      expect(lastYears.size).toBeGreaterThan(0);

      await p.goto('/tax');
      await p.getByTestId('tax-year').selectOption(String(LAST_YEAR));
      const sales = p.locator('[data-testid="tax-event"]');
      await expect
        .poll(
          () => sales.evaluateAll((els) => els.map((e) => e.getAttribute('data-transaction-id')).sort()),
          {
            timeout: 20_000,
          },
        )
        .toEqual([...lastYears].sort());
      const shown = await sales.evaluateAll((els) =>
        els.map((e) => [
          e.getAttribute('data-transaction-id')!,
          e.querySelector('[data-testid="tax-event-result"]')!.textContent!,
        ]),
      );
      // Compared whole, so a failure shows every sale that differs (in öre).
      expect(Object.fromEntries(shown.map(([id, result]) => [id, BigInt(centsOf(result!))]))).toEqual(
        Object.fromEntries([...lastYears].map((id) => [id, expected.get(id)])),
      );
      // The year's net is the recomputed results of the sales on ordinary accounts added up.
      const ordinary = movements.filter(
        (m) => lastYears.has(m.id) && !WRAPPER_TYPES[country]!.includes(accounts.get(m.accno)!.type),
      );
      expect(BigInt(centsOf(await p.getByTestId('tax-net').innerText()))).toBe(
        ordinary.reduce((sum, m) => sum + expected.get(m.id)!, 0n),
      );

      // And the country's report for the year downloads as a PDF that names it.
      const form = { SE: 'k4', NO: 'no', DK: 'dk', FI: '9a' }[country]!;
      await expect.poll(() => p.getByTestId(`tax-${form}`).getAttribute('aria-busy')).toBe('false');
      const pdf = await download(p, `tax-${form}-pdf`);
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
      expect(text).toContain(String(LAST_YEAR));
    } finally {
      await c.close();
    }
  });
});
