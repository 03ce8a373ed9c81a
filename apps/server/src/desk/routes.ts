import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  DESK_ATTACHMENT_FILE_PATH,
  DESK_CASE_ATTACHMENT_FILE_PATH,
  DESK_SESSION_COOKIE,
  IdParam,
  decideCrmTask,
  decideOnboardingCase,
  deskCrmTask,
  deskOnboardingCase,
  deskLogin,
  deskLogout,
  deskQueue,
  deskSession,
} from '@broker/contract';
import type { Deps } from '../deps';
import { authenticate } from '../auth/guard';
import { verifyPassword } from '../auth/passwords';
import { secureCookie } from '../auth/secure-cookie';
import { HttpError } from '../http/api-error';
import { contentDisposition } from '../http/content-disposition';
import { defineRoute } from '../http/define-route';
import { decideCase, decideTask, deskAttachmentFile, deskCase, deskTask, reviewQueue } from './review';
import {
  createStaffSession,
  findStaffByUsername,
  findStaffSession,
  revokeStaffSession,
  type StaffSession,
} from './staff-sessions';

/** The desk cookie goes to the desk's API only, never with the customers' calls. */
const COOKIE_PATH = '/deskapi';

const stateOf = (s: StaffSession) => ({
  loggedIn: true,
  expiresAt: s.expiresAt.getTime(),
  staff: { username: s.username, name: s.name, role: s.role },
});

function clearCookie(reply: FastifyReply) {
  reply.clearCookie(DESK_SESSION_COOKIE, { path: COOKIE_PATH });
}

/** Login throttle keys of the desk, apart from the customers' usernames. */
const throttleName = (username: string) => `desk:${username}`;

export const deskRoutes = [
  defineRoute(deskLogin, async ({ deps, body, request, reply }) => {
    const address = request.ip;
    const attempt = deps.loginThrottle.begin(throttleName(body.username), address);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed logins; try again later');
    }
    const staff = await findStaffByUsername(deps.db, body.username);
    const ok = await verifyPassword(staff?.passwordHash, body.password);
    if (!staff || !ok || staff.disabledAt) {
      throw new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong username or password');
    }
    deps.loginThrottle.succeeded(throttleName(body.username), address);
    const opened = await createStaffSession(
      deps.db,
      staff.id,
      deps.config.sessionTtlMs,
      request.headers['user-agent'],
    );
    reply.setCookie(DESK_SESSION_COOKIE, opened.token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie(deps.config, request),
      expires: opened.expiresAt,
    });
    const session = await findStaffSession(deps.db, opened.token);
    if (!session) throw new Error('a staff session just created is not live');
    request.log.info({ staffUserId: staff.id }, 'desk login');
    return stateOf(session);
  }),

  defineRoute(deskLogout, async ({ deps, request, reply }) => {
    const token = request.cookies[DESK_SESSION_COOKIE];
    if (token) await revokeStaffSession(deps.db, token);
    clearCookie(reply);
    return { loggedIn: false };
  }),

  defineRoute(deskSession, async ({ deps, request, reply }) => {
    const token = request.cookies[DESK_SESSION_COOKIE];
    const session = await findStaffSession(deps.db, token);
    if (session) return stateOf(session);
    if (token) clearCookie(reply);
    return { loggedIn: false };
  }),

  defineRoute(deskQueue, async ({ deps }) => ({ items: await reviewQueue(deps.db) })),

  defineRoute(deskCrmTask, ({ deps, params }) => deskTask(deps.db, params.taskId)),

  defineRoute(decideCrmTask, async ({ deps, staff, params, body, request }) => {
    const decided = await decideTask(deps.db, staff.staffUserId, params.taskId, body, deps.time.now());
    request.log.info(
      { staffUserId: staff.staffUserId, taskId: params.taskId, decision: body.decision },
      'desk decision',
    );
    return decided;
  }),

  defineRoute(deskOnboardingCase, ({ deps, params }) => deskCase(deps.db, params.caseId, deps.time.now())),

  defineRoute(decideOnboardingCase, async ({ deps, staff, params, body, request }) => {
    const decided = await decideCase(deps.db, staff, params.caseId, body, deps.time.now());
    request.log.info(
      { staffUserId: staff.staffUserId, caseId: params.caseId, decision: body.decision },
      'desk decision',
    );
    return decided;
  }),
];

/** The file of a task's or a case's attachment for a reviewer: bytes, not JSON; the desk cookie. */
export function registerDeskFileRoute(app: FastifyInstance, deps: Deps): void {
  fileRoute(app, deps, 'task');
  fileRoute(app, deps, 'case');
}

function fileRoute(app: FastifyInstance, deps: Deps, of: 'task' | 'case'): void {
  const [path, ownerParam, what] =
    of === 'task'
      ? ([DESK_ATTACHMENT_FILE_PATH, 'taskId', 'a customer’s CRM task'] as const)
      : ([DESK_CASE_ATTACHMENT_FILE_PATH, 'caseId', 'a prospect’s onboarding case'] as const);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: path.replace(`{${ownerParam}}`, `:${ownerParam}`).replace('{attachmentId}', ':attachmentId'),
    schema: {
      summary: `A file of ${what}, for a reviewer at the desk`,
      description: `404 ATTACHMENT_NOT_FOUND when the file is not one of the ${of}’s.`,
      tags: ['desk'],
      params: z.object({ [ownerParam]: IdParam, attachmentId: IdParam }),
      security: [{ deskCookie: [] }],
      response: { 200: z.string().meta({ description: 'the file' }), '4xx': ApiErrorSchema },
    },
    onRequest: async (request) => {
      request.auth = await authenticate(deps, 'staff', request);
    },
    handler: async (request, reply) => {
      const { [ownerParam]: ownerId, attachmentId } = request.params as Record<string, number>;
      const owner = of === 'task' ? { taskId: ownerId! } : { caseId: ownerId! };
      const file = await deskAttachmentFile(deps.db, owner, attachmentId!);
      return (
        reply
          .status(200)
          .type(file.contentType)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          // Bytes: Fastify sends a Buffer as it is; the schema says string for the docs.
          .send(file.bytes as unknown as string)
      );
    },
  });
}
