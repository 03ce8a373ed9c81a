import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * The intraday limit (spec 001 §7.4), as demo-dk in Danish, by keyboard: reached from the account
 * menu's link, an account's limit is activated only with the risk confirmed, and its trading power
 * for shares rises by the limit. No axe violations. The limit counts for share buys only, so demo-dk's
 * fund order scenarios are undisturbed.
 */
const session = customerSession('demo-dk', 'DK');
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** "25.000,00 kr." → 25000 (Danish grouping and decimal comma). */
const amount = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('Intraday limit', () => {
  it('activates an account’s limit by keyboard and shows the raised trading power', async () => {
    await page.goto('/overview');
    const link = page.getByTestId('account-menu-intraday-limit');
    await page.getByTestId('account-menu-button').click();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('intraday-page').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Intradagsgrænse');

    const activate = page.locator('[data-testid^="intraday-activate-"]').first();
    await activate.waitFor({ timeout: 20_000 });
    const accid = (await activate.getAttribute('data-testid'))!.replace('intraday-activate-', '');
    const power = page.getByTestId(`intraday-trading-power-${accid}`);
    const before = amount(await power.innerText());
    const limit = amount(await page.getByTestId(`intraday-limit-${accid}`).innerText());
    expect(limit).toBeGreaterThan(0);
    expect(await wcagViolations(page)).toEqual([]);

    // Without the risk confirmed: refused in place, nothing sent.
    await activate.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId(`intraday-problem-${accid}`).innerText(), { timeout: 20_000 })
      .toBe('Bekræft risikoen først.');

    await page.getByTestId(`intraday-risk-${accid}`).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId(`intraday-state-${accid}`).innerText(), { timeout: 20_000 })
      .toBe('Aktiv i dag');
    const after = amount(await power.innerText());
    expect(after).toBeCloseTo(before + limit, 2);
    expect(await page.getByTestId(`intraday-deactivate-${accid}`).isVisible()).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);

    // Nothing is used: the limit can be deactivated again, leaving demo-dk as it was.
    await page.getByTestId(`intraday-deactivate-${accid}`).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId(`intraday-state-${accid}`).innerText(), { timeout: 20_000 })
      .toBe('Ikke aktiv');
    expect(session.pageErrors).toEqual([]);
  });
});
