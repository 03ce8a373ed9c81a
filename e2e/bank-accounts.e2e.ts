import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * The bank accounts page (issue 15; spec 001 §7.7 "external bank accounts"), as demo-se in
 * Swedish, keyboard only: a mistyped number is refused with the rule it breaks and the focus on the
 * field; a Swedbank account written with its usual dashes and spaces is added, listed as waiting
 * for a first deposit, refused a second time, and removed; no axe violations at desktop or phone
 * width.
 */
const session = customerSession('demo-se', 'SE');
const pageErrors = session.pageErrors;
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** Types into a field reached with Tab from the one before, as a keyboard user does. */
async function typeInto(testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

const rows = () => page.getByTestId('bank-accounts').locator('tbody tr');

describe('Bank accounts', () => {
  it('opens from the account menu and refuses a mistyped number, saying why', async () => {
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-bank-accounts').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/bank-accounts');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 20_000 }).toBe('Bankkonton');
    await typeInto('bank-account-clearing', '8327-9');
    await typeInto('bank-account-number', '123 456 789-8');
    await page.keyboard.press('Enter');
    const error = page.getByTestId('bank-account-error');
    await expect.poll(() => error.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await error.innerText()).toBe('Numret går inte ihop: troligen är en siffra felskriven.');
    // The focus is back on the number to correct, which says it is invalid.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'bank-account-number',
    );
    expect(await page.getByTestId('bank-account-number').getAttribute('aria-invalid')).toBe('true');
    // An unknown bank is told as such, on the clearing number.
    await typeInto('bank-account-clearing', '0999');
    await typeInto('bank-account-number', '1234560');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => error.innerText(), { timeout: 20_000 })
      .toBe('Ingen bank har det clearingnumret.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'bank-account-clearing',
    );
  });

  it('adds a Swedbank account, lists it as waiting for a first deposit, and refuses it twice', async () => {
    await typeInto('bank-account-clearing', '8327-9');
    await typeInto('bank-account-number', '123 456 789-7');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('bank-account-added').innerText(), { timeout: 20_000 })
      .toBe('8327-9 1234567897 har lagts till.');
    const row = page.locator('[data-account="1234567897"]');
    await row.waitFor({ timeout: 20_000 });
    expect(await row.locator('th').innerText()).toBe('8327-9 1234567897');
    expect(await row.getByTestId('bank-account-status').innerText()).toBe(
      'Väntar på din första insättning därifrån',
    );
    expect(await row.locator('td').first().innerText()).toBe('Swedbank');

    await typeInto('bank-account-clearing', '83279');
    await typeInto('bank-account-number', '1234567897');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('bank-account-error').innerText(), { timeout: 20_000 })
      .toBe('Du har redan lagt till det kontot.');
    // Beside the account demo-se has deposited from for years, confirmed by their bank.
    expect(await rows().count()).toBe(2);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('removes it with the keyboard, and is clean at phone width', async () => {
    const remove = page.locator('[data-account="1234567897"]').getByTestId('bank-account-remove');
    expect(await remove.getAttribute('aria-label')).toBe('Ta bort 8327-9 1234567897');
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(1);
    expect(await rows().first().getByTestId('bank-account-status').innerText()).toBe('Bekräftat');
    // The pressed button went with its row: the focus is on the list's heading, and it is said.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('bank-accounts-list');
    expect(await page.getByTestId('bank-account-removed').innerText()).toBe(
      '8327-9 1234567897 har tagits bort.',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
