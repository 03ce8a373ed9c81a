import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

function start(lang: 'en' | 'sv', over: FakeRoutes = {}) {
  const fake = fakeFetch({
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply(lang, 'SE', lang), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    'GET /nnxapi/crm/v1/affiliate': {
      status: 200,
      body: { code: 'KL7Q2M', link: '/signup?ref=KL7Q2M', referredCustomers: 2 },
    },
    ...over,
  });
  renderApp(fake, '/settings/invite');
  return fake;
}

describe('invite page', () => {
  afterEach(cleanup);

  it('shows the customer’s own sign-up link on this site, the code and how many became customers', async () => {
    start('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite a friend' })).toBeTruthy();
    const link = await screen.findByTestId('invite-link');
    expect(link.textContent).toBe(`${window.location.origin}/signup?ref=KL7Q2M`);
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/signup?ref=KL7Q2M`);
    expect(screen.getByTestId('invite-code').textContent).toBe('KL7Q2M');
    expect(screen.getByTestId('invite-count').textContent).toBe(
      '2 people have become customers through your link.',
    );
  });

  it('copies the link and says so, or says to copy it by hand when the clipboard is refused', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    start('sv', {
      'GET /nnxapi/crm/v1/affiliate': {
        status: 200,
        body: { code: 'KL7Q2M', link: '/signup?ref=KL7Q2M', referredCustomers: 0 },
      },
    });
    expect((await screen.findByTestId('invite-count')).textContent).toBe(
      'Ingen har blivit kund via din länk än.',
    );
    fireEvent.click(screen.getByTestId('invite-copy'));
    expect(await screen.findByText('Länken är kopierad.')).toBeTruthy();
    expect(written).toEqual([`${window.location.origin}/signup?ref=KL7Q2M`]);

    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    fireEvent.click(screen.getByTestId('invite-copy'));
    expect(
      await screen.findByText('Länken kunde inte kopieras. Markera den och kopiera den själv.'),
    ).toBeTruthy();
  });

  it('offers to try again when the link cannot be fetched', async () => {
    start('en', { 'GET /nnxapi/crm/v1/affiliate': { status: 500, body: { code: 'INTERNAL' } } });
    expect(await screen.findByText('Your invitation link could not be fetched.')).toBeTruthy();
  });
});
