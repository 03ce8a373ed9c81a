import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { CountryCode, CustomerSegment, CustomerTier, Lang } from '@broker/domain';
import type { Db } from '../db/database';
import { customers, prospects, sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'nnx_session';

export interface SessionUser {
  sessionId: number;
  userId: number;
  customerId: number;
  expiresAt: Date;
  firstName: string;
  lastName: string;
  country: CountryCode;
  lang: Lang;
  segment: CustomerSegment;
  tier: CustomerTier | null;
  personType: 'NAT' | 'JUR' | 'EST';
  /** A company's session opened by its representative: the person's user (auth/company-sessions.ts). */
  actingUserId: number | null;
}

/** Only the hash of the cookie value is stored. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      customerId: users.customerId,
      passwordHash: users.passwordHash,
      country: customers.country,
    })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.username, username.trim().toLowerCase()));
  return row;
}

/** A new session for a customer's user or for a prospect (LoginOutcome). */
export async function createSession(
  db: Db,
  subject: { userId: number; actingUserId?: number } | { prospectId: number },
  ttlMs: number,
  userAgent: string | undefined,
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: 'userId' in subject ? subject.userId : null,
      prospectId: 'prospectId' in subject ? subject.prospectId : null,
      actingUserId: 'userId' in subject ? (subject.actingUserId ?? null) : null,
      tokenHash: hashSessionToken(token),
      expiresAt,
      userAgent: userAgent?.slice(0, 300),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id, expiresAt };
}

export interface ProspectSession {
  sessionId: number;
  prospectId: number;
  expiresAt: Date;
  country: CountryCode;
  nationalId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** The live session of a prospect (an identified person signing up) behind a cookie value. */
export async function findProspectSession(
  db: Db,
  token: string | undefined,
): Promise<ProspectSession | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      prospectId: prospects.id,
      expiresAt: sessions.expiresAt,
      country: prospects.country,
      nationalId: prospects.nationalId,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      birthDate: prospects.birthDate,
    })
    .from(sessions)
    .innerJoin(prospects, eq(prospects.id, sessions.prospectId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row ? { ...row, country: row.country as CountryCode } : undefined;
}

/** The live (not revoked, not expired) session behind a cookie value, with its customer. */
export async function findLiveSession(db: Db, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      customerId: customers.id,
      expiresAt: sessions.expiresAt,
      firstName: customers.firstName,
      lastName: customers.lastName,
      country: customers.country,
      lang: customers.lang,
      segment: customers.segment,
      tier: customers.tier,
      personType: customers.personType,
      actingUserId: sessions.actingUserId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        // An estate's session is always a representative's (estates/service.ts): never its own.
        or(ne(customers.personType, 'EST'), isNotNull(sessions.actingUserId)),
      ),
    );
  return row
    ? {
        ...row,
        country: row.country as CountryCode,
        lang: row.lang as Lang,
        // The table's check constraint keeps both to the contract's values.
        segment: row.segment as CustomerSegment,
        tier: row.tier as CustomerTier | null,
        personType: row.personType as SessionUser['personType'],
      }
    : undefined;
}

/** Revokes the session behind a cookie value; returns its id, or undefined when none was live. */
export async function revokeSession(db: Db, token: string): Promise<number | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return row?.id;
}

/** Whether a session is neither revoked nor expired: asked for each access token in use. */
export async function isSessionLive(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row !== undefined;
}
