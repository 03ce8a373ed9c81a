import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fundOrderSv } from '../apps/web/src/i18n/messages/fund-order/sv';
import { fundOrderDa } from '../apps/web/src/i18n/messages/fund-order/da';
import { fundId } from '../apps/server/src/db/seed/catalog';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { chooseAccount, execute, sellableFund, submitOrder } from './fund-order-steps';
import { laneUrl } from './lane';

/**
 * The ways a fund order is refused, in Chromium against the real order book (spec 000 §5, §8):
 * the form's own messages that keep the order button disabled, the marketplace's rejection shown on
 * the failure screen with the catalogue's text (and nothing placed), and the request actions that
 * close the order button for a customer or for one side of the day. Texts are compared with the customers' own catalogues (sv, da).
 */
const baseUrl = laneUrl();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function loggedIn(username: string, country: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  await logIn(page, username, country);
  return { context, page };
}

/** The ids of the orders in the customer's order list. */
async function orderIds(page: Page): Promise<string[]> {
  await page.goto('/orders/funds');
  await page.locator('[data-testid="fund-orders-empty"], [data-testid^="fund-order-row-"]').first().waitFor();
  const rows = await page.locator('[data-testid^="fund-order-row-"]').all();
  return Promise.all(rows.map(async (r) => (await r.getAttribute('data-testid')) ?? ''));
}

/** Opens the buy screen of a fund and tries to buy for `amount`; the marketplace refuses. */
async function buyRefused(page: Page, fund: number, amount: string): Promise<string> {
  await page.goto(`/fund-order/${fund}/buy`);
  await page.getByTestId('fund-order-card').waitFor();
  await chooseAccount(page);
  await page.getByTestId('fund-order-buy-amount').fill(amount);
  await submitOrder(page);
  await page.getByTestId('fund-order-failure').waitFor();
  expect(await page.getByTestId('fund-order-failure').textContent()).toContain(
    fundOrderSv['fundOrder.failure.title'],
  );
  return (await page.getByTestId('fund-order-failure-message').textContent()) ?? '';
}

describe('fund order rejections in Chromium', () => {
  it('keeps the order button disabled with the form messages of §5', async () => {
    const { context, page } = await loggedIn('demo-se', 'SE');
    await page.goto(`/fund-order/${fundId('Sveaholm Sverige Aktiefond')}/buy`);
    await page.getByTestId('fund-order-card').waitFor();
    await chooseAccount(page);
    const amount = page.getByTestId('fund-order-buy-amount');
    const button = page.getByTestId('fund-order-execute');

    await amount.pressSequentially('5x0'); // digits only: the letter is not taken
    expect(await amount.inputValue()).toBe('50');
    expect(await page.getByTestId('fund-order-message').textContent()).toBe(
      fundOrderSv['fundOrder.buy.belowMinimum']
        .replace('{minimumInvestment}', '100')
        .replace('{instrumentCurrency}', 'SEK'),
    );
    expect(await button.isDisabled()).toBe(true);

    await amount.fill('999999999');
    expect(await page.getByTestId('fund-order-message').textContent()).toBe(
      fundOrderSv['fundOrder.notEnoughMoney'],
    );
    expect(await button.isDisabled()).toBe(true);

    await amount.fill('');
    expect(await page.getByTestId('fund-order-message').count()).toBe(0);
    expect(await button.isDisabled()).toBe(true);
    await amount.fill('100');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await context.close();
  });

  it('demo-se buying a fund closed for purchase: the failure screen shows FUND_NOT_ACTIVE_FOR_BUY and nothing is placed', async () => {
    const { context, page } = await loggedIn('demo-se', 'SE');
    const before = await orderIds(page);
    const message = await buyRefused(page, fundId('Sveaholm Småbolag Sverige'), '1000');
    expect(message).toBe(fundOrderSv['fundOrder.failure.FUND_NOT_ACTIVE_FOR_BUY']);
    const failure = page.getByTestId('fund-order-failure');
    expect(await failure.getByRole('link', { name: fundOrderSv['fundOrder.viewOrders'] }).count()).toBe(1);
    expect(await failure.getByRole('button', { name: fundOrderSv['fundOrder.retry'] }).count()).toBe(1);
    expect(await orderIds(page)).toEqual(before);
    await context.close();
  });

  // The order book would refuse these with SUPERFUND_NOT_ALLOWED and CUSTOMER_IS_MINOR; the
  // request actions carry the same rule, so the screen says so before anything is sent.
  it.each([
    ['demo-partner', 'Nordbrook Sverige Index', 'SUPERFUND_NOT_ALLOWED'],
    ['demo-minor', 'Sveaholm Sverige Aktiefond', 'CUSTOMER_IS_MINOR'],
  ] as const)(
    '%s cannot buy %s: the request action closes the order button',
    async (username, fund, code) => {
      const { context, page } = await loggedIn(username, 'SE');
      const before = await orderIds(page);
      await page.goto(`/fund-order/${fundId(fund)}/buy`);
      await page.getByTestId('fund-order-card').waitFor();
      await chooseAccount(page);
      const notice = page.getByTestId('fund-order-request-action');
      await notice.waitFor();
      expect(await notice.locator('p').first().textContent()).toBe(
        fundOrderSv['fundOrder.requestAction.chooseAnother'],
      );
      // And why no other account would do either.
      expect(await page.getByTestId('fund-order-request-action-why').textContent()).toBe(
        fundOrderSv[`fundOrder.failure.${code}`],
      );
      await page.getByTestId('fund-order-buy-amount').fill('1000');
      expect(await page.getByTestId('fund-order-execute').isDisabled()).toBe(true);
      expect(await orderIds(page)).toEqual(before);
      await context.close();
    },
  );

  it('closes buying for the day after a sell of the same fund, and opens it again when the sell is cancelled', async () => {
    const { context, page } = await loggedIn('demo-dk', 'DK');
    const fund = await sellableFund(page);
    await chooseAccount(page);
    const accid = new URL(page.url()).searchParams.get('accid');
    expect(accid).toMatch(/^\d+$/);
    await page.getByTestId('fund-order-mode-PERCENT').click();
    await page.getByTestId('fund-order-sell-percent').fill('10');
    const sellId = await execute(page);

    await page.goto(`/fund-order/${fund}/buy?accid=${accid}`);
    const notice = page.getByTestId('fund-order-request-action');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(fundOrderDa['fundOrder.requestAction.SOLD_ALREADY']);
    await page.getByTestId('fund-order-buy-amount').fill('1000');
    expect(await page.getByTestId('fund-order-execute').isDisabled()).toBe(true);

    // Cancelled, the sell no longer counts: the buy is open again (and other scenarios of demo-dk are undisturbed).
    await page.goto('/orders/funds');
    const row = page.getByTestId(`fund-order-row-${sellId}`);
    await row.getByTestId('fund-order-cancel-order').click();
    await expect.poll(() => row.getByTestId('fund-order-cancel-order').count()).toBe(0);
    await page.goto(`/fund-order/${fund}/buy?accid=${accid}`);
    await page.getByTestId('fund-order-card').waitFor();
    await page.getByTestId('fund-order-buy-amount').fill('1000');
    await expect.poll(() => page.getByTestId('fund-order-execute').isEnabled()).toBe(true);
    expect(await page.getByTestId('fund-order-request-action').count()).toBe(0);
    await context.close();
  });
});
