import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, sessionReply } from '../test/fake-api';
import { renderApp } from '../test/render-app';

describe('marketing consent on the notifications page', () => {
  afterEach(cleanup);

  it('shows the consent in force and saves a withdrawal at once, saying so', async () => {
    const sent: unknown[] = [];
    const fake = fakeFetch({
      'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('sv', 'SE', 'sv'), status: 200 },
      'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
      'GET /nnxapi/crm/v1/notifications': { status: 200, body: { notifications: [], total: 0, version: 1 } },
      'GET /nnxapi/crm/v1/notifications/preferences': { status: 200, body: { preferences: [] } },
      'GET /nnxapi/customer/v1/marketing-consent': {
        status: 200,
        body: { email: true, sms: false, updatedAt: 1 },
      },
      'PUT /nnxapi/customer/v1/marketing-consent': (init) => {
        const body = JSON.parse(String(init.body)) as { email: boolean; sms: boolean };
        sent.push(body);
        return { status: 200, body: { ...body, updatedAt: 2 } };
      },
    });
    renderApp(fake, '/notifications');
    const email = (await screen.findByRole('checkbox', {
      name: 'Nyheter och erbjudanden via e-post',
    })) as HTMLInputElement;
    await waitFor(() => expect(email.checked).toBe(true));
    const sms = screen.getByRole('checkbox', { name: 'Nyheter och erbjudanden via sms' }) as HTMLInputElement;
    expect(sms.checked).toBe(false);
    fireEvent.click(email);
    await waitFor(() => expect(sent).toEqual([{ email: false, sms: false }]));
    await waitFor(() => expect(email.checked).toBe(false));
    expect(await screen.findByText('Ditt val är sparat.')).toBeTruthy();
  });
});
