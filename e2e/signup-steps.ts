import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * The sign-up wizard's steps as a keyboard user takes them, in Swedish (signup.e2e.ts,
 * onboarding-case.e2e.ts): identify with the simulated BankID on this device, start, and go on
 * step by step.
 */
export const WAIT = { timeout: 30_000 };

/** From the login page's "Become a customer" link: identify with BankID on this device as the person. */
export async function identify(page: Page, nationalId: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-signup-link').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/signup', WAIT);
  await page.getByTestId('signup-unidentified').waitFor(WAIT);
  await page.getByRole('link', { name: 'Legitimera dig' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login', WAIT);
  await page.getByTestId('eid-country').selectOption('SE');
  await page.getByTestId('bankid-start').focus();
  await page.keyboard.press('Enter');
  const [app] = await Promise.all([
    page.context().waitForEvent('page', WAIT),
    page.getByTestId('bankid-open-here').click(),
  ]);
  await app!.locator(`input[name="person"][value="${nationalId}"]`).check(WAIT);
  await app!.getByRole('button', { name: 'Fortsätt' }).click();
  await app!.getByRole('button', { name: 'Legitimera' }).click();
  await app!.getByTestId('bankid-sim-done').waitFor(WAIT);
  await app!.close();
  await page.waitForURL('**/signup', WAIT);
}

export const stepShown = (page: Page) => page.getByTestId('signup-step').getAttribute('data-step');

export async function waitForStep(page: Page, step: string): Promise<void> {
  await expect.poll(() => stepShown(page), WAIT).toBe(step);
}

/** Types into the field labelled so, as a keyboard user: focus, select all, type. */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Next, by keyboard. The button must be there and enabled first: a step waiting for its related
 * data has none yet, and a disabled one (a save under way) cannot take the focus.
 */
export async function pressNext(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('signup-next').isEnabled(), WAIT).toBe(true);
  await page.getByTestId('signup-next').focus();
  await page.keyboard.press('Enter');
}

/** Next, by keyboard, and the step that follows. */
export async function next(page: Page, then: string): Promise<void> {
  await pressNext(page);
  await waitForStep(page, then);
}

export async function start(page: Page): Promise<void> {
  await page.getByTestId('signup-start').waitFor(WAIT);
  await page.getByTestId('signup-start').focus();
  await page.keyboard.press('Enter');
  await waitForStep(page, 'CONTACT_INFO');
}

export async function contactSteps(page: Page): Promise<void> {
  await typeInto(page, 'E-postadress', 'lina@example.se');
  await typeInto(page, 'Mobilnummer', '070-123 45 67');
  await next(page, 'CONTACT_DETAILS');
  await next(page, 'MILESTONE_ONE');
  await next(page, 'NAME_DETAILS');
}
