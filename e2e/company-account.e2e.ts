import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * Company accounts (docs/decisions.md "Company accounts"), as demo-partner (Johan Ekström, SE) in
 * Swedish: a number with a wrong check digit is refused by its field; Ekström Design AB, which he
 * signs for alone in the simulated register, is opened with him as its one beneficial owner and no
 * LEI. He switches to the company (its name in the header, its one account on the overview, the
 * acting banner) and back to himself, which is how the file leaves him: other files of the lane
 * log in as demo-partner too. No axe violations.
 */
const session = customerSession('demo-partner', 'SE');

const ORG_NUMBER = '559012-3450';
const COMPANY = 'Ekström Design AB';
const PERSON = 'Johan Ekström';

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
const headerName = (page: Page) => page.getByTestId('account-menu-button').getByTestId('customer-name');

async function openAccountMenu(page: Page) {
  const button = page.getByTestId('account-menu-button');
  await button.waitFor({ timeout: 30_000 });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await page.getByTestId('account-menu').waitFor({ timeout: 10_000 });
}

describe('Company account', () => {
  it('refuses a registration number with a wrong check digit by its field', async () => {
    const page = session.page;
    // The texts below are Swedish; another file may have left demo-partner in another language.
    await openAccountMenu(page);
    await page.getByTestId('language-switcher').selectOption('sv');
    await page.getByTestId('account-menu-open-company').click();
    await page.getByRole('heading', { level: 1, name: 'Öppna företagskonto' }).waitFor({ timeout: 30_000 });
    const input = page.getByLabel('Organisationsnummer');
    await input.focus();
    await page.keyboard.type('559012-3451');
    await page.keyboard.press('Enter');
    const error = page.getByTestId('company-org-number-error');
    await expect
      .poll(() => error.innerText(), { timeout: 20_000 })
      .toBe('Numret är inte giltigt. Kontrollera siffrorna.');
    expect(await input.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
    expect(await focused(page)).toBe('company-org-number');
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('opens the account for the company he signs for alone, by keyboard', async () => {
    const page = session.page;
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(ORG_NUMBER);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('company-name').innerText(), { timeout: 20_000 }).toBe(COMPANY);
    expect(await page.getByTestId('company-role').innerText()).toBe('Styrelseordförande');
    expect(await focused(page)).toBe('company-name');

    // Tab to the first choice and pick it with the space bar, then fill the owner's row.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('company-owners-some');
    await page.keyboard.press('Space');
    await page.getByTestId('owner-0-name').waitFor({ timeout: 10_000 });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('owner-0-name');
    await page.keyboard.type(PERSON);
    await page.keyboard.press('Tab');
    await page.keyboard.type('1982-06-30');
    await page.keyboard.press('Tab');
    await page.keyboard.type('100');
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByTestId('company-submit').focus();
    await page.keyboard.press('Enter');

    const text = page.getByTestId('company-opened-text');
    await text.waitFor({ timeout: 30_000 });
    expect(await text.innerText()).toMatch(
      new RegExp(`^${COMPANY} har nu ett konto hos oss med kontonummer \\d{8}\\.$`),
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Företagskontot är öppnat');
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('switches to the company: its name in the header, its one account on the overview', async () => {
    const page = session.page;
    const accno = /(\d{8})\.$/.exec(await page.getByTestId('company-opened-text').innerText())![1]!;
    await page.getByTestId('company-go').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/overview', { timeout: 30_000 });
    await expect.poll(() => headerName(page).innerText(), { timeout: 30_000 }).toBe(COMPANY);
    const banner = page.getByTestId('acting-banner');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.innerText()).toContain(`Du företräder ${COMPANY}`);
    const cards = page.locator('article.account-card');
    await cards.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(1);
    expect(await cards.first().innerText()).toContain(accno);
    // A company opens no company, and represents none.
    await openAccountMenu(page);
    expect(await page.getByTestId('account-menu-open-company').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('[class*="skeleton"], .page-loading').count(), { timeout: 30_000 })
      .toBe(0);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('goes back to Johan, whose account menu then offers the switch to the company', async () => {
    const page = session.page;
    const back = page.getByRole('button', { name: `Tillbaka till ${PERSON}` });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => headerName(page).innerText(), { timeout: 30_000 }).toBe(PERSON);
    await page.waitForURL('**/overview', { timeout: 30_000 });
    expect(await page.getByTestId('acting-banner').count()).toBe(0);
    await openAccountMenu(page);
    await page.getByRole('button', { name: `Byt till ${COMPANY}` }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('account-menu-open-company').count()).toBe(1);
  });
});
