import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { chooseAccount, execute, sellableFund } from './fund-order-steps';
import { laneUrl } from './lane';

/**
 * The fund order flow of spec 000 in Chromium against the real order book: a customer of each
 * country buys a fund they hold, finds the order in the fund order list and cancels it before the
 * stop time, then sells half of the holding. Selectors are test ids, as the texts are each
 * customer's own language.
 */
const baseUrl = laneUrl();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe.each([
  ['demo-se', 'SE'],
  ['demo-no', 'NO'],
  ['demo-dk', 'DK'],
  ['demo-fi', 'FI'],
])('fund orders in Chromium: %s', (username, country) => {
  it('buys a held fund, lists and cancels the order, then sells half of the holding', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await logIn(page, username, country);
    const fundId = await sellableFund(page);

    await page.goto(`/instrument/${fundId}`);
    await page.locator(`a[href="/fund-order/${fundId}/buy"]`).click();
    await page.getByTestId('fund-order-card').waitFor();
    await chooseAccount(page);
    await page.getByTestId('fund-order-buy-amount').fill('1000');
    expect(await page.getByTestId('fund-order-total').textContent()).toMatch(/1[\s\u00a0.,]?000/);
    const buyId = await execute(page);
    expect(buyId).toMatch(/^\d+$/);

    await page.goto('/orders/funds');
    const row = page.getByTestId(`fund-order-row-${buyId}`);
    await row.waitFor();
    await row.getByTestId('fund-order-cancel-order').click();
    await expect.poll(() => row.getByTestId('fund-order-cancel-order').count()).toBe(0);
    const cancelledText = await row.getByTestId('order-state').textContent();

    await page.goto(`/fund-order/${fundId}/sell`);
    await page.getByTestId('fund-order-card').waitFor();
    await chooseAccount(page);
    await page.getByTestId('fund-order-sell-50').click();
    const sellId = await execute(page);
    expect(sellId).not.toBe(buyId);

    await page.goto('/orders/funds');
    const sellRow = page.getByTestId(`fund-order-row-${sellId}`);
    await sellRow.waitFor();
    expect(await sellRow.textContent()).toContain('(50 %)');
    // The sell still waits for its cut-off: it can be cancelled, and its state is not the buy's.
    expect(await sellRow.getByTestId('fund-order-cancel-order').count()).toBe(1);
    expect(await sellRow.getByTestId('order-state').textContent()).not.toBe(cancelledText);
    expect(errors).toEqual([]);
    await context.close();
  });
});
