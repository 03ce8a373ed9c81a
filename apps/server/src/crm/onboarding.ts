import { eq } from 'drizzle-orm';
import {
  ONBOARDING_CASE_TASKS,
  caseStatusAfterSubmit,
  type OnboardingCaseStatus,
  type OnboardingNotReadyReason,
} from '@broker/domain';
import type { OnboardingCase } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { crmTasks, onboardingCases } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import type { ProspectSession } from '../auth/sessions';
import { applicationOf, isExistingCustomer, type ApplicationRow } from '../signup/application';
import { listCrmTasks, openCrmTask, submitTaskIn, getCrmTask, type TaskOwner } from './tasks';
import { createUploadToken } from './attachments';

/**
 * Onboarding cases (spec 001 §7.5 "Onboarding"; docs/decisions.md "Onboarding cases"): the
 * prospect's side. A sign-up in MANUAL_REVIEW for HIGH_RISK goes on as a case whose CRM tasks
 * (crm_tasks with onboarding_case_id, the customer tasks' rows, rules and upload) the applicant
 * answers with files. The reviewer's side is onboarding-review.ts.
 */

export type CaseRow = typeof onboardingCases.$inferSelect;

export const noCase = () => notFound('ONBOARDING_CASE_NOT_FOUND', 'There is no onboarding case');

export async function caseOfProspect(db: Db | Tx, prospectId: number, lock = false) {
  const query = db.select().from(onboardingCases).where(eq(onboardingCases.prospectId, prospectId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The prospect's case as the owner of its tasks; 404 CRM_TASK_NOT_FOUND without a case, as for a task of another's. */
async function caseOwner(
  db: Db | Tx,
  prospect: ProspectSession,
  taskId: number,
): Promise<{ caseId: number }> {
  const row = await caseOfProspect(db, prospect.prospectId);
  if (!row) throw notFound('CRM_TASK_NOT_FOUND', `No task ${taskId}`);
  return { caseId: row.id };
}

export async function caseView(db: Db | Tx, row: CaseRow, now: number): Promise<OnboardingCase> {
  return {
    id: row.id,
    status: row.status as OnboardingCaseStatus,
    reason: row.reason,
    statement: row.statement,
    createdAt: row.createdAt.getTime(),
    submittedAt: row.submittedAt?.getTime() ?? null,
    resolvedAt: row.resolvedAt?.getTime() ?? null,
    tasks: await listCrmTasks(db, { caseId: row.id }, now, undefined, 'opened'),
  };
}

export async function onboardingStatus(db: Db, prospect: ProspectSession, now: number) {
  const row = await caseOfProspect(db, prospect.prospectId);
  return { case: row ? await caseView(db, row, now) : null };
}

/** Why no case can be made for this application now, or null when one can. */
function notReadyReason(
  application: ApplicationRow | undefined,
  existingCase: CaseRow | undefined,
  existingCustomer: boolean,
): OnboardingNotReadyReason | null {
  if (existingCustomer) return 'EXISTING_CUSTOMER';
  if (!application) return 'NO_APPLICATION';
  if (existingCase) return 'CASE_EXISTS';
  if (application.status !== 'MANUAL_REVIEW' || application.reason !== 'HIGH_RISK')
    return 'NOT_IN_MANUAL_REVIEW';
  return null;
}

export async function onboardingReady(db: Db, prospect: ProspectSession) {
  const [application, existingCase, existing] = await Promise.all([
    applicationOf(db, prospect.prospectId),
    caseOfProspect(db, prospect.prospectId),
    isExistingCustomer(db, prospect),
  ]);
  const reason = notReadyReason(application, existingCase, existing);
  return { ready: reason === null, reason };
}

const notReady = (reason: OnboardingNotReadyReason) =>
  new HttpError(409, 'ONBOARDING_NOT_READY', `No onboarding case can be made now: ${reason}`, [
    { code: reason, field: 'case' },
  ]);

/**
 * Makes the case and its tasks in one transaction under the application's row lock, so two calls
 * at once make one case. `trigger` answers an existing case; `create` refuses it (409).
 */
export async function openOnboardingCase(
  db: Db,
  prospect: ProspectSession,
  mode: { kind: 'trigger' } | { kind: 'create'; statement: string },
  now: number,
): Promise<{ case: OnboardingCase; created: boolean }> {
  const { row, created } = await db.transaction(async (tx) => {
    const application = await applicationOf(tx, prospect.prospectId, true);
    const existingCase = await caseOfProspect(tx, prospect.prospectId);
    if (existingCase && mode.kind === 'trigger') return { row: existingCase, created: false };
    if (existingCase) {
      throw new HttpError(409, 'ONBOARDING_CASE_EXISTS', 'Your onboarding case is made already');
    }
    const reason = notReadyReason(application, undefined, await isExistingCustomer(tx, prospect));
    if (reason) throw notReady(reason);
    const [inserted] = await tx
      .insert(onboardingCases)
      .values({
        prospectId: prospect.prospectId,
        applicationId: application!.id,
        status: 'OPEN',
        reason: application!.reason!,
        statement: mode.kind === 'create' ? mode.statement.trim() : null,
        createdAt: new Date(now),
      })
      .returning();
    for (const type of ONBOARDING_CASE_TASKS) await openCrmTask(tx, { caseId: inserted!.id }, type, now);
    return { row: inserted!, created: true };
  });
  return { case: await caseView(db, row, now), created };
}

export async function onboardingTask(db: Db, prospect: ProspectSession, taskId: number, now: number) {
  return getCrmTask(db, await caseOwner(db, prospect, taskId), taskId, now);
}

/** SUBMIT a task of the case; the case is SUBMITTED in the same transaction once no task is open. */
export async function submitOnboardingTask(db: Db, prospect: ProspectSession, taskId: number, now: number) {
  const owner = await db.transaction(async (tx) => {
    const row = await caseOfProspect(tx, prospect.prospectId, true);
    if (!row) throw notFound('CRM_TASK_NOT_FOUND', `No task ${taskId}`);
    const caseOwned: TaskOwner = { caseId: row.id };
    await submitTaskIn(tx, caseOwned, taskId, now);
    const statuses = await tx
      .select({ status: crmTasks.status })
      .from(crmTasks)
      .where(eq(crmTasks.onboardingCaseId, row.id));
    if (row.status === 'OPEN' && caseStatusAfterSubmit(statuses.map((s) => s.status)) === 'SUBMITTED') {
      await tx
        .update(onboardingCases)
        .set({ status: 'SUBMITTED', submittedAt: new Date(now) })
        .where(eq(onboardingCases.id, row.id));
    }
    return caseOwned;
  });
  return getCrmTask(db, owner, taskId, now);
}

export async function initializeOnboardingUpload(
  db: Db,
  prospect: ProspectSession,
  input: { taskId: number; fileName: string; contentType: string; size: number },
  now: number,
) {
  // createUploadToken answers 404 for a task not of the case before it checks the declaration.
  return createUploadToken(db, await caseOwner(db, prospect, input.taskId), input, now);
}
