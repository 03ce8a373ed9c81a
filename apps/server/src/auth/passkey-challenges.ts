import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { passkeyChallenges } from '../db/schema';
import { HttpError } from '../http/api-error';
import type { RelyingParty } from './relying-party';

/** Long enough for a customer to find their phone or security key, short enough to be worthless later. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type Ceremony = 'REGISTRATION' | 'AUTHENTICATION';
export type ChallengeRow = typeof passkeyChallenges.$inferSelect;

export function newChallengeId(): string {
  return randomBytes(18).toString('base64url');
}

export async function storeChallenge(
  db: Db,
  values: {
    id: string;
    challenge: string;
    ceremony: Ceremony;
    userId: number | null;
    name: string | null;
    party: RelyingParty;
    now: number;
  },
): Promise<Date> {
  const expiresAt = new Date(values.now + CHALLENGE_TTL_MS);
  await db.insert(passkeyChallenges).values({
    id: values.id,
    challenge: values.challenge,
    ceremony: values.ceremony,
    userId: values.userId,
    name: values.name,
    rpId: values.party.rpId,
    origin: values.party.origin,
    createdAt: new Date(values.now),
    expiresAt,
  });
  return expiresAt;
}

export async function findChallenge(db: Db, id: string): Promise<ChallengeRow | undefined> {
  const [row] = await db.select().from(passkeyChallenges).where(eq(passkeyChallenges.id, id));
  return row;
}

/**
 * Takes a challenge for its one use: the first attempt marks it used whatever comes of it, so a
 * captured response cannot be replayed and a wrong one cannot be retried against the same challenge.
 */
export async function consumeChallenge(
  db: Db,
  id: string | undefined,
  ceremony: Ceremony,
  now: number,
  field: string,
): Promise<ChallengeRow> {
  const refuse = (
    status: number,
    code:
      'LUNA_CHALLENGE_NOT_FOUND' | 'LUNA_CHALLENGE_EXPIRED' | 'LUNA_CHALLENGE_USED' | 'LUNA_WRONG_CEREMONY',
    message: string,
  ) => new HttpError(status, code, message, [{ code, field }]);
  if (!id) {
    throw new HttpError(400, 'MANDATORY_FIELD_MISSING', 'The passkey challenge id is missing', [
      { code: 'MANDATORY_FIELD_MISSING', field },
    ]);
  }
  const known = await findChallenge(db, id);
  if (!known) throw refuse(404, 'LUNA_CHALLENGE_NOT_FOUND', 'No such passkey challenge');
  if (known.ceremony !== ceremony)
    throw refuse(400, 'LUNA_WRONG_CEREMONY', 'The challenge is for another ceremony');
  if (known.usedAt) throw refuse(400, 'LUNA_CHALLENGE_USED', 'The passkey challenge has already been used');
  if (known.expiresAt.getTime() <= now)
    throw refuse(400, 'LUNA_CHALLENGE_EXPIRED', 'The passkey challenge has expired');
  const [taken] = await db
    .update(passkeyChallenges)
    .set({ usedAt: new Date(now), outcome: 'FAILED' })
    .where(and(eq(passkeyChallenges.id, id), isNull(passkeyChallenges.usedAt)))
    .returning();
  // Another request took it between the read and the update.
  if (!taken) throw refuse(400, 'LUNA_CHALLENGE_USED', 'The passkey challenge has already been used');
  return taken;
}

export async function recordOutcome(db: Db, id: string, outcome: 'ENROLLED' | 'USED'): Promise<void> {
  await db.update(passkeyChallenges).set({ outcome }).where(eq(passkeyChallenges.id, id));
}
