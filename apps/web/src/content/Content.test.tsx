import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, NOT_LOGGED_IN, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const faq = {
  id: 'faq-isk-or-depot',
  question: 'Should I choose a savings account or an ordinary account?',
  answer: [{ type: 'paragraph', text: 'Usually the savings account.' }],
  myVote: null,
};

const page = {
  path: '/academy/investment-savings-accounts',
  lang: 'en',
  space: 'academy',
  pageType: 'ARTICLE',
  title: 'Investment savings accounts',
  summary: 'Each Nordic country has one.',
  body: [
    { type: 'heading', text: 'Sweden' },
    { type: 'paragraph', text: '<script>alert(1)</script> stays text.' },
    { type: 'list', ordered: false, items: ['ISK', 'KF'] },
    { type: 'callout', tone: 'warning', text: 'Tax rules change.' },
    { type: 'image', assetId: 'savings-accounts', alt: 'Four savings accounts' },
  ],
  updatedAt: 0,
  faq: [faq],
  previous: { path: '/academy/risk-and-diversification', title: 'Risk and diversification' },
  next: null,
};

function start(path: string, over: FakeRoutes = {}) {
  const fake = fakeFetch({
    'GET /nnxapi/authentication/v2/sessions/verify': NOT_LOGGED_IN,
    'POST /nnxapi/authorization/v1/tokens': { status: 401, body: { code: 'UNAUTHORIZED', message: 'no' } },
    'GET /api/2/content/routes/by-url': { status: 200, body: { kind: 'PAGE', page } },
    ...over,
  });
  renderApp(fake, path);
  return fake;
}

// A visitor reads in the platform's default language, Swedish (spec 001 §9); page texts come from the fake.
describe('academy article', () => {
  afterEach(cleanup);

  it('renders the blocks as elements (never as markup) with the FAQ and the way on', async () => {
    start('/academy/investment-savings-accounts');
    const body = await screen.findByTestId('article-body');
    expect(screen.getByRole('heading', { level: 1, name: 'Investment savings accounts' })).toBeTruthy();
    expect(within(body).getByRole('heading', { level: 2, name: 'Sweden' })).toBeTruthy();
    expect(within(body).getByText('<script>alert(1)</script> stays text.')).toBeTruthy();
    expect(body.querySelector('script')).toBeNull();
    expect(
      within(body)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ISK', 'KF']);
    expect(within(body).getByRole('img', { name: 'Four savings accounts' }).getAttribute('src')).toBe(
      '/api/2/content/assets/savings-accounts/file',
    );
    expect(screen.getByRole('link', { name: /Risk and diversification/ }).getAttribute('href')).toBe(
      '/academy/risk-and-diversification',
    );
  });

  it('moves on from an old address to the new one', async () => {
    const fake = start('/academy/isk', {
      'GET /api/2/content/routes/by-url': (init) => {
        void init;
        const asked = fake.calls.filter((c) => c.endsWith('/routes/by-url')).length;
        return asked === 1
          ? { status: 200, body: { kind: 'REDIRECT', redirect_to: '/academy/investment-savings-accounts' } }
          : { status: 200, body: { kind: 'PAGE', page } };
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Investment savings accounts' }),
    ).toBeTruthy();
  });

  it('says so when there is no such article', async () => {
    start('/academy/nothing', {
      'GET /api/2/content/routes/by-url': { status: 404, body: { code: 'CONTENT_NOT_FOUND', message: 'no' } },
    });
    expect(await screen.findByTestId('article-not-found')).toBeTruthy();
  });

  it('takes a vote on an answer and shows it pressed, with thanks', async () => {
    let sent: unknown;
    start('/academy/investment-savings-accounts', {
      'POST /api/2/content/faq/faq-isk-or-depot/feedback': (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 200, body: { faqId: faq.id, helpful: true, comment: null, changed: false } };
      },
    });
    const item = await screen.findByTestId('faq-faq-isk-or-depot');
    const yes = within(item).getByRole('button', { name: 'Ja' });
    expect(yes.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(yes);
    expect(await within(item).findByText('Tack för din återkoppling.')).toBeTruthy();
    expect(sent).toEqual({ helpful: true });
    expect(within(item).getByRole('button', { name: 'Ja' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('status page', () => {
  afterEach(cleanup);

  it('names each component and its state in words', async () => {
    start('/status', {
      'GET /api/2/content/status': {
        status: 200,
        body: {
          status: 'DEGRADED',
          checkedAt: Date.parse('2026-11-20T10:00:00Z'),
          components: [
            { id: 'DATABASE', status: 'OPERATIONAL', reason: null },
            { id: 'MARKET_FEED', status: 'DEGRADED', reason: 'NO_TICKS' },
            { id: 'JOB_SCHEDULE', status: 'OPERATIONAL', reason: null },
            { id: 'LIVE_SOCKET', status: 'OPERATIONAL', reason: null },
          ],
        },
      },
    });
    expect((await screen.findByTestId('status-overall')).textContent).toBe(
      'Vissa delar är långsammare eller begränsade just nu.',
    );
    const feed = screen.getByTestId('status-MARKET_FEED');
    expect(within(feed).getByRole('rowheader').textContent).toBe('Kurser (kursflöde)');
    expect(feed.textContent).toContain('Begränsad');
    expect(feed.textContent).toContain('inga nya kurser på en stund');
  });
});

describe('contact and newsletter forms', () => {
  afterEach(cleanup);

  it('names the field to fix, sends nothing until it is fixed, then sends the request once', async () => {
    const sent: unknown[] = [];
    start('/contact', {
      'POST /api/2/content/forms': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { status: 201, body: { id: 7, kind: 'CONTACT_ME', receivedAt: 0 } };
      },
    });
    const name = await screen.findByLabelText('Namn');
    fireEvent.change(name, { target: { value: 'Anna Berg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    const email = screen.getByLabelText('E-postadress');
    expect(screen.getByTestId('contact-email-error').textContent).toBe(
      'Ange en e-postadress eller ett telefonnummer så att vi kan nå dig.',
    );
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Telefonnummer'), { target: { value: '070' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByTestId('contact-phone-error').textContent).toMatch(/6 till 20 siffror/);
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('Telefonnummer'), { target: { value: '+46 70 123 45 67' } });
    fireEvent.change(screen.getByLabelText('Ämne'), { target: { value: 'PENSION' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByText('Tack. Vi har fått din förfrågan och hör av oss.');
    expect(sent).toEqual([
      { kind: 'CONTACT_ME', name: 'Anna Berg', phone: '+46 70 123 45 67', topic: 'PENSION', lang: 'sv' },
    ]);
  });

  it('subscribes an address to the newsletter from the footer, refusing one that is not an address', async () => {
    const sent: unknown[] = [];
    start('/academy/investment-savings-accounts', {
      'POST /api/2/content/forms': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { status: 201, body: { id: 8, kind: 'NEWSLETTER', receivedAt: 0 } };
      },
    });
    const input = await screen.findByLabelText('Din e-postadress');
    fireEvent.change(input, { target: { value: 'anna@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prenumerera' }));
    expect(screen.getByTestId('newsletter-status').textContent).toMatch(/^Ange en e-postadress/);
    expect(sent).toEqual([]);
    fireEvent.change(input, { target: { value: ' anna@example.se ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prenumerera' }));
    await screen.findByText(
      'anna@example.se får nu vårt nyhetsbrev. Varje brev har en länk för att avsluta det.',
    );
    expect(sent).toEqual([{ kind: 'NEWSLETTER', email: 'anna@example.se', lang: 'sv' }]);
  });
});
