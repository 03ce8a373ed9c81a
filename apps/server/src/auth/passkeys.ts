import { and, count, desc, eq } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PASSKEY_NAME_MAX } from '@broker/contract';
import type { Db } from '../db/database';
import { passkeys, users } from '../db/schema';
import { HttpError } from '../http/api-error';
import { consumeChallenge, newChallengeId, recordOutcome, storeChallenge } from './passkey-challenges';
import type { RelyingParty } from './relying-party';

const RP_NAME = 'Nordbroker';
/** Enough for every device a person owns; more is a sign of something wrong. */
const MAX_PASSKEYS = 20;

type PasskeyRow = typeof passkeys.$inferSelect;

export function enrollmentOf(row: PasskeyRow) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.getTime(),
    lastUsedAt: row.lastUsedAt?.getTime() ?? null,
    deviceType: row.deviceType === 'multiDevice' ? ('multiDevice' as const) : ('singleDevice' as const),
    backedUp: row.backedUp,
  };
}

export async function listEnrollments(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return rows.map(enrollmentOf);
}

function passkeyName(raw: string): string {
  const name = raw.trim();
  if (name.length < 1 || name.length > PASSKEY_NAME_MAX) {
    throw new HttpError(
      422,
      'PASSKEY_NAME_LENGTH',
      `A passkey's name is 1 to ${PASSKEY_NAME_MAX} characters`,
      [{ code: 'PASSKEY_NAME_LENGTH', field: 'name' }],
    );
  }
  return name;
}

/** A registration ceremony for a logged-in user: a discoverable credential, so login needs no username. */
export async function startRegistration(
  db: Db,
  userId: number,
  rawName: string,
  party: RelyingParty,
  now: number,
) {
  const name = passkeyName(rawName);
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, 'SESSION_INVALID', 'The user no longer exists');
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if (existing.length >= MAX_PASSKEYS) {
    throw new HttpError(422, 'PASSKEY_ALREADY_ENROLLED', `At most ${MAX_PASSKEYS} passkeys`);
  }
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party.rpId,
    userName: user.username,
    attestationType: 'none',
    // One passkey per authenticator: the browser says so instead of making a second.
    excludeCredentials: existing.map((c) => ({
      id: c.credentialId,
      transports: c.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const id = newChallengeId();
  const expiresAt = await storeChallenge(db, {
    id,
    challenge: options.challenge,
    ceremony: 'REGISTRATION',
    userId,
    name,
    party,
    now,
  });
  return {
    challengeId: id,
    ceremony: 'REGISTRATION' as const,
    expiresAt: expiresAt.getTime(),
    options: { ...options },
  };
}

/** An authentication ceremony for anyone: no allowCredentials, the authenticator offers its passkeys. */
export async function startAuthentication(db: Db, party: RelyingParty, now: number) {
  const options = await generateAuthenticationOptions({ rpID: party.rpId, userVerification: 'required' });
  const id = newChallengeId();
  const expiresAt = await storeChallenge(db, {
    id,
    challenge: options.challenge,
    ceremony: 'AUTHENTICATION',
    userId: null,
    name: null,
    party,
    now,
  });
  return {
    challengeId: id,
    ceremony: 'AUTHENTICATION' as const,
    expiresAt: expiresAt.getTime(),
    options: { ...options },
  };
}

/** Finishes a registration: the challenge must be this user's, unused and unexpired. */
export async function finishRegistration(
  db: Db,
  userId: number,
  challengeId: string,
  response: unknown,
  now: number,
) {
  const challenge = await consumeChallenge(db, challengeId, 'REGISTRATION', now, 'challengeId');
  // Another user's challenge answers as a missing one.
  if (challenge.userId !== userId) {
    throw new HttpError(404, 'LUNA_CHALLENGE_NOT_FOUND', 'No such passkey challenge', [
      { code: 'LUNA_CHALLENGE_NOT_FOUND', field: 'challengeId' },
    ]);
  }
  const failed = (message: string) =>
    new HttpError(400, 'PASSKEY_REGISTRATION_FAILED', message, [
      { code: 'PASSKEY_REGISTRATION_FAILED', field: 'registrationResponse' },
    ]);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      // The site the ceremony was started for: the browser signs the origin it is really on.
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rpId,
      requireUserVerification: true,
    });
  } catch (cause) {
    throw failed(`The passkey could not be verified: ${(cause as Error).message}`);
  }
  if (!verification.verified || !verification.registrationInfo)
    throw failed('The passkey could not be verified');
  const info = verification.registrationInfo;
  const row = await db.transaction(async (tx) => {
    // The user's row locked: ceremonies started side by side cannot together pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ enrolled } = { enrolled: 0 }] = await tx
      .select({ enrolled: count() })
      .from(passkeys)
      .where(eq(passkeys.userId, userId));
    if (enrolled >= MAX_PASSKEYS) {
      throw new HttpError(422, 'PASSKEY_ALREADY_ENROLLED', `At most ${MAX_PASSKEYS} passkeys`);
    }
    const [inserted] = await tx
      .insert(passkeys)
      .values({
        userId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name: challenge.name ?? 'Passkey',
        createdAt: new Date(now),
      })
      // The credential's unique index decides between two finishes of one passkey.
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!inserted) throw new HttpError(409, 'PASSKEY_ALREADY_ENROLLED', 'This passkey is already enrolled');
    return inserted;
  });
  await recordOutcome(db, challenge.id, 'ENROLLED');
  return enrollmentOf(row);
}

export async function deleteEnrollment(db: Db, userId: number, id: number) {
  const [gone] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (!gone) throw new HttpError(404, 'PASSKEY_NOT_FOUND', 'No such passkey');
  return listEnrollments(db, userId);
}
