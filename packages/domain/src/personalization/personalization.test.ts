import { describe, expect, it } from 'vitest';
import {
  gettingStartedFinished,
  gettingStartedTasks,
  normalizeOnboardingAnswers,
  onboardingProblems,
  taskOrder,
  TASK_TYPES,
  type OnboardingAnswers,
  type TaskFacts,
  type TaskType,
} from './index';

const answers = (a: Partial<OnboardingAnswers>): OnboardingAnswers => ({
  goals: [],
  experience: null,
  interests: [],
  ...a,
});
const before = (order: TaskType[], a: TaskType, b: TaskType) => order.indexOf(a) < order.indexOf(b);
const none: TaskFacts = Object.fromEntries(TASK_TYPES.map((t) => [t, false])) as TaskFacts;

describe('task order', () => {
  it('lists every task once, whatever the answers', () => {
    for (const a of [null, answers({ goals: ['TRADE_ACTIVELY'] }), answers({ goals: ['PENSION'] })]) {
      expect([...taskOrder(a)].sort()).toEqual([...TASK_TYPES].sort());
    }
  });

  it('puts the savings plan before the first trade without answers and for savers', () => {
    expect(before(taskOrder(null), 'START_SAVINGS_PLAN', 'FIRST_TRADE')).toBe(true);
    for (const goal of ['SAVE_LONG_TERM', 'SAVE_FOR_CHILDREN', 'PENSION'] as const) {
      expect(before(taskOrder(answers({ goals: [goal] })), 'START_SAVINGS_PLAN', 'FIRST_TRADE')).toBe(true);
    }
  });

  it('puts the first trade before the savings plan for an active trader', () => {
    const order = taskOrder(answers({ goals: ['TRADE_ACTIVELY'], experience: 'NONE' }));
    expect(before(order, 'FIRST_TRADE', 'START_SAVINGS_PLAN')).toBe(true);
    // The money tasks stay after the bank account and the deposit that make them possible.
    expect(order.slice(0, 3)).toEqual(['ANSWER_ONBOARDING', 'ADD_BANK_ACCOUNT', 'FIRST_DEPOSIT']);
  });

  it('lets saving win over trading unless the customer is experienced', () => {
    const both = { goals: ['SAVE_LONG_TERM', 'TRADE_ACTIVELY'] } as const;
    expect(
      before(taskOrder(answers({ ...both, goals: [...both.goals] })), 'START_SAVINGS_PLAN', 'FIRST_TRADE'),
    ).toBe(true);
    expect(
      before(
        taskOrder(answers({ goals: [...both.goals], experience: 'EXPERIENCED' })),
        'FIRST_TRADE',
        'START_SAVINGS_PLAN',
      ),
    ).toBe(true);
  });

  it('derives statuses from the facts and keeps done and dismissed tasks in place', () => {
    const tasks = gettingStartedTasks(
      { ...none, ADD_BANK_ACCOUNT: true },
      answers({ goals: ['LEARN'] }),
      new Set<TaskType>(['ENROL_PASSKEY']),
    );
    expect(tasks.map((t) => t.type)).toEqual(taskOrder(null));
    expect(tasks.find((t) => t.type === 'ADD_BANK_ACCOUNT')).toMatchObject({
      status: 'DONE',
      link: '/bank-accounts',
    });
    expect(tasks.find((t) => t.type === 'ENROL_PASSKEY')).toMatchObject({ status: 'TODO', dismissed: true });
    expect(gettingStartedFinished(tasks)).toBe(false);
  });

  it('is finished when every task is done or dismissed', () => {
    const facts = Object.fromEntries(TASK_TYPES.map((t) => [t, t !== 'FIRST_TRADE'])) as TaskFacts;
    expect(gettingStartedFinished(gettingStartedTasks(facts, null, new Set()))).toBe(false);
    expect(gettingStartedFinished(gettingStartedTasks(facts, null, new Set<TaskType>(['FIRST_TRADE'])))).toBe(
      true,
    );
  });
});

describe('onboarding answers', () => {
  it('accepts any choice of known options and keeps them in the questionnaire order', () => {
    const input = {
      goals: ['LEARN', 'SAVE_LONG_TERM'],
      experience: 'SOME',
      interests: ['DIVIDENDS', 'FUNDS'],
    };
    expect(onboardingProblems(input)).toEqual([]);
    expect(normalizeOnboardingAnswers(input)).toEqual({
      goals: ['SAVE_LONG_TERM', 'LEARN'],
      experience: 'SOME',
      interests: ['FUNDS', 'DIVIDENDS'],
    });
    expect(onboardingProblems({ goals: [], experience: 'NONE', interests: [] })).toEqual([]);
  });

  it('names the field of an unknown or repeated option, and refuses an empty sheet', () => {
    expect(
      onboardingProblems({ goals: ['GET_RICH'], experience: 'GURU', interests: ['FUNDS', 'FUNDS'] }),
    ).toEqual([
      { code: 'UNKNOWN_OPTION', field: 'goals' },
      { code: 'UNKNOWN_OPTION', field: 'experience' },
      { code: 'DUPLICATE_OPTION', field: 'interests' },
    ]);
    expect(onboardingProblems({ goals: [], experience: null, interests: [] })).toEqual([
      { code: 'NOTHING_CHOSEN', field: 'goals' },
    ]);
    expect(() => normalizeOnboardingAnswers({ goals: ['X'], experience: null, interests: [] })).toThrow();
  });
});
