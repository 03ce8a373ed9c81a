import type { Db } from '../db/database';
import { loadOrCreateSecret } from '../auth/secrets';

/**
 * The two secrets we share with the e-signing service: the API key our server sends it, and the
 * key it signs its callbacks with. With the simulated service both sides read them from our
 * database; with a real one they come from its settings (Scrive: an API token; its callbacks are
 * signed the same way here so a forged "signed" cannot make a designation effective).
 */

export async function signingApiKey(db: Db): Promise<string> {
  return Buffer.from(await loadOrCreateSecret(db, 'signing-service.api-key')).toString('base64url');
}

export async function signingCallbackSecret(db: Db): Promise<Uint8Array> {
  return loadOrCreateSecret(db, 'signing-service.callback-secret');
}

/** The header a signing callback carries its signature in (platform/webhook-signature.ts format). */
export const SIGNING_SIGNATURE_HEADER = 'x-signing-signature';
