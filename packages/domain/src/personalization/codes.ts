/** The error codes of personalization's calls (spread into API_ERROR_CODES). */
export const PERSONALIZATION_ERROR_CODES = [
  /** Onboarding answers that do not fit the questionnaire; fields name the problem and question. */
  'ONBOARDING_ANSWERS_INVALID',
  /** Not one of the getting-started task types. */
  'TASK_NOT_FOUND',
] as const;
