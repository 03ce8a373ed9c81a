import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  ATTEMPT_VALIDITY_MINUTES,
  QUESTIONNAIRES,
  approvalExpiry,
  gradeAttempt,
  isLang,
  questionnaireOf,
  requiredCorrect,
  type Answer,
  type Lang,
  type Questionnaire,
} from '@broker/domain';
import type {
  KnowledgeTestAttemptSchema,
  KnowledgeTestResultSchema,
  QuestionnaireSchema,
} from '@broker/contract';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { Deps } from '../deps';
import { appropriatenessAttempts, customerApprovals, customers } from '../db/schema';
import { HttpError } from '../http/api-error';
import { listApprovals } from '../fund-orders/queries';

/**
 * The MiFID II knowledge test. An attempt is a row that fixes its questions; examining it grades
 * the answers once and, on a pass, writes or extends the customer's approval of the category in the
 * same transaction, so an approval exists exactly when a passed attempt does.
 */

const ATTEMPT_VALIDITY_MS = ATTEMPT_VALIDITY_MINUTES * 60_000;

function fail(status: number, code: string, message: string, field?: string): HttpError {
  return new HttpError(status, code as never, message, [{ code, ...(field ? { field } : {}) }]);
}

/** The questionnaire of a category, or 404 for a category without a knowledge test. */
export function questionnaireOrThrow(mifid2Category: number): Questionnaire {
  const q = questionnaireOf(mifid2Category);
  if (!q)
    throw fail(
      404,
      'UNKNOWN_MIFID2_CATEGORY',
      `MiFID II category ${mifid2Category} has no knowledge test`,
      'params.mifid2Category',
    );
  return q;
}

async function customerLang(db: Db, customerId: number): Promise<Lang> {
  const [row] = await db.select({ lang: customers.lang }).from(customers).where(eq(customers.id, customerId));
  return row && isLang(row.lang) ? row.lang : 'en';
}

export async function listQuestionnaires(
  deps: Pick<Deps, 'db'>,
  customerId: number,
): Promise<z.infer<typeof QuestionnaireSchema>[]> {
  const lang = await customerLang(deps.db, customerId);
  const approvals = await listApprovals(deps.db, customerId);
  return QUESTIONNAIRES.map((q) => ({
    mifid2Category: q.mifid2Category,
    title: q.title[lang],
    questionCount: q.questions.length,
    requiredCorrect: requiredCorrect(q.questions.length),
    expiresAt: approvals.find((a) => a.mifid2Category === q.mifid2Category)?.expiresAt.getTime() ?? null,
  }));
}

export async function startAttempt(
  deps: Pick<Deps, 'db' | 'time'>,
  customerId: number,
  mifid2Category: number,
): Promise<z.infer<typeof KnowledgeTestAttemptSchema>> {
  const q = questionnaireOrThrow(mifid2Category);
  const lang = await customerLang(deps.db, customerId);
  const now = deps.time.now();
  const id = randomUUID();
  await deps.db.insert(appropriatenessAttempts).values({
    id,
    customerId,
    mifid2Category,
    questionIds: q.questions.map((x) => x.id),
    startedAt: new Date(now),
  });
  return {
    attemptId: id,
    mifid2Category,
    title: q.title[lang],
    lang,
    requiredCorrect: requiredCorrect(q.questions.length),
    validUntil: now + ATTEMPT_VALIDITY_MS,
    questions: q.questions.map((x) => ({
      id: x.id,
      text: x.text[lang],
      options: x.options.map((o) => ({ id: o.id, text: o.text[lang] })),
    })),
  };
}

export async function examineAttempt(
  deps: Pick<Deps, 'db' | 'time'>,
  customerId: number,
  mifid2Category: number,
  body: { attemptId: string; answers: Answer[] },
): Promise<z.infer<typeof KnowledgeTestResultSchema>> {
  const q = questionnaireOrThrow(mifid2Category);
  const now = deps.time.now();
  return deps.db.transaction(async (tx) => {
    // The row lock makes "examined once" hold for two examinations racing each other.
    const [attempt] = await tx
      .select()
      .from(appropriatenessAttempts)
      .where(eq(appropriatenessAttempts.id, body.attemptId))
      .for('update');
    // Another customer's attempt looks exactly like a missing one.
    if (!attempt || attempt.customerId !== customerId)
      throw fail(404, 'ATTEMPT_NOT_FOUND', `Attempt ${body.attemptId} was not found`, 'body.attemptId');
    if (attempt.mifid2Category !== mifid2Category)
      throw fail(
        422,
        'ATTEMPT_CATEGORY_MISMATCH',
        `The attempt is of category ${attempt.mifid2Category}, not ${mifid2Category}`,
        'body.attemptId',
      );
    if (attempt.examinedAt)
      throw fail(409, 'ATTEMPT_ALREADY_EXAMINED', 'The attempt was examined already', 'body.attemptId');
    if (now > attempt.startedAt.getTime() + ATTEMPT_VALIDITY_MS)
      throw fail(409, 'ATTEMPT_EXPIRED', 'The attempt is too old; start a new one', 'body.attemptId');

    const graded = gradeAttempt(q, attempt.questionIds, body.answers);
    // Malformed answers leave the attempt open: the customer has not answered yet.
    if (!graded.ok) throw fail(400, graded.code, 'The answers do not fit the attempt', graded.field);

    await tx
      .update(appropriatenessAttempts)
      .set({ examinedAt: new Date(now), passed: graded.passed, wrong: graded.wrong })
      .where(eq(appropriatenessAttempts.id, attempt.id));
    let expiresAt: number | null;
    if (graded.passed) {
      const expiry = new Date(approvalExpiry(now));
      // A pass renews the approval from now; an approval that somehow runs longer is kept.
      await tx
        .insert(customerApprovals)
        .values({ customerId, mifid2Category, approvedAt: new Date(now), expiresAt: expiry })
        .onConflictDoUpdate({
          target: [customerApprovals.customerId, customerApprovals.mifid2Category],
          set: {
            approvedAt: new Date(now),
            expiresAt: sql`greatest(${customerApprovals.expiresAt}, excluded.expires_at)`,
          },
        });
      const [row] = await tx
        .select({ expiresAt: customerApprovals.expiresAt })
        .from(customerApprovals)
        .where(
          and(
            eq(customerApprovals.customerId, customerId),
            eq(customerApprovals.mifid2Category, mifid2Category),
          ),
        );
      expiresAt = row?.expiresAt.getTime() ?? expiry.getTime();
    } else {
      const current = (await listApprovals(tx, customerId)).find((a) => a.mifid2Category === mifid2Category);
      expiresAt = current?.expiresAt.getTime() ?? null;
    }
    return {
      attemptId: attempt.id,
      mifid2Category,
      passed: graded.passed,
      correct: graded.correct,
      total: graded.total,
      requiredCorrect: graded.required,
      wrongQuestionIds: graded.wrong,
      expiresAt,
    };
  });
}
