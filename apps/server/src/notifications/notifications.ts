import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  notificationLink,
  notificationPage,
  notificationPreferences as preferencesOf,
  type NotificationKind,
  type NotificationParams,
} from '@broker/domain';
import type {
  CallBodyOut,
  CallQueryOut,
  CallReply,
  listNotifications,
  putNotificationPreferences,
} from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { notificationPreferences, notificationStates, notifications } from '../db/schema';
import { notFound } from '../http/api-error';

/**
 * The customer's side of notifications (issue 16; spec 001 §7.5): the unread count, the list with
 * its version, reading them, and which kinds they get. Every change of a notification moves the
 * customer's version, which the publisher tells the private feed after the commit.
 */

type Count = { unread: number; version: number };
type ListReply = CallReply<typeof listNotifications>;
type Preferences = CallReply<typeof putNotificationPreferences>;

async function stateOf(db: Db | Tx, customerId: number): Promise<Count> {
  const [s] = await db
    .select({ unread: notificationStates.unread, version: notificationStates.version })
    .from(notificationStates)
    .where(eq(notificationStates.customerId, customerId));
  return s ?? { unread: 0, version: 0 };
}

export const unreadCount = (db: Db, customerId: number): Promise<Count> => stateOf(db, customerId);

type Row = typeof notifications.$inferSelect;

function reply(row: Row): ListReply['notifications'][number] {
  const kind = row.kind as NotificationKind;
  const params = row.params as NotificationParams;
  return {
    id: row.id,
    kind,
    params,
    link: notificationLink(kind, params),
    created_at: row.createdAt.getTime(),
    read_at: row.readAt?.getTime() ?? null,
  };
}

export async function listFor(
  db: Db,
  customerId: number,
  query: CallQueryOut<typeof listNotifications>,
): Promise<ListReply> {
  const state = await stateOf(db, customerId);
  const echo = query.refreshKey === undefined ? {} : { refreshKey: query.refreshKey };
  // The client has this version already: one row read, nothing more.
  if (query.version !== undefined && query.version === state.version) {
    return { changed: false, ...state, ...echo, notifications: [] };
  }
  const { limit, offset } = notificationPage(query.limit, query.offset);
  const status = query.status ?? 'ALL';
  const where: SQL = and(
    eq(notifications.customerId, customerId),
    status === 'UNREAD'
      ? isNull(notifications.readAt)
      : status === 'READ'
        ? isNotNull(notifications.readAt)
        : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { changed: true, ...state, total: total?.n ?? 0, ...echo, notifications: rows.map(reply) };
}

/** Marks one read; reading a read one again changes nothing. Another customer's: 404. */
export async function markRead(db: Db, customerId: number, id: number, now: number): Promise<Count> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId)))
      .for('update');
    if (!row) throw notFound('NOTIFICATION_NOT_FOUND', `No notification ${id}`);
    if (row.readAt) return stateOf(tx, customerId);
    await tx
      .update(notifications)
      .set({ readAt: new Date(now) })
      .where(eq(notifications.id, id));
    return bump(tx, customerId, 1);
  });
}

export async function markAllRead(db: Db, customerId: number, now: number): Promise<Count> {
  return db.transaction(async (tx) => {
    const read = await tx
      .update(notifications)
      .set({ readAt: new Date(now) })
      .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (read.length === 0) return stateOf(tx, customerId);
    return bump(tx, customerId, read.length);
  });
}

/**
 * A new version with `read` fewer unread. A decrement, not a reset to zero: a notification written
 * meanwhile by a cause's transaction (which this waits for on the row) stays counted.
 */
async function bump(tx: Tx, customerId: number, read: number): Promise<Count> {
  const [s] = await tx
    .update(notificationStates)
    .set({
      version: sql`${notificationStates.version} + 1`,
      unread: sql`greatest(${notificationStates.unread} - ${read}, 0)`,
    })
    .where(eq(notificationStates.customerId, customerId))
    .returning({ unread: notificationStates.unread, version: notificationStates.version });
  return s ?? { unread: 0, version: 0 };
}

export async function preferencesFor(db: Db | Tx, customerId: number): Promise<Preferences> {
  const stored = await db
    .select({ kind: notificationPreferences.kind, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerId, customerId));
  return { preferences: preferencesOf(stored) };
}

export async function setPreferences(
  db: Db,
  customerId: number,
  body: CallBodyOut<typeof putNotificationPreferences>,
): Promise<Preferences> {
  return db.transaction(async (tx) => {
    for (const p of body.preferences) {
      await tx
        .insert(notificationPreferences)
        .values({ customerId, kind: p.kind, enabled: p.enabled })
        .onConflictDoUpdate({
          target: [notificationPreferences.customerId, notificationPreferences.kind],
          set: { enabled: p.enabled },
        });
    }
    return preferencesFor(tx, customerId);
  });
}
