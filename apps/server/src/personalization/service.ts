import { and, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  gettingStartedTasks,
  isTaskType,
  normalizeOnboardingAnswers,
  onboardingProblems,
  TASK_TYPES,
  type OnboardingAnswers,
  type OnboardingAnswersInput,
  type TaskFacts,
  type TaskType,
} from '@broker/domain';
import type { CallReply, getOnboardingAnswers, listTasks } from '@broker/contract';
import type { Deps } from '../deps';
import type { Db, Tx } from '../db/database';
import {
  accounts,
  deposits,
  dismissedTasks,
  exchangeOrders,
  exchangeTrades,
  externalBankAccounts,
  fundOrders,
  onboardingAnswers,
  passkeys,
  savingsPlans,
  transactions,
  users,
} from '../db/schema';
import { HttpError, notFound } from '../http/api-error';

/**
 * Personalization (spec 001 §7.9 tasks, onboarding answers): the answers are one row per customer;
 * the tasks are derived on every read from the customer's own rows in the areas that own them
 * (banking, deposits, orders, savings plans, passkeys) — only a dismissal is stored here.
 */

type StoredAnswers = NonNullable<CallReply<typeof getOnboardingAnswers>['answers']>;
type TaskList = CallReply<typeof listTasks>;

export async function readOnboardingAnswers(db: Db | Tx, customerId: number): Promise<StoredAnswers | null> {
  const [row] = await db.select().from(onboardingAnswers).where(eq(onboardingAnswers.customerId, customerId));
  if (!row) return null;
  // Written only through normalizeOnboardingAnswers, so the values are the domain's.
  const answers = row as unknown as OnboardingAnswers & { answeredAt: Date };
  return {
    goals: answers.goals,
    experience: answers.experience,
    interests: answers.interests,
    answeredAt: row.answeredAt.getTime(),
  };
}

export async function saveOnboardingAnswers(
  deps: Deps,
  customerId: number,
  input: OnboardingAnswersInput,
): Promise<StoredAnswers> {
  const problems = onboardingProblems(input);
  if (problems.length > 0) {
    throw new HttpError(
      422,
      'ONBOARDING_ANSWERS_INVALID',
      'The answers do not fit the questionnaire',
      problems.map((p) => ({ code: p.code, field: p.field })),
    );
  }
  const answers = normalizeOnboardingAnswers(input);
  const answeredAt = new Date(deps.time.now());
  await deps.db
    .insert(onboardingAnswers)
    .values({ customerId, ...answers, answeredAt })
    .onConflictDoUpdate({ target: onboardingAnswers.customerId, set: { ...answers, answeredAt } });
  return { ...answers, answeredAt: answeredAt.getTime() };
}

const exists = (query: SQL) => sql<boolean>`exists (${query})`;

/**
 * Each task's fact, in one round trip. A customer with history from before these areas kept their
 * own rows (the demo seed's ledger) counts by the ledger too: a DEPOSIT or BUY transaction on one of
 * their accounts is a deposit or a trade.
 */
async function taskFacts(db: Db | Tx, customerId: number): Promise<TaskFacts> {
  const ownAccounts = db
    .select({ accid: accounts.accid })
    .from(accounts)
    .where(eq(accounts.customerId, customerId));
  const ledger = (type: string) =>
    sql`select 1 from ${transactions} where ${transactions.type} = ${type} and ${inArray(transactions.accid, ownAccounts)}`;
  const [row] = await db
    .select({
      ANSWER_ONBOARDING: exists(
        sql`select 1 from ${onboardingAnswers} where ${eq(onboardingAnswers.customerId, customerId)}`,
      ),
      ADD_BANK_ACCOUNT: exists(
        sql`select 1 from ${externalBankAccounts} where ${and(
          eq(externalBankAccounts.customerId, customerId),
          isNull(externalBankAccounts.deletedAt),
        )}`,
      ),
      depositRow: exists(
        sql`select 1 from ${deposits} where ${and(eq(deposits.customerId, customerId), eq(deposits.status, 'CREDITED'))}`,
      ),
      depositLedger: exists(ledger('DEPOSIT')),
      START_SAVINGS_PLAN: exists(
        sql`select 1 from ${savingsPlans} where ${and(
          eq(savingsPlans.customerId, customerId),
          isNull(savingsPlans.deletedAt),
        )}`,
      ),
      fundOrder: exists(
        sql`select 1 from ${fundOrders} where ${and(
          eq(fundOrders.customerId, customerId),
          notInArray(fundOrders.state, ['CANCELLED', 'REJECTED']),
        )}`,
      ),
      shareOrder: exists(
        sql`select 1 from ${exchangeOrders} where ${and(
          eq(exchangeOrders.customerId, customerId),
          notInArray(exchangeOrders.state, ['CANCELLED', 'EXPIRED', 'REJECTED']),
        )}`,
      ),
      fill: exists(sql`select 1 from ${exchangeTrades} where ${eq(exchangeTrades.customerId, customerId)}`),
      buyLedger: exists(ledger('BUY')),
      ENROL_PASSKEY: exists(
        sql`select 1 from ${passkeys} join ${users} on ${eq(users.id, passkeys.userId)} where ${eq(users.customerId, customerId)}`,
      ),
    })
    .from(sql`(select 1) as one`);
  const f = row!;
  return {
    ANSWER_ONBOARDING: f.ANSWER_ONBOARDING,
    ADD_BANK_ACCOUNT: f.ADD_BANK_ACCOUNT,
    FIRST_DEPOSIT: f.depositRow || f.depositLedger,
    START_SAVINGS_PLAN: f.START_SAVINGS_PLAN,
    FIRST_TRADE: f.fundOrder || f.shareOrder || f.fill || f.buyLedger,
    ENROL_PASSKEY: f.ENROL_PASSKEY,
  };
}

async function dismissedOf(db: Db | Tx, customerId: number): Promise<Set<TaskType>> {
  const rows = await db
    .select({ taskType: dismissedTasks.taskType })
    .from(dismissedTasks)
    .where(eq(dismissedTasks.customerId, customerId));
  return new Set(rows.map((r) => r.taskType).filter(isTaskType));
}

export async function listTasksOf(db: Db | Tx, customerId: number): Promise<TaskList> {
  const [facts, answers, dismissed] = await Promise.all([
    taskFacts(db, customerId),
    readOnboardingAnswers(db, customerId),
    dismissedOf(db, customerId),
  ]);
  const tasks = gettingStartedTasks(facts, answers, dismissed);
  return { tasks, done: tasks.filter((t) => t.status === 'DONE').length, total: tasks.length };
}

function taskTypeOf(value: string): TaskType {
  if (!isTaskType(value)) {
    throw notFound('TASK_NOT_FOUND', `No task ${value}; the tasks are ${TASK_TYPES.join(', ')}`);
  }
  return value;
}

/** Puts a task aside; dismissing it again changes nothing (the first dismissal's time is kept). */
export async function dismissTaskOf(deps: Deps, customerId: number, taskTypeText: string): Promise<TaskList> {
  const taskType = taskTypeOf(taskTypeText);
  await deps.db
    .insert(dismissedTasks)
    .values({ customerId, taskType, dismissedAt: new Date(deps.time.now()) })
    .onConflictDoNothing();
  return listTasksOf(deps.db, customerId);
}

export async function undismissTaskOf(
  deps: Deps,
  customerId: number,
  taskTypeText: string,
): Promise<TaskList> {
  const taskType = taskTypeOf(taskTypeText);
  await deps.db
    .delete(dismissedTasks)
    .where(and(eq(dismissedTasks.customerId, customerId), eq(dismissedTasks.taskType, taskType)));
  return listTasksOf(deps.db, customerId);
}
