import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { launchBrowser } from './browser';
import { customerSession } from './customer-session';
import { laneUrl } from './lane';

/**
 * Issue 17: a customer screens Nordic shares by dividend yield and P/E by keyboard, sorts, saves the
 * screen and opens a share; a visitor sees the screener in each of the five languages. No axe
 * violations.
 */
const session = customerSession('demo-no', 'NO');
let page: Page;
beforeAll(() => {
  page = session.page;
});

let browser: Browser | undefined;
afterAll(async () => browser?.close());

/** A figure as the Norwegian page prints it ("4,59 %", "12,4") as a number. */
const numberOf = (text: string) =>
  Number(
    text
      .replace(/[\s\u00a0\u202f%]/g, '')
      .replace(',', '.')
      .replace('\u2212', '-'),
  );

async function typeInto(testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

describe('The screener', () => {
  it('screens shares by dividend yield and P/E, sorts and saves the screen, by keyboard', async () => {
    await page.goto('/overview');
    await page.getByTestId('nav-screener').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Aksjefilter' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('screener-table').waitFor({ timeout: 30_000 });
    const everything = await page.getByTestId('screener-count').innerText();

    await typeInto('filter-DIVIDEND_YIELD-min', '4');
    await typeInto('filter-PE-max', '15');
    await expect
      .poll(() => page.getByTestId('screener-count').innerText(), { timeout: 30_000 })
      .not.toBe(everything);
    const rows = page.locator('[data-testid^="screener-row-"][data-testid$="-PE"]');
    const yields = page.locator('[data-testid^="screener-row-"][data-testid$="-DIVIDEND_YIELD"]');
    // The two filters are typed one key at a time, and each key asks anew: a first answer may hold
    // the yield filter alone ("1" of "15" not yet typed). Wait for the answer to the whole query.
    await expect
      .poll(
        async () => {
          const pe = (await rows.allInnerTexts()).map(numberOf);
          const dy = (await yields.allInnerTexts()).map(numberOf);
          return pe.length > 0 && pe.every((v) => v <= 15) && dy.every((v) => v >= 4);
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // Sort by P/E from the column's button: the cheapest first.
    await page.getByTestId('sort-PE').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('sort-PE').evaluate((b) => b.closest('th')?.getAttribute('aria-sort')))
      .toBe('ascending');
    await expect
      .poll(async () => {
        const values = (await rows.allInnerTexts()).map(numberOf);
        return values.every((v, i) => i === 0 || v >= values[i - 1]!);
      })
      .toBe(true);

    await typeInto('save-screen-name', 'Utbytte');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('saved-screens-status').innerText(), { timeout: 30_000 })
      .toBe('Lagret som «Utbytte».');
    await page.getByRole('button', { name: 'Bruk Utbytte' }).first().waitFor();
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('opens a share of the result', async () => {
    const link = page.getByTestId('screener-table').locator('tbody tr').first().getByRole('link');
    const name = await link.innerText();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('instrument-name').innerText(), { timeout: 30_000 }).toBe(name);
    expect(session.pageErrors).toEqual([]);
  });

  it('speaks each of the five languages to a visitor', async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: laneUrl(), viewport: { width: 1280, height: 900 } });
    const visitor = await context.newPage();
    await visitor.goto('/screener');
    await visitor.getByTestId('screener-table').waitFor({ timeout: 30_000 });
    const headings: Record<string, [string, string]> = {
      sv: ['Aktiefilter', 'Direktavkastning'],
      nb: ['Aksjefilter', 'Direkteavkastning'],
      da: ['Aktiefilter', 'Udbytteprocent'],
      fi: ['Osakeseulonta', 'Osinkotuotto'],
      en: ['Screener', 'Dividend yield'],
    };
    for (const [lang, [title, yieldName]] of Object.entries(headings)) {
      await visitor.getByTestId('language-switcher').selectOption(lang);
      await visitor.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
      await visitor.getByTestId('sort-DIVIDEND_YIELD').getByText(yieldName).waitFor();
      // Every column in sight in each language: the table fits its card, no column scrolled away.
      expect(
        await visitor
          .getByTestId('screener-table')
          .evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth),
        lang,
      ).toBe(true);
    }
    // Funds: by SFDR article 9, the ones with a sustainable investment objective.
    await visitor.getByTestId('screener-type-FUNDS').check();
    await visitor.getByTestId('filter-sfdr-9').check();
    await expect
      .poll(() => visitor.getByTestId('screener-count').innerText(), { timeout: 30_000 })
      .toMatch(/^\d+ match/);
    expect(await wcagViolations(visitor)).toEqual([]);
    await context.close();
  });

  it('sorts on a phone from the row of sort buttons over the stacked results', async () => {
    browser ??= await launchBrowser();
    const context = await browser.newContext({ baseURL: laneUrl(), viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    try {
      await phone.goto('/screener');
      await phone.getByTestId('screener-table').waitFor({ timeout: 30_000 });
      const button = phone.getByTestId('sort-MARKET_CAP');
      await button.focus();
      // The focused button is in sight and is what a tap at its centre reaches, not a result row.
      expect(
        await button.evaluate((el) => {
          el.scrollIntoView({ block: 'center' });
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.width > 0 && box.height > 0 && hit !== null && el.contains(hit);
        }),
      ).toBe(true);
      await phone.keyboard.press('Enter');
      await expect
        .poll(() => button.evaluate((b) => b.closest('th')?.getAttribute('aria-sort')), { timeout: 30_000 })
        .toBe('descending');
      await phone.getByTestId('sort-NAME').click();
      await expect
        .poll(
          () => phone.getByTestId('sort-NAME').evaluate((b) => b.closest('th')?.getAttribute('aria-sort')),
          {
            timeout: 30_000,
          },
        )
        .toBe('ascending');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
        true,
      );
      expect(await wcagViolations(phone)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
