import { z } from 'zod';
import { defineCall } from './call';
import { IdParam } from './common';

/**
 * The customer's logins (issue 16; spec 001 §7.2 "sessions", "my-session-settings", "token
 * refresh"): the live sessions with their browser, ending one or all others; the session length
 * chosen for new logins; and the refresh that keeps an active customer's session going (never past
 * SESSION_MAX_HOURS after the login). Codes: SESSION_NOT_FOUND (404, also another customer's),
 * SESSION_IS_CURRENT (422: log out instead), SESSION_LENGTH_NOT_ALLOWED (422),
 * API_KEY_NOT_ALLOWED (403).
 */

/** Session lengths a customer may choose, in minutes. */
export const SESSION_LENGTH_CHOICES = [15, 30, 60, 120, 240, 480, 720] as const;
/** No session lives longer than this after its login, however often it is refreshed. */
export const SESSION_MAX_HOURS = 24;

export const MySessionSchema = z
  .object({
    id: z.number().int(),
    /** The browser's user agent as sent at login (cut to 300 characters); null when none. */
    userAgent: z.string().nullable(),
    /** Epoch ms. */
    createdAt: z.number().int(),
    expiresAt: z.number().int(),
    /** The session of this request. */
    current: z.boolean(),
  })
  .meta({ id: 'MySession' });

export const SessionSettingsSchema = z
  .object({
    sessionMinutes: z.number().int(),
    /** The server's default, used while the customer has not chosen. */
    defaultMinutes: z.number().int(),
    choices: z.array(z.number().int()),
  })
  .meta({ id: 'SessionSettings' });

export const listMySessions = defineCall({
  id: 'listMySessions',
  method: 'GET',
  path: '/nnxapi/authentication/v2/sessions',
  auth: 'session',
  summary: "The customer's live sessions, newest first, this one marked current",
  tags: ['authentication'],
  reply: z.array(MySessionSchema),
});

export const endOtherSessions = defineCall({
  id: 'endOtherSessions',
  method: 'DELETE',
  path: '/nnxapi/authentication/v2/sessions/others',
  auth: 'session',
  summary: "Ends every live session of the customer's except this one",
  tags: ['authentication'],
  reply: z.array(MySessionSchema),
});

export const endMySession = defineCall({
  id: 'endMySession',
  method: 'DELETE',
  path: '/nnxapi/authentication/v2/sessions/{id}',
  auth: 'session',
  summary: "Ends another live session of the customer's; answers the remaining ones",
  tags: ['authentication'],
  params: z.object({ id: IdParam }),
  reply: z.array(MySessionSchema),
});

export const refreshSession = defineCall({
  id: 'refreshSession',
  method: 'POST',
  path: '/nnxapi/authentication/v2/sessions/refresh',
  auth: 'session',
  summary: "Extends this session by the customer's session length (at most SESSION_MAX_HOURS after login)",
  tags: ['authentication'],
  reply: z.object({ expiresAt: z.number().int() }).meta({ id: 'RefreshedSession' }),
});

export const getMySessionSettings = defineCall({
  id: 'getMySessionSettings',
  method: 'GET',
  path: '/nnxapi/authentication/v2/my-session-settings',
  auth: 'session',
  summary: 'How long a new login of the customer lasts',
  tags: ['authentication'],
  reply: SessionSettingsSchema,
});

export const updateMySessionSettings = defineCall({
  id: 'updateMySessionSettings',
  method: 'PUT',
  path: '/nnxapi/authentication/v2/my-session-settings',
  auth: 'session',
  summary: 'Chooses how long new logins last (one of the choices)',
  tags: ['authentication'],
  body: z.object({ sessionMinutes: z.number().int() }),
  reply: SessionSettingsSchema,
});
