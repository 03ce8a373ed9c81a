import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { wcagViolations } from './axe-scan';
import { logIn } from './login';
import { centsOf } from './amounts';
import { laneUrl } from './lane';

/**
 * The Netfonds page (issue 13; spec 001 §7.22), as demo-no in Norwegian: reached from the account
 * menu with the keyboard; the value is the cash and holdings, the cash is every transaction's amount
 * added up over the pages of 200; a note, the yearly statement and the costs and charges download as
 * PDFs; the costs add up; no axe violations at desktop or phone width, where the opened menu leads
 * there too.
 */
const baseUrl = laneUrl();

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const LAST_YEAR = new Date().getFullYear() - 1;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await logIn(page, 'demo-no', 'NO');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const download = async (p: Page, testId: string) => {
  const [file] = await Promise.all([p.waitForEvent('download'), p.getByTestId(testId).first().click()]);
  return readFileSync((await file.path())!);
};
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

const cents = async (testId: string) => centsOf(await page.getByTestId(testId).innerText());
const allCents = async (testId: string) =>
  (await page.getByTestId(testId).allInnerTexts()).reduce((s, text) => s + centsOf(text), 0);

describe('Netfonds', () => {
  it('opens from the account menu, and its cash is every transaction added up, 200 to a page', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-netfonds').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/netfonds');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Netfonds-kontoer');
    await page.getByTestId('netfonds-holding').first().waitFor({ timeout: 20_000 });
    await page.getByTestId('netfonds-transaction').first().waitFor({ timeout: 20_000 });

    const cash = await cents('netfonds-cash');
    const held = await cents('netfonds-market-value');
    expect(await cents('netfonds-total')).toBe(cash + held);
    // Each holding is rounded to the øre, the total once.
    const rows = await page.getByTestId('netfonds-holding').count();
    expect(Math.abs((await allCents('netfonds-holding-value')) - held)).toBeLessThanOrEqual(rows);

    // Every transaction's amount, page by page: the cash.
    let sum = 0;
    for (;;) {
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
      const count = await page.getByTestId('netfonds-transaction').count();
      expect(count).toBeLessThanOrEqual(200);
      sum += await allCents('netfonds-transaction-amount');
      const next = page.getByTestId('netfonds-next');
      // At the last page the button stays focusable, marked unavailable.
      if ((await next.getAttribute('aria-disabled')) === 'true') break;
      expect(count).toBe(200);
      const shown = await page.getByTestId('netfonds-shown').innerText();
      // With the keyboard: the focus stays on the button, even when the last page makes it unavailable.
      await next.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('netfonds-shown').innerText()).not.toBe(shown);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'netfonds-next',
      );
    }
    expect(sum).toBe(cash);
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('downloads a trade’s note, last year’s statement and its costs, which add up', async () => {
    await page.getByTestId('netfonds-type').selectOption('SELL');
    await expect
      .poll(() => page.locator('[data-testid="netfonds-transaction"][data-type="SELL"]').count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-testid="netfonds-transaction"]:not([data-type="SELL"])').count())
      .toBe(0);
    const sale = page.getByTestId('netfonds-transaction').first();
    const instrument = await sale.locator('td').nth(2).innerText();
    const note = pdfText(await download(page, 'netfonds-note'));
    expect(note).toContain('Netfonds');
    expect(note).toContain(instrument);

    const statement = pdfText(await download(page, `netfonds-document-YEARLY_STATEMENT-${LAST_YEAR}`));
    expect(statement).toContain(`Årsoppgave ${LAST_YEAR}`);
    const costsPdf = pdfText(await download(page, `netfonds-document-COST_AND_CHARGES-${LAST_YEAR}`));
    expect(costsPdf).toContain(`Kostnader og gebyrer ${LAST_YEAR}`);

    // Last year's costs on the page: the kinds add up to the total, which the PDF states too.
    // This year so far first, then last year: the table says which year it shows.
    const costsOf = (year: number) => page.locator(`[data-testid="netfonds-costs"][data-year="${year}"]`);
    await page.getByTestId('netfonds-costs-year').selectOption(String(LAST_YEAR + 1));
    await costsOf(LAST_YEAR + 1).waitFor();
    await page.getByTestId('netfonds-costs-year').selectOption(String(LAST_YEAR));
    await costsOf(LAST_YEAR).waitFor();
    const kinds = ['courtage', 'currencyExchange', 'otherFees', 'fundEntryExit'];
    let parts = 0;
    for (const kind of kinds)
      parts += centsOf(await page.getByTestId(`netfonds-cost-${kind}`).locator('td').first().innerText());
    const totalText = await page.getByTestId('netfonds-cost-total').locator('td').first().innerText();
    expect(centsOf(totalText)).toBe(parts);
    expect(parts).toBeGreaterThan(0);
    expect(costsPdf).toContain(totalText.replace(/\s+/g, ' ').replace(/ kr$/, ''));

    // Last year's sales only, then a from date after the to date: said at once, nothing listed.
    await page.getByTestId('netfonds-from').fill(`${LAST_YEAR}-01-01`);
    await page.getByTestId('netfonds-to').fill(`${LAST_YEAR}-12-31`);
    await expect
      .poll(async () =>
        (await page.locator('[data-testid="netfonds-transaction"] td:first-child').allInnerTexts()).every(
          (d) => d.startsWith(`${LAST_YEAR}-`),
        ),
      )
      .toBe(true);
    expect(await page.getByTestId('netfonds-transaction').count()).toBeGreaterThan(0);
    await page.getByTestId('netfonds-from').fill(`${LAST_YEAR + 1}-01-01`);
    await expect.poll(() => page.getByTestId('netfonds-to').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('netfonds-transaction').count()).toBe(0);
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('is reached from the opened menu at phone width, with no axe violations', async () => {
    const phone = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const p = await phone.newPage();
    try {
      await logIn(p, 'demo-no', 'NO');
      await p.getByTestId('mobile-menu-button').click();
      await p.getByTestId('account-menu-netfonds').click();
      await p.waitForURL('**/netfonds');
      await p.getByTestId('netfonds-transaction').first().waitFor({ timeout: 20_000 });
      await expect.poll(() => p.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
      expect(await wcagViolations(p)).toEqual([]);
      // The wide tables scroll in their boxes, not the page.
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await phone.close();
    }
  });
});
