import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fundOrderSv } from '../apps/web/src/i18n/messages/fund-order/sv';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { laneUrl } from './lane';

/**
 * The allocation request flow of spec 000 (the request variants of §2, the statuses of §4) in
 * Chromium against the real server: the private-banking customer demo-pb trades funds by request
 * (its segment decides, not the address), sends a buy request, finds it in the requests list and
 * cancels it, then sends a sell request for half of another holding. The bank's processing run
 * (every few seconds in the server) may have approved a request by the time it is listed.
 * demo-pb's language is Swedish: the texts are the web's Swedish catalogue.
 */
const baseUrl = laneUrl();
const sv = fundOrderSv;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The funds demo-pb holds, as the overview lists them (every account's positions loaded). */
async function heldFunds(page: Page): Promise<string[]> {
  await page.locator('tr[data-instrument-type="FND"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const ids = new Set<string>();
  for (const row of await page.locator('tr[data-instrument-type="FND"]').all()) {
    ids.add(((await row.getAttribute('data-testid')) ?? '').replace('position-', ''));
  }
  return [...ids];
}

/** Picks the first account offered when none is preselected. */
async function chooseAccount(page: Page) {
  const select = page.getByTestId('fund-order-card').getByRole('combobox').first();
  if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
}

/** Sends the form: through the confirm dialog, to the success screen; returns the request id. */
async function send(page: Page): Promise<string> {
  const button = page.getByTestId('fund-order-execute');
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await page.getByTestId('fund-order-confirm').getByRole('button').last().click();
  const success = page.getByTestId('fund-order-success');
  await success.waitFor();
  expect(await success.getByRole('heading').first().textContent()).toBe(
    sv['fundOrder.request.success.title'],
  );
  expect(await success.getByRole('link', { name: sv['fundOrder.viewRequests'] }).getAttribute('href')).toBe(
    '/orders/requests',
  );
  expect(await success.getByRole('button', { name: sv['fundOrder.newRequest'] }).count()).toBe(1);
  expect(await page.getByTestId('detail-request-status').textContent()).toBe(
    sv['fundOrder.requestStatus.IN_PROGRESS'],
  );
  return (await page.getByTestId('detail-request-id').textContent()) ?? '';
}

const LIVE = [sv['fundOrder.requestStatus.IN_PROGRESS'], sv['fundOrder.requestStatus.ORDER_APPROVED']];

describe('fund requests in Chromium: demo-pb (private banking)', () => {
  it('sends a buy request, lists and cancels it, then sends a sell request for half of a holding', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await logIn(page, 'demo-pb', 'SE');
    const funds = await heldFunds(page);
    expect(funds.length).toBeGreaterThanOrEqual(2);
    const [buyFund, sellFund] = funds as [string, string];

    // Buy: the request-mode notice, a request instead of an order.
    await page.goto(`/instrument/${buyFund}`);
    await page.locator(`a[href="/fund-order/${buyFund}/buy"]`).click();
    await page.getByTestId('fund-order-card').waitFor();
    expect(await page.getByTestId('fund-order-request-mode').textContent()).toBe(
      sv['fundOrder.request.mode'],
    );
    await chooseAccount(page);
    await page.getByTestId('fund-order-buy-amount').fill('2000');
    const buyId = await send(page);
    expect(buyId).toMatch(/^\d+$/);

    // The requests list: the request with its status, cancelled through the list.
    await page
      .getByTestId('fund-order-success')
      .getByRole('link', { name: sv['fundOrder.viewRequests'] })
      .click();
    await page.waitForURL('**/orders/requests');
    const row = page.getByTestId(`allocation-request-row-${buyId}`);
    await row.waitFor();
    expect(LIVE).toContain(await row.getByTestId('request-status').textContent());
    await row.getByTestId('allocation-request-cancel').click();
    await expect.poll(() => row.getByTestId('allocation-request-cancel').count()).toBe(0);
    // IN_PROGRESS is cancelled at once; an approved request goes through CANCEL_IN_PROGRESS until
    // the processing run has cancelled its order.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: sv['fundOrder.requests.refresh'] }).click();
          return row.getByTestId('request-status').textContent();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(sv['fundOrder.requestStatus.CANCELLED']);

    // Sell half of another holding by request.
    await page.goto(`/fund-order/${sellFund}/sell`);
    await page.getByTestId('fund-order-card').waitFor();
    expect(await page.getByTestId('fund-order-request-mode').count()).toBe(1);
    await chooseAccount(page);
    await page.getByTestId('fund-order-sell-50').click();
    const sellId = await send(page);
    expect(sellId).not.toBe(buyId);
    expect(await page.getByTestId('detail-percent').textContent()).toBe('50 %');
    // 'New request' clears the result and brings back the form.
    await page.getByRole('button', { name: sv['fundOrder.newRequest'] }).click();
    await page.getByTestId('fund-order-execute').waitFor();

    await page.goto('/orders/requests');
    const sellRow = page.getByTestId(`allocation-request-row-${sellId}`);
    await sellRow.waitFor();
    expect(await sellRow.textContent()).toContain('50 %');
    expect(LIVE).toContain(await sellRow.getByTestId('request-status').textContent());
    expect(await sellRow.getByTestId('allocation-request-cancel').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
