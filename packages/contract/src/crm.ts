import { z } from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_FILE_NAME_MAX,
  ATTACHMENT_MAX_BYTES,
  CRM_TASK_ACTIONS,
  CRM_TASK_STATUSES,
  CRM_TASK_TYPES,
  ONBOARDING_CASE_STATUSES,
  ONBOARDING_NOT_READY_REASONS,
  ONBOARDING_STATEMENT_MAX,
} from '@broker/domain';
import { defineCall } from './call';
import { IdParam, Text } from './common';

/**
 * CRM tasks and their attachments (spec 001 §7.5: tasks; attachments upload, delete, tokens). A
 * task is something the broker needs from the customer (domain crm/tasks.ts). A file is sent in two
 * steps, as to a storage bucket: a token call declares its name, type and size and gets a one-time
 * address; one PUT of the raw bytes to that address (not a JSON call, see CRM_UPLOAD_PATH) makes
 * the attachment. Another customer's task or attachment answers 404 like a missing one.
 */

export const CrmAttachmentSchema = z
  .object({
    id: z.number().int(),
    taskId: z.number().int(),
    fileName: z.string(),
    contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
    size: z.number().int(),
    sha256: z.string(),
    /** Epoch ms. */
    createdAt: z.number().int(),
    /** Where the customer's browser opens the file (session cookie). */
    downloadPath: z.string(),
  })
  .meta({ id: 'CrmAttachment' });

export const CrmTaskSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(CRM_TASK_TYPES),
    status: z.enum(CRM_TASK_STATUSES),
    createdAt: z.number().int(),
    dueOn: z.string(),
    overdue: z.boolean(),
    submittedAt: z.number().int().nullable(),
    resolvedAt: z.number().int().nullable(),
    attachments: z.array(CrmAttachmentSchema),
  })
  .meta({ id: 'CrmTask' });

/** The raw upload: PUT the file's bytes here with the token from createAttachmentToken. */
export const CRM_UPLOAD_PATH = '/nnxapi/crm/v1/attachments/uploads/{token}';
/** The file of an attachment, for the customer's browser (session cookie). */
export const CRM_ATTACHMENT_FILE_PATH = '/nnxapi/crm/v1/attachments/{attachmentId}/file';

export const listCrmTasks = defineCall({
  id: 'listCrmTasks',
  method: 'GET',
  path: '/nnxapi/crm/v1/tasks',
  auth: 'token',
  summary: "The customer's tasks, open ones first, newest first within a status; status= filters",
  tags: ['crm'],
  query: z.object({ status: z.enum(CRM_TASK_STATUSES).optional() }),
  reply: z.object({ tasks: z.array(CrmTaskSchema) }),
});

export const getCrmTask = defineCall({
  id: 'getCrmTask',
  method: 'GET',
  path: '/nnxapi/crm/v1/tasks/{taskId}',
  auth: 'token',
  summary: 'One of the customer’s tasks with its attachments',
  tags: ['crm'],
  params: z.object({ taskId: IdParam }),
  reply: CrmTaskSchema,
});

export const actOnCrmTask = defineCall({
  id: 'actOnCrmTask',
  method: 'POST',
  path: '/nnxapi/crm/v1/tasks/{taskId}/{action}',
  auth: 'token',
  summary:
    'SUBMIT: hands the task and its attachments to a reviewer (409 CRM_TASK_NOT_OPEN, 422 CRM_TASK_NO_ATTACHMENTS)',
  tags: ['crm'],
  params: z.object({ taskId: IdParam, action: z.enum(CRM_TASK_ACTIONS) }),
  reply: CrmTaskSchema,
});

const UploadDeclarationSchema = z.object({
  taskId: z.number().int().positive().max(2_147_483_647),
  fileName: Text.max(ATTACHMENT_FILE_NAME_MAX * 2),
  contentType: z.string().max(100),
  size: z
    .number()
    .int()
    .min(1)
    .max(ATTACHMENT_MAX_BYTES * 100),
});

const UploadAddressSchema = z.object({
  token: z.string(),
  uploadPath: z.string(),
  /** Epoch ms. */
  expiresAt: z.number().int(),
  maxBytes: z.number().int(),
});

export const createAttachmentToken = defineCall({
  id: 'createAttachmentToken',
  method: 'POST',
  path: '/nnxapi/crm/v1/attachments/tokens',
  auth: 'token',
  summary:
    'Declares a file for a task and answers a one-time upload address valid 15 minutes (422 ATTACHMENT_TYPE_NOT_ALLOWED, ATTACHMENT_TOO_LARGE, ATTACHMENT_LIMIT_REACHED; 409 CRM_TASK_NOT_OPEN)',
  tags: ['crm'],
  body: UploadDeclarationSchema,
  status: 201,
  reply: UploadAddressSchema,
});

export const deleteAttachment = defineCall({
  id: 'deleteAttachment',
  method: 'DELETE',
  path: '/nnxapi/crm/v1/attachments/{attachmentId}',
  auth: 'token',
  summary: 'Removes a file from a task that is still open (409 CRM_TASK_NOT_OPEN)',
  tags: ['crm'],
  params: z.object({ attachmentId: IdParam }),
  reply: z.object({ id: z.number().int() }),
});

/**
 * Onboarding cases (spec 001 §7.5 "Onboarding"; docs/decisions.md "Onboarding cases"): a sign-up in
 * manual review for a HIGH KYC risk goes on as a case of CRM tasks the applicant answers with files,
 * with the sign-up's prospect session (auth 'prospect'; a customer's cookie is 401). Another
 * prospect's task ids answer 404. The trigger is what the wizard calls: idempotent, it makes the
 * case when ready and otherwise answers the one there is. Create is the explicit creation with the
 * applicant's statement on the source of funds and purpose: 409 ONBOARDING_CASE_EXISTS when there
 * is one. Files take the customer tasks' two steps: upload initialize answers a one-time address of
 * the same PUT route (CRM_UPLOAD_PATH) with the same checks.
 */
export const OnboardingCaseSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(ONBOARDING_CASE_STATUSES),
    /** The application's reason for manual review (HIGH_RISK). */
    reason: z.string(),
    statement: z.string().nullable(),
    createdAt: z.number().int(),
    submittedAt: z.number().int().nullable(),
    resolvedAt: z.number().int().nullable(),
    tasks: z.array(CrmTaskSchema),
  })
  .meta({ id: 'OnboardingCase' });

const CaseReply = z.object({ case: OnboardingCaseSchema });

export const getOnboardingStatus = defineCall({
  id: 'getOnboardingStatus',
  method: 'GET',
  path: '/nnxapi/crm/v1/onboarding/status',
  auth: 'prospect',
  summary: "The prospect's onboarding case with its tasks, or null when there is none",
  tags: ['crm'],
  reply: z.object({ case: OnboardingCaseSchema.nullable() }),
});

export const getOnboardingReady = defineCall({
  id: 'getOnboardingReady',
  method: 'GET',
  path: '/nnxapi/crm/v1/onboarding/ready',
  auth: 'prospect',
  summary:
    'Whether a case can be made now (the application in manual review for HIGH_RISK and no case yet); reason when not',
  tags: ['crm'],
  reply: z.object({ ready: z.boolean(), reason: z.enum(ONBOARDING_NOT_READY_REASONS).nullable() }),
});

export const triggerOnboardingCase = defineCall({
  id: 'triggerOnboardingCase',
  method: 'POST',
  path: '/nnxapi/crm/v1/onboarding/trigger',
  auth: 'prospect',
  summary:
    'Makes the case now if ready, else answers the existing one (idempotent); 409 ONBOARDING_NOT_READY without either',
  tags: ['crm'],
  reply: CaseReply,
});

export const createOnboardingCase = defineCall({
  id: 'createOnboardingCase',
  method: 'POST',
  path: '/nnxapi/crm/v1/onboarding/cases',
  auth: 'prospect',
  summary:
    "Makes the case with the applicant's statement on the source of funds and purpose (409 ONBOARDING_CASE_EXISTS, ONBOARDING_NOT_READY)",
  tags: ['crm'],
  body: z.object({ statement: Text.min(1).max(ONBOARDING_STATEMENT_MAX) }),
  status: 201,
  reply: CaseReply,
});

export const getOnboardingTask = defineCall({
  id: 'getOnboardingTask',
  method: 'GET',
  path: '/nnxapi/crm/v1/onboarding/tasks/{taskId}',
  auth: 'prospect',
  summary: "One task of the prospect's case with its attachments",
  tags: ['crm'],
  params: z.object({ taskId: IdParam }),
  reply: CrmTaskSchema,
});

export const actOnOnboardingTask = defineCall({
  id: 'actOnOnboardingTask',
  method: 'POST',
  path: '/nnxapi/crm/v1/onboarding/tasks/{taskId}/{action}',
  auth: 'prospect',
  summary:
    'SUBMIT: sends the task and its files to a reviewer; the case is SUBMITTED once every task is (409 CRM_TASK_NOT_OPEN, 422 CRM_TASK_NO_ATTACHMENTS)',
  tags: ['crm'],
  params: z.object({ taskId: IdParam, action: z.enum(CRM_TASK_ACTIONS) }),
  reply: CrmTaskSchema,
});

export const initializeOnboardingFileUpload = defineCall({
  id: 'initializeOnboardingFileUpload',
  method: 'POST',
  path: '/nnxapi/crm/v1/onboarding/files/upload-initialize',
  auth: 'prospect',
  summary:
    "Declares a file for a task of the prospect's case and answers a one-time upload address (CRM_UPLOAD_PATH), as createAttachmentToken",
  tags: ['crm'],
  body: UploadDeclarationSchema,
  status: 201,
  reply: UploadAddressSchema,
});

export type OnboardingCase = z.output<typeof OnboardingCaseSchema>;
export type CrmTask = z.output<typeof CrmTaskSchema>;
export type CrmAttachment = z.output<typeof CrmAttachmentSchema>;
