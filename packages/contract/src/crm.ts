import { z } from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_FILE_NAME_MAX,
  ATTACHMENT_MAX_BYTES,
  CRM_TASK_ACTIONS,
  CRM_TASK_STATUSES,
  CRM_TASK_TYPES,
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

export const createAttachmentToken = defineCall({
  id: 'createAttachmentToken',
  method: 'POST',
  path: '/nnxapi/crm/v1/attachments/tokens',
  auth: 'token',
  summary:
    'Declares a file for a task and answers a one-time upload address valid 15 minutes (422 ATTACHMENT_TYPE_NOT_ALLOWED, ATTACHMENT_TOO_LARGE, ATTACHMENT_LIMIT_REACHED; 409 CRM_TASK_NOT_OPEN)',
  tags: ['crm'],
  body: z.object({
    taskId: z.number().int().positive().max(2_147_483_647),
    fileName: Text.max(ATTACHMENT_FILE_NAME_MAX * 2),
    contentType: z.string().max(100),
    size: z
      .number()
      .int()
      .min(1)
      .max(ATTACHMENT_MAX_BYTES * 100),
  }),
  status: 201,
  reply: z.object({
    token: z.string(),
    uploadPath: z.string(),
    /** Epoch ms. */
    expiresAt: z.number().int(),
    maxBytes: z.number().int(),
  }),
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

export type CrmTask = z.output<typeof CrmTaskSchema>;
export type CrmAttachment = z.output<typeof CrmAttachmentSchema>;
