import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { tabTo } from './keyboard';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { sellableFund } from './fund-order-steps';
import { laneUrl } from './lane';

/**
 * A fund order placed with the keyboard alone: every control is reached with Tab and worked with
 * the keys a keyboard user has (Enter, arrows, typing); nothing is clicked. The fact sheet link on
 * the way opens a real PDF.
 */
const baseUrl = laneUrl();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('fund order with the keyboard alone', () => {
  it('opens the buy screen, picks an account, types an amount, confirms, reads the fact sheet and cancels', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await logIn(page, 'demo-se', 'SE');
    const fundId = await sellableFund(page);

    await page.goto(`/instrument/${fundId}`);
    await tabTo(page, page.locator(`a[href="/fund-order/${fundId}/buy"]`));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/fund-order/${fundId}/buy`);
    const card = page.getByTestId('fund-order-card');
    await card.waitFor();

    const account = card.getByRole('combobox').first();
    await tabTo(page, account);
    if ((await account.inputValue()) === '') await page.keyboard.press('ArrowDown');
    await expect.poll(() => account.inputValue()).not.toBe('');

    const factSheet = card.getByRole('link', { name: 'Faktablad' });
    await tabTo(page, factSheet);
    const href = (await factSheet.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/documents\/prospectus\/[A-Z]{2}[A-Z0-9]{9}\d\.pdf\?lang=sv$/);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const amount = page.getByTestId('fund-order-buy-amount');
    await tabTo(page, amount);
    // The Swedish decimal comma, as a Swedish customer types it.
    await page.keyboard.type('1000,50');
    expect(await page.getByTestId('fund-order-total').textContent()).toMatch(/1[\s\u00a0]?000,50/);

    const execute = page.getByTestId('fund-order-execute');
    await expect.poll(() => execute.isEnabled()).toBe(true);
    await tabTo(page, execute);
    await page.keyboard.press('Enter');
    const confirm = page.getByTestId('fund-order-confirm').getByRole('button').last();
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await page.getByTestId('fund-order-success').waitFor();
    const orderId = (await page.getByTestId('detail-order-id').textContent()) ?? '';
    expect(orderId).toMatch(/^\d+$/);

    // Cancelled with the keyboard too, which also leaves the fund sellable today for the other
    // scenarios of this customer (a buy closes selling the same fund for the day).
    await page.goto('/orders/funds');
    const row = page.getByTestId(`fund-order-row-${orderId}`);
    const cancel = row.getByTestId('fund-order-cancel-order');
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    await expect.poll(() => cancel.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
