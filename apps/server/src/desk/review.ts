import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  deskDecisionProblems,
  type CddRisk,
  type DeskItemKind,
  type OnboardingCaseStatus,
  type CrmTaskStatus,
  type CrmTaskType,
  type DeskDecision,
  type DeskRejectReason,
} from '@broker/domain';
import {
  DESK_ATTACHMENT_FILE_PATH,
  DESK_CASE_ATTACHMENT_FILE_PATH,
  type DeskCrmTask,
  type DeskDecisionRecord,
  type DeskOnboardingCase,
  type DeskQueueItem,
  type SignupSaved,
} from '@broker/contract';
import type { Db, Tx } from '../db/database';
import {
  crmAttachments,
  crmTasks,
  customers,
  deskDecisions,
  kycAnswers,
  onboardingCases,
  prospects,
  signupApplications,
  staffUsers,
} from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { attachmentColumns, listCrmTasks, noTask, openCrmTask, toAttachment } from '../crm/tasks';
import { approveCaseIn, rejectCaseIn } from '../crm/onboarding-review';
import { eidOnlyPasswordHash } from '../signup/completion';
import { latestKycRow } from '../required-actions/kyc-standing';
import { notify } from '../notifications/notify';
import type { StaffSession } from './staff-sessions';

/**
 * The review queue of the compliance desk and its decisions. An item is a kind and an id
 * (DESK_ITEM_KINDS): a customer's CRM task or a prospect's onboarding case, each with its own list
 * query in `reviewQueue` and its own decision function writing the same `desk_decisions` record.
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

/** Submitted CRM tasks of every customer and submitted onboarding cases, the longest waiting first. */
export async function reviewQueue(db: Db): Promise<DeskQueueItem[]> {
  const [tasks, cases] = await Promise.all([taskQueue(db), caseQueue(db)]);
  return [...tasks, ...cases].sort((a, b) => a.submittedAt - b.submittedAt || a.id - b.id);
}

/** Submitted onboarding cases with their applicant and how many files their tasks hold. */
async function caseQueue(db: Db): Promise<DeskQueueItem[]> {
  const rows = await db
    .select({
      id: onboardingCases.id,
      reason: onboardingCases.reason,
      submittedAt: onboardingCases.submittedAt,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      country: prospects.country,
      files: count(crmAttachments.id),
    })
    .from(onboardingCases)
    .innerJoin(prospects, eq(prospects.id, onboardingCases.prospectId))
    .leftJoin(crmAttachments, eq(crmAttachments.onboardingCaseId, onboardingCases.id))
    .where(eq(onboardingCases.status, 'SUBMITTED'))
    .groupBy(onboardingCases.id, prospects.id);
  return rows.map((r) => ({
    kind: 'ONBOARDING_CASE' as const,
    id: r.id,
    customer: null,
    applicant: { name: `${r.firstName} ${r.lastName}`, country: r.country.trim() },
    type: r.reason,
    submittedAt: r.submittedAt!.getTime(),
    files: Number(r.files),
  }));
}

/** Submitted CRM tasks of every customer. */
async function taskQueue(db: Db): Promise<DeskQueueItem[]> {
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
    applicant: null,
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
    decision: await decisionOn(db, 'CRM_TASK', taskId),
  };
}

/** The desk's decision on an item, with the reviewer's name, or null when none was taken. */
async function decisionOn(
  db: Db | Tx,
  kind: DeskItemKind,
  itemId: number,
): Promise<DeskDecisionRecord | null> {
  const [decision] = await db
    .select({ d: deskDecisions, by: staffUsers.displayName })
    .from(deskDecisions)
    .innerJoin(staffUsers, eq(staffUsers.id, deskDecisions.staffUserId))
    .where(and(eq(deskDecisions.itemKind, kind), eq(deskDecisions.itemId, itemId)))
    .orderBy(desc(deskDecisions.id))
    .limit(1);
  return decision
    ? {
        decision: decision.d.decision as DeskDecision,
        reason: decision.d.reason as DeskRejectReason | null,
        comment: decision.d.comment,
        decidedAt: decision.d.decidedAt.getTime(),
        decidedBy: decision.by,
        followUpTaskId: decision.d.followUpTaskId,
        kycAnswerId: decision.d.kycAnswerId,
      }
    : null;
}

const noCase = (caseId: number) => notFound('ONBOARDING_CASE_NOT_FOUND', `No onboarding case ${caseId}`);

/**
 * A prospect's onboarding case as the desk sees it: the applicant (the eID's identity, the
 * application's contact details), the statement, the sign-up's CDD risk, the tasks with their files
 * (desk addresses), the decision.
 */
export async function deskCase(db: Db | Tx, caseId: number, now: number): Promise<DeskOnboardingCase> {
  const [row] = await db
    .select({
      c: onboardingCases,
      p: prospects,
      steps: signupApplications.steps,
      risk: signupApplications.risk,
    })
    .from(onboardingCases)
    .innerJoin(prospects, eq(prospects.id, onboardingCases.prospectId))
    .innerJoin(signupApplications, eq(signupApplications.id, onboardingCases.applicationId))
    .where(eq(onboardingCases.id, caseId));
  if (!row) throw noCase(caseId);
  const { c, p } = row;
  const steps = row.steps as SignupSaved;
  const address = steps.ADDRESS_DETAILS;
  const risk = row.risk as CddRisk | null;
  const tasks = await listCrmTasks(db, { caseId }, now, undefined, 'opened');
  return {
    id: c.id,
    status: c.status as OnboardingCaseStatus,
    reason: c.reason,
    applicant: {
      prospectId: p.id,
      name: `${steps.NAME_DETAILS?.givenName ?? p.firstName} ${p.lastName}`,
      country: p.country.trim(),
      nationalId: p.nationalId,
      birthDate: p.birthDate,
      email: steps.CONTACT_INFO?.email ?? null,
      mobile: steps.CONTACT_INFO?.mobile ?? null,
      address: address ? `${address.street}, ${address.postalCode} ${address.town}` : null,
      citizenships: steps.CITIZENSHIP?.citizenships ?? [],
    },
    statement: c.statement,
    risk: risk ? { level: risk.level, score: risk.score, reasons: risk.reasons } : null,
    createdAt: c.createdAt.getTime(),
    submittedAt: c.submittedAt?.getTime() ?? null,
    resolvedAt: c.resolvedAt?.getTime() ?? null,
    tasks: tasks.map((task) => ({
      ...task,
      attachments: task.attachments.map((a) => ({
        ...a,
        downloadPath: DESK_CASE_ATTACHMENT_FILE_PATH.replace('{caseId}', String(caseId)).replace(
          '{attachmentId}',
          String(a.id),
        ),
      })),
    })),
    customerId: c.customerId,
    decision: await decisionOn(db, 'ONBOARDING_CASE', caseId),
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

/** 422 DESK_DECISION_INVALID with a field per problem; otherwise the comment, trimmed. */
function checkedComment(input: DecisionInput): string {
  const problems = deskDecisionProblems(input);
  if (problems.length > 0) {
    throw new HttpError(
      422,
      'DESK_DECISION_INVALID',
      `The decision cannot be taken: ${problems.map((p) => p.code).join(', ')}`,
      problems,
    );
  }
  return (input.comment ?? '').trim();
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
  const comment = checkedComment(input);
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

/**
 * A reviewer's decision on a submitted onboarding case, in one transaction under the case's row
 * lock: the review functions of crm/onboarding-review.ts (approval completes the application,
 * rejection refuses it) and the desk's record. The reason code is what the case keeps as its
 * rejection reason; the comment stays in the record.
 */
export async function decideCase(
  db: Db,
  staff: Pick<StaffSession, 'staffUserId' | 'username'>,
  caseId: number,
  input: DecisionInput,
  now: number,
): Promise<DeskOnboardingCase> {
  const comment = checkedComment(input);
  const approve = input.decision === 'APPROVE';
  // Hashing takes a moment; done before the transaction so its locks are held briefly.
  const passwordHash = approve ? await eidOnlyPasswordHash() : '';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: onboardingCases.status })
      .from(onboardingCases)
      .where(eq(onboardingCases.id, caseId))
      .for('update');
    if (!row) throw noCase(caseId);
    // The desk decides what the applicant has sent (an open case is theirs to finish); a decided
    // case is refused by the review functions (409 ONBOARDING_CASE_CLOSED).
    if (row.status === 'OPEN') {
      throw new HttpError(
        409,
        'ONBOARDING_CASE_NOT_SUBMITTED',
        `Case ${caseId} has not been sent by the applicant`,
      );
    }
    let customerId: number | null = null;
    if (approve) customerId = (await approveCaseIn(tx, caseId, staff.username, passwordHash, now)).customerId;
    else await rejectCaseIn(tx, caseId, staff.username, input.reason!, now);
    await tx.insert(deskDecisions).values({
      itemKind: 'ONBOARDING_CASE',
      itemId: caseId,
      customerId,
      staffUserId: staff.staffUserId,
      decision: input.decision,
      reason: approve ? null : input.reason!,
      comment,
      decidedAt: new Date(now),
    });
    return deskCase(tx, caseId, now);
  });
}

const noAttachment = (id: number) => notFound('ATTACHMENT_NOT_FOUND', `No attachment ${id}`);

/** A file of a task or of an onboarding case (the address names which), for a reviewer. */
export async function deskAttachmentFile(
  db: Db,
  owner: { taskId: number } | { caseId: number },
  attachmentId: number,
) {
  const [row] = await db
    .select({
      taskId: crmAttachments.taskId,
      caseId: crmAttachments.onboardingCaseId,
      fileName: crmAttachments.fileName,
      contentType: crmAttachments.contentType,
      bytes: crmAttachments.bytes,
    })
    .from(crmAttachments)
    .where(eq(crmAttachments.id, attachmentId));
  const mine = row && ('taskId' in owner ? row.taskId === owner.taskId : row.caseId === owner.caseId);
  if (!row || !mine) throw noAttachment(attachmentId);
  return row;
}
