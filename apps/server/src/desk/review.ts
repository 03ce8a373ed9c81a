import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  deskDecisionProblems,
  type CrmTaskStatus,
  type CrmTaskType,
  type DeskDecision,
  type DeskRejectReason,
} from '@broker/domain';
import { DESK_ATTACHMENT_FILE_PATH, type DeskCrmTask, type DeskQueueItem } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { crmAttachments, crmTasks, customers, deskDecisions, kycAnswers, staffUsers } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { attachmentColumns, noTask, openCrmTask, toAttachment } from '../crm/tasks';
import { latestKycRow } from '../required-actions/kyc-standing';
import { notify } from '../notifications/notify';

/**
 * The review queue of the compliance desk and its decisions. An item is a kind and an id
 * (DESK_ITEM_KINDS): CRM tasks now; an onboarding case would add its own list query to
 * `reviewQueue` and its own decision function writing the same `desk_decisions` record.
 */

const customerColumns = {
  customerId: customers.id,
  customerNo: customers.customerNo,
  firstName: customers.firstName,
  lastName: customers.lastName,
  country: customers.country,
};

const toCustomer = (c: {
  customerId: number;
  customerNo: string;
  firstName: string;
  lastName: string;
  country: string;
}) => ({
  customerId: c.customerId,
  customerNo: c.customerNo,
  name: `${c.firstName} ${c.lastName}`,
  country: c.country.trim(),
});

/** Submitted CRM tasks of every customer, the longest waiting first. */
export async function reviewQueue(db: Db): Promise<DeskQueueItem[]> {
  const rows = await db
    .select({ id: crmTasks.id, type: crmTasks.type, submittedAt: crmTasks.submittedAt, ...customerColumns })
    .from(crmTasks)
    .innerJoin(customers, eq(customers.id, crmTasks.customerId))
    .where(eq(crmTasks.status, 'SUBMITTED'))
    .orderBy(asc(crmTasks.submittedAt), asc(crmTasks.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ taskId: crmAttachments.taskId, n: count() })
    .from(crmAttachments)
    .where(
      inArray(
        crmAttachments.taskId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(crmAttachments.taskId);
  return rows.map((r) => ({
    kind: 'CRM_TASK' as const,
    id: r.id,
    customer: toCustomer(r),
    type: r.type,
    submittedAt: r.submittedAt!.getTime(),
    files: counts.find((c) => c.taskId === r.id)?.n ?? 0,
  }));
}

/** Any customer's task as the desk sees it: who, what, the files (desk addresses), the decision. */
export async function deskTask(db: Db | Tx, taskId: number): Promise<DeskCrmTask> {
  const [row] = await db
    .select({ task: crmTasks, customer: customerColumns })
    .from(crmTasks)
    .innerJoin(customers, eq(customers.id, crmTasks.customerId))
    .where(eq(crmTasks.id, taskId));
  if (!row) throw noTask(taskId);
  const { task } = row;
  const files = await db
    .select(attachmentColumns)
    .from(crmAttachments)
    .where(eq(crmAttachments.taskId, taskId))
    .orderBy(asc(crmAttachments.id));
  const [kyc] = task.kycAnswerId
    ? await db
        .select({ id: kycAnswers.id, riskLevel: kycAnswers.riskLevel, riskReasons: kycAnswers.riskReasons })
        .from(kycAnswers)
        .where(eq(kycAnswers.id, task.kycAnswerId))
    : [];
  const [decision] = await db
    .select({ d: deskDecisions, by: staffUsers.displayName })
    .from(deskDecisions)
    .innerJoin(staffUsers, eq(staffUsers.id, deskDecisions.staffUserId))
    .where(and(eq(deskDecisions.itemKind, 'CRM_TASK'), eq(deskDecisions.itemId, taskId)))
    .orderBy(desc(deskDecisions.id))
    .limit(1);
  return {
    id: task.id,
    type: task.type as CrmTaskType,
    status: task.status as CrmTaskStatus,
    customer: toCustomer(row.customer),
    createdAt: task.createdAt.getTime(),
    submittedAt: task.submittedAt?.getTime() ?? null,
    resolvedAt: task.resolvedAt?.getTime() ?? null,
    kyc: kyc ? { id: kyc.id, riskLevel: kyc.riskLevel, riskReasons: kyc.riskReasons as string[] } : null,
    attachments: files.map((f) => ({
      ...toAttachment(f),
      downloadPath: DESK_ATTACHMENT_FILE_PATH.replace('{taskId}', String(taskId)).replace(
        '{attachmentId}',
        String(f.id),
      ),
    })),
    decision: decision
      ? {
          decision: decision.d.decision as DeskDecision,
          reason: decision.d.reason as DeskRejectReason | null,
          comment: decision.d.comment,
          decidedAt: decision.d.decidedAt.getTime(),
          decidedBy: decision.by,
          followUpTaskId: decision.d.followUpTaskId,
          kycAnswerId: decision.d.kycAnswerId,
        }
      : null,
  };
}

/**
 * The reviewed KYC answers that lift a high-risk block: written only when the task was opened by
 * the answering still in force (a later answering, or a review written meanwhile, needs none). The
 * answers, score and reasons are the customer's; the level becomes MEDIUM (reviewed and accepted,
 * still more than LOW) and the due day stays the high-risk one, a year from the answering.
 */
async function clearHighRisk(tx: Tx, customerId: number, kycAnswerId: number, now: number) {
  const latest = await latestKycRow(tx, customerId);
  if (!latest || latest.id !== kycAnswerId || latest.riskLevel !== 'HIGH') return null;
  const [row] = await tx
    .insert(kycAnswers)
    .values({
      customerId,
      answers: latest.answers,
      riskLevel: 'MEDIUM',
      riskScore: latest.riskScore,
      riskReasons: latest.riskReasons,
      answeredAt: new Date(now),
      dueOn: latest.dueOn,
      source: 'REVIEW',
    })
    .returning({ id: kycAnswers.id });
  return row!.id;
}

export interface DecisionInput {
  decision: DeskDecision;
  reason?: DeskRejectReason | null;
  comment?: string;
}

/**
 * A reviewer's decision on a submitted task, all in one transaction under the task's row lock:
 * the task's new status, the reviewed KYC answers (an approved source-of-funds task of a high-risk
 * answering) or the new task that asks again (a rejection), the record, the customer's notice.
 */
export async function decideTask(
  db: Db,
  staffUserId: number,
  taskId: number,
  input: DecisionInput,
  now: number,
): Promise<DeskCrmTask> {
  const problems = deskDecisionProblems(input);
  if (problems.length > 0) {
    throw new HttpError(
      422,
      'DESK_DECISION_INVALID',
      `The decision cannot be taken: ${problems.map((p) => p.code).join(', ')}`,
      problems,
    );
  }
  const comment = (input.comment ?? '').trim();
  return db.transaction(async (tx) => {
    // A customer's task: an applicant's (an onboarding case's) is decided with its case.
    const [task] = await tx
      .select()
      .from(crmTasks)
      .where(and(eq(crmTasks.id, taskId), isNotNull(crmTasks.customerId)))
      .for('update');
    if (!task || task.customerId === null) throw noTask(taskId);
    const customerId = task.customerId;
    if (task.status !== 'SUBMITTED') {
      throw new HttpError(
        409,
        'CRM_TASK_NOT_SUBMITTED',
        task.status === 'OPEN'
          ? `Task ${taskId} has not been submitted by the customer`
          : `Task ${taskId} has already been decided`,
      );
    }
    const approve = input.decision === 'APPROVE';
    await tx
      .update(crmTasks)
      .set({ status: approve ? 'DONE' : 'REJECTED', resolvedAt: new Date(now) })
      .where(eq(crmTasks.id, taskId));
    let kycAnswerId: number | null = null;
    let followUpTaskId: number | null = null;
    if (approve) {
      if (task.type === 'PROVIDE_SOURCE_OF_FUNDS' && task.kycAnswerId !== null) {
        kycAnswerId = await clearHighRisk(tx, customerId, task.kycAnswerId, now);
      }
      await notify(
        tx,
        customerId,
        'CRM_TASK_APPROVED',
        { task_type: task.type, task_id: task.id, link: '/tasks' },
        now,
      );
    } else {
      // The customer is asked again with a new task (the old one keeps its files as the record);
      // the rejection's notice says so, so the new task is not announced twice.
      followUpTaskId = await openCrmTask(tx, customerId, task.type as CrmTaskType, now, {
        kycAnswerId: task.kycAnswerId ?? undefined,
        announce: false,
      });
      await notify(
        tx,
        customerId,
        'CRM_TASK_REJECTED',
        { task_type: task.type, task_id: followUpTaskId, reason: input.reason!, link: '/tasks' },
        now,
      );
    }
    await tx.insert(deskDecisions).values({
      itemKind: 'CRM_TASK',
      itemId: taskId,
      customerId: task.customerId,
      staffUserId,
      decision: input.decision,
      reason: approve ? null : input.reason!,
      comment,
      decidedAt: new Date(now),
      followUpTaskId,
      kycAnswerId,
    });
    return deskTask(tx, taskId);
  });
}

const noAttachment = (id: number) => notFound('ATTACHMENT_NOT_FOUND', `No attachment ${id}`);

/** A file of a task, for a reviewer. */
export async function deskAttachmentFile(db: Db, taskId: number, attachmentId: number) {
  const [row] = await db
    .select({
      taskId: crmAttachments.taskId,
      fileName: crmAttachments.fileName,
      contentType: crmAttachments.contentType,
      bytes: crmAttachments.bytes,
    })
    .from(crmAttachments)
    .where(eq(crmAttachments.id, attachmentId));
  if (!row || row.taskId !== taskId) throw noAttachment(attachmentId);
  return row;
}
