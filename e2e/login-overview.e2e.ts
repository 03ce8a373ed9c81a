import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { laneUrl } from './lane';

const baseUrl = laneUrl();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/**
 * At desktop width (1280 px) the language switcher and Log out live in the account menu behind the
 * customer's name; it has to be opened first.
 */
async function openAccountMenu(page: Page) {
  const button = page.getByTestId('account-menu-button');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await page.getByTestId('account-menu').waitFor();
}

async function logIn(page: Page, username: string, country: string) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-country').selectOption(country);
  await page.getByTestId('login-submit').click();
}

const customers = [
  { username: 'demo-se', country: 'SE', lang: 'sv-SE', title: 'Översikt', currencyText: 'kr' },
  { username: 'demo-no', country: 'NO', lang: 'nb-NO', title: 'Oversikt', currencyText: 'kr' },
  { username: 'demo-dk', country: 'DK', lang: 'da-DK', title: 'Oversigt', currencyText: 'kr.' },
  { username: 'demo-fi', country: 'FI', lang: 'fi-FI', title: 'Yleiskatsaus', currencyText: '€' },
];

describe('login and overview in Chromium', () => {
  it('sends a logged-out visitor of the overview to the login page', async () => {
    const { context, page } = await freshPage();
    await page.goto('/overview');
    await page.waitForURL('**/login**');
    // The URL changes before the login page has rendered; waitFor waits for the form itself.
    await page.getByTestId('login-form').waitFor({ state: 'visible' });
    await context.close();
  });

  it.each(customers)(
    '$username logs in, lands on /overview in $lang with accounts and positions, and logs out',
    async ({ username, country, lang, title, currencyText }) => {
      const { context, page } = await freshPage();
      await logIn(page, username, country);
      await page.waitForURL('**/overview');
      await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(title);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);

      await page.getByTestId('account-cash').first().waitFor();
      expect(await page.locator('article[data-testid^="account-"]').count()).toBeGreaterThanOrEqual(2);
      await page.locator('tr[data-testid^="position-"]').first().waitFor();
      const cash = await page.getByTestId('account-cash').first().textContent();
      expect(cash).toContain(currencyText);
      expect(await page.getByTestId('account-blocked').count()).toBeGreaterThanOrEqual(1);

      await openAccountMenu(page);
      await page.getByTestId('logout-button').click();
      await page.waitForURL('**/login**');
      await page.goto('/overview');
      await page.waitForURL('**/login**');
      await context.close();
    },
  );

  it('shows a customer without accounts an empty overview', async () => {
    const { context, page } = await freshPage();
    await logIn(page, 'demo-empty', 'SE');
    await page.waitForURL('**/overview');
    await page.getByTestId('overview-empty').waitFor();
    await context.close();
  });

  it('refuses a wrong password with a message and stays on the login page', async () => {
    const { context, page } = await freshPage();
    await page.goto('/login');
    await page.getByTestId('login-username').fill('demo-minor');
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    expect((await page.getByTestId('login-error').textContent())?.length).toBeGreaterThan(5);
    expect(page.url()).toContain('/login');
    await context.close();
  });

  it('returns to the logged-out state without a crash when the session ends elsewhere', async () => {
    const { context, page } = await freshPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await logIn(page, 'demo-minor', 'SE');
    await page.waitForURL('**/overview');
    await page.getByTestId('page-title').waitFor();
    // The session is revoked behind the page's back (as by a logout in another tab).
    const revoked = await context.request.delete('/nnxapi/authentication/v2/sessions');
    expect(revoked.ok()).toBe(true);
    await page.reload();
    await page.waitForURL('**/login**');
    await page.getByTestId('login-form').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches the language and keeps it after a reload', async () => {
    const { context, page } = await freshPage();
    await logIn(page, 'demo-partner', 'SE');
    await page.waitForURL('**/overview');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Översikt');
    await openAccountMenu(page);
    await page.getByTestId('language-switcher').selectOption('en');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Overview');
    await page.reload();
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Overview');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });
});
