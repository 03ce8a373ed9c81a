import { z } from 'zod';
import {
  CRM_TASK_STATUSES,
  CRM_TASK_TYPES,
  DESK_COMMENT_MAX,
  DESK_DECISIONS,
  DESK_ITEM_KINDS,
  DESK_REJECT_REASONS,
  ONBOARDING_CASE_STATUSES,
  STAFF_ROLES,
} from '@broker/domain';
import { defineCall, type CallDef } from './call';
import { IdParam, Text } from './common';
import { CrmAttachmentSchema, CrmTaskSchema } from './crm';
import {
  deskCustomer,
  endEstateRepresentation,
  nameEstateRepresentative,
  registerDeath,
} from './desk-estates';

/**
 * The compliance desk: the staff side of CRM tasks and high-risk KYC. Its own catalogue under
 * `/deskapi/v1`, NOT in CALLS: its calls take the desk's session cookie (auth 'staff'), never a
 * customer's cookie or token, and a customer's cookie never reaches them as staff. The queue's
 * items have a kind: a customer's CRM task or a prospect's onboarding case (decided whole).
 */

export const DESK_SESSION_COOKIE = 'nnx_desk_session';
/** The desk's calls and its cookie live under this prefix. */
export const DESK_API_PREFIX = '/deskapi/';

export const StaffSchema = z
  .object({ username: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) })
  .meta({ id: 'DeskStaff' });

const DeskSessionSchema = z.object({
  loggedIn: z.boolean(),
  /** Epoch ms. */
  expiresAt: z.number().int().optional(),
  staff: StaffSchema.optional(),
});

export const DeskCustomerSchema = z
  .object({
    customerId: z.number().int(),
    customerNo: z.string(),
    name: z.string(),
    country: z.string(),
  })
  .meta({ id: 'DeskCustomer' });

/** Who an onboarding case is about: the eID's identity and the application's contact details. */
export const DeskApplicantSchema = z
  .object({
    prospectId: z.number().int(),
    name: z.string(),
    country: z.string(),
    nationalId: z.string(),
    birthDate: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    address: z.string().nullable(),
    citizenships: z.array(z.string()),
  })
  .meta({ id: 'DeskApplicant' });

/** One item waiting for a reviewer. */
export const DeskQueueItemSchema = z
  .object({
    kind: z.enum(DESK_ITEM_KINDS),
    id: z.number().int(),
    /** CRM_TASK: the task's customer; null for an ONBOARDING_CASE (not a customer yet). */
    customer: DeskCustomerSchema.nullable(),
    /** ONBOARDING_CASE: the applicant (name and country); null for a CRM_TASK. */
    applicant: z.object({ name: z.string(), country: z.string() }).nullable(),
    /** CRM_TASK: the task's type (domain CRM_TASK_TYPES); ONBOARDING_CASE: the case's reason (HIGH_RISK). */
    type: z.string(),
    /** Epoch ms. */
    submittedAt: z.number().int(),
    files: z.number().int(),
  })
  .meta({ id: 'DeskQueueItem' });

export const DeskDecisionSchema = z
  .object({
    decision: z.enum(DESK_DECISIONS),
    reason: z.enum(DESK_REJECT_REASONS).nullable(),
    comment: z.string(),
    /** Epoch ms. */
    decidedAt: z.number().int(),
    decidedBy: z.string(),
    /** A rejection's new task for the customer. */
    followUpTaskId: z.number().int().nullable(),
    /** An approval's reviewed KYC answers, when it cleared a high-risk answering. */
    kycAnswerId: z.number().int().nullable(),
  })
  .meta({ id: 'DeskDecision' });

export const DeskCrmTaskSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(CRM_TASK_TYPES),
    status: z.enum(CRM_TASK_STATUSES),
    customer: DeskCustomerSchema,
    createdAt: z.number().int(),
    submittedAt: z.number().int().nullable(),
    resolvedAt: z.number().int().nullable(),
    /** The KYC answering that opened the task, with its risk, when one did. */
    kyc: z
      .object({ id: z.number().int(), riskLevel: z.string(), riskReasons: z.array(z.string()) })
      .nullable(),
    /** downloadPath: the desk's own address of the file (desk cookie). */
    attachments: z.array(CrmAttachmentSchema),
    decision: DeskDecisionSchema.nullable(),
  })
  .meta({ id: 'DeskCrmTask' });

/** The file of a task's attachment for a reviewer (desk cookie); not a JSON call. */
export const DESK_ATTACHMENT_FILE_PATH = '/deskapi/v1/crm-tasks/{taskId}/attachments/{attachmentId}/file';
/** The file of an onboarding case's attachment for a reviewer (desk cookie); not a JSON call. */
export const DESK_CASE_ATTACHMENT_FILE_PATH =
  '/deskapi/v1/onboarding-cases/{caseId}/attachments/{attachmentId}/file';

/** A prospect's onboarding case as the desk sees it. */
export const DeskOnboardingCaseSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(ONBOARDING_CASE_STATUSES),
    /** The application's reason for manual review (HIGH_RISK). */
    reason: z.string(),
    applicant: DeskApplicantSchema,
    /** The applicant's own words on the source of funds and the account's purpose, if given. */
    statement: z.string().nullable(),
    /** The CDD risk the sign-up's answers gave. */
    risk: z.object({ level: z.string(), score: z.number().int(), reasons: z.array(z.string()) }).nullable(),
    createdAt: z.number().int(),
    submittedAt: z.number().int().nullable(),
    resolvedAt: z.number().int().nullable(),
    /** The case's tasks; their files' downloadPath is the desk's own address (desk cookie). */
    tasks: z.array(CrmTaskSchema),
    /** The customer an approval made. */
    customerId: z.number().int().nullable(),
    decision: DeskDecisionSchema.nullable(),
  })
  .meta({ id: 'DeskOnboardingCase' });

export const deskLogin = defineCall({
  id: 'deskLogin',
  method: 'POST',
  path: '/deskapi/v1/sessions',
  auth: 'none',
  summary:
    'Staff login with username and password; sets the desk cookie (401 INVALID_CREDENTIALS, 429 TOO_MANY_ATTEMPTS)',
  tags: ['desk'],
  body: z.object({ username: Text.min(1).max(100), password: z.string().min(1).max(200) }),
  status: 201,
  reply: DeskSessionSchema,
});

export const deskLogout = defineCall({
  id: 'deskLogout',
  method: 'DELETE',
  path: '/deskapi/v1/sessions',
  auth: 'none',
  summary: 'Ends the desk session of the cookie, if any, and clears the cookie',
  tags: ['desk'],
  reply: DeskSessionSchema,
});

export const deskSession = defineCall({
  id: 'deskSession',
  method: 'GET',
  path: '/deskapi/v1/sessions/current',
  auth: 'none',
  summary: 'Whether the desk cookie is a live staff session, and whose',
  tags: ['desk'],
  reply: DeskSessionSchema,
});

export const deskQueue = defineCall({
  id: 'deskQueue',
  method: 'GET',
  path: '/deskapi/v1/queue',
  auth: 'staff',
  summary: 'Items waiting for a reviewer (submitted CRM tasks and onboarding cases), oldest submitted first',
  tags: ['desk'],
  reply: z.object({ items: z.array(DeskQueueItemSchema) }),
});

export const deskCrmTask = defineCall({
  id: 'deskCrmTask',
  method: 'GET',
  path: '/deskapi/v1/crm-tasks/{taskId}',
  auth: 'staff',
  summary: 'A customer’s CRM task with its files and its decision (404 CRM_TASK_NOT_FOUND)',
  tags: ['desk'],
  params: z.object({ taskId: IdParam }),
  reply: DeskCrmTaskSchema,
});

/** A reviewer's decision, the same for every kind of item. */
const DeskDecisionBody = z.object({
  decision: z.enum(DESK_DECISIONS),
  reason: z.enum(DESK_REJECT_REASONS).nullish(),
  comment: Text.max(DESK_COMMENT_MAX * 2).optional(),
});

export const decideCrmTask = defineCall({
  id: 'decideCrmTask',
  method: 'POST',
  path: '/deskapi/v1/crm-tasks/{taskId}/decisions',
  auth: 'staff',
  summary:
    'Approves (task DONE; a source-of-funds task of a high-risk KYC answering writes the reviewed answers that lift the block) or rejects (task REJECTED, a new task asks again) a submitted task; 409 CRM_TASK_NOT_SUBMITTED, 422 DESK_DECISION_INVALID',
  tags: ['desk'],
  params: z.object({ taskId: IdParam }),
  body: DeskDecisionBody,
  status: 201,
  reply: DeskCrmTaskSchema,
});

export const deskOnboardingCase = defineCall({
  id: 'deskOnboardingCase',
  method: 'GET',
  path: '/deskapi/v1/onboarding-cases/{caseId}',
  auth: 'staff',
  summary:
    'A prospect’s onboarding case: applicant, statement, CDD risk, tasks with files, decision (404 ONBOARDING_CASE_NOT_FOUND)',
  tags: ['desk'],
  params: z.object({ caseId: IdParam }),
  reply: DeskOnboardingCaseSchema,
});

export const decideOnboardingCase = defineCall({
  id: 'decideOnboardingCase',
  method: 'POST',
  path: '/deskapi/v1/onboarding-cases/{caseId}/decisions',
  auth: 'staff',
  summary:
    'Approves (the application completes: customer, user, accounts; routing LOGIN) or rejects (the application REFUSED) a submitted onboarding case; 409 ONBOARDING_CASE_NOT_SUBMITTED or ONBOARDING_CASE_CLOSED, 422 DESK_DECISION_INVALID',
  tags: ['desk'],
  params: z.object({ caseId: IdParam }),
  body: DeskDecisionBody,
  status: 201,
  reply: DeskOnboardingCaseSchema,
});

/** The desk's catalogue: registered by the server's desk area, apart from CALLS. */
export const DESK_CALLS: readonly CallDef[] = [
  deskLogin,
  deskLogout,
  deskSession,
  deskQueue,
  deskCrmTask,
  decideCrmTask,
  deskOnboardingCase,
  decideOnboardingCase,
  deskCustomer,
  registerDeath,
  nameEstateRepresentative,
  endEstateRepresentation,
];

export type DeskQueueItem = z.output<typeof DeskQueueItemSchema>;
export type DeskCrmTask = z.output<typeof DeskCrmTaskSchema>;
export type DeskOnboardingCase = z.output<typeof DeskOnboardingCaseSchema>;
export type DeskDecisionRecord = z.output<typeof DeskDecisionSchema>;
