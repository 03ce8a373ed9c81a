import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { dismissedTasks, onboardingAnswers } from '../db/schema';
import { fundId } from '../db/seed/catalog';
import { DB_KINDS, loginForApi, startTestApp, type TestApp } from '../testing/test-app';

const BASE = '/nnxapi/personalization/v1';
const FRIDAY = Date.parse('2026-11-20T10:00:00Z');

interface Task {
  type: string;
  status: 'TODO' | 'DONE';
  dismissed: boolean;
  link: string;
}
interface TaskList {
  tasks: Task[];
  done: number;
  total: number;
}

describe.each(DB_KINDS)('personalization: tasks, onboarding answers, aggregate on %s', (kind) => {
  let t: TestApp;
  const now = FRIDAY;
  const headers: Record<string, Record<string, string>> = {};
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });
  const tasksOf = async (who: string) => {
    const res = await call(who, 'GET', `${BASE}/tasks`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TaskList;
  };
  const statusOf = (list: TaskList, type: string) => list.tasks.find((task) => task.type === type)!.status;
  const order = (list: TaskList) => list.tasks.map((task) => task.type);
  const before = (list: TaskList, a: string, b: string) => order(list).indexOf(a) < order(list).indexOf(b);
  const stored = async () => ({
    answers: (await t.database.db.select({ n: count() }).from(onboardingAnswers))[0]!.n,
    dismissed: (await t.database.db.select({ n: count() }).from(dismissedTasks))[0]!.n,
  });

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    t.app.deps.time = { now: () => now };
    for (const who of ['demo-empty', 'demo-se', 'demo-no'])
      headers[who] = (await loginForApi(t.app, who)).headers;
  });
  afterAll(async () => t?.close());

  it('starts a new customer with every task to do, the savings plan before the first trade', async () => {
    const list = await tasksOf('demo-empty');
    expect(list.tasks.every((task) => task.status === 'TODO' && !task.dismissed)).toBe(true);
    expect(list).toMatchObject({ done: 0, total: 6 });
    expect(before(list, 'START_SAVINGS_PLAN', 'FIRST_TRADE')).toBe(true);
    expect(list.tasks.find((task) => task.type === 'ADD_BANK_ACCOUNT')!.link).toBe('/bank-accounts');
    expect((await call('demo-empty', 'GET', `${BASE}/onboarding-answers`)).json()).toEqual({ answers: null });
  });

  it('keeps onboarding answers, which mark their task done and reorder the tasks', async () => {
    const put = await call('demo-empty', 'PUT', `${BASE}/onboarding-answers`, {
      goals: ['LEARN', 'TRADE_ACTIVELY'],
      experience: 'SOME',
      interests: ['SHARES'],
    });
    expect(put.statusCode, put.body).toBe(200);
    const answers = {
      goals: ['TRADE_ACTIVELY', 'LEARN'],
      experience: 'SOME',
      interests: ['SHARES'],
      answeredAt: now,
    };
    expect(put.json()).toEqual({ answers });
    expect((await call('demo-empty', 'GET', `${BASE}/onboarding-answers`)).json()).toEqual({ answers });
    let list = await tasksOf('demo-empty');
    expect(statusOf(list, 'ANSWER_ONBOARDING')).toBe('DONE');
    expect(before(list, 'FIRST_TRADE', 'START_SAVINGS_PLAN')).toBe(true);

    // Answering again replaces the answers: a saver gets the plan first again.
    await call('demo-empty', 'PUT', `${BASE}/onboarding-answers`, {
      goals: ['SAVE_FOR_CHILDREN'],
      experience: null,
      interests: [],
    });
    list = await tasksOf('demo-empty');
    expect(before(list, 'START_SAVINGS_PLAN', 'FIRST_TRADE')).toBe(true);
    expect(list.done).toBe(1);
  });

  it('refuses answers that do not fit the questionnaire with 422 codes, and keeps the old ones', async () => {
    const before = await stored();
    const kept = (await call('demo-empty', 'GET', `${BASE}/onboarding-answers`)).json();
    const refusals = [
      [
        { goals: ['GET_RICH'], experience: null, interests: [] },
        [{ code: 'UNKNOWN_OPTION', field: 'goals' }],
      ],
      [{ goals: [], experience: 'GURU', interests: [] }, [{ code: 'UNKNOWN_OPTION', field: 'experience' }]],
      [
        { goals: ['LEARN'], experience: null, interests: ['FUNDS', 'FUNDS'] },
        [{ code: 'DUPLICATE_OPTION', field: 'interests' }],
      ],
      [{ goals: [], experience: null, interests: [] }, [{ code: 'NOTHING_CHOSEN', field: 'goals' }]],
    ] as const;
    for (const [payload, fields] of refusals) {
      const res = await call('demo-empty', 'PUT', `${BASE}/onboarding-answers`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'ONBOARDING_ANSWERS_INVALID', fields });
    }
    expect(
      (await call('demo-empty', 'PUT', `${BASE}/onboarding-answers`, { goals: 'LEARN' })).statusCode,
    ).toBe(400);
    expect((await call('demo-empty', 'GET', `${BASE}/onboarding-answers`)).json()).toEqual(kept);
    expect(await stored()).toEqual(before);
  });

  it('derives the bank account task from the bank accounts, as they are added and deleted', async () => {
    const added = await call('demo-empty', 'POST', '/api/2/external-bank-accounts', {
      clearing_number: '8327-9',
      account_number: '123 456 789-7',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(statusOf(await tasksOf('demo-empty'), 'ADD_BANK_ACCOUNT')).toBe('DONE');
    const { id } = added.json() as { id: number };
    expect((await call('demo-empty', 'DELETE', `/api/2/external-bank-accounts/${id}`)).statusCode).toBe(200);
    expect(statusOf(await tasksOf('demo-empty'), 'ADD_BANK_ACCOUNT')).toBe('TODO');
  });

  it('derives the savings plan task from the plans', async () => {
    expect(statusOf(await tasksOf('demo-se'), 'START_SAVINGS_PLAN')).toBe('TODO');
    const plan = await call('demo-se', 'POST', '/api/2/periodic-plans', {
      accid: 10001,
      day_of_month: 25,
      items: [{ instrument_id: fundId('Lagerlund Global Hållbar'), amount: { value: 500, currency: 'SEK' } }],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const list = await tasksOf('demo-se');
    expect(statusOf(list, 'START_SAVINGS_PLAN')).toBe('DONE');
    // demo-se's history has deposits and buys; no passkey and no answers.
    expect(statusOf(list, 'FIRST_DEPOSIT')).toBe('DONE');
    expect(statusOf(list, 'FIRST_TRADE')).toBe('DONE');
    expect(statusOf(list, 'ENROL_PASSKEY')).toBe('TODO');
    expect(statusOf(list, 'ANSWER_ONBOARDING')).toBe('TODO');
  });

  it('dismisses and brings back a task, and answers 404 for an unknown type', async () => {
    const dismissed = await call('demo-empty', 'POST', `${BASE}/tasks/ENROL_PASSKEY/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const task = (dismissed.json() as TaskList).tasks.find((x) => x.type === 'ENROL_PASSKEY');
    expect(task).toMatchObject({ status: 'TODO', dismissed: true });
    // Again: no change, no error.
    expect((await call('demo-empty', 'POST', `${BASE}/tasks/ENROL_PASSKEY/dismiss`)).json()).toEqual(
      dismissed.json(),
    );
    expect((await tasksOf('demo-empty')).tasks.find((x) => x.type === 'ENROL_PASSKEY')!.dismissed).toBe(true);
    // Another customer's tasks are their own.
    expect((await tasksOf('demo-no')).tasks.every((x) => !x.dismissed)).toBe(true);

    const back = await call('demo-empty', 'POST', `${BASE}/tasks/ENROL_PASSKEY/undismiss`);
    expect((back.json() as TaskList).tasks.find((x) => x.type === 'ENROL_PASSKEY')!.dismissed).toBe(false);

    const before = await stored();
    for (const path of ['tasks/NOPE/dismiss', 'tasks/enrol_passkey/dismiss', 'tasks/NOPE/undismiss']) {
      const res = await call('demo-empty', 'POST', `${BASE}/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe('TASK_NOT_FOUND');
    }
    expect(await stored()).toEqual(before);
  });

  it('answers the start page in one call that matches the single calls', async () => {
    await call('demo-empty', 'POST', `${BASE}/tasks/FIRST_TRADE/dismiss`);
    for (const who of ['demo-empty', 'demo-se']) {
      const res = await call(who, 'GET', `${BASE}/aggregate`);
      expect(res.statusCode, res.body).toBe(200);
      const tier = (await call(who, 'GET', `${BASE}/customer/tier`)).json() as object;
      const notes = (await call(who, 'GET', `${BASE}/notes`)).json() as { notes: unknown[] };
      const answers = (await call(who, 'GET', `${BASE}/onboarding-answers`)).json() as { answers: unknown };
      expect(res.json()).toEqual({
        ...tier,
        tasks: await tasksOf(who),
        onboardingAnswers: answers.answers,
        noteCount: notes.notes.length,
      });
    }
    const mine = (await call('demo-empty', 'GET', `${BASE}/aggregate`)).json() as {
      tasks: TaskList;
      onboardingAnswers: { goals: string[] } | null;
    };
    expect(mine.onboardingAnswers!.goals).toEqual(['SAVE_FOR_CHILDREN']);
    expect(mine.tasks.tasks.find((x) => x.type === 'FIRST_TRADE')!.dismissed).toBe(true);
    // Nothing of demo-empty's shows for another customer.
    const theirs = (await call('demo-no', 'GET', `${BASE}/aggregate`)).json() as typeof mine;
    expect(theirs.onboardingAnswers).toBeNull();
    expect(theirs.tasks.tasks.every((x) => !x.dismissed)).toBe(true);
  });

  it('refuses a caller without a session', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/tasks`],
      ['GET', `${BASE}/aggregate`],
      ['GET', `${BASE}/onboarding-answers`],
      ['POST', `${BASE}/tasks/FIRST_TRADE/dismiss`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});
