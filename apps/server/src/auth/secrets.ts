import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSecrets } from '../db/schema';

/**
 * The token-signing key lives in the database so that every server process on the same database
 * signs and verifies with the same key; the first process to start creates it.
 */
export async function loadOrCreateSecret(db: Db, key: string): Promise<Uint8Array> {
  await db
    .insert(appSecrets)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, key));
  if (!row) throw new Error(`secret ${key} could not be created`);
  return Buffer.from(row.value, 'base64url');
}
