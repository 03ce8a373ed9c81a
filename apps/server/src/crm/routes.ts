import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES } from '@broker/domain';
import {
  ApiErrorSchema,
  CRM_ATTACHMENT_FILE_PATH,
  CRM_UPLOAD_PATH,
  CrmAttachmentSchema,
  IdParam,
  actOnCrmTask,
  actOnOnboardingTask,
  createAttachmentToken,
  createOnboardingCase,
  getOnboardingReady,
  getOnboardingStatus,
  getOnboardingTask,
  initializeOnboardingFileUpload,
  triggerOnboardingCase,
  deleteAttachment as deleteCall,
  getCrmTask as getCall,
  listCrmTasks as listCall,
} from '@broker/contract';
import type { Deps } from '../deps';
import { defineRoute } from '../http/define-route';
import { contentDisposition } from '../http/content-disposition';
import { attachmentFile, createUploadToken, deleteAttachment, uploadAttachment } from './attachments';
import { signatureScanner, type AttachmentScanner } from './scanner';
import { getCrmTask, listCrmTasks, submitCrmTask, type TaskOwner } from './tasks';
import {
  caseOfProspect,
  initializeOnboardingUpload,
  onboardingReady,
  onboardingStatus,
  onboardingTask,
  openOnboardingCase,
  submitOnboardingTask,
} from './onboarding';
import { findLiveSession, findProspectSession, SESSION_COOKIE } from '../auth/sessions';
import { unauthorized } from '../http/api-error';

export const crmRoutes = [
  defineRoute(listCall, async ({ deps, access, query }) => ({
    tasks: await listCrmTasks(deps.db, access.customerId, deps.time.now(), query.status),
  })),
  defineRoute(getCall, ({ deps, access, params }) =>
    getCrmTask(deps.db, access.customerId, params.taskId, deps.time.now()),
  ),
  // SUBMIT is the only action so far (domain CRM_TASK_ACTIONS).
  defineRoute(actOnCrmTask, ({ deps, access, params }) =>
    submitCrmTask(deps.db, access.customerId, params.taskId, deps.time.now()),
  ),
  defineRoute(createAttachmentToken, ({ deps, access, body }) =>
    createUploadToken(deps.db, access.customerId, body, deps.time.now()),
  ),
  defineRoute(deleteCall, ({ deps, access, params }) =>
    deleteAttachment(deps.db, access.customerId, params.attachmentId),
  ),

  // Onboarding cases of prospects (onboarding.ts): the sign-up's session cookie.
  defineRoute(getOnboardingStatus, ({ deps, prospect }) =>
    onboardingStatus(deps.db, prospect, deps.time.now()),
  ),
  defineRoute(getOnboardingReady, ({ deps, prospect }) => onboardingReady(deps.db, prospect)),
  defineRoute(triggerOnboardingCase, async ({ deps, prospect }) => ({
    case: (await openOnboardingCase(deps.db, prospect, { kind: 'trigger' }, deps.time.now())).case,
  })),
  defineRoute(createOnboardingCase, async ({ deps, prospect, body }) => ({
    case: (
      await openOnboardingCase(
        deps.db,
        prospect,
        { kind: 'create', statement: body.statement },
        deps.time.now(),
      )
    ).case,
  })),
  defineRoute(getOnboardingTask, ({ deps, prospect, params }) =>
    onboardingTask(deps.db, prospect, params.taskId, deps.time.now()),
  ),
  defineRoute(actOnOnboardingTask, ({ deps, prospect, params }) =>
    submitOnboardingTask(deps.db, prospect, params.taskId, deps.time.now()),
  ),
  defineRoute(initializeOnboardingFileUpload, ({ deps, prospect, body }) =>
    initializeOnboardingUpload(deps.db, prospect, body, deps.time.now()),
  ),
];

/** Whose files the download's cookie opens: a customer's session, or a prospect's (their case's). */
async function downloadOwner(deps: Deps, token: string | undefined): Promise<TaskOwner> {
  const user = await findLiveSession(deps.db, token);
  if (user) return { customerId: user.customerId };
  const prospect = await findProspectSession(deps.db, token);
  const row = prospect ? await caseOfProspect(deps.db, prospect.prospectId) : undefined;
  if (prospect && row) return { caseId: row.id };
  if (prospect) return { caseId: 0 };
  throw unauthorized('SESSION_INVALID', 'You are not logged in');
}

/**
 * The two routes of CRM attachments that carry bytes, not JSON: the upload to a token's address
 * (the token is the credential, as a pre-signed address is) and the file download (the session
 * cookie, as the other downloads). `scanner` is the virus-scan hook (scanner.ts).
 */
export function registerCrmFileRoutes(
  app: FastifyInstance,
  deps: Deps,
  scanner: AttachmentScanner = signatureScanner,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      [...ATTACHMENT_CONTENT_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'PUT',
      url: CRM_UPLOAD_PATH.replace('{token}', ':token'),
      schema: {
        summary: "Uploads a file's bytes to the one-time address of createAttachmentToken",
        description:
          'The body is the file itself (Content-Type the declared type or application/octet-stream), ' +
          'exactly as many bytes as declared. 404 UPLOAD_TOKEN_INVALID for an unknown, used or expired ' +
          'address; 400 ATTACHMENT_SIZE_MISMATCH; 422 ATTACHMENT_CONTENT_MISMATCH when the bytes are not ' +
          'of the declared type; 422 ATTACHMENT_INFECTED when the virus scan finds something; 413 above ' +
          `${ATTACHMENT_MAX_BYTES} bytes.`,
        tags: ['crm'],
        params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }),
        response: { 201: CrmAttachmentSchema, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema },
      },
      handler: async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const kept = await uploadAttachment(deps.db, scanner, request.params.token, bytes, deps.time.now());
        return reply.status(201).send(kept);
      },
    });
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: CRM_ATTACHMENT_FILE_PATH.replace('{attachmentId}', ':attachmentId'),
    schema: {
      summary: 'The file of one of the customer’s attachments, or of the prospect’s onboarding case',
      description:
        'The session cookie of a customer or of a prospect (sign-up). 404 ATTACHMENT_NOT_FOUND for another’s, as for a missing one.',
      tags: ['crm'],
      params: z.object({ attachmentId: IdParam }),
      security: [{ sessionCookie: [] }],
      response: { 200: z.string().meta({ description: 'the file' }), '4xx': ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const owner = await downloadOwner(deps, request.cookies[SESSION_COOKIE]);
      const file = await attachmentFile(deps.db, owner, request.params.attachmentId);
      return (
        reply
          .status(200)
          .type(file.contentType)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          // Bytes: Fastify sends a Buffer as it is, past the serializer; the schema says string for the docs.
          .send(file.bytes as unknown as string)
      );
    },
  });
}
