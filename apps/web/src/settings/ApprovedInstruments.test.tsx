import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const DAY = 86_400_000;

const questionnaires: FakeReply = {
  status: 200,
  body: [
    { mifid2Category: 3, title: 'Leveraged products', questionCount: 6, requiredCorrect: 5, expiresAt: null },
    {
      mifid2Category: 2,
      title: 'Alternative investment funds',
      questionCount: 5,
      requiredCorrect: 4,
      expiresAt: null,
    },
  ],
};

function start(over: FakeRoutes = {}) {
  const fake = fakeFetch({
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    'GET /api/2/appropriateness/questionnaires': questionnaires,
    ...over,
  });
  renderApp(fake, '/settings/approved-instruments');
  return fake;
}

const longDate = (ms: number) =>
  new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(ms);

const category = async (n: number) => screen.findByTestId(`approved-category-${n}`);

describe('approved instruments settings page', () => {
  afterEach(cleanup);

  it('lists every category of the knowledge test with its approval and a link to take or renew the test', async () => {
    const approvedUntil = Date.now() + 400 * DAY;
    const soon = Date.now() + 10 * DAY;
    start({
      'GET /api/2/customer/suitability': {
        status: 200,
        body: { expiration_timestamps: { '2': approvedUntil, '3': soon } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Approved instruments' })).toBeTruthy();
    const list = (await category(2)).closest('ul')!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Alternative investment funds',
      'Leveraged products',
    ]);

    const aif = await category(2);
    expect(within(aif).getByTestId('approval-status').textContent).toBe(
      `Approved until ${longDate(approvedUntil)}`,
    );
    expect(within(aif).getByText('5 questions, 4 right answers needed')).toBeTruthy();
    expect(
      within(aif)
        .getByRole('link', { name: 'Renew the knowledge test for Alternative investment funds' })
        .getAttribute('href'),
    ).toBe('/appropriateness/2');

    const leveraged = await category(3);
    expect(within(leveraged).getByTestId('approval-status').textContent).toBe('Expires soon');
    expect(within(leveraged).getByTestId('approval-detail').textContent).toContain(longDate(soon));
    expect(
      within(leveraged).getByRole('link', { name: 'Renew the knowledge test for Leveraged products' }),
    ).toBeTruthy();
  });

  it('reads an empty 204 reply as no approvals, and an expired approval as not approved', async () => {
    start({ 'GET /api/2/customer/suitability': { status: 204 } });
    for (const n of [2, 3]) {
      const item = await category(n);
      expect(within(item).getByTestId('approval-status').textContent).toBe('Not approved');
    }
    const aif = await category(2);
    expect(
      within(aif).getByRole('link', { name: 'Take the knowledge test for Alternative investment funds' })
        .textContent,
    ).toBe('Take the test');
    cleanup();

    const expired = Date.now() - 3 * DAY;
    start({
      'GET /api/2/customer/suitability': { status: 200, body: { expiration_timestamps: { '2': expired } } },
    });
    const item = await category(2);
    expect(within(item).getByTestId('approval-status').textContent).toBe('Not approved');
    expect(within(item).getByTestId('approval-detail').textContent).toBe(
      `Your approval expired on ${longDate(expired)}.`,
    );
  });

  it('opens the knowledge test of the category from its button', async () => {
    start({
      'GET /api/2/customer/suitability': { status: 204 },
    });
    fireEvent.click(
      within(await category(3)).getByRole('link', { name: 'Take the knowledge test for Leveraged products' }),
    );
    expect(await screen.findByTestId('appropriateness-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Leveraged products' })).toBeTruthy();
  });

  it('shows an error with a retry when the approvals cannot be read', async () => {
    let fail = true;
    start({
      'GET /api/2/customer/suitability': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }
          : { status: 200, body: { expiration_timestamps: {} } },
    });
    const error = await screen.findByTestId('approved-instruments-error');
    expect(error.textContent).toContain('Your approvals could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(within(await category(2)).getByTestId('approval-status').textContent).toBe('Not approved');
  });
});
