import type { Page } from 'playwright-core';

/** The demo customers' password (README, Demo logins). */
const DEMO_PASSWORD = 'demo1234';

/** Logs a demo customer in through the login page and waits for the overview. */
export async function logIn(page: Page, username: string, country: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-country').selectOption(country);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/overview');
}
