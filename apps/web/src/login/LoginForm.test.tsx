import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NOT_LOGGED_IN, fakeFetch, sessionReply, type FakeReply } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const VERIFY = 'GET /nnxapi/authentication/v2/sessions/verify';
const LOGIN = 'POST /nnxapi/authentication/v2/sessions';

function fillAndSubmit(username = 'demo-se', password = 'wrong') {
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

async function loginWith(reply: FakeReply | (() => never)) {
  const fetchFn = fakeFetch({
    [VERIFY]: NOT_LOGGED_IN,
    [LOGIN]: typeof reply === 'function' ? reply : () => reply,
  });
  renderApp(fetchFn, '/login');
  await screen.findByTestId('login-form');
  fillAndSubmit();
  return fetchFn;
}

describe('login form', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('speaks Swedish by default (spec 001 §9)', async () => {
    renderApp(fakeFetch({ [VERIFY]: NOT_LOGGED_IN }), '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeTruthy();
    expect(screen.getByLabelText('Användarnamn')).toBeTruthy();
    expect((screen.getByTestId('login-country') as HTMLSelectElement).value).toBe('SE');
    expect(document.documentElement.lang).toBe('sv-SE');
  });

  it('shows the translated error when the credentials are rejected', async () => {
    const fetchFn = await loginWith({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' },
    });
    expect((await screen.findByTestId('login-error')).textContent).toBe('Fel användarnamn eller lösenord');
    expect(fetchFn.calls).toContain(LOGIN);
    expect(screen.getByTestId('login-form')).toBeTruthy();
  });

  it('shows the error in the language the visitor chose', async () => {
    localStorage.setItem('broker.lang', 'en');
    await loginWith({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'nope' } });
    expect((await screen.findByTestId('login-error')).textContent).toBe('Wrong username or password');
  });

  it('tells the visitor to wait after too many attempts', async () => {
    localStorage.setItem('broker.lang', 'en');
    await loginWith({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS', message: 'slow down' } });
    expect((await screen.findByTestId('login-error')).textContent).toMatch(/^Too many login attempts/);
  });

  it('reports a network failure as such', async () => {
    localStorage.setItem('broker.lang', 'en');
    await loginWith(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await screen.findByTestId('login-error')).textContent).toMatch(/^Could not reach the server/);
  });

  it('asks for missing fields without calling the server', async () => {
    localStorage.setItem('broker.lang', 'en');
    const fetchFn = fakeFetch({ [VERIFY]: NOT_LOGGED_IN });
    renderApp(fetchFn, '/login');
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('Enter your username')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(fetchFn.calls).not.toContain(LOGIN);
  });

  it('goes to the overview in the customer’s language after login', async () => {
    const fetchFn = fakeFetch({
      [VERIFY]: NOT_LOGGED_IN,
      [LOGIN]: sessionReply('fi', 'FI', 'fi-FI'),
      'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
      'GET /api/2/accounts': { status: 200, body: [] },
    });
    renderApp(fetchFn, '/login');
    await screen.findByTestId('login-form');
    fillAndSubmit('demo-fi', 'demo1234');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Yleiskatsaus');
    expect(await screen.findByText('Sinulla ei ole vielä tilejä')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fi-FI'));
    expect(fetchFn.calls).toContain('GET /api/2/accounts');
  });
});
