import { z } from 'zod';
import { defineCall } from './call';
import { IdParam, Text } from './common';

/**
 * Passkeys (issue 16; spec 001 §7.2 "luna: start, poll, enrollments, delete enrollment by id"),
 * WebAuthn with discoverable credentials. A ceremony starts on the server, which keeps its challenge
 * for a few minutes and lets it be used once:
 * - REGISTRATION (a logged-in customer enrolls a passkey under a name): start, let the browser make
 *   the credential, then poll with its response to finish; the passkey is listed under enrollments.
 * - AUTHENTICATION (a visitor logs in): start, let the browser sign the challenge, then createSession
 *   with authenticationProvider PASSKEY, the `assertionResponse` and `loginNonce` = the challengeId.
 * Codes: PASSKEY_NAME_LENGTH (422), LUNA_CHALLENGE_NOT_FOUND (404), LUNA_CHALLENGE_EXPIRED,
 * LUNA_CHALLENGE_USED, LUNA_WRONG_CEREMONY (400), PASSKEY_REGISTRATION_FAILED (400),
 * PASSKEY_ALREADY_ENROLLED (409), PASSKEY_NOT_RECOGNISED and PASSKEY_VERIFICATION_FAILED (401 at
 * login), PASSKEY_NOT_FOUND (404, also another customer's), API_KEY_NOT_ALLOWED (403),
 * PERSONAL_CREDENTIAL_ONLY (403: a REGISTRATION while acting for a company or an estate).
 */

export const LUNA_CEREMONIES = ['REGISTRATION', 'AUTHENTICATION'] as const;
export const PASSKEY_NAME_MAX = 60;

export const LunaStartSchema = z.discriminatedUnion('ceremony', [
  z.object({ ceremony: z.literal('REGISTRATION'), name: Text.max(200) }),
  z.object({ ceremony: z.literal('AUTHENTICATION') }),
]);

export const LunaChallengeSchema = z
  .object({
    /** The ceremony's id: sent back to poll, and as loginNonce when logging in. */
    challengeId: z.string(),
    ceremony: z.enum(LUNA_CEREMONIES),
    /** Epoch ms after which the challenge is refused. */
    expiresAt: z.number().int(),
    /**
     * WebAuthn options in their JSON form (PublicKeyCredentialCreationOptionsJSON or
     * PublicKeyCredentialRequestOptionsJSON), for navigator.credentials via @simplewebauthn/browser.
     */
    options: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'LunaChallenge' });

export const PasskeyEnrollmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Epoch ms. */
    createdAt: z.number().int(),
    lastUsedAt: z.number().int().nullable(),
    /** WebAuthn: 'singleDevice' (kept on one authenticator) or 'multiDevice' (synced). */
    deviceType: z.enum(['singleDevice', 'multiDevice']),
    backedUp: z.boolean(),
  })
  .meta({ id: 'PasskeyEnrollment' });

export const LunaPollReplySchema = z
  .object({
    /** PENDING: not finished yet; ENROLLED: the passkey is saved; USED: an authentication was used. */
    status: z.enum(['PENDING', 'ENROLLED', 'USED', 'EXPIRED']),
    enrollment: PasskeyEnrollmentSchema.optional(),
  })
  .meta({ id: 'LunaPollReply' });

export const startLuna = defineCall({
  id: 'startLuna',
  method: 'POST',
  path: '/nnxapi/authentication/v2/luna/start',
  auth: 'none',
  summary:
    'Starts a passkey ceremony: REGISTRATION for the logged-in customer (session cookie), AUTHENTICATION for anyone',
  tags: ['authentication'],
  body: LunaStartSchema,
  reply: LunaChallengeSchema,
  status: 201,
});

export const pollLuna = defineCall({
  id: 'pollLuna',
  method: 'POST',
  path: '/nnxapi/authentication/v2/luna/poll',
  auth: 'none',
  summary:
    "A ceremony's status; with the browser's registrationResponse it finishes an enrolment (the same customer's session)",
  tags: ['authentication'],
  body: z.object({ challengeId: z.string().min(1).max(100), registrationResponse: z.unknown().optional() }),
  reply: LunaPollReplySchema,
});

export const listLunaEnrollments = defineCall({
  id: 'listLunaEnrollments',
  method: 'GET',
  path: '/nnxapi/authentication/v2/luna/enrollments',
  auth: 'session',
  summary: "The customer's passkeys, newest first",
  tags: ['authentication'],
  reply: z.array(PasskeyEnrollmentSchema),
});

export const deleteLunaEnrollment = defineCall({
  id: 'deleteLunaEnrollment',
  method: 'DELETE',
  path: '/nnxapi/authentication/v2/luna/enrollments/{id}',
  auth: 'session',
  summary: "Deletes one of the customer's passkeys; answers the remaining ones",
  tags: ['authentication'],
  params: z.object({ id: IdParam }),
  reply: z.array(PasskeyEnrollmentSchema),
});
