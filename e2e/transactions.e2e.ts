import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { logIn } from './login';

/**
 * The transactions page (issue 13), as demo-se in Swedish: reached from the account menu with the
 * keyboard, the newest transactions first in pages of 50, a type filter, the next page, and a
 * refused date range.
 */
const baseUrl = inject('baseUrl');

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

  it('says so when the from date is after the to date, and keeps the list', async () => {
    await page.getByTestId('transactions-from').fill('2026-02-01');
    await page.getByTestId('transactions-to').fill('2026-01-01');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Från-datumet' }).count()).toBe(1);
    expect(await page.getByTestId('transactions-from').getAttribute('aria-invalid')).toBe('true');
  });
});
