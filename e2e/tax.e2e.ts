import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { logIn } from './login';

/**
 * The tax page's realised results (issue 13), as demo-se in Swedish: reached from the account menu
 * with the keyboard, the latest year's sales with the net result of those reported adding up to the
 * rows, a sale excluded and restored with the keyboard; and demo-fi's first in, first out.
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

/** An amount as Swedish writes it ("−1 234,50 kr") in öre. */
const ore = (text: string) => {
  const compact = text.replace(/[−–]/g, '-').replace(/[^\d,-]/g, '');
  return Math.round(Number(compact.replace(',', '.')) * 100);
};

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
    expect(pageErrors).toEqual([]);
  });

  it('excludes a sale from the reports and restores it, with the keyboard', async () => {
    const net = ore(await page.getByTestId('tax-net').innerText());
    const row = page.locator('[data-testid="tax-event"]:has([data-testid="tax-event-toggle"])').first();
    const id = await row.getAttribute('data-transaction-id');
    const sale = page.locator(`[data-testid="tax-event"][data-transaction-id="${id}"]`);
    const result = ore(await sale.getByTestId('tax-event-result').innerText());
    await sale.getByTestId('tax-event-toggle').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sale.getAttribute('data-excluded')).toBe('true');
    expect(await sale.getByTestId('tax-event-status').innerText()).toBe('Undantagen');
    await expect.poll(async () => ore(await page.getByTestId('tax-net').innerText())).toBe(net - result);

    await sale.getByTestId('tax-event-toggle').focus();
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
      const cents = (text: string) => {
        const compact = text.replace(/[−–]/g, '-').replace(/[^\d,-]/g, '');
        return Math.round(Number(compact.replace(',', '.')) * 100);
      };
      const rows = (await p.getByTestId('tax-9a-result').allInnerTexts()).reduce((s, x) => s + cents(x), 0);
      const net9a = cents(await p.getByTestId('tax-9a-net').innerText());
      expect(net9a).toBe(rows);
      expect(net9a).toBeGreaterThanOrEqual(cents(await p.getByTestId('tax-net').innerText()));
    } finally {
      await fi.close();
    }
  });
});
