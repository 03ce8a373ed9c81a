import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { PERSONAL_ONLY, SECURITY_PATH, START_PASSKEY, securityRoutes } from '../test/security-fixtures';

// jsdom has no WebAuthn: the browser is said to have it, and the device's prompt is never reached.
const startRegistration = vi.hoisted(() => vi.fn());
vi.mock(import('@simplewebauthn/browser'), async (original) => ({
  ...(await original()),
  browserSupportsWebAuthn: () => true,
  startRegistration,
}));

const SLOW = { timeout: 10_000 };
const NOTE = 'Lösennycklar är personliga. Byt tillbaka till dig själv för att lägga till en.';

describe('the Security page’s passkeys', () => {
  beforeEach(() => {
    localStorage.clear();
    startRegistration.mockReset();
  });
  afterEach(cleanup);

  it.each(['JUR', 'EST'] as const)(
    'while acting for someone else (%s) says they are personal instead of offering to add one',
    async (login) => {
      const fake = fakeFetch(securityRoutes(login));
      renderApp(fake, SECURITY_PATH);
      const section = await screen.findByTestId('passkeys', {}, SLOW);
      expect((await within(section).findByTestId('passkeys-personal', {}, SLOW)).textContent).toBe(NOTE);
      expect(within(section).getByTestId('passkeys-none')).toBeTruthy();
      expect(within(section).queryByTestId('passkey-add-form')).toBeNull();
      expect(within(section).queryByRole('textbox')).toBeNull();
      expect(fake.calls).not.toContain(START_PASSKEY);
    },
  );

  it('offers the form to a person, and says the same when the server refuses anyway', async () => {
    const fake = fakeFetch({ ...securityRoutes('NAT'), [START_PASSKEY]: PERSONAL_ONLY });
    renderApp(fake, SECURITY_PATH);
    const name = await screen.findByTestId('passkey-name', {}, SLOW);
    await waitFor(() => expect(fake.calls).toContain('GET /nnxapi/customer/v1/companies'), SLOW);
    expect(screen.queryByTestId('passkeys-personal')).toBeNull();

    fireEvent.change(name, { target: { value: 'Jobbdatorn' } });
    fireEvent.click(screen.getByTestId('passkey-add'));
    expect((await screen.findByTestId('passkey-add-error', {}, SLOW)).textContent).toBe(NOTE);
    await waitFor(() => expect(document.activeElement).toBe(name), SLOW);
    expect(startRegistration).not.toHaveBeenCalled();
    expect(fake.calls.filter((c) => c === START_PASSKEY)).toHaveLength(1);
  });
});
