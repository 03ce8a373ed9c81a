import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagViolations } from './axe-scan';
import { freshPages } from './fresh-pages';
import { WAIT, contactSteps, identify, next, pressNext, start, typeInto } from './signup-steps';

/**
 * Onboarding case (spec 001 §7.5 "Onboarding"): a new Swedish person identified by the simulated
 * BankID signs up with high-risk answers (politically exposed), and instead of a dead end the
 * sign-up page opens their case: two tasks, each answered with a PDF and sent by keyboard, after
 * which the case is under review. Staff then find it in the desk's queue, open it (the applicant's
 * files are there) and approve it by keyboard; the applicant's sign-up page then routes to the
 * login. No axe violations.
 */
const NORA = '197904234486';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

const { newPage, pageErrors } = freshPages();

/** The steps from the name to the last CDD page, the PEP question answered "yes, myself". */
async function highRiskSteps(page: Page): Promise<void> {
  // The eID's first name is chosen once the step's related data is in.
  await expect.poll(() => page.locator('input[name="givenName"]:checked').count(), WAIT).toBe(1);
  await next(page, 'BIRTH_DETAILS');
  await typeInto(page, 'Födelseort', 'Lund');
  await next(page, 'ADDRESS_DETAILS');
  await typeInto(page, 'Gatuadress', 'Storgatan 1');
  await typeInto(page, 'Postnummer', '11325');
  await expect.poll(() => page.getByLabel('Postort', { exact: true }).inputValue(), WAIT).toBe('Stockholm');
  await next(page, 'MILESTONE_TWO');
  await next(page, 'RESIDENCY');
  await next(page, 'CITIZENSHIP');
  await next(page, 'US_TAX');
  await page.getByTestId('signup-us-no').focus();
  await page.keyboard.press('Space');
  await next(page, 'TAX_INFO');
  await typeInto(page, 'Skatteregistreringsnummer (TIN) i land 1', '790423-4486');
  await next(page, 'MILESTONE_THREE');
  await next(page, 'KYC');
  for (let pageNo = 1; ; pageNo++) {
    await expect
      .poll(() => page.getByTestId('signup-kyc-page').innerText(), WAIT)
      .toContain(`Sida ${pageNo} av`);
    for (const fieldset of await page.locator('.signup-step fieldset').all()) {
      const pep = fieldset.locator('input[value="YES_SELF"]');
      await ((await pep.count()) > 0 ? pep : fieldset.locator('input').first()).check();
    }
    const text = await page.getByTestId('signup-kyc-page').innerText();
    const [, n, total] = /(\d+) av (\d+)/.exec(text)!;
    // The last page's Next sends the answers: high risk, so the case's screen comes instead.
    await pressNext(page);
    if (n === total) break;
  }
}

// The whole wizard, step by step by keyboard: past a minute on a busy two-core machine.
describe('Onboarding case', { timeout: 180_000 }, () => {
  let page: Page;

  it('a high-risk applicant sends a PDF to each task of their case, which then waits for review', async () => {
    page = await newPage();
    await identify(page, NORA);
    await start(page);
    await contactSteps(page);
    await highRiskSteps(page);

    // The case is made by itself on the high-risk screen, with its two tasks.
    const panel = page.getByTestId('onboarding-case');
    await panel.waitFor(WAIT);
    expect(await panel.getAttribute('data-status')).toBe('OPEN');
    expect(await page.getByTestId('onboarding-case-status').innerText()).toMatch(
      /^Innan vi kan öppna ditt konto/,
    );
    const tasks = ['PROVIDE_SOURCE_OF_FUNDS', 'PROVIDE_ID_DOCUMENT'];
    for (const type of tasks) await page.getByTestId(`crm-task-${type}`).waitFor(WAIT);
    expect(await wcagViolations(page)).toEqual([]);

    for (const [i, type] of tasks.entries()) {
      const task = page.getByTestId(`crm-task-${type}`);
      await task.getByTestId('crm-file-input').setInputFiles({
        name: `underlag-${i + 1}.pdf`,
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await task.getByTestId('crm-upload').focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => task.getByTestId('crm-file-link').innerText(), WAIT)
        .toBe(`underlag-${i + 1}.pdf`);
      // The prospect's own file downloads with the sign-up's session.
      const href = await task.getByTestId('crm-file-link').getAttribute('href');
      const download = await page.request.get(href!);
      expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
      await task.getByTestId('crm-submit').focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => task.getByTestId('crm-task-status').innerText(), WAIT)
        .toBe('Skickat för granskning');
    }

    await expect.poll(() => panel.getAttribute('data-status'), WAIT).toBe('SUBMITTED');
    expect(await page.getByTestId('onboarding-case-status').innerText()).toMatch(/^Granskas\./);
    expect(await page.getByTestId('crm-file-input').count()).toBe(0);
    // Routing still manual support while the case waits.
    const routing = await (await page.request.get('/nnxapi/customer/v1/routing-status')).json();
    expect(routing.status).toBe('MANUAL_SUPPORT');
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('staff approve the case at the desk by keyboard; the applicant is sent to log in', async () => {
    const status = await (await page.request.get('/nnxapi/crm/v1/onboarding/status')).json();
    const caseId = status.case.id as number;
    const desk = await newPage();
    await desk.goto('/desk');
    await desk.getByTestId('desk-username').focus();
    await desk.keyboard.type('desk-compliance');
    await desk.keyboard.press('Tab');
    await desk.keyboard.type('demo1234');
    await desk.keyboard.press('Enter');
    const row = desk.getByTestId(`desk-case-${caseId}`);
    await row.waitFor(WAIT);
    await row.getByTestId('desk-item-link').focus();
    await desk.keyboard.press('Enter');
    await desk.getByTestId('desk-case-title').waitFor(WAIT);
    expect(await desk.getByTestId('desk-file-link').count()).toBe(2);
    expect(await wcagViolations(desk)).toEqual([]);
    await desk.getByTestId('desk-decide-submit').focus();
    await desk.keyboard.press('Enter');
    await desk.getByTestId('desk-decision-customer').waitFor(WAIT);
    expect(await wcagViolations(desk)).toEqual([]);

    // The applicant's next visit routes to the login (the eID now finds the customer).
    await page.reload();
    await page.getByTestId('signup-login').waitFor(WAIT);
    const routing = await (await page.request.get('/nnxapi/customer/v1/routing-status')).json();
    expect(routing.status).toBe('LOGIN');
  });

  it('the page scripts raised no errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
