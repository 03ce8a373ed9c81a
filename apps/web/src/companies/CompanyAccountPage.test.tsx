import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const startOver = vi.hoisted(() => vi.fn());
vi.mock('./start-over', () => ({ startOver }));

const LOOKUP = 'GET /nnxapi/customer/v1/companies/lookup';
const OPEN = 'POST /nnxapi/customer/v1/companies';
const LIST = 'GET /nnxapi/customer/v1/companies';

const company = {
  orgNumber: '559012-3450',
  name: 'Ekström Design AB',
  legalForm: 'AB',
  status: 'ACTIVE',
  registeredOn: '2019-09-16',
  address: { street: 'Kungsgatan 7', postalCode: '411 19', city: 'Göteborg' },
};
const mayOpen: FakeReply = { status: 200, body: { company, role: 'CHAIR', refusal: null } };
const opened: FakeReply = {
  status: 201,
  body: {
    company: { customerNo: '1009001', name: 'Ekström Design AB', orgNumber: '559012-3450', since: 1 },
    accid: 77,
    accno: '90012345',
  },
};

function start(lang: 'en' | 'sv', country: string, over: FakeRoutes = {}, path = '/companies/new') {
  const fake = fakeFetch({
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply(lang, country, lang), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    [LIST]: { status: 200, body: { companies: [], actingPerson: null } },
    [LOOKUP]: mayOpen,
    [OPEN]: opened,
    ...over,
  });
  renderApp(fake, path);
  return fake;
}

async function lookUp(number: string) {
  fireEvent.change(await screen.findByTestId('company-org-number'), { target: { value: number } });
  fireEvent.click(screen.getByTestId('company-lookup'));
}

describe('company account page', () => {
  beforeEach(() => startOver.mockReset());
  afterEach(cleanup);

  it('names the number as the customer’s country does and shows the company with the customer’s role', async () => {
    start('sv', 'SE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Öppna företagskonto' })).toBeTruthy();
    expect(screen.getByLabelText('Organisationsnummer')).toBeTruthy();
    await lookUp('5590123450');
    const card = await screen.findByTestId('company-card');
    expect(within(card).getByRole('heading', { name: 'Ekström Design AB' })).toBeTruthy();
    expect(card.textContent).toContain('Kungsgatan 7, 411 19 Göteborg');
    expect(screen.getByTestId('company-role').textContent).toBe('Styrelseordförande');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('company-name')));
    expect(screen.getByTestId('company-submit')).toBeTruthy();
  });

  it('says why a company cannot be opened online, with no form to open it', async () => {
    start('en', 'SE', {
      [LOOKUP]: {
        status: 200,
        body: { company, role: 'BOARD_MEMBER', refusal: 'COMPANY_SIGNATORY_REQUIRED' },
      },
    });
    expect(screen.queryByLabelText('CVR number')).toBeNull();
    await lookUp('969876-5436');
    expect((await screen.findByTestId('company-refusal')).textContent).toBe(
      'Only a person who signs for the company alone can open its account online. Contact us and we will help.',
    );
    expect(screen.queryByTestId('company-submit')).toBeNull();
  });

  it('shows a bad number, an unknown company and an unreachable register by the field', async () => {
    let reply: FakeReply = {
      status: 422,
      body: {
        code: 'ORG_NUMBER_INVALID',
        fields: [{ code: 'ORG_NUMBER_INVALID', field: 'query.orgNumber' }],
      },
    };
    start('en', 'DK', { [LOOKUP]: () => reply });
    const input = await screen.findByLabelText('CVR number');
    await lookUp('12345678');
    const error = await screen.findByTestId('company-org-number-error');
    expect(error.textContent).toBe('That is not a valid number. Check the digits.');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);

    reply = { status: 404, body: { code: 'COMPANY_NOT_FOUND' } };
    fireEvent.click(screen.getByTestId('company-lookup'));
    await waitFor(() =>
      expect(screen.getByTestId('company-org-number-error').textContent).toBe(
        'The register has no company with that number.',
      ),
    );
    reply = { status: 503, body: { code: 'COMPANY_REGISTER_UNAVAILABLE' } };
    fireEvent.click(screen.getByTestId('company-lookup'));
    await waitFor(() =>
      expect(screen.getByTestId('company-org-number-error').textContent).toBe(
        'The register of companies cannot be reached just now. Try again in a moment.',
      ),
    );
  });

  it('puts the server’s refusals of owners and LEI on their inputs, in the customer’s language', async () => {
    const bodies: unknown[] = [];
    let reply: FakeReply = {
      status: 400,
      body: {
        code: 'BENEFICIAL_OWNER_INVALID',
        fields: [
          { code: 'BENEFICIAL_OWNER_INVALID', field: 'beneficialOwners.1.share' },
          { code: 'BENEFICIAL_OWNER_INVALID', field: 'beneficialOwners.0.birthDate' },
        ],
      },
    };
    start('sv', 'SE', {
      [OPEN]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return reply;
      },
    });
    await lookUp('5590123450');
    fireEvent.click(await screen.findByTestId('company-owners-some'));
    fireEvent.change(screen.getByTestId('owner-0-name'), { target: { value: 'Johan Ekström' } });
    fireEvent.change(screen.getByTestId('owner-0-birth-date'), { target: { value: '1982-06-31' } });
    fireEvent.change(screen.getByTestId('owner-0-share'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('company-owner-add'));
    fireEvent.change(await screen.findByTestId('owner-1-name'), { target: { value: 'Eva Ekström' } });
    fireEvent.change(screen.getByTestId('owner-1-birth-date'), { target: { value: '1984-02-01' } });
    fireEvent.change(screen.getByTestId('owner-1-share'), { target: { value: '25,5' } });
    fireEvent.click(screen.getByTestId('owner-1-pep'));
    fireEvent.click(screen.getByTestId('company-submit'));

    const share = screen.getByTestId('owner-1-share');
    await waitFor(() => expect(share.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(share.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Skriv en andel över 25 och högst 100, med högst två decimaler.',
    );
    const birth = screen.getByTestId('owner-0-birth-date');
    expect(document.getElementById(birth.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Skriv ett riktigt födelsedatum som ÅÅÅÅ-MM-DD.',
    );
    // The first field the server named takes the focus.
    expect(document.activeElement).toBe(share);
    expect(bodies[0]).toEqual({
      orgNumber: '559012-3450',
      beneficialOwners: [
        { name: 'Johan Ekström', birthDate: '1982-06-31', share: '60', pep: false },
        { name: 'Eva Ekström', birthDate: '1984-02-01', share: '25.5', pep: true },
      ],
      noneAbove25: false,
      lei: null,
    });

    reply = {
      status: 400,
      body: { code: 'LEI_INVALID', fields: [{ code: 'LEI_INVALID', field: 'body.lei' }] },
    };
    fireEvent.click(screen.getByTestId('company-owners-none'));
    fireEvent.change(screen.getByTestId('company-lei'), { target: { value: 'NOTALEI' } });
    fireEvent.click(screen.getByTestId('company-submit'));
    expect((await screen.findByTestId('company-lei-error')).textContent).toBe(
      'Det är ingen giltig LEI. Kontrollera de 20 tecknen.',
    );
    expect(screen.getByTestId('company-lei').getAttribute('aria-describedby')).toContain(
      screen.getByTestId('company-lei-error').id,
    );
    expect(bodies[1]).toMatchObject({ beneficialOwners: [], noneAbove25: true, lei: 'NOTALEI' });

    reply = {
      status: 422,
      body: {
        code: 'BENEFICIAL_OWNER_PEP',
        fields: [{ code: 'BENEFICIAL_OWNER_PEP', field: 'body.beneficialOwners' }],
      },
    };
    fireEvent.click(screen.getByTestId('company-submit'));
    expect((await screen.findByTestId('company-owners-error')).textContent).toContain(
      'När en huvudman är i politiskt utsatt ställning',
    );
  });

  it('opens the account and switches to the company, starting the app over', async () => {
    const fake = start('en', 'SE', {
      'POST /nnxapi/authentication/v2/companies/1009001/session': {
        status: 200,
        body: { customerNo: '1009001' },
      },
    });
    await lookUp('5590123450');
    fireEvent.click(await screen.findByTestId('company-owners-some'));
    fireEvent.change(screen.getByTestId('owner-0-name'), { target: { value: 'Johan Ekström' } });
    fireEvent.change(screen.getByTestId('owner-0-birth-date'), { target: { value: '1982-06-30' } });
    fireEvent.change(screen.getByTestId('owner-0-share'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('company-submit'));
    expect((await screen.findByTestId('company-opened-text')).textContent).toBe(
      'Ekström Design AB now has an account with us, account number 90012345.',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'The company account is open' }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to Ekström Design AB' }));
    await waitFor(() => expect(startOver).toHaveBeenCalledTimes(1));
    expect(fake.calls).toContain('POST /nnxapi/authentication/v2/companies/1009001/session');
  });
});

describe('acting for a company', () => {
  beforeEach(() => startOver.mockReset());
  afterEach(cleanup);

  it('shows a banner with the way back to the person, and no company links in the menu', async () => {
    const fake = start(
      'en',
      'SE',
      {
        [LIST]: {
          status: 200,
          body: { companies: [], actingPerson: { firstName: 'Johan', lastName: 'Ekström' } },
        },
        'POST /nnxapi/authentication/v2/companies/return': { status: 200, body: { customerNo: '1' } },
      },
      '/settings/invite',
    );
    const banner = await screen.findByTestId('acting-banner');
    expect(banner.textContent).toContain('You are acting for Test Customer');
    fireEvent.click(screen.getByTestId('account-menu-button'));
    await screen.findByTestId('account-menu');
    expect(screen.queryByTestId('account-menu-open-company')).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'Back to Johan Ekström' }));
    await waitFor(() => expect(startOver).toHaveBeenCalledTimes(1));
    expect(fake.calls).toContain('POST /nnxapi/authentication/v2/companies/return');
  });

  it('offers the person a switch to each company they represent', async () => {
    const fake = start(
      'sv',
      'SE',
      {
        [LIST]: {
          status: 200,
          body: {
            companies: [
              { customerNo: '1009001', name: 'Ekström Design AB', orgNumber: '559012-3450', since: 1 },
            ],
            actingPerson: null,
          },
        },
        'POST /nnxapi/authentication/v2/companies/1009001/session': {
          status: 200,
          body: { customerNo: '1009001' },
        },
      },
      '/settings/invite',
    );
    fireEvent.click(await screen.findByTestId('account-menu-button'));
    expect((await screen.findByTestId('account-menu-open-company')).textContent).toBe('Öppna företagskonto');
    expect(screen.queryByTestId('acting-banner')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Byt till Ekström Design AB' }));
    await waitFor(() => expect(startOver).toHaveBeenCalledTimes(1));
    expect(fake.calls).toContain('POST /nnxapi/authentication/v2/companies/1009001/session');
  });
});
