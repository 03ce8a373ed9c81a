import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { launchBrowser } from './browser';
import { logIn } from './login';
import { startServer, type RunningServer } from './server';

/**
 * A server with eID logins switched off (EID_PROVIDER=off): the login page, refused at the BankID
 * start, stops offering eID and says so (the note takes the focus), the simulated parties are not
 * served, and the password login works as ever.
 */
const WAIT = { timeout: 30_000 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let server: RunningServer | undefined;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer({ EID_PROVIDER: 'off', SIMULATOR: 'off' });
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(String(error)));
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('eID logins switched off', () => {
  it('the login page stops offering eID once the start is refused, and the password login works', async () => {
    await page.goto('/login');
    await page.getByTestId('bankid-start').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('eid-off').waitFor(WAIT);
    expect(await page.getByTestId('eid-off').innerText()).toBe(
      'Inloggning med e-legitimation finns inte här. Logga in med användarnamn och lösenord.',
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), WAIT)
      .toBe('eid-off');
    expect(await page.getByTestId('bankid-start').count()).toBe(0);
    expect(await page.getByTestId('eid-country').count()).toBe(0);
    expect(await wcagViolations(page)).toEqual([]);

    const rp = await page.request.post('/eid-sim/bankid/rp/v6.0/auth', { data: { endUserIp: '127.0.0.1' } });
    expect(rp.status()).toBe(404);

    await logIn(page, 'demo-se', 'SE');
    expect(errors).toEqual([]);
  });
});
