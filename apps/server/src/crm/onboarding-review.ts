import { and, eq, inArray } from 'drizzle-orm';
import type { CountryCode } from '@broker/domain';
import type { SignupSaved } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { crmTasks, onboardingCases, prospects, signupApplications } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import type { ProspectSession } from '../auth/sessions';
import { applicationOf, isExistingCustomer } from '../signup/application';
import { createCustomer, eidOnlyPasswordHash } from '../signup/completion';
import type { CaseRow } from './onboarding';

/**
 * The review outcome of an onboarding case (spec 001 §7.5 "Onboarding"; docs/decisions.md
 * "Onboarding cases"): the two functions the staff desk calls. Not routes: the desk's own calls
 * (with its staff authentication) wrap them. Each runs in one transaction under the case's row lock.
 *
 * - approveOnboardingCase: the case must be SUBMITTED (every task sent). The application is
 *   completed as the wizard's last step completes it (signup/completion.ts createCustomer: customer,
 *   user, accounts, first kyc_answers row, the prospect's customer id, the application DONE), with
 *   the first kyc_answers row from the review (source REVIEW, the level accepted MEDIUM), so buying
 *   is not blocked. Tasks DONE, the case APPROVED. The person then logs in with their eID.
 * - rejectOnboardingCase: an OPEN or SUBMITTED case is REJECTED with its reason kept, its open or
 *   sent tasks REJECTED and the application REFUSED (routing MANUAL_SUPPORT).
 */

export interface ApprovedCase {
  caseId: number;
  customerId: number;
  userId: number;
  accids: number[];
}

/** The accounts an application in review has not picked yet: the country's tax-favoured account. */
const DEFAULT_ACCOUNT_PICK: NonNullable<SignupSaved['ACCOUNT_PICKER']> = { accountTypes: ['PrivateBasic'] };

async function lockedCase(tx: Tx, caseId: number): Promise<CaseRow> {
  const [row] = await tx.select().from(onboardingCases).where(eq(onboardingCases.id, caseId)).for('update');
  if (!row) throw notFound('ONBOARDING_CASE_NOT_FOUND', `No onboarding case ${caseId}`);
  if (row.status === 'APPROVED' || row.status === 'REJECTED') {
    throw new HttpError(
      409,
      'ONBOARDING_CASE_CLOSED',
      `Case ${caseId} was ${row.status.toLowerCase()} already`,
    );
  }
  return row;
}

function checkReviewer(reviewer: string): string {
  const name = reviewer.trim();
  if (!name)
    throw new HttpError(400, 'INPUT_ERROR', 'The reviewer is required', [
      { code: 'REQUIRED', field: 'reviewer' },
    ]);
  return name;
}

export async function approveOnboardingCase(
  db: Db,
  caseId: number,
  reviewer: string,
  now: number,
): Promise<ApprovedCase> {
  const by = checkReviewer(reviewer);
  // Hashing takes a moment; done before the transaction so its locks are held briefly.
  const passwordHash = await eidOnlyPasswordHash();
  return db.transaction((tx) => approveCaseIn(tx, caseId, by, passwordHash, now));
}

/**
 * approveOnboardingCase inside the caller's transaction (the desk records its decision in the
 * same one); `passwordHash` from eidOnlyPasswordHash(), made before the transaction.
 */
export async function approveCaseIn(
  tx: Tx,
  caseId: number,
  reviewer: string,
  passwordHash: string,
  now: number,
): Promise<ApprovedCase> {
  const by = checkReviewer(reviewer);
  const row = await lockedCase(tx, caseId);
  const tasks = await tx
    .select({ status: crmTasks.status })
    .from(crmTasks)
    .where(eq(crmTasks.onboardingCaseId, caseId));
  if (row.status !== 'SUBMITTED' || tasks.some((t) => t.status !== 'SUBMITTED')) {
    throw new HttpError(
      409,
      'ONBOARDING_CASE_NOT_SUBMITTED',
      `Case ${caseId} cannot be approved before every task is sent`,
    );
  }
  const [person] = await tx.select().from(prospects).where(eq(prospects.id, row.prospectId));
  if (!person) throw new Error(`case ${caseId} without its prospect`);
  const prospect: ProspectSession = {
    sessionId: 0,
    prospectId: person.id,
    expiresAt: new Date(now),
    country: person.country as CountryCode,
    nationalId: person.nationalId,
    firstName: person.firstName,
    lastName: person.lastName,
    birthDate: person.birthDate,
  };
  const application = await applicationOf(tx, person.id, true);
  if (!application || application.id !== row.applicationId || application.status !== 'MANUAL_REVIEW') {
    throw new HttpError(409, 'SIGNUP_NOT_OPEN', `The application of case ${caseId} is not in manual review`);
  }
  if (await isExistingCustomer(tx, prospect)) {
    throw new HttpError(409, 'SIGNUP_EXISTING_CUSTOMER', 'The person is a customer already');
  }
  const saved = { ...(application.steps as SignupSaved) };
  saved.ACCOUNT_PICKER ??= DEFAULT_ACCOUNT_PICK;
  const made = await createCustomer(tx, prospect, application, saved, passwordHash, now, {
    source: 'REVIEW',
    acceptedLevel: 'MEDIUM',
  });
  await tx
    .update(crmTasks)
    .set({ status: 'DONE', resolvedAt: new Date(now) })
    .where(eq(crmTasks.onboardingCaseId, caseId));
  await tx
    .update(onboardingCases)
    .set({ status: 'APPROVED', reviewer: by, resolvedAt: new Date(now), customerId: made.customerId })
    .where(eq(onboardingCases.id, caseId));
  return { caseId, ...made };
}

export async function rejectOnboardingCase(
  db: Db,
  caseId: number,
  reviewer: string,
  reason: string,
  now: number,
): Promise<{ caseId: number }> {
  await db.transaction((tx) => rejectCaseIn(tx, caseId, reviewer, reason, now));
  return { caseId };
}

/** rejectOnboardingCase inside the caller's transaction (the desk records its decision in the same one). */
export async function rejectCaseIn(tx: Tx, caseId: number, reviewer: string, reason: string, now: number) {
  const by = checkReviewer(reviewer);
  const why = reason.trim();
  if (!why)
    throw new HttpError(400, 'INPUT_ERROR', 'A rejection needs its reason', [
      { code: 'REQUIRED', field: 'reason' },
    ]);
  const row = await lockedCase(tx, caseId);
  await tx
    .update(crmTasks)
    .set({ status: 'REJECTED', resolvedAt: new Date(now) })
    .where(and(eq(crmTasks.onboardingCaseId, caseId), inArray(crmTasks.status, ['OPEN', 'SUBMITTED'])));
  await tx
    .update(onboardingCases)
    .set({ status: 'REJECTED', reviewer: by, rejectionReason: why, resolvedAt: new Date(now) })
    .where(eq(onboardingCases.id, caseId));
  // The application's reason stays HIGH_RISK: why it went to review; the case keeps the decision's.
  await tx
    .update(signupApplications)
    .set({ status: 'REFUSED', updatedAt: new Date(now) })
    .where(and(eq(signupApplications.id, row.applicationId), eq(signupApplications.status, 'MANUAL_REVIEW')));
}
