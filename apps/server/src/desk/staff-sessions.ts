import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '@broker/domain';
import type { Db } from '../db/database';
import { staffSessions, staffUsers } from '../db/schema';

/**
 * Staff logins (the compliance desk): a store of their own beside the customers' sessions, with
 * their own cookie (DESK_SESSION_COOKIE). A customer's session is looked up only in `sessions` and
 * a staff one only here, so neither cookie can ever stand for the other.
 */

export interface StaffSession {
  sessionId: number;
  staffUserId: number;
  username: string;
  name: string;
  role: StaffRole;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function findStaffByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ id: staffUsers.id, passwordHash: staffUsers.passwordHash, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.username, username.trim().toLowerCase()));
  return row;
}

export async function createStaffSession(
  db: Db,
  staffUserId: number,
  ttlMs: number,
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(staffSessions).values({
    staffUserId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

/** The live session behind a desk cookie value, of a member of staff not disabled. */
export async function findStaffSession(db: Db, token: string | undefined): Promise<StaffSession | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffUserId: staffUsers.id,
      username: staffUsers.username,
      name: staffUsers.displayName,
      role: staffUsers.role,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date()),
        isNull(staffUsers.disabledAt),
      ),
    );
  // The table's check constraint keeps the role to STAFF_ROLES.
  return row ? { ...row, role: row.role as StaffRole } : undefined;
}

export async function revokeStaffSession(db: Db, token: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
}
