import type { CrmTaskType } from './tasks';

/**
 * Onboarding cases (spec 001 §7.5 "Onboarding"): a sign-up that cannot be finished by the wizard
 * alone (a HIGH know-your-customer risk sends it to manual review) goes on as a case. The applicant
 * answers the case's tasks with papers; when every task is sent the case waits for a reviewer, who
 * approves it (the customer is made) or rejects it (the application is refused).
 */

/** OPEN: tasks wait for the applicant; SUBMITTED: every task sent, waiting for a reviewer. */
export const ONBOARDING_CASE_STATUSES = ['OPEN', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type OnboardingCaseStatus = (typeof ONBOARDING_CASE_STATUSES)[number];

/** What a case asks of the applicant, in the order shown: where the money comes from, who they are. */
export const ONBOARDING_CASE_TASKS: readonly CrmTaskType[] = [
  'PROVIDE_SOURCE_OF_FUNDS',
  'PROVIDE_ID_DOCUMENT',
];

/**
 * Why no case can be made now: NO_APPLICATION (no sign-up yet), NOT_IN_MANUAL_REVIEW (the
 * application is not waiting in manual review for a high risk), CASE_EXISTS (made already),
 * EXISTING_CUSTOMER (the person is a customer).
 */
export const ONBOARDING_NOT_READY_REASONS = [
  'NO_APPLICATION',
  'NOT_IN_MANUAL_REVIEW',
  'CASE_EXISTS',
  'EXISTING_CUSTOMER',
] as const;
export type OnboardingNotReadyReason = (typeof ONBOARDING_NOT_READY_REASONS)[number];

/** The applicant's statement on the source of funds and purpose (create): long enough for a paragraph. */
export const ONBOARDING_STATEMENT_MAX = 2000;

/** The case's status once a task is sent: SUBMITTED when no task is left open. */
export function caseStatusAfterSubmit(taskStatuses: readonly string[]): OnboardingCaseStatus {
  return taskStatuses.length > 0 && taskStatuses.every((s) => s !== 'OPEN') ? 'SUBMITTED' : 'OPEN';
}
