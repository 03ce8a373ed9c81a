import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { startServer, type RunningServer } from './server';

/**
 * Estates (docs/decisions.md "Estates"), on a server of its own because it kills a demo customer
 * for good: every demo customer is some shared-lane file's, and none of them may find theirs dead.
 * The desk's staff logs in by keyboard, finds demo-se (Karin Lindqvist) by number, registers her
 * death a few days ago through the confirm step and names demo-partner (Johan Ekström) as the
 * estate's representative. Johan logs in, switches to the estate from the account menu (the banner
 * names it as Karin's estate), opens its valuation on the day of death, fetches the PDF, and goes
 * back to himself. The desk then ends his mandate by keyboard, and the estate leaves his account
 * menu. A login as Karin is refused with its own text. No axe violations on the desk's customer
 * page or on /estate.
 */
const WAIT = { timeout: 30_000 };
const DECEASED = { username: 'demo-se', customerNo: '1004217', name: 'Karin Lindqvist' };
const REPRESENTATIVE = { username: 'demo-partner', customerNo: '1004829', name: 'Johan Ekström' };

let browser: Browser;
let server: RunningServer | undefined;
let deskContext: BrowserContext;
let desk: Page;
let customerContext: BrowserContext;
let page: Page;
const errors: string[] = [];

/** A few days before today in Stockholm, as YYYY-MM-DD: a day with closing prices before it. */
const diedOn = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(Date.now() - 4 * 86_400_000);

const focused = (p: Page) => p.evaluate(() => document.activeElement?.getAttribute('data-testid'));

async function press(p: Page, testId: string): Promise<void> {
  await p.getByTestId(testId).focus();
  await p.keyboard.press('Enter');
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  deskContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  desk = await deskContext.newPage();
  customerContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  page = await customerContext.newPage();
  for (const p of [desk, page]) p.on('pageerror', (error) => errors.push(String(error)));
}, 300_000);

afterAll(async () => {
  await deskContext?.close();
  await customerContext?.close();
  await browser?.close();
  await server?.stop();
});

describe('an estate', () => {
  it('the desk finds the customer by number and registers the death by keyboard, after confirming', async () => {
    await desk.goto('/desk');
    await desk.getByTestId('desk-login').waitFor(WAIT);
    await desk.getByTestId('desk-username').focus();
    await desk.keyboard.type('desk-compliance');
    await desk.keyboard.press('Tab');
    await desk.keyboard.type('demo1234');
    await desk.keyboard.press('Enter');
    await desk.getByTestId('desk-nav-customers').waitFor(WAIT);
    await press(desk, 'desk-nav-customers');
    await desk.getByTestId('desk-customer-number').waitFor(WAIT);
    expect(await wcagViolations(desk)).toEqual([]);

    await desk.getByTestId('desk-customer-number').focus();
    await desk.keyboard.type(DECEASED.customerNo);
    await desk.keyboard.press('Enter');
    await expect.poll(() => focused(desk), WAIT).toBe('desk-customer-name');
    expect(await desk.getByTestId('desk-customer-name').innerText()).toBe(DECEASED.name);
    expect(await desk.getByTestId('desk-customer-person-type').innerText()).toBe('Fysisk person');
    expect(await wcagViolations(desk)).toEqual([]);

    // Tab to the day of death and type it as the notice gives it.
    await desk.keyboard.press('Tab');
    expect(await focused(desk)).toBe('desk-died-on');
    await desk.keyboard.type(diedOn);
    await desk.keyboard.press('Enter');
    await expect.poll(() => focused(desk), WAIT).toBe('desk-register-death-question');
    expect(await desk.getByTestId('desk-register-death-question').innerText()).toMatch(
      new RegExp(`^Registrera att ${DECEASED.name} avled .+\\? Det går inte att ångra\\.$`),
    );
    expect(await wcagViolations(desk)).toEqual([]);
    await desk.keyboard.press('Tab');
    expect(await focused(desk)).toBe('desk-register-death-confirm');
    await desk.keyboard.press('Enter');

    const notice = desk.getByTestId('desk-customer-notice');
    await notice.waitFor(WAIT);
    expect(await notice.innerText()).toBe(`Dödsfallet är registrerat: ${DECEASED.name} är nu ett dödsbo.`);
    expect(await desk.getByTestId('desk-customer-person-type').innerText()).toBe(
      'Dödsbo (kunden har avlidit)',
    );
    expect(await desk.getByTestId('desk-register-death').count()).toBe(0);
    expect(await focused(desk)).toBe('desk-customer-name');
    expect(await wcagViolations(desk)).toEqual([]);
  });

  it('the desk names a representative of the estate, refusing the deceased by the field', async () => {
    await desk.keyboard.press('Tab');
    expect(await focused(desk)).toBe('desk-representative-number');
    await desk.keyboard.type(DECEASED.customerNo);
    await desk.keyboard.press('Enter');
    const error = desk.getByTestId('desk-representative-number-error');
    await error.waitFor(WAIT);
    expect(await error.innerText()).toMatch(/^Kunden kan inte företräda dödsboet/);
    expect(await desk.getByTestId('desk-representative-number').getAttribute('aria-describedby')).toBe(
      await error.getAttribute('id'),
    );
    expect(await wcagViolations(desk)).toEqual([]);

    await desk.keyboard.press('ControlOrMeta+A');
    await desk.keyboard.type(REPRESENTATIVE.customerNo);
    await desk.keyboard.press('Enter');
    const named = desk.getByTestId(`desk-estate-representative-${REPRESENTATIVE.customerNo}`);
    await named.waitFor(WAIT);
    expect(await named.innerText()).toMatch(
      new RegExp(`^${REPRESENTATIVE.name}, kund ${REPRESENTATIVE.customerNo}, sedan `),
    );
    expect(await desk.getByTestId('desk-customer-notice').innerText()).toBe(
      `${REPRESENTATIVE.name} företräder nu dödsboet.`,
    );
    expect(await wcagViolations(desk)).toEqual([]);
  });

  it('nobody logs in as the deceased any more', async () => {
    await page.goto('/login');
    await page.getByTestId('login-username').fill(DECEASED.username);
    await page.getByTestId('login-password').fill('demo1234');
    await page.getByTestId('login-country').selectOption('SE');
    await page.getByTestId('login-submit').click();
    const error = page.getByTestId('login-error');
    await error.waitFor(WAIT);
    expect(await error.innerText()).toBe(
      'Kunden har avlidit, så ingen kan längre logga in som kunden. Dödsboet sköts av dess företrädare, som byter till det från sin egen inloggning.',
    );
  });

  it('the representative switches to the estate from the account menu', async () => {
    await logIn(page, REPRESENTATIVE.username, 'SE');
    await page.getByTestId('account-menu-button').waitFor(WAIT);
    await press(page, 'account-menu-button');
    const switchTo = page.getByTestId(`account-menu-switch-${DECEASED.customerNo}`);
    await switchTo.waitFor(WAIT);
    expect(await switchTo.innerText()).toBe(`Byt till Dödsbo efter ${DECEASED.name}`);
    await switchTo.focus();
    await page.keyboard.press('Enter');
    const banner = page.getByTestId('acting-banner');
    await banner.waitFor(WAIT);
    expect(await banner.innerText()).toContain(`Du företräder Dödsbo efter ${DECEASED.name}`);
  });

  it('opens the valuation on the day of death from the banner, with its PDF', async () => {
    await press(page, 'acting-estate-valuation');
    await page.waitForURL('**/estate', WAIT);
    const valuation = page.getByTestId('estate-valuation');
    await valuation.waitFor(WAIT);
    expect(await page.getByTestId('estate-name').innerText()).toBe(`Dödsbo efter ${DECEASED.name}`);
    expect(await page.getByTestId('estate-died-on').innerText()).toMatch(/^Dödsdag: /);
    const holdings = page.getByTestId('estate-holdings');
    await holdings.first().waitFor(WAIT);
    expect(await holdings.count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="estate-total"]').count()).toBeGreaterThan(0);

    const href = await page.getByTestId('estate-pdf').getAttribute('href');
    expect(href).toBe('/nnxapi/customer/v1/estate/valuation/pdf?lang=sv');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(
      Buffer.from(await pdf.body())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await expect.poll(() => page.locator('[class*="skeleton"], .page-loading').count(), WAIT).toBe(0);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('goes back to the representative himself', async () => {
    await press(page, 'acting-return');
    await expect
      .poll(() => page.getByTestId('account-menu-button').getByTestId('customer-name').innerText(), WAIT)
      .toBe(REPRESENTATIVE.name);
    expect(await page.getByTestId('acting-banner').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the desk ends his mandate by keyboard, and his menu no longer offers the estate', async () => {
    // The desk's focus is still in the number field of the naming form: back one is his row's "End".
    await desk.keyboard.press('Shift+Tab');
    expect(await focused(desk)).toBe(`desk-end-mandate-${REPRESENTATIVE.customerNo}`);
    await desk.keyboard.press('Enter');
    await expect.poll(() => focused(desk), WAIT).toBe('desk-end-mandate-question');
    await desk.keyboard.press('Tab');
    expect(await focused(desk)).toBe('desk-end-mandate-confirm');
    await desk.keyboard.press('Enter');
    await expect.poll(() => focused(desk), WAIT).toBe('desk-estate-representatives-title');
    expect(await desk.getByTestId(`desk-estate-representative-${REPRESENTATIVE.customerNo}`).count()).toBe(0);
    expect(await desk.getByTestId('desk-estate-no-representatives').isVisible()).toBe(true);
    expect(await desk.getByTestId('desk-customer-notice').innerText()).toBe(
      `${REPRESENTATIVE.name} företräder inte längre dödsboet.`,
    );
    expect(await wcagViolations(desk)).toEqual([]);

    const represented = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/nnxapi/customer/v1/companies' && r.request().method() === 'GET',
      WAIT,
    );
    await page.reload();
    const listed = (await (await represented).json()) as { companies: { customerNo: string }[] };
    expect(listed.companies.map((c) => c.customerNo)).not.toContain(DECEASED.customerNo);
    await press(page, 'account-menu-button');
    await page.getByTestId('account-menu-open-company').waitFor(WAIT);
    expect(await page.getByTestId(`account-menu-switch-${DECEASED.customerNo}`).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
