import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { laneUrl } from './lane';

/**
 * Passkeys, API keys and sessions (issue 16), as demo-dk in Danish, by keyboard, with Chromium's
 * virtual authenticator (CDP WebAuthn: CTAP2, internal, resident keys, user verified): the customer
 * enrols a named passkey on the Security page, logs out, logs in with the passkey alone and sees
 * the overview; deletes it, and the passkey login then fails saying so. An API key is created
 * (shown once), works as a Bearer key and stops working when revoked after a confirm. A second
 * browser's session is listed and logged out from here. No axe violations.
 */
/** WebAuthn takes a domain, never an IP address, as the site: the shared server is reached as localhost. */
const baseURL = laneUrl().replace('127.0.0.1', 'localhost');
const pageErrors: string[] = [];
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await logIn(page, 'demo-dk', 'DK');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
});
afterAll(async () => {
  await browser?.close();
});

const WAIT = { timeout: 30_000 };

async function press(testId: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('Enter');
}

async function openSecurityPage(): Promise<void> {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu-security').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/settings/security');
  await expect.poll(() => page.locator('h1').innerText(), WAIT).toBe('Sikkerhed');
}

/** Logs out from the overview, so that the next login returns there. */
async function logOut(): Promise<void> {
  await page.goto('/overview');
  await page.getByTestId('account-menu-button').click();
  await press('logout-button');
  await page.waitForURL('**/login', WAIT);
}

const announced = () => page.getByTestId('security-announced').innerText();

describe('Passkeys', () => {
  it('enrols a named passkey from the Security page', async () => {
    await openSecurityPage();
    const passkeys = page.getByTestId('passkeys');
    await passkeys.getByTestId('passkey-name').waitFor(WAIT);
    // demo-dk may have passkeys left from an earlier run against the same data: start clean.
    await expect
      .poll(() => page.locator('[data-testid="passkeys-none"], [data-testid="passkey-list"]').count(), WAIT)
      .toBe(1);
    while ((await page.getByTestId('passkey-delete').count()) > 0) {
      const before = await page.getByTestId('passkey-delete').count();
      await page.getByTestId('passkey-delete').first().click();
      await expect.poll(() => page.getByTestId('passkey-delete').count(), WAIT).toBe(before - 1);
    }
    await page.getByTestId('passkey-name').focus();
    await page.keyboard.type('Min bærbare');
    await page.keyboard.press('Enter');
    await expect.poll(announced, WAIT).toBe('Adgangsnøglen “Min bærbare” er tilføjet.');
    const item = page.locator('[data-testid="passkey"][data-name="Min bærbare"]');
    await item.waitFor(WAIT);
    expect(await item.innerText()).toContain('Ikke brugt endnu');
    expect(await item.getByTestId('passkey-delete').getAttribute('aria-label')).toBe(
      'Slet adgangsnøglen Min bærbare',
    );
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('logs out, and logs in with the passkey alone to the overview', async () => {
    await logOut();
    const button = page.getByTestId('passkey-login-button');
    await button.waitFor(WAIT);
    expect(await button.innerText()).toBe('Log ind med adgangsnøgle');
    expect(await wcagViolations(page)).toEqual([]);
    await press('passkey-login-button');
    await page.waitForURL('**/overview', WAIT);
  });

  it('shows when the passkey was last used, deletes it, and the passkey login then says it is unknown', async () => {
    await openSecurityPage();
    const item = page.locator('[data-testid="passkey"][data-name="Min bærbare"]');
    await item.waitFor(WAIT);
    await expect.poll(() => item.innerText(), WAIT).toContain('Sidst brugt');
    await item.getByTestId('passkey-delete').focus();
    await page.keyboard.press('Enter');
    await expect.poll(announced, WAIT).toBe('Adgangsnøglen “Min bærbare” er slettet.');
    await page.getByTestId('passkeys-none').waitFor(WAIT);
    await logOut();
    await press('passkey-login-button');
    const error = page.getByTestId('passkey-login-error');
    await expect
      .poll(() => error.innerText(), WAIT)
      .toBe(
        'Denne adgangsnøgle kendes ikke her. Den kan være blevet slettet. Log ind med din adgangskode i stedet.',
      );
    expect(page.url()).toMatch(/\/login$/);
    expect(await wcagViolations(page)).toEqual([]);
  });
});

describe('API keys', () => {
  let key = '';
  it('creates a key shown once, which works as a Bearer key', async () => {
    await logIn(page, 'demo-dk', 'DK');
    await openSecurityPage();
    await page.getByTestId('api-key-name').waitFor(WAIT);
    await page.getByTestId('api-key-name').focus();
    await page.keyboard.type('Skatteprogram');
    await page.getByTestId('api-key-expiry').selectOption('30');
    await press('api-key-create');
    const created = page.getByTestId('api-key-created');
    await created.waitFor(WAIT);
    key = await created.getByTestId('api-key-value').inputValue();
    expect(key).toMatch(/^nnxk_[A-Za-z0-9_-]{43}$/);
    expect(await created.innerText()).toContain('Kopiér den nu: det er den eneste gang, den vises.');
    const item = page.locator('[data-testid="api-key"][data-name="Skatteprogram"]').first();
    await item.waitFor(WAIT);
    expect(await item.innerText()).toContain(`nnxk_…${key.slice(-4)}`);
    expect(await wcagViolations(page)).toEqual([]);
    const res = await page.request.get('/api/2/accounts', { headers: { authorization: `Bearer ${key}` } });
    expect(res.status()).toBe(200);
    await press('api-key-done');
    await expect.poll(() => page.getByTestId('api-key-created').count()).toBe(0);
    expect(await page.content()).not.toContain(key);
  });

  it('revokes it after a confirm, and the key then answers 401', async () => {
    const item = page.locator(`[data-testid="api-key"]:has-text("nnxk_…${key.slice(-4)}")`);
    await item.getByTestId('api-key-revoke').focus();
    await page.keyboard.press('Enter');
    const yes = item.getByTestId('api-key-revoke-yes');
    await yes.waitFor(WAIT);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'api-key-revoke-yes',
    );
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(announced, WAIT).toBe('Nøglen “Skatteprogram” er tilbagekaldt.');
    await expect.poll(() => item.count(), WAIT).toBe(0);
    const res = await page.request.get('/api/2/accounts', { headers: { authorization: `Bearer ${key}` } });
    expect(res.status()).toBe(401);
    expect((await res.json()).code).toBe('API_KEY_INVALID');
  });
});

describe('Sessions', () => {
  it("lists another browser's session and logs it out from here", async () => {
    const other = await launchBrowser();
    try {
      const context = await other.newContext({ baseURL });
      const otherPage = await context.newPage();
      await logIn(otherPage, 'demo-dk', 'DK');
      const mine = (await (await otherPage.request.get('/nnxapi/authentication/v2/sessions')).json()) as {
        id: number;
        current: boolean;
      }[];
      const otherId = mine.find((s) => s.current)!.id;
      await page.reload();
      await expect.poll(() => page.locator('h1').innerText(), WAIT).toBe('Sikkerhed');
      const current = page.locator('[data-testid="session"][data-current="true"]');
      await current.waitFor(WAIT);
      expect(await current.innerText()).toContain('Denne browser');
      const row = page.locator(`[data-testid="session"][data-session-id="${otherId}"]`);
      await row.waitFor(WAIT);
      expect(await row.getByTestId('session-end').getAttribute('aria-label')).toBe(
        'Log sessionen fra Chrome på Linux ud',
      );
      await row.getByTestId('session-end').focus();
      await page.keyboard.press('Enter');
      await expect.poll(announced, WAIT).toBe('Sessionen er logget ud.');
      await expect.poll(() => row.count(), WAIT).toBe(0);
      const verify = await otherPage.request.get('/nnxapi/authentication/v2/sessions/verify');
      expect((await verify.json()).loggedIn).toBe(false);
      await context.close();
    } finally {
      await other.close();
    }
    expect(await wcagViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
