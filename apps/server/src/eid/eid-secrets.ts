import type { Db } from '../db/database';
import { loadOrCreateSecret } from '../auth/secrets';

/**
 * The secrets we share with the eID parties: the key our server presents to the BankID RP API
 * (a real one takes a client certificate instead) and the client secret at the Signicat-style
 * identity provider, which also signs its ID tokens (HS256). With the simulated parties both sides
 * read them from our database; with real ones they would come from their onboarding.
 */

export async function bankIdRpKey(db: Db): Promise<string> {
  return Buffer.from(await loadOrCreateSecret(db, 'eid.bankid-rp-key')).toString('base64url');
}

export async function signicatClientSecret(db: Db): Promise<Uint8Array> {
  return loadOrCreateSecret(db, 'eid.signicat-client-secret');
}
