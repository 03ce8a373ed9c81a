import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { launchBrowser } from './browser';
import { laneUrl } from './lane';

/**
 * Issue 17: a visitor opens the academy, reads the savings-account article (ISK, ASK, …) by
 * keyboard in Swedish and then in Norwegian, marks an FAQ answer helpful, and opens the status
 * page from the footer. Each page is scanned for WCAG violations.
 */
const baseUrl = laneUrl();
const UI_WAIT = 30_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

/** Presses Tab until the target has the focus, as a keyboard user would. */
async function tabTo(target: Locator, maxPresses = 80): Promise<void> {
  await target.waitFor({ timeout: UI_WAIT });
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the academy', () => {
  it('is read by keyboard in two languages, takes an FAQ vote, and links the status page', async () => {
    await page.goto('/academy');
    await page
      .getByTestId('academy-page')
      .getByRole('heading', { level: 1, name: 'Akademin' })
      .waitFor({ timeout: UI_WAIT });
    expect(await wcagViolations(page)).toEqual([]);

    await tabTo(page.getByRole('link', { name: /^Investeringssparkonto \(ISK\)/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/academy/investment-savings-accounts', { timeout: UI_WAIT });
    const title = page.getByTestId('article-title');
    await title.waitFor({ timeout: UI_WAIT });
    expect(await title.textContent()).toMatch(/^Investeringssparkonto \(ISK\)/);
    expect(await page.getByTestId('article-body').textContent()).toContain('0,888 %');
    expect(await wcagViolations(page)).toEqual([]);

    // The language switcher changes the article itself, at the same address.
    await tabTo(page.getByTestId('language-switcher'));
    await page.getByTestId('language-switcher').selectOption('nb');
    await page
      .getByTestId('article-title')
      .filter({ hasText: /^Aksjesparekonto \(ASK\)/ })
      .waitFor({ timeout: UI_WAIT });
    expect(await page.getByTestId('article-body').textContent()).toContain('37,84 %');

    const faq = page.getByTestId('faq-faq-isk-or-depot');
    await tabTo(faq.locator('summary'));
    await page.keyboard.press('Enter');
    const yes = faq.getByRole('button', { name: 'Ja' });
    await tabTo(yes);
    await page.keyboard.press('Enter');
    await faq.getByText('Takk for tilbakemeldingen.').waitFor({ timeout: UI_WAIT });
    await faq.locator('button[aria-pressed="true"]', { hasText: 'Ja' }).waitFor({ timeout: UI_WAIT });
    expect(await wcagViolations(page)).toEqual([]);

    await tabTo(page.getByTestId('footer-status'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/status', { timeout: UI_WAIT });
    await page.getByTestId('status-overall').waitFor({ timeout: UI_WAIT });
    expect(await page.getByTestId('status-DATABASE').textContent()).toContain('I drift');
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
