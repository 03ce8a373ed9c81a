import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallBodyOut, createSession } from '@broker/contract';
import type { Deps } from '../deps';

/** Who a login identified: a customer's user, or a person who is not a customer yet (sign-up). */
export type LoginOutcome = { kind: 'customer'; userId: number } | { kind: 'prospect'; prospectId: number };

export type SessionPayload = CallBodyOut<typeof createSession>;

export interface LoginContext {
  deps: Deps;
  body: SessionPayload;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One way of logging in (spec 001 §3 authenticationProvider): checks the provider-specific part of
 * the session payload and says who it identified, or throws an HttpError. The session itself is
 * opened by the caller, the same way for every provider.
 */
export type LoginProvider = (context: LoginContext) => Promise<LoginOutcome>;
