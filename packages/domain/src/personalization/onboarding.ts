/**
 * The "what do you want to do" questionnaire a customer may answer right after sign-up or any time
 * later (spec 001 §7.9 onboarding answers). Optional: a customer who skips it is never asked to
 * answer it again, only offered the task. The answers do not change what the customer may do; they
 * only order the getting-started tasks (tasks.ts).
 */

export const ONBOARDING_GOALS = [
  'SAVE_LONG_TERM',
  'SAVE_FOR_CHILDREN',
  'PENSION',
  'TRADE_ACTIVELY',
  'LEARN',
] as const;
export type OnboardingGoal = (typeof ONBOARDING_GOALS)[number];

export const ONBOARDING_EXPERIENCE = ['NONE', 'SOME', 'EXPERIENCED'] as const;
export type OnboardingExperience = (typeof ONBOARDING_EXPERIENCE)[number];

export const ONBOARDING_INTERESTS = ['FUNDS', 'SHARES', 'SUSTAINABILITY', 'DIVIDENDS'] as const;
export type OnboardingInterest = (typeof ONBOARDING_INTERESTS)[number];

export interface OnboardingAnswers {
  /** Any number of goals, in the questionnaire's order. */
  goals: OnboardingGoal[];
  /** One experience level, or null when not told. */
  experience: OnboardingExperience | null;
  /** Any number of interests, in the questionnaire's order. */
  interests: OnboardingInterest[];
}

/** The answers as sent: anything, until checked by onboardingProblems. */
export interface OnboardingAnswersInput {
  goals: readonly string[];
  experience: string | null;
  interests: readonly string[];
}

/**
 * UNKNOWN_OPTION: not one of the question's options; DUPLICATE_OPTION: the same option twice;
 * NOTHING_CHOSEN: no answer at all (skipping is not answering, not an empty answer sheet).
 */
export const ONBOARDING_PROBLEM_CODES = ['UNKNOWN_OPTION', 'DUPLICATE_OPTION', 'NOTHING_CHOSEN'] as const;
export type OnboardingProblemCode = (typeof ONBOARDING_PROBLEM_CODES)[number];

export interface OnboardingProblem {
  code: OnboardingProblemCode;
  field: 'goals' | 'experience' | 'interests';
}

function listProblems(
  field: 'goals' | 'interests',
  values: readonly string[],
  options: readonly string[],
): OnboardingProblem[] {
  const problems: OnboardingProblem[] = [];
  if (values.some((v) => !options.includes(v))) problems.push({ code: 'UNKNOWN_OPTION', field });
  if (new Set(values).size !== values.length) problems.push({ code: 'DUPLICATE_OPTION', field });
  return problems;
}

/** What is wrong with an answer sheet, field by field; empty when it may be kept. */
export function onboardingProblems(input: OnboardingAnswersInput): OnboardingProblem[] {
  const problems = [
    ...listProblems('goals', input.goals, ONBOARDING_GOALS),
    ...(input.experience !== null && !(ONBOARDING_EXPERIENCE as readonly string[]).includes(input.experience)
      ? [{ code: 'UNKNOWN_OPTION', field: 'experience' } as const]
      : []),
    ...listProblems('interests', input.interests, ONBOARDING_INTERESTS),
  ];
  if (input.goals.length === 0 && input.experience === null && input.interests.length === 0) {
    problems.push({ code: 'NOTHING_CHOSEN', field: 'goals' });
  }
  return problems;
}

/**
 * A checked answer sheet in a fixed form: each list in the questionnaire's order, so that two
 * answerings of the same choices are stored and compared alike. Throws on a sheet with problems.
 */
export function normalizeOnboardingAnswers(input: OnboardingAnswersInput): OnboardingAnswers {
  if (onboardingProblems(input).length > 0) throw new Error('onboarding answers with problems');
  return {
    goals: ONBOARDING_GOALS.filter((g) => input.goals.includes(g)),
    experience: input.experience as OnboardingExperience | null,
    interests: ONBOARDING_INTERESTS.filter((i) => input.interests.includes(i)),
  };
}
