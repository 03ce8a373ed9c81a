import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, NOT_LOGGED_IN, sessionReply, type FakeReply } from '../test/fake-api';
import { renderApp } from '../test/render-app';

function start(path: string, session: FakeReply = { ...sessionReply('en', 'SE', 'en'), status: 200 }) {
  renderApp(
    fakeFetch({
      'GET /nnxapi/authentication/v2/sessions/verify': session,
      'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    }),
    path,
  );
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('fund purchasing information page', () => {
  afterEach(cleanup);

  it('answers how fund orders work with the cut-offs, settlement and processing times the server applies', async () => {
    start('/fund-purchasing-information/faq');
    // The page is public: it shows in the default language until the session's language is known.
    await screen.findByRole('heading', { level: 1, name: 'Questions and answers' });
    const faq = screen.getByTestId('fund-info-faq');
    expect(plain(within(faq).getByTestId('faq-cutoff').textContent)).toContain(
      'The cut-off is 13:00 in Sweden, 08:30 in Norway, 12:00 in Denmark and 12:00 in Finland, local time.',
    );
    const settlement = plain(within(faq).getByTestId('faq-settlement').textContent);
    expect(settlement).toContain('settles 2 banking days after the trade day');
    expect(settlement).toContain('takes 1 to 5 workdays');
    expect(settlement).toContain('under Fund orders');
    expect(plain(within(faq).getByTestId('faq-minimum').textContent)).toContain('the minimum is 100 SEK');
    expect(plain(within(faq).getByTestId('faq-test').textContent)).toContain('valid for 3 years');
    const cancel = within(faq).getByTestId('faq-cancel');
    expect(plain(cancel.textContent)).toContain('open Fund orders and press Cancel order');
    expect(within(cancel).getByRole('link', { name: 'Fund orders' }).getAttribute('href')).toBe(
      '/orders/funds',
    );
    expect(
      within(within(faq).getByTestId('faq-test'))
        .getByRole('link', { name: 'See your approved instruments' })
        .getAttribute('href'),
    ).toBe('/settings/approved-instruments');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav).getByRole('link', { name: 'Questions and answers' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('writes the texts and the times in the customer’s language', async () => {
    start('/fund-purchasing-information/faq', { ...sessionReply('fi', 'FI', 'fi-FI'), status: 200 });
    await screen.findByRole('heading', { level: 1, name: 'Kysymyksiä ja vastauksia' });
    const faq = screen.getByTestId('fund-info-faq');
    expect(plain(within(faq).getByTestId('faq-cutoff').textContent)).toContain(
      'Ruotsissa 13.00, Norjassa 08.30',
    );
  });

  it('describes the quality-enhancing services', async () => {
    start('/fund-purchasing-information/quality-enhancing-services');
    await screen.findByRole('heading', { level: 1, name: 'Quality-enhancing services' });
    const qes = screen.getByTestId('fund-info-qes');
    expect(
      within(qes).getByRole('heading', { level: 2, name: 'What counts as quality-enhancing services' }),
    ).toBeTruthy();
    expect(within(qes).getAllByRole('listitem').length).toBe(6);
    expect(within(qes).getByTestId('fund-info-qes-ours').textContent).toContain(
      'currently receives no commission from fund companies',
    );
  });

  it('is open to a visitor who is not logged in, in the default language', async () => {
    start('/fund-purchasing-information/quality-enhancing-services', NOT_LOGGED_IN);
    const qes = await screen.findByTestId('fund-info-qes');
    expect(within(qes).getByRole('heading', { level: 1, name: 'Kvalitetshöjande tjänster' })).toBeTruthy();
  });

  it('shows a not-found message with the known sections for an unknown one, and goes to the FAQ without one', async () => {
    start('/fund-purchasing-information/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Section not found' });
    const missing = screen.getByTestId('fund-info-not-found');
    expect(missing.textContent).toContain('There is no section called “pricing”.');
    const links = within(missing).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/fund-purchasing-information/faq',
      '/fund-purchasing-information/quality-enhancing-services',
    ]);
    fireEvent.click(within(missing).getByRole('link', { name: 'Quality-enhancing services' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quality-enhancing services' })).toBeTruthy();
    cleanup();

    start('/fund-purchasing-information');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions and answers' })).toBeTruthy();
  });
});
