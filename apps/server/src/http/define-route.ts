import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  toRouterPath,
  ApiErrorSchema,
  type CallBodyOut,
  type CallDef,
  type CallHeadersOut,
  type CallParamsOut,
  type CallQueryOut,
  type CallReply,
} from '@broker/contract';
import type { AccessClaims } from '../auth/access-tokens';
import type { ProspectSession, SessionUser } from '../auth/sessions';
import type { Deps } from '../deps';
import type { StaffSession } from '../desk/staff-sessions';
import { authenticate } from '../auth/guard';

export interface HandlerContext<C extends CallDef> {
  params: CallParamsOut<C>;
  query: CallQueryOut<C>;
  body: CallBodyOut<C>;
  /** The call's declared headers, validated (undefined when the call declares none). */
  headers: CallHeadersOut<C>;
  /** Set on 'token' and 'bearer' calls. */
  access: AccessClaims;
  /** 'public' calls: the logged-in caller, or undefined for a visitor. */
  viewer: AccessClaims | undefined;
  /** Set on 'session' calls. */
  session: SessionUser;
  /** Set on 'prospect' calls (sign-up). */
  prospect: ProspectSession;
  /** Set on 'staff' calls (the compliance desk). */
  staff: StaffSession;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
}

export interface RouteBinding {
  def: CallDef;
  handler: (ctx: HandlerContext<CallDef>) => Promise<unknown>;
}

/** Binds a contract entry to its handler; the handler's input and output types come from the entry. */
export function defineRoute<C extends CallDef>(
  def: C,
  handler: (ctx: HandlerContext<C>) => Promise<CallReply<C>>,
): RouteBinding {
  return { def, handler: handler as unknown as RouteBinding['handler'] };
}

/** Registers each binding with the schemas of its contract entry, so validation, serialization and OpenAPI share one source. */
export function registerRoutes(app: FastifyInstance, deps: Deps, bindings: RouteBinding[]): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { def, handler } of bindings) {
    const status = def.status ?? 200;
    typed.route({
      method: def.method,
      url: toRouterPath(def.path),
      schema: {
        summary: def.summary,
        tags: def.tags,
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.body ? { body: def.body } : {}),
        ...(def.headers ? { headers: def.headers } : {}),
        ...(def.auth === 'token'
          ? { security: [{ accessToken: [], clientId: [] }] }
          : def.auth === 'public'
            ? { security: [{}, { accessToken: [], clientId: [] }] }
            : def.auth === 'bearer'
              ? { security: [{ bearer: [] }] }
              : def.auth === 'session' || def.auth === 'prospect'
                ? { security: [{ sessionCookie: [] }] }
                : def.auth === 'staff'
                  ? { security: [{ deskCookie: [] }] }
                  : {}),
        response: { [status]: def.reply, '4xx': ApiErrorSchema },
      },
      // Authentication runs before body validation so an anonymous caller learns nothing about the payload rules.
      onRequest: async (request) => {
        const auth = await authenticate(deps, def.auth, request);
        request.auth = auth;
      },
      handler: async (request, reply) => {
        const result = await handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          headers: (def.headers ? request.headers : undefined) as never,
          access: request.auth?.access as AccessClaims,
          viewer: request.auth?.access,
          session: request.auth?.session as SessionUser,
          prospect: request.auth?.prospect as ProspectSession,
          staff: request.auth?.staff as StaffSession,
          request,
          reply,
          deps,
        });
        // A handler that answered by itself (e.g. 204 without a body) has already sent its reply.
        if (reply.sent) return reply;
        reply.status(status);
        return result;
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: { access?: AccessClaims; session?: SessionUser; prospect?: ProspectSession; staff?: StaffSession };
  }
}
