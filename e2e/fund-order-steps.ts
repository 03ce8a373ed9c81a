import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Steps of the fund order screen that several browser scenarios take. */

/**
 * A fund the customer holds on an account the order flow offers (a blocked account's holdings are
 * shown on the overview but cannot be sold): its id. Every account's positions are loaded first,
 * since the account cards fill in in any order.
 */
export async function sellableFund(page: Page): Promise<string> {
  await page.locator('tr[data-instrument-type="FND"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const ids = new Set<string>();
  for (const row of await page.locator('tr[data-instrument-type="FND"]').all()) {
    ids.add(((await row.getAttribute('data-testid')) ?? '').replace('position-', ''));
  }
  for (const id of ids) {
    await page.goto(`/fund-order/${id}/sell`);
    await page.getByTestId('fund-order-card').waitFor();
    await page.waitForLoadState('networkidle');
    if ((await page.getByTestId('fund-order-card').getByRole('combobox').count()) > 0) return id;
  }
  throw new Error(`no sellable fund among ${[...ids].join(', ')}`);
}

/** Picks the first account offered when none is preselected. */
export async function chooseAccount(page: Page): Promise<void> {
  const select = page.getByTestId('fund-order-card').getByRole('combobox').first();
  if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
}

/** Presses the order button (once it is enabled) and confirms in the dialog. */
export async function submitOrder(page: Page): Promise<void> {
  const button = page.getByTestId('fund-order-execute');
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await page.getByTestId('fund-order-confirm').getByRole('button').last().click();
}

/** Executes the form: through the confirm dialog, to the success screen; returns the order id. */
export async function execute(page: Page): Promise<string> {
  await submitOrder(page);
  await page.getByTestId('fund-order-success').waitFor();
  return (await page.getByTestId('detail-order-id').textContent()) ?? '';
}
