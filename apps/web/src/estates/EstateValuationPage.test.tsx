import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOT_LOGGED_IN, fakeFetch, type FakeReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const startOver = vi.hoisted(() => vi.fn());
vi.mock('../companies/start-over', () => ({ startOver }));

const VERIFY = 'GET /nnxapi/authentication/v2/sessions/verify';
const COMPANIES = 'GET /nnxapi/customer/v1/companies';
const VALUATION = 'GET /nnxapi/customer/v1/estate/valuation';

/** A logged-in session in Swedish: the estate of Anna Andersson (EST), or a living person (NAT). */
function session(personType: 'NAT' | 'EST', name: string): FakeReply {
  return {
    status: 200,
    body: {
      loggedIn: true,
      expiresAt: Date.now() + 3_600_000,
      meta: { lang: 'sv', locale: 'sv', countryCode: 'SE', tld: 'se' },
      customer: { customerId: 1, name, countryCode: 'SE', segment: 'RETAIL', tier: null, personType },
    },
  };
}

const VALUED = {
  name: 'Anna Andersson',
  diedOn: '2026-05-01',
  accounts: [
    {
      accid: 11,
      accno: '10045001',
      type: 'ISK',
      alias: 'Sparkonto',
      cash: { value: 1250.5, currency: 'SEK' },
      holdings: [
        {
          name: 'Volvo B',
          isin: 'SE0000115446',
          quantity: 100,
          price: { value: 251.3, currency: 'SEK' },
          priceDay: '2026-04-30',
          value: { value: 25130, currency: 'SEK' },
        },
        {
          name: 'Avnoterad AB',
          isin: 'SE0000000001',
          quantity: 5,
          price: null,
          priceDay: null,
          value: null,
        },
      ],
      total: { value: 26380.5, currency: 'SEK' },
    },
    {
      accid: 12,
      accno: '10045002',
      type: 'KF',
      alias: 'Kapitalförsäkring',
      cash: { value: 0, currency: 'SEK' },
      holdings: [],
      total: { value: 0, currency: 'SEK' },
    },
  ],
};

function start(routes: FakeRoutes, path: string) {
  const fake = fakeFetch({
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    ...routes,
  });
  renderApp(fake, path);
  return fake;
}

/** Johan Ekström's login acting for Anna Andersson's estate, whose valuation is VALUED. */
const actingForEstate = (): FakeRoutes => ({
  [VERIFY]: session('EST', 'Anna Andersson'),
  [COMPANIES]: {
    status: 200,
    body: { companies: [], actingPerson: { firstName: 'Johan', lastName: 'Ekström' } },
  },
  [VALUATION]: { status: 200, body: VALUED },
});

/** Text as a screen shows it: Intl writes narrow no-break spaces in numbers and amounts. */
const text = (element: Element) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('the estate’s valuation page', () => {
  beforeEach(() => {
    localStorage.clear();
    startOver.mockReset();
  });
  afterEach(cleanup);

  it('shows each account’s holdings on the day of death, cash and total, and links the PDF', async () => {
    start(actingForEstate(), '/estate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Värdering per dödsdagen' })).toBeTruthy();
    expect(screen.getByTestId('estate-name').textContent).toBe('Dödsbo efter Anna Andersson');
    expect(screen.getByTestId('estate-died-on').textContent).toBe('Dödsdag: 1 maj 2026');
    expect(screen.getByText(/får det sälja sina innehav eller flytta dem .*men inte köpa/)).toBeTruthy();
    expect(screen.getByText(/värderingen till bouppteckningen/)).toBeTruthy();
    expect(screen.getByTestId('estate-pdf').getAttribute('href')).toBe(
      '/nnxapi/customer/v1/estate/valuation/pdf?lang=sv',
    );

    const first = screen.getByTestId('estate-account-10045001');
    expect(within(first).getByRole('heading', { level: 2, name: 'Sparkonto' })).toBeTruthy();
    const table = within(first).getByRole('table', { name: 'Innehav på Sparkonto per dödsdagen' });
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual([
      'Innehav',
      'ISIN-kod',
      'Antal',
      'Kurs',
      'Kursdag',
      'Värde',
    ]);
    const volvo = within(table).getByTestId('estate-holding-SE0000115446');
    expect(within(volvo).getAllByRole('cell').map(text)).toEqual([
      'SE0000115446',
      '100',
      '251,30 kr',
      '30 apr. 2026',
      '25 130,00 kr',
    ]);
    const unpriced = within(table).getByTestId('estate-holding-SE0000000001');
    expect(within(unpriced).getAllByRole('cell').map(text)).toEqual([
      'SE0000000001',
      '5',
      'Ingen kurs',
      '–',
      'Ingen kurs',
    ]);
    expect(text(within(first).getByTestId('estate-cash'))).toBe('1 250,50 kr');
    expect(text(within(first).getByTestId('estate-total'))).toBe('26 380,50 kr');

    const second = screen.getByTestId('estate-account-10045002');
    expect(within(second).getByTestId('estate-no-holdings').textContent).toBe(
      'Kontot hade inga värdepapper på dödsdagen.',
    );
    expect(text(within(second).getByTestId('estate-total'))).toBe('0,00 kr');
  });

  it('says plainly that the page is an estate’s to anyone else', async () => {
    start(
      {
        [VERIFY]: session('NAT', 'Karin Lindqvist'),
        [COMPANIES]: { status: 200, body: { companies: [], actingPerson: null } },
        [VALUATION]: {
          status: 409,
          body: { code: 'NOT_AN_ESTATE', message: 'Only an estate has a valuation on the day of death' },
        },
      },
      '/estate',
    );
    expect((await screen.findByTestId('estate-not-an-estate')).textContent).toBe(
      'Den här sidan gäller ett dödsbo. Den visar värderingen när du företräder ett dödsbo.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('estate-pdf')).toBeNull();
  });
});

describe('acting for an estate', () => {
  beforeEach(() => {
    localStorage.clear();
    startOver.mockReset();
  });
  afterEach(cleanup);

  it('names the estate as the deceased’s in the banner, which links to the valuation, as does the menu', async () => {
    start(actingForEstate(), '/settings/invite');
    const banner = await screen.findByRole('region', { name: 'Du företräder ett dödsbo' });
    expect(banner.textContent).toContain('Du företräder Dödsbo efter Anna Andersson');
    const link = within(banner).getByRole('link', { name: 'Värdering per dödsdagen' });
    expect(link.getAttribute('href')).toBe('/estate');
    expect(within(banner).getByRole('button', { name: 'Tillbaka till Johan Ekström' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('account-menu-button'));
    const menu = await screen.findByTestId('account-menu');
    expect(within(menu).getByTestId('account-menu-estate').getAttribute('href')).toBe('/estate');
    expect(within(menu).queryByTestId('account-menu-open-company')).toBeNull();

    fireEvent.click(link);
    expect(await screen.findByTestId('estate-valuation')).toBeTruthy();
  });

  it('offers the representative the switch to the estate, named as the deceased’s', async () => {
    const fake = start(
      {
        [VERIFY]: session('NAT', 'Johan Ekström'),
        [COMPANIES]: {
          status: 200,
          body: {
            companies: [
              {
                customerNo: '1009001',
                name: 'Ekström Design AB',
                orgNumber: '559012-3450',
                since: 1,
                personType: 'JUR',
                diedOn: null,
              },
              {
                customerNo: '1004217',
                name: 'Anna Andersson',
                orgNumber: '',
                since: 2,
                personType: 'EST',
                diedOn: '2026-05-01',
              },
            ],
            actingPerson: null,
          },
        },
        'POST /nnxapi/authentication/v2/companies/1004217/session': {
          status: 200,
          body: { customerNo: '1004217' },
        },
      },
      '/settings/invite',
    );
    fireEvent.click(await screen.findByTestId('account-menu-button'));
    expect((await screen.findByTestId('account-menu-switch-1009001')).textContent).toBe(
      'Byt till Ekström Design AB',
    );
    const estate = screen.getByTestId('account-menu-switch-1004217');
    expect(estate.textContent).toBe('Byt till Dödsbo efter Anna Andersson');
    expect(screen.queryByTestId('acting-banner')).toBeNull();
    fireEvent.click(estate);
    await waitFor(() => expect(startOver).toHaveBeenCalledTimes(1));
    expect(fake.calls).toContain('POST /nnxapi/authentication/v2/companies/1004217/session');
  });
});

describe('a login as a customer who has died', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it.each([
    ['sv', 'Kunden har avlidit, så ingen kan längre logga in som kunden.'],
    ['en', 'The customer has died, so nobody logs in as them any more.'],
    ['fi', 'Asiakas on kuollut, joten kukaan ei voi enää kirjautua asiakkaana.'],
  ])('is refused with its own text in %s', async (lang, opening) => {
    localStorage.setItem('broker.lang', lang);
    start(
      {
        [VERIFY]: NOT_LOGGED_IN,
        'POST /nnxapi/authentication/v2/sessions': {
          status: 403,
          body: {
            code: 'LOGIN_OF_ESTATE',
            message: 'The customer has died; the estate is run by its representatives',
          },
        },
      },
      '/login',
    );
    fireEvent.change(await screen.findByTestId('login-username'), { target: { value: 'demo-se' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toMatch(new RegExp(`^${opening}`));
  });
});
