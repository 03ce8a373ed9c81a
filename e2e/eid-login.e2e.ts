import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { freshPages } from './fresh-pages';

/**
 * eID logins (issue 16) against the simulated parties this server serves: a Swedish demo customer
 * logs in by keyboard with the BankID QR code (the simulated app, in a page of its own like a
 * phone, scans the code shown now, the customer picks herself and identifies); a Norwegian demo
 * customer logs in through the Signicat-style identity provider; a new person identified by
 * BankID gets a prospect session and is sent to sign-up; a cancelled order says so and offers to
 * try again (the focus following: to the hint when an order starts, back to the start button after
 * a cancel). No axe violations on the login page with its QR code, nor on the simulated app.
 */
const WAIT = { timeout: 30_000 };

const fresh = freshPages();
const { pageErrors } = fresh;
/** This test's pages: their contexts (with any app page opened from them) closed after it, so their QR animations and polling stop loading the machine. */
const opened: Page[] = [];
async function newPage(): Promise<Page> {
  const page = await fresh.newPage();
  opened.push(page);
  return page;
}
afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});

/** The login page with the eID of a country chosen. */
async function loginPage(country: string): Promise<Page> {
  const page = await newPage();
  await page.goto('/login');
  await page.getByTestId('eid-country').selectOption(country);
  return page;
}

/** Starts a BankID order by keyboard and waits for its QR code. */
async function startBankId(page: Page): Promise<void> {
  await page.getByTestId('bankid-start').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('bankid-qr').getAttribute('data-qr'), WAIT).toMatch(/^bankid\./);
}

/** Identifies as a listed test person in the simulated BankID app on its order page. */
async function identifyInApp(app: Page, nationalId: string): Promise<void> {
  await app.locator(`input[name="person"][value="${nationalId}"]`).check();
  await app.getByRole('button', { name: 'Fortsätt' }).click();
  await app.getByRole('button', { name: 'Legitimera' }).click();
  await expect
    .poll(() => app.getByTestId('bankid-sim-done').innerText(), WAIT)
    .toBe('Du är legitimerad. Gå tillbaka till Nordbroker.');
}

async function sessionState(page: Page) {
  return (await page.request.get('/nnxapi/authentication/v2/sessions/verify')).json() as Promise<{
    loggedIn: boolean;
    customer?: { name: string };
    prospect?: { firstName: string; lastName: string; countryCode: string };
  }>;
}

describe('eID logins', () => {
  it('a Swedish customer logs in with the BankID QR code scanned by the app', async () => {
    const page = await loginPage('SE');
    await startBankId(page);
    expect(await page.getByTestId('bankid-hint').innerText()).not.toBe('');
    expect(await wcagViolations(page)).toEqual([]);
    // The code is redrawn every second.
    const first = await page.getByTestId('bankid-qr').getAttribute('data-qr');
    await expect.poll(() => page.getByTestId('bankid-qr').getAttribute('data-qr'), WAIT).not.toBe(first);

    const app = await newPage();
    await app.goto('/sim/bankid?lang=sv');
    expect(await wcagViolations(app)).toEqual([]);
    const shownNow = await page.getByTestId('bankid-qr').getAttribute('data-qr');
    await app.getByTestId('bankid-sim-qr').fill(shownNow!);
    await app.getByRole('button', { name: 'Skanna' }).click();
    await app.locator('input[name="person"]').first().waitFor(WAIT);
    expect(await wcagViolations(app)).toEqual([]);
    await identifyInApp(app, '197104172387');

    await page.waitForURL('**/overview', WAIT);
    expect(await sessionState(page)).toMatchObject({ loggedIn: true, customer: { name: 'Karin Lindqvist' } });
  });

  it('a Norwegian customer logs in with BankID through the identity provider', async () => {
    const page = await loginPage('NO');
    await page.getByTestId('signicat-start').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/eid-sim/signicat/oidc/authorize?**', WAIT);
    expect(await wcagViolations(page)).toEqual([]);
    await page.locator('input[name="person"][value="09088618170"]').check();
    await page.locator('button[name="decision"][value="approve"]').click();
    await page.waitForURL('**/overview', WAIT);
    expect(await sessionState(page)).toMatchObject({ loggedIn: true, customer: { name: 'Magnus Haugland' } });
  });

  it('a new person identified by BankID on this device gets a prospect session and goes to sign-up', async () => {
    const page = await loginPage('SE');
    await startBankId(page);
    const [app] = await Promise.all([
      page.context().waitForEvent('page', WAIT),
      page.getByTestId('bankid-open-here').click(),
    ]);
    await app!.locator('input[name="person"]').first().waitFor(WAIT);
    await expect.poll(() => page.getByTestId('bankid-hint').innerText(), WAIT).not.toBe('');
    await identifyInApp(app!, '199005214565');
    await page.waitForURL('**/signup', WAIT);
    expect(await sessionState(page)).toMatchObject({
      loggedIn: false,
      prospect: { firstName: 'Oskar', lastName: 'Nyberg', countryCode: 'SE' },
    });
  });

  it('a cancelled BankID login says so and offers to try again', async () => {
    const page = await loginPage('SE');
    await startBankId(page);
    await page.getByTestId('bankid-cancel').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('eid-error').waitFor(WAIT);
    expect(await page.getByTestId('bankid-start').isVisible()).toBe(true);
    // The focus is back on the start button, not dropped to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), WAIT)
      .toBe('bankid-start');
    expect(await wcagViolations(page)).toEqual([]);
    // Trying again starts a new order, and the focus goes to its hint.
    await startBankId(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), WAIT)
      .toBe('bankid-hint');
  });

  it('a cancelled MitID identification says so, and trying again offers MitID again', async () => {
    const page = await loginPage('DK');
    await page.getByTestId('signicat-start').click();
    await page.waitForURL('**/eid-sim/signicat/oidc/authorize?**', WAIT);
    await page.locator('button[name="decision"][value="cancel"]').click();
    await page.waitForURL('**/login/eid-callback?**', WAIT);
    await page.getByTestId('eid-error').waitFor(WAIT);
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByTestId('eid-try-again').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login$/, WAIT);
    expect(await page.getByTestId('eid-country').inputValue()).toBe('DK');
    await page.getByTestId('signicat-start').waitFor(WAIT);
  });

  it('the page scripts raised no errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
