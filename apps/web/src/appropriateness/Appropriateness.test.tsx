import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, sessionReply, type FakeRoutes } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { parseCategory } from './AppropriatenessPage';

const attempt = (attemptId: string) => ({
  attemptId,
  mifid2Category: 2,
  title: 'Alternative investment funds',
  lang: 'en',
  requiredCorrect: 2,
  validUntil: Date.now() + 3_600_000,
  questions: [
    {
      id: 'q1',
      text: 'Can you lose money?',
      options: [
        { id: 'a', text: 'Yes' },
        { id: 'b', text: 'No' },
      ],
    },
    {
      id: 'q2',
      text: 'Is it liquid?',
      options: [
        { id: 'a', text: 'Always' },
        { id: 'b', text: 'Not always' },
      ],
    },
  ],
});

const result = (passed: boolean, wrong: string[]) => ({
  attemptId: 'x',
  mifid2Category: 2,
  passed,
  correct: 2 - wrong.length,
  total: 2,
  requiredCorrect: 2,
  wrongQuestionIds: wrong,
  expiresAt: passed ? Date.now() + 1e10 : null,
});

function start(path: string, over: FakeRoutes = {}) {
  const seen: { key: string; body: unknown }[] = [];
  let attempts = 0;
  const fake = fakeFetch({
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': { status: 200, body: { jwt: 'token' } },
    'GET /api/2/appropriateness/questionnaires': {
      status: 200,
      body: [
        {
          mifid2Category: 2,
          title: 'Alternative investment funds',
          questionCount: 2,
          requiredCorrect: 2,
          expiresAt: null,
        },
      ],
    },
    'POST /api/2/appropriateness/2/start': () => {
      attempts += 1;
      return { status: 201, body: attempt(`attempt-${attempts}`) };
    },
    'POST /api/2/appropriateness/2/examine': { status: 200, body: result(true, []) },
    ...over,
  });
  renderApp(
    Object.assign(
      async (url: string, init: RequestInit) => {
        const key = `${init.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`;
        seen.push({ key, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
        return fake(url, init);
      },
      { calls: fake.calls },
    ),
    path,
  );
  return { seen };
}

function answer(question: string, option: string) {
  const group = screen.getByRole('group', { name: new RegExp(question.replace('?', '\\?')) });
  fireEvent.click(within(group).getByRole('radio', { name: option }));
}

describe('knowledge test page', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('reads only whole categories', () => {
    expect(parseCategory('2')).toBe(2);
    expect(parseCategory(undefined)).toBeUndefined();
    expect(parseCategory('x')).toBeUndefined();
    expect(parseCategory('-1')).toBeUndefined();
    expect(parseCategory('1001')).toBeUndefined();
  });

  it('goes to the start page for a missing or invalid category', async () => {
    start('/appropriateness/abc');
    await waitFor(() => expect(screen.queryByTestId('appropriateness-page')).toBeNull());
    await screen.findByTestId(/overview/);
    cleanup();
    start('/appropriateness');
    await screen.findByTestId(/overview/);
    expect(screen.queryByTestId('appropriateness-page')).toBeNull();
  });

  it('starts without a body, asks the questions in fieldsets, and links back to the fund after a pass', async () => {
    const { seen } = start('/appropriateness/2?instrumentId=501');
    expect(await screen.findByRole('heading', { name: 'Alternative investment funds' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('group', { name: /Can you lose money/ });
    expect(seen.find((s) => s.key === 'POST /api/2/appropriateness/2/start')?.body).toBeUndefined();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    answer('Can you lose money?', 'Yes');
    answer('Is it liquid?', 'Not always');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    const passed = await screen.findByTestId('appropriateness-passed');
    expect(within(passed).getByRole('heading', { name: 'You passed the knowledge test' })).toBeTruthy();
    expect(within(passed).getByRole('link', { name: 'Back to the fund' }).getAttribute('href')).toBe(
      '/fund-order/501/buy',
    );
    expect(seen.find((s) => s.key === 'POST /api/2/appropriateness/2/examine')?.body).toEqual({
      attemptId: 'attempt-1',
      answers: [
        { questionId: 'q1', optionId: 'a' },
        { questionId: 'q2', optionId: 'b' },
      ],
    });
  });

  it('links back to the approved instruments after a pass that no fund led to', async () => {
    start('/appropriateness/2');
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('group', { name: /Can you lose money/ });
    answer('Can you lose money?', 'Yes');
    answer('Is it liquid?', 'Not always');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const passed = await screen.findByTestId('appropriateness-passed');
    expect(
      within(passed).getByRole('link', { name: 'Back to approved instruments' }).getAttribute('href'),
    ).toBe('/settings/approved-instruments');
  });

  it('marks the wrong questions after a fail and starts a new attempt on Try again', async () => {
    const { seen } = start('/appropriateness/2', {
      'POST /api/2/appropriateness/2/examine': { status: 200, body: result(false, ['q2']) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('group', { name: /Can you lose money/ });
    answer('Can you lose money?', 'Yes');
    answer('Is it liquid?', 'Always');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const failed = await screen.findByTestId('appropriateness-failed');
    expect(within(failed).getByRole('heading', { name: 'You did not pass the knowledge test' })).toBeTruthy();
    expect(
      within(screen.getByTestId('appropriateness-question-q2')).getByTestId('appropriateness-wrong'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('appropriateness-question-q1')).queryByTestId('appropriateness-wrong'),
    ).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('appropriateness-failed')).toBeNull());
    expect(seen.filter((s) => s.key === 'POST /api/2/appropriateness/2/start')).toHaveLength(2);
    const radio = within(screen.getByRole('group', { name: /Is it liquid/ })).getByRole('radio', {
      name: 'Always',
    }) as HTMLInputElement;
    expect(radio.checked).toBe(false);
  });
});
