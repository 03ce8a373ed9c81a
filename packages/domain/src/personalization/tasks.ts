import type { OnboardingAnswers } from './onboarding';

/**
 * The getting-started checklist (spec 001 §7.9 tasks). A task is never stored as done: its status
 * is derived from the customer's real state (a bank account exists, a deposit was credited, ...),
 * so it can never disagree with the facts it is about. Only a dismissal is stored. The customer's
 * onboarding answers decide the order.
 */

export const TASK_TYPES = [
  'ANSWER_ONBOARDING',
  'ADD_BANK_ACCOUNT',
  'FIRST_DEPOSIT',
  'START_SAVINGS_PLAN',
  'FIRST_TRADE',
  'ENROL_PASSKEY',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_STATUSES = ['TODO', 'DONE'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export function isTaskType(value: string): value is TaskType {
  return (TASK_TYPES as readonly string[]).includes(value);
}

/** The web app's page where each task is done. */
export const TASK_LINKS: Record<TaskType, string> = {
  ANSWER_ONBOARDING: '/get-started',
  ADD_BANK_ACCOUNT: '/bank-accounts',
  FIRST_DEPOSIT: '/deposit',
  START_SAVINGS_PLAN: '/savings-plans',
  FIRST_TRADE: '/discover',
  ENROL_PASSKEY: '/settings/security',
};

/** The facts each task's status is read from, gathered by the server. */
export type TaskFacts = Record<TaskType, boolean>;

export interface GettingStartedTask {
  type: TaskType;
  status: TaskStatus;
  dismissed: boolean;
  link: string;
}

/**
 * The order of the tasks for these answers. Without answers, the natural order of becoming able to
 * invest: tell us what you want, connect a bank, put money in, then buy (a plan before a single
 * trade: most new customers save monthly), and secure the login last. Saving goals (long term,
 * children, pension) put the savings plan right after the first deposit; active trading puts the
 * first trade there and the plan last of the money tasks. When both are chosen, trading decides if
 * the customer also said they are experienced; otherwise saving does (the safer default).
 */
export function taskOrder(answers: OnboardingAnswers | null): TaskType[] {
  const saving = answers?.goals.some(
    (g) => g === 'SAVE_LONG_TERM' || g === 'SAVE_FOR_CHILDREN' || g === 'PENSION',
  );
  const trading = answers?.goals.includes('TRADE_ACTIVELY');
  const tradeFirst = trading && (!saving || answers?.experience === 'EXPERIENCED');
  const money: TaskType[] = tradeFirst
    ? ['FIRST_TRADE', 'START_SAVINGS_PLAN']
    : ['START_SAVINGS_PLAN', 'FIRST_TRADE'];
  return ['ANSWER_ONBOARDING', 'ADD_BANK_ACCOUNT', 'FIRST_DEPOSIT', ...money, 'ENROL_PASSKEY'];
}

/**
 * The checklist: every task in the answers' order with its derived status. Tasks already done keep
 * their place (the list does not jump as the customer ticks things off).
 */
export function gettingStartedTasks(
  facts: TaskFacts,
  answers: OnboardingAnswers | null,
  dismissed: ReadonlySet<TaskType>,
): GettingStartedTask[] {
  return taskOrder(answers).map((type) => ({
    type,
    status: facts[type] ? 'DONE' : 'TODO',
    dismissed: dismissed.has(type),
    link: TASK_LINKS[type],
  }));
}

/** Whether the getting-started card has nothing left to show: every task done or dismissed. */
export function gettingStartedFinished(tasks: readonly GettingStartedTask[]): boolean {
  return tasks.every((t) => t.status === 'DONE' || t.dismissed);
}
