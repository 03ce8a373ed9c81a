import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { tabTo } from './keyboard';
import { visitorSession } from './visitor-session';

/**
 * Issue 17: a visitor opens the academy, reads the savings-account article (ISK, ASK, …) by
 * keyboard in Swedish and then in Norwegian, marks an FAQ answer helpful, and opens the status
 * page from the footer. Each page is scanned for WCAG violations.
 */
const UI_WAIT = 30_000;

const session = visitorSession();
const pageErrors = session.pageErrors;
let page: Page;

beforeAll(() => {
  page = session.page;
});

describe('the academy', () => {
  it('is read by keyboard in two languages, takes an FAQ vote, and links the status page', async () => {
    await page.goto('/academy');
    await page
      .getByTestId('academy-page')
      .getByRole('heading', { level: 1, name: 'Akademin' })
      .waitFor({ timeout: UI_WAIT });
    expect(await wcagViolations(page)).toEqual([]);

    await tabTo(page, page.getByRole('link', { name: /^Investeringssparkonto \(ISK\)/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/academy/investment-savings-accounts', { timeout: UI_WAIT });
    const title = page.getByTestId('article-title');
    await title.waitFor({ timeout: UI_WAIT });
    expect(await title.textContent()).toMatch(/^Investeringssparkonto \(ISK\)/);
    expect(await page.getByTestId('article-body').textContent()).toContain('0,888 %');
    expect(await wcagViolations(page)).toEqual([]);

    // The language switcher changes the article itself, at the same address.
    await tabTo(page, page.getByTestId('language-switcher'));
    await page.getByTestId('language-switcher').selectOption('nb');
    await page
      .getByTestId('article-title')
      .filter({ hasText: /^Aksjesparekonto \(ASK\)/ })
      .waitFor({ timeout: UI_WAIT });
    expect(await page.getByTestId('article-body').textContent()).toContain('37,84 %');

    const faq = page.getByTestId('faq-faq-isk-or-depot');
    await tabTo(page, faq.locator('summary'));
    await page.keyboard.press('Enter');
    const yes = faq.getByRole('button', { name: 'Ja' });
    await tabTo(page, yes);
    await page.keyboard.press('Enter');
    await faq.getByText('Takk for tilbakemeldingen.').waitFor({ timeout: UI_WAIT });
    await faq.locator('button[aria-pressed="true"]', { hasText: 'Ja' }).waitFor({ timeout: UI_WAIT });
    expect(await wcagViolations(page)).toEqual([]);

    await tabTo(page, page.getByTestId('footer-status'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/status', { timeout: UI_WAIT });
    await page.getByTestId('status-overall').waitFor({ timeout: UI_WAIT });
    expect(await page.getByTestId('status-DATABASE').textContent()).toContain('I drift');
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('asks to be contacted and subscribes to the newsletter, by keyboard, fixing what is refused', async () => {
    // Norwegian since the switch above.
    await tabTo(page, page.getByTestId('footer-contact'));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Kontakt meg' }).waitFor({ timeout: UI_WAIT });
    await tabTo(page, page.getByLabel('Navn'));
    await page.keyboard.type('Ola Nordmann');
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    // Neither an address nor a number: the address field says so and takes the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: UI_WAIT })
      .toBe('contact-email');
    expect(await page.getByTestId('contact-email-error').textContent()).toMatch(/^Oppgi en e-postadresse/);
    await page.keyboard.type('ola@example.no');
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('contact-status').textContent(), { timeout: UI_WAIT })
      .toBe('Takk. Vi har fått forespørselen din og tar kontakt.');
    expect(await wcagViolations(page)).toEqual([]);

    await tabTo(page, page.getByTestId('newsletter-email'));
    await page.keyboard.type('ola@example.no');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('newsletter-status').textContent(), { timeout: UI_WAIT })
      .toMatch(/^ola@example\.no får nå nyhetsbrevet vårt/);
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
