import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_STATUSES, NOTIFICATIONS_MAX_LIMIT } from '@broker/domain';
import { defineCall } from './call';
import { IdParam, MoneySchema, wholeNumber } from './common';

/**
 * Notifications (issue 16; spec 001 §7.5 "Notifications: unread count; list with limit, offset,
 * version, refreshKey, status; preferences"). Every event worth telling a customer (a share fill, a
 * fund order executed, a dividend, money in or out, a savings plan's month, a required action) is a
 * notification written in the same database transaction as its cause. It is a kind and parameters,
 * not prose: the web app renders it in the reader's language.
 *
 * `version` grows with every change of the customer's notifications (a new one, one read); a list
 * call that names the version the client already has answers `changed: false` and no items. After
 * each change the private feed carries `{ type: 'notification', data: { unread, version } }`.
 * Another customer's notification answers 404 NOTIFICATION_NOT_FOUND like a missing one.
 */

export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS).meta({ id: 'NotificationKind' });

export const NotificationParamsSchema = z
  .object({
    link: z.string().optional(),
    instrument_id: z.number().int().optional(),
    instrument_name: z.string().optional(),
    side: z.enum(['BUY', 'SELL']).optional(),
    volume: z.number().optional(),
    units: z.number().optional(),
    price: MoneySchema.optional(),
    amount: MoneySchema.optional(),
    order_id: z.number().int().optional(),
    accid: z.number().int().optional(),
    accno: z.string().optional(),
    complete: z.boolean().optional(),
    month: z.string().optional(),
    status: z.string().optional(),
    action: z.string().optional(),
    due_day: z.string().optional(),
    overdue: z.boolean().optional(),
    day: z.string().optional(),
    alias: z.string().optional(),
    task_type: z.string().optional(),
    task_id: z.number().int().optional(),
    reason: z.string().optional(),
  })
  .meta({ id: 'NotificationParams' });

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    kind: NotificationKindSchema,
    params: NotificationParamsSchema,
    /** The path in the app where it happened. */
    link: z.string(),
    /** Epoch ms. */
    created_at: z.number().int(),
    /** Epoch ms; null while unread. */
    read_at: z.number().int().nullable(),
  })
  .meta({ id: 'Notification' });

/** The customer's unread count and the version of their notifications. */
export const NotificationCountSchema = z
  .object({ unread: z.number().int(), version: z.number().int() })
  .meta({ id: 'NotificationCount' });

export const NotificationListSchema = z
  .object({
    /** False: the version asked about is the current one, and `notifications` is left empty. */
    changed: z.boolean(),
    version: z.number().int(),
    unread: z.number().int(),
    /** How many match the status filter, for paging; left out when nothing changed. */
    total: z.number().int().optional(),
    /** The client's refreshKey, echoed so it can match a reply to its request. */
    refreshKey: z.string().optional(),
    notifications: z.array(NotificationSchema),
  })
  .meta({ id: 'NotificationList' });

export const NotificationPreferencesSchema = z
  .object({
    preferences: z.array(z.object({ kind: NotificationKindSchema, enabled: z.boolean() })),
  })
  .meta({ id: 'NotificationPreferences' });

const BASE = '/nnxapi/crm/v1/notifications';

export const getNotificationUnreadCount = defineCall({
  id: 'getNotificationUnreadCount',
  method: 'GET',
  path: `${BASE}/unread-count`,
  auth: 'token',
  summary: "The customer's unread notifications and the version of their notifications",
  tags: ['notifications'],
  reply: NotificationCountSchema,
});

export const listNotifications = defineCall({
  id: 'listNotifications',
  method: 'GET',
  path: BASE,
  auth: 'token',
  summary:
    "The customer's notifications, newest first; `changed: false` and no items when `version` is still the current one",
  tags: ['notifications'],
  query: z.object({
    limit: wholeNumber(1, NOTIFICATIONS_MAX_LIMIT).optional(),
    offset: wholeNumber(0, 1_000_000).optional(),
    /** The version the client has: unchanged, the reply says so and carries no items. */
    version: wholeNumber(0, 2_147_483_647).optional(),
    /** Echoed in the reply. */
    refreshKey: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { message: 'expected up to 64 letters, digits or _.:-' })
      .optional(),
    status: z.enum(NOTIFICATION_STATUSES).optional(),
  }),
  reply: NotificationListSchema,
});

export const markNotificationRead = defineCall({
  id: 'markNotificationRead',
  method: 'POST',
  path: `${BASE}/{id}/read`,
  auth: 'token',
  summary: 'Marks one of the customer’s notifications read (again is nothing); answers the new count',
  tags: ['notifications'],
  params: z.object({ id: IdParam }),
  reply: NotificationCountSchema,
});

export const markAllNotificationsRead = defineCall({
  id: 'markAllNotificationsRead',
  method: 'POST',
  path: `${BASE}/read-all`,
  auth: 'token',
  summary: 'Marks every notification of the customer’s read; answers the new count',
  tags: ['notifications'],
  reply: NotificationCountSchema,
});

export const getNotificationPreferences = defineCall({
  id: 'getNotificationPreferences',
  method: 'GET',
  path: `${BASE}/preferences`,
  auth: 'token',
  summary: 'Which kinds of notification the customer gets (every kind, on unless switched off)',
  tags: ['notifications'],
  reply: NotificationPreferencesSchema,
});

export const putNotificationPreferences = defineCall({
  id: 'putNotificationPreferences',
  method: 'PUT',
  path: `${BASE}/preferences`,
  auth: 'token',
  summary: 'Switches kinds of notification on or off (the kinds named; others stay as they are)',
  tags: ['notifications'],
  body: z.object({
    preferences: z
      .array(z.object({ kind: NotificationKindSchema, enabled: z.boolean() }))
      .max(NOTIFICATION_KINDS.length),
  }),
  reply: NotificationPreferencesSchema,
});
