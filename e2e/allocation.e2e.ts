import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './api';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * The allocation page (issue 14; spec 001 §7.10 "allocation", "balance overview"), as demo-no in
 * Norwegian: reached from the account menu with the keyboard; the balances per account and in
 * total, and own capital by asset class, region, sector and currency, each table showing what the
 * call answers and adding up to 100 %; no axe violations at desktop or phone width.
 */
const session = customerSession('demo-no', 'NO');
const pageErrors = session.pageErrors;
let page: Page;
beforeAll(() => {
  page = session.page;
});

interface Slice {
  key: string;
  value: number;
  percent: number;
}

/** "12,34 %" → 12.34 */
const percent = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

describe('Allocation', () => {
  it('opens from the account menu with the balances and four breakdowns that add up', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-allocation').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/allocation');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe('Fordeling');
    await page.getByTestId('balance-overview').waitFor({ timeout: 20_000 });
    const reply = JSON.parse((await api(page, 'GET', '/api/2/holdings/allocation')).text) as Record<
      string,
      Slice[]
    >;
    for (const b of ['asset_class', 'region', 'sector', 'currency_split']) {
      const table = page.getByTestId(`allocation-${b}`);
      await table.waitFor({ timeout: 20_000 });
      // The call's slices, each named in Norwegian (their order follows prices that move meanwhile).
      const keys = await table
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key')));
      expect(new Set(keys)).toEqual(new Set(reply[b]!.map((s) => s.key)));
      const shares = (await table.locator('tbody td:last-child').allInnerTexts()).map(percent);
      expect(Math.abs(shares.reduce((s, x) => s + x, 0) - 100)).toBeLessThan(0.05 * shares.length);
    }
    expect(await page.getByTestId('allocation-asset_class').locator('[data-key="CASH"] th').innerText()).toBe(
      'Kontanter',
    );
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('shows one account alone, and is clean at phone width', async () => {
    const select = page.getByTestId('allocation-account');
    const first = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(first!);
    await expect
      .poll(
        () =>
          page
            .getByTestId('balance-overview')
            .locator('tbody tr')
            .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-accid'))),
        {
          timeout: 20_000,
        },
      )
      .toEqual([first]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
