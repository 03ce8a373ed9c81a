import { and, eq, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationParams } from '@broker/domain';
import type { Tx } from '../db/database';
import { notificationPreferences, notificationStates, notifications } from '../db/schema';

/**
 * Tells a customer about something (issue 16): writes the notification in the caller's transaction,
 * the one of its cause, so a cause rolled back leaves no notification and a committed one always has
 * it. A kind the customer switched off writes nothing (answers null). The customer's version and
 * unread count move with it; the publisher (publisher.ts) tells the private feed once the
 * transaction has committed, so nothing uncommitted is ever announced.
 *
 * Exported for every area with an event to tell, the required actions among them
 * (`REQUIRED_ACTION_DUE` with `{ action, due_day, link }`).
 */
export async function notify(
  tx: Tx,
  customerId: number,
  kind: NotificationKind,
  params: NotificationParams,
  at: number | Date,
): Promise<number | null> {
  const [pref] = await tx
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.customerId, customerId), eq(notificationPreferences.kind, kind)));
  if (pref && !pref.enabled) return null;
  const [row] = await tx
    .insert(notifications)
    .values({ customerId, kind, params, createdAt: new Date(at) })
    .returning({ id: notifications.id });
  await tx
    .insert(notificationStates)
    .values({ customerId, version: 1, unread: 1, publishedVersion: 0 })
    .onConflictDoUpdate({
      target: notificationStates.customerId,
      set: {
        version: sql`${notificationStates.version} + 1`,
        unread: sql`${notificationStates.unread} + 1`,
      },
    });
  return row!.id;
}
