import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { CREATE_API_KEY, PERSONAL_ONLY, SECURITY_PATH, securityRoutes } from '../test/security-fixtures';

const SLOW = { timeout: 10_000 };
const NOTE = 'API-nycklar är personliga. Byt tillbaka till dig själv för att skapa en.';

describe('the Security page’s API keys', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it.each(['JUR', 'EST'] as const)(
    'while acting for someone else (%s) says they are personal instead of offering to create one',
    async (login) => {
      const fake = fakeFetch(securityRoutes(login));
      renderApp(fake, SECURITY_PATH);
      const section = await screen.findByTestId('api-keys', {}, SLOW);
      expect((await within(section).findByTestId('api-keys-personal', {}, SLOW)).textContent).toBe(NOTE);
      expect(within(section).getByTestId('api-keys-none')).toBeTruthy();
      expect(within(section).queryByTestId('api-key-form')).toBeNull();
      expect(within(section).queryByRole('textbox')).toBeNull();
      expect(fake.calls).not.toContain(CREATE_API_KEY);
    },
  );

  it('offers the form to a person, and says the same when the server refuses anyway', async () => {
    const fake = fakeFetch({ ...securityRoutes('NAT'), [CREATE_API_KEY]: PERSONAL_ONLY });
    renderApp(fake, SECURITY_PATH);
    const name = await screen.findByTestId('api-key-name', {}, SLOW);
    await waitFor(() => expect(fake.calls).toContain('GET /nnxapi/customer/v1/companies'), SLOW);
    expect(screen.queryByTestId('api-keys-personal')).toBeNull();

    fireEvent.change(name, { target: { value: 'Mitt skript' } });
    fireEvent.click(screen.getByTestId('api-key-create'));
    expect((await screen.findByTestId('api-key-error', {}, SLOW)).textContent).toBe(NOTE);
    await waitFor(() => expect(document.activeElement).toBe(name), SLOW);
    expect(screen.queryByTestId('api-key-created')).toBeNull();
    expect(fake.calls.filter((c) => c === CREATE_API_KEY)).toHaveLength(1);
  });
});
