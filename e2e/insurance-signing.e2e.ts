import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { customerSession } from './customer-session';

/**
 * A KF account's beneficiary designation signed through the simulated signing service (spec 001
 * §7.5 "Scrive links", "Insurance documents"), as demo-se in Swedish, by keyboard: from the account
 * to the page, named beneficiaries whose shares must add up to 100 %, to the signing service and
 * back, the designation in force and its signed PDF among the documents. Axe scans on our page and
 * the service's.
 */
const session = customerSession('demo-se', 'SE');
let page: Page;
beforeAll(() => {
  page = session.page;
});

async function press(testId: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('Enter');
}

describe('KF beneficiary designation and signing', () => {
  it('signs named beneficiaries at the signing service and shows them in force with the signed PDF', async () => {
    await page.getByTestId('account-insurance-link').first().waitFor({ timeout: 20_000 });
    await press('account-insurance-link');
    await page.waitForURL('**/insurance/*', { timeout: 20_000 });
    await page.getByTestId('insurance-form').waitFor({ timeout: 20_000 });
    expect(await page.locator('h1').innerText()).toBe('Förmånstagare och försäkringsdokument');
    expect(await wcagViolations(page)).toEqual([]);

    await page.getByTestId('insurance-clause-NAMED').focus();
    await page.keyboard.press('Space');
    await page.getByTestId('insurance-name-0').fill('Anna Lindqvist');
    await page.getByTestId('insurance-birthDate-0').fill('2010-03-10');
    await page.getByTestId('insurance-share-0').fill('50');
    await press('insurance-add');
    await page.getByTestId('insurance-name-1').fill('Erik Lindqvist');
    await page.getByTestId('insurance-birthDate-1').fill('2012-05-01');
    await page.getByTestId('insurance-share-1').fill('40');
    await press('insurance-submit');
    expect(await page.getByTestId('insurance-problem').innerText()).toBe(
      'Andelarna måste bli exakt 100 % tillsammans.',
    );
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByTestId('insurance-share-1').fill('50');
    expect(await page.getByTestId('insurance-total').innerText()).toBe('Summa: 100 %');
    await press('insurance-submit');

    await page.waitForURL('**/sign-sim/s/**', { timeout: 20_000 });
    expect(await page.locator('h1').innerText()).toBe('Signera dokument');
    expect(await wcagViolations(page)).toEqual([]);
    await press('sign-sim-sign');

    await page.waitForURL('**/insurance/*', { timeout: 20_000 });
    const table = page.getByTestId('insurance-in-force').getByTestId('insurance-beneficiaries');
    await table.waitFor({ timeout: 20_000 });
    expect(await table.innerText()).toContain('Anna Lindqvist');
    expect(await table.innerText()).toContain('50,00 %');
    expect(await page.getByTestId('insurance-pending').count()).toBe(0);

    const docs = page.getByTestId('insurance-doc');
    await docs.nth(1).waitFor({ timeout: 20_000 });
    expect(await docs.first().innerText()).toBe('Försäkringsbrev');
    const signed = await page.request.get((await docs.last().getAttribute('href'))!);
    expect(signed.status()).toBe(200);
    expect(signed.headers()['content-type']).toBe('application/pdf');
    const merged = await page.request.get((await page.getByTestId('insurance-merged').getAttribute('href'))!);
    expect(
      Buffer.from(await merged.body())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await wcagViolations(page)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
