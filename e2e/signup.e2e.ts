import { describe, expect, it } from 'vitest';
import { wcagViolations } from './axe-scan';
import { freshPages } from './fresh-pages';
import { WAIT, contactSteps, identify, next, pressNext, start, typeInto, waitForStep } from './signup-steps';

/**
 * Sign-up (issue 16; spec 001 §7.20): a new Swedish person identified by the simulated BankID (on
 * this device) becomes a customer through the wizard by keyboard, in Swedish: a bad email and
 * mobile number are refused on their fields, the postal code fills in the town, the CDD pages are
 * answered one by one, an ISK is opened and the person lands on the overview as the new customer
 * with the account, ready to deposit. Another person leaves half-way and, identified again, resumes
 * at the same step. No axe violations on the wizard's steps.
 */
/** New people the simulated BankID knows (eid-simulator/test-persons.ts), adults, not customers. */
const LINA = '199208115569';
const ERIK = '198803141236';

const { newPage, pageErrors } = freshPages();

// The whole wizard, step by step by keyboard: past a minute on a busy two-core machine.
describe('Sign-up', { timeout: 180_000 }, () => {
  it('a new person identified by BankID opens an ISK through the wizard and lands on the overview', async () => {
    const page = await newPage();
    await identify(page, LINA);
    await start(page);
    expect(await page.getByTestId('signup-progress-step').innerText()).toBe('Steg 1 av 17');
    expect(await wcagViolations(page)).toEqual([]);

    // Refused on their fields, in Swedish, the first refused field focused.
    await typeInto(page, 'E-postadress', 'lina@');
    await typeInto(page, 'Mobilnummer', '08-123 456 78');
    await pressNext(page);
    await expect
      .poll(() => page.getByTestId('signup-error-email').innerText(), WAIT)
      .toBe('Ange en e-postadress, till exempel namn@exempel.se.');
    expect(await page.getByTestId('signup-error-mobile').innerText()).toBe(
      'Ange ett nordiskt mobilnummer, till exempel 070-123 45 67.',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await page.getByLabel('E-postadress', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await wcagViolations(page)).toEqual([]);
    // The eID's first names held back: until they come the step offers no Next, which would send
    // no name and be refused.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/signup/v1/steps/NAME_DETAILS/related-data', async (route) => {
      await held;
      await route.continue();
    });
    await contactSteps(page);
    await page.getByTestId('signup-step').getByRole('status').waitFor(WAIT);
    expect(await page.getByTestId('signup-next').count()).toBe(0);
    release();

    // The given name is chosen among the eID's first names (one here, chosen already).
    await page.getByRole('radio', { name: 'Lina' }).waitFor(WAIT);
    expect(await page.getByRole('radio', { name: 'Lina' }).isChecked()).toBe(true);
    await next(page, 'BIRTH_DETAILS');
    expect(await page.getByTestId('signup-birth-date').innerText()).toBe('1992-08-11');
    await typeInto(page, 'Födelseort', 'Uppsala');
    await next(page, 'ADDRESS_DETAILS');
    await typeInto(page, 'Gatuadress', 'Storgatan 1');
    await typeInto(page, 'Postnummer', '11325');
    // Auto-complete: the town of the postal code.
    await expect.poll(() => page.getByLabel('Postort', { exact: true }).inputValue(), WAIT).toBe('Stockholm');
    expect(await page.getByLabel('Postnummer', { exact: true }).inputValue()).toBe('113 25');
    await next(page, 'MILESTONE_TWO');
    await next(page, 'RESIDENCY');
    await next(page, 'CITIZENSHIP');
    await next(page, 'US_TAX');
    await page.getByTestId('signup-us-no').focus();
    await page.keyboard.press('Space');
    await next(page, 'TAX_INFO');
    await typeInto(page, 'Skatteregistreringsnummer (TIN) i land 1', '920811-5569');
    await next(page, 'MILESTONE_THREE');
    await next(page, 'KYC');

    // The CDD pages: the first option of every question, not politically exposed.
    for (let pageNo = 1; ; pageNo++) {
      await expect
        .poll(() => page.getByTestId('signup-kyc-page').innerText(), WAIT)
        .toContain(`Sida ${pageNo} av`);
      if (pageNo === 1) expect(await wcagViolations(page)).toEqual([]);
      for (const fieldset of await page.locator('.signup-step fieldset').all()) {
        const no = fieldset.locator('input[value="NO"]');
        await ((await no.count()) > 0 ? no : fieldset.locator('input').first()).check();
      }
      const text = await page.getByTestId('signup-kyc-page').innerText();
      const [, n, total] = /(\d+) av (\d+)/.exec(text)!;
      if (n === total) break;
      await pressNext(page);
    }
    await next(page, 'MILESTONE_FOUR');
    await next(page, 'ACCOUNT_PICKER');
    expect(await page.getByTestId('signup-account-PrivateBasic').isChecked()).toBe(true);
    expect(await page.getByTestId('signup-account-CompanyBasicODD').isDisabled()).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);
    await next(page, 'ACCOUNT_ALIAS');
    await typeInto(page, 'Namn på ditt ISK-konto', 'Mitt sparande');
    await next(page, 'MARKETING_CONSENT');
    await pressNext(page);

    // The new customer's overview, with the ISK.
    await page.waitForURL('**/overview', WAIT);
    const state = await (await page.request.get('/nnxapi/authentication/v2/sessions/verify')).json();
    expect(state).toMatchObject({ loggedIn: true, customer: { name: 'Lina Ström', countryCode: 'SE' } });
    const card = page.locator('.account-card').filter({ hasText: 'Mitt sparande' });
    await card.waitFor(WAIT);
    expect(await card.getByTestId('account-type').innerText()).toBe('ISK');
    expect(await card.getByTestId('account-number').innerText()).toMatch(/^\d{8}$/);
  });

  it('a person who leaves half-way resumes at the same step when identified again', async () => {
    const first = await newPage();
    await identify(first, ERIK);
    await start(first);
    await contactSteps(first);
    await first.context().close();

    const again = await newPage();
    await identify(again, ERIK);
    await waitForStep(again, 'NAME_DETAILS');
    expect(await again.getByTestId('signup-progress-step').innerText()).toBe('Steg 4 av 17');
    // What was given before is there on the way back.
    await again.getByTestId('signup-back').focus();
    await again.keyboard.press('Enter');
    await waitForStep(again, 'MILESTONE_ONE');
    await again.getByTestId('signup-back').click();
    await again.getByTestId('signup-back').click();
    await waitForStep(again, 'CONTACT_INFO');
    expect(await again.getByLabel('E-postadress', { exact: true }).inputValue()).toBe('lina@example.se');
    expect(await again.getByLabel('Mobilnummer', { exact: true }).inputValue()).toBe('+46701234567');
  });

  it('the page scripts raised no errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
