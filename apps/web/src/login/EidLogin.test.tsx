import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NOT_LOGGED_IN, fakeFetch, type FakeReply } from '../test/fake-api';
import { renderApp } from '../test/render-app';

/** The login page's eID choice against a fake API: focus after start and cancel, and a server without eID. */

const VERIFY = 'GET /nnxapi/authentication/v2/sessions/verify';
const START = 'POST /nnxapi/authentication/v2/bankid/orders';
const REF = '6a1bd4ad-3d4e-4d6c-9b5f-0c0d5f7c9a11';
const CANCEL = `DELETE /nnxapi/authentication/v2/bankid/orders/${REF}`;

const order = (status: string, hintCode?: string): FakeReply => ({
  status: status === 'pending' ? 201 : 200,
  body: {
    orderRef: REF,
    autoStartToken: '0b7a2f3c-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
    status,
    ...(hintCode ? { hintCode } : {}),
    qr: status === 'pending' ? ['bankid.x.0.aa', 'bankid.x.1.bb', 'bankid.x.2.cc'] : [],
    expiresAt: Date.now() + 180_000,
  },
});

describe('eID login', () => {
  beforeEach(() => localStorage.setItem('broker.lang', 'en'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('moves the focus to the hint once an order starts, and back to the start button after a cancel', async () => {
    renderApp(
      fakeFetch({
        [VERIFY]: NOT_LOGGED_IN,
        [START]: order('pending', 'outstandingTransaction'),
        [CANCEL]: order('failed', 'userCancel'),
      }),
      '/login',
    );
    const start = await screen.findByTestId('bankid-start');
    start.focus();
    fireEvent.click(start);
    const hint = await screen.findByTestId('bankid-hint');
    await waitFor(() => expect(document.activeElement).toBe(hint));
    expect(hint.textContent).toBe('Start the BankID app and scan the QR code.');

    const cancel = screen.getByTestId('bankid-cancel');
    cancel.focus();
    fireEvent.click(cancel);
    await screen.findByTestId('eid-error');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('bankid-start')));
  });

  it('shows the generic progress text for a pending order without a hint code it knows', async () => {
    renderApp(fakeFetch({ [VERIFY]: NOT_LOGGED_IN, [START]: order('pending') }), '/login');
    fireEvent.click(await screen.findByTestId('bankid-start'));
    expect((await screen.findByTestId('bankid-hint')).textContent).toBe('Identification in progress.');
  });

  it('offers no eID once the server says it has none, and leaves the password form', async () => {
    const refused: FakeReply = {
      status: 400,
      body: { code: 'UNSUPPORTED_AUTHENTICATION_PROVIDER', message: 'eID logins are not offered' },
    };
    renderApp(fakeFetch({ [VERIFY]: NOT_LOGGED_IN, [START]: refused }), '/login');
    const start = await screen.findByTestId('bankid-start');
    start.focus();
    fireEvent.click(start);
    const note = await screen.findByTestId('eid-off');
    expect(note.textContent).toBe(
      'Logging in with e-ID is not available here. Log in with your username and password.',
    );
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(screen.queryByTestId('bankid-start')).toBeNull();
    expect(screen.queryByTestId('eid-country')).toBeNull();
    expect(screen.getByTestId('login-form')).toBeTruthy();
  });
});
