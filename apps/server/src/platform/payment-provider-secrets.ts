import type { Db } from '../db/database';
import { loadOrCreateSecret } from '../auth/secrets';

/**
 * The two secrets we share with the instant bank-payment provider: the merchant key our server
 * sends to its API, and the key it signs its notifications with. With the simulated provider both
 * sides read them from our database; with a real one they would be configured from its dashboard.
 */

export async function merchantKey(db: Db): Promise<string> {
  return Buffer.from(await loadOrCreateSecret(db, 'payment-provider.merchant-key')).toString('base64url');
}

export async function notificationSecret(db: Db): Promise<Uint8Array> {
  return loadOrCreateSecret(db, 'payment-provider.webhook-secret');
}
