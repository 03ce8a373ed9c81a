import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const BASE = '/nnxapi/personalization/v1';
const task = (type: string, status: 'TODO' | 'DONE', link: string, dismissed = false) => ({
  type,
  status,
  dismissed,
  link,
});
const tasks = (dismissedPasskey: boolean) => ({
  tasks: [
    task('ANSWER_ONBOARDING', 'TODO', '/get-started'),
    task('ADD_BANK_ACCOUNT', 'DONE', '/bank-accounts'),
    task('FIRST_DEPOSIT', 'TODO', '/deposit'),
    task('START_SAVINGS_PLAN', 'TODO', '/savings-plans'),
    task('FIRST_TRADE', 'TODO', '/discover'),
    task('ENROL_PASSKEY', 'TODO', '/settings/security', dismissedPasskey),
  ],
  done: 1,
  total: 6,
});

function routes(state: { dismissed: boolean; sent: unknown[] }): FakeRoutes {
  const aggregate = () => ({
    status: 200,
    body: {
      segment: 'RETAIL',
      tier: null,
      tasks: tasks(state.dismissed),
      onboardingAnswers: null,
      noteCount: 0,
    },
  });
  return {
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    'GET /api/2/accounts': { status: 200, body: [] },
    [`GET ${BASE}/aggregate`]: aggregate,
    [`POST ${BASE}/tasks/ENROL_PASSKEY/dismiss`]: () => {
      state.dismissed = true;
      return { status: 200, body: tasks(true) };
    },
    [`GET ${BASE}/onboarding-answers`]: { status: 200, body: { answers: null } },
    [`PUT ${BASE}/onboarding-answers`]: (init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      state.sent.push(body);
      return { status: 200, body: { answers: { ...body, answeredAt: 1 } } };
    },
  };
}

describe('getting started', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('lists the tasks on the overview with links, and hides one', async () => {
    const state = { dismissed: false, sent: [] as unknown[] };
    renderApp(fakeFetch(routes(state)), '/overview');
    const card = await screen.findByTestId('get-started');
    expect(within(card).getByText('1 of 6 done')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Make your first trade' }).getAttribute('href')).toBe(
      '/discover',
    );
    // A done task has no hide button.
    expect(within(card).queryByTestId('get-started-dismiss-ADD_BANK_ACCOUNT')).toBeNull();
    fireEvent.click(
      within(card).getByRole('button', { name: 'Hide the task: Log in faster with a passkey' }),
    );
    await waitFor(() => expect(within(card).queryByText('Log in faster with a passkey')).toBeNull());
    expect(within(card).getByTestId('get-started-show-hidden').textContent).toBe('Show hidden tasks (1)');
  });

  it('asks for at least one answer, then sends the choices', async () => {
    const state = { dismissed: false, sent: [] as unknown[] };
    renderApp(fakeFetch(routes(state)), '/get-started');
    const form = await screen.findByTestId('onboarding-form');
    const groups = within(form).getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'What are your goals?',
      'How much experience of investing do you have?',
      'What interests you?',
    ]);
    fireEvent.click(screen.getByTestId('onboarding-save'));
    expect((await screen.findByTestId('onboarding-error')).textContent).toBe(
      'Choose at least one answer, or skip the questions.',
    );
    expect(state.sent).toEqual([]);

    fireEvent.click(screen.getByLabelText('Trade actively'));
    fireEvent.click(screen.getByLabelText('Some'));
    fireEvent.click(screen.getByLabelText('Shares'));
    fireEvent.click(screen.getByTestId('onboarding-save'));
    await waitFor(() =>
      expect(state.sent).toEqual([{ goals: ['TRADE_ACTIVELY'], experience: 'SOME', interests: ['SHARES'] }]),
    );
    await screen.findByTestId('get-started');
  });
});
