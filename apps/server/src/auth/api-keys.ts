import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { API_KEY_NAME_MAX, API_KEY_PREFIX } from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { apiKeys, customers, users } from '../db/schema';
import { HttpError } from '../http/api-error';
import type { AccessClaims } from './access-tokens';

const DAY_MS = 86_400_000;
/** A customer with more keys than this has lost track of them. */
const MAX_KEYS = 10;
/** last_used_at is written at most this often per key, so a busy script does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

type ApiKeyRow = typeof apiKeys.$inferSelect;

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

function summaryOf(row: ApiKeyRow, now: number) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.getTime(),
    lastUsedAt: row.lastUsedAt?.getTime() ?? null,
    expiresAt: row.expiresAt?.getTime() ?? null,
    display: `${API_KEY_PREFIX}…${row.last4}`,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now,
  };
}

export async function listApiKeys(db: Db | Tx, userId: number, now: number) {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => summaryOf(row, now));
}

export async function createApiKey(
  db: Db,
  userId: number,
  input: { name: string; expiresInDays?: number | undefined },
  now: number,
) {
  const name = input.name.trim();
  if (name.length < 1 || name.length > API_KEY_NAME_MAX) {
    throw new HttpError(422, 'API_KEY_NAME_LENGTH', `A key's name is 1 to ${API_KEY_NAME_MAX} characters`, [
      { code: 'API_KEY_NAME_LENGTH', field: 'name' },
    ]);
  }
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    // The user's row locked: requests side by side cannot together pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const live = await listApiKeys(tx, userId, now);
    if (live.filter((k) => !k.expired).length >= MAX_KEYS) {
      throw new HttpError(422, 'API_KEY_LIMIT_REACHED', `At most ${MAX_KEYS} API keys; revoke one first`);
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name,
        keyHash: hashKey(key),
        last4: key.slice(-4),
        createdAt: new Date(now),
        expiresAt: input.expiresInDays === undefined ? null : new Date(now + input.expiresInDays * DAY_MS),
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('api key insert returned nothing');
  return { key, apiKey: summaryOf(row, now) };
}

export async function revokeApiKey(db: Db, userId: number, id: number, now: number) {
  const [gone] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!gone) throw new HttpError(404, 'API_KEY_NOT_FOUND', 'No such API key');
  return listApiKeys(db, userId, now);
}

/**
 * The claims an API key gives: the customer's, with no session behind them (sessionId 0) and the
 * key's id, so that calls needing a real login can tell. Undefined for an unknown, revoked or
 * expired key.
 */
export async function verifyApiKey(db: Db, key: string, now: number): Promise<AccessClaims | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      customerId: users.customerId,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(apiKeys.keyHash, hashKey(key)));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now)) return undefined;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date(now) })
    .where(
      and(
        eq(apiKeys.id, row.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now - LAST_USED_RESOLUTION_MS))),
      ),
    );
  return { customerId: row.customerId, userId: row.userId, sessionId: 0, apiKeyId: row.id };
}
