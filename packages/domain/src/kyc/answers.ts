import type { CountryCode } from '../countries';
import { cddQuestions, type CddQuestion, type CddQuestionId, type PersonType } from './questionnaire';

/** One answered question: the chosen option ids (one for a single-choice question). */
export interface CddAnswer {
  questionId: string;
  optionIds: readonly string[];
}

/** Why an answer was not taken; the field is the question id. */
export type CddAnswerProblem =
  | { code: 'ANSWER_MISSING'; questionId: string }
  | { code: 'UNKNOWN_QUESTION'; questionId: string }
  | { code: 'UNKNOWN_OPTION'; questionId: string }
  | { code: 'ONE_OPTION_ONLY'; questionId: string }
  | { code: 'DUPLICATE_ANSWER'; questionId: string };

/**
 * Checks answers to the given questions (a page's, or the whole questionnaire's): each question
 * answered once, with at least one known option, and one only where it is single-choice. Answers
 * to questions not asked are refused rather than ignored, so a client cannot slip in answers that
 * were never shown.
 */
export function cddAnswerProblems(
  questions: readonly CddQuestion[],
  answers: readonly CddAnswer[],
): CddAnswerProblem[] {
  const problems: CddAnswerProblem[] = [];
  const asked = new Map(questions.map((q) => [q.id as string, q]));
  const seen = new Set<string>();
  for (const answer of answers) {
    const question = asked.get(answer.questionId);
    if (!question) {
      problems.push({ code: 'UNKNOWN_QUESTION', questionId: answer.questionId });
      continue;
    }
    if (seen.has(answer.questionId)) {
      problems.push({ code: 'DUPLICATE_ANSWER', questionId: answer.questionId });
      continue;
    }
    seen.add(answer.questionId);
    const known = new Set(question.options.map((o) => o.id));
    const unique = new Set(answer.optionIds);
    if (unique.size === 0) problems.push({ code: 'ANSWER_MISSING', questionId: answer.questionId });
    else if ([...unique].some((id) => !known.has(id)) || unique.size !== answer.optionIds.length) {
      problems.push({ code: 'UNKNOWN_OPTION', questionId: answer.questionId });
    } else if (question.type === 'SINGLE_CHOICE' && unique.size > 1) {
      problems.push({ code: 'ONE_OPTION_ONLY', questionId: answer.questionId });
    }
  }
  for (const question of questions) {
    if (!seen.has(question.id) && !answers.some((a) => a.questionId === question.id)) {
      problems.push({ code: 'ANSWER_MISSING', questionId: question.id });
    }
  }
  return problems;
}

/** The complete, checked answers of the whole questionnaire, by question id. */
export type CddAnswerSheet = Readonly<Record<CddQuestionId, readonly string[]>>;

/** Turns answers to the whole questionnaire into a sheet, or returns the problems. */
export function cddAnswerSheet(
  country: CountryCode,
  answers: readonly CddAnswer[],
  personType: PersonType = 'NAT',
): { sheet: CddAnswerSheet } | { problems: CddAnswerProblem[] } {
  const problems = cddAnswerProblems(cddQuestions(country, personType), answers);
  if (problems.length > 0) return { problems };
  // Every question is answered once (no problems), so the entries are exactly the question ids.
  const sheet: Record<string, readonly string[]> = Object.fromEntries(
    answers.map((a) => [a.questionId, [...new Set(a.optionIds)]]),
  );
  return { sheet: sheet as CddAnswerSheet };
}
