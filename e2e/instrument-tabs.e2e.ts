import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { launchBrowser } from './browser';
import { customerSession } from './customer-session';
import { laneUrl } from './lane';

/**
 * The instrument page's tabs (issue 17), as demo-dk in Danish, by keyboard: a share's tabs are
 * walked with the arrow keys (the tab kept in the address), P/E is read and pinned and is among
 * "Dine nøgletal" after a reload, the financials switch to quarters, the ratings' consensus is read;
 * no axe violations on any tab. A visitor opens the share by its slug and sees the tabs in Swedish.
 */
const session = customerSession('demo-dk', 'DK');
let page: Page;
beforeAll(() => {
  page = session.page;
});

/** Norrvik Industrier B, the first share of the demo catalogue (Stockholm, SEK). */
const SHARE = 1001;
const SLUG = 'norrvik-industrier-b';
const WAIT = { timeout: 30_000 };

const selectedTab = () => page.locator('[role="tab"][aria-selected="true"]');

/** Moves one tab to the right from the selected one, by keyboard, and waits for it to be shown. */
async function nextTab(name: string, param: string): Promise<void> {
  await selectedTab().focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => selectedTab().textContent(), WAIT).toBe(name);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(name);
  expect(new URL(page.url()).searchParams.get('tab')).toBe(param);
}

describe('instrument page tabs', () => {
  it('walks a share’s tabs by keyboard, pins P/E, reads quarters and the consensus', async () => {
    await page.goto(`/instrument/${SHARE}`);
    await expect.poll(() => selectedTab().textContent(), WAIT).toBe('Overblik');

    await nextTab('Nøgletal', 'key-figures');
    const pe = page.getByTestId('key-figures-VALUATION').getByTestId('key-figure-value-PE');
    await expect.poll(() => pe.innerText(), WAIT).toMatch(/^\d+,\d$/);
    const pin = page.getByTestId('key-figures-VALUATION').getByRole('button', { name: 'Fastgør P/E-tal' });
    // A second run on the same data finds it pinned already: start from unpinned.
    if ((await pin.getAttribute('aria-pressed')) === 'true') {
      const saved = page.waitForResponse(
        (r) => r.url().includes('/key-figures/favourites') && r.request().method() === 'PUT',
      );
      await pin.focus();
      await page.keyboard.press('Enter');
      await saved;
    }
    expect(await wcagViolations(page)).toEqual([]);

    const saved = page.waitForResponse(
      (r) => r.url().includes('/key-figures/favourites') && r.request().method() === 'PUT',
    );
    await pin.focus();
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => pin.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    const yours = page.getByTestId('key-figures-yours');
    await expect.poll(() => yours.getByTestId('key-figure-value-PE').innerText(), WAIT).toMatch(/^\d+,\d$/);
    expect(await yours.getByRole('heading').innerText()).toMatch(/^Dine nøgletal$/i);

    await nextTab('Regnskab', 'financials');
    const income = page.getByTestId('financials-income');
    await expect.poll(() => income.locator('thead th').last().innerText(), WAIT).toMatch(/^\d{4}$/);
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByTestId('financials-year').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('financials-quarter').isChecked()).toBe(true);
    await expect
      .poll(() => income.locator('thead th').last().innerText(), WAIT)
      .toMatch(/^\d\. kvt\. \d{4}$/);

    await nextTab('Udbytte', 'dividends');
    await page.getByTestId('dividends-history').waitFor(WAIT);
    expect(await wcagViolations(page)).toEqual([]);

    await nextTab('Analyser', 'ratings');
    await expect
      .poll(() => page.getByTestId('ratings-consensus').innerText(), WAIT)
      .toMatch(/^(Køb|Behold|Sælg)$/);
    await page.getByTestId('short-positions').waitFor(WAIT);
    expect(await wcagViolations(page)).toEqual([]);

    await nextTab('Nyheder', 'news');
    await page.locator('[data-testid="news-list"], [data-testid="news-empty"]').first().waitFor(WAIT);
    expect(await wcagViolations(page)).toEqual([]);

    // Home goes back to the first tab, which leaves the address bare.
    await selectedTab().focus();
    await page.keyboard.press('Home');
    await expect.poll(() => selectedTab().textContent()).toBe('Overblik');
    expect(new URL(page.url()).search).toBe('');
    await page.getByTestId('company-facts').waitFor(WAIT);
    expect(session.pageErrors).toEqual([]);
  });

  it('opens the share by its slug for a visitor, in Swedish and without pins', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({
        baseURL: laneUrl(),
        viewport: { width: 1280, height: 900 },
      });
      const visitor = await context.newPage();
      await visitor.goto(`/instrument/${SLUG}?tab=key-figures`);
      await expect
        .poll(() => visitor.locator('[role="tab"][aria-selected="true"]').textContent(), WAIT)
        .toBe('Nyckeltal');
      expect(await visitor.getByTestId('instrument-name').innerText()).toBe('Norrvik Industrier B');
      await visitor.getByTestId('key-figure-PE').waitFor(WAIT);
      expect(await visitor.getByTestId('key-figure-PE').getByRole('rowheader').innerText()).toMatch(
        /^P\/E-tal/,
      );
      expect(await visitor.locator('.pin-button').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
