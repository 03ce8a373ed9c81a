import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { contentEntries, faqFeedback } from '../db/schema';
import { notFound } from '../http/api-error';
import { secureCookie } from '../auth/secure-cookie';
import type { Config } from '../config';

/**
 * "Was this helpful?" per FAQ answer. A logged-in customer votes once per answer (their customer
 * id); a visitor by a random key in a cookie of this area's own. Voting again changes the vote:
 * one row per voter and answer, kept so by unique indexes and an upsert, so two votes sent at once
 * still leave one row.
 */

export const VISITOR_COOKIE = 'nnx_visitor';
const VISITOR_KEY = /^[A-Za-z0-9_-]{24}$/;
const ONE_YEAR_S = 365 * 24 * 3600;

export type Voter = { customerId: number } | { visitorKey: string };

/** The visitor key the browser sent, if it is one of ours in shape. */
export function visitorKeyOf(request: FastifyRequest): string | undefined {
  const key = request.cookies[VISITOR_COOKIE];
  return key && VISITOR_KEY.test(key) ? key : undefined;
}

/** The voter of a request: the customer, else the visitor cookie (undefined: a visitor without one). */
export function voterOf(
  request: FastifyRequest,
  viewer: { customerId: number } | undefined,
): Voter | undefined {
  if (viewer) return { customerId: viewer.customerId };
  const visitorKey = visitorKeyOf(request);
  return visitorKey ? { visitorKey } : undefined;
}

/** The voter, giving a visitor without a key a new one in a cookie. */
export function ensureVoter(
  config: Pick<Config, 'secureCookies'>,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: { customerId: number } | undefined,
): Voter {
  const voter = voterOf(request, viewer);
  if (voter) return voter;
  const visitorKey = randomBytes(18).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, visitorKey, {
    path: '/api/2/content',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(config, request),
    maxAge: ONE_YEAR_S,
  });
  return { visitorKey };
}

const voterCondition = (voter: Voter) =>
  'customerId' in voter
    ? eq(faqFeedback.customerId, voter.customerId)
    : and(isNull(faqFeedback.customerId), eq(faqFeedback.visitorKey, voter.visitorKey));

export async function votesOf(
  db: Db,
  voter: Voter | undefined,
  entryIds: readonly string[],
): Promise<Map<string, boolean>> {
  if (!voter || entryIds.length === 0) return new Map();
  const rows = await db
    .select({ entryId: faqFeedback.entryId, helpful: faqFeedback.helpful })
    .from(faqFeedback)
    .where(and(voterCondition(voter), inArray(faqFeedback.entryId, [...entryIds])));
  return new Map(rows.map((r) => [r.entryId, r.helpful]));
}

export async function voteOnFaq(
  db: Db,
  voter: Voter,
  entryId: string,
  vote: { helpful: boolean; comment?: string },
  now: number,
) {
  const [entry] = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(eq(contentEntries.id, entryId), eq(contentEntries.contentType, 'faq')));
  if (!entry) throw notFound('CONTENT_ENTRY_NOT_FOUND', `No FAQ question ${entryId}`);
  const at = new Date(now);
  const comment = vote.comment ? vote.comment : null;
  const byCustomer = 'customerId' in voter;
  const [row] = await db
    .insert(faqFeedback)
    .values({
      entryId,
      customerId: byCustomer ? voter.customerId : null,
      visitorKey: byCustomer ? null : voter.visitorKey,
      helpful: vote.helpful,
      comment,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: byCustomer
        ? [faqFeedback.entryId, faqFeedback.customerId]
        : [faqFeedback.entryId, faqFeedback.visitorKey],
      targetWhere: byCustomer
        ? sql`${faqFeedback.customerId} IS NOT NULL`
        : sql`${faqFeedback.customerId} IS NULL`,
      set: { helpful: vote.helpful, comment, updatedAt: at },
    })
    .returning({
      helpful: faqFeedback.helpful,
      comment: faqFeedback.comment,
      // A row the upsert updated rather than inserted has a non-zero xmax: the vote replaced one.
      replaced: sql<boolean>`(xmax <> 0)`,
    });
  return {
    faqId: entryId,
    helpful: row!.helpful,
    comment: row!.comment,
    changed: row!.replaced,
  };
}
