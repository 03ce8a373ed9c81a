import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NOT_LOGGED_IN, fakeFetch, sessionReply } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const VERIFY = 'GET /nnxapi/authentication/v2/sessions/verify';

const indexHtml =
  Object.values(
    import.meta.glob<string>('../../index.html', { query: '?raw', import: 'default', eager: true }),
  )[0] ?? '';

describe('document title', () => {
  beforeEach(() => {
    localStorage.clear();
    document.title = 'Nordbroker';
  });
  afterEach(cleanup);

  it('index.html starts in the default locale sv-SE under the app name, until the app takes over', () => {
    expect(indexHtml).toMatch(/<html lang="sv-SE">/);
    expect(indexHtml).toMatch(/<title>Nordbroker<\/title>/);
  });

  it('names the login page in Swedish by default', async () => {
    renderApp(fakeFetch({ [VERIFY]: NOT_LOGGED_IN }), '/login');
    await screen.findByTestId('login-form');
    await waitFor(() => expect(document.title).toBe('Logga in – Nordbroker'));
  });

  it('names the overview in the customer’s language and follows a language switch', async () => {
    renderApp(
      fakeFetch({
        [VERIFY]: { ...sessionReply('sv', 'SE', 'sv-SE'), status: 200 },
        'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
        'GET /api/2/accounts': { status: 200, body: [] },
        'PUT /nnxapi/customer/v1/profile-settings': { status: 200, body: {} },
      }),
      '/overview',
    );
    await screen.findByTestId('page-title');
    await waitFor(() => expect(document.title).toBe('Översikt – Nordbroker'));

    fireEvent.click(screen.getByTestId('account-menu-button'));
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'fi' } });
    await waitFor(() => expect(document.title).toBe('Yleiskatsaus – Nordbroker'));
  });

  it('names an unknown address as such', async () => {
    localStorage.setItem('broker.lang', 'nb');
    renderApp(fakeFetch({ [VERIFY]: NOT_LOGGED_IN }), '/nope');
    await screen.findByTestId('not-found');
    await waitFor(() => expect(document.title).toBe('Fant ikke siden – Nordbroker'));
  });
});
