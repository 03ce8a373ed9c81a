import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const sek = (value: number) => ({ value, currency: 'SEK' });

const account = (accid: number, alias: string, blocked = false) => ({
  accid,
  accno: `1234-${accid}`,
  alias,
  type: 'ISK',
  symbol: 'SEK',
  is_blocked: blocked,
  account_code: 'ISK',
  atyid: 1,
  default: accid === 1,
});

const info = (accid: number, ownCapital: number) => ({
  accid,
  account_currency: 'SEK',
  account_sum: sek(1000),
  trading_power: sek(900),
  own_capital: sek(ownCapital),
  full_marketvalue: sek(ownCapital - 1000),
  reserved: { fund_orders: sek(100) },
});

const fundPosition = {
  accid: 1,
  accno: '1234-1',
  instrument: {
    instrument_id: 501,
    name: 'Nordic Index Fund',
    symbol: 'NIF',
    currency: 'SEK',
    instrument_group_type: 'FND',
  },
  qty: 12.345678,
  acq_price: sek(100),
  acq_value_acc: sek(1000),
  last_price: sek(90),
  morning_price: sek(91),
  market_value: sek(900),
  market_value_acc: sek(900),
};

const baseRoutes: FakeRoutes = {
  'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
  'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
  'GET /api/2/accounts': { status: 200, body: [account(1, 'Savings'), account(2, 'Pension', true)] },
  'GET /api/2/accounts/1/info': { status: 200, body: info(1, 5000.1) },
  'GET /api/2/accounts/2/info': { status: 200, body: info(2, 2500.2) },
  'GET /api/2/accounts/1/positions': { status: 200, body: [fundPosition] },
  'GET /api/2/accounts/2/positions': { status: 200, body: [] },
};

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('overview', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows every account with its figures, holdings and the total own capital', async () => {
    renderApp(fakeFetch(baseRoutes), '/overview');

    const savings = await screen.findByTestId('account-1');
    expect(within(savings).getByRole('heading', { name: 'Savings' })).toBeTruthy();
    expect(within(savings).getByTestId('account-number').textContent).toBe('1234-1');
    expect(plain((await within(savings).findByTestId('account-own-capital')).textContent)).toBe(
      'SEK 5,000.10',
    );

    const row = await within(savings).findByTestId('position-501');
    expect(within(row).getByTestId('position-quantity').textContent).toBe('12.3457');
    expect(plain(within(row).getByTestId('position-market-value').textContent)).toBe('SEK 900.00');
    const result = within(row).getByTestId('position-return');
    expect(plain(result.textContent)).toBe('▼-SEK 100.00-10.00%');
    expect(result.className).toContain('return-loss');

    const pension = screen.getByTestId('account-2');
    expect(within(pension).getByTestId('account-blocked').textContent).toBe('Blocked');
    expect(await within(pension).findByTestId('positions-empty')).toBeTruthy();

    await waitFor(() =>
      expect(plain(screen.getByTestId('own-capital-total').textContent)).toBe('SEK 7,500.30'),
    );
  });

  it('says so when the customer has no accounts', async () => {
    renderApp(fakeFetch({ ...baseRoutes, 'GET /api/2/accounts': { status: 200, body: [] } }), '/overview');
    expect(await screen.findByText('You have no accounts yet')).toBeTruthy();
  });

  it('shows an error inside the one account that failed, with a retry', async () => {
    let attempts = 0;
    renderApp(
      fakeFetch({
        ...baseRoutes,
        'GET /api/2/accounts/2/info': () =>
          ++attempts === 1
            ? { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } }
            : { status: 200, body: info(2, 2500.2) },
      }),
      '/overview',
    );
    const pension = await screen.findByTestId('account-2');
    const error = await within(pension).findByTestId('account-error');
    expect(error.textContent).toContain('This account could not be loaded.');
    expect(within(screen.getByTestId('account-1')).queryByTestId('account-error')).toBeNull();

    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(plain((await within(pension).findByTestId('account-own-capital')).textContent)).toBe(
      'SEK 2,500.20',
    );
  });

  it('returns to the login page when the session has expired', async () => {
    renderApp(
      fakeFetch({
        ...baseRoutes,
        'GET /api/2/accounts': { status: 401, body: { code: 'UNAUTHORIZED', message: 'expired' } },
      }),
      '/overview',
    );
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(screen.getByTestId('session-ended').textContent).toBe(
      'Your session has ended. Please log in again.',
    );
  });

  it('sends a logged-out visitor to the login page', async () => {
    renderApp(
      fakeFetch({
        'GET /nnxapi/authentication/v2/sessions/verify': { status: 200, body: { loggedIn: false } },
      }),
      '/overview',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeTruthy();
  });

  it('switches language at once and remembers it on the server', async () => {
    const bodies: unknown[] = [];
    renderApp(
      fakeFetch({
        ...baseRoutes,
        'PUT /nnxapi/customer/v1/profile-settings': (init) => {
          bodies.push(JSON.parse(String(init.body)));
          return {
            status: 200,
            body: { meta: { lang: 'da', locale: 'da-DK', countryCode: 'SE', tld: 'se' } },
          };
        },
      }),
      '/overview',
    );
    expect((await screen.findByTestId('page-title')).textContent).toBe('Overview');
    // On a wide screen the language switcher is in the account menu.
    fireEvent.click(screen.getByTestId('account-menu-button'));
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'da' } });
    expect(screen.getByTestId('page-title').textContent).toBe('Oversigt');
    expect(document.documentElement.lang).toBe('da-DK');
    await waitFor(() => expect(bodies).toEqual([{ lang: 'da' }]));
    expect(localStorage.getItem('broker.lang')).toBe('da');
  });

  it('shows a translated page for an unknown address', async () => {
    localStorage.setItem('broker.lang', 'nb');
    renderApp(
      fakeFetch({
        'GET /nnxapi/authentication/v2/sessions/verify': { status: 200, body: { loggedIn: false } },
      }),
      '/nope',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeTruthy();
  });
});
