import { z } from 'zod';
import { defineCall } from './call';
import { IdParam, Text } from './common';

/**
 * Personal API keys (issue 16; spec 001 §7.2 "my-api-keys: create, list, revoke"). A key is
 * `nnxk_` + 32 random bytes in base64url, shown once when created; the server keeps its SHA-256
 * and last four characters. Sent as `Authorization: Bearer <key>` it acts as the customer on the
 * 'token', 'public' and 'bearer' calls; the calls that need a real login (the session-cookie ones:
 * sessions, tokens, API keys, passkeys) answer 403 API_KEY_NOT_ALLOWED. A revoked or expired key
 * answers 401 API_KEY_INVALID. Codes: API_KEY_NAME_LENGTH (422), API_KEY_LIMIT_REACHED (422),
 * API_KEY_NOT_FOUND (404, also another customer's).
 */

export const API_KEY_PREFIX = 'nnxk_';
export const API_KEY_NAME_MAX = 60;
export const API_KEY_MAX_DAYS = 365;

export const ApiKeySummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Epoch ms. */
    createdAt: z.number().int(),
    lastUsedAt: z.number().int().nullable(),
    /** Epoch ms; null for a key that does not expire. */
    expiresAt: z.number().int().nullable(),
    /** `nnxk_…abcd`: enough to recognise a key, not to use it. */
    display: z.string(),
    expired: z.boolean(),
  })
  .meta({ id: 'ApiKeySummary' });

export const createMyApiKey = defineCall({
  id: 'createMyApiKey',
  method: 'POST',
  path: '/nnxapi/authentication/v2/my-api-keys',
  auth: 'session',
  summary:
    'Creates a personal API key; the key itself is in this reply only (403 PERSONAL_CREDENTIAL_ONLY while acting for a company or an estate)',
  tags: ['authentication'],
  body: z.object({
    name: Text.max(200),
    /** Days until it stops working, at most a year; absent: it works until revoked. */
    expiresInDays: z.number().int().min(1).max(API_KEY_MAX_DAYS).optional(),
  }),
  reply: z.object({ key: z.string(), apiKey: ApiKeySummarySchema }).meta({ id: 'CreatedApiKey' }),
  status: 201,
});

export const listMyApiKeys = defineCall({
  id: 'listMyApiKeys',
  method: 'GET',
  path: '/nnxapi/authentication/v2/my-api-keys',
  auth: 'session',
  summary: "The customer's API keys that are not revoked, newest first",
  tags: ['authentication'],
  reply: z.array(ApiKeySummarySchema),
});

export const revokeMyApiKey = defineCall({
  id: 'revokeMyApiKey',
  method: 'DELETE',
  path: '/nnxapi/authentication/v2/my-api-keys/{id}',
  auth: 'session',
  summary: "Revokes one of the customer's API keys at once; answers the remaining ones",
  tags: ['authentication'],
  params: z.object({ id: IdParam }),
  reply: z.array(ApiKeySummarySchema),
});
