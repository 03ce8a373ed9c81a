import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CRM_TASK_DAYS_TO_ANSWER,
  addDays,
  localDayAt,
  type CrmTaskStatus,
  type CrmTaskType,
} from '@broker/domain';
import type { CrmAttachment, CrmTask } from '@broker/contract';
import { CRM_ATTACHMENT_FILE_PATH } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { crmAttachments, crmTasks } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { customerFacts } from '../accounts/customer-facts';
import { notify } from '../notifications/notify';

/**
 * CRM tasks (issue 16; spec 001 §7.5 "Tasks"; domain crm/tasks.ts): opened by the system in the
 * transaction of their cause, answered by the customer with attachments (attachments.ts), and
 * submitted for a person to review.
 */

type TaskRow = typeof crmTasks.$inferSelect;
export type AttachmentMeta = Omit<typeof crmAttachments.$inferSelect, 'bytes'>;

/** Another customer's task answers exactly like a missing one. */
export const noTask = (id: number) => notFound('CRM_TASK_NOT_FOUND', `No task ${id}`);

/** Everything of an attachment but its bytes, which only the file download reads. */
export const attachmentColumns = {
  id: crmAttachments.id,
  customerId: crmAttachments.customerId,
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

/**
 * Opens a task in the caller's transaction, due CRM_TASK_DAYS_TO_ANSWER days from the customer's
 * today, and tells the customer (CRM_TASK_OPENED) in the same transaction, unless `announce` is
 * false (a desk rejection, whose own notice says a new task asks again).
 */
export async function openCrmTask(
  tx: Tx,
  customerId: number,
  type: CrmTaskType,
  now: number,
  cause: { kycAnswerId?: number; announce?: boolean } = {},
): Promise<number> {
  const today = await customerToday(tx, customerId, now);
  const [row] = await tx
    .insert(crmTasks)
    .values({
      customerId,
      type,
      status: 'OPEN',
      kycAnswerId: cause.kycAnswerId ?? null,
      createdAt: new Date(now),
      dueOn: addDays(today, CRM_TASK_DAYS_TO_ANSWER),
    })
    .returning({ id: crmTasks.id });
  if (cause.announce !== false) {
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
  db: Db,
  customerId: number,
  now: number,
  status?: CrmTaskStatus,
): Promise<CrmTask[]> {
  const rows = await db
    .select()
    .from(crmTasks)
    .where(and(eq(crmTasks.customerId, customerId), status ? eq(crmTasks.status, status) : undefined))
    .orderBy(STATUS_ORDER, desc(crmTasks.createdAt), desc(crmTasks.id));
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
  const today = await customerToday(db, customerId, now);
  return rows.map((r) =>
    toTask(
      r,
      files.filter((f) => f.taskId === r.id),
      today,
    ),
  );
}

/** The task row of the customer's, locked for the caller's transaction when `tx` is given. */
export async function ownedTask(db: Db | Tx, customerId: number, taskId: number, lock = false) {
  const query = db
    .select()
    .from(crmTasks)
    .where(and(eq(crmTasks.id, taskId), eq(crmTasks.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw noTask(taskId);
  return row;
}

export async function getCrmTask(db: Db | Tx, customerId: number, taskId: number, now: number) {
  const row = await ownedTask(db, customerId, taskId);
  const files = await db
    .select(attachmentColumns)
    .from(crmAttachments)
    .where(eq(crmAttachments.taskId, taskId))
    .orderBy(asc(crmAttachments.id));
  return toTask(row, files, await customerToday(db, customerId, now));
}

export const taskNotOpen = (id: number) =>
  new HttpError(409, 'CRM_TASK_NOT_OPEN', `Task ${id} no longer takes changes`);

/** SUBMIT: the task with at least one file goes to a reviewer; its files are fixed from then on. */
export async function submitCrmTask(db: Db, customerId: number, taskId: number, now: number) {
  await db.transaction(async (tx) => {
    const row = await ownedTask(tx, customerId, taskId, true);
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
  });
  return getCrmTask(db, customerId, taskId, now);
}
