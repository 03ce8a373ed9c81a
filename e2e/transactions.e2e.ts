import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { amountOf as plain } from './amounts';
import { laneUrl } from './lane';

/**
 * The transactions page (issue 13), as demo-se in Swedish: reached from the account menu with the
 * keyboard, the newest transactions first in pages of 50, a type filter, the next page, and a
 * refused date range; then, for a customer of each country in their language, one account's CSV
 * and statement downloaded and checked against the balances the page shows.
 */
const baseUrl = laneUrl();

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await logIn(page, 'demo-se', 'SE');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const rows = () => page.getByTestId('transaction-row');
const shown = () => page.getByTestId('transactions-shown').innerText();

describe('transactions', () => {
  it('opens from the account menu and pages through the newest transactions, 50 at a time', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-transactions').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/transactions');
    await expect.poll(() => rows().count()).toBe(50);
    const first = await shown();
    expect(first).toMatch(/^Visar 1–50 av \d+/);
    const total = Number(/av (\d+)/.exec(first)![1]);
    const dates = await page.locator('[data-testid="transaction-row"] td:first-child').allInnerTexts();
    expect([...dates].sort().reverse()).toEqual(dates);

    await page.getByTestId('transactions-next').click();
    await expect.poll(shown).toBe(`Visar 51–${Math.min(100, total)} av ${total}`);
    expect(pageErrors).toEqual([]);
  });

  it('filters by type, back on the first page, and shows buys as money out', async () => {
    await page.getByTestId('transactions-type').selectOption('BUY');
    await expect.poll(shown).toMatch(/^Visar 1–/);
    await expect
      .poll(
        async () => new Set(await rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))),
      )
      .toEqual(new Set(['BUY']));
    const amount = await page.getByTestId('transaction-amount').first().innerText();
    expect(amount).toMatch(/^[-−]/);
  });

  it('corrects a purchase’s acquisition cost with the keyboard, refuses three decimals, and takes it back', async () => {
    // The buys the previous step filtered: the first one's cost, edited in its row.
    const row = rows().first();
    const booked = await row.getByTestId('transaction-cost').innerText();
    expect(plain(booked)).toBe(-plain(await row.getByTestId('transaction-amount').innerText()));
    await row.getByTestId('transaction-cost-edit').focus();
    await page.keyboard.press('Enter');
    const input = row.getByTestId('transaction-cost-input');
    await expect.poll(() => input.evaluate((e) => e === document.activeElement)).toBe(true);
    await input.fill('12,345');
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getByRole('alert').innerText()).toContain('högst två decimaler');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    // The open form with its message passes axe (WCAG 2.1 A and AA), as the page does.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);

    await input.fill('1 234,50');
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getByTestId('transaction-cost-edited').count(), { timeout: 15_000 }).toBe(1);
    expect(plain(await row.getByTestId('transaction-cost').innerText())).toBe(1234.5);
    // The focus is back on the button that opened the form.
    await expect
      .poll(() => row.getByTestId('transaction-cost-edit').evaluate((e) => e === document.activeElement))
      .toBe(true);

    // Escape closes the form unsaved; the button opens it again.
    await page.keyboard.press('Enter');
    await input.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => row.getByTestId('transaction-cost-input').count()).toBe(0);
    await row.getByTestId('transaction-cost-edit').click();
    await row.getByTestId('transaction-cost-reset').click();
    await expect.poll(() => row.getByTestId('transaction-cost-edited').count(), { timeout: 15_000 }).toBe(0);
    expect(await row.getByTestId('transaction-cost').innerText()).toBe(booked);
    expect(pageErrors).toEqual([]);
  });

  it('says so when the from date is after the to date, and keeps the list', async () => {
    await page.getByTestId('transactions-from').fill('2026-02-01');
    await page.getByTestId('transactions-to').fill('2026-01-01');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Från-datumet' }).count()).toBe(1);
    expect(await page.getByTestId('transactions-from').getAttribute('aria-invalid')).toBe('true');
  });
});

const download = async (p: Page, testId: string) => {
  const [file] = await Promise.all([p.waitForEvent('download'), p.getByTestId(testId).click()]);
  return readFileSync((await file.path())!);
};

describe.each([
  { user: 'demo-se', country: 'SE', statement: 'Kontoutdrag', buy: 'Köp' },
  { user: 'demo-no', country: 'NO', statement: 'Kontoutskrift', buy: 'Kjøp' },
  { user: 'demo-dk', country: 'DK', statement: 'Kontoudtog', buy: 'Køb' },
  { user: 'demo-fi', country: 'FI', statement: 'Tiliote', buy: 'Osto' },
])('downloads of $user', ({ user, country, statement, buy }) => {
  it('match last year’s balances on the page: the CSV adds up to their change, the statement opens and closes on them', async () => {
    const own = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const p = await own.newPage();
    try {
      await logIn(p, user, country);
      await p.goto('/transactions');
      const accounts = p.getByTestId('transactions-account').locator('option');
      await expect.poll(() => accounts.count()).toBeGreaterThan(1);
      const accid = (await accounts.nth(1).getAttribute('value'))!;
      await p.getByTestId('transactions-account').selectOption(accid);
      // Last year: a closed period, so trades that other tests make today cannot move its numbers.
      const year = new Date().getUTCFullYear() - 1;
      await p.getByTestId('transactions-from').fill(`${year}-01-01`);
      await p.getByTestId('transactions-to').fill(`${year}-12-31`);
      const dates = () => p.locator('[data-testid="transaction-row"] td:first-child').allInnerTexts();
      await expect
        .poll(
          async () => (await dates()).every((d) => d.startsWith(`${year}-`)) && (await dates()).length > 0,
        )
        .toBe(true);
      const balance = p.locator(`[data-testid="balance-row"][data-accid="${accid}"]`);
      await expect.poll(() => p.getByTestId('balance-row').count()).toBe(1);
      // The balances follow the dates once their query has answered for them.
      await expect
        .poll(() => p.getByTestId('transactions-balances').getAttribute('aria-busy'))
        .not.toBe('true');
      const opening = plain(await balance.getByTestId('balance-opening').innerText());
      const closing = plain(await balance.getByTestId('balance-closing').innerText());
      const cents = (n: number) => Math.round(n * 100);

      // The spreadsheet CSV: semicolons, decimal commas, the customer's words; its amounts are the
      // year's movements, so they add up to the change of the balance.
      const csv = (await download(p, 'transactions-spreadsheet')).toString('utf8').replace(/^\ufeff/, '');
      const records = csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(';'));
      expect(records.length).toBeGreaterThan(0);
      expect(records.every((r) => r[1]!.startsWith(`${year}-`))).toBe(true);
      expect(records.some((r) => r[4] === buy)).toBe(true);
      const sum = records.reduce((total, r) => total + cents(Number(r[10]!.replace(',', '.'))), 0);
      expect(sum).toBe(cents(closing) - cents(opening));

      // The statement: a real PDF in the customer's language, from the same opening to the same closing.
      const pdf = await download(p, 'transactions-statement');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
      expect(text).toContain(statement);
      const amounts = text
        .replace(/\u00a0/g, ' ')
        .split('\n')
        .filter((l) => /\d[\d .]*[,.]\d\d [A-Z]{3}\s*$/.test(l))
        .map((l) =>
          cents(
            plain(
              l
                .trim()
                .split(/\s{2,}/)
                .pop()!,
            ),
          ),
        );
      expect([amounts[0], amounts[amounts.length - 1]]).toEqual([cents(opening), cents(closing)]);
    } finally {
      await own.close();
    }
  });
});
