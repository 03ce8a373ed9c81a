import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * Account access (spec 001 §7.6), by keyboard: demo-dk renames an account on the overview (in
 * Danish; an empty name is refused on its field) and lets demo-fi view it, named by customer number
 * and birth date (a wrong birth date is refused without saying more). demo-fi (in Finnish) finds it
 * among the accounts others let them view and opens a read-only view; demo-dk revokes, and the view
 * is gone at once. The account gets its old name back at the end. No axe violations.
 */
const owner = customerSession('demo-dk', 'DK');
const grantee = customerSession('demo-fi', 'FI');

/** demo-dk's "Depot" (db/seed/customers.ts) and demo-fi's customer number and birth date. */
const ACCNO = '52406126';
const OLD_ALIAS = 'Depot';
const NEW_ALIAS = 'Børneopsparing';
const GRANTEE = { customerNo: '1004630', birthDate: '1990-11-23', name: 'Antti Virtanen' };

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

async function typeInto(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function rename(page: Page, from: string, to: string): Promise<void> {
  const card = page.locator('article.account-card', { hasText: ACCNO });
  await card.getByTestId('alias-rename').waitFor({ timeout: 20_000 });
  await card.getByTestId('alias-rename').focus();
  await page.keyboard.press('Enter');
  await card.getByTestId('alias-input').waitFor({ timeout: 10_000 });
  expect(await card.getByTestId('alias-input').inputValue()).toBe(from);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(to);
  await page.keyboard.press('Enter');
  await expect.poll(() => card.locator('h2').innerText(), { timeout: 20_000 }).toBe(to);
}

describe('Account alias and authorizations', () => {
  it('renames an account by keyboard, refusing an empty name on its field', async () => {
    const page = owner.page;
    await page.goto('/overview');
    const card = page.locator('article.account-card', { hasText: ACCNO });
    await card.getByTestId('alias-rename').waitFor({ timeout: 30_000 });
    await card.getByTestId('alias-rename').focus();
    await page.keyboard.press('Enter');
    await card.getByTestId('alias-input').waitFor({ timeout: 10_000 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => card.getByTestId('alias-error').innerText(), { timeout: 10_000 })
      .toBe('Et kontonavn har 1–40 tegn.');
    expect(await focused(page)).toBe('alias-input');
    expect(await wcagViolations(page)).toEqual([]);
    // Escape leaves the form unchanged, the focus back on its button.
    await page.keyboard.press('Escape');
    await card.getByTestId('alias-rename').waitFor({ timeout: 10_000 });
    expect(await focused(page)).toBe('alias-rename');

    await page.keyboard.press('Enter');
    await card.getByTestId('alias-input').waitFor({ timeout: 10_000 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(NEW_ALIAS);
    await page.keyboard.press('Enter');
    await expect.poll(() => card.locator('h2').innerText(), { timeout: 20_000 }).toBe(NEW_ALIAS);
    expect(await focused(page)).toBe('alias-rename');
    expect(await card.getByTestId('alias-saved').innerText()).toBe(`Kontoen hedder nu ${NEW_ALIAS}.`);
    // Still so after a reload: the server has it.
    await page.reload();
    await expect
      .poll(() => page.locator('article.account-card', { hasText: ACCNO }).locator('h2').innerText(), {
        timeout: 30_000,
      })
      .toBe(NEW_ALIAS);
  });

  it('lets another customer view the account, named by customer number and birth date', async () => {
    const page = owner.page;
    await page.getByTestId('account-menu-button').click();
    await page.getByTestId('account-menu-authorizations').click();
    await page.getByTestId('authorizations-given-none').waitFor({ timeout: 30_000 });
    // The new name is in the account list too.
    await expect
      .poll(() => page.getByTestId('authorization-account').locator('option').allInnerTexts(), {
        timeout: 20_000,
      })
      .toContain(`${NEW_ALIAS} (${ACCNO})`);
    await page.getByTestId('authorization-account').selectOption({ label: `${NEW_ALIAS} (${ACCNO})` });
    await typeInto(page, 'authorization-customer-no', GRANTEE.customerNo);
    await typeInto(page, 'authorization-birth-date', '1990-11-24');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('authorization-error').innerText(), { timeout: 20_000 })
      .toBe('Vi fandt ingen kunde med det kundenummer og den fødselsdato.');
    expect(await wcagViolations(page)).toEqual([]);

    await typeInto(page, 'authorization-birth-date', GRANTEE.birthDate);
    await page.keyboard.press('Enter');
    const rows = page.getByTestId('authorization');
    await expect
      .poll(() => rows.allInnerTexts(), { timeout: 20_000 })
      .toEqual([expect.stringContaining(GRANTEE.name)]);
    expect(await rows.first().innerText()).toContain(`${NEW_ALIAS} (${ACCNO})`);
    expect(await page.getByTestId('authorizations-announced').innerText()).toBe(
      `${GRANTEE.name} kan nu se ${NEW_ALIAS} (${ACCNO}).`,
    );
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('shows the grantee the account read-only', async () => {
    const page = grantee.page;
    await page.goto('/settings/authorizations');
    const item = page.getByTestId('authorized-account');
    await expect
      .poll(() => item.allInnerTexts(), { timeout: 30_000 })
      .toEqual([expect.stringContaining(`${NEW_ALIAS} (${ACCNO})`)]);
    expect(await item.innerText()).toContain('Mette');
    expect(await wcagViolations(page)).toEqual([]);
    await item.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('authorized-account-page').waitFor({ timeout: 20_000 });
    await page.getByTestId('authorized-account-own-capital').waitFor({ timeout: 20_000 });
    expect(await page.locator('h1').innerText()).toBe(`${NEW_ALIAS}, omistaja Mette`);
    // Nothing to trade with.
    expect(await page.getByRole('link', { name: /osta|myy/i }).count()).toBe(0);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('revokes by keyboard, and the view is gone at once', async () => {
    const page = owner.page;
    await page.getByTestId('authorization-revoke').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('authorizations-given-none').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('authorizations-announced').innerText()).toBe(
      `${GRANTEE.name} kan ikke længere se ${NEW_ALIAS} (${ACCNO}).`,
    );

    const view = grantee.page;
    await view.reload();
    await view.getByTestId('authorized-account-gone').waitFor({ timeout: 30_000 });
    expect(await wcagViolations(view)).toEqual([]);
  });

  it('gives the account its old name back', async () => {
    const page = owner.page;
    await page.goto('/overview');
    await rename(page, NEW_ALIAS, OLD_ALIAS);
    expect(owner.pageErrors).toEqual([]);
    expect(grantee.pageErrors).toEqual([]);
  });
});
