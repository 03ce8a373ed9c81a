import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  COUNTRY_FACTS,
  CRM_TASK_DAYS_TO_ANSWER,
  addDays,
  type CountryCode,
  localDayAt,
  type CrmTaskStatus,
  type CrmTaskType,
} from '@broker/domain';
import type { CrmAttachment, CrmTask } from '@broker/contract';
import { CRM_ATTACHMENT_FILE_PATH } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { crmAttachments, crmTasks, onboardingCases, prospects } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { customerFacts } from '../accounts/customer-facts';
import { notify } from '../notifications/notify';

/**
 * CRM tasks (issue 16; spec 001 §7.5 "Tasks"; domain crm/tasks.ts): opened by the system in the
 * transaction of their cause, answered by the customer with attachments (attachments.ts), and
 * submitted for a person to review.
 */

type TaskRow = typeof crmTasks.$inferSelect;

/**
 * Whose a task is: a customer's, or a prospect's onboarding case's (crm/onboarding.ts). A number is
 * a customer id, as the customer calls pass it.
 */
export type TaskOwner = number | { customerId: number } | { caseId: number };

export const ownerColumns = (owner: TaskOwner) =>
  typeof owner === 'number'
    ? { customerId: owner, onboardingCaseId: null }
    : 'customerId' in owner
      ? { customerId: owner.customerId, onboardingCaseId: null }
      : { customerId: null, onboardingCaseId: owner.caseId };

/** The condition "the task is the owner's" (never true for a null column). */
export function ownsTask(owner: TaskOwner) {
  const { customerId, onboardingCaseId } = ownerColumns(owner);
  return customerId !== null
    ? eq(crmTasks.customerId, customerId)
    : eq(crmTasks.onboardingCaseId, onboardingCaseId!);
}
export type AttachmentMeta = Omit<typeof crmAttachments.$inferSelect, 'bytes'>;

/** Another customer's task answers exactly like a missing one. */
export const noTask = (id: number) => notFound('CRM_TASK_NOT_FOUND', `No task ${id}`);

/** Everything of an attachment but its bytes, which only the file download reads. */
export const attachmentColumns = {
  id: crmAttachments.id,
  customerId: crmAttachments.customerId,
  onboardingCaseId: crmAttachments.onboardingCaseId,
  taskId: crmAttachments.taskId,
  fileName: crmAttachments.fileName,
  contentType: crmAttachments.contentType,
  size: crmAttachments.size,
  sha256: crmAttachments.sha256,
  createdAt: crmAttachments.createdAt,
};

export const toAttachment = (a: AttachmentMeta): CrmAttachment => ({
  id: a.id,
  taskId: a.taskId,
  fileName: a.fileName,
  contentType: a.contentType as CrmAttachment['contentType'],
  size: a.size,
  sha256: a.sha256,
  createdAt: a.createdAt.getTime(),
  downloadPath: CRM_ATTACHMENT_FILE_PATH.replace('{attachmentId}', String(a.id)),
});

function toTask(row: TaskRow, files: AttachmentMeta[], today: string): CrmTask {
  return {
    id: row.id,
    type: row.type as CrmTaskType,
    status: row.status as CrmTaskStatus,
    createdAt: row.createdAt.getTime(),
    dueOn: row.dueOn,
    overdue: row.status === 'OPEN' && row.dueOn < today,
    submittedAt: row.submittedAt?.getTime() ?? null,
    resolvedAt: row.resolvedAt?.getTime() ?? null,
    attachments: files.map(toAttachment),
  };
}

async function customerToday(db: Db | Tx, customerId: number, now: number): Promise<string> {
  return localDayAt((await customerFacts(db, customerId)).timeZone, now);
}

/** The owner's calendar day: the customer's, or for a case the prospect's country's. */
export async function ownerToday(db: Db | Tx, owner: TaskOwner, now: number): Promise<string> {
  const { customerId, onboardingCaseId } = ownerColumns(owner);
  if (customerId !== null) return customerToday(db, customerId, now);
  const [row] = await db
    .select({ country: prospects.country })
    .from(onboardingCases)
    .innerJoin(prospects, eq(prospects.id, onboardingCases.prospectId))
    .where(eq(onboardingCases.id, onboardingCaseId!));
  if (!row) throw new Error(`no onboarding case ${onboardingCaseId}`);
  return localDayAt(COUNTRY_FACTS[row.country as CountryCode].timeZone, now);
}

/**
 * Opens a task in the caller's transaction, due CRM_TASK_DAYS_TO_ANSWER days from the owner's today.
 * A customer is told (CRM_TASK_OPENED) in the same transaction, unless `announce` is false (a desk
 * rejection, whose own notice says a new task asks again); an applicant sees the case's tasks on
 * the sign-up page, having no notifications yet.
 */
export async function openCrmTask(
  tx: Tx,
  owner: TaskOwner,
  type: CrmTaskType,
  now: number,
  cause: { kycAnswerId?: number; announce?: boolean } = {},
): Promise<number> {
  const today = await ownerToday(tx, owner, now);
  const [row] = await tx
    .insert(crmTasks)
    .values({
      ...ownerColumns(owner),
      type,
      status: 'OPEN',
      kycAnswerId: cause.kycAnswerId ?? null,
      createdAt: new Date(now),
      dueOn: addDays(today, CRM_TASK_DAYS_TO_ANSWER),
    })
    .returning({ id: crmTasks.id });
  const { customerId } = ownerColumns(owner);
  if (customerId !== null && cause.announce !== false) {
    await notify(
      tx,
      customerId,
      'CRM_TASK_OPENED',
      { task_type: type, task_id: row!.id, link: '/tasks' },
      now,
    );
  }
  return row!.id;
}

const STATUS_ORDER = sql`case ${crmTasks.status} when 'OPEN' then 0 when 'SUBMITTED' then 1 else 2 end`;

export async function listCrmTasks(
  db: Db | Tx,
  owner: TaskOwner,
  now: number,
  status?: CrmTaskStatus,
  order: 'status' | 'opened' = 'status',
): Promise<CrmTask[]> {
  const rows = await db
    .select()
    .from(crmTasks)
    .where(and(ownsTask(owner), status ? eq(crmTasks.status, status) : undefined))
    .orderBy(
      ...(order === 'status'
        ? [STATUS_ORDER, desc(crmTasks.createdAt), desc(crmTasks.id)]
        : [asc(crmTasks.id)]),
    );
  if (rows.length === 0) return [];
  const files = await db
    .select(attachmentColumns)
    .from(crmAttachments)
    .where(
      inArray(
        crmAttachments.taskId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(crmAttachments.id));
  const today = await ownerToday(db, owner, now);
  return rows.map((r) =>
    toTask(
      r,
      files.filter((f) => f.taskId === r.id),
      today,
    ),
  );
}

/** The task row of the owner's, locked for the caller's transaction when `lock` is set. */
export async function ownedTask(db: Db | Tx, owner: TaskOwner, taskId: number, lock = false) {
  const query = db
    .select()
    .from(crmTasks)
    .where(and(eq(crmTasks.id, taskId), ownsTask(owner)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw noTask(taskId);
  return row;
}

export async function getCrmTask(db: Db | Tx, owner: TaskOwner, taskId: number, now: number) {
  const row = await ownedTask(db, owner, taskId);
  const files = await db
    .select(attachmentColumns)
    .from(crmAttachments)
    .where(eq(crmAttachments.taskId, taskId))
    .orderBy(asc(crmAttachments.id));
  return toTask(row, files, await ownerToday(db, owner, now));
}

export const taskNotOpen = (id: number) =>
  new HttpError(409, 'CRM_TASK_NOT_OPEN', `Task ${id} no longer takes changes`);

/** SUBMIT: the task with at least one file goes to a reviewer; its files are fixed from then on. */
export async function submitCrmTask(db: Db, owner: TaskOwner, taskId: number, now: number) {
  await db.transaction((tx) => submitTaskIn(tx, owner, taskId, now));
  return getCrmTask(db, owner, taskId, now);
}

/** The submit in the caller's transaction (the onboarding case moves on in the same one). */
export async function submitTaskIn(tx: Tx, owner: TaskOwner, taskId: number, now: number) {
  const row = await ownedTask(tx, owner, taskId, true);
  if (row.status !== 'OPEN') throw taskNotOpen(taskId);
  const [file] = await tx
    .select({ id: crmAttachments.id })
    .from(crmAttachments)
    .where(eq(crmAttachments.taskId, taskId))
    .limit(1);
  if (!file) {
    throw new HttpError(422, 'CRM_TASK_NO_ATTACHMENTS', 'Add at least one file before you send the task');
  }
  await tx
    .update(crmTasks)
    .set({ status: 'SUBMITTED', submittedAt: new Date(now) })
    .where(eq(crmTasks.id, taskId));
}
