import type { Questionnaire } from './questions';

/**
 * Rules of the knowledge test: how long an attempt stays open, how many right answers pass, and
 * how long a pass approves the category.
 */

/** An attempt must be examined within this time after its start; later it is refused (ATTEMPT_EXPIRED). */
export const ATTEMPT_VALIDITY_MINUTES = 60;

/**
 * Share of right answers that passes (rounded up to whole questions: 5 of 6, 4 of 5). One slip is
 * forgiven; two wrong answers out of six show that the risks are not understood.
 */
export const PASS_SHARE = 0.8;

/**
 * A pass approves the category for this long, from the day of the pass. Three years: the customer's
 * knowledge does not age quickly, yet MiFID II expects it to be checked again now and then; a new
 * pass before expiry extends the approval from the new pass.
 */
export const APPROVAL_VALIDITY_YEARS = 3;

export function requiredCorrect(questionCount: number): number {
  return Math.ceil(questionCount * PASS_SHARE - 1e-9);
}

/** The approval's expiry for a pass at `passedAt` (epoch ms): the same instant APPROVAL_VALIDITY_YEARS later. */
export function approvalExpiry(passedAt: number): number {
  const d = new Date(passedAt);
  d.setUTCFullYear(d.getUTCFullYear() + APPROVAL_VALIDITY_YEARS);
  return d.getTime();
}

export interface Answer {
  questionId: string;
  optionId: string;
}

export type ExamResult =
  | { ok: true; passed: boolean; correct: number; total: number; required: number; wrong: string[] }
  | { ok: false; code: 'MANDATORY_FIELD_MISSING' | 'INPUT_ERROR'; field: string };

/**
 * Grades the answers of an attempt that asked `questionIds` of `q`. Every asked question needs
 * exactly one answer with one of its options; anything else is the caller's mistake, not a wrong
 * answer, so nothing is graded.
 */
export function gradeAttempt(
  q: Questionnaire,
  questionIds: readonly string[],
  answers: readonly Answer[],
): ExamResult {
  const byId = new Map(answers.map((a, i) => [a.questionId, { a, i }]));
  if (byId.size !== answers.length) return { ok: false, code: 'INPUT_ERROR', field: 'body.answers' };
  for (const [i, a] of answers.entries())
    if (!questionIds.includes(a.questionId))
      return { ok: false, code: 'INPUT_ERROR', field: `body.answers.${i}.questionId` };
  const wrong: string[] = [];
  for (const id of questionIds) {
    const question = q.questions.find((x) => x.id === id);
    const given = byId.get(id);
    if (!question) return { ok: false, code: 'INPUT_ERROR', field: 'body.attemptId' };
    if (!given) return { ok: false, code: 'MANDATORY_FIELD_MISSING', field: 'body.answers' };
    if (!question.options.some((o) => o.id === given.a.optionId))
      return { ok: false, code: 'INPUT_ERROR', field: `body.answers.${given.i}.optionId` };
    if (given.a.optionId !== question.correct) wrong.push(id);
  }
  const total = questionIds.length;
  const correct = total - wrong.length;
  const required = requiredCorrect(total);
  return { ok: true, passed: correct >= required, correct, total, required, wrong };
}
