import { eq } from 'drizzle-orm';
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { passkeys } from '../db/schema';
import { HttpError } from '../http/api-error';
import type { LoginProvider } from './login-outcome';
import { consumeChallenge, recordOutcome } from './passkey-challenges';

function credentialIdOf(response: unknown): string | undefined {
  if (typeof response !== 'object' || response === null) return undefined;
  const id = (response as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 && id.length <= 1500 ? id : undefined;
}

/**
 * The PASSKEY provider: `assertionResponse` is the browser's answer to an AUTHENTICATION challenge
 * whose id is `loginNonce`. The credential is discoverable, so its id names the passkey and so the
 * customer; no username is asked. The country is not checked as with passwords: the passkey names
 * one customer, and nothing about which country a username belongs to is revealed by it.
 */
export const passkeyLogin: LoginProvider = async ({ deps, body }) => {
  const credentialId = credentialIdOf(body.assertionResponse);
  if (!credentialId) {
    throw new HttpError(400, 'MANDATORY_FIELD_MISSING', 'The passkey assertion is required', [
      { code: 'MANDATORY_FIELD_MISSING', field: 'assertionResponse' },
    ]);
  }
  const now = deps.time.now();
  const challenge = await consumeChallenge(deps.db, body.loginNonce, 'AUTHENTICATION', now, 'loginNonce');
  const [passkey] = await deps.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  if (!passkey) {
    throw new HttpError(
      401,
      'PASSKEY_NOT_RECOGNISED',
      'This passkey is not enrolled here (it may have been deleted)',
    );
  }
  const refused = () =>
    new HttpError(401, 'PASSKEY_VERIFICATION_FAILED', 'The passkey could not be verified');
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: body.assertionResponse as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
      },
      requireUserVerification: true,
    });
  } catch {
    // Wrong origin, signature, counter that went backwards (a cloned authenticator), …
    throw refused();
  }
  if (!verification.verified) throw refused();
  await deps.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date(now) })
    .where(eq(passkeys.id, passkey.id));
  await recordOutcome(deps.db, challenge.id, 'USED');
  return { kind: 'customer', userId: passkey.userId };
};
