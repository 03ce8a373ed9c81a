import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { actForCompany, stopActingForCompany } from '@broker/contract';
import type { Deps } from '../deps';
import { companyRepresentatives, customers, users } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { HttpError, notFound } from '../http/api-error';
import { setSessionCookie } from './routes';
import { SESSION_COOKIE, createSession, revokeSession, type SessionUser } from './sessions';

/**
 * Switching a login between a person and a company they represent (docs/decisions.md "Company
 * accounts"). Each switch opens a new session for the other user and ends this one, so a cookie
 * always stands for exactly one customer and every area's ownership checks stay as they are. The
 * company's session remembers the person acting (sessions.acting_user_id), which is how they
 * return; the new session ends when the one it replaces would have, so switching never extends a
 * login.
 */

async function switchTo(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  session: SessionUser,
  subject: { userId: number; actingUserId?: number },
) {
  const ttl = session.expiresAt.getTime() - Date.now();
  const opened = await createSession(deps.db, subject, Math.max(ttl, 1_000), request.headers['user-agent']);
  const revoked = await revokeSession(deps.db, request.cookies[SESSION_COOKIE] ?? '');
  if (revoked !== undefined) deps.sessionLiveness.delete(revoked);
  setSessionCookie(deps, request, reply, opened.token, opened.expiresAt);
  request.log.info({ from: session.sessionId, to: opened.sessionId, ...subject }, 'session switched');
}

export const companySessionRoutes = [
  defineRoute(actForCompany, async ({ deps, session, params, request, reply }) => {
    // A company's own session cannot act for another company: its customer represents none.
    const [company] = await deps.db
      .select({ userId: users.id, customerNo: customers.customerNo })
      .from(companyRepresentatives)
      .innerJoin(customers, eq(customers.id, companyRepresentatives.companyCustomerId))
      .innerJoin(users, eq(users.customerId, customers.id))
      .where(
        and(
          eq(companyRepresentatives.personCustomerId, session.customerId),
          isNull(companyRepresentatives.endedAt),
          eq(customers.customerNo, params.customerNo),
        ),
      );
    if (!company) {
      throw notFound('REPRESENTED_COMPANY_NOT_FOUND', `No company ${params.customerNo} that you represent`);
    }
    await switchTo(deps, request, reply, session, { userId: company.userId, actingUserId: session.userId });
    return { customerNo: company.customerNo };
  }),

  defineRoute(stopActingForCompany, async ({ deps, session, request, reply }) => {
    if (session.actingUserId === null) {
      throw new HttpError(409, 'NOT_ACTING_FOR_COMPANY', 'This login is not acting for a company');
    }
    const [person] = await deps.db
      .select({ customerNo: customers.customerNo })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId))
      .where(eq(users.id, session.actingUserId));
    if (!person) throw new Error(`acting user ${session.actingUserId} has no customer`);
    await switchTo(deps, request, reply, session, { userId: session.actingUserId });
    return { customerNo: person.customerNo };
  }),
];
