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
  // Every account card has its positions (no loading marker left); network idleness alone came too
  // early on a busy machine, with one account's funds listed.
  await expect.poll(() => page.locator('.positions-loading').count(), { timeout: 30_000 }).toBe(0);
  const ids = new Set<string>();
  for (const row of await page.locator('tr[data-instrument-type="FND"]').all()) {
    ids.add(((await row.getAttribute('data-testid')) ?? '').replace('position-', ''));
  }
  for (const id of ids) {
    await page.goto(`/fund-order/${id}/sell`);
    await page.getByTestId('fund-order-card').waitFor();
    // The screen has decided: an account to choose, or none that can sell this fund.
    const account = page.getByTestId('fund-order-account');
    await account.or(page.getByTestId('fund-order-no-accounts')).first().waitFor({ timeout: 30_000 });
    if ((await account.count()) > 0) return id;
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
